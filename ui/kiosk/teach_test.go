package kiosk

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"colt/engine"
	"colt/engine/bot"
	"colt/engine/express"
	"colt/engine/super"
	"colt/engine/table"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"colt/ui/teach"
)

// teachWay is one way to play as the set-up screen starts it (the lists of
// docs/teaching.md).
type teachWay struct {
	name    string
	game    string
	players int
	rules   []string
}

var teachWays = []teachWay{
	{"base", express.GameName, 4, nil},
	{"experts", express.GameName, 4, []string{"experts"}},
	{"2-players", express.GameName, 2, nil},
	{"teams", express.GameName, 4, []string{"teams"}},
	{"two-bandits", express.GameName, 3, []string{"two-bandits"}},
	{"horses", express.GameName, 4, []string{"horses"}},
	{"ttc", express.GameName, 4, []string{"ttc"}},
	{"super", super.GameName, 5, nil},
	{"teams-horses", express.GameName, 4, []string{"teams", "horses"}},
	{"two-bandits-horses", express.GameName, 3, []string{"two-bandits", "horses"}},
	{"ttc-horses", express.GameName, 3, []string{"ttc", "horses"}},
}

// teachLangs are the languages each way to play is taught in.
var teachLangs = []string{"en", "fr", "nl", "it"}

func (w teachWay) way() teach.Way {
	r, err := express.ParseRules(strings.Join(w.rules, ","))
	if err != nil {
		panic(err)
	}
	return teach.Way{Game: w.game, Players: w.players, Rules: r}
}

// oracle is a second teacher fed every table update straight from the
// table, apart from the kiosk: the concept each update teaches. It also
// checks, at every update, that the public view of a twin game whose
// hidden information is redrawn (engine Determinize) gives the same tips.
type oracle struct {
	mu      sync.Mutex
	tc      *teach.Teacher
	at      map[teach.Concept]int // the version of the update that teaches it
	twinErr []string
}

func newOracle(t *testing.T, tbl *table.Table) *oracle {
	o := &oracle{tc: teach.New(teach.Plan{FirstGame: true}), at: map[teach.Concept]int{}}
	cancel := tbl.Subscribe(func(u table.Update) {
		o.mu.Lock()
		defer o.mu.Unlock()
		if u.Reason == "notice" || u.Public == nil {
			return
		}
		var twin any
		switch g := tbl.Game().(type) {
		case *express.Game:
			s := g.State()
			d := s.Determinize(express.Seat(u.Version%g.Players()), express.NewRand(uint64(u.Version)+1))
			twin = express.Public(&d)
		case *super.Game:
			s := g.State()
			d := s.Determinize(super.Seat(u.Version%g.Players()), super.NewRand(uint64(u.Version)+1))
			twin = super.Public(&d)
		}
		a, b := teach.Resume(o.tc.Progress()), teach.Resume(o.tc.Progress())
		ta, errA := a.Shared(u.PublicEvents, u.Public)
		tb, errB := b.Shared(u.PublicEvents, twin)
		if errA != nil || errB != nil || !reflect.DeepEqual(ta, tb) {
			o.twinErr = append(o.twinErr, fmt.Sprintf("version %d: tips %v (%v), with hidden information redrawn %v (%v)", u.Version, ta, errA, tb, errB))
		}
		tips, _ := o.tc.Shared(u.PublicEvents, u.Public)
		for _, tip := range tips {
			o.at[tip.Concept] = u.Version
		}
	})
	t.Cleanup(cancel)
	return o
}

// shownTip is a tip seen on screen.
type shownTip struct {
	concept teach.Concept
	seat    engine.Seat
	version int
	tap     bool
	place   teach.Place
	lit     bool // its place was lit on the screen it came on
	band    bool // in a band its screen reserved (kit.TipBandName)
	// over says what the tip lay over while it showed (the train, an
	// instruction line, a button), "" when nothing (tipOver)
	over string
}

