package i18n

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"colt/engine/express"
	"colt/engine/super"
)

// One model of what is physical (issue 22, item 4; docs/design.md "What is
// physical"): the box gives the train, the pawns, the Marshal, the loot
// tokens, the character cards (to hold loot) and the expansion's pieces;
// every card the screen or the phones hold — action, bullet, round,
// hostage cards, Super Express's action and First Player cards — stays in
// the box. No text may ask a person to give, put, take, lay, reveal, turn
// over or shuffle one, nor word the screen's deal as a person's shuffle.

// cardHandling is, per language, a clause that handles a card: a handling
// verb and a card word in the same clause, or any form of "shuffle".
type cardHandling struct {
	shuffle *regexp.Regexp // any form of "shuffle": always a person's gesture in our texts
	verb    *regexp.Regexp
	noun    *regexp.Regexp
	// physical removes the cards the box does give (character cards, the
	// Super Express train's wagon cards, where a pawn stands on one) —
	// and the kiosk's SD card — before the noun is looked for
	physical *regexp.Regexp
	// allow, if set, is a clause that only looks like handling: Dutch
	// "legt … af" is the verb "to discard", a choice made on the screen
	allow *regexp.Regexp
}

var cardHandlingWords = map[Lang]cardHandling{
	En: {
		shuffle:  regexp.MustCompile(`(?i)\bshuffl`),
		verb:     regexp.MustCompile(`(?i)\b(give|gives|put|puts|place|places|lay|lays|take|takes|reveal|reveals|flip|flips|hand over)\b|\bturns? (\S+ ){0,4}over\b`),
		noun:     regexp.MustCompile(`(?i)\b(card|cards|deck|decks|pile)\b`),
		physical: regexp.MustCompile(`(?i)\b(character|wagon|SD) cards?\b|\b(edge|side) of the card\b`),
	},
	Fr: {
		shuffle:  regexp.MustCompile(`(?i)\bm[ée]lang`),
		verb:     regexp.MustCompile(`(?i)\b(donne|donnez|donner|met|mettez|mettre|mettent|pose|posez|poser|place|placez|placer|prend|prends|prenez|prendre|prennent|r[ée]v[èée]lez|r[ée]v[èé]le|r[ée]v[èé]ler|retourne|retournez|retourner|retournent)\b`),
		noun:     regexp.MustCompile(`(?i)\b(carte|cartes|paquet|paquets|pioche|pile)\b`),
		physical: regexp.MustCompile(`(?i)\bcartes? (personnage|wagon|SD)s?\b|\b(bord|côté) de la carte\b`),
	},
	Nl: {
		shuffle:  regexp.MustCompile(`(?i)\bschud`),
		verb:     regexp.MustCompile(`(?i)\b(geef|geeft|geven|leg|legt|leggen|zet|zetten|neem|neemt|nemen|onthul|onthult|draai|draait|draaien)\b`),
		noun:     regexp.MustCompile(`(?i)(kaart|kaarten|stapel|stapels)\b`),
		physical: regexp.MustCompile(`(?i)\b(personage|karakter|wagon|SD-)kaart(en)?\b|\b(rand|kant) van de kaart\b`),
		allow:    regexp.MustCompile(`(?i)\b(legt|leggen)\b.*\baf\b`),
	},
	It: {
		shuffle:  regexp.MustCompile(`(?i)\bmescol`),
		verb:     regexp.MustCompile(`(?i)\b(dai|dà|date|dare|metti|mette|mettete|mettere|posa|posate|posare|prendi|prende|prendete|prendere|rivela|rivelare|gira|girate|girare|scopri|scoprite|scoprire)\b`),
		noun:     regexp.MustCompile(`(?i)\b(carta|carte|mazzo|mazzi|pila)\b`),
		physical: regexp.MustCompile(`(?i)\bcart[ae] (personaggio|vagone)\b|\b(bordo|lato) della carta\b`),
	},
}

var clauseEnd = regexp.MustCompile(`[.;:!?()]`)

// handlesCards returns the clause of text that asks someone to handle a
// card, or "".
func handlesCards(lang Lang, text string) string {
	w := cardHandlingWords[lang]
	for _, clause := range clauseEnd.Split(text, -1) {
		c := w.physical.ReplaceAllString(clause, "")
		if w.allow != nil && w.allow.MatchString(c) {
			continue
		}
		if w.shuffle.MatchString(c) || (w.verb.MatchString(c) && w.noun.MatchString(c)) {
			return strings.TrimSpace(clause)
		}
	}
	return ""
}

