package voice

import (
	"math/rand/v2"
	"testing"

	"colt/engine/express"
	"colt/ui/i18n"
)

// roundSeed is the seeded game whose first round is recorded in
// docs/voice: 3 players, seat order Tuco, Cheyenne, Django.
const roundSeed = 136

// expressRound plays the first round of a seeded 3-player Colt Express
// game with random legal commands (seeded) and returns the public story
// of each step, as the kiosk narrates it: whose turn it is with "pass the
// screen to …" while the hands are played, the round card as it is turned
// over, then each card's instruction and reason and the round's event.
func expressRound(t testing.TB, lang i18n.Lang) []Story { return expressRoundOf(t, lang, roundSeed) }

func expressRoundOf(t testing.TB, lang i18n.Lang, roundSeed uint64) []Story {
	t.Helper()
	s, evs, err := express.New(express.Setup{Players: 3, Seed: roundSeed, Characters: []string{"Tuco", "Cheyenne", "Django"}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(roundSeed, 7))
	var out []Story
	for {
		pv := express.Public(&s)
		// one step per pile card turned over, as the kiosk narrates them;
		// the next round's start belongs to another recording
		var steps [][]express.Event
		ended := false
		for _, ev := range evs {
			if ended {
				break
			}
			if len(steps) == 0 || ev.Kind == express.EvCardRevealed {
				steps = append(steps, nil)
			}
			steps[len(steps)-1] = append(steps[len(steps)-1], ev)
			ended = ev.Kind == express.EvRoundEnded
		}
		for i, group := range steps {
			st := FromExpress(lang, &pv, group)
			if i == len(steps)-1 && pv.Phase == express.Schemin && pv.Actor != express.NoSeat && !ended {
				st = st.With(WhoseTurn(lang, i18n.SeatName(lang, &pv, pv.Actor), true)...)
			}
			if !st.Empty() {
				out = append(out, st)
			}
		}
		if ended || s.Over() {
			return out
		}
		legal := express.Legal(&s)
		s, evs, err = express.Apply(s, legal[rng.IntN(len(legal))])
		if err != nil {
			t.Fatal(err)
		}
	}
}