// teachPlay plays the game on the rig's kiosk to its end, every seat on
// the screen, tapping "Got it" on every tip that waits for it, and returns
// each tip in the order it came on screen (one entry per showing).
func (r *rig) teachPlay(t *testing.T, maxTaps int, superGame bool) []shownTip {
	t.Helper()
	var shown []shownTip
	var prev *queuedTip
	// the cards each seat was taught in its hand (before this play: a
	// resumed game's progress), to check each before its first choice
	cardsTaught := map[engine.Seat][]teach.Concept{}
	if tc := r.k.Teacher(); tc != nil {
		for n, cs := range tc.Progress().Seats {
			cardsTaught[engine.Seat(n)] = slices.Clone(cs)
		}
	}
	for i := 0; i < maxTaps; i++ {
		r.objects()
		cur := r.k.teaching.current
		if cur != nil {
			if cur.seat != engine.NoSeat {
				cardsTaught[cur.seat] = append(cardsTaught[cur.seat], cur.tip.Concept)
			}
			// the tip covers neither the curtain's words nor another
			// seat's button (the take-back of the player who just moved)
			r.tipCoversNothing(t, fmt.Sprintf("tap %d", i), superGame)
			over := r.tipOver()
			// Got it holds the table only for a person with a real choice:
			// never for a bot, nor for the only possible choice
			if cur.tip.Tap && !r.personChooses(cur.seat) {
				t.Fatalf("tap %d: %s waits for Got it but nobody at the table has a choice to make (a bot, or the only possible choice); expected %v", i, cur.tip.Concept, r.expected())
			}
			if r.tile("tip:"+string(cur.tip.Concept)) == nil {
				t.Fatalf("tap %d: tip %s is current but not on screen: %v", i, cur.tip.Concept, r.names())
			}
			if cur != prev {
				lit := r.tile("lit:"+string(cur.tip.Place)) != nil
				if !lit && testing.Verbose() {
					pv := r.pub()
					t.Logf("unlit %s (%s) on screen %d steps %d phase %v stage %v revealed %v curtain %v", cur.tip.Concept, cur.tip.Place, r.k.nav.screen, len(r.eb().Steps()), pv.Phase, pv.Stage, r.revealed(), r.has("reveal"))
				}
				shown = append(shown, shownTip{cur.tip.Concept, cur.seat, cur.version, cur.tip.Tap, cur.tip.Place, lit, r.has(kit.TipBandName), over})
			} else if s := &shown[len(shown)-1]; s.over == "" {
				s.over = over // the same showing, on a screen laid out anew
			}
			if cur.seat != engine.NoSeat && !superGame {
				// a seat's own tip only on its own hand, behind the curtain
				if !r.revealed() || r.revealedSeat() != cur.seat {
					t.Fatalf("tap %d: seat %d's tip %s shown on a shared screen", i, cur.seat, cur.tip.Concept)
				}
			}
		} else if len(r.tiles("tip:")) > 0 {
			t.Fatalf("tap %d: a tip on screen with none current", i)
		}
		prev = cur
		if cur != nil && r.has("tip-next") {
			// a tip in pages: each page read, then the game goes on (Got
			// it on the last page of a tip that waits for it)
			if r.has("tip-ok") {
				t.Fatalf("tap %d: tip %s has Got it before its last page: %v", i, cur.tip.Concept, r.names())
			}
			r.tap("tip-next")
			continue
		}
		if cur != nil && cur.tip.Tap {
			ok := r.tile("tip-ok")
			if ok == nil {
				t.Fatalf("tap %d: tip %s waits for a tap but has no Got it: %v", i, cur.tip.Concept, r.names())
			}
			if r.k.taps.OK { // "Got it" never lies under the finger that just tapped
				at, size := rectOf(ok)
				slop := r.k.u(fingerSlop)
				p := r.k.taps.At
				if p.X > at.X-slop && p.X < at.X+size.Width+slop && p.Y > at.Y-slop && p.Y < at.Y+size.Height+slop {
					t.Fatalf("tap %d: Got it of %s at %v %v, under the finger that tapped at %v", i, cur.tip.Concept, at, size, p)
				}
			}
			if r.tile("tip-stop") == nil {
				t.Fatalf("tap %d: no Stop teaching on tip %s", i, cur.tip.Concept)
			}
			r.tap("tip-ok")
			continue
		}
		if superGame {
			pv, _ := r.tbl.Public().(super.PublicView)
			switch {
			case r.k.nav.screen == screenPhysical:
				r.begin()
			case r.has("continue"):
				r.tap("continue")
			case pv.Phase == super.GameOver:
				if r.has("tip-hide") { // the last tips, one after the other: read, then Hide
					r.clock.Advance(3 * time.Second)
					r.tap("tip-hide")
					continue
				}
				return shown
			case r.has("reveal"):
				r.tap("reveal")
			case len(r.tiles("card:")) > 0:
				// the stacking is taught before or at the first stack
				if !r.k.Teacher().Stopped() && !slices.ContainsFunc(shown, func(s shownTip) bool { return s.concept == "super.stacks" }) {
					t.Fatalf("tap %d: a seat stacks its cards before the stacking was taught: %v; queue %+v", i, shown, r.k.teaching.queue)
				}
				cards := r.tiles("card:")
				for j := 0; j < 3; j++ {
					r.tap(cards[(i+j)%len(cards)].Name)
				}
				r.tap("commit")
			default:
				t.Fatalf("tap %d: stuck; tiles %v", i, r.names())
			}
			continue
		}
		pv := r.pub()
		switch {
		case r.k.nav.screen == screenPhysical:
			r.begin()
		case r.has("continue"):
			r.tap("continue")
		case pv.Phase == express.GameOver:
			if !r.has("again") {
				t.Fatalf("game over but no scores: %v", r.names())
			}
			if r.has("tip-hide") { // the last tips, one after the other: read, then Hide
				r.clock.Advance(3 * time.Second)
				r.tap("tip-hide")
				continue
			}
			return shown
		case r.revealed():
			// each card this seat may choose now was taught to it first
			seat := r.revealedSeat()
			if v, ok := r.tbl.View(seat).(express.PlayerView); ok && !r.k.Teacher().Stopped() && r.k.Teacher().Progress().Plan.FirstGame {
				for _, c := range v.Legal {
					if c.Kind != express.CmdPlay && c.Kind != express.CmdKeep && c.Kind != express.CmdTakeCard {
						continue
					}
					if ac, ok := teach.ActionConcept(c.Card); ok {
						want := teach.Concept("you.card." + strings.TrimPrefix(string(ac), "action."))
						if !slices.Contains(cardsTaught[seat], want) {
							t.Fatalf("tap %d: seat %d may choose a %v card before it was taught (%s); taught %v", i, seat, c.Card, want, cardsTaught[seat])
						}
					}
				}
			}
			r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
		case r.has("reveal"):
			r.tap("reveal")
		case r.has("cmd:0"):
			if r.toCar && r.has("target:car") {
				r.tap("target:car")
			} else {
				r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
			}
		default:
			t.Fatalf("tap %d: stuck on %s; tiles %v", i, r.describe(), r.names())
		}
	}
	t.Fatalf("the game did not end within %d taps", maxTaps)
	return nil
}

