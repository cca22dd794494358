package kiosk

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"colt/engine/express"
	"colt/engine/table"
)

// handoffGame starts a 3-player game with every seat at the screen and
// leaves the set-up pages.
func handoffGame(t *testing.T, r *rig) {
	t.Helper()
	r.setUpGame(3, []string{"Django", "Belle", "Tuco"}, []table.SeatMode{table.Handoff, table.Handoff, table.Handoff})
	r.begin()
}

// TestConfirmBeforePlaying: on the hand screen one tap on a card only
// selects it (nothing is played; the button is drawn selected and the
// confirm button, at its fixed place, names it); a second tap on the card
// unselects it; the confirm plays the selected card.
func TestConfirmBeforePlaying(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	handoffGame(t, r)
	r.tap("reveal")
	if !r.has("confirm-hint") || r.has("confirm") {
		t.Fatalf("hand screen before a choice: tiles %v", r.names())
	}
	hint := r.tile("confirm-hint")
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(hint)
	if hint.Size().Height < 40 {
		t.Fatalf("the confirm place is %v tall, want at least 40 px", hint.Size().Height)
	}
	test.Tap(r.tile("cmd:1"))
	if n := len(recorded(r)); n != 0 {
		t.Fatalf("one tap played %d commands", n)
	}
	confirm := r.tile("confirm")
	if confirm == nil || fyne.CurrentApp().Driver().AbsolutePositionForObject(confirm) != at || confirm.Size().Height < 40 {
		t.Fatalf("no confirm at the hint's place after a card was chosen: %v", r.names())
	}
	label := r.tile("cmd:1").Lines[0]
	if !strings.Contains(confirm.Lines[0], label) {
		t.Fatalf("confirm %q does not name the chosen %q", confirm.Lines[0], label)
	}
	test.Tap(r.tile("cmd:1")) // tapped again: unselected
	if r.has("confirm") {
		t.Fatal("a second tap on the card did not unselect it")
	}
	pv := r.pub()
	actor := pv.Actor
	want := playerView(r.tbl, actor).Legal
	test.Tap(r.tile("cmd:1"))
	test.Tap(r.tile("confirm"))
	rec := recorded(r)
	if len(rec) != 1 || !sameChoice(rec[0], want) {
		t.Fatalf("after the confirm: record %v", rec)
	}
}

// sameChoice reports whether c is one of the commands (the chosen button's).
func sameChoice(c express.Command, legal []express.Command) bool {
	for _, l := range legal {
		if l == c {
			return true
		}
	}
	return false
}

// TestPlayButtonsKeepTheirPlace: from one turn to the next, whatever the
// hand holds, each card kind's play button (and Draw) is at the same place
// on the hand screen.
func TestPlayButtonsKeepTheirPlace(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	handoffGame(t, r)
	places := map[string]fyne.Position{}
	moved := 0
	for turn := 0; turn < 24 && r.has("reveal"); turn++ {
		r.tap("reveal")
		for _, b := range r.tiles("cmd:") {
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
			label := b.Lines[0]
			if p, ok := places[label]; ok && p != at {
				moved++
				t.Errorf("turn %d: %q moved from %v to %v", turn, label, p, at)
			}
			places[label] = at
		}
		// play the last card shown: hands change from turn to turn
		r.tap(fmt.Sprintf("cmd:%d", r.choiceCount()-1))
		for r.has("continue") {
			r.tap("continue")
		}
	}
	if len(places) < 5 {
		t.Fatalf("only %d different buttons seen", len(places))
	}
}

