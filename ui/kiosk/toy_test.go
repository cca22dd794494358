package kiosk

import (
	"fmt"
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"colt/engine"
	"colt/engine/enginetest/toy"
	"colt/engine/games"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/kiosk/kit"
)

// The house's proof on the kiosk (issue 26): Odds and Evens (package
// engine/enginetest/toy), a game the box does not sell, is joined to the
// kiosk with one registry line for the game (engine/games) and one
// registration of its board with the kiosk (kit.Register, toyGame below),
// and plays through the shell — the chooser of the set-up form, its own
// form, the curtain that hands the screen to each seat in turn for its
// secret pick, the seat buttons and LEDs, an undo, a restart from the
// journal, the final result — with no change to the shell.

func init() {
	if err := games.Register(games.Of(toy.Spec, nil)); err != nil { // the game's registry line
		panic(err)
	}
}

// toyGame is Odds and Evens's registration with the kiosk: its place in
// the chooser, its words there and its board. It has no demo screens, no
// "how to play" pages and nothing to teach.
var toyGame = kit.Game{
	Name:   toy.Name,
	Order:  100,
	Choice: func(string) (string, string) { return "Odds and Evens", "a game for tests" },
	New:    func(h kit.Host) kit.Board { return &toyBoard{k: h, shown: engine.NoSeat} },
}

// registerToy registers Odds and Evens with the kiosk for one test (the
// other tests' set-up screens show the box's games only).
func registerToy(t *testing.T) {
	t.Helper()
	if err := kit.Register(toyGame); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { kit.Unregister(toy.Name) })
}

// toyBoard is a minimal renderer of Odds and Evens: the scores, and for the
// first seat that owes a pick a curtain its player taps (or presses the
// seat button) to reveal the two picks in private.
type toyBoard struct {
	k      kit.Host    // all a board asks of the shell
	shown  engine.Seat // the seat whose picks are revealed, or NoSeat
	events []string    // the public narration of the last update
}

func (b *toyBoard) game() (toy.View, bool) {
	v, ok := b.k.Table().Public().(toy.View)
	return v, ok
}

func (b *toyBoard) curtainSeat() engine.Seat {
	g := b.k.Table().Game()
	if g == nil || g.Over() {
		return engine.NoSeat
	}
	if exp := g.Expected(); len(exp) > 0 {
		return exp[0]
	}
	return engine.NoSeat
}

func (b *toyBoard) SetupScreen() fyne.CanvasObject {
	start := b.k.Button("Play to 2 points", kit.BtnPrimary, func() {
		modes := []table.SeatMode{table.Handoff, table.Handoff}
		if err := b.k.Table().NewGame(toy.Name, toy.Setup{Target: 2}, modes); err != nil {
			b.k.Toast(err.Error())
		}
	})
	start.Name = "toy:start"
	return container.NewVBox(b.k.Label("Odds and Evens", "", true), start)
}

func (b *toyBoard) PhysicalScreen() fyne.CanvasObject {
	begin := b.k.Button("Nothing to lay out: begin", kit.BtnPrimary, b.k.ShowGame)
	begin.Name = "begin"
	return begin
}

func (b *toyBoard) GameScreen() fyne.CanvasObject {
	v, _ := b.game()
	rows := []fyne.CanvasObject{b.k.Label(fmt.Sprintf("Score %d : %d", v.Score[0], v.Score[1]), "", true)}
	for _, e := range b.events {
		rows = append(rows, b.k.Label(e, "", false))
	}
	if b.k.Table().Game().Over() {
		return container.NewVBox(append(rows, b.k.Label("Game over", "", true))...)
	}
	seat := b.curtainSeat()
	if b.shown != seat {
		reveal := b.k.Button(fmt.Sprintf("Seat %d: tap to pick in secret", seat+1), kit.BtnPrimary, func() { b.shown = seat })
		reveal.Name = "reveal"
		return container.NewVBox(append(rows, reveal)...)
	}
	mine, _ := b.k.Table().View(seat).(toy.View)
	for i, c := range mine.Legal {
		pick := b.k.Button(fmt.Sprintf("Pick %d", c.Pick), kit.BtnPrimary, func() {
			b.shown = engine.NoSeat
			if err := b.k.Table().Submit(table.FromKiosk, c, mine.Version, ""); err != nil {
				b.k.Toast(err.Error())
			}
		})
		pick.Name = fmt.Sprintf("cmd:%d", i)
		rows = append(rows, pick)
	}
	return container.NewVBox(rows...)
}

func (b *toyBoard) EndedScreen(any) fyne.CanvasObject { return b.k.Label("Ended", "", true) }

func (b *toyBoard) Update(u table.Update) {
	b.events = b.events[:0]
	evs, _ := u.PublicEvents.(toy.Events)
	for _, e := range evs {
		switch {
		case e.Reveal != [2]int{}:
			b.events = append(b.events, fmt.Sprintf("Picks: %d and %d", e.Reveal[0], e.Reveal[1]))
		default:
			b.events = append(b.events, fmt.Sprintf("Seat %d picked", e.Seat+1))
		}
	}
}

func (b *toyBoard) Signal() hw.TurnSignal {
	if g := b.k.Table().Game(); g != nil {
		return hw.SignalFrom(g.Signal())
	}
	return hw.TurnSignal{Active: hw.NoSeat}
}

func (b *toyBoard) Press(seat engine.Seat) {
	if seat == b.curtainSeat() {
		b.shown = seat
	}
}

