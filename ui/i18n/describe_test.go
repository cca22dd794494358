package i18n

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"colt/engine/express"
	"colt/engine/express/cards"
)

// table6 is a 6-player game with the characters in seat order Ghost, Tuco,
// Cheyenne, Doc, Belle, Django; the train has 7 cars, wagon 6 is the caboose.
func table6(t testing.TB) (express.State, *express.PublicView) {
	t.Helper()
	s, _, err := express.New(express.Setup{Players: 6, Seed: 1,
		Characters: []string{"Ghost", "Tuco", "Cheyenne", "Doc", "Belle", "Django"}})
	if err != nil {
		t.Fatal(err)
	}
	pv := express.Public(&s)
	return s, &pv
}

const (
	seatGhost express.Seat = iota
	seatTuco
	seatCheyenne
	seatDoc
	seatBelle
	seatDjango
)

func roof(w int8) express.Position   { return express.Position{Wagon: w, Floor: express.Roof} }
func inside(w int8) express.Position { return express.Position{Wagon: w, Floor: express.Inside} }

func event(kind express.EventKind) express.Event {
	return express.Event{Kind: kind, Seat: express.NoSeat, Target: express.NoSeat, Token: express.NoLoot, Bandit: express.NoSeat, Player: express.NoSeat} // as the engine makes them
}

// TestDescribeEveryKindAndCause words every event kind with every cause in
// every language, and checks the seats involved are named.
func TestDescribeEveryKindAndCause(t *testing.T) {
	_, pv := table6(t)
	var causes []express.Cause
	for by := express.ByRule; by <= express.ByEvent; by++ {
		if by == express.ByEvent {
			for e := cards.AngryMarshal; e <= cards.HostageTaking; e++ {
				causes = append(causes, express.Cause{By: by, Seat: express.NoSeat, Event: e})
			}
			continue
		}
		causes = append(causes, express.Cause{By: by, Seat: seatDjango, Card: express.Shoot, Bandit: seatDjango})
	}
	for _, l := range Langs() {
		for kind := express.EvRoundStarted; kind <= express.EvTimeTravel; kind++ {
			for _, c := range causes {
				for _, neutral := range []bool{false, true} {
					ev := event(kind)
					ev.Seat, ev.Target, ev.Cause = seatBelle, seatTuco, c
					ev.From, ev.To = roof(3), roof(1)
					ev.Card, ev.Count, ev.Token, ev.Loot = express.Punch, 2, 5, express.Purse
					ev.RoundCard, ev.RoundEvent = "braking", cards.Braking
					ev.Reason = "nobody else here"
					if kind == express.EvLootTaken || kind == express.EvLootPlaced || neutral {
						ev.Target = express.NoSeat
					}
					if kind == express.EvBulletGiven && neutral {
						ev.Seat, ev.Target = express.NoSeat, seatTuco
					}
					instr, why := Describe(l, ev, pv)
					out := instr + " " + why
					if why == "" || strings.Contains(out, "⟦") || strings.Contains(out, "<no value>") {
						t.Errorf("%s %s cause %s/%s: instruction %q, why %q", l, kind, c.By, c.Event, instr, why)
					}
					for _, s := range namedSeats(ev) {
						if name := CharacterName(l, pv.Bandits[s].Character); !strings.Contains(out, name) {
							t.Errorf("%s %s cause %s: %q does not name %s", l, kind, c.By, out, name)
						}
					}
					if utf8.RuneCountInString(instr) > 200 || utf8.RuneCountInString(why) > 200 {
						t.Errorf("%s %s: too long for the screen: %q / %q", l, kind, instr, why)
					}
				}
			}
		}
	}
}

// namedSeats lists the seats Describe must name for ev.
func namedSeats(ev express.Event) []express.Seat {
	var out []express.Seat
	add := func(s express.Seat) {
		if s != express.NoSeat {
			out = append(out, s)
		}
	}
	switch ev.Kind {
	case express.EvRoundStarted, express.EvCardsDrawn, express.EvCardPlayed, express.EvPassed,
		express.EvCardRevealed, express.EvNoEffect, express.EvLootLost, express.EvRansom:
		add(ev.Seat)
	case express.EvRoundEnded:
		if ev.Count < express.Rounds {
			add(ev.Seat)
		}
	case express.EvBanditMoved, express.EvLootDropped:
		add(ev.Seat)
		switch ev.Cause.By {
		case express.ByCard, express.ByDjango, express.ByPunch:
			add(ev.Cause.Seat)
		}
	case express.EvBulletGiven, express.EvLootTaken:
		add(ev.Seat)
		add(ev.Target)
	case express.EvBanditHidden, express.EvBanditAppeared, express.EvTimeTravel:
		add(ev.Seat)
	case express.EvMarshalMoved:
		if ev.Cause.By == express.ByCard {
			add(ev.Cause.Seat)
		}
	}
	return out
}

