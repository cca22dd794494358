package kiosk

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/widget"

	"colt/engine"
	"colt/engine/games"
	"colt/engine/super"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/i18n"
	"colt/ui/kiosk/kit"
	superui "colt/ui/kiosk/superboard"
)

// superRig starts a Colt Super Express game from the setup screen: the
// game chosen with one tap, players seats, the modes given (missing:
// the screen), and the set-up pages turned.
func superRig(t *testing.T, lang string, players int, modes map[int]table.SeatMode) *rig {
	t.Helper()
	r := newRig(t, Settings{Language: lang}, 800, 480)
	r.tap("game:" + super.GameName)
	r.tap(fmt.Sprintf("players:%d", players))
	for seat, m := range modes {
		r.tap(fmt.Sprintf("mode:%d:%s", seat, table.Bot))
		for r.k.boardFor(super.GameName).Board.(*superui.Board).Draft().Modes[seat] != m {
			r.tap(fmt.Sprintf("mode:%d:%s", seat, table.Bot)) // the Bot button steps through the levels
		}
	}
	r.tap("start")
	if r.tbl.GameName() != super.GameName || r.k.nav.screen != screenPhysical {
		t.Fatalf("after Start: game %q, screen %d", r.tbl.GameName(), r.k.nav.screen)
	}
	return r
}

func superPub(r *rig) super.PublicView {
	pv, _ := r.tbl.Public().(super.PublicView)
	return pv
}

