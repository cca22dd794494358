package table

import (
	"fmt"

	"colt/engine"
)

// ResetTokens gives seats new phone tokens (every seat of the game when
// none is named): their join links and QR codes change, and a phone
// holding an old token is refused from then on (the broker disconnects
// it; the phone page says to scan the seat's QR code again). The game
// goes on unchanged. The new tokens are journaled, so a resume keeps them.
func (t *Table) ResetTokens(seats ...engine.Seat) error {
	t.mu.Lock()
	if !t.playing || t.j == nil {
		t.mu.Unlock()
		return fmt.Errorf("%w: start a new game first", ErrNoGame)
	}
	if len(seats) == 0 {
		for _, si := range t.seats {
			seats = append(seats, si.Seat)
		}
	}
	for _, seat := range seats {
		if seat < 0 || int(seat) >= len(t.seats) {
			t.mu.Unlock()
			return fmt.Errorf("%w: %s is not at this table", ErrWrongSeat, seat)
		}
	}
	var err error
	changed := 0
	for _, seat := range seats {
		si := t.seats[seat]
		si.Token = NewToken()
		if err = t.appendLocked(entry{T: "seat", Seat: &si}); err != nil {
			break // the seats before it have their new tokens (journaled): they are published
		}
		t.seats[seat] = si
		changed++
	}
	if changed == 0 {
		t.unlockWithNotice()
		return err
	}
	u := t.finishLocked("seat", nil)
	t.mu.Unlock()
	t.publish(u)
	return err
}
