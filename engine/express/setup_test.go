package express

import (
	"bytes"
	"errors"
	"testing"

	"colt/engine/express/cards"
)

// TestSetup checks §3 on many seeds and every table size.
func TestSetup(t *testing.T) {
	cat := cards.Base()
	for n := MinPlayers; n <= MaxPlayers; n++ {
		firsts := map[Seat]bool{}
		for seed := uint64(1); seed <= 60; seed++ {
			s, evs, err := New(Setup{Players: n, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			if err := CheckInvariants(&s); err != nil {
				t.Fatalf("%dp seed %d: %v", n, seed, err)
			}
			firsts[s.first] = true
			var chars [NumCharacters]bool
			for i := 0; i < n; i++ {
				p := &s.bandits[i]
				pl := &s.players[i]
				seat := Seat(i)
				if chars[p.character] {
					t.Fatalf("%dp seed %d: %s plays twice", n, seed, p.character)
				}
				chars[p.character] = true
				// §3.5: odd-numbered players (clockwise from the first) inside the caboose, even ones inside the wagon next to it.
				num := (i-int(s.first)+n)%n + 1
				want := Position{Wagon: int8(n), Floor: Inside}
				if num%2 == 0 {
					want.Wagon = int8(n - 1)
				}
				if got := s.BanditAt(seat); got != want {
					t.Errorf("%dp seed %d: player number %d (%s) starts %v, want %v", n, seed, num, seat, got, want)
				}
				// §3.4: one $250 purse, 6 bullets, 10 action cards; 6 in hand (Doc 7, §6).
				held := heldTokens(&s, seat)
				if len(held) != 1 || held[0].Kind() != Purse || s.purseValue[held[0]] != 250 {
					t.Errorf("%dp seed %d: %s holds %v, want one $250 purse", n, seed, seat, held)
				}
				if len(held) == 1 && s.purseKnown[held[0]] != 1<<uint(i) {
					t.Errorf("%s's starting purse known to %b, want only the holder (R1)", seat, s.purseKnown[held[0]])
				}
				if p.bullets != 6 || p.received != 0 {
					t.Errorf("%s has %d bullets, %d received", seat, p.bullets, p.received)
				}
				wantHand := 6
				if p.character == Doc {
					wantHand = 7
				}
				if int(pl.handLen) != wantHand || int(pl.deckLen)+int(pl.handLen) != 10 {
					t.Errorf("%s (%s) hand %d deck %d, want hand %d of 10", seat, p.character, pl.handLen, pl.deckLen, wantHand)
				}
			}
			// §3.2: each wagon's floor loot from the data, inside; roofs empty.
			for w := 1; w <= n; w++ {
				wt := cat.Wagons[s.wagonType[w]]
				var purses, jewels, boxes int
				for _, tok := range tokensAt(&s, Position{Wagon: int8(w)}) {
					switch tok.Kind() {
					case Purse:
						purses++
					case Jewel:
						jewels++
					default:
						boxes++
					}
				}
				if purses != wt.Purses || jewels != wt.Jewels || boxes != 0 {
					t.Errorf("%dp seed %d: wagon %d (%s) holds %d purses %d jewels %d boxes, want %d/%d/0",
						n, seed, w, wt.ID, purses, jewels, boxes, wt.Purses, wt.Jewels)
				}
				if got := tokensAt(&s, Position{Wagon: int8(w), Floor: Roof}); len(got) != 0 {
					t.Errorf("roof of wagon %d holds %v at setup", w, got)
				}
			}
			// Wagon types are distinct.
			seen := map[uint8]bool{}
			for w := 1; w <= n; w++ {
				if seen[s.wagonType[w]] {
					t.Errorf("%dp seed %d: wagon type %d used twice", n, seed, s.wagonType[w])
				}
				seen[s.wagonType[w]] = true
			}
			// §3.3: the Marshal and one strongbox inside the locomotive; the other waits.
			loco := tokensAt(&s, Position{Wagon: 0})
			if s.Marshal() != 0 || len(loco) != 1 || loco[0].Kind() != Strongbox || s.loot[NumLoot-1] != placeReserve {
				t.Errorf("%dp seed %d: marshal %d, locomotive %v, second box %d", n, seed, s.Marshal(), loco, s.loot[NumLoot-1])
			}
			// §3.6: 13 neutral bullets.
			if s.neutral != 13 || s.neutralGone {
				t.Errorf("neutral stock %d", s.neutral)
			}
			// §2: 4 distinct normal cards for the player-count group, then a station.
			used := map[uint8]bool{}
			for r := 0; r < Rounds; r++ {
				ri := s.rounds[r]
				rc := cat.RoundCards[ri.card]
				if rc.Station != (r == Rounds-1) {
					t.Errorf("%dp seed %d: round %d card %s station=%v", n, seed, r+1, rc.ID, rc.Station)
				}
				if used[ri.card] {
					t.Errorf("round card %s dealt twice", rc.ID)
				}
				used[ri.card] = true
				want := rc.TurnsFor(n)
				got := ri.turns[:ri.nTurns]
				if len(got) != len(want) {
					t.Fatalf("%dp round %d %s: turns %v, want %v", n, r+1, rc.ID, got, want)
				}
				for k := range want {
					if got[k] != want[k] {
						t.Errorf("%dp round %d %s: turns %v, want %v (group %s)", n, r+1, rc.ID, got, want, cards.Group(n))
					}
				}
				if ri.event != rc.Event() {
					t.Errorf("round %d event %v, want %v", r+1, ri.event, rc.Event())
				}
			}
			// Schemin' of round 1 begins with the first player.
			if s.phase != Schemin || s.round != 0 || s.Actor() != s.first {
				t.Errorf("%dp seed %d: starts in %s round %d with %s, first %s", n, seed, s.phase, s.round, s.Actor(), s.first)
			}
			if countEv(evs, EvRoundStarted, nil) != 1 || countEv(evs, EvCardsDrawn, nil) != n {
				t.Errorf("setup events: %s", kinds(evs))
			}
			// Deterministic for a seed.
			s2, _, _ := New(Setup{Players: n, Seed: seed})
			a, _ := s.MarshalBinary()
			b, _ := s2.MarshalBinary()
			if !bytes.Equal(a, b) {
				t.Fatalf("%dp seed %d: two setups differ", n, seed)
			}
		}
		if len(firsts) != n {
			t.Errorf("%dp: first player drawn among %d seats only over 60 seeds", n, len(firsts))
		}
	}
}

func TestSetupPurseValuesHidden(t *testing.T) {
	// R1: the ids of the purses on the floor do not reveal their values:
	// over many seeds, a given floor id takes several values.
	values := map[uint16]bool{}
	for seed := uint64(0); seed < 50; seed++ {
		s, _, _ := New(Setup{Players: 4, Seed: seed})
		values[s.purseValue[10]] = true
	}
	if len(values) < 3 {
		t.Errorf("purse 10 took only values %v over 50 seeds", values)
	}
}

func TestSetupChoicesAndErrors(t *testing.T) {
	s, _, err := New(Setup{Players: 4, Seed: 9, Characters: []string{"doc", "random", "Belle"}, Wagons: []string{"F", "a", "B", "E"}})
	if err != nil {
		t.Fatal(err)
	}
	if s.Character(0) != Doc || s.Character(2) != Belle || s.Character(1) == Doc || s.Character(1) == Belle {
		t.Errorf("characters %v %v %v %v", s.Character(0), s.Character(1), s.Character(2), s.Character(3))
	}
	if got := s.WagonTypes(); len(got) != 5 || got[0] != "loco" || got[1] != "F" || got[2] != "A" || got[4] != "E" {
		t.Errorf("wagons %v", got)
	}
	if s.players[0].handLen != 7 {
		t.Errorf("Doc drew %d cards, want 7 (§6)", s.players[0].handLen)
	}
	for _, su := range []Setup{
		{Players: 1},
		{Players: 7},
		{Players: 4, Rules: RuleTwoBandits},
		{Players: 3, Rules: RuleTeams},
		{Players: 2, Rules: RuleTeams},
		{Players: 3, Rules: 1 << 9},
		{Players: 3, Rules: RuleTwoBandits, Characters: []string{"Ghost", "Doc"}},
		{Players: 3, Characters: []string{"Ghost", "ghost"}},
		{Players: 3, Characters: []string{"Zorro"}},
		{Players: 3, Characters: []string{"Ghost", "Tuco", "Doc", "Belle"}},
		{Players: 3, Wagons: []string{"A", "B"}},
		{Players: 3, Wagons: []string{"A", "B", "Z"}},
		{Players: 3, Wagons: []string{"A", "B", "A"}},
		{Players: 3, Catalog: []byte(`{"version":""}`)},
	} {
		if _, _, err := New(su); !errors.Is(err, ErrSetup) {
			t.Errorf("New(%+v) = %v, want ErrSetup", su, err)
		}
	}
}

func TestSetupRoundDeckUsesEveryCard(t *testing.T) {
	// §2: the 4 normal cards are drawn at random from the 7, the station from the 3.
	cat := cards.Base()
	seen := map[string]bool{}
	for seed := uint64(0); seed < 200; seed++ {
		// the expansion's cards are mixed in with it only (§11)
		for _, r := range []Rules{0, RuleHorses} {
			s, _, _ := New(Setup{Players: 5, Seed: seed, Rules: r})
			for r := 0; r < Rounds; r++ {
				seen[cat.RoundCards[s.rounds[r].card].ID] = true
			}
		}
	}
	if len(seen) != len(cat.RoundCards) {
		t.Errorf("over 200 seeds only %d of %d round cards were dealt: %v", len(seen), len(cat.RoundCards), seen)
	}
}
