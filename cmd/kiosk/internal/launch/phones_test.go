package launch

import (
	"fmt"
	"strings"
	"testing"
	"time"

	paho "github.com/eclipse/paho.mqtt.golang"

	"colt/engine"
	"colt/engine/express"
	"colt/mqtt"
	"colt/ui/kiosk/kit"
)

// TestPhoneStatusAndReset (issue 32 item 2): the kiosk shows, per seat,
// whether a phone of this game plays it — on the set-up page's QR tabs and
// caption, and beside "Waiting for …'s phone" — and the operator gives a
// seat, or the whole table, new phone links: the seat's QR code changes,
// its phone is sent away, the old link logs in no more, and the new one
// plays.
func TestPhoneStatusAndReset(t *testing.T) {
	e := newEvening(t)
	w := wayToPlay{express.GameName, 3, 0, []int{0, 1}}
	e.startGame(0, w, startForm, "fr")
	text := func(name string) string {
		var s string
		e.do(func() { s = e.s.tileText(name) })
		return s
	}
	on := kit.Tr("fr", "phys.phoneOn", "name", "")    // ": téléphone connecté"
	scan := kit.Tr("fr", "phys.phone", "name", "")    // ": scannez pour jouer…"
	none := kit.Tr("fr", "phys.phoneOff", "name", "") // ": aucun téléphone connecté"
	e.eventually("the set-up page's QR tabs", func() bool { return e.has("phone:0") && e.has("phone:1") })
	if tab := text("phone:0"); !strings.HasPrefix(tab, "○ ") {
		t.Fatalf("seat 1's tab before any phone: %q", tab)
	}
	if c := text("phone-status:0"); !strings.HasSuffix(c, scan) {
		t.Fatalf("seat 1's caption before any phone: %q", c)
	}

	ph := e.scan(0)
	e.eventually("seat 1's tab shows its phone", func() bool { return strings.HasPrefix(text("phone:0"), "● ") })
	if c := text("phone-status:0"); !strings.HasSuffix(c, on) {
		t.Fatalf("seat 1's caption with its phone: %q", c)
	}
	if tab := text("phone:1"); !strings.HasPrefix(tab, "○ ") {
		t.Fatalf("seat 2's tab, no phone: %q", tab)
	}

	// the operator gives seat 1 a new link
	oldLink, oldToken := e.r.Phones.JoinURL(0), e.r.Table.Seats()[0].Token
	other := e.r.Table.Seats()[1].Token
	e.operator()
	e.tap("op:reset:0")
	// the menu's answer, at its top (issue 34), wrapped over lines
	if msg, got := kit.Tr("fr", "op.phonesReset"), strings.ReplaceAll(text("op:message"), "\n", " "); got != msg {
		t.Fatalf("the menu says %q, want %q", got, msg)
	}
	e.tap("op:close")
	if e.r.Phones.JoinURL(0) == oldLink || e.r.Table.Seats()[0].Token == oldToken {
		t.Fatal("seat 1 kept its link")
	}
	if e.r.Table.Seats()[1].Token != other {
		t.Fatal("seat 2's link changed with seat 1's")
	}
	e.eventually("seat 1's old phone is sent away", func() bool { return !ph.c.IsConnected() })
	e.eventually("seat 1's tab shows no phone", func() bool { return strings.HasPrefix(text("phone:0"), "○ ") })
	e.refused(0, oldToken)
	fresh := e.scan(0)
	tag := mqtt.GameTag(e.r.Table.Seats())
	e.within("the new link gets seat 1's view", settle(), func() bool {
		v, _ := fresh.last()
		return tagOf(v) == tag
	})
	e.eventually("seat 1's tab shows its new phone", func() bool { return strings.HasPrefix(text("phone:0"), "● ") })

	// the whole table
	before := e.r.Table.Seats()
	e.operator()
	e.tap("op:reset:all")
	e.tap("op:close")
	for i, si := range e.r.Table.Seats() {
		if si.Token == before[i].Token {
			t.Fatalf("seat %d kept its link after the whole table's reset", i+1)
		}
	}
	e.eventually("every phone is sent away", func() bool { return !fresh.c.IsConnected() })
	e.refused(0, before[0].Token)

	// the game: "Waiting for …'s phone" says whether it has come
	e.phones = map[int]*mqttPhone{}
	for i := 0; i < 20 && (e.has("phys-next") || e.has("begin")); i++ {
		e.do(func() {
			if !e.s.tap("phys-next") {
				e.s.tap("begin")
			}
		})
	}
	var actor engine.Seat
	e.eventually("a phone seat's turn", func() bool {
		e.clock.Advance(1500 * time.Millisecond)
		e.do(func() { e.s.tap("continue") })
		st, _ := express.StateOf(e.r.Table.Game())
		actor = st.Actor()
		return actor == 0 || actor == 1
	})
	status := fmt.Sprintf("phone-status:%d", actor)
	e.eventually("the waiting screen says no phone has come", func() bool { return strings.HasSuffix(text(status), none) })
	e.scan(int(actor))
	e.eventually("the waiting screen says the phone has come", func() bool { return strings.HasSuffix(text(status), on) })
}

// refused checks that seat's old token logs in no more.
func (e *evening) refused(seat int, token string) {
	e.t.Helper()
	e.ids++
	c := paho.NewClient(paho.NewClientOptions().AddBroker(e.ws).SetUsername(mqtt.SeatUser("ev", engine.Seat(seat))).
		SetPassword(token).SetClientID(fmt.Sprintf("colt-evening-%d", e.ids)).SetAutoReconnect(false).SetConnectTimeout(30 * time.Second))
	if tk := c.Connect(); tk.WaitTimeout(30*time.Second) && tk.Error() == nil {
		c.Disconnect(0)
		e.t.Fatalf("seat %d's old link still logs in", seat+1)
	}
}

// showsText reports whether some text on the kiosk's screen contains s.
func (e *evening) showsText(s string) bool {
	var found bool
	e.do(func() {
		for _, x := range e.s.texts() {
			if strings.Contains(x, s) {
				found = true
			}
		}
	})
	return found
}