// tipCoversNothing fails the test when a part of the tip on screen lies
// over the curtain's reveal target (its words) or over another seat's
// button (the take-back of the player who just moved), or when a tip of
// Colt Express shows on its curtain at all. The light backdrop that takes
// every tap while Got it waits is no part: the screen shows through it.
// On Colt Super Express's curtain no part of a tip lies over any of the
// curtain's words or buttons (issue 34 item 2).
func (r *rig) tipCoversNothing(t *testing.T, at string, superGame bool) {
	t.Helper()
	cur := r.k.teaching.current
	if !superGame && r.has("reveal") {
		t.Fatalf("%s: tip %s over the curtain: %v", at, cur.tip.Concept, r.names())
	}
	covered := []*widgets.Tile{r.tile("takeback")}
	if r.has("reveal") {
		// on the curtain: each of its words (the round, "pass the screen
		// to", the name, the tap target, "everyone else, look away") and
		// its buttons (the gear)
		covered = append(covered, r.tile("reveal"), r.tile("round"), r.tile("operator"))
		covered = append(covered, r.tiles("curtain:")...)
		if len(r.tiles("curtain:")) != 3 {
			t.Fatalf("%s: the curtain's words are not all named: %v", at, r.names())
		}
	}
	for _, tl := range covered {
		if tl == nil {
			continue
		}
		name := tl.Name
		p, s := rectOf(tl)
		for _, part := range r.tiles("tip") {
			if part.Name == "tip-backdrop" {
				continue
			}
			q, qs := rectOf(part)
			if q.X < p.X+s.Width-0.5 && q.X+qs.Width > p.X+0.5 && q.Y < p.Y+s.Height-0.5 && q.Y+qs.Height > p.Y+0.5 {
				t.Fatalf("%s: tip %s's %s at %v %v over %s at %v %v", at, cur.tip.Concept, part.Name, q, qs, name, p, s)
			}
		}
	}
	r.tipPointsAtWhatIsDrawn(t, at)
	if r.has(kit.TipBandName) {
		if over := r.tipOver(); over != "" {
			t.Fatalf("%s: %s", at, over)
		}
	}
}

// tipPointsAtWhatIsDrawn (issue 34 item 2) fails the test when the tip on
// screen points at a place the screen does not draw (the train on Colt
// Super Express's curtain): every lit place, and the tip's own, is drawn
// (its "place:" mark), or the tip shows it in its panel (the round card).
func (r *rig) tipPointsAtWhatIsDrawn(t *testing.T, at string) {
	t.Helper()
	cur := r.k.teaching.current
	for _, l := range r.tiles("lit:") {
		if !r.has("place:" + strings.TrimPrefix(l.Name, "lit:")) {
			t.Fatalf("%s: %s lit but not drawn: %v", at, l.Name, r.names())
		}
	}
	if !r.has("place:"+string(cur.tip.Place)) && !r.k.teaching.tipRoundCard(cur, false) {
		t.Fatalf("%s: tip %s points at %q, which this screen does not draw: %v", at, cur.tip.Concept, cur.tip.Place, r.names())
	}
}

