package table

import (
	"testing"

	"colt/engine/express"
)

// TestResetTokensSurviveAResume (issue 32 item 2): a seat's new phone
// token is journaled: after a power cut the seat keeps it, and the old one
// opens nothing.
func TestResetTokensSurviveAResume(t *testing.T) {
	dir := t.TempDir()
	tb, _ := openT(t, dir)
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 3}, []SeatMode{Phone, Phone, Bot}); err != nil {
		t.Fatal(err)
	}
	old := tb.Seats()
	if err := tb.ResetTokens(0); err != nil {
		t.Fatal(err)
	}
	now := tb.Seats()
	if now[0].Token == old[0].Token || now[1].Token != old[1].Token || now[2] != old[2] {
		t.Fatalf("reset of seat 1: before %v, after %v", old, now)
	}
	if _, ok := tb.SeatForToken(old[0].Token); ok {
		t.Fatal("the old token still names a seat")
	}
	tb.Close()
	tb2, _ := openT(t, dir)
	defer tb2.Close()
	if got := tb2.Seats(); got[0] != now[0] || got[1] != now[1] {
		t.Fatalf("after a resume the seats are %v, want %v", got, now)
	}
}
