package mqtt

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"colt/engine/express"
	"colt/engine/table"
)

// gameOf reads the game tag of a retained public or seat message.
func gameOf(b []byte) string {
	var m struct {
		Game string `json:"game"`
	}
	if json.Unmarshal(b, &m) != nil {
		return ""
	}
	return m.Game
}

// TestNewGameOverHeldUpdates (issue 32 item 1): the kiosk is narrating a
// game whose bots (or phones) played on ahead of its screen when the
// operator abandons it for a new game. The bridge held the old game's
// updates for the screen and put the new game's behind them, so the public
// topic stayed the old game's and the new game's seats had no view: a
// phone scanning the new QR code showed the earlier game. The new game's
// public and seat views must be on the broker at once.
func TestNewGameOverHeldUpdates(t *testing.T) {
	dir := t.TempDir()
	tb, _, err := table.Open(table.Options{Dir: dir, Logf: safeLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tb.Close() })
	tb.AttachPresenter()
	s := startService(t, tb, testConfig()) // the kiosk starts its phone service before any game
	phones := []table.SeatMode{table.Phone, table.Phone, table.Phone, table.Phone}
	if err := tb.NewGame(express.GameName, express.Setup{Players: 4, Seed: 7, Rules: express.RuleHorses}, phones); err != nil {
		t.Fatal(err)
	}
	tp := Topics{"t1"}
	st := stateOf(tb)
	tb.Present(table.Presentation{Version: st.Version(), SetupDone: true})
	// the phones play on while the screen stays where it was (narrating)
	for i := 0; i < 6; i++ {
		st = stateOf(tb)
		a := st.Actor()
		if err := tb.Submit(table.FromPhone, express.LegalFor(&st, a)[0], table.AnyVersion, fmt.Sprint("m", i)); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(100 * time.Millisecond) // the bridge holds them
	// abandoned: a 3-player game starts; its set-up is on screen
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 8}, phones[:3]); err != nil {
		t.Fatal(err)
	}
	st = stateOf(tb)
	tb.Present(table.Presentation{Version: st.Version()})
	want := GameTag(tb.Seats())
	ph := mustDial(t, tcpURL(s), SeatUser("t1", 1), token(tb, 1))
	ph.sub(t, tp.Public(), tp.SeatView(1))
	deadline := time.Now().Add(5 * time.Second)
	for {
		all := ph.all()
		pub, view := all[tp.Public()], all[tp.SeatView(1)]
		if len(pub) > 0 && gameOf(pub[len(pub)-1]) == want && len(view) > 0 && gameOf(view[len(view)-1]) == want {
			break
		}
		if time.Now().After(deadline) {
			last := func(l [][]byte) string {
				if len(l) == 0 {
					return "none"
				}
				return gameOf(l[len(l)-1])
			}
			t.Fatalf("the new game %s: the phone has the public view of %s and the seat view of %s", want, last(pub), last(view))
		}
		time.Sleep(20 * time.Millisecond)
	}
}