// tipOver (issue 34 item 2) says what the tip on screen lies over ("" for
// nothing): the train, a line of words the table acts on (kit.Acted), any
// button of the screen (the panel is the box around all of its parts; the
// light backdrop that takes every tap while Got it waits is no part: the
// screen shows through it); or a word of the tip drawn under the
// project's 13 px floor or cut.
func (r *rig) tipOver() string {
	cur := r.k.teaching.current
	if cur == nil {
		return ""
	}
	var p0, p1 fyne.Position
	n := 0
	for _, part := range r.tiles("tip") {
		if part.Name == "tip-backdrop" {
			continue
		}
		if part.Overflows() || (len(part.Lines) > 0 && part.MinTextSize > 0 && part.MinTextSize < r.k.u(kit.MinText)-0.01) {
			return fmt.Sprintf("tip %s's %s %q cut or under %v px (min %v)", cur.tip.Concept, part.Name, part.Lines, kit.MinText, part.MinTextSize)
		}
		q, qs := rectOf(part)
		if n == 0 {
			p0, p1 = q, q.Add(fyne.NewPos(qs.Width, qs.Height))
		}
		p0 = fyne.NewPos(min(p0.X, q.X), min(p0.Y, q.Y))
		p1 = fyne.NewPos(max(p1.X, q.X+qs.Width), max(p1.Y, q.Y+qs.Height))
		n++
	}
	over := func(o fyne.CanvasObject) bool {
		q, qs := rectOf(o)
		return qs.Width > 0 && qs.Height > 0 && q.X < p1.X-0.5 && q.X+qs.Width > p0.X+0.5 && q.Y < p1.Y-0.5 && q.Y+qs.Height > p0.Y+0.5
	}
	for _, o := range r.objects() {
		if !o.Visible() {
			continue
		}
		switch x := o.(type) {
		case *widgets.Tile:
			if x.Name == "place:"+string(teach.PlaceTrain) && over(x) {
				return fmt.Sprintf("tip %s (%v–%v) over the train at %v", cur.tip.Concept, p0, p1, absPos(r, x))
			}
			if x.OnTapped != nil && !strings.HasPrefix(x.Name, "tip") && over(x) {
				q, qs := rectOf(x)
				return fmt.Sprintf("tip %s (%v–%v) over the button %q %v at %v %v", cur.tip.Concept, p0, p1, x.Name, x.Lines, q, qs)
			}
		case *fyne.Container:
			if kit.IsActed(x) && over(x) {
				return fmt.Sprintf("tip %s (%v–%v) over an instruction line at %v", cur.tip.Concept, p0, p1, absPos(r, x))
			}
		}
	}
	return ""
}

// expected is the seats the game waits for now.
func (r *rig) expected() []engine.Seat {
	switch pv := r.tbl.Public().(type) {
	case express.PublicView:
		return pv.Expected
	case super.PublicView:
		return pv.Expected
	}
	r.t.Fatalf("a public view of %T", r.tbl.Public())
	return nil
}

// personChooses reports whether a person (not a bot) the game waits for
// has more than one choice now: seat's own if it is one, else any seat's.
func (r *rig) personChooses(seat engine.Seat) bool {
	seats := r.expected()
	if seat != engine.NoSeat {
		seats = []engine.Seat{seat}
	}
	modes := r.tbl.Seats()
	for _, s := range seats {
		if modes[s].Mode.IsBot() || !slices.Contains(r.expected(), s) {
			continue
		}
		switch v := r.tbl.View(s).(type) {
		case express.PlayerView:
			if len(v.Legal) > 1 {
				return true
			}
		case *express.PlayerView:
			if len(v.Legal) > 1 {
				return true
			}
		case super.PlayerView, *super.PlayerView:
			return true // three cards of four to stack: always a choice
		default:
			r.t.Fatalf("a player view of %T", v)
		}
	}
	return false
}