// TestSuperGameThroughTheKiosk plays a whole seeded Colt Super Express
// game on the kiosk: three screen seats stack behind the curtain (each
// seat's cards appear only after its own tap, the cards it taps become its
// stack, nothing of a stack is on screen before its cards are revealed),
// a Normal bot stacks on its own, every revealed card is narrated with its
// pawn instructions, the LED of every seat that still owes its stack is
// lit, and the final ranking on screen is the engine's (the record
// replayed by the engine gives the same result).
func TestSuperGameThroughTheKiosk(t *testing.T) {
	r := superRig(t, "en", 4, map[int]table.SeatMode{3: table.Bot})
	if m := r.tbl.Seats()[3].Mode; m != table.Bot {
		t.Fatalf("seat 4 plays as %s", m)
	}
	r.begin()
	b := r.k.board().Board.(*superui.Board)
	stacked := map[engine.Seat]int{}
	steps, cards := 0, 0
	for i := 0; i < 2000; i++ {
		pv := superPub(r)
		if pv.Phase == super.GameOver && !r.has("continue") {
			break
		}
		switch {
		case r.has("continue"):
			steps++
			s := b.Steps()[0]
			if s.Kind == superui.StepCard {
				cards++
				want := i18n.SuperCardName(i18n.En, s.Card)
				if !r.has("step-card") || !strings.Contains(r.tile("step-card").Text(), want) {
					t.Fatalf("step of %v shows %v", s.Card, r.tile("step-card"))
				}
			}
			for _, e := range s.Events {
				if e.Kind == super.EvBanditMoved && !r.showsLabel(i18n.SuperDescribe(i18n.En, e, &pv)) {
					t.Fatalf("the pawn instruction %q is not on screen", i18n.SuperDescribe(i18n.En, e, &pv))
				}
			}
			r.tap("continue")
		case r.has("reveal"):
			seat := b.CurtainSeat(&pv)
			if r.tiles("card:") != nil || r.tiles("slot:") != nil {
				t.Fatal("cards on screen behind the curtain")
			}
			if !slices.Contains(r.k.signal().Owing, int(seat)) {
				t.Fatalf("seat %d owes its stack but its LED is dark: %+v", seat+1, r.k.signal())
			}
			for _, s := range pv.Expected {
				if !slices.Contains(r.k.signal().Owing, int(s)) {
					t.Fatalf("seat %d owes its stack but its LED is dark", s+1)
				}
			}
			if l := hw.Signals(r.k.signal()); l.Seats[seat] == hw.Off {
				t.Fatalf("seat %d LED off while it owes its stack", seat+1)
			}
			r.tap("reveal")
			if n := len(r.tiles("card:")); n != 4 {
				t.Fatalf("seat %d sees %d cards, want its 4", seat+1, n)
			}
			// tap three cards in an order that changes every time, one
			// tapped twice (out again) on the way
			names := []super.Card{super.FloorChange, super.Move, super.TurnAround, super.Shoot}
			rot := (i + int(seat)) % 4
			order := append(names[rot:], names[:rot]...)
			r.tap("card:" + order[0].String())
			r.tap("card:" + order[3].String())
			r.tap("card:" + order[3].String()) // out again
			if r.tile("commit").OnTapped != nil {
				t.Fatal("commit offered with one card picked")
			}
			r.tap("card:" + order[1].String())
			r.tap("card:" + order[2].String())
			if !r.showsTile(i18n.T(i18n.En, "super.plan.aside", map[string]any{"Card": i18n.SuperCardName(i18n.En, order[3])})) {
				t.Fatalf("the card left out is not named: %v", r.names())
			}
			before := len(r.tbl.Record().Commands)
			r.tap("commit")
			rec := r.tbl.Record()
			if len(rec.Commands) <= before {
				t.Fatal("commit sent nothing")
			}
			want := fmt.Sprintf(`{"seat":%d,"do":"stack","cards":["%s","%s","%s"]}`, seat, order[0], order[1], order[2])
			if got := string(rec.Commands[before]); got != want {
				t.Fatalf("stack sent %s, want %s", got, want)
			}
			stacked[seat]++
			if r.tiles("card:") != nil {
				t.Fatal("the cards stay on screen after the stack")
			}
		default:
			t.Fatalf("stuck: %v", r.names())
		}
	}
	pv := superPub(r)
	if pv.Phase != super.GameOver {
		t.Fatal("the game did not end")
	}
	for s := engine.Seat(0); s < 3; s++ {
		if stacked[s] == 0 {
			t.Errorf("seat %d never stacked through the curtain", s+1)
		}
	}
	if steps < 10 || cards < 6 {
		t.Fatalf("%d narrated steps, %d cards", steps, cards)
	}
	// the ranking on screen is the engine's
	res := pv.Result
	var want []string
	for _, place := range res.Ranking() {
		for _, s := range place {
			want = append(want, fmt.Sprintf("rank:%d", s))
		}
	}
	var got []string
	for _, tl := range r.tiles("rank:") {
		got = append(got, tl.Name)
	}
	if !slices.Equal(got, want) {
		t.Fatalf("ranking on screen %v, engine %v", got, want)
	}
	if w := i18n.SuperWinnerText(i18n.En, res, &pv); !r.showsLabel(w) {
		t.Fatalf("winner %q not on screen", w)
	}
	replayed, err := games.Replay(r.tbl.Record())
	if err != nil {
		t.Fatal(err)
	}
	rr := replayed.Result().(*super.Result)
	if !slices.Equal(rr.Winners, res.Winners) || rr.Ending != res.Ending {
		t.Fatalf("replayed result %+v, table %+v", rr, res)
	}
	// the winners' LEDs pulse
	l := hw.Signals(r.k.signal())
	for _, w := range res.Winners {
		if l.Seats[w] != hw.Pulse {
			t.Errorf("winner seat %d LED %v", w+1, l.Seats[w])
		}
	}
	// the operator's history lists the game with its winner and ranking
	r.tap("operator")
	for _, d := range "4321" {
		r.tap(fmt.Sprintf("pin:%c", d))
	}
	r.tap("pin:ok")
	r.tap("op:history")
	if w := i18n.T(i18n.En, "super.title", nil) + ": " + i18n.SuperWinnerText(i18n.En, res, &pv); !r.showsLabel(w) {
		t.Fatalf("the history lacks %q", w)
	}
	r.tap("history-close")
	r.tap("op:close")
	// same players again: a new Colt Super Express game with the same seats
	r.tap("same")
	if r.tbl.GameName() != super.GameName || r.tbl.Seats()[3].Mode != table.Bot || len(r.tbl.Seats()) != 4 {
		t.Fatalf("same players again: %s %+v", r.tbl.GameName(), r.tbl.Seats())
	}
}

