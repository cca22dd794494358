package launch

import (
	"encoding/json"
	"sync/atomic"
	"testing"
	"time"

	paho "github.com/eclipse/paho.mqtt.golang"

	"colt/cmd/internal/config"
	"colt/engine/express"
	"colt/engine/table"
	"colt/mqtt"
	"colt/ui/teach"
)

// TestTeacherSource (issue 24): the phones find no teacher until the kiosk
// names its own, then the kiosk's current one, and progress is saved with
// the kiosk's function.
func TestTeacherSource(t *testing.T) {
	var s TeacherSource
	if s.Current() != nil {
		t.Fatal("a teacher before the kiosk named one")
	}
	s.Changed(teach.New(teach.Plan{})) // nothing to save with: no panic
	var tc *teach.Teacher
	var saved []*teach.Teacher
	s.Set(func() *teach.Teacher { return tc }, func(x *teach.Teacher) { saved = append(saved, x) })
	if s.Current() != nil {
		t.Fatal("a teacher while the kiosk teaches none")
	}
	tc = teach.New(teach.Plan{FirstGame: true})
	if s.Current() != tc {
		t.Fatal("not the kiosk's teacher")
	}
	s.Changed(tc)
	if len(saved) != 1 || saved[0] != tc {
		t.Fatalf("saved %v", saved)
	}
}

// TestStartPhonesTeaches (issue 24): the phone service the kiosk starts
// asks the kiosk's teacher: a phone's "stop teaching" is refused while the
// kiosk teaches nothing, then stops the kiosk's teacher (and its progress is
// saved) once the kiosk named one.
func TestStartPhonesTeaches(t *testing.T) {
	tb, _, err := table.Open(table.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	if err := tb.NewGame(express.GameName, express.Setup{Players: 3, Seed: 3}, []table.SeatMode{table.Phone, table.Phone, table.Bot}); err != nil {
		t.Fatal(err)
	}
	cfg := config.Config{TableID: "tt", Language: "en"}
	cfg.Broker.TCPListen, cfg.Broker.WSListen, cfg.HTTP.Listen = "127.0.0.1:0", "127.0.0.1:0", "127.0.0.1:0"
	teachers := new(TeacherSource)
	svc, err := StartPhones(cfg, tb, t.Logf, teachers)
	if err != nil {
		t.Fatal(err)
	}
	defer svc.Close()

	replies := make(chan mqtt.Reply, 4)
	o := paho.NewClientOptions().AddBroker("tcp://" + svc.BrokerAddr().String()).SetClientID("colt-test-phone").
		SetUsername(mqtt.SeatUser("tt", 0)).SetPassword(tb.Seats()[0].Token)
	c := paho.NewClient(o)
	if tok := c.Connect(); !tok.WaitTimeout(30*time.Second) || tok.Error() != nil {
		t.Fatalf("phone login: %v", tok.Error())
	}
	defer c.Disconnect(0)
	tp := mqtt.Topics{Table: "tt"}
	if tok := c.Subscribe(tp.SeatReply(0), 1, func(_ paho.Client, m paho.Message) {
		var r mqtt.Reply
		json.Unmarshal(m.Payload(), &r)
		replies <- r
	}); !tok.WaitTimeout(30*time.Second) || tok.Error() != nil {
		t.Fatal(tok.Error())
	}
	stop := func(id string) mqtt.Reply {
		v := 0
		b, _ := json.Marshal(mqtt.CommandMessage{V: &v, ID: id, Teach: mqtt.TeachStop})
		c.Publish(tp.SeatCmd(0), 1, false, b)
		select {
		case r := <-replies:
			return r
		case <-time.After(30 * time.Second):
			t.Fatal("no reply to the phone's stop")
		}
		return mqtt.Reply{}
	}
	if r := stop("s1"); r.OK || r.Code != mqtt.CodeNotTeaching {
		t.Fatalf("stop while the kiosk teaches nothing: %+v", r)
	}
	tc := teach.New(teach.Plan{FirstGame: true})
	var saved atomic.Int32
	teachers.Set(func() *teach.Teacher { return tc }, func(*teach.Teacher) { saved.Add(1) })
	if r := stop("s2"); !r.OK || !tc.Stopped() || saved.Load() != 1 {
		t.Fatalf("stop with the kiosk's teacher: %+v, stopped %v, saved %d", r, tc.Stopped(), saved.Load())
	}
}