func TestDescribeGolden(t *testing.T) {
	_, pv := table6(t)
	card := func(seat express.Seat, k express.ActionKind) express.Cause {
		return express.Cause{By: express.ByCard, Seat: seat, Card: k, Bandit: seat}
	}
	byEvent := func(e cards.Event) express.Cause {
		return express.Cause{By: express.ByEvent, Seat: express.NoSeat, Event: e}
	}
	moved := func(seat express.Seat, from, to express.Position, c express.Cause) express.Event {
		e := event(express.EvBanditMoved)
		e.Seat, e.From, e.To, e.Cause = seat, from, to, c
		return e
	}
	bullet := func(from, to express.Seat, c express.Cause) express.Event {
		e := event(express.EvBulletGiven)
		e.Seat, e.Target, e.Cause = from, to, c
		return e
	}
	taken := event(express.EvLootTaken)
	taken.Seat, taken.Token, taken.Loot, taken.From, taken.Value, taken.Cause = seatCheyenne, 4, express.Purse, inside(2), 300, card(seatCheyenne, express.Rob)
	dropped := event(express.EvLootDropped)
	dropped.Seat, dropped.Token, dropped.Loot, dropped.To = seatBelle, 2, express.Purse, roof(2)
	dropped.Cause = express.Cause{By: express.ByPunch, Seat: seatTuco, Card: express.Punch, Bandit: seatTuco}
	marshal := event(express.EvMarshalMoved)
	marshal.From, marshal.To, marshal.Cause = inside(1), inside(2), card(seatDoc, express.MarshalCard)
	braking := moved(seatGhost, roof(3), roof(2), byEvent(cards.Braking))
	placed := event(express.EvLootPlaced)
	placed.Token, placed.Loot, placed.To, placed.Cause = express.NumLoot-1, express.Strongbox, inside(3), byEvent(cards.TakeItAll)
	kept := event(express.EvLootTaken)
	kept.Seat, kept.Target, kept.Token, kept.Loot = seatCheyenne, seatBelle, 7, express.Purse
	kept.Cause = express.Cause{By: express.ByPunch, Seat: seatCheyenne, Card: express.Punch, Bandit: seatCheyenne}
	played := event(express.EvCardPlayed)
	played.Seat, played.Card, played.FaceDown, played.Count = seatTuco, express.Shoot, true, 3
	auto := moved(seatDoc, inside(6), inside(5), card(seatDoc, express.Move))
	auto.Auto = true
	revealed := event(express.EvCardRevealed)
	revealed.Seat, revealed.Card, revealed.Count = seatBelle, express.FloorChange, 4

	tests := []struct {
		lang       Lang
		ev         express.Event
		instr, why string
	}{
		{En, moved(seatDjango, roof(3), roof(1), card(seatDjango, express.Move)),
			"Move Django from the roof of wagon 3 to the roof of wagon 1.", "Django resolves a Move card."},
		{En, moved(seatBelle, roof(2), roof(3), express.Cause{By: express.ByDjango, Seat: seatDjango, Card: express.Shoot, Bandit: seatDjango}),
			"Move Belle from the roof of wagon 2 to the roof of wagon 3.", "Django's shot pushed Belle."},
		{En, moved(seatTuco, inside(0), roof(0), express.Cause{By: express.ByMarshal, Seat: express.NoSeat}),
			"Move Tuco from inside the locomotive to the roof of the locomotive.", "Tuco fled the Marshal to the roof."},
		{En, bullet(seatDjango, seatBelle, card(seatDjango, express.Shoot)),
			"Belle gets one of Django's bullets in their deck.", "Django shot Belle."},
		{En, bullet(express.NoSeat, seatTuco, express.Cause{By: express.ByMarshal, Seat: express.NoSeat}),
			"Tuco gets a neutral bullet in their deck.", "Tuco met the Marshal and takes a neutral bullet."},
		{En, taken,
			"Take the $300 purse from inside wagon 2 and put it on Cheyenne's character card.", "Cheyenne resolves a Rob card."},
		{En, taken.For(seatTuco),
			"Take a purse from inside wagon 2 and put it on Cheyenne's character card.", "Cheyenne resolves a Rob card."},
		{En, dropped,
			"Move a purse from Belle's character card to the roof of wagon 2.", "Tuco punched Belle, who drops the loot."},
		{En, kept,
			"Move a purse from Belle's character card to Cheyenne's.", "Cheyenne's power: she keeps the purse punched out of Belle's hands."},
		{En, marshal, "Move the Marshal from wagon 1 to wagon 2.", "Doc resolves a Marshal card."},
		{En, braking, "Move Ghost from the roof of wagon 3 to the roof of wagon 2.", "Braking: every bandit on a roof moves one wagon forward."},
		{En, placed, "Put the second strongbox inside wagon 3.", "Take It All! The second strongbox is put inside the Marshal's wagon."},
		{En, played.For(express.NoSeat), "Tuco plays a card face down.", "Tunnel: this turn Tuco and the others play their cards face down."},
		{En, played, "Tuco plays Shoot face down.", "Tunnel: this turn Tuco and the others play their cards face down."},
		{En, auto, "Move Doc from inside the caboose into wagon 5.", "Doc resolves a Move card. It was the only possible choice."},
		{En, revealed, "Card 4 of the pile: Belle's Floor Change.",
			"Stealin': the cards are resolved one by one, in the order they were played."},

		{Fr, moved(seatDjango, roof(3), roof(1), card(seatDjango, express.Move)),
			"Déplacez Django du toit du Wagon 3 vers le toit du Wagon 1.", "Django résout sa carte Déplacement."},
		{Fr, moved(seatBelle, roof(2), roof(3), express.Cause{By: express.ByDjango, Seat: seatDjango, Card: express.Shoot, Bandit: seatDjango}),
			"Déplacez Belle du toit du Wagon 2 vers le toit du Wagon 3.", "Le tir de Django fait reculer Belle."},
		{Fr, moved(seatTuco, inside(0), roof(0), express.Cause{By: express.ByMarshal, Seat: express.NoSeat}),
			"Déplacez Tuco de l'intérieur de la Locomotive vers le toit de la Locomotive.", "Tuco fuit le Marshal sur le toit."},
		{Fr, bullet(seatDjango, seatBelle, card(seatDjango, express.Shoot)),
			"Belle reçoit une Balle de Django dans sa pioche.", "Django tire sur Belle."},
		{Fr, bullet(express.NoSeat, seatTuco, express.Cause{By: express.ByMarshal, Seat: express.NoSeat}),
			"Tuco reçoit une Balle neutre dans sa pioche.", "Tuco rencontre le Marshal et reçoit une Balle neutre."},
		{Fr, taken,
			"Prenez la Bourse de 300 $ de l'intérieur du Wagon 2 et mettez ce jeton sur la carte Personnage de Cheyenne.",
			"Cheyenne résout sa carte Braquage."},
		{Fr, marshal, "Déplacez le Marshal du Wagon 1 vers le Wagon 2.", "Doc résout sa carte Marshal."},
		{Fr, braking, "Déplacez Ghost du toit du Wagon 3 vers le toit du Wagon 2.", "Freinage\u00a0: tous les Bandits sur un toit avancent d'un Wagon."},
		{Fr, placed, "Placez la deuxième Cagnotte dans le Wagon 3.", "Prenez tout\u00a0! La deuxième Cagnotte est placée dans le Wagon du Marshal."},
	}
	for _, tt := range tests {
		instr, why := Describe(tt.lang, tt.ev, pv)
		if instr != tt.instr || why != tt.why {
			t.Errorf("%s %s:\n got  %q\n      %q\n want %q\n      %q", tt.lang, tt.ev.Kind, instr, why, tt.instr, tt.why)
		}
	}
}

