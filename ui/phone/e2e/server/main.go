// Command server is the phone page's browser-test host: a table with a new
// game (some seats on phones, the others bots), the real phone side
// (colt/mqtt: embedded broker, bridge, page server) serving this page's
// embedded assets, all on loopback ports chosen by the system.
//
// It prints one JSON line with the join links, then one JSON line per table
// update (what the kiosk would show: version, phase, actor, pile, …) so the
// test can watch the kiosk state advance. It stops when stdin closes or on
// SIGINT/SIGTERM.
//
//	go run ./ui/phone/e2e/server -players 3 -phones 2 -seed 7
//	go run ./ui/phone/e2e/server -game super -players 4 -phones 3 -seed 5 -characters ""
//	go run ./ui/phone/e2e/server -teach first   # teaching mode (as colt serve --teach): a line {"taught": …} per seat taught, {"shared": …} per update's shared tips
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/url"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync"
	"syscall"

	"colt/engine"
	"colt/engine/express"
	"colt/engine/super"
	"colt/engine/table"
	"colt/mqtt"
	"colt/ui/phone"
	"colt/ui/teach"
	teachphones "colt/ui/teach/phones"
)

// hello is the first line: where the page is and each phone seat's join link.
type hello struct {
	HTTP  string     `json:"http"`
	WS    string     `json:"ws"`
	Table string     `json:"table"`
	Seats []seatLink `json:"seats"`
}

type seatLink struct {
	Seat       int      `json:"seat"`
	Character  string   `json:"character"`  // the seat's (first) bandit
	Characters []string `json:"characters"` // every bandit of the seat (two in the two-bandit games)
	URL        string   `json:"url"`
}

// state is one table update as the kiosk sees it.
type state struct {
	Version int    `json:"version"`
	Reason  string `json:"reason"`
	Phase   string `json:"phase"`
	Round   int    `json:"round"`
	Turn    int    `json:"turn"`
	Actor   int    `json:"actor"`
	Stage   string `json:"stage"`
	Pile    int    `json:"pile"`
	Over    bool   `json:"over"`
	Winners []int  `json:"winners,omitempty"`
	// Order is a finished Colt Express game's order of the final scores, as
	// the engine publishes it (engine/express Result.Order): first place to last
	Order []int `json:"order,omitempty"`
	// Ranking is a finished Colt Super Express game's ranking as the kiosk
	// shows it (engine/super Result.Ranking): places, best first
	Ranking [][]int `json:"ranking,omitempty"`
	// Expected lists the seats that owe a choice (several: a simultaneous secret step)
	Expected []int `json:"expected,omitempty"`
}

