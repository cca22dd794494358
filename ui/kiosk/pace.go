package kiosk

import (
	"sync"
	"time"

	"colt/engine/table"
	"colt/hw"
	"colt/ui/kiosk/kit"
)

// pacing is the flow of table updates to the screen and of the bots'
// moves: the updates not yet applied and the last input (guarded by mu);
// with a table opened with PaceBots, the next bot move is let through
// botPause after the narration has caught up, and an all-bot table also
// turns its own narration pages after demoStepPause. Its tick decides;
// the kiosk acts (Kiosk.pace).
type pacing struct {
	mu              sync.Mutex // guards lastInput and pending
	lastInput       time.Time
	pending         []table.Update
	botDue, stepDue time.Time

	clk      hw.Clock
	tbl      *table.Table
	fastMode *bool // fast mode: the bots' short pause
}

// touched records input for the idle reset.
func (p *pacing) touched() {
	p.mu.Lock()
	p.lastInput = p.clk.Now()
	p.mu.Unlock()
}

// idle is how long since the last input.
func (p *pacing) idle() time.Duration {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.clk.Now().Sub(p.lastInput)
}

// push keeps a table update for the UI thread (any goroutine).
func (p *pacing) push(u table.Update) {
	p.mu.Lock()
	p.pending = append(p.pending, u)
	p.mu.Unlock()
}

// take hands the updates received so far to the UI thread, in order.
func (p *pacing) take() []table.Update {
	p.mu.Lock()
	ups := p.pending
	p.pending = nil
	p.mu.Unlock()
	return ups
}

// paceView is what the pacer looks at on a tick: whether a game is on the
// game screen with nothing on top, whether a teaching tip waits for its
// "Got it", and whether the board is narrating (asked only when needed).
type paceView struct {
	showing    bool
	tipWaiting bool
	narrating  func() bool
}

// paceStep is what a tick asks the kiosk to do.
type paceStep int

const (
	paceWait  paceStep = iota // nothing yet
	paceGotIt                 // the tip goes, like a page (an all-bot table)
	paceNext                  // the next narration page (an all-bot table)
	paceBot                   // let the next bot move through
)

// tick decides the pace at this instant: once the screen has shown every
// step and nothing is on top of it, the next bot move is let through after
// a short pause — so each bot move is shown like a person's, none plays
// during the set-up, and switching every seat to a bot does not play the
// game out at once. On an all-bot table the narration pages (and the
// tips) turn by themselves.
func (p *pacing) tick(v paceView) paceStep {
	now := p.clk.Now()
	if !v.showing || v.tipWaiting && !p.allBots() {
		p.botDue, p.stepDue = time.Time{}, time.Time{}
		return paceWait
	}
	if v.tipWaiting { // an all-bot table: nobody to tap "Got it", the tip goes like a page
		if p.stepDue.IsZero() {
			p.stepDue = now.Add(demoStepPause)
		} else if !now.Before(p.stepDue) {
			p.stepDue = time.Time{}
			return paceGotIt
		}
		return paceWait
	}
	if v.narrating() {
		p.botDue = time.Time{}
		if !p.allBots() {
			return paceWait
		}
		if p.stepDue.IsZero() {
			p.stepDue = now.Add(demoStepPause)
			return paceWait
		}
		if !now.Before(p.stepDue) {
			p.stepDue = time.Time{}
			return paceNext
		}
		return paceWait
	}
	p.stepDue = time.Time{}
	// a Hard bot thinking does not hold the pause: it searched while the
	// table narrated, and its move lands when the pause ends (or its search)
	if !p.tbl.BotOwes() {
		p.botDue = time.Time{}
		return paceWait
	}
	if p.botDue.IsZero() {
		p.botDue = now.Add(p.botPause())
		return paceWait
	}
	if now.Before(p.botDue) {
		return paceWait
	}
	p.botDue = time.Time{}
	return paceBot
}

// allBots reports whether every seat is played by a bot (a demo table).
func (p *pacing) allBots() bool {
	seats := p.tbl.Seats()
	for _, si := range seats {
		if !si.Mode.IsBot() {
			return false
		}
	}
	return len(seats) > 0
}

// takeBackPause is how long the bots wait after a person's own move at the
// kiosk, so its "Take back" button can be reached before the next seat acts
// (a bot's search goes on meanwhile: the wait is not added to its thinking).
const takeBackPause = 2500 * time.Millisecond

// botPause is the pause before the next bot move.
func (p *pacing) botPause() time.Duration {
	if *p.fastMode {
		return fastBotPause
	}
	if s, ok := p.tbl.TakeBackSeat(); ok && kit.SeatMode(p.tbl, s) != table.Phone {
		return takeBackPause
	}
	return botPause
}