func (b *toyBoard) Narrating() bool { return false }
func (b *toyBoard) Next()           {}
func (b *toyBoard) Hide()           { b.shown = engine.NoSeat }
func (b *toyBoard) SeatLook(seat engine.Seat) (string, color.NRGBA, color.NRGBA) {
	return fmt.Sprintf("Seat %d", seat+1), kit.ColPanelLight, kit.ColText
}
func (b *toyBoard) HistoryLines(gs table.GameSummary) (string, string, bool) {
	return string(gs.Result), "2 seats", true
}
func (b *toyBoard) Cues() []kit.StepCue                   { return nil }
func (b *toyBoard) NarrationMark() int                    { return 0 }
func (b *toyBoard) DraftPlayers() int                     { return 2 }
func (b *toyBoard) OverviewPages() []kit.OverviewPage     { return nil }
func (b *toyBoard) ResetForm()                            {}
func (b *toyBoard) Tools() []kit.Tool                     { return nil }
func (b *toyBoard) TeachSeat() (engine.Seat, bool)        { return engine.NoSeat, false }
func (b *toyBoard) TipRoundCard() fyne.CanvasObject       { return nil }
func (b *toyBoard) Welcome(fyne.Size) []fyne.CanvasObject { return nil }

// TestToyGameThroughTheKiosk plays Odds and Evens at the kiosk, with only
// its registration: chosen in the set-up form's chooser, its set-up, the
// curtain and the secret picks (never shown to the other seat), the
// seat button, an undo, a power cut and a resume on a new kiosk, and the
// end.
func TestToyGameThroughTheKiosk(t *testing.T) {
	registerToy(t)
	r := newRig(t, Settings{}, 800, 480)
	r.k.screen = screenSetup
	r.k.render()
	if !r.has("game:"+toy.Name) || !r.showsText("Odds and Evens") {
		t.Fatalf("the chooser does not offer Odds and Evens: %s", r.texts())
	}
	if r.has("toy:start") {
		t.Fatalf("the toy's form is up before it was chosen: %s", r.texts())
	}
	r.tap("game:" + toy.Name)
	r.tap("toy:start")
	if r.tbl.GameName() != toy.Name || r.k.screen != screenPhysical {
		t.Fatalf("after start: game %q, screen %v", r.tbl.GameName(), r.k.screen)
	}
	r.begin()
	pick := func(seat engine.Seat, n int) {
		t.Helper()
		if !r.has("reveal") || r.showsText("Pick 1") {
			t.Fatalf("seat %d's picks show before its player revealed them: %s", seat+1, r.texts())
		}
		if !r.showsText(fmt.Sprintf("Seat %d: tap to pick in secret", seat+1)) {
			t.Fatalf("the curtain does not wait for seat %d: %s", seat+1, r.texts())
		}
		r.tap("reveal")
		r.tap(fmt.Sprintf("cmd:%d", n-1))
	}
	pick(0, 2)
	// seat 2's curtain: seat 1's pick is not on screen
	if strings.Contains(strings.Join(r.texts(), " "), "Picks:") {
		t.Fatalf("seat 1's secret pick is on screen before seat 2 picked: %s", r.texts())
	}
	if sig := r.k.signal(); sig.Phase != hw.PhaseChoosing || len(sig.Owing) != 1 || sig.Owing[0] != 1 {
		t.Fatalf("the LEDs show %+v, want seat 2 owing its pick", sig)
	}
	// seat 2 reveals with its button
	r.k.HandlePress(hw.Press{Source: hw.Seat(1), Kind: hw.Short, At: r.clock.Now()})
	if !r.has("cmd:0") {
		t.Fatalf("seat 2's button did not reveal its picks: %s", r.texts())
	}
	r.tap("cmd:0") // 2+1: odd, seat 2 scores
	if !r.showsText("Picks: 2 and 1") || !r.showsText("Score 0 : 1") {
		t.Fatalf("after round 1: %s", r.texts())
	}

	// round 2: seat 1 picks, then the operator undoes it
	pick(0, 1)
	if err := r.tbl.Undo(1); err != nil {
		t.Fatal(err)
	}
	r.k.applyPending()
	r.k.render()
	pick(0, 1)

	// a power cut: a new kiosk on the table opened again from its journal
	want := r.tbl.Record()
	r.k.Close()
	r.tbl.Close()
	tb, warns, err := table.Open(table.Options{Dir: r.dir, Now: r.clock.Now})
	if err != nil || len(warns) > 0 {
		t.Fatalf("resume: %v %v", err, warns)
	}
	t.Cleanup(func() { tb.Close() })
	if got := tb.Record(); tb.GameName() != toy.Name || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("resumed %s %v, want %v", tb.GameName(), got, want)
	}
	k := New(r.win, Options{Table: tb, Config: Settings{Language: "en", OperatorPIN: "4321"}, Clock: r.clock, Scale: 1})
	t.Cleanup(k.Close)
	r.k, r.tbl = k, tb
	r.k.render()
	if r.k.screen != screenGame {
		t.Fatalf("the resumed kiosk shows screen %v, not the game", r.k.screen)
	}
	pick(1, 1) // 1+1: even, seat 1 scores
	pick(0, 2)
	pick(1, 2) // 2+2: even, seat 1 wins 2:1
	if !r.showsText("Game over") || !r.showsText("Score 2 : 1") {
		t.Fatalf("the end: %s", r.texts())
	}
	if g := r.tbl.Game(); !g.Over() || g.Result().([2]int) != [2]int{2, 1} {
		t.Fatalf("the table's result %v", g.Result())
	}
}