// startTaught fills the set-up screen for w, taps "First game? Learn as
// you play" and starts the game: the seats in bots are bots (a Normal
// bot each), the others played on the screen.
func (r *rig) startTaught(w teachWay, bots ...int) {
	r.t.Helper()
	if w.game == super.GameName {
		r.tap("game:" + super.GameName)
	}
	r.tap(fmt.Sprintf("players:%d", w.players))
	for _, rule := range w.rules {
		r.tap("rule:" + rule)
	}
	for _, b := range bots {
		r.tap(fmt.Sprintf("mode:%d:bot", b))
	}
	r.tap("teach:first")
	r.tap("start")
	for _, b := range bots {
		if m := r.tbl.Seats()[b].Mode; !m.IsBot() {
			r.t.Fatalf("seat %d is %s after Bot", b, m)
		}
	}
}

// TestTeachingEveryWayToPlay (issue 24, "Done means"): a whole seeded
// teaching game of every way to play in the box, through the kiosk, every
// seat on the screen: every concept of the way to play that occurs in the
// game is shown exactly once, at the update of its first occurrence (a
// second teacher fed the table's updates directly says which); each is a
// concept of that way to play; a seat's own tips show only on its hand;
// the shared tips are the same for a twin game whose hidden information
// is redrawn (engine Determinize) at every update; each tip that waits
// has its Got it away from the finger that just tapped and a Stop
// teaching; the progress saved beside the journal is the teacher's.
//
// Issue 34: every way is played by people on the screen and bots (the
// second seat, and the fourth of four or more; base also by people
// only), and at every screen: no tip lies over the curtain's reveal
// target or another seat's take-back (none on Colt Express's curtain at
// all); Got it waits only
// when a person the game waits for has more than one choice (never for a
// bot, nor for the only possible choice); each action card is taught to
// a seat before or on the screen where it may first choose it, and Colt
// Super Express's stacking before the first stack. Item 2: every way is
// taught in English, French, Dutch and Italian at 800×480, and no tip —
// beside the screen or waiting for Got it, on any page of a tip shown in
// pages — lies over the train, a line the table acts on or a button, nor
// draws a word cut or under the 13 px floor (tipOver).
func TestTeachingEveryWayToPlay(t *testing.T) {
	type run struct {
		teachWay
		bots []int
		lang string
		w, h float32 // the window (0: 800×480)
	}
	var runs []run
	for _, w := range teachWays {
		bots := []int{1}
		if w.players >= 4 {
			bots = append(bots, 3)
		}
		for _, lang := range teachLangs {
			runs = append(runs, run{w, bots, lang, 0, 0})
		}
		if w.name == "base" {
			all := w
			all.name = "base-all-on-screen"
			runs = append(runs, run{all, nil, "en", 0, 0})
			big := w // a larger screen too
			big.name = "base-1920x1080"
			runs = append(runs, run{big, bots, "fr", 1920, 1080})
		}
	}
	for _, run := range runs {
		w := run.teachWay
		t.Run(w.name+"/"+run.lang, func(t *testing.T) {
			sampledUnderShort(t, (w.name == "horses" || w.name == "super" || w.name == "two-bandits") && run.lang == "en" ||
				w.name == "base" && run.lang != "en" || run.w > 0)
			var saved []byte
			width, height := float32(800), float32(480)
			if run.w > 0 {
				width, height = run.w, run.h
			}
			r := newRigWith(t, Settings{Language: run.lang, SaveTeaching: func(b []byte) error { saved = slices.Clone(b); return nil }}, width, height,
				table.Options{BotBudget: bot.Budget{Iterations: 30}})
			o := newOracle(t, r.tbl)
			r.startTaught(w, run.bots...)
			r.toCar = slices.Contains(w.rules, "ttc")
			shown := r.teachPlay(t, 12000, w.game == super.GameName)
			if testing.Verbose() {
				t.Logf("shown %+v", shown)
			}
			if len(o.twinErr) > 0 {
				t.Fatalf("shared tips depend on hidden information:\n%s", strings.Join(o.twinErr, "\n"))
			}
			count := map[teach.Concept]int{}
			seatCount := map[string]int{}
			for _, s := range shown {
				if s.seat != engine.NoSeat {
					seatCount[fmt.Sprintf("%d:%s", s.seat, s.concept)]++
					continue
				}
				count[s.concept]++
				if want, ok := o.at[s.concept]; !ok || want != s.version {
					t.Errorf("%s shown for the update of version %d; its first occurrence is at %d (%v)", s.concept, s.version, want, ok)
				}
			}
			for c, n := range count {
				if n != 1 {
					t.Errorf("%s shown %d times", c, n)
				}
			}
			for k, n := range seatCount {
				if n != 1 {
					t.Errorf("seat tip %s shown %d times", k, n)
				}
			}
			for c := range o.at {
				if count[c] == 0 {
					t.Errorf("%s occurred (version %d) but was never shown", c, o.at[c])
				}
			}
			of := teach.ConceptsOf(w.way())
			for _, s := range shown {
				if !slices.Contains(of, s.concept) {
					t.Errorf("%s is not a concept of %s", s.concept, w.name)
				}
			}
			first, end := teach.Concept("goal"), []teach.Concept{"end", "endTeams", "endTwoPlayers", "endTwoBandits"}
			if w.game == super.GameName {
				first, end = "super.goal", []teach.Concept{"super.end"}
			}
			if count[first] != 1 || !slices.ContainsFunc(end, func(c teach.Concept) bool { return count[c] == 1 }) {
				t.Errorf("the goal or the end was not taught: %v", count)
			}
			if now, _ := json.Marshal(r.k.Teacher().Progress()); string(now) != string(saved) {
				t.Errorf("saved progress %s, teacher's %s", saved, now)
			}
			lit := map[teach.Place][2]int{}
			for _, s := range shown {
				n := lit[s.place]
				n[1]++
				if s.lit {
					n[0]++
				}
				lit[s.place] = n
			}
			t.Logf("lit/shown by place: %v", lit)
			banded := map[bool][2]int{} // by Got it: in a band, shown
			for _, s := range shown {
				n := banded[s.tap]
				n[1]++
				if s.band {
					n[0]++
				}
				banded[s.tap] = n
			}
			t.Logf("in a band/shown: beside the screen %v, waiting for Got it %v", banded[false], banded[true])
			// issue 34 item 2: no tip lies over the train, an instruction
			// line or a button, on any screen, in any language
			overs := map[bool]int{}
			for _, s := range shown {
				if s.over != "" {
					overs[s.tap]++
					t.Logf("%s", s.over)
				}
			}
			if overs[false]+overs[true] > 0 {
				t.Errorf("%s: %d of %d side tips and %d of %d Got-it tips lay over the train, an instruction line or a button",
					run.lang, overs[false], banded[false][1], overs[true], banded[true][1])
			}
			for _, p := range []teach.Place{teach.PlacePile, teach.PlaceEvent, teach.PlaceTurns, teach.PlaceScores} {
				if n := lit[p]; n[0] != n[1] {
					t.Errorf("tips about the %s: %d of %d shown with it lit", p, n[0], n[1])
				}
			}
			t.Logf("%d tips shown (%d concepts shared, %d seat tips)", len(shown), len(count), len(seatCount))
		})
	}
}

