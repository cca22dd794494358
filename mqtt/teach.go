package mqtt

import (
	"errors"
	"fmt"
	"slices"

	"colt/engine"
	"colt/engine/table"
)

// Tip is one concept taught to one seat on its phone (teaching mode, issue
// 24; docs/teaching.md). It carries message IDs, not words: the phone
// renders them from its i18n.json in its own language. The host builds it
// from ui/teach's Tip (this package does not import ui); the JSON is the
// same.
type Tip struct {
	// Concept names what is taught ("you.bulletInHand"); a seat is taught
	// each concept once, and its phone closes a tip by naming it.
	Concept string `json:"concept"`
	// Place is the part of the screen the tip concerns ("hand",
	// "choices", "train", …): the phone lights it while the tip shows.
	Place string `json:"place,omitempty"`
	// Tap is true when the tip is about a choice the seat makes now: the
	// phone asks for "Got it" before the tip goes.
	Tap bool `json:"tap,omitempty"`
	// TitleID and TextID are the tip's i18n messages (no placeholders).
	TitleID string `json:"titleId"`
	TextID  string `json:"textId"`
}

// TeachHooks let a host teach the phones (BridgeOptions, Options). Both nil:
// no teaching, and the seats' messages are exactly as without it.
type TeachHooks struct {
	// SeatTips, when set, is asked for seat n's tips each time the
	// bridge publishes seat n's view; view is that very view (the game's
	// View(n)), so a seat's tips depend on its own view only. It returns
	// the new tips, and may return again those the seat has open (a host
	// that keeps them gives them back to a bridge started again after a
	// power cut): the bridge keeps each in seat n's retained message
	// (SeatMessage.Tips), and in no other, once, until the phone closes it
	// or teaching stops; a tip the phone closed in this game is not kept
	// again. An error is logged and teaches nothing.
	SeatTips func(n engine.Seat, view any) ([]Tip, error)
	// GotIt, when set, is told that seat n's phone closed its tip concept
	// ("got-it"), before the phone is answered: the host forgets it (and
	// saves that), so it does not come back after a power cut.
	GotIt func(n engine.Seat, concept string)
	// StopTeaching is called when seat n's phone asks to stop teaching
	// (CommandMessage.Teach "stop"); it reports whether teaching was on
	// (false: nothing to stop, and the phone is told so). nil: the table
	// is not teaching, and the request is refused.
	StopTeaching func(n engine.Seat) bool
	// Watch, when set, is called once as the bridge starts, with the
	// function the host calls whenever a seat may have new tips although
	// no view changed (the shared screen taught a tip a phone is given,
	// teaching stopped): the bridge then asks SeatTips again and publishes
	// what changed, so a tip chosen after the bridge published a view is
	// not left out. It returns the function ending the watch, called when
	// the bridge closes.
	Watch func(wake func()) (cancel func())
	// Stopped, when set, reports whether the host stopped teaching by
	// itself (the kiosk's own "stop teaching"): the bridge then takes every
	// phone's open tips away, as after a phone's stop.
	Stopped func() bool
}

// The CommandMessage.Teach requests.
const (
	TeachGotIt = "got-it" // close the seat's tip named by Concept
	TeachStop  = "stop"   // stop teaching, for the whole table, for the rest of the game
)

// seatTips are the tips each phone seat was taught and has not closed, for
// one game.
type seatTips struct {
	game string
	open [MaxSeats][]Tip
	// closed are the concepts each phone closed: a host's answer read
	// before the close is not kept again
	closed [MaxSeats][]string
	// stopped: a phone stopped teaching in this game; a tip the host chose
	// just before (its hook ran unlocked) is not kept
	stopped bool
}

// reset forgets every tip when the game changes.
func (st *seatTips) reset(game string) {
	if st.game != game {
		*st = seatTips{game: game}
	}
}

