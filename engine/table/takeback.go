package table

import (
	"errors"
	"fmt"
	"slices"

	"colt/engine"
)

// ErrTakeBack is wrapped by every refused take-back (a *TakeBackError says why).
var ErrTakeBack = errors.New("cannot take back")

// TakeBackReason says why a seat cannot take back its last command.
type TakeBackReason int

// The reasons a take-back is refused.
const (
	// TakeBackNothing: the seat has no command to take back (it has not
	// played since the last card draw or hidden reveal).
	TakeBackNothing TakeBackReason = iota + 1
	// TakeBackOthers: another seat (a person or a bot) has acted since.
	TakeBackOthers
	// TakeBackRevealed: the command turned over hidden cards or drew new
	// ones (the pile was revealed, a round dealt): the table has seen them.
	TakeBackRevealed
	// TakeBackNotYours: the last command was played by a bot or the operator.
	TakeBackNotYours
)

// TakeBackError is a refused take-back: which seat asked and why.
type TakeBackError struct {
	Seat   engine.Seat
	Reason TakeBackReason
}

func (e *TakeBackError) Error() string {
	why := map[TakeBackReason]string{
		TakeBackNothing:  "it has played nothing since the last card draw or hidden reveal",
		TakeBackOthers:   "another seat has acted since; ask the operator for an undo",
		TakeBackRevealed: "its move turned over or drew cards the table has now seen; ask the operator for an undo",
		TakeBackNotYours: "the last move was not its own",
	}[e.Reason]
	return fmt.Sprintf("%s: %s cannot take back its last move: %s", ErrTakeBack, e.Seat, why)
}

// Is makes errors.Is(err, ErrTakeBack) true.
func (e *TakeBackError) Is(target error) bool { return target == ErrTakeBack }

// TakeBack takes back seat's own last command, without the operator, as
// long as no other seat has acted since and the command revealed nothing
// (docs/design.md rule 6: undo is the replay of a shorter record, journaled as an
// undo, so a restart resumes the shorter game). version is the state id the
// seat's screen showed (AnyVersion: no check). A bot about to answer (a
// Hard bot searching, or one waiting for the table's pace) drops its
// decision and chooses again. src is the seat's own screen: a phone for a
// phone seat, the kiosk for the others.
func (t *Table) TakeBack(src Source, seat engine.Seat, version int) error {
	t.mu.Lock()
	u, err := t.takeBackLocked(src, seat, version)
	notice := t.noticeLocked() // a take-back the journal could not save: say so
	t.mu.Unlock()
	if err == nil {
		t.publish(u)
	} else if notice != nil {
		t.publish(*notice)
	}
	return err
}

func (t *Table) takeBackLocked(src Source, seat engine.Seat, version int) (Update, error) {
	if !t.playing || t.j == nil {
		return Update{}, fmt.Errorf("%w: start a new game first", ErrNoGame)
	}
	if t.game.Over() {
		return Update{}, fmt.Errorf("%w: the game has ended; start a new game", ErrGameOver)
	}
	if t.readOnly != nil {
		return Update{}, t.readOnlyErr()
	}
	if seat < 0 || int(seat) >= len(t.seats) {
		return Update{}, fmt.Errorf("%w: %s is not at this table (%d players)", ErrWrongSeat, seat, len(t.seats))
	}
	if err := t.fromHereLocked(src, seat); err != nil {
		return Update{}, err
	}
	if cur := t.game.VersionFor(seat); version != AnyVersion && version != cur {
		return Update{}, fmt.Errorf("%w: the take-back was asked at state %d but the game is at %d; look at the new state", ErrStale, version, cur)
	}
	last := len(t.src) - 1
	switch {
	case last >= 0 && t.by[last] == seat && (t.src[last] == FromBot || t.src[last] == FromOperator):
		return Update{}, &TakeBackError{Seat: seat, Reason: TakeBackNotYours}
	case last >= 0 && t.by[last] == seat && last < t.floor:
		return Update{}, &TakeBackError{Seat: seat, Reason: TakeBackRevealed}
	case last >= 0 && t.by[last] != seat && slices.Contains(t.by, seat):
		return Update{}, &TakeBackError{Seat: seat, Reason: TakeBackOthers}
	case last < 0 || t.by[last] != seat:
		return Update{}, &TakeBackError{Seat: seat, Reason: TakeBackNothing}
	}
	keep := last
	rec := t.game.Record()
	rec.Commands = rec.Commands[:keep]
	g, err := t.rules.Replay(rec)
	if err != nil {
		return Update{}, fmt.Errorf("%w: replay failed: %v", ErrTakeBack, err)
	}
	if err := t.appendLocked(entry{T: "undo", Keep: &keep, Source: string(src)}); err != nil {
		return Update{}, err
	}
	t.cutLocked(keep)
	t.game = g.WithVersion(t.game.Version() + 1) // ids never go back: an old command stays stale
	t.initBots()                                 // a bot's pending decision is dropped
	evs := t.runBots(nil)
	return t.finishLocked("takeback", evs), nil
}

// fromHereLocked checks that src may act for seat: a phone only for a phone
// seat, the kiosk or a button for any seat but a bot's.
func (t *Table) fromHereLocked(src Source, seat engine.Seat) error {
	mode := t.seats[seat].Mode
	switch src {
	case FromPhone:
		if mode != Phone {
			return fmt.Errorf("%w: %s is played %s, not by phone; ask the operator to switch it", ErrSeatMode, seat, mode)
		}
	case FromKiosk, FromButton:
		if mode.IsBot() {
			return fmt.Errorf("%w: %s is played by a bot", ErrSeatMode, seat)
		}
	default:
		return fmt.Errorf("%w: a take-back comes from the seat's own screen (kiosk or phone), not %q", ErrSeatMode, src)
	}
	return nil
}

// CanTakeBack reports whether seat may take back its last command now.
func (t *Table) CanTakeBack(seat engine.Seat) bool {
	s, ok := t.TakeBackSeat()
	return ok && s == seat
}

// cutLocked keeps the first keep commands' bookkeeping (sources, seats,
// message ids: a message id taken back may be sent again, as after a resume).
func (t *Table) cutLocked(keep int) {
	for i := keep; i < len(t.ids); i++ {
		if t.ids[i] != "" {
			delete(t.seen, seenKey(t.by[i], t.ids[i]))
		}
	}
	t.src, t.by, t.ids = t.src[:keep], t.by[:keep], t.ids[:keep]
}

// TakeBackSeat returns the seat that may take back its last command now,
// if any (the kiosk offers a seat at the screen its "Take back" button,
// and holds the bots a little longer so the button can be reached).
func (t *Table) TakeBackSeat() (engine.Seat, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.playing || t.j == nil || t.game.Over() || t.readOnly != nil {
		return engine.NoSeat, false
	}
	last := len(t.src) - 1
	if last < t.floor || last < 0 || t.src[last] == FromBot || t.src[last] == FromOperator || t.seats[t.by[last]].Mode.IsBot() {
		return engine.NoSeat, false
	}
	return t.by[last], true
}