// TestCurtainTipCoversNoWord (issue 34 item 2): Colt Super Express
// teaches the stacking on its first curtain, before the first stack; at
// 800×480 and 1920×1080 in every language, every tip shown there lies
// over none of the curtain's words (the round, "pass the screen to", the
// name, the tap target, "everyone else, look away") nor its gear, and
// the name, shrunk to leave the tip room, stays at kit.ActText or more.
func TestCurtainTipCoversNoWord(t *testing.T) {
	for _, size := range [][2]float32{{800, 480}, {1920, 1080}} {
		for _, lang := range []string{"en", "fr", "nl", "it"} {
			t.Run(fmt.Sprintf("%vx%v-%s", size[0], size[1], lang), func(t *testing.T) {
				r := newRigWith(t, Settings{}, size[0], size[1], table.Options{BotBudget: bot.Budget{Iterations: 30}})
				r.tap("lang:" + lang)
				r.startTaught(teachWay{"super", super.GameName, 5, nil}, 1)
				onCurtain := 0
				for i := 0; i < 40; i++ {
					r.objects()
					if r.k.nav.screen == screenPhysical {
						r.begin()
						continue
					}
					cur := r.k.teaching.current
					if cur == nil || !r.has("reveal") {
						break
					}
					onCurtain++
					r.tipCoversNothing(t, fmt.Sprintf("tip %d", onCurtain), true)
					if r.tile("tip:"+string(cur.tip.Concept)) == nil || !r.has(kit.TipBandName) {
						t.Fatalf("tip %s current but not in the curtain's band: %v", cur.tip.Concept, r.names())
					}
					if _, sz := rectOf(r.tile("curtain:name")); sz.Height < r.k.u(kit.ActText) {
						t.Fatalf("the name is %v high under tip %s, under kit.ActText", sz.Height, cur.tip.Concept)
					}
					if !cur.tip.Tap {
						break
					}
					r.tap("tip-ok")
				}
				if onCurtain == 0 {
					t.Fatalf("no tip on the first curtain: %v", r.names())
				}
			})
		}
	}
}

