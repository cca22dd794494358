package voice

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"colt/engine/express"
	"colt/engine/super"
	"colt/ui/i18n"
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

// leakySpeech words the events unfiltered, as a careless speech would:
// the test below must be able to tell it from the public speech.
func leakySpeech(lang i18n.Lang, pv *express.PublicView, evs []express.Event) string {
	var b strings.Builder
	for _, ev := range evs {
		instr, why := i18n.Describe(lang, ev, pv)
		b.WriteString(instr + why)
	}
	return b.String()
}

func sameJSON(t *testing.T, a, b any) bool {
	t.Helper()
	ja, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	jb, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return string(ja) == string(jb)
}

func publicExpress(evs []express.Event) []express.Event {
	out := make([]express.Event, len(evs))
	for i, ev := range evs {
		out[i] = ev.For(express.NoSeat)
	}
	return out
}

// TestNoSecretAloudExpress: for every way to play Colt Express (with the
// Horses & Stagecoach ways), a game whose secrets are drawn anew — every
// hand, deck, face-down card, purse value and hidden place — speaks the
// same words at every step until something public tells the two apart
// (the reveal), in every language. The speech of the unfiltered events
// does tell them apart in some game: the check can see a leak.
func TestNoSecretAloudExpress(t *testing.T) {
	ways := append(express.Ways(), express.HorsesWays()...)
	langs := i18n.Langs()
	if testing.Short() { // the emulated arm64 leg: English, every third way
		langs = langs[:1]
	}
	compared, leaks := 0, 0
	for g, w := range ways {
		if testing.Short() && g%3 != 0 {
			continue
		}
		su := w.Setup
		su.Seed = uint64(3500 + g)
		s, _, err := express.New(su)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(g), 35))
		wayCompared := 0
		for step := 0; !s.Over() && step < 400; step++ {
			if step%9 == 0 && !s.Simultaneous() {
				d := s.Determinize(express.NoSeat, express.NewRand(uint64(step)))
				c, l := walkExpress(t, w.Name, s, d, rand.New(rand.NewPCG(uint64(g), uint64(step))), langs)
				wayCompared += c
				leaks += l
			}
			legal := express.Legal(&s)
			if s, _, err = express.Apply(s, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if wayCompared == 0 {
			t.Errorf("%s: no step was spoken in both games before the reveal", w.Name)
		}
		compared += wayCompared
	}
	t.Logf("%d ways, %d steps spoken alike in both games, %d where the unfiltered events would have told them apart", len(ways), compared, leaks)
	if leaks == 0 {
		t.Error("the unfiltered events never told the games apart: the secrets drawn anew changed nothing, the check proves nothing")
	}
}

// walkExpress plays the same commands in a and b while both accept them
// and everything public stays the same, comparing the speech of each step.
func walkExpress(t *testing.T, way string, a, b express.State, rng *rand.Rand, langs []i18n.Lang) (compared, leaks int) {
	for range 40 {
		if a.Over() {
			return
		}
		legal := express.Legal(&a)
		cmd := legal[rng.IntN(len(legal))]
		na, evA, err := express.Apply(a, cmd)
		if err != nil {
			t.Fatal(err)
		}
		nb, evB, err := express.Apply(b, cmd)
		if err != nil {
			return // the secret decides what may be played: the reveal
		}
		a, b = na, nb
		pa, pb := express.Public(&a), express.Public(&b)
		if !sameJSON(t, pa, pb) || !sameJSON(t, publicExpress(evA), publicExpress(evB)) {
			return // the reveal
		}
		for _, lang := range langs {
			sa, sb := expressSpeech(lang, &pa, evA), expressSpeech(lang, &pb, evB)
			if sa != sb {
				t.Fatalf("%s %s: the same public step is spoken two ways:\n%s\n%s", way, lang, sa, sb)
			}
			if leakySpeech(lang, &pa, evA) != leakySpeech(lang, &pb, evB) {
				leaks++
			}
		}
		compared++
	}
	return
}

// superSpeech is what the kiosk says for one Colt Super Express step.
func superSpeech(lang i18n.Lang, pv *super.PublicView, evs []super.Event) string {
	return FromSuper(lang, pv, evs).Spoken()
}

// TestNoSecretAloudSuper: the same for Colt Super Express at 3 to 7
// players: the stacks already committed are drawn anew while others
// still owe theirs, and nothing is spoken differently before the reveal;
// reading a stack from its seat's page would have told them apart.
func TestNoSecretAloudSuper(t *testing.T) {
	compared, leaks := 0, 0
	for n := super.MinPlayers; n <= super.MaxPlayers; n++ {
		s, _, err := super.New(super.Setup{Players: n, Seed: uint64(350 + n)})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(n), 35))
		wayCompared := 0
		for step := 0; !s.Over() && step < 400; step++ {
			if s.Simultaneous() {
				d := s.Determinize(super.NoSeat, super.NewRand(uint64(step)))
				c, l := walkSuper(t, fmt.Sprintf("%dp", n), s, d, rand.New(rand.NewPCG(uint64(n), uint64(step))))
				wayCompared += c
				leaks += l
			}
			legal := super.Legal(&s)
			if s, _, err = super.Apply(s, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if wayCompared == 0 {
			t.Errorf("%d players: no step was spoken in both games before the reveal", n)
		}
		compared += wayCompared
	}
	t.Logf("%d steps spoken alike in both games, %d where reading the seats' pages would have told them apart", compared, leaks)
	if leaks == 0 {
		t.Error("the seats' pages never told the games apart: the check proves nothing")
	}
}

func walkSuper(t *testing.T, way string, a, b super.State, rng *rand.Rand) (compared, leaks int) {
	for range 40 {
		if a.Over() {
			return
		}
		legal := super.Legal(&a)
		cmd := legal[rng.IntN(len(legal))]
		na, evA, err := super.Apply(a, cmd)
		if err != nil {
			t.Fatal(err)
		}
		nb, evB, err := super.Apply(b, cmd)
		if err != nil {
			return
		}
		a, b = na, nb
		pa, pb := super.Public(&a), super.Public(&b)
		pubA, pubB := make([]super.Event, len(evA)), make([]super.Event, len(evB))
		for i := range evA {
			pubA[i] = evA[i].For(super.NoSeat)
		}
		for i := range evB {
			pubB[i] = evB[i].For(super.NoSeat)
		}
		if !sameJSON(t, pa, pb) || !sameJSON(t, pubA, pubB) {
			return
		}
		for _, lang := range i18n.Langs() {
			if sa, sb := superSpeech(lang, &pa, evA), superSpeech(lang, &pb, evB); sa != sb {
				t.Fatalf("%s %s: the same public step is spoken two ways:\n%s\n%s", way, lang, sa, sb)
			}
			// a careless speech: the stacks read from the seats' own pages
			var la, lb strings.Builder
			for seat := range super.Seat(a.Players()) {
				for _, c := range super.View(&a, seat).Stack {
					la.WriteString(i18n.SuperCardName(lang, c))
				}
				for _, c := range super.View(&b, seat).Stack {
					lb.WriteString(i18n.SuperCardName(lang, c))
				}
			}
			if la.String() != lb.String() {
				leaks++
			}
		}
		compared++
	}
	return
}