// add keeps new tips for seat n (a concept already open is not added twice)
// and returns a copy of the seat's open tips, nil when there is none.
func (st *seatTips) add(n engine.Seat, tips []Tip) []Tip {
	for _, tip := range tips {
		if st.stopped || tip.Concept == "" || slices.Contains(st.closed[n], tip.Concept) ||
			slices.ContainsFunc(st.open[n], func(o Tip) bool { return o.Concept == tip.Concept }) {
			continue
		}
		st.open[n] = append(st.open[n], tip)
	}
	if len(st.open[n]) == 0 {
		return nil
	}
	return slices.Clone(st.open[n])
}

// tipsFor asks the host for seat n's new tips (when it teaches) and returns
// the seat's open tips for the message being published.
func (b *Bridge) tipsFor(game string, n engine.Seat, view any) []Tip {
	var fresh []Tip
	if b.opts.SeatTips != nil {
		var err error
		if fresh, err = b.opts.SeatTips(n, view); err != nil {
			b.logf("mqtt: teaching seat %d: %v", n, err)
			fresh = nil
		}
	}
	stopped := b.opts.Stopped != nil && b.opts.Stopped()
	b.tipsMu.Lock()
	defer b.tipsMu.Unlock()
	b.tips.reset(game)
	if stopped && !b.tips.stopped {
		b.tips = seatTips{game: game, stopped: true} // no tip after that, on any phone
	}
	return b.tips.add(n, fresh)
}

// errNoTip and errNotTeaching are the refusals of a teaching request.
var (
	errNoTip       = errors.New("no such tip open")
	errNotTeaching = errors.New("not teaching")
)

// processTeach answers a teaching request of seat n's phone: close one of
// its tips, or stop teaching. A refused request changes nothing.
func (b *Bridge) processTeach(seat engine.Seat, msg CommandMessage) Reply {
	if g := b.t.Game(); g == nil || !b.t.Playing() {
		return replyFor(msg.ID, fmt.Errorf("%w: start a new game first", table.ErrNoGame))
	}
	seats := b.t.Seats()
	if int(seat) >= len(seats) {
		return replyFor(msg.ID, fmt.Errorf("%w: seat %d is not at this game", table.ErrWrongSeat, seat))
	}
	if seats[seat].Mode != table.Phone {
		return replyFor(msg.ID, fmt.Errorf("%w: seat %d is played %s", table.ErrSeatMode, seat, seats[seat].Mode))
	}
	game := GameTag(seats)
	switch msg.Teach {
	case TeachGotIt:
		b.tipsMu.Lock()
		b.tips.reset(game)
		open := b.tips.open[seat]
		i := slices.IndexFunc(open, func(o Tip) bool { return o.Concept == msg.Concept })
		if i >= 0 {
			b.tips.open[seat] = slices.Delete(slices.Clone(open), i, i+1)
			b.tips.closed[seat] = append(b.tips.closed[seat], msg.Concept)
		}
		b.tipsMu.Unlock()
		if i < 0 {
			return teachReply(msg.ID, fmt.Errorf("%w: seat %d has no open tip %q", errNoTip, seat, msg.Concept))
		}
		if b.opts.GotIt != nil {
			b.opts.GotIt(seat, msg.Concept)
		}
	case TeachStop:
		if b.opts.StopTeaching == nil || !b.opts.StopTeaching(seat) {
			return teachReply(msg.ID, fmt.Errorf("%w: seat %d asked to stop teaching, which is off", errNotTeaching, seat))
		}
		// no tip after that, on any phone: the open ones go too
		b.tipsMu.Lock()
		b.tips = seatTips{game: game, stopped: true}
		b.tipsMu.Unlock()
	}
	b.poke()
	return Reply{ID: msg.ID, OK: true}
}

// teachReply words a refused teaching request.
func teachReply(id string, err error) Reply {
	r := Reply{ID: id, Detail: err.Error()}
	switch {
	case errors.Is(err, errNoTip):
		r.Code, r.Error = CodeNoTip, "This tip is already closed: play on."
	case errors.Is(err, errNotTeaching):
		r.Code, r.Error = CodeNotTeaching, "The table is not teaching (it was never on, or it was stopped): play on."
	}
	return r
}
