package i18n

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"

	"colt/engine/express"
	"colt/engine/super"
)

// truthWays is every way to play the truth check walks: Ways (base 2–6,
// Experts, Teams 4 and 6, two bandits 2 and 3, the Time-Travel Car) and
// HorsesWays (Horses & Stagecoach, with Teams, two bandits and the Car).
func truthWays() []express.Way { return append(express.Ways(), express.HorsesWays()...) }

// TestEveryWordTrue plays a seeded game of every way to play and checks
// the words of every event, in every language, against the engine's event
// itself (not against other words):
//
//   - every bandit a sentence names is one the event concerns: the bandit
//     moved, hit, robbed or punched, or the bandit that acted (whose card it
//     is — in two bandits the card's own bandit, never the player's other
//     one — who punched, who shot); a player named is the event's player;
//     and each name is that seat's own character;
//   - every placeholder of the language's text is filled by exactly one
//     slot, used once, and no slot English says is left out;
//   - a sentence that moves something from a place to another says which
//     is which (a "from"/"to" form of the place, or words before it);
//   - French, Dutch and Italian show no message id, no template and no
//     English word.
//
// It checks values, not pixels: the whole walk takes seconds.
func TestEveryWordTrue(t *testing.T) {
	var checked, sentences int
	problems := map[string]int{}
	report := func(key, format string, args ...any) {
		problems[key]++
		if problems[key] <= 3 {
			t.Errorf(key+": "+format, args...)
		}
	}
	for wi, way := range truthWays() {
		su := way.Setup
		su.Seed = uint64(7100 + wi)
		s, evs, err := express.New(su)
		if err != nil {
			t.Fatalf("%s: %v", way.Name, err)
		}
		rng := rand.New(rand.NewPCG(uint64(wi), 31))
		for step := 0; ; step++ {
			pv := express.Public(&s)
			for _, raw := range evs {
				ev := raw.For(express.NoSeat)
				w := WordsOf(ev, &pv)
				where := fmt.Sprintf("%s step %d %v", way.Name, step, raw.Kind)
				for _, sn := range []Sentence{w.Instruction, w.Why} {
					if sn.Empty() {
						continue
					}
					sentences++
					checkNames(report, where, sn, raw, &pv)
					for _, l := range Langs() {
						checked++
						checkSlots(report, where, l, sn)
						checkMove(report, where, l, sn)
						if l != En {
							checkNative(report, where, l, sn.Render(l))
						}
					}
				}
			}
			if s.Over() {
				break
			}
			legal := express.Legal(&s)
			s, evs, err = express.Apply(s, legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatalf("%s: %v", way.Name, err)
			}
		}
	}
	keys := make([]string, 0, len(problems))
	for k := range problems {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%5d × %s", problems[k], k)
	}
	t.Logf("%d ways to play, %d sentences, %d renderings checked", len(truthWays()), sentences, checked)
}

// allowed returns the bandits and players an event concerns, from the
// engine's own (unfiltered) event.
func allowed(ev express.Event, pv *express.PublicView) (bandits, players map[express.Seat]bool) {
	bandits, players = map[express.Seat]bool{}, map[express.Seat]bool{}
	add := func(m map[express.Seat]bool, s express.Seat) {
		if s != express.NoSeat {
			m[s] = true
		}
	}
	switch ev.Kind {
	case express.EvRoundStarted, express.EvCardsDrawn, express.EvCardPlayed, express.EvPassed, express.EvRoundEnded,
		express.EvNoEffect, express.EvCardRevealed, express.EvPartnerCard, express.EvCommitted, express.EvCardTaken,
		express.EvCardsDiscarded, express.EvCardsKept, express.EvWhiskyDrunk:
		// card events: Seat is a player (Target a partner)
		add(players, ev.Seat)
		add(players, ev.Target)
		add(bandits, ev.Bandit)
		if ev.Kind == express.EvCardRevealed && ev.Target != express.NoSeat && len(pv.Seats[ev.Target].Bandits) == 1 {
			add(bandits, pv.Seats[ev.Target].Bandits[0]) // the partner whose card it is (Teams)
		}
		for _, s := range []express.Seat{ev.Seat, ev.Target} { // a player with one bandit is named by it
			if s != express.NoSeat && int(s) < len(pv.Seats) && len(pv.Seats[s].Bandits) == 1 {
				add(bandits, pv.Seats[s].Bandits[0])
			}
		}
	case express.EvGameOver: // the Gunslingers: bandits by their characters
		if pv.Result != nil {
			for _, p := range pv.Result.Players {
				for i, b := range pv.Bandits {
					if b.Character == p.Character || slices.Contains(p.Characters, b.Character) {
						add(bandits, express.Seat(i))
					}
				}
			}
		}
	default: // bandit events (Player: the player of bandit Seat)
		add(bandits, ev.Seat)
		add(bandits, ev.Target)
		add(players, ev.Player)
	}
	switch ev.Cause.By {
	case express.ByCard, express.ByPunch, express.ByDjango:
		add(bandits, ev.Cause.Bandit)
	}
	return bandits, players
}

