package kiosk

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"colt/engine/express"
	"colt/engine/table"
)

// gameWithLookalikes plays seeded random 4-player games until the actor
// must choose, in stage, among several purses (at its place, or in the
// punched bandit's hands), and returns the setup and the commands so far.
func gameWithLookalikes(t *testing.T, stage express.Stage, kind express.CommandKind) (express.Setup, []express.Command) {
	t.Helper()
	for seed := uint64(1); seed <= 400; seed++ {
		su := express.Setup{Players: 4, Seed: seed}
		s, err := express.NewQuiet(su)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 12))
		var cmds []express.Command
		for !s.Over() {
			legal := express.Legal(&s)
			pv := express.Public(&s)
			if pv.Stage == stage && purseCommands(legal, kind) >= 2 {
				return su, cmds
			}
			c := legal[r.IntN(len(legal))]
			if err := s.Do(c, nil); err != nil {
				t.Fatal(err)
			}
			cmds = append(cmds, c)
		}
	}
	t.Fatalf("no seeded game offers several purses in stage %s", stage)
	return express.Setup{}, nil
}

func purseCommands(legal []express.Command, kind express.CommandKind) int {
	n := 0
	for _, c := range legal {
		if c.Kind == kind && c.Token != express.NoLoot && c.Token.Kind() == express.Purse {
			n++
		}
	}
	return n
}

// TestLookalikePursesAreOneChoice (issue 12): when several face-down
// purses lie at the actor's place (or in the punched bandit's hands), the
// kiosk offers one "Take a purse (N here)" button, not N identical ones;
// tapping it applies the first of those legal commands, and the table
// accepts it.
func TestLookalikePursesAreOneChoice(t *testing.T) {
	for _, c := range []struct {
		stage  express.Stage
		kind   express.CommandKind
		prefix string
		count  bool
	}{
		{express.StageRob, express.CmdRob, "Take a purse", true},
		{express.StagePunchLoot, express.CmdPunchLoot, "Make ", false},
	} {
		t.Run(c.stage.String(), func(t *testing.T) {
			su, cmds := gameWithLookalikes(t, c.stage, c.kind)
			r := newRig(t, Settings{}, 800, 480)
			modes := []table.SeatMode{table.Handoff, table.Handoff, table.Handoff, table.Handoff}
			if err := r.tbl.NewGame(express.GameName, su, modes); err != nil {
				t.Fatal(err)
			}
			for _, cmd := range cmds {
				if err := r.tbl.Submit(table.FromKiosk, cmd, table.AnyVersion, ""); err != nil {
					t.Fatal(err)
				}
			}
			r.k.nav.screen = screenGame
			r.eb().DropNarration()
			r.k.render()
			pv := r.pub()
			legal := playerView(r.tbl, pv.Actor).Legal
			purses := purseCommands(legal, c.kind)
			var purseButtons []string
			for _, b := range r.tiles("cmd:") {
				if strings.Contains(b.Text(), "purse") {
					purseButtons = append(purseButtons, b.Name+" "+b.Text())
				}
			}
			if len(purseButtons) != 1 {
				t.Fatalf("%d purses to choose from: want one purse button, got %q", purses, purseButtons)
			}
			if want := fmt.Sprintf("(%d here)", purses); c.count && !strings.Contains(purseButtons[0], want) {
				t.Errorf("the purse button %q does not say %s", purseButtons[0], want)
			}
			if !strings.Contains(purseButtons[0], c.prefix) {
				t.Errorf("the purse button reads %q", purseButtons[0])
			}
			if n := r.choiceCount(); n != len(legal)-purses+1 {
				t.Errorf("%d buttons for %d legal commands of which %d purses", n, len(legal), purses)
			}
			var first express.Command
			for _, l := range legal {
				if l.Kind == c.kind && l.Token.Kind() == express.Purse {
					first = l
					break
				}
			}
			r.tap(strings.Fields(purseButtons[0])[0])
			rec := expressRecord(r.tbl).Commands
			if len(rec) != len(cmds)+1 || rec[len(rec)-1] != first {
				t.Fatalf("tapping the purse button applied %v, want the first purse command %v", rec[len(rec)-1], first)
			}
		})
	}
}