// TestDescribeKeepsSecrets: a face-down card and a purse value appear only
// for the viewer the event was filtered for.
func TestDescribeKeepsSecrets(t *testing.T) {
	_, pv := table6(t)
	played := event(express.EvCardPlayed)
	played.Seat, played.Card, played.FaceDown, played.Count = seatGhost, express.Rob, true, 1
	taken := event(express.EvLootTaken)
	taken.Seat, taken.Token, taken.Loot, taken.From, taken.Value = seatGhost, 9, express.Purse, inside(3), 450
	taken.Player = seatGhost // the engine names the player who may see the value
	taken.Cause = express.Cause{By: express.ByCard, Seat: seatGhost, Card: express.Rob, Bandit: seatGhost}
	lost := event(express.EvLootLost)
	lost.Seat, lost.Token, lost.Loot, lost.Value = seatGhost, 9, express.Purse, 450
	lost.Player = seatGhost
	lost.Cause = express.Cause{By: express.ByEvent, Seat: express.NoSeat, Event: cards.MarshalsRevenge}
	for _, l := range Langs() {
		rob := CardName(l, express.Rob)
		i, w := Describe(l, played.For(seatTuco), pv)
		if strings.Contains(i+w, rob) {
			t.Errorf("%s: a face-down card is shown to another player: %q %q", l, i, w)
		}
		i, _ = Describe(l, played.For(seatGhost), pv)
		if !strings.Contains(i, rob) {
			t.Errorf("%s: the owner should see the face-down card: %q", l, i)
		}
		for _, ev := range []express.Event{taken, lost} {
			i, w = Describe(l, ev.For(seatTuco), pv)
			if strings.Contains(i+w, "450") {
				t.Errorf("%s: a purse value is shown to another player: %q %q", l, i, w)
			}
			i, w = Describe(l, ev.For(seatGhost), pv)
			if !strings.Contains(i+w, "450") {
				t.Errorf("%s: the holder should see the purse value: %q %q", l, i, w)
			}
		}
	}
}

