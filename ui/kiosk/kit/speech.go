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
	// PhysicalSpeech is what a page of the physical set-up says (where the
	// train, the loot, the Marshal and each pawn go): lines are the
	// instructions the page lists (from the board's own words, paged by
	// the shell), page its number (0: the first, which says the title).
	PhysicalSpeech(lines []string, page int) voice.Story
	// EndedSpeech is what the scores of a game the operator ended say
	// (result as EndedScreen gets it): as the screen words them, never
	// "X wins!" — nobody won an unfinished game.
	EndedSpeech(result any) voice.Story
}
