package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"colt/engine/express"
	"colt/engine/super"
	"colt/engine/table"
	"colt/ui/teach"
)

// serveTeachFile holds the teaching progress of the game a `colt serve`
// table plays (--teach), beside its journal.
const serveTeachFile = "serve-teach.json"

// serveTeacher is the teacher of the games a table without a kiosk plays
// (`colt serve --teach`): the phones are the table's only screens, so each
// phone is taught the tips of its own view and every tip a kiosk's shared
// screen would show (teach.PhonesOnly; docs/teaching.md). A new game gets a
// new Teacher; the progress is saved beside the journal whenever something
// was taught or a phone stopped teaching, so a serve restarted after a
// power cut resumes it and teaches no phone twice.
type serveTeacher struct {
	t    *table.Table
	plan teach.Plan
	path string
	logf func(string, ...any)

	mu   sync.Mutex
	game string // the game's seat tokens, joined: a new game, a new Teacher
	tc   *teach.Teacher
	// resumed: serve started on a game in progress (its teaching progress
	// is expected beside the journal)
	resumed bool

	// sharedMu orders the shared screen's updates: the teacher and state id
	// of the last one given to Shared (an older one is not given after it)
	sharedMu  sync.Mutex
	sharedTc  *teach.Teacher
	sharedVer int
}

// savedTeaching is serve-teach.json.
type savedTeaching struct {
	Game     string          `json:"game"`
	Progress json.RawMessage `json:"progress"`
}

// newServeTeacher teaches the games of t with plan, its progress in dir;
// resumed: t's game was in progress when serve started (from its journal).
func newServeTeacher(t *table.Table, plan teach.Plan, dir string, resumed bool, logf func(string, ...any)) *serveTeacher {
	return &serveTeacher{t: t, plan: plan, path: filepath.Join(dir, serveTeachFile), logf: logf, resumed: resumed}
}

