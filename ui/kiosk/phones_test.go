package kiosk

import (
	"strings"
	"sync"
	"testing"

	"colt/engine"
	"colt/engine/table"
	"colt/ui/kiosk/kit"
)

// statusPhones is a phone service that tells which seats have a phone.
type statusPhones struct {
	fakePhones
	mu    sync.Mutex
	on    map[engine.Seat]bool
	watch func()
}

func (p *statusPhones) PhoneConnected(seat engine.Seat) (bool, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.on[seat], true
}

func (p *statusPhones) WatchPhones(fn func()) func() {
	p.watch = fn
	return func() { p.watch = nil }
}

func (p *statusPhones) set(seat engine.Seat, on bool) {
	p.mu.Lock()
	p.on[seat] = on
	p.mu.Unlock()
	p.watch()
}

// TestPhoneStatusOnScreen (issue 32 item 2): a phone connecting flips its
// seat's mark on the set-up page's QR tab and the caption over its QR
// code, and the line beside "Waiting for …'s phone"; the operator's "new
// phone links" gives the seat (or the table) new tokens.
func TestPhoneStatusOnScreen(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	phones := &statusPhones{fakePhones: fakePhones{lang: "en"}, on: map[engine.Seat]bool{}}
	r.k.opts.Phones = phones
	r.k.watchPhones()
	r.setUpGame(3, nil, []table.SeatMode{table.Phone, table.Handoff, table.Phone})
	tab := func(name string) string { return strings.Join(r.tile(name).Lines, " ") }
	if !strings.HasPrefix(tab("phone:0"), "○ ") || !strings.HasPrefix(tab("phone:2"), "○ ") {
		t.Fatalf("no phone yet: tabs %q, %q", tab("phone:0"), tab("phone:2"))
	}
	phones.set(0, true)
	if !strings.HasPrefix(tab("phone:0"), "● ") || !strings.HasPrefix(tab("phone:2"), "○ ") {
		t.Fatalf("seat 1's phone came: tabs %q, %q", tab("phone:0"), tab("phone:2"))
	}
	if c := tab("phone-status:0"); !strings.HasSuffix(c, kit.Tr("en", "phys.phoneOn", "name", "")) {
		t.Fatalf("seat 1's caption: %q", c)
	}
	phones.set(0, false)
	if !strings.HasPrefix(tab("phone:0"), "○ ") {
		t.Fatalf("seat 1's phone went: tab %q", tab("phone:0"))
	}

	// new links, from the operator menu
	before := r.tbl.Seats()
	r.k.op.open()
	r.k.render()
	for _, d := range "4321" {
		r.tap("pin:" + string(d))
	}
	r.tap("pin:ok")
	if r.has("op:reset:1") {
		t.Error("a seat played on the screen is offered a new phone link")
	}
	r.tap("op:reset:2")
	after := r.tbl.Seats()
	if after[2].Token == before[2].Token || after[0].Token != before[0].Token {
		t.Fatalf("seat 3's new link: tokens before %v, after %v", before, after)
	}
	// the menu's answer is at its top (issue 34), wrapped over lines
	if note := r.tile("op:message"); note == nil || strings.Join(note.Lines, " ") != kit.Tr("en", "op.phonesReset") {
		t.Error("the menu does not say the phones must scan again")
	}
	r.tap("op:reset:all")
	for i, si := range r.tbl.Seats() {
		if si.Token == after[i].Token {
			t.Errorf("seat %d kept its token after the whole table's reset", i+1)
		}
	}
	r.tap("op:close")

	// the game: the line beside "Waiting for …'s phone"
	r.begin()
	pv := r.pub()
	if kit.SeatMode(r.k.t, pv.Actor) != table.Phone { // the first player plays by phone
		if err := r.tbl.SetSeatMode(pv.Actor, table.Phone); err != nil {
			t.Fatal(err)
		}
		pv = r.pub()
	}
	status := "phone-status:" + string(rune('0'+pv.Actor))
	if c := tab(status); !strings.HasSuffix(c, kit.Tr("en", "phys.phoneOff", "name", "")) {
		t.Fatalf("waiting for a phone that has not come: %q", c)
	}
	phones.set(pv.Actor, true)
	if c := tab(status); !strings.HasSuffix(c, kit.Tr("en", "phys.phoneOn", "name", "")) {
		t.Fatalf("waiting for a phone that has come: %q", c)
	}
}
