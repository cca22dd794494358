package toyboard

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"colt/engine"
	"colt/engine/enginetest/toy"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/kiosk/kit"
)

// Target is the score that wins a game set up on the toy's form.
const Target = 2

// Board is a minimal board of Odds and Evens, the core kit.Board alone
// (no narration to pace, no form to clear, no teaching, no welcome picture,
// no tools, no "how to play" pages): the scores, and for the
// first seat that owes a pick a curtain its player taps (or presses the
// seat button) to reveal the seat's picks in private.
type Board struct {
	k      kit.HostKit // all a board asks of the shell, and its drawing kit
	shown  engine.Seat // the seat whose picks are revealed, or NoSeat
	events []string    // the public narration of the last update
}

func (b *Board) public() toy.View {
	v, _ := b.k.Table().Public().(toy.View)
	return v
}

// curtainSeat is the first seat that owes its pick (NoSeat: none).
func (b *Board) curtainSeat() engine.Seat {
	g := b.k.Table().Game()
	if g == nil || g.Over() {
		return engine.NoSeat
	}
	if exp := g.Expected(); len(exp) > 0 {
		return exp[0]
	}
	return engine.NoSeat
}

// SetupScreen is one button under the shell's chooser: two seats at the
// screen, first to Target points.
func (b *Board) SetupScreen(kit.FormParts) fyne.CanvasObject {
	start := b.k.Button(fmt.Sprintf("Play to %d points", Target), kit.BtnPrimary, func() {
		modes := []table.SeatMode{table.Handoff, table.Handoff}
		if err := b.k.Table().NewGame(toy.Name, toy.Setup{Target: Target}, modes); err != nil {
			b.k.Toast(err.Error())
		}
	})
	start.Name = "toy:start"
	return container.NewVBox(b.k.Label(Title, "", true), start)
}

// PhysicalScreen: the toy has nothing to lay out (the shell's frame adds
// its Begin button).
func (b *Board) PhysicalScreen() kit.Physical {
	return kit.Physical{Title: Title, Instructions: []string{"Nothing to lay out."}}
}

// GameScreen is the score, the last round's narration and the curtain of
// the seat that owes its pick, or that seat's picks once it revealed them:
// a page under the shell's title bar (its operator gear).
func (b *Board) GameScreen() kit.Screen {
	return kit.Screen{Title: Title, Rows: []fyne.CanvasObject{b.body()}, Weights: []float32{1}, Gap: 6, Pad: 8}
}

// body is the game screen's page.
func (b *Board) body() fyne.CanvasObject {
	v := b.public()
	rows := []fyne.CanvasObject{b.k.Label(fmt.Sprintf("Score %d : %d", v.Score[0], v.Score[1]), "", true)}
	for _, e := range b.events {
		rows = append(rows, b.k.Label(e, "", false))
	}
	if g := b.k.Table().Game(); g == nil || g.Over() {
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

// EndedScreen is a game the operator ended: the score it had, under the
// shell's title bar.
func (b *Board) EndedScreen(result any) kit.Screen {
	return kit.Screen{Title: Title, Rows: []fyne.CanvasObject{b.k.Label(fmt.Sprintf("Ended: %v", result), "", true)}, Weights: []float32{1}, Gap: 6, Pad: 8}
}

// Update narrates the update's public events: who picked, and the picks
// revealed when both have picked.
func (b *Board) Update(u table.Update) {
	b.events = b.events[:0]
	evs, _ := u.PublicEvents.(toy.Events)
	for _, e := range evs {
		if e.Reveal != [2]int{} {
			b.events = append(b.events, fmt.Sprintf("Picks: %d and %d", e.Reveal[0], e.Reveal[1]))
		} else {
			b.events = append(b.events, fmt.Sprintf("Seat %d picked", e.Seat+1))
		}
	}
}

// Signal is the game's own turn signal: the seats that owe a pick.
func (b *Board) Signal() hw.TurnSignal {
	if g := b.k.Table().Game(); g != nil {
		return hw.SignalFrom(g.Signal())
	}
	return hw.TurnSignal{Active: hw.NoSeat}
}

// Press reveals the picks of the seat whose curtain is up.
func (b *Board) Press(seat engine.Seat) {
	if seat == b.curtainSeat() {
		b.shown = seat
	}
}

// Hide drops the curtain again (an undo).
func (b *Board) Hide() { b.shown = engine.NoSeat }

// SeatLook names a seat by its number.
func (b *Board) SeatLook(seat engine.Seat) (string, color.NRGBA, color.NRGBA) {
	return fmt.Sprintf("Seat %d", seat+1), kit.ColPanelLight, kit.ColText
}

// DraftPlayers: the toy is played by two.
func (b *Board) DraftPlayers() int { return 2 }