// gameKey names the game in progress ("" without one) by a hash of its
// seat tokens, which change with every game (the tokens themselves are the
// phones' passwords: they are not written out).
func gameKey(t *table.Table) string {
	if !t.Playing() {
		return ""
	}
	h := sha256.New()
	for _, si := range t.Seats() {
		h.Write([]byte(si.Token))
		h.Write([]byte{','})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// current returns the teacher of the game in progress: the saved one when
// the game resumes, else a new one with the plan; nil when there is no game
// or the plan teaches nothing.
func (s *serveTeacher) current() *teach.Teacher {
	game := gameKey(s.t)
	s.mu.Lock()
	defer s.mu.Unlock()
	if game == s.game {
		return s.tc
	}
	s.game, s.tc = game, nil
	if game == "" {
		return nil
	}
	b, err := os.ReadFile(s.path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if s.resumed && s.teaches() {
			s.logf("warning: no teaching progress in %s for the game in progress: its teaching starts again (the phones' open tips are lost)", s.path)
		}
	case err != nil:
		s.logf("warning: cannot read %s (%v): the game's teaching starts again (the phones' open tips are lost)", s.path, err)
	default:
		var sv savedTeaching
		err := json.Unmarshal(b, &sv)
		if err == nil && sv.Game == game {
			p, err := teach.DecodeProgress(sv.Progress)
			if err == nil {
				s.tc = teach.Resume(p)
				return s.tc
			}
			s.logf("warning: %s: %v; the game resumes, its teaching starts again", s.path, err)
		} else if err != nil {
			s.logf("warning: %s is unreadable (%v): the game resumes, its teaching starts again (the phones' open tips are lost)", s.path, err)
		}
	}
	s.resumed = false
	if s.teaches() {
		s.tc = teach.New(s.plan)
	}
	return s.tc
}

// teaches reports whether --teach teaches something.
func (s *serveTeacher) teaches() bool { return s.plan.FirstGame || len(s.plan.New) > 0 }

// save writes tc's progress beside the journal (a temporary file synced,
// renamed over the old one, and the folder synced: a power cut leaves one
// or the other, whole).
func (s *serveTeacher) save(tc *teach.Teacher) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if tc != s.tc || s.game == "" {
		return // a game that has ended meanwhile
	}
	p, err := json.Marshal(tc.Progress())
	if err == nil {
		var b []byte
		if b, err = json.Marshal(savedTeaching{Game: s.game, Progress: p}); err == nil {
			err = writeDurably(s.path, b)
		}
	}
	if err != nil {
		s.logf("warning: cannot save the teaching progress (%v): after a restart a phone may see a tip again", err)
	}
}

// share chooses the shared screen's tips of every table update (Shared
// with its public events and view), which the phones are then given
// (teach.PhonesOnly), starting with the game already on the table. Call it
// before the phones start: its subscription comes before the phone
// bridge's, so an update's tips are chosen before the bridge publishes it
// (the bridge's watch covers any other order). It returns the function
// ending it.
func (s *serveTeacher) share() (cancel func()) {
	cancel = s.t.Subscribe(func(u table.Update) {
		if u.Reason == "notice" || u.Public == nil {
			return
		}
		s.shareUpdate(u.Version, u.PublicEvents, u.Public)
	})
	// the game started or resumed before this subscription: its state as
	// it stands (the set-up's events are past)
	if g := s.t.Game(); g != nil && s.t.Playing() {
		s.shareUpdate(g.Version(), nil, s.t.Public())
	}
	return cancel
}

func (s *serveTeacher) shareUpdate(version int, publicEvents, public any) {
	tc := s.current()
	if tc == nil {
		return
	}
	s.sharedMu.Lock()
	defer s.sharedMu.Unlock()
	if tc == s.sharedTc && version <= s.sharedVer {
		return // seen already (the game as it stood when serve started)
	}
	s.sharedTc, s.sharedVer = tc, version
	tips, err := tc.Shared(publicEvents, public)
	if err != nil {
		s.logf("warning: teaching: %v", err)
		return
	}
	if len(tips) > 0 {
		s.save(tc)
	}
}

// parseServeTeach reads --teach.
func parseServeTeach(s string, noPhones bool) (teach.Plan, error) {
	plan, err := teach.ParsePlan(s)
	if err != nil {
		return plan, fmt.Errorf("--teach: %w", err)
	}
	if noPhones && (plan.FirstGame || len(plan.New) > 0) {
		return plan, fmt.Errorf("--teach teaches the phones, and --no-phones has none: drop one of them")
	}
	return plan, nil
}

// checkTeachWay refuses a --teach plan that names modules the game does not
// have (game: its engine/games name, setup: its setup JSON): they would
// teach nothing, silently. The refusal says which modules the game has and
// what to type. resumed says the game is one in progress (it cannot be
// changed, only ended).
func checkTeachWay(plan teach.Plan, game string, setup json.RawMessage, resumed bool) error {
	if len(plan.New) == 0 {
		return nil
	}
	w := teach.Way{Game: game}
	title := "Colt Express"
	switch game {
	case express.GameName:
		var su express.Setup
		if err := json.Unmarshal(setup, &su); err != nil {
			return fmt.Errorf("--teach: cannot read the game's setup (%v)", err)
		}
		w.Players, w.Rules = su.Players, su.Rules
	case super.GameName:
		var su super.Setup
		if err := json.Unmarshal(setup, &su); err != nil {
			return fmt.Errorf("--teach: cannot read the game's setup (%v)", err)
		}
		w.Players, title = su.Players, "Colt Super Express"
	default:
		return fmt.Errorf("--teach: the game %q cannot be taught", game)
	}
	has := teach.ModulesOfWay(w)
	var missing, hasNames []string
	for _, m := range plan.New {
		if !slices.Contains(has, m) {
			missing = append(missing, string(m))
		}
	}
	if len(missing) == 0 {
		return nil
	}
	for _, m := range has {
		hasNames = append(hasNames, string(m))
	}
	way := fmt.Sprintf("%s with %d players", title, w.Players)
	if game == express.GameName {
		way += ", rules: " + w.Rules.String()
	}
	which := "the new game"
	if resumed {
		which = "the game in progress"
	}
	var add []string
	if game == express.GameName {
		var rules []string
		for _, m := range missing {
			switch teach.Module(m) {
			case teach.Super:
				add = append(add, "--game super to play Colt Super Express")
			case teach.TwoPlayers:
				add = append(add, "--players 2 for the 2-player game")
			default:
				rules = append(rules, m)
			}
		}
		if len(rules) > 0 {
			list := strings.Join(append(w.Rules.Names(), rules...), ",")
			suggest := "--rules " + list + " to play with them"
			r, err := express.ParseRules(list)
			if err == nil {
				_, _, err = express.New(express.Setup{Players: w.Players, Rules: r, Seed: 1})
			}
			if err != nil { // say so now rather than at the next try
				suggest += fmt.Sprintf(" (though that game cannot be played: %v)", err)
			}
			add = append(add, suggest)
		}
	} else {
		add = append(add, "--game express to play Colt Express with them")
	}
	fix := "add " + strings.Join(add, " and ")
	if resumed {
		fix = "end that game first (colt serve resumes it), then start one with " + strings.Join(add, " and ")
	}
	return fmt.Errorf("--teach %s: %s is %s, which has no %s to teach; it has %s. Type --teach %s (or --teach first for a first game), or %s",
		strings.Join(planNames(plan), ","), which, way, strings.Join(missing, ", "), strings.Join(hasNames, ", "), strings.Join(hasNames, ","), fix)
}

// planNames are a plan's modules, as typed.
func planNames(p teach.Plan) []string {
	var out []string
	for _, m := range p.New {
		out = append(out, string(m))
	}
	return out
}

// writeDurably replaces path with data so that a power cut at any moment
// leaves the old file or the new one, whole: a temporary file beside it,
// synced, renamed over it, then the folder synced (the rename itself).
func writeDurably(path string, data []byte) error {
	tmp := path + ".tmp"
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	if _, err = f.Write(data); err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	if d, err := os.Open(filepath.Dir(path)); err == nil {
		d.Sync() // best effort: not every file system syncs a folder
		d.Close()
	}
	return nil
}
