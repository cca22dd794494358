package superboard

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"colt/engine/super"
	"colt/ui/i18n"
	"colt/ui/kiosk/kit"
)

// langHost is the one thing the voice's words ask of the shell: the
// language on screen.
type langHost struct {
	kit.Host
	lang i18n.Lang
}

func (h langHost) Lang() string { return string(h.lang) }

// kioskSpeech is what the kiosk's voice says after one command: each
// narration page (superSteps, worded by stepTitle and stepLines as the
// screen words them) and the ranking at the end.
func kioskSpeech(lang i18n.Lang, pv *super.PublicView, evs []super.Event) string {
	b := &Board{k: kit.HostKit{Host: langHost{lang: lang}}}
	var out strings.Builder
	for _, s := range superSteps(evs, nil, *pv) {
		out.WriteString(b.pageStory(pv, s, 0, -1).Spoken() + "\n")
	}
	if pv.Phase == super.GameOver {
		out.WriteString(b.rankingStory(pv, pv.Result).Spoken())
	}
	return out.String()
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

// TestNoSecretAloud: Colt Super Express at 3 to 7 players, the stacks
// already made drawn anew while others still owe theirs: the kiosk's voice
// says the same words in every language until a card is turned over (the
// reveal); reading the seats' stacks aloud would have told them apart.
func TestNoSecretAloud(t *testing.T) {
	compared, leaks, spoken := 0, 0, 0
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
				c, l, sp := walk(t, fmt.Sprintf("%dp", n), s, d, rand.New(rand.NewPCG(uint64(n), uint64(step))))
				wayCompared += c
				leaks += l
				spoken += sp
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
	t.Logf("%d commands spoken alike in both games (%d non-empty speeches), %d where reading the stacks aloud would have told them apart", compared, spoken, leaks)
	if leaks == 0 {
		t.Error("the stacks never told the games apart: the check proves nothing")
	}
	if spoken == 0 {
		t.Error("nothing was spoken: the check compared silences")
	}
}

func walk(t *testing.T, way string, a, b super.State, rng *rand.Rand) (compared, leaks, spoken int) {
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
		if !sameJSON(t, pa, pb) || !sameJSON(t, super.EventsFor(evA, super.NoSeat), super.EventsFor(evB, super.NoSeat)) {
			return
		}
		for _, lang := range i18n.Langs() {
			sa, sb := kioskSpeech(lang, &pa, evA), kioskSpeech(lang, &pb, evB)
			if sa != sb {
				t.Fatalf("%s %s: the same public step is spoken two ways:\n%s\n%s", way, lang, sa, sb)
			}
			if strings.TrimSpace(sa) != "" {
				spoken++
			}
			var la, lb strings.Builder // a careless voice: the stacks read from the seats' own pages
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
