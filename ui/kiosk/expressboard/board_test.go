package expressboard

import (
	"strings"
	"testing"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/kiosk/kit"
)

// testHost is a kiosk for the board's own unit tests: a table, the screen
// on the game, every seat at the screen. Whatever else a test reaches of
// the shell panics (the nil kit.Host): the tests that draw screens run
// through the real shell (ui/kiosk's tests).

// navPart, operatorPart and phonesPart are kit.Nav, kit.Operator and
// kit.Phones under names of their own, so a test host embeds them (nil: a move it does not count
// panics) and returns itself from Nav and Operator.
type (
	navPart      = kit.Nav
	operatorPart = kit.Operator
	phonesPart   = kit.Phones
)

type testHost struct {
	kit.Host
	navPart      // the moves it counts (Nav returns the host itself)
	operatorPart // the printed cards (Operator returns the host itself)
	t            *table.Table
	lang         string
}

func (h testHost) Nav() kit.Nav                           { return h }
func (h testHost) Operator() kit.Operator                 { return h }
func (h testHost) Table() *table.Table                    { return h.t }
func (h testHost) Lang() string                           { return h.lang }
func (h testHost) Fast() bool                             { return false }
func (h testHost) OnGameScreen() bool                     { return true }
func (h testHost) ModeOf(seat engine.Seat) table.SeatMode { return table.Handoff }
func (h testHost) RoundCards() ([]byte, string)           { return nil, "" } // the printed cards
func (h testHost) Draw() *kit.Kit                         { return nil }     // no drawing: the shell panics, as said

// newTestBoard is a Colt Express board on a fresh table in a scratch folder.
func newTestBoard(t *testing.T) *Board {
	t.Helper()
	tbl, warnings, err := table.Open(table.Options{Dir: t.TempDir()})
	if err != nil || len(warnings) > 0 {
		t.Fatalf("table.Open: %v %v", err, warnings)
	}
	t.Cleanup(func() { tbl.Close() })
	return New(testHost{t: tbl, lang: "en"}).(*Board)
}

// TestPurseSumsKeepValuesTogether (issue 23): a player's purses are listed
// at most four to a line with the lines evenly filled (never four over
// one alone), and no line of a sum can be wrapped at a space by its tile.
func TestPurseSumsKeepValuesTogether(t *testing.T) {
	g := wordsFor("fr")
	for n := 1; n <= 18; n++ {
		values := make([]int, n)
		sum := 0
		for i := range values {
			values[i] = 250 + 50*(i%5)
			sum += values[i]
		}
		lines := pursesText(g, values, sum)
		counts := []int{}
		for _, l := range lines[:len(lines)-1] {
			if strings.Contains(l, " ") {
				t.Fatalf("%d purses: line %q can wrap at a space", n, l)
			}
			counts = append(counts, strings.Count(l, "+")+1)
		}
		lo, hi := counts[0], counts[0]
		total := 0
		for _, c := range counts {
			lo, hi, total = min(lo, c), max(hi, c), total+c
		}
		if total != n || hi > 4 || hi-lo > 1 {
			t.Fatalf("%d purses: %v values per line (%q)", n, counts, lines)
		}
		if last := lines[len(lines)-1]; strings.Contains(last, " ") || !strings.HasPrefix(last, "=") {
			t.Fatalf("%d purses: sum line %q", n, last)
		}
	}
}

func TestWrapItemsKeepsValues(t *testing.T) {
	for _, s := range []string{
		"Jouw buit ($ 250): 1 geldbuidel ($ 250)",
		"Your loot ($1200): 2 purses ($250, $300) · 1 jewel ($500) · 1 strongbox ($1000)",
	} {
		lines := wrapItems(s, 38)
		for _, l := range lines {
			if strings.HasSuffix(l, "$") || strings.HasSuffix(l, "(") {
				t.Errorf("%q wrapped a value away from its sign: %q", s, lines)
			}
		}
		if strings.Join(lines, " ") != s && strings.Join(lines, "") != s {
			joined := strings.Join(strings.Fields(strings.Join(lines, " ")), " ")
			if joined != strings.Join(strings.Fields(s), " ") {
				t.Errorf("%q wrapped to %q loses words", s, lines)
			}
		}
	}
}

// TestCarriedHandHidesOnAnyOtherChange (item 10): the hand stays only for
// its own seat's very next play with nothing to narrate, in the same
// phase: an update that is not that play alone (another seat's move in
// between, an undo), that narrates something or tells what just happened,
// or that opens a new phase (issue 31: the Experts' keep after the last
// card, its buttons under the confirming finger), hides it.
func TestCarriedHandHidesOnAnyOtherChange(t *testing.T) {
	k := newTestBoard(t)
	if err := k.shell.t.NewGame(express.GameName, express.Setup{Players: 2, Seed: 3}, []table.SeatMode{table.Handoff, table.Handoff}); err != nil {
		t.Fatal(err)
	}
	pv := k.shell.pub()
	seat := k.curtain.curtainSeat(&pv)
	u := tableUpdate{Update: table.Update{Reason: "command"}, Public: pv}
	for _, c := range []struct {
		name     string
		carry    revealKey
		u        tableUpdate
		steps    int
		happened int
	}{
		{"another move in between", revealKey{seat: seat, version: pv.Version - 1, phase: pv.Phase, ok: true}, u, 0, 0},
		{"an undo", revealKey{seat: seat, version: pv.Version, phase: pv.Phase, ok: true}, tableUpdate{Update: table.Update{Reason: "undo"}, Public: pv}, 0, 0},
		{"something to narrate", revealKey{seat: seat, version: pv.Version, phase: pv.Phase, ok: true}, u, 1, 0},
		{"something just happened", revealKey{seat: seat, version: pv.Version, phase: pv.Phase, ok: true}, u, 0, 1},
		{"another seat's turn", revealKey{seat: 1 - seat, version: pv.Version, phase: pv.Phase, ok: true}, u, 0, 0},
		{"a new phase", revealKey{seat: seat, version: pv.Version, phase: pv.Phase + 1, ok: true}, u, 0, 0},
	} {
		k.Hide()
		k.narr.steps, k.narr.happened = make([]step, c.steps), make([]pageBlock, c.happened)
		k.curtain.carryReveal(c.carry, c.u)
		k.narr.steps, k.narr.happened = nil, nil
		if k.curtain.revealed(&pv) {
			t.Errorf("%s: the hand stayed on screen", c.name)
		}
	}
	k.curtain.carryReveal(revealKey{seat: seat, version: pv.Version, phase: pv.Phase, ok: true}, u)
	if !k.curtain.revealed(&pv) {
		t.Fatal("the seat's own next play alone: the hand was hidden")
	}
}

// TestModuleRowsPlaceEachModuleOnce: the form's rows of module tiles give
// each tile a weight and place every module the form offers exactly once.
func TestModuleRowsPlaceEachModuleOnce(t *testing.T) {
	placed := map[express.Rules]int{}
	for _, row := range ruleRows {
		if len(row.weights) != len(row.rules) {
			t.Errorf("a row of %d modules has %d weights", len(row.rules), len(row.weights))
		}
		for _, r := range row.rules {
			placed[r]++
		}
	}
	for _, o := range ruleOptions {
		if placed[o.rule] != 1 {
			t.Errorf("module %s is placed %d times on the setup screen", o.rule, placed[o.rule])
		}
	}
	if len(placed) != len(ruleOptions) {
		t.Errorf("ruleRows places %d modules, the setup screen offers %d", len(placed), len(ruleOptions))
	}
}