func checkNames(report func(key, format string, args ...any), where string, sn Sentence, raw express.Event, pv *express.PublicView) {
	bandits, players := allowed(raw, pv)
	for _, n := range sn.Bandits() {
		sl, _ := findSlot(sn, n)
		if n.Player {
			if !players[n.Seat] && !bandits[n.Seat] {
				report("player not concerned", "%s: %s names player %d (%s), the event concerns players %v bandits %v", where, sn.ID, n.Seat, sl.Render(En), keys(players), keys(bandits))
			}
			continue
		}
		if n.Seat == express.NoSeat {
			continue
		}
		if !bandits[n.Seat] {
			report("bandit not concerned: "+sn.ID+"."+n.Key, "%s: names bandit %d (%s); the event concerns bandits %v (cause %+v)", where, n.Seat, sl.Render(En), keys(bandits), raw.Cause)
		}
		if int(n.Seat) < len(pv.Bandits) && (len(sl.Chars) != 1 || sl.Chars[0] != pv.Bandits[n.Seat].Character) {
			report("wrong character", "%s: %s.%s names bandit %d as %v, who is %v", where, sn.ID, n.Key, n.Seat, sl.Chars, pv.Bandits[n.Seat].Character)
		}
	}
	// the bandit that acted is the one named as acting
	actorKey := map[string]string{"why.byCard": "Name", "why.punchDrop": "Puncher", "why.punchPush": "Puncher",
		"why.djangoPush": "Shooter", "why.horses.punchShotgun": "Puncher"}[sn.ID]
	if actorKey != "" {
		if sl, ok := sn.Slot(actorKey); !ok || sl.Kind != SlotBandit || sl.Seat != raw.Cause.Bandit {
			report("actor is not the bandit that acted: "+sn.ID, "%s: %s names %s (seat %d) as acting; the engine says bandit %d", where, sn.ID, sl.Render(En), sl.Seat, raw.Cause.Bandit)
		}
	}
}

func findSlot(sn Sentence, n Named) (Slot, bool) {
	var found Slot
	var ok bool
	var walk func(sl Slot)
	walk = func(sl Slot) {
		switch sl.Kind {
		case SlotBandit, SlotPlayer:
			if sl.Seat == n.Seat && (sl.Kind == SlotPlayer) == n.Player && !ok {
				found, ok = sl, true
			}
		case SlotList:
			for _, x := range sl.List {
				walk(x)
			}
		case SlotSentence:
			if sl.Sub != nil {
				for _, x := range sl.Sub.Slots {
					walk(x)
				}
			}
		}
	}
	for _, sl := range sn.Slots {
		walk(sl)
	}
	return found, ok
}

func keys(m map[express.Seat]bool) []int {
	var out []int
	for k := range m {
		out = append(out, int(k))
	}
	sort.Ints(out)
	return out
}

// checkSlots checks that lang's text of the sentence has every
// placeholder filled by one slot, each once, and leaves out no slot the
// English text uses.
func checkSlots(report func(key, format string, args ...any), where string, lang Lang, sn Sentence) {
	have := map[string]bool{}
	for _, sl := range sn.Slots {
		have[sl.Key] = true
		if sl.Kind == SlotSentence && sl.Sub != nil {
			checkSlots(report, where+" ("+sl.Key+")", lang, *sl.Sub)
		}
	}
	if sn.Plural {
		have["Count"] = true
	}
	used := map[string]int{}
	for _, p := range templateSlots(lang, sn.ID) {
		used[p]++
	}
	for p, n := range used {
		if !have[p] {
			report("unfilled slot", "%s %s: %s has {{.%s}} and no value for it", where, lang, sn.ID, p)
		}
		if n > 1 {
			report("doubled slot", "%s %s: %s uses {{.%s}} %d times", where, lang, sn.ID, p, n)
		}
	}
	if lang != En {
		for p := range usedIn(En, sn.ID) {
			if used[p] == 0 {
				report("words lost: "+string(lang)+" "+sn.ID+"."+p, "%s: English says {{.%s}}, %s does not: %q", where, p, lang, sn.Render(lang))
			}
		}
	}
	if r := sn.Render(lang); strings.Contains(r, "⟦") || strings.Contains(r, "<no value>") || strings.Contains(r, "{{") || strings.Contains(r, "  ") {
		report("broken text", "%s %s: %q", where, lang, r)
	}
}

func usedIn(lang Lang, id string) map[string]bool {
	m := map[string]bool{}
	for _, p := range templateSlots(lang, id) {
		m[p] = true
	}
	return m
}