func main() {
	game := flag.String("game", express.GameName, "the game: express or super")
	players := flag.Int("players", 3, "players (3–6; Colt Super Express 3–7)")
	phones := flag.Int("phones", 2, "seats played by phone (the first ones); the others are bots")
	seed := flag.Uint64("seed", 7, "game seed")
	chars := flag.String("characters", "Ghost,Cheyenne,Django", "characters from seat 0, comma-separated (empty: random)")
	rules := flag.String("rules", "", "rules modules, comma-separated: experts, teams, two-bandits")
	tableID := flag.String("table", "e2e", "table id")
	lang := flag.String("lang", "en", "language of the join links")
	dir := flag.String("dir", "", "data folder (default: a new temporary folder, removed at exit)")
	teachPlan := flag.String("teach", "", "teach the phones (issue 24): \"first\" or modules, e.g. experts,horses; prints {\"shared\": {\"version\": v, \"concepts\": [...]}} when an update teaches shared tips, {\"taught\": {\"seat\": n, \"concepts\": [...]}} when a seat's phone is given tips (its own and shared ones) and {\"teachStopped\": n} when a phone stops teaching; without -kiosk every phone is given every shared tip, as on colt serve --teach")
	kiosk := flag.Bool("kiosk", false, "a kiosk presents the table: the phones follow the presentation cursor, which the test moves with stdin lines {\"present\": {\"version\": V, \"step\": i, \"steps\": n, \"setupDone\": true}}")
	flag.Parse()
	logger := log.New(os.Stderr, "e2e-server: ", log.Lmicroseconds)

	if *dir == "" {
		d, err := os.MkdirTemp("", "colt-phone-e2e-")
		if err != nil {
			logger.Fatal(err)
		}
		defer os.RemoveAll(d)
		*dir = d
	}
	t, _, err := table.Open(table.Options{Dir: *dir, Logf: logger.Printf})
	if err != nil {
		logger.Fatal(err)
	}
	defer t.Close()
	if *kiosk {
		t.AttachPresenter()
	}

	var out sync.Mutex
	emit := func(v any) {
		b, _ := json.Marshal(v)
		out.Lock()
		os.Stdout.Write(append(b, '\n'))
		out.Unlock()
	}
	modes := make([]table.SeatMode, *players)
	for i := range modes {
		modes[i] = table.Bot
		if i < *phones {
			modes[i] = table.Phone
		}
	}
	var characters []string
	if *chars != "" {
		characters = strings.Split(*chars, ",")
	}
	if *game == super.GameName {
		err = t.NewGame(super.GameName, super.Setup{Players: *players, Seed: *seed, Characters: characters}, modes)
	} else {
		var mods express.Rules
		if mods, err = express.ParseRules(*rules); err == nil {
			err = t.NewGame(express.GameName, express.Setup{Players: *players, Seed: *seed, Characters: characters, Rules: mods}, modes)
		}
	}
	if err != nil {
		logger.Fatal(err)
	}

	var hooks mqtt.TeachHooks
	if *teachPlan != "" {
		plan, err := teach.ParsePlan(*teachPlan)
		if err != nil {
			logger.Fatal(err)
		}
		tc := teach.New(plan)
		// like `colt serve --teach`: the phones are the only screens, so
		// each is given every shared tip; with -kiosk a shared screen shows
		// them, and a phone is given only those about its own choice now.
		// Either way this server chooses the shared tips of every update
		// (subscribed before the phones, as colt serve and the kiosk do).
		screens := teach.PhonesOnly
		if *kiosk {
			screens = teach.WithSharedScreen
		}
		var sharedMu sync.Mutex
		sharedAt := -1
		share := func(version int, evs, public any) {
			sharedMu.Lock()
			defer sharedMu.Unlock()
			if version <= sharedAt {
				return
			}
			sharedAt = version
			tips, err := tc.Shared(evs, public)
			if err != nil {
				logger.Printf("teaching: %v", err)
			}
			if len(tips) > 0 {
				var cs []string
				for _, tip := range tips {
					cs = append(cs, string(tip.Concept))
				}
				emit(map[string]any{"shared": map[string]any{"version": version, "concepts": cs}})
			}
		}
		t.Subscribe(func(u table.Update) {
			if u.Reason != "notice" && u.Public != nil {
				share(u.Version, u.PublicEvents, u.Public)
			}
		})
		share(t.Game().Version(), nil, t.Public()) // the game started above
		hooks = teachphones.Hooks(screens, func() *teach.Teacher { return tc }, nil)
		seatTips, stop := hooks.SeatTips, hooks.StopTeaching
		var givenMu sync.Mutex
		given := map[engine.Seat][]string{} // the hook gives a seat's open tips again: each is printed once
		hooks.SeatTips = func(n engine.Seat, view any) ([]mqtt.Tip, error) {
			tips, err := seatTips(n, view)
			var cs []string
			givenMu.Lock()
			for _, tip := range tips {
				if !slices.Contains(given[n], tip.Concept) {
					given[n] = append(given[n], tip.Concept)
					cs = append(cs, tip.Concept)
				}
			}
			givenMu.Unlock()
			if len(cs) > 0 {
				emit(map[string]any{"taught": map[string]any{"seat": n, "concepts": cs}})
			}
			return tips, err
		}
		hooks.StopTeaching = func(n engine.Seat) bool {
			ok := stop(n)
			if ok {
				emit(map[string]any{"teachStopped": n})
			}
			return ok
		}
	}
	svc, err := mqtt.StartWith(mqtt.Config{
		TableID:  *tableID,
		Language: *lang,
		Broker:   mqtt.BrokerConfig{TCPListen: "127.0.0.1:0", WSListen: "127.0.0.1:0"},
		HTTP:     mqtt.HTTPConfig{Listen: "127.0.0.1:0"},
	}, t, logger.Printf, mqtt.Options{Assets: phone.Assets(), TeachHooks: hooks})
	if err != nil {
		logger.Fatal(err)
	}
	defer svc.Close()

	base := "http://" + svc.HTTPAddr().String()
	h := hello{HTTP: base, Table: *tableID}
	if u, err := url.Parse(svc.WSURL()); err == nil {
		_, port, _ := net.SplitHostPort(u.Host)
		h.WS = "ws://" + net.JoinHostPort("127.0.0.1", port) + u.Path
	}
	pub, _ := t.Public().(express.PublicView)
	spub, isSuper := t.Public().(super.PublicView)
	for _, si := range t.Seats() {
		if si.Mode != table.Phone {
			continue
		}
		link := fmt.Sprintf("%s/?t=%s&s=%d&k=%s&lang=%s", base, url.QueryEscape(*tableID), si.Seat, url.QueryEscape(si.Token), *lang)
		sl := seatLink{Seat: int(si.Seat), URL: link}
		if isSuper {
			sl.Character = spub.Bandits[si.Seat].Character.String()
			sl.Characters = []string{sl.Character}
			h.Seats = append(h.Seats, sl)
			continue
		}
		bandits := []express.Seat{si.Seat}
		if int(si.Seat) < len(pub.Seats) {
			bandits = pub.Seats[si.Seat].Bandits
		}
		for _, b := range bandits {
			sl.Characters = append(sl.Characters, pub.Bandits[b].Character.String())
		}
		sl.Character = sl.Characters[0]
		h.Seats = append(h.Seats, sl)
	}
	emit(h)
	t.Subscribe(func(u table.Update) {
		if sv, ok := u.Public.(super.PublicView); ok {
			emit(superState(u.Version, u.Reason, u.Over, sv))
			return
		}
		pv, _ := u.Public.(express.PublicView)
		s := state{Version: u.Version, Reason: u.Reason, Phase: pv.Phase.String(), Round: pv.Round.Number, Turn: pv.Turn,
			Actor: int(pv.Actor), Stage: pv.Stage.String(), Pile: len(pv.Pile), Over: u.Over}
		for _, e := range pv.Expected {
			s.Expected = append(s.Expected, int(e))
		}
		if pv.Result != nil {
			for _, w := range pv.Result.Winners {
				s.Winners = append(s.Winners, int(w))
			}
			for _, seat := range pv.Result.Order {
				s.Order = append(s.Order, int(seat))
			}
		}
		emit(s)
	})

	if isSuper {
		emit(superState(spub.Version, "start", false, spub))
	} else {
		emit(state{Version: pub.Version, Reason: "start", Phase: pub.Phase.String(), Round: pub.Round.Number, Turn: pub.Turn,
			Actor: int(pub.Actor), Stage: pub.Stage.String(), Pile: len(pub.Pile)})
	}

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	go func() {
		if !*kiosk {
			io.Copy(io.Discard, os.Stdin)
			stop <- syscall.SIGTERM
			return
		}
		// the test plays the kiosk's screen: each line moves its presentation cursor
		sc := bufio.NewScanner(os.Stdin)
		for sc.Scan() {
			var line struct {
				Present *table.Presentation `json:"present"`
			}
			if err := json.Unmarshal(sc.Bytes(), &line); err != nil || line.Present == nil {
				logger.Printf("ignored stdin line %q (want {\"present\": {...}})", sc.Text())
				continue
			}
			t.Present(*line.Present)
			emit(map[string]any{"presented": line.Present})
		}
		stop <- syscall.SIGTERM
	}()
	<-stop
}

// superState is a Colt Super Express table update as the kiosk sees it:
// the round, who still owes a stack, the winners and the ranking.
func superState(version int, reason string, over bool, pv super.PublicView) state {
	s := state{Version: version, Reason: reason, Phase: pv.Phase.String(), Round: pv.Round, Actor: int(engine.NoSeat), Over: over}
	for _, e := range pv.Expected {
		s.Expected = append(s.Expected, int(e))
	}
	if pv.Result != nil {
		for _, w := range pv.Result.Winners {
			s.Winners = append(s.Winners, int(w))
		}
		for _, place := range pv.Result.Ranking() {
			var seats []int
			for _, seat := range place {
				seats = append(seats, int(seat))
			}
			s.Ranking = append(s.Ranking, seats)
		}
	}
	return s
}