func TestDescribeGhostPower(t *testing.T) {
	_, pv := table6(t)
	played := event(express.EvCardPlayed)
	played.Seat, played.Card, played.FaceDown, played.Count = seatGhost, express.Rob, true, 1
	for _, tt := range []struct {
		turns []cards.TurnKind
		count int
		ghost bool
	}{
		{[]cards.TurnKind{cards.Normal, cards.Normal}, 9, true},
		{[]cards.TurnKind{cards.Normal, cards.Tunnel}, 2, true},
		{[]cards.TurnKind{cards.Normal, cards.Tunnel}, 9, false},
		{[]cards.TurnKind{cards.SpeedUp, cards.Tunnel}, 9, true},
		{[]cards.TurnKind{cards.Tunnel, cards.Normal}, 1, false},
	} {
		v := *pv
		v.Round.Turns = tt.turns
		played.Count = tt.count
		_, why := Describe(En, played, &v)
		if got := strings.HasPrefix(why, "Ghost's power"); got != tt.ghost {
			t.Errorf("turns %v, pile %d: %q", tt.turns, tt.count, why)
		}
	}
}

func TestDescribeWithoutView(t *testing.T) {
	ev := event(express.EvBanditMoved)
	ev.Seat, ev.From, ev.To, ev.Cause = 2, roof(3), roof(6), express.Cause{By: express.ByPunch, Seat: 0, Card: express.Punch, Bandit: 0}
	instr, why := Describe(En, ev, nil)
	if instr != "Move Seat 3 from the roof of wagon 3 to the roof of wagon 6." || why != "Seat 1's punch sent Seat 3 one wagon away." {
		t.Errorf("without a view: %q %q", instr, why)
	}
}

// TestRandomGames plays seeded random games and words every event and
// every legal command in every language, as the kiosk and phones would.
func TestRandomGames(t *testing.T) {
	setups := append(express.Ways(), express.HorsesWays()...) // every way to play: base, Experts, 2 players, Teams, two bandits, the Car, Horses & Stagecoach
	games := len(setups)
	if testing.Short() {
		games = 3
	}
	for g := range games {
		su := setups[g].Setup
		su.Seed = uint64(100 + g)
		s, evs, err := express.New(su)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(g), 7))
		for step := 0; ; step++ {
			pv := express.Public(&s)
			for _, l := range Langs() {
				for _, ev := range evs {
					for _, viewer := range []express.Seat{express.NoSeat, ev.Seat} {
						instr, why := Describe(l, ev.For(viewer), &pv)
						checkText(t, fmt.Sprintf("game %d %s %s", g, l, ev.Kind), instr+" "+why, why == "")
					}
				}
			}
			if s.Over() {
				for _, l := range Langs() {
					checkText(t, "winner", WinnerText(l, pv.Result)+TieBreakText(l, pv.Result), false)
				}
				break
			}
			legal := express.Legal(&s)
			for _, l := range Langs() {
				checkText(t, fmt.Sprintf("game %d %s prompt", g, l), Prompt(l, &pv), false)
				for _, c := range legal {
					label := CommandLabel(l, c, &pv)
					checkText(t, fmt.Sprintf("game %d %s %s", g, l, c), label, false)
					if n := utf8.RuneCountInString(label); n > MaxButtonRunes {
						t.Errorf("%s: label %q is %d characters", l, label, n)
					}
				}
			}
			s, evs, err = express.Apply(s, legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

func checkText(t *testing.T, what, s string, empty bool) {
	t.Helper()
	if empty || strings.Contains(s, "⟦") || strings.Contains(s, "<no value>") || strings.Contains(s, "%!") {
		t.Errorf("%s: bad text %q", what, s)
	}
}
