package super_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"colt/engine/super"
)

// TestSetupPlacement checks the setup for every table size and many seeds:
//
//	§13 "Train: locomotive + (players + 1) wagon cards in a line." Rulebook:
//	"Prenez autant de cartes Wagon que le nombre de joueurs plus un […] ainsi
//	que la carte locomotive."
//	§13 "The first player (random) puts their bandit in the second-to-last
//	wagon, the next player clockwise in the next wagon toward the
//	locomotive, and so on." Rulebook: "Le joueur qui a choisi ce pion prend la
//	carte Premier Joueur et place son pion bandit dans l'avant-dernier wagon.
//	Le deuxième joueur, à sa gauche, place son pion dans le wagon suivant vers
//	la locomotive, le troisième dans le wagon encore après, et ainsi de suite..."
//	§13 "The half (rounded up) of the bandits in the rearmost wagons face the
//	locomotive; the other half face the caboose." Rulebook: "La moitié des
//	bandits (arrondie au supérieur) qui se situent dans les wagons les plus à
//	l'arrière du train sont orientés vers la locomotive. L'autre moitié
//	(arrondie à l'inférieur) sont orientés vers le wagon de queue."
func TestSetupPlacement(t *testing.T) {
	for n := super.MinPlayers; n <= super.MaxPlayers; n++ {
		firsts := map[super.Seat]bool{}
		for seed := uint64(1); seed <= 60; seed++ {
			s, evs, err := super.New(super.Setup{Players: n, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			if s.Wagons() != n+2 {
				t.Fatalf("%d players: %d train cards, want the locomotive and %d wagons", n, s.Wagons(), n+1)
			}
			first := s.FirstPlayer()
			firsts[first] = true
			placed := 0
			for _, e := range evs {
				if e.Kind != super.EvBanditPlaced {
					continue
				}
				k := placed
				placed++
				seat := super.Seat((int(first) + k) % n)
				wantSpot := super.Spot{Wagon: int8(n - k), Floor: super.Inside, Place: 0}
				wantFacing := super.TowardCaboose
				if k < (n+1)/2 {
					wantFacing = super.TowardLocomotive
				}
				spot, aboard := s.SpotOf(seat)
				if e.Seat != seat || *e.To != wantSpot || e.Facing != wantFacing || !aboard || spot != wantSpot || s.FacingOf(seat) != wantFacing {
					t.Fatalf("%d players, seed %d: player %d clockwise from the first (%s) at %v facing %s (event %+v), want %v facing %s",
						n, seed, k+1, seat, spot, s.FacingOf(seat), e, wantSpot, wantFacing)
				}
			}
			if placed != n {
				t.Fatalf("%d BanditPlaced events for %d players", placed, n)
			}
			pub := super.Public(&s)
			if len(pub.Train[0].Inside)+len(pub.Train[0].Roof)+len(pub.Train[n+1].Inside)+len(pub.Train[n+1].Roof) != 0 {
				t.Fatal("the locomotive and the caboose start empty")
			}
			if got := s.Expected(); len(got) != n || !s.Simultaneous() {
				t.Fatalf("every seat stacks at once: expected %v", got)
			}
		}
		if len(firsts) != n {
			t.Errorf("%d players: the first player should be drawn at random; 60 seeds gave only %v", n, firsts)
		}
	}
}

// TestSetupCharacters: chosen characters are kept, the rest drawn at random
// among the seven, each once.
func TestSetupCharacters(t *testing.T) {
	s, _, err := super.New(super.Setup{Players: 7, Seed: 5, Characters: []string{"mei", "random", "", "Tuco"}})
	if err != nil {
		t.Fatal(err)
	}
	if s.Character(0) != super.Mei || s.Character(3) != super.Tuco {
		t.Errorf("chosen characters not kept: %s, %s", s.Character(0), s.Character(3))
	}
	seen := map[super.Character]bool{}
	for i := 0; i < 7; i++ {
		seen[s.Character(super.Seat(i))] = true
	}
	if len(seen) != 7 {
		t.Errorf("7 players play the 7 characters once each: %v", seen)
	}
}

// TestSetupErrors: impossible setups are refused with ErrSetup and a
// sentence saying what to change.
func TestSetupErrors(t *testing.T) {
	cases := []struct {
		su   super.Setup
		want string
	}{
		{super.Setup{Players: 2}, "3 to 7 players"},
		{super.Setup{Players: 8}, "3 to 7 players"},
		{super.Setup{Players: 3, Characters: []string{"Belle", "Doc", "Mei", "Tuco"}}, "at most one per seat"},
		{super.Setup{Players: 3, Characters: []string{"Marshal"}}, "choose Belle, Cheyenne"},
		{super.Setup{Players: 3, Characters: []string{"Ghost", "ghost"}}, "chosen twice"},
		{super.Setup{Players: 3, Loot: []int{1, 2, 3}}, "one per wagon"},
		{super.Setup{Players: 3, Loot: []int{1, 2, 0, 4}}, "1–255"},
		{super.Setup{Players: 3, Loot: []int{1, 2, 256, 4}}, "1–255"},
	}
	for _, tc := range cases {
		_, _, err := super.New(tc.su)
		if !errors.Is(err, super.ErrSetup) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%+v) = %v, want ErrSetup saying %q", tc.su, err, tc.want)
		}
		if _, err := super.NewQuiet(tc.su); !errors.Is(err, super.ErrSetup) {
			t.Errorf("NewQuiet(%+v) = %v", tc.su, err)
		}
	}
}

// TestLegalIsEveryOrderedStack: the plan's choices are the 24 ordered
// stacks of 3 of the 4 cards ("Chaque joueur choisit et pose face cachée
// devant lui 3 cartes, les unes sur les autres. […] L'ordre est donc très
// important. La carte restante est mise de côté pour cette manche."), in a
// stable order; anything else is refused.
func TestLegalIsEveryOrderedStack(t *testing.T) {
	s, _, err := super.New(super.Setup{Players: 4, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	legal := super.LegalFor(&s, 2)
	if len(legal) != super.NumStacks {
		t.Fatalf("%d legal stacks, want 24", len(legal))
	}
	seen := map[[3]super.Card]bool{}
	for i, c := range legal {
		if c.Seat != 2 || c.Kind != super.CmdStack {
			t.Errorf("legal[%d] = %s", i, c)
		}
		if seen[c.Cards] {
			t.Errorf("stack %v listed twice", c.Cards)
		}
		seen[c.Cards] = true
		if i > 0 && slices.Compare(legal[i-1].Cards[:], c.Cards[:]) >= 0 {
			t.Errorf("legal stacks out of order at %d: %v then %v", i, legal[i-1].Cards, c.Cards)
		}
		if aside := c.SetAside(); aside == c.Cards[0] || aside == c.Cards[1] || aside == c.Cards[2] || aside >= super.NumCards {
			t.Errorf("set-aside card of %v is %s", c.Cards, aside)
		}
	}
	// every command of the right shape is legal exactly when it is listed
	for a := super.Card(0); a < super.NumCards; a++ {
		for b := super.Card(0); b < super.NumCards; b++ {
			for c := super.Card(0); c < super.NumCards; c++ {
				cmd := super.Stack(2, a, b, c)
				_, _, err := super.Apply(s, cmd)
				if (err == nil) != seen[cmd.Cards] {
					t.Errorf("Apply(%s) = %v, listed %v", cmd, err, seen[cmd.Cards])
				}
			}
		}
	}
	if got := len(super.Legal(&s)); got != 4*super.NumStacks {
		t.Errorf("Legal lists %d commands for 4 planning seats, want 96", got)
	}
}
