package mqtt

import (
	"encoding/json"
	"testing"

	"colt/engine"
	"colt/engine/super"
	"colt/engine/table"
)

// superSeatMessage is a SeatMessage of a Colt Super Express game as a phone
// decodes it.
type superSeatMessage struct {
	Game   string           `json:"game"`
	View   super.PlayerView `json:"view"`
	Events []super.Event    `json:"events"`
}

// TestSeventhSeatPhone: the seventh seat of a Colt Super Express game logs
// in with its token, reads its own view (its four cards, its 24 stacks),
// stacks from the phone, and sees its own stack in the next view; another
// seat's token does not open seat 7, and there is no eighth seat.
func TestSeventhSeatPhone(t *testing.T) {
	dir := t.TempDir()
	tb, _, err := table.Open(table.Options{Dir: dir, Logf: safeLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tb.Close() })
	modes := make([]table.SeatMode, 7)
	for i := range modes {
		modes[i] = table.Phone
	}
	if err := tb.NewGame(super.GameName, super.Setup{Players: 7, Seed: 5}, modes); err != nil {
		t.Fatal(err)
	}
	s := startService(t, tb, testConfig())
	tp := Topics{"t1"}
	seat := engine.Seat(6)

	if _, err := dial(tcpURL(s), SeatUser("t1", seat), token(tb, 5), nil); err == nil {
		t.Fatal("seat 6's token opened seat 7")
	}
	if _, err := dial(tcpURL(s), "t1:7", token(tb, 6), nil); err == nil {
		t.Fatal("an eighth seat logged in")
	}
	ph := mustDial(t, tcpURL(s), SeatUser("t1", seat), token(tb, seat))
	if got := ph.sub(t, tp.SeatView(seat), tp.SeatReply(seat)); got[0] != 1 || got[1] != 1 {
		t.Fatalf("subscriptions granted %v", got)
	}
	var first superSeatMessage
	if err := json.Unmarshal(ph.waitFor(t, tp.SeatView(seat), anyMsg), &first); err != nil {
		t.Fatal(err)
	}
	if first.View.Rules != super.RulesVersion || first.View.Seat != seat || len(first.View.Hand) != 4 || len(first.View.Legal) != 24 {
		t.Fatalf("seat 7 view: rules %q seat %d hand %v, %d legal", first.View.Rules, first.View.Seat, first.View.Hand, len(first.View.Legal))
	}
	cmd := first.View.Legal[5]
	raw, _ := json.Marshal(cmd)
	v := first.View.Version
	b, _ := json.Marshal(CommandMessage{V: &v, ID: "s7", Cmd: raw})
	ph.pub(t, tp.SeatCmd(seat), b)
	var r Reply
	json.Unmarshal(ph.waitFor(t, tp.SeatReply(seat), replyWithID("s7")), &r)
	if !r.OK {
		t.Fatalf("reply = %+v", r)
	}
	var next superSeatMessage
	json.Unmarshal(ph.waitFor(t, tp.SeatView(seat), func(b []byte) bool {
		var m superSeatMessage
		return json.Unmarshal(b, &m) == nil && len(m.View.Stack) == 3
	}), &next)
	if got := next.View.Stack; got[0] != cmd.Cards[0] || got[1] != cmd.Cards[1] || got[2] != cmd.Cards[2] {
		t.Fatalf("stack %v, sent %v", got, cmd.Cards)
	}
	if g := tb.Game(); len(g.Expected()) != 6 {
		t.Fatalf("%d seats still owe their stack, want 6", len(g.Expected()))
	}
}