// TestCardHandlingWordsWork: the word lists catch the sentences the
// tour found, in every language's own words.
func TestCardHandlingWordsWork(t *testing.T) {
	for _, c := range []struct {
		lang Lang
		text string
		bad  bool
	}{
		{En, "Everyone shuffles their deck and draws 6 cards.", true},
		{En, "Give Ghost one of Tuco's bullet cards: it goes on top of Ghost's deck.", true},
		{En, "Turn over card 3 of the pile: Tuco's Shoot.", true},
		{En, "Take the jewel from inside wagon 2 and put it on Tuco's character card.", false},
		{En, "Ghost gets one of Tuco's bullets in their deck.", false},
		{Fr, "Chacun mélange son paquet et pioche 6 cartes.", true},
		{Fr, "Donnez à Ghost une carte Balle de Tuco.", true},
		{Fr, "Posez-le sur la carte Personnage de Tuco.", false},
		{Nl, "Iedereen schudt zijn trekstapel.", true},
		{Nl, "Geef Ghost een van Tuco's kogelkaarten.", true},
		{Nl, "Leg hem op de personagekaart van Tuco.", false},
		{Nl, "Tuco legt 2 kaarten open af.", false},
		{It, "Ognuno mescola il proprio mazzo.", true},
		{It, "Date a Ghost una carta Proiettile di Tuco.", true},
		{It, "Mettilo sulla carta personaggio di Tuco.", false},
	} {
		if got := handlesCards(c.lang, c.text) != ""; got != c.bad {
			t.Errorf("%s %q: card handling %v, want %v", c.lang, c.text, got, c.bad)
		}
	}
}

// TestNoTextHandlesCards: no message of any catalog, no set-up page of
// either game and no narrated step of a seeded game of every way to play
// asks a person to handle a card (issue 22, item 4).
func TestNoTextHandlesCards(t *testing.T) {
	for _, l := range Langs() {
		msgs, err := Messages(l)
		if err != nil {
			t.Fatal(err)
		}
		for id, text := range msgs {
			if c := handlesCards(l, text); c != "" {
				t.Errorf("%s %s handles a card: %q", l, id, c)
			}
		}
	}
	// names of things (an event "Take It All!", a card "Turn around") are
	// not instructions: they are taken out of narrated text first
	names := map[Lang][]string{}
	for _, l := range Langs() {
		msgs, _ := Messages(l)
		for id, text := range msgs {
			for _, p := range []string{"event.", "card.", "roundCard.", "hostage.", "super.card."} {
				if strings.HasPrefix(id, p) && !strings.Contains(id, "effect") {
					names[l] = append(names[l], text)
				}
			}
		}
	}
	check := func(what string, l Lang, text string) {
		t.Helper()
		for _, n := range names[l] {
			text = strings.ReplaceAll(text, n, "…")
		}
		if c := handlesCards(l, text); c != "" {
			t.Errorf("%s %s handles a card: %q (in %q)", what, l, c, text)
		}
	}
	setups := append(express.Ways(), express.HorsesWays()...)
	games := len(setups)
	if testing.Short() {
		games = 4
	}
	for g := range games {
		su := setups[g].Setup
		su.Seed = uint64(300 + g)
		s, evs, err := express.New(su)
		if err != nil {
			t.Fatal(err)
		}
		pv := express.Public(&s)
		for _, l := range Langs() {
			for _, line := range SetupInstructions(l, &pv) {
				check(fmt.Sprintf("set-up of %s", setups[g].Name), l, line)
			}
		}
		rng := rand.New(rand.NewPCG(uint64(g), 22))
		for !s.Over() {
			pv := express.Public(&s)
			for _, l := range Langs() {
				for _, ev := range evs {
					instr, why := Describe(l, ev.For(express.NoSeat), &pv)
					check(fmt.Sprintf("%s %s", setups[g].Name, ev.Kind), l, instr+" "+why)
				}
			}
			legal := express.Legal(&s)
			s, evs, err = express.Apply(s, legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	for seed := uint64(1); seed <= 5; seed++ {
		g, evs, err := super.NewGame(super.Setup{Players: 3 + int(seed%5), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		all := append([]super.Event(nil), evs.List...)
		pv0 := super.Public(ptr(g.State()))
		rnd := super.NewRand(seed)
		cur := g
		for !cur.Over() {
			legal := cur.Legal(cur.Expected()[0])
			next, e, err := cur.Apply(legal[rnd.Intn(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			cur = next.(*super.Game)
			all = append(all, e.For(super.NoSeat).([]super.Event)...)
		}
		pv := super.Public(ptr(cur.State()))
		for _, l := range Langs() {
			for _, line := range SuperSetupInstructions(l, &pv0, evs.List) {
				check("Super Express set-up", l, line)
			}
			for _, e := range all {
				check(fmt.Sprintf("Super Express %v", e.Kind), l, SuperDescribe(l, e, &pv))
			}
		}
	}
}