// toFirstTip goes from the start of a taught game to its first tip: the
// curtain shows none, so the first seat's hand is revealed.
func (r *rig) toFirstTip() {
	r.t.Helper()
	r.begin()
	r.objects()
	if r.k.teaching.current == nil && r.has("reveal") {
		r.tap("reveal")
		r.objects()
	}
}

// TestStopTeaching: "Stop teaching" on the first tip (one tap, no PIN)
// stops every tip for the rest of the game, and is saved.
func TestStopTeaching(t *testing.T) {
	var saved []byte
	r := newRig(t, Settings{SaveTeaching: func(b []byte) error { saved = slices.Clone(b); return nil }}, 800, 480)
	r.startTaught(teachWays[0])
	r.toFirstTip()
	if r.k.teaching.current == nil || !r.has("tip-stop") {
		t.Fatalf("no tip with Stop teaching at the start of a taught game: %v", r.names())
	}
	r.tap("tip-stop")
	if !r.k.Teacher().Stopped() || r.k.teaching.current != nil || len(r.tiles("tip")) > 0 {
		t.Fatalf("after Stop teaching: stopped %v, tip %v", r.k.Teacher().Stopped(), r.names())
	}
	var p teach.Progress
	if err := json.Unmarshal(saved, &p); err != nil || !p.Stopped {
		t.Fatalf("the stop was not saved: %s", saved)
	}
	if shown := r.teachPlay(t, 8000, false); len(shown) != 0 {
		t.Fatalf("tips after Stop teaching: %v", shown)
	}
}

// TestStopTeachingFromAPhone: a phone's "stop teaching" (the bridge calls
// Stop on the same teacher, on its own goroutine) takes the tip off the
// kiosk's screen at once, without a table update.
func TestStopTeachingFromAPhone(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	r.startTaught(teachWays[0])
	r.toFirstTip()
	if r.k.teaching.current == nil {
		t.Fatalf("no tip at the start of a taught game: %v", r.names())
	}
	done := make(chan struct{})
	go func() { r.k.Teacher().Stop(); close(done) }() // the bridge's goroutine
	<-done
	if r.k.teaching.current != nil || len(r.tiles("tip")) > 0 {
		t.Fatalf("the tip stayed after a phone stopped teaching: %v", r.names())
	}
}

// TestTeachingResumesAfterAPowerCut: a kiosk restarted on the table of a
// taught game goes on from the progress saved beside the journal: what
// was taught is not taught again, and what comes next still is.
func TestTeachingResumesAfterAPowerCut(t *testing.T) {
	var saved []byte
	var told []*teach.Teacher
	r := newRig(t, Settings{SaveTeaching: func(b []byte) error { saved = slices.Clone(b); return nil }}, 800, 480)
	r.startTaught(teachWays[0])
	r.begin()
	for i := 0; i < 200 && !r.k.Teacher().Taught("stealin"); i++ {
		r.objects()
		if r.has("tip-ok") {
			r.tap("tip-ok")
			continue
		}
		switch {
		case r.has("continue"):
			r.tap("continue")
		case r.revealed():
			r.tap("cmd:0")
		case r.has("reveal"):
			r.tap("reveal")
		case r.has("cmd:0"):
			r.tap("cmd:0")
		}
	}
	before := r.k.Teacher().Progress()
	if !slices.Contains(before.Shared, "goal") || !slices.Contains(before.Shared, "playOrDraw") {
		t.Fatalf("nothing taught before the cut: %+v", before)
	}
	r.k.Close()
	win := newWindow(t, 800, 480)
	k := New(win, Options{Table: r.tbl, Config: Settings{Language: "en", OperatorPIN: "4321", ResumeTeaching: saved,
		SaveTeaching: func(b []byte) error { saved = slices.Clone(b); return nil }}, Clock: r.clock, Scale: 1,
		OnTeacher: func(tc *teach.Teacher) { told = append(told, tc) }})
	defer k.Close()
	if len(told) != 1 || told[0] != k.Teacher() || !reflect.DeepEqual(k.Teacher().Progress(), before) {
		t.Fatalf("after the restart: told %d teachers, progress %+v, want %+v", len(told), k.Teacher().Progress(), before)
	}
	r2 := &rig{t: t, k: k, tbl: r.tbl, win: win, clock: r.clock}
	shown := r2.teachPlay(t, 8000, false)
	for _, s := range shown {
		if slices.Contains(before.Shared, s.concept) && s.seat == engine.NoSeat {
			t.Errorf("%s taught again after the restart", s.concept)
		}
	}
	if len(shown) == 0 {
		t.Error("nothing taught after the restart")
	}
}

