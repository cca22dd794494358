package i18n

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"colt/engine/express"
)

// TestTeamsSeatingSaysWhoPartnersWhom: a Teams set-up names the partners by
// seat, as the engine pairs them — neighbours, side by side (docs/rules.md
// §10, « côte à côte »), and no text seats them apart (issue 22, item 7).
func TestTeamsSeatingSaysWhoPartnersWhom(t *testing.T) {
	for _, n := range []int{4, 6} {
		s, _, err := express.New(express.Setup{Players: n, Rules: express.RuleTeams, Seed: 5})
		if err != nil {
			t.Fatal(err)
		}
		pv := express.Public(&s)
		for i := 0; i+1 < n; i += 2 {
			if pv.Seats[i].Team != pv.Seats[i+1].Team {
				t.Fatalf("%d players: the engine does not pair seats %d and %d", n, i+1, i+2)
			}
		}
		for _, l := range Langs() {
			lines := SetupInstructions(l, &pv)
			if len(lines) == 0 {
				t.Fatalf("%s: no set-up", l)
			}
			first := lines[0]
			for i := 0; i+1 < n; i += 2 {
				pair := T(l, "setup.teamPair", map[string]any{"Team": string(rune('A' + pv.Seats[i].Team)),
					"A": PlayerName(l, &pv, express.Seat(i)), "N": i + 1,
					"B": PlayerName(l, &pv, express.Seat(i+1)), "M": i + 2})
				if !strings.Contains(first, pair) {
					t.Errorf("%s, %d players: the first set-up page line %q does not pair %q", l, n, first, pair)
				}
			}
		}
	}
	en := strings.Join(SetupInstructions(En, mustPublic(t, express.Setup{Players: 4, Rules: express.RuleTeams, Seed: 5})), "\n")
	if !strings.Contains(en, "side by side") {
		t.Errorf("English Teams set-up does not seat partners side by side:\n%s", en)
	}
	// the way-to-play help agrees with the engine: side by side, never apart or facing
	for l, bad := range map[Lang][]string{En: {"apart", "opposite"}, Fr: {"face à face", "en face"}, Nl: {"tegenover"}, It: {"di fronte"}} {
		help := T(l, "kiosk.setup.teamsHelp", nil)
		for _, b := range bad {
			if strings.Contains(help, b) {
				t.Errorf("%s: Teams help %q seats partners %q", l, help, b)
			}
		}
	}
	// no teams, no pairs
	for _, line := range SetupInstructions(En, mustPublic(t, express.Setup{Players: 4, Seed: 5})) {
		if strings.Contains(line, "Partners") || strings.Contains(line, "teams") {
			t.Errorf("base game set-up speaks of teams: %q", line)
		}
	}
}

func mustPublic(t *testing.T, su express.Setup) *express.PublicView {
	t.Helper()
	s, _, err := express.New(su)
	if err != nil {
		t.Fatal(err)
	}
	pv := express.Public(&s)
	return &pv
}

// TestPartnerCardReadsAsThePartners: in Teams, a partner's card turned over
// reads "Tuco plays Ghost's Shoot" — whose card it is and who plays it
// (issue 22, item 7).
func TestPartnerCardReadsAsThePartners(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 6 && seen == 0; seed++ {
		s, _, err := express.New(express.Setup{Players: 4, Rules: express.RuleTeams, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 1))
		for !s.Over() {
			legal := express.Legal(&s)
			var evs []express.Event
			s, evs, err = express.Apply(s, legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			pv := express.Public(&s)
			for _, e := range evs {
				if e.Kind != express.EvCardRevealed || e.Target == express.NoSeat {
					continue
				}
				seen++
				player, partner := PlayerName(En, &pv, e.Seat), PlayerName(En, &pv, e.Target)
				if player == partner || pv.Seats[e.Seat].Team != pv.Seats[e.Target].Team {
					t.Fatalf("card of %s played by %s: not partners", partner, player)
				}
				instr, _ := Describe(En, e.For(express.NoSeat), &pv)
				want := fmt.Sprintf("%s plays %s's %s", player, partner, CardName(En, e.Card))
				if !strings.Contains(instr, want) {
					t.Errorf("%q, want %q", instr, want)
				}
				for _, l := range Langs() {
					instr, why := Describe(l, e.For(express.NoSeat), &pv)
					if !strings.Contains(instr, PlayerName(l, &pv, e.Target)) || !strings.Contains(instr+why, PlayerName(l, &pv, e.Seat)) {
						t.Errorf("%s: %q / %q does not name both partners", l, instr, why)
					}
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no partner's card played in the seeded games")
	}
}
