package mqtt

import (
	"encoding/json"
	"testing"

	"colt/engine/express"
	"colt/engine/table"
)

// paceSeatMessage is a seat message with the table's presentation cursor.
type paceSeatMessage struct {
	View     express.PlayerView  `json:"view"`
	Table    *table.Presentation `json:"table"`
	TakeBack bool                `json:"takeBack"`
}

func paceMsg(t *testing.T, b []byte) paceSeatMessage {
	t.Helper()
	var m paceSeatMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("bad seat view %q: %v", b, err)
	}
	return m
}

// takeBackMsg is what the phone page sends (ui/phone: takeBackMessage).
func takeBackMsg(v int, id string) []byte {
	b, _ := json.Marshal(map[string]any{"v": v, "id": id, "takeBack": true})
	return b
}

// TestPhonesFollowTheKiosk: on a table a kiosk presents, a phone sees that
// the set-up is under way and its card is refused ("setting-up") until the
// kiosk's set-up is done; while the kiosk narrates the next state, the
// phone keeps the state the kiosk has shown, with the step on screen; once
// the kiosk has caught up, the new state. A phone takes back its own move
// over MQTT, until another seat acts ("too-late").
func TestPhonesFollowTheKiosk(t *testing.T) {
	dir := t.TempDir()
	tb, _, err := table.Open(table.Options{Dir: dir, Logf: safeLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tb.Close() })
	tb.AttachPresenter()
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 7}, []table.SeatMode{table.Phone, table.Phone, table.Phone}); err != nil {
		t.Fatal(err)
	}
	s := startService(t, tb, testConfig())
	st := stateOf(tb)
	actor := st.Actor()
	tp := Topics{"t1"}
	ph := mustDial(t, tcpURL(s), SeatUser("t1", actor), token(tb, actor))
	ph.sub(t, tp.SeatView(actor), tp.SeatReply(actor))
	first := paceMsg(t, ph.waitFor(t, tp.SeatView(actor), anyMsg))
	if first.Table == nil || first.Table.SetupDone {
		t.Fatalf("during the set-up the phone is not told: %+v", first.Table)
	}
	card := first.View.Legal[0]
	ph.pub(t, tp.SeatCmd(actor), cmdMessage(t, first.View.Version, "m1", card))
	var r Reply
	json.Unmarshal(ph.waitFor(t, tp.SeatReply(actor), replyWithID("m1")), &r)
	if r.OK || r.Code != CodeSettingUp || r.Error == "" {
		t.Fatalf("a card during the set-up: %+v", r)
	}

	st = stateOf(tb)
	v0 := st.Version()
	tb.Present(table.Presentation{Version: v0, SetupDone: true})
	ph.waitFor(t, tp.SeatView(actor), func(b []byte) bool { return paceMsg(t, b).Table == nil })
	ph.pub(t, tp.SeatCmd(actor), cmdMessage(t, first.View.Version, "m2", card))
	json.Unmarshal(ph.waitFor(t, tp.SeatReply(actor), replyWithID("m2")), &r)
	if !r.OK {
		t.Fatalf("a card after the set-up: %+v", r)
	}
	st = stateOf(tb)
	v1 := st.Version()
	tb.Present(table.Presentation{Version: v1, Step: 1, Steps: 2, SetupDone: true})
	held := paceMsg(t, ph.waitFor(t, tp.SeatView(actor), func(b []byte) bool { m := paceMsg(t, b); return m.Table != nil && m.Table.Steps == 2 }))
	if held.View.Version >= v1 || held.Table.Step != 1 {
		t.Fatalf("while the kiosk narrates state %d the phone shows state %d (step %d)", v1, held.View.Version, held.Table.Step)
	}
	if !held.TakeBack {
		t.Fatal("the phone is not offered the take-back of its card")
	}
	tb.Present(table.Presentation{Version: v1, SetupDone: true})
	caught := paceMsg(t, ph.waitFor(t, tp.SeatView(actor), versionAtLeast(v1)))
	if caught.Table != nil {
		t.Fatalf("caught up, the phone still waits: %+v", caught.Table)
	}

	// the take-back, over MQTT
	ph.pub(t, tp.SeatCmd(actor), takeBackMsg(caught.View.Version, "m3"))
	json.Unmarshal(ph.waitFor(t, tp.SeatReply(actor), replyWithID("m3")), &r)
	if !r.OK || len(recordOf(tb).Commands) != 0 {
		t.Fatalf("take-back: %+v, %d commands", r, len(recordOf(tb).Commands))
	}
	st = stateOf(tb)
	if err := tb.Submit(table.FromPhone, express.LegalFor(&st, actor)[0], table.AnyVersion, "k1"); err != nil {
		t.Fatal(err)
	}
	st = stateOf(tb)
	next := st.Actor()
	if err := tb.Submit(table.FromPhone, express.LegalFor(&st, next)[0], table.AnyVersion, "k2"); err != nil {
		t.Fatal(err)
	}
	st = stateOf(tb)
	ph.pub(t, tp.SeatCmd(actor), takeBackMsg(st.VersionFor(actor), "m4"))
	json.Unmarshal(ph.waitFor(t, tp.SeatReply(actor), replyWithID("m4")), &r)
	if r.OK || r.Code != CodeTooLate {
		t.Fatalf("take-back after the next seat played: %+v", r)
	}
}
