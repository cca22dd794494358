package kit

import "colt/ui/voice"

// Speaking is what a Board whose screens speak (issue 35) tells the
// shell, which owns the voice (a voice.Speaker): after each screen change
// the shell asks the board of the game on show for its Speech and says it
// when it changed; Continue cuts it. A board without it is silent.
type Speaking interface {
	// Speech is what the board's screen on show says to the whole table,
	// from the words it draws: empty on a page only one seat may see (a
	// hand behind the curtain, a stack being made, a seat's own tips).
	Speech() voice.Story
	// NextSpeech is what the page Continue shows next will say, when the
	// board can tell (empty: it cannot): the shell synthesises it while
	// the current page is spoken.
	NextSpeech() voice.Story
}