// TestTakeBackAtTheKiosk: after a card is played, the next seat's curtain
// offers the player who played it a take-back, without the PIN; it brings
// that player's turn back (nothing played). Once the next seat has played,
// only that seat's move can be taken back.
func TestTakeBackAtTheKiosk(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	handoffGame(t, r)
	first := r.pub().Actor
	if r.has("takeback") {
		t.Fatal("a take-back is offered before anyone played")
	}
	r.tap("reveal")
	r.tap("cmd:0")
	pv := r.pub()
	second := pv.Actor
	if second == first || !r.has("reveal") {
		t.Fatalf("after the first card: actor %d, tiles %v", second, r.names())
	}
	tb := r.tile("takeback")
	if tb == nil || !strings.Contains(tb.Lines[0], r.name(first)) || tb.Size().Height < 40 {
		t.Fatalf("the next curtain offers no take-back of %s's card: %v", r.name(first), r.names())
	}
	r.tap("takeback")
	if n := len(recorded(r)); n != 0 || r.pub().Actor != first || !r.has("reveal") {
		t.Fatalf("after the take-back: %d commands, actor %d", n, r.pub().Actor)
	}
	r.tap("reveal")
	r.tap("cmd:0")
	r.tap("reveal")
	r.tap("cmd:0")
	pv = r.pub()
	if tb := r.tile("takeback"); tb == nil || !strings.Contains(tb.Lines[0], r.name(second)) {
		t.Fatalf("after the second seat's card: take-back %v", tb)
	}
	if err := r.tbl.TakeBack(table.FromKiosk, first, table.AnyVersion); !errors.Is(err, table.ErrTakeBack) {
		t.Fatalf("the first seat took back after the second played: %v", err)
	}
}

// TestPhonesFollowTheKiosk: on a table the kiosk presents, a phone cannot
// play while the kiosk shows the set-up; while the kiosk narrates a state,
// the table presents the phones the state before it, with the step on
// screen; once the narration is read, the new state.
func TestPhonesFollowTheKiosk(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	var su express.Setup
	for seed := uint64(1); ; seed++ {
		s, _ := express.NewQuiet(express.Setup{Players: 3, Seed: seed})
		if s.Actor() == 0 {
			su = express.Setup{Players: 3, Seed: seed}
			break
		}
	}
	if err := r.tbl.NewGame(express.GameName, su, []table.SeatMode{table.Phone, table.Handoff, table.Handoff}); err != nil {
		t.Fatal(err)
	}
	if r.k.nav.screen != screenPhysical {
		t.Fatalf("screen %d after a new game, want the set-up", r.k.nav.screen)
	}
	s := stateOf(r.tbl)
	c := express.LegalFor(&s, 0)[0]
	if err := r.tbl.Submit(table.FromPhone, c, s.VersionFor(0), "p1"); !errors.Is(err, table.ErrSettingUp) {
		t.Fatalf("a phone played during the set-up: %v", err)
	}
	if _, p, _ := r.tbl.PresentedGame(); p.SetupDone {
		t.Fatal("the table says the set-up is done while the kiosk shows it")
	}
	r.begin()
	if err := r.tbl.Submit(table.FromPhone, c, s.VersionFor(0), "p1"); err != nil {
		t.Fatalf("after the set-up: %v", err)
	}
	// play on at the screen until the kiosk narrates
	for i := 0; i < 200 && len(r.eb().Steps()) == 0; i++ {
		s := stateOf(r.tbl)
		if s.IsExpected(0) {
			if err := r.tbl.Submit(table.FromPhone, express.LegalFor(&s, 0)[0], s.VersionFor(0), fmt.Sprint("p", i+2)); err != nil {
				t.Fatal(err)
			}
			continue
		}
		switch {
		case r.has("reveal"):
			r.tap("reveal")
			r.tap("cmd:0")
		case r.has("cmd:0"):
			r.tap("cmd:0")
		}
	}
	if len(r.eb().Steps()) == 0 {
		t.Fatal("the kiosk never narrated")
	}
	now := r.tbl.Game().Version()
	g, p, ok := r.tbl.PresentedGame()
	if !ok || !p.Narrating() || p.Step != 1 || g.Version() >= now {
		t.Fatalf("while narrating: presented state %d (%+v), the game is at %d", g.Version(), p, now)
	}
	for step := 2; r.has("continue"); step++ {
		r.tap("continue")
		if _, p, _ := r.tbl.PresentedGame(); p.Narrating() && p.Step != step {
			t.Fatalf("after %d taps on Continue the phones show step %d", step-1, p.Step)
		}
	}
	if g, p, _ := r.tbl.PresentedGame(); p.Narrating() || g.Version() != r.tbl.Game().Version() {
		t.Fatalf("after the narration: presented state %d (%+v), the game is at %d", g.Version(), p, r.tbl.Game().Version())
	}
}

// recorded returns the commands of the game on the rig's table.
func recorded(r *rig) []express.Command {
	return r.tbl.Game().(*express.Game).ExpressRecord().Commands
}