// TestTeachingSetUp: "First game? Learn as you play" is one tap; the
// "new to a module" switches make a plan of those modules; the plan is
// kept for "Same players again"; a game started without them is not taught.
func TestTeachingSetUp(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	r.tap("teach:first")
	if !r.k.draft.teach.FirstGame {
		t.Fatal("First game? did not switch teaching on")
	}
	r.tap("teach:first")
	r.tap("teach:modules")
	r.tap("teach:module:horses")
	r.tap("teach:module:experts")
	r.tap("teach:module:experts")
	r.tap("teach:done")
	if want := (teach.Plan{New: []teach.Module{teach.Horses}}); !reflect.DeepEqual(r.k.draft.teach, want) {
		t.Fatalf("plan %+v, want %+v", r.k.draft.teach, want)
	}
	r.tap("rule:horses")
	r.tap("start")
	if p := r.k.Teacher().Progress().Plan; !reflect.DeepEqual(p, teach.Plan{New: []teach.Module{teach.Horses}}) {
		t.Fatalf("the game is taught by %+v", p)
	}
	old := r.k.Teacher()
	r.eb().SameAgain()
	r.k.applyPending()
	if r.k.Teacher() == old || !reflect.DeepEqual(r.k.Teacher().Progress().Plan, teach.Plan{New: []teach.Module{teach.Horses}}) {
		t.Fatalf("same players again: plan %+v", r.k.Teacher().Progress().Plan)
	}
	// a table that asks nothing is taught nothing
	r2 := newRig(t, Settings{}, 800, 480)
	r2.tap("start")
	r2.begin()
	r2.objects()
	if r2.k.teaching.current != nil || !reflect.DeepEqual(r2.k.Teacher().Progress().Plan, teach.Plan{}) {
		t.Fatalf("an untaught game shows %v", r2.names())
	}
}

// TestTeachingSetUpFits: the set-up screens with the teaching row and the
// module switches fit 800×480 in every language, nothing cut.
func TestTeachingSetUpFits(t *testing.T) {
	for _, lang := range []string{"en", "fr", "nl", "it"} {
		for _, players := range []int{3, 6} {
			r := newRig(t, Settings{Language: lang}, 800, 480)
			r.tap(fmt.Sprintf("players:%d", players))
			if bad := r.overflows(); len(bad) > 0 {
				t.Errorf("%s, %d players: cut %q", lang, players, bad)
			}
			r.tap("teach:modules")
			if bad := r.overflows(); len(bad) > 0 {
				t.Errorf("%s: module switches cut %q", lang, bad)
			}
			for _, m := range teach.ModulesOf(express.GameName) {
				if tl := r.tile("teach:module:" + string(m)); tl == nil || tl.Size().Height < r.k.u(kit.TouchHeight*0.8)-0.5 {
					t.Errorf("%s: switch %s missing or small", lang, m)
				}
			}
		}
	}
}

func newWindow(t *testing.T, w, h float32) fyne.Window {
	win := test.NewTempWindow(t, nil)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(w, h))
	return win
}

// TestHideATip: a tip that does not wait for a tap (beside the narration,
// in its band) can be hidden at once with one tap, so the table sees the
// whole screen again; teaching goes on (the next tip still comes) and the
// hidden concept is not taught again.
func TestHideATip(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	r.startTaught(teachWays[0])
	r.toFirstTip()
	for i := 0; i < 60; i++ { // the hand's tips that wait (page by page), to the first that does not
		if c := r.k.teaching.current; c == nil || !c.tip.Tap {
			break
		}
		if r.has("tip-next") {
			r.tap("tip-next")
			continue
		}
		r.tap("tip-ok")
	}
	c := r.k.teaching.current
	if c == nil || c.tip.Tap || !r.has("tip-hide") {
		t.Fatalf("no tip to hide at the start of a taught game (a tip that waits for no tap): %v", r.names())
	}
	hidden := c.tip.Concept
	r.tap("tip-hide")
	if r.k.Teacher().Stopped() {
		t.Fatal("Hide stopped teaching")
	}
	if r.k.teaching.current != nil && r.k.teaching.current.tip.Concept == hidden {
		t.Fatalf("%s is still on screen after Hide", hidden)
	}
	if r.has("tip:" + string(hidden)) {
		t.Fatalf("%s is still drawn after Hide: %v", hidden, r.names())
	}
	shown := r.teachPlay(t, 400, false)
	if len(shown) == 0 {
		t.Fatal("no tip came after a tip was hidden: teaching stopped")
	}
	for _, s := range shown {
		if s.concept == hidden && s.seat == engine.NoSeat {
			t.Fatalf("%s was taught again after it was hidden", hidden)
		}
	}
}
