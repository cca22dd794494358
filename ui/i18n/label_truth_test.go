package i18n

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"testing"

	"colt/engine/express"
)

// TestEveryLabelTrue does for the words the actor answers with what
// TestEveryWordTrue does for events: it plays a seeded game of every way
// to play and, at every step, checks the question (PromptWords), the
// label of every legal command (CommandWords) and of every choice the
// kiosk shows (ChoiceWords) against the engine, in every language:
//
//   - a label names no bandit but the command's own: a Shoot or Punch
//     names its target (c.Target), a Push or punched-out loot the punched
//     bandit (the view's Target), Hands and Board their bandit (c.Bandit),
//     and each names it exactly once; any other label names at most the
//     actor (its player, or one of its bandits); a question names the
//     actor and at most the bandit it acts on (the view's Target);
//   - each bandit named is that seat's own character;
//   - every placeholder of the language's text is filled by one slot, used
//     once, and none English uses is left out;
//   - French, Dutch and Italian show no message id, no template and no
//     English word.
func TestEveryLabelTrue(t *testing.T) {
	problems := map[string]int{}
	report := func(key, format string, args ...any) {
		problems[key]++
		if problems[key] <= 3 {
			t.Errorf(key+": "+format, args...)
		}
	}
	var steps, labels, checked int
	for wi, way := range truthWays() {
		su := way.Setup
		su.Seed = uint64(7100 + wi)
		s, _, err := express.New(su)
		if err != nil {
			t.Fatalf("%s: %v", way.Name, err)
		}
		rng := rand.New(rand.NewPCG(uint64(wi), 31))
		for step := 0; !s.Over(); step++ {
			steps++
			pv := express.Public(&s)
			legal := express.Legal(&s)
			where := fmt.Sprintf("%s step %d %v", way.Name, step, pv.Stage)
			check := func(what string, sn Sentence, must express.Seat, may map[express.Seat]bool) {
				labels++
				if sn.Empty() {
					report("label says nothing", "%s: %s", where, what)
					return
				}
				checkLabelNames(report, where+" "+what, sn, &pv, must, may)
				for _, l := range Langs() {
					checked++
					checkSlots(report, where+" "+what, l, sn)
					if l != En {
						checkNative(report, where+" "+what, l, sn.Render(l))
					}
				}
			}
			actor := actorSeats(&pv)
			q := withSeat(actor, pv.Target)
			check("prompt", PromptWords(&pv), express.NoSeat, q)
			if pv.Actor != express.NoSeat {
				for say := TurnPhone; say <= TurnTap; say++ {
					check(fmt.Sprintf("turn %d", say), TurnWords(say, &pv, pv.Actor), express.NoSeat, nil)
				}
			}
			if len(pv.Expected) > 1 {
				w := WaitingWords(&pv, pv.Expected)
				check("waiting", w, express.NoSeat, nil)
				checkWaiting(report, where, w, &pv)
			}
			for _, c := range legal {
				must := commandTarget(c, &pv)
				may := actor
				if must != express.NoSeat {
					may = map[express.Seat]bool{must: true}
				}
				check(fmt.Sprintf("command %v", c.Kind), CommandWords(c, &pv), must, may)
			}
			for _, ch := range Choices(legal, nil) {
				must := commandTarget(ch.Command, &pv)
				may := actor
				if must != express.NoSeat {
					may = map[express.Seat]bool{must: true}
				}
				check(fmt.Sprintf("choice %v", ch.Command.Kind), ChoiceWords(ch, &pv), must, may)
			}
			s, _, err = express.Apply(s, legal[rng.IntN(len(legal))])
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
	t.Logf("%d ways to play, %d steps, %d questions and labels, %d renderings checked", len(truthWays()), steps, labels, checked)
}

// actorSeats are the seats the actor of pv may be named by: its player and
// its bandits (the one it acts with first).
func actorSeats(pv *express.PublicView) map[express.Seat]bool {
	m := map[express.Seat]bool{}
	if pv.ActingBandit != nil {
		m[*pv.ActingBandit] = true
	} else if a := pv.Actor; a >= 0 && int(a) < len(pv.Seats) {
		for _, b := range pv.Seats[a].Bandits {
			m[b] = true
		}
	}
	return m
}

func withSeat(m map[express.Seat]bool, extra express.Seat) map[express.Seat]bool {
	out := make(map[express.Seat]bool, len(m)+1)
	for k := range m {
		out[k] = true
	}
	if extra != express.NoSeat {
		out[extra] = true
	}
	return out
}

// commandTarget is the bandit a command's label must name, or NoSeat.
func commandTarget(c express.Command, pv *express.PublicView) express.Seat {
	switch c.Kind {
	case express.CmdShoot, express.CmdPunch:
		return c.Target
	case express.CmdPunchLoot, express.CmdPush:
		return pv.Target
	case express.CmdHands, express.CmdBoard:
		return c.Bandit
	}
	return express.NoSeat
}

// checkLabelNames checks the bandits and players a label or question
// names: must (unless NoSeat) exactly once, others only among may (a
// player: the actor, whose bandits may holds), each by its own character.
func checkLabelNames(report func(key, format string, args ...any), where string, sn Sentence, pv *express.PublicView, must express.Seat, may map[express.Seat]bool) {
	seen := map[express.Seat]int{}
	for _, n := range sn.Bandits() {
		sl, _ := findSlot(sn, n)
		if n.Player {
			if n.Seat != pv.Actor && sn.ID != "kiosk.wait.several" {
				report("label names a player not acting: "+sn.ID, "%s: names player %d (%s); the actor is %d", where, n.Seat, sl.Render(En), pv.Actor)
			}
			checkPlayerChars(report, where, sn, sl, pv)
			continue
		}
		seen[n.Seat]++
		if !may[n.Seat] {
			report("label names a bandit not concerned: "+sn.ID+"."+n.Key, "%s: names bandit %d (%s); may name %v", where, n.Seat, sl.Render(En), keys(may))
		}
		if n.Seat >= 0 && int(n.Seat) < len(pv.Bandits) && (len(sl.Chars) != 1 || sl.Chars[0] != pv.Bandits[n.Seat].Character) {
			report("label names the wrong character: "+sn.ID, "%s: %s names bandit %d as %v, who is %v", where, n.Key, n.Seat, sl.Chars, pv.Bandits[n.Seat].Character)
		}
	}
	for seat, k := range seen {
		if k > 1 {
			report("label names a bandit twice: "+sn.ID, "%s: bandit %d named %d times: %q", where, seat, k, sn.Render(En))
		}
	}
	if must != express.NoSeat && seen[must] != 1 {
		report("label misses the bandit it acts on: "+sn.ID, "%s: %q does not name bandit %d", where, sn.Render(En), must)
	}
}

// checkPlayerChars checks that a player slot names the player's own
// bandits, both of them for a player with two.
func checkPlayerChars(report func(key, format string, args ...any), where string, sn Sentence, sl Slot, pv *express.PublicView) {
	s := sl.Seat
	if s < 0 || int(s) >= len(pv.Seats) {
		return
	}
	bs := pv.Seats[s].Bandits
	ok := len(sl.Chars) == len(bs)
	for i := 0; ok && i < len(bs); i++ {
		ok = sl.Chars[i] == pv.Bandits[bs[i]].Character
	}
	if !ok {
		report("label names a player by the wrong bandits: "+sn.ID, "%s: %s names player %d as %v; its bandits are %v", where, sl.Key, s, sl.Chars, bs)
	}
}

// checkWaiting checks "Waiting for …": every player the engine expects
// named once, and no other.
func checkWaiting(report func(key, format string, args ...any), where string, sn Sentence, pv *express.PublicView) {
	named := map[express.Seat]int{}
	for _, n := range sn.Bandits() {
		if !n.Player {
			report("waiting names a bandit, not a player", "%s: %q", where, sn.Render(En))
			continue
		}
		named[n.Seat]++
	}
	for _, s := range pv.Expected {
		if named[s] != 1 {
			report("waiting misses or doubles an expected player", "%s: player %d named %d times in %q", where, s, named[s], sn.Render(En))
		}
		delete(named, s)
	}
	for s := range named {
		report("waiting names a player not expected", "%s: player %d in %q", where, s, sn.Render(En))
	}
}
