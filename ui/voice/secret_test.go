package voice

import (
	"fmt"
	"testing"

	"colt/engine/express"
	"colt/engine/super"
	"colt/ui/i18n"
	"colt/ui/voice/voicetest"
)

// expressSpeech is what the kiosk says for one Colt Express step: the
// public story of its events and whose turn it is.
func expressSpeech(lang i18n.Lang, pv *express.PublicView, evs []express.Event) string {
	st := FromExpress(lang, pv, evs)
	if pv.Phase == express.Schemin && pv.Actor != express.NoSeat {
		st = st.With(WhoseTurn(lang, i18n.SeatName(lang, pv, pv.Actor), true)...)
	}
	return st.Spoken()
}

// TestNoSecretAloudExpress: for every way to play Colt Express (with the
// Horses & Stagecoach ways), a game whose secrets are drawn anew — every
// hand, deck, face-down card, purse value and hidden place — speaks the
// same words at every step until something public tells the two apart
// (the reveal), in every language (voicetest.Express). A careless voice
// (the events unfiltered, the hand read aloud) does tell them apart in
// some game: the check can see a leak.
func TestNoSecretAloudExpress(t *testing.T) {
	ways := append(express.Ways(), express.HorsesWays()...)
	langs := i18n.Langs()
	if testing.Short() { // the emulated arm64 leg: English, every third way
		langs = langs[:1]
	}
	w := voicetest.Express(langs)
	w.Speak = func(lang i18n.Lang, _, next *express.State, evs []express.Event) string {
		pv := express.Public(next)
		return expressSpeech(lang, &pv, evs)
	}
	var f voicetest.Figures
	for g, way := range ways {
		if testing.Short() && g%3 != 0 {
			continue
		}
		su := way.Setup
		su.Seed = uint64(3500 + g)
		s, _, err := express.New(su)
		if err != nil {
			t.Fatal(err)
		}
		f = f.Add(w.Game(t, way.Name, s, uint64(g)))
	}
	t.Logf("%d ways, %d steps spoken alike in both games, %d where a careless voice (the events unfiltered, the hand read aloud) would have told them apart", len(ways), f.Compared, f.Leaks)
	f.Check(t)
}

// TestNoSecretAloudSuper: the same for Colt Super Express at 3 to 7
// players: the stacks already committed are drawn anew while others
// still owe theirs, and nothing is spoken differently before the reveal;
// reading a stack from its seat's page would have told them apart.
func TestNoSecretAloudSuper(t *testing.T) {
	w := voicetest.Super(i18n.Langs())
	w.Speak = func(lang i18n.Lang, _, next *super.State, evs []super.Event) string {
		pv := super.Public(next)
		return FromSuper(lang, &pv, evs).Spoken()
	}
	var f voicetest.Figures
	for n := super.MinPlayers; n <= super.MaxPlayers; n++ {
		s, _, err := super.New(super.Setup{Players: n, Seed: uint64(350 + n)})
		if err != nil {
			t.Fatal(err)
		}
		f = f.Add(w.Game(t, fmt.Sprintf("%dp", n), s, uint64(n)))
	}
	t.Logf("%d steps spoken alike in both games, %d where reading the seats' pages would have told them apart", f.Compared, f.Leaks)
	f.Check(t)
}