// checkMove checks that a sentence moving something from a place to
// another says which is which in lang: each of From and To is worded in
// its own "from"/"to" form, or the text right before it has a word.
func checkMove(report func(key, format string, args ...any), where string, lang Lang, sn Sentence) {
	from, okF := sn.Slot("From")
	to, okT := sn.Slot("To")
	if !okF || !okT {
		return
	}
	text := templateText(lang, sn.ID)
	if !strings.Contains(text, "{{.From}}") || !strings.Contains(text, "{{.To}}") {
		return // not a move from one place to another in this language (checkSlots says if English is)
	}
	for _, p := range []struct {
		key string
		sl  Slot
	}{{"From", from}, {"To", to}} {
		i := strings.Index(text, "{{."+p.key+"}}")
		if i < 0 {
			continue // checkSlots reports it if English says it
		}
		if p.sl.Form == formFrom || p.sl.Form == formTo {
			continue
		}
		before := text[:i]
		if j := strings.LastIndex(before, "}}"); j >= 0 {
			before = before[j+2:]
		}
		if !strings.ContainsFunc(before, unicode.IsLetter) {
			report("move loses its direction: "+string(lang)+" "+sn.ID, "%s: %q does not say which place is %s", where, sn.Render(lang), p.key)
		}
	}
}

// englishWords are words of the English texts that no French, Dutch or
// Italian sentence uses.
var englishWords = []string{"the", "The", "from", "into", "onto", "with", "their", "gets", "takes", "Move", "Put",
	"caboose", "roof", "inside", "beside", "locomotive", "purse", "jewel", "strongbox", "bullet", "card", "cards",
	"round", "horse", "stagecoach", "resolves", "punched", "shot", "plays", "draws"}

// nativeToo are the English words a language uses too: the Italian
// rulebook says "round", French says "locomotive".
var nativeToo = map[Lang]map[string]bool{It: {"round": true}, Fr: {"locomotive": true}}

// messageID matches a message id left in a text ("ev.banditMoved").
var messageID = regexp.MustCompile(`\b(ev|why|tok|pos|wagon|btn|step|kiosk|super)\.[a-zA-Z]`)

// checkNative checks a French, Dutch or Italian rendering for message ids
// and English words.
func checkNative(report func(key, format string, args ...any), where string, lang Lang, text string) {
	if messageID.MatchString(text) || strings.Contains(text, "⟦") {
		report("message id shown", "%s %s: %q", where, lang, text)
	}
	words := strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
	for _, w := range words {
		for _, e := range englishWords {
			if w == e && !nativeToo[lang][w] {
				report("English in "+string(lang), "%s: %q has %q", where, text, w)
			}
		}
	}
}

// TestEverySuperWordTrue does for Colt Super Express (3–7 players) what
// TestEveryWordTrue does for Colt Express: every bandit a sentence names is
// the event's bandit, its target, a neighbour it stands by or a winner, by
// its own character; every placeholder is filled once; no message id or
// English in French, Dutch or Italian.
func TestEverySuperWordTrue(t *testing.T) {
	problems := map[string]int{}
	report := func(key, format string, args ...any) {
		problems[key]++
		if problems[key] <= 3 {
			t.Errorf(key+": "+format, args...)
		}
	}
	checked := 0
	for players := 3; players <= 7; players++ {
		g, first, err := super.NewGame(super.Setup{Players: players, Seed: uint64(500 + players)})
		if err != nil {
			t.Fatal(err)
		}
		evs := first.List
		rng := rand.New(rand.NewPCG(uint64(players), 5))
		for step := 0; ; step++ {
			s := g.State()
			pv := super.Public(&s)
			for _, raw := range evs {
				ev := raw.For(super.NoSeat)
				sn := SuperWords(ev, &pv)
				where := fmt.Sprintf("super %dp step %d %v", players, step, raw.Kind)
				if sn.Empty() {
					report("event not worded", "%s", where)
					continue
				}
				ok := map[express.Seat]bool{express.Seat(raw.Seat): true, express.Seat(raw.Target): true,
					express.Seat(raw.NextTowardLoco): true, express.Seat(raw.NextTowardCaboose): true}
				for _, w := range raw.Seats {
					ok[express.Seat(w)] = true
				}
				var walk func(sn Sentence)
				walk = func(sn Sentence) {
					for _, sl := range sn.Slots {
						switch sl.Kind {
						case SlotSuperBandit:
							if !ok[sl.Seat] {
								report("bandit not concerned: "+sn.ID, "%s: names bandit %d", where, sl.Seat)
							}
							if sl.Seat >= 0 && int(sl.Seat) < len(pv.Bandits) && sl.N != int(pv.Bandits[sl.Seat].Character) {
								report("wrong character", "%s: %s names bandit %d as %d", where, sn.ID, sl.Seat, sl.N)
							}
						case SlotSentence:
							walk(*sl.Sub)
						case SlotList:
							walk(Sentence{Slots: sl.List})
						}
					}
				}
				walk(sn)
				for _, l := range Langs() {
					checked++
					for _, pr := range sn.Problems(l) {
						report(pr, "%s %s: %q", where, l, sn.Render(l))
					}
					if l != En {
						checkNative(report, where, l, sn.Render(l))
					}
				}
			}
			if g.Over() {
				break
			}
			seat := g.Expected()[0]
			legal := g.Legal(seat)
			next, e, err := g.Apply(legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			g, evs = next.(*super.Game), e.(*super.Events).List
		}
	}
	for k, n := range problems {
		t.Logf("%5d × %s", n, k)
	}
	t.Logf("Colt Super Express 3–7 players: %d renderings checked", checked)
}