// TestSuperOperatorMenu: the operator menu works for Colt Super Express:
// a seat switches to a bot (which stacks at once), undo takes back a stack
// and the curtain comes back for that seat, and End game shows the
// standing.
func TestSuperOperatorMenu(t *testing.T) {
	r := superRig(t, "en", 3, nil)
	r.begin()
	r.tap("reveal")
	for _, c := range []string{"Move", "Shoot", "FloorChange"} {
		r.tap("card:" + c)
	}
	r.tap("commit")
	if n := len(r.tbl.Record().Commands); n != 1 {
		t.Fatalf("%d commands after one stack", n)
	}
	r.tap("operator")
	for _, d := range "4321" {
		r.tap(fmt.Sprintf("pin:%c", d))
	}
	r.tap("pin:ok")
	r.tap("op:undo")
	if n := len(r.tbl.Record().Commands); n != 0 {
		t.Fatalf("%d commands after undo", n)
	}
	r.tap("op:seat:2:" + string(table.Bot))
	if r.tbl.Seats()[2].Mode != table.Bot {
		t.Fatalf("seat 3 is %s", r.tbl.Seats()[2].Mode)
	}
	if l := r.tile("op:seat:2:" + string(table.Bot)).Lines; len(l) != 2 {
		t.Fatalf("seat 3's Bot names no level: %q", l)
	}
	r.tap("op:close")
	pv := superPub(r)
	if slices.Contains(pv.Expected, 2) {
		t.Fatal("the bot seat did not stack")
	}
	if !r.has("reveal") || r.k.board().Board.(*superui.Board).CurtainSeat(&pv) != 0 {
		t.Fatalf("after undo the curtain waits for seat %d", r.k.board().Board.(*superui.Board).CurtainSeat(&pv)+1)
	}
	r.tap("operator")
	for _, d := range "4321" {
		r.tap(fmt.Sprintf("pin:%c", d))
	}
	r.tap("pin:ok")
	r.tap("op:end")
	r.tap("op:end-yes")
	if r.k.nav.screen != screenEnded || len(r.tiles("rank:")) != 3 {
		t.Fatalf("after End game: screen %d, %v", r.k.nav.screen, r.names())
	}
	if !r.showsLabel(kit.Tr("en", "scores.early")) {
		t.Fatal("the early end is not said")
	}
}

// showsLabel reports whether a label on screen holds s.
func (r *rig) showsLabel(s string) bool {
	for _, o := range r.objects() {
		if l, ok := o.(*widget.Label); ok && l.Visible() && strings.Contains(l.Text, s) {
			return true
		}
	}
	return false
}

// showsTile reports whether a tile on screen holds s.
func (r *rig) showsTile(s string) bool {
	for _, tl := range r.tiles("") {
		if strings.Contains(tl.Text(), s) {
			return true
		}
	}
	return false
}

// TestSuperBotsAtTheTablesPace: on a table holding its bots (PaceBots, as
// cmd/kiosk opens it), no bot stacks during the set-up of the box; then one
// bot stack at a time after a pause, none while the narration is on screen
// (an all-bot table turns its own pages), and the demo plays to the
// ranking. A screen seat switched in keeps its cards on screen while the
// bots stack around it.
func TestSuperBotsAtTheTablesPace(t *testing.T) {
	r := newRigWith(t, Settings{}, 800, 480, table.Options{PaceBots: true})
	r.tap("game:" + super.GameName)
	r.tap("players:3")
	for i := 0; i < 3; i++ {
		r.tap(fmt.Sprintf("mode:%d:bot", i))
	}
	r.tap("start")
	for i := 0; i < 20; i++ {
		r.clock.Advance(time.Second)
		r.k.pace()
	}
	if n := len(r.tbl.Record().Commands); n != 0 {
		t.Fatalf("%d bot stacks during the set-up", n)
	}
	r.begin()
	b := r.k.board().Board.(*superui.Board)
	pages := 0
	for i := 0; i < 5000 && !r.tbl.Game().Over(); i++ {
		before := len(r.tbl.Record().Commands)
		narrating := b.Narrating()
		r.k.pace()
		if after := len(r.tbl.Record().Commands); after != before {
			if after != before+1 || narrating {
				t.Fatalf("%d bot stacks at once (narrating: %v)", after-before, narrating)
			}
		}
		if narrating && !b.Narrating() {
			pages++
		}
		r.clock.Advance(250 * time.Millisecond)
	}
	if !r.tbl.Game().Over() || pages == 0 {
		t.Fatalf("the all-bot table did not play itself out (over %v, %d pages turned)", r.tbl.Game().Over(), pages)
	}
	for i := 0; i < 500 && b.Narrating(); i++ { // the last pages turn by themselves too
		r.clock.Advance(time.Second)
		r.k.pace()
	}
	r.k.render()
	if len(r.tiles("rank:")) != 3 {
		t.Fatalf("no ranking at the end: %v", r.names())
	}

	// a screen seat among paced bots: its cards stay up while the bots stack
	r = newRigWith(t, Settings{}, 800, 480, table.Options{PaceBots: true})
	r.tap("game:" + super.GameName)
	r.tap("players:3")
	r.tap("mode:1:bot")
	r.tap("mode:2:bot")
	r.tap("start")
	r.begin()
	r.tap("reveal")
	r.tap("card:Move")
	for i := 0; i < 40; i++ {
		r.clock.Advance(500 * time.Millisecond)
		r.k.pace()
	}
	r.k.render()
	if n := len(r.tbl.Record().Commands); n != 2 {
		t.Fatalf("%d stacks: the bots should have stacked", n)
	}
	if !r.has("card:Move") || !r.has("slot:0") || r.k.board().Board.(*superui.Board).Picks()[0] != super.Move {
		t.Fatalf("the screen seat's cards went away while the bots stacked: %v", r.names())
	}
}

// TestSuperResumes: a Colt Super Express game in progress when the power
// went comes back on the kiosk's game screen, drawn by its own renderer:
// the stacks already down stay down and the curtain waits for the next
// screen seat.
func TestSuperResumes(t *testing.T) {
	dir := t.TempDir()
	tbl, _, err := table.Open(table.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if err := tbl.NewGame(super.GameName, super.Setup{Players: 3, Seed: 4}, []table.SeatMode{table.Handoff, table.Handoff, table.Handoff}); err != nil {
		t.Fatal(err)
	}
	v, _ := tbl.View(0).(super.PlayerView)
	if err := tbl.Submit(table.FromKiosk, v.Legal[3], v.Version, ""); err != nil {
		t.Fatal(err)
	}
	tbl.Close()

	r := newRigWith(t, Settings{}, 800, 480, table.Options{})
	r.k.Close()
	r.tbl.Close()
	tbl, warnings, err := table.Open(table.Options{Dir: dir})
	if err != nil || len(warnings) > 0 {
		t.Fatalf("resume: %v %v", err, warnings)
	}
	t.Cleanup(func() { tbl.Close() })
	k := New(r.win, Options{Table: tbl, Config: Settings{Language: "en", OperatorPIN: "4321"}, Clock: r.clock, Scale: 1})
	t.Cleanup(k.Close)
	r.k, r.tbl = k, tbl
	if k.nav.screen != screenGame || tbl.GameName() != super.GameName {
		t.Fatalf("after resume: screen %d, game %q", k.nav.screen, tbl.GameName())
	}
	pv := superPub(r)
	if slices.Contains(pv.Expected, 0) || !r.has("reveal") || k.board().Board.(*superui.Board).CurtainSeat(&pv) != 1 {
		t.Fatalf("after resume: expected %v, names %v", pv.Expected, r.names())
	}
}

// helpShown returns the title and text of the rules help on screen, or
// fails the test when none is open.
func (r *rig) helpShown() (string, string) {
	r.t.Helper()
	if r.k.nav.overlay != overlayHelp || !r.has("help-close") {
		r.t.Fatalf("no rules help on screen: %v", r.names())
	}
	return r.k.nav.helpText()
}

// showsLabelExactly reports whether a label on screen reads s.
func (r *rig) showsLabelExactly(s string) bool {
	for _, o := range r.objects() {
		if l, ok := o.(*widget.Label); ok && l.Visible() && l.Text == s {
			return true
		}
	}
	return false
}

// wantHelp checks that the rules help on screen has the given title and
// text, both drawn, then closes it.
func (r *rig) wantHelp(what, title, text string) {
	r.t.Helper()
	gotTitle, gotText := r.helpShown()
	if gotTitle != title || gotText != text {
		r.t.Fatalf("%s: help %q: %q, want %q: %q", what, gotTitle, gotText, title, text)
	}
	if title == "" || text == "" || !r.showsLabelExactly(title) || !r.showsLabelExactly(text) {
		r.t.Fatalf("%s: the help's title %q and text %q are not on screen", what, title, text)
	}
	r.tap("help-close")
	if r.k.nav.overlay != overlayNone {
		r.t.Fatalf("%s: the help stays open after Close", what)
	}
}

// TestSuperRulesHelp: on the Colt Super Express screens a tap explains the
// rules (§13) without giving anything away. The curtain's round title
// explains the plan and shows no card; behind it, the strip under each of
// the four cards explains that card without stacking it, and a card in
// the stack explains itself; on the narration, the card turned over and
// the round explain the action, and the end of the round explains the
// caboose unhooked; the table waiting for a phone explains the plan, with
// no card on screen. A face-down card has no help.
func TestSuperRulesHelp(t *testing.T) {
	r := superRig(t, "en", 3, nil)
	r.begin()
	b := r.k.board().Board.(*superui.Board)
	en := i18n.En
	plan := func(what string) {
		r.t.Helper()
		r.tap("round")
		r.wantHelp(what, i18n.SuperPartName(en, i18n.SuperPlan), i18n.SuperPartHelp(en, i18n.SuperPlan))
	}

	plan("curtain")
	if r.tiles("card:") != nil || r.tiles("help:") != nil || r.tiles("slot:") != nil {
		t.Fatalf("cards or their help behind the curtain: %v", r.names())
	}
	r.tap("reveal")
	for c := super.Card(0); c < super.NumCards; c++ {
		r.tap("help:" + c.String())
		r.wantHelp("the strip under "+c.String(), i18n.SuperCardName(en, c), i18n.SuperCardHelp(en, c))
		if len(b.Picks()) != 0 {
			t.Fatalf("asking for %v's rule stacked %v", c, b.Picks())
		}
	}
	// the card itself still stacks; a card in the stack explains itself
	r.tap("card:Shoot")
	r.tap("slot:0")
	r.wantHelp("slot 1", i18n.SuperCardName(en, super.Shoot), i18n.SuperCardHelp(en, super.Shoot))
	if r.tile("slot:1").OnTapped != nil {
		t.Fatal("an empty slot of the stack offers help")
	}
	plan("stacking screen")
	if !slices.Equal(b.Picks(), []super.Card{super.Shoot}) {
		t.Fatalf("picks %v after the help, want [Shoot]", b.Picks())
	}
	// the hand hides as soon as it is stacked; nothing of it is left to explain
	r.tap("card:Move")
	r.tap("card:TurnAround")
	r.tap("commit")
	if r.tiles("help:") != nil || r.tiles("card:") != nil {
		t.Fatalf("the stacked hand's cards stay on screen: %v", r.names())
	}

	// a face-down card never opens a help
	b.ShowCardHelp(super.HiddenCard)
	if r.k.nav.overlay != overlayNone {
		t.Fatal("a face-down card opened a help")
	}
	if title, text := b.CardHelp(super.HiddenCard); title != "" || text != "" {
		t.Fatalf("a face-down card's help: %q %q", title, text)
	}

	// the two other seats stack; seat 3 plays on a phone from round 2 on
	for _, seat := range []int{1, 2} {
		if !r.has("reveal") {
			t.Fatalf("no curtain for seat %d: %v", seat+1, r.names())
		}
		r.tap("reveal")
		for _, c := range []string{"Move", "FloorChange", "TurnAround"} {
			r.tap("card:" + c)
		}
		r.tap("commit")
	}
	sawCard, sawRound := false, false
	for i := 0; i < 40 && r.has("continue"); i++ {
		s := b.Steps()[0]
		switch s.Kind {
		case superui.StepCard:
			if r.has("step-card") && !sawCard {
				sawCard = true
				r.tap("step-card")
				r.wantHelp("the card turned over", i18n.SuperCardName(en, s.Card), i18n.SuperCardHelp(en, s.Card))
				r.tap("round")
				r.wantHelp("the round during the action", i18n.SuperPartName(en, i18n.SuperAction), i18n.SuperPartHelp(en, i18n.SuperAction))
			}
		case superui.StepRound:
			sawRound = true
			r.tap("step-card")
			r.wantHelp("the end of the round", i18n.SuperPartName(en, i18n.SuperRoundEnd), i18n.SuperPartHelp(en, i18n.SuperRoundEnd))
			r.tap("round")
			r.wantHelp("the round at its end", i18n.SuperPartName(en, i18n.SuperRoundEnd), i18n.SuperPartHelp(en, i18n.SuperRoundEnd))
		}
		r.tap("continue")
	}
	if !sawCard || !sawRound {
		t.Fatalf("narration without a card (%v) or a round's end (%v)", sawCard, sawRound)
	}

	// the table waits for a phone: no card on screen, the round explains the plan
	pv := superPub(r)
	if err := r.tbl.SetSeatMode(pv.Expected[0], table.Phone); err != nil {
		t.Fatal(err)
	}
	for _, s := range pv.Expected[1:] {
		if err := r.tbl.SetSeatMode(s, table.Phone); err != nil {
			t.Fatal(err)
		}
	}
	r.k.render()
	if r.has("reveal") || r.tiles("help:") != nil || r.tiles("card:") != nil || r.tiles("step-card") != nil {
		t.Fatalf("the table screen shows %v", r.names())
	}
	plan("table")
}

// TestSuperSetUpPagesByTableButton: the table button (and Space) turns the
// pages of Colt Super Express's set-up instructions one by one, as it does
// for Colt Express, and starts the game from the last page. (The shell keeps
// the page for both games; Super Express once kept its own, and the button
// skipped straight to the game.)
func TestSuperSetUpPagesByTableButton(t *testing.T) {
	r := superRig(t, "fr", 7, nil)
	pages := r.k.nav.physCount
	if pages < 2 {
		t.Fatalf("7 players in French fill %d set-up page at 800×480; the test needs several", pages)
	}
	for want := 1; want < pages; want++ {
		r.k.HandlePress(hw.Press{Source: hw.TableButton})
		if r.k.nav.screen != screenPhysical || r.k.nav.physPage != want {
			t.Fatalf("after %d presses: screen %d, page %d of %d", want, r.k.nav.screen, r.k.nav.physPage+1, pages)
		}
		if want < pages-1 && !r.has("phys-next") || want == pages-1 && !r.has("begin") {
			t.Fatalf("page %d of %d shows %v", want+1, pages, r.names())
		}
	}
	r.k.HandlePress(hw.Press{Source: hw.TableButton})
	if r.k.nav.screen != screenGame {
		t.Fatalf("the table button on the last set-up page left screen %d", r.k.nav.screen)
	}
}

// TestSuperPhonesSeeEachStep: while the kiosk narrates Colt Super Express,
// the table tells the phones which card turned over it is on — one step per
// narration page (each revealed card, each round's end), not one step for
// the whole narration (issue 22 item 6).
func TestSuperPhonesSeeEachStep(t *testing.T) {
	r := superRig(t, "en", 3, map[int]table.SeatMode{2: table.Bot})
	r.begin()
	b := r.k.board().Board.(*superui.Board)
	narrated := 0
	for i := 0; i < 400 && !r.has("same"); i++ {
		switch {
		case r.has("continue"):
			_, p, presented := r.tbl.PresentedGame()
			n := 0
			for _, s := range b.Steps() {
				if s.Cue.Version == b.Steps()[0].Cue.Version {
					n++
				}
			}
			of := b.Steps()[0].Cue.Of
			if !presented || !p.Narrating() || p.Steps != of || p.Step != of-n+1 || of < 2 {
				t.Fatalf("narrating page %d of %d (%d pages left in the queue): the phones are told %+v", of-n+1, of, len(b.Steps()), p)
			}
			if p.Step == p.Steps {
				narrated++
			}
			r.tap("continue")
		case r.has("reveal"):
			r.tap("reveal")
			for _, c := range []super.Card{super.Move, super.Shoot, super.FloorChange} {
				r.tap("card:" + c.String())
			}
			r.tap("commit")
		default:
			t.Fatalf("stuck: %v", r.names())
		}
	}
	if narrated < 2 {
		t.Fatalf("only %d narrations read", narrated)
	}
}
