package expressboard

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"colt/engine/express"
	"colt/engine/games"
	"colt/engine/table"
	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/kit"
	kitscreen "colt/ui/kiosk/kit/screen"
	"colt/ui/voice/voicetest"
)

// sweepHost is the shell as Colt Express's screen model sees it, with no
// Fyne window: the table, the language, the seed, and what a choice asks
// of the shell (a toast, the rules help, the set-up form again). Its
// drawing kit is never drawn with: a call the model should not make
// (kit.Host's frame…) panics on the nil Host it embeds, and one for the
// gear's or toast's slot on its kit's nil Frame.
type sweepHost struct {
	kit.Host
	navPart      // the moves it counts (Nav returns the host itself)
	phonesPart   // phones can join (Phones returns the host itself)
	operatorPart // the printed cards (Operator returns the host itself)
	tbl          *table.Table
	lang         i18n.Lang
	seed         uint64
	draw         kit.Kit

	mu      sync.Mutex
	pending []table.Update

	toasts        []string
	helps         int
	helpTitle     string // the last rules help's title
	clears, forms int
}

func (h *sweepHost) Nav() kit.Nav                           { return h }
func (h *sweepHost) Operator() kit.Operator                 { return h }
func (h *sweepHost) Draw() *kit.Kit                         { return &h.draw }
func (h *sweepHost) Table() *table.Table                    { return h.tbl }
func (h *sweepHost) Lang() string                           { return string(h.lang) }
func (h *sweepHost) Fast() bool                             { return false }
func (h *sweepHost) Live() bool                             { return h.tbl.Playing() }
func (h *sweepHost) Phones() kit.Phones                     { return h }
func (h *sweepHost) Available() bool                        { return true }
func (h *sweepHost) OnGameScreen() bool                     { return true }
func (h *sweepHost) Seed() (uint64, error)                  { return h.seed, nil }
func (h *sweepHost) Toast(msg string)                       { h.toasts = append(h.toasts, msg) }
func (h *sweepHost) ClearEnded()                            { h.clears++ }
func (h *sweepHost) ShowSetup(string)                       { h.forms++ }
func (h *sweepHost) RoundCards() ([]byte, string)           { return nil, "" }
func (h *sweepHost) ShowHelp(words func() (string, string)) { h.helpTitle, _ = words(); h.helps++ }
func (h *sweepHost) ModeOf(s express.Seat) table.SeatMode {
	if seats := h.tbl.Seats(); s >= 0 && int(s) < len(seats) {
		return seats[s].Mode
	}
	return table.Handoff
}

// valueSweep is one game of Colt Express played from its form to its
// scores on the screen model, and its figures.
type valueSweep struct {
	t     *testing.T
	h     *sweepHost
	b     *Board
	where string
	g     gameWords

	screens, taps, pages, instructions, moves, happened int
	// the planning screens read: curtains, hands (again: played again at
	// once), confirms tapped, public choices
	curtains, hands, again, confirms, chooses, tables int
	// the ways' own screens (as TestEveryWayToPlayOnScreen counted them on
	// Fyne): hands showing the cards kept (Experts, the 2-player game),
	// curtains before a hiding place (the Time-Travel Car), a Horse Attack
	// or a Turmoil choice (Horses & Stagecoach), narration pages opening
	// the Horse Attack's fists
	kept, hides, attacks, turmoils, attackReveals int
	// the trains read against the engine's state, and against a step's
	// view inside a command (sweep_train_test.go)
	trainChecks, trainViews int
	trainPublic             map[string]bool // the words a train of the game may show (trainWords)
	trainRead               map[string]bool // the train's words read so far: public and flawless
	// the pile and the loot (sweep_pile_test.go): the engine replayed
	// apart, the screens whose pile was read, the hands whose loot was
	pileTruth    pileTruth
	piles, loots int
	// the big cards and event tiles read against the engine (sweep_card_test.go)
	cards cardCounts
	// the pages' Stealin' tiles and bandits' tiles read against the engine (sweep_tiles_test.go)
	tiles tileCounts
}

// apply gives the board the table's updates so far, in order, as the
// kiosk does.
func (s *valueSweep) apply() {
	s.h.mu.Lock()
	ups := s.h.pending
	s.h.pending = nil
	s.h.mu.Unlock()
	for _, u := range ups {
		s.b.Update(u)
	}
}

// tap taps the open choice named name among cs.
func (s *valueSweep) tap(cs kitscreen.Choices, name string) {
	s.t.Helper()
	c, ok := cs.Find(name)
	if !ok || !c.Open() {
		s.t.Fatalf("%s: no open %q among %q", s.where, name, cs.Names())
	}
	c.Tap()
	s.taps++
	s.apply()
}

// flawless checks words are worded in the sweep's language: none empty,
// a message id or English left in another language.
func (s *valueSweep) flawless(what string, words []string) {
	s.t.Helper()
	for _, w := range words {
		if w == "" {
			continue // an empty heading (the players' column)
		}
		if f := voicetest.Flaw(s.g.lang, w); f != "" {
			s.t.Fatalf("%s: the %s shows %s in %q", s.where, what, f, w)
		}
	}
}

// form fills in the new-game form by its choices for way — the player
// count, then each module the way plays with, in an order the form allows
// (no tap toasts why not) — and starts it. It checks every form's words
// and choices, and that the game started is the way named.
func (s *valueSweep) form(way express.Way) {
	s.t.Helper()
	f := s.b.form.model()
	s.screens++
	s.flawless("form", f.Words())
	s.tap(f.Choices(), fmt.Sprintf("players:%d", way.Setup.Players))
	for pass := 0; ; pass++ {
		f = s.b.form.model()
		s.screens++
		s.flawless("form", f.Words())
		if len(f.Seats) != way.Setup.Players || !f.Counts[way.Setup.Players-2].On {
			s.t.Fatalf("%s: the form shows %d seats, counts %+v", s.where, len(f.Seats), f.Counts)
		}
		todo := 0
		for _, r := range f.Rules {
			want := way.Setup.Rules.Has(r.Rule)
			if r.Locked || r.On == want || r.Rule == express.RuleExperts && !want && r.On && way.Setup.Players == 2 {
				continue
			}
			todo++
			if r.Why == "" {
				s.tap(f.Choices(), r.Name)
				break
			}
		}
		if todo == 0 {
			break
		}
		if pass > 6 {
			s.t.Fatalf("%s: the form cannot reach %s: %+v", s.where, way.Setup.Rules, f.Rules)
		}
	}
	if len(s.h.toasts) > 0 {
		s.t.Fatalf("%s: the form toasted %q", s.where, s.h.toasts)
	}
	if s.b.form.draft.Rules != way.Setup.Rules {
		s.t.Fatalf("%s: the form drafted %s", s.where, s.b.form.draft.Rules)
	}
	f = s.b.form.model()
	s.tap(f.Choices(), "start")
	rec := expressRecord(s.h.tbl)
	if s.h.tbl.GameName() != express.GameName || rec.Setup.Players != way.Setup.Players || rec.Setup.Rules != way.Setup.Rules ||
		rec.Setup.Seed != s.h.seed || s.b.form.draft.Err != "" {
		s.t.Fatalf("%s: the form started %s %+v (%q)", s.where, s.h.tbl.GameName(), rec.Setup, s.b.form.draft.Err)
	}
	pv := s.b.shell.pub()
	if pv.Players != way.Setup.Players || pv.Phase == express.GameOver {
		s.t.Fatalf("%s: the game started with %d players, phase %v", s.where, pv.Players, pv.Phase)
	}
}

// narration reads every narration page not yet read on its values
// (pageModel): they hold every word the page's words model shows
// (pageScreenWords, as stepLayout draws them) and nothing else, each
// worded in the language; the voice says the title and every instruction
// the page lists, and nothing it does not show; then Continue. What just
// happened (the "Just now" strip's values) is worded too.
func (s *valueSweep) narration() {
	s.t.Helper()
	for s.b.Narrating() {
		pv := s.b.shell.pub()
		st := s.b.narr.steps[0]
		page := pageModel(s.g, &pv, st)
		words, instructions := pageScreenWords(s.g, &pv, st)
		delete(words, "")
		model := map[string]bool{}
		for _, w := range page.Words() {
			model[w] = true
		}
		if len(model) != len(words) {
			s.t.Fatalf("%s: the page %q holds %d words, its words model %d", s.where, page.Title, len(model), len(words))
		}
		for w := range words {
			if !model[w] {
				s.t.Fatalf("%s: the page %q leaves out %q", s.where, page.Title, w)
			}
		}
		for _, in := range instructions {
			if !slices.Contains(page.Instructions(), in) {
				s.t.Fatalf("%s: the page %q lists %q, not its instruction %q", s.where, page.Title, page.Instructions(), in)
			}
		}
		said := said(pageStory(s.g, &pv, st, 0, -1))
		if len(said) == 0 || said[0] != page.Title {
			s.t.Fatalf("%s: the page %q opens its voice with %q", s.where, page.Title, said)
		}
		for _, w := range said {
			if !model[w] {
				s.t.Fatalf("%s: the page %q says %q, which it does not show", s.where, page.Title, w)
			}
		}
		for _, in := range instructions {
			if !slices.Contains(said, in) {
				s.t.Fatalf("%s: the page %q shows %q; the voice says %q", s.where, page.Title, in, said)
			}
		}
		s.flawless("page", page.Words())
		for _, ev := range s.b.Inspect().Steps()[0].Events {
			if ev.Kind == express.EvBanditPlaced && pv.Stagecoach != nil {
				s.attackReveals++ // the Horse Attack's fists opened (§11)
			}
		}
		s.pages++
		s.screens++
		s.instructions += len(instructions)
		s.b.Next()
	}
	j := s.b.narr.justNow.model(s.g.lang)
	if len(j.Blocks) != len(s.b.narr.happened) {
		s.t.Fatalf("%s: the strip holds %d blocks of %d", s.where, len(j.Blocks), len(s.b.narr.happened))
	}
	for i, b := range j.Blocks {
		s.flawless("strip", []string{b.Text})
		if b.Round != (s.b.narr.happened[i].kind == stepRound) {
			s.t.Fatalf("%s: block %q is a round change: %v", s.where, b.Text, b.Round)
		}
		s.happened++
	}
	if len(j.Blocks) > 1 {
		s.flawless("strip", []string{j.Line(len(j.Blocks)-1, true), j.Line(1, false)})
	}
}

// moveLog checks the log of the last moves on values: at most
// moveLogSize moves, the latest first as the board keeps them, worded.
func (s *valueSweep) moveLog() {
	s.t.Helper()
	m := s.b.narr.moves.model()
	if len(m.Moves) == 0 || len(m.Moves) > moveLogSize || m.Empty != "" || len(m.Moves) != len(s.b.narr.moves.lines) {
		s.t.Fatalf("%s: the log shows %d moves (%q), the board keeps %d", s.where, len(m.Moves), m.Empty, len(s.b.narr.moves.lines))
	}
	for i, mv := range m.Moves {
		if l := s.b.narr.moves.lines[len(s.b.narr.moves.lines)-1-i]; mv.Text != l.text || mv.Why != l.why {
			s.t.Fatalf("%s: the log's move %d reads %q, the board keeps %q", s.where, i, mv.Text, l.text)
		}
		s.flawless("log", []string{mv.Text, mv.Why, m.Title, m.Close.Label, m.Older.Label, m.Newer.Label})
	}
}

// scores checks the end on values: the players in the engine's order
// (Result.Ranking), the winners marked as the engine names them and
// headlined as i18n words them, the voice saying the scores' values, and
// the record replayed to the same result.
func (s *valueSweep) scores() screen.Scores {
	s.t.Helper()
	pv := s.b.shell.pub()
	r := pv.Result
	sc := s.b.scores.model(r, false)
	s.screens++
	var words []string
	words = append(append(append(words, sc.Title, sc.Headline, sc.TieBreak), sc.Heads...), sc.Same.Label, sc.Again.Label)
	var order []express.Seat
	for _, row := range sc.Rows {
		order = append(order, row.Seat)
		words = append(append(append(append(append(words, row.Bandit.Label, row.Second, row.Arrested, row.Ransoms, row.TimeTravel, row.Total),
			row.Purses...), row.Jewels...), row.Strongboxes...), row.Gunslinger...)
		words = append(words, row.Horses...)
		if row.Winner != slices.Contains(r.Winners, row.Seat) {
			s.t.Fatalf("%s: seat %d shown winner %v, the engine's winners %v", s.where, row.Seat+1, row.Winner, r.Winners)
		}
	}
	for _, tr := range sc.Teams {
		words = append(words, tr.Lines...)
	}
	s.flawless("scores", words)
	if !slices.Equal(order, r.Ranking()) {
		s.t.Fatalf("%s: the scores list %v, the engine ranks %v", s.where, order, r.Ranking())
	}
	if w := i18n.WinnerText(s.g.lang, r); sc.Headline != w || len(sc.Winners()) != len(r.Winners) {
		s.t.Fatalf("%s: the scores say %q for winners %v, the engine %q %v", s.where, sc.Headline, sc.Winners(), w, r.Winners)
	}
	shown := map[string]bool{}
	for _, w := range words {
		shown[w] = true
	}
	for _, hb := range s.b.narr.happened { // the last card's words, when it asked nothing of the table
		shown[leadText(s.g.lang, hb)] = true
	}
	spoken := said(s.b.Speech())
	if !slices.Contains(spoken, sc.Headline) {
		s.t.Fatalf("%s: the scores' voice %q leaves out %q", s.where, spoken, sc.Headline)
	}
	for _, l := range spoken {
		if !shown[l] {
			s.t.Fatalf("%s: the scores' voice says %q, which they do not show", s.where, l)
		}
	}
	if want := said(scoresSpeech(s.g.lang, &sc)); !slices.Equal(spoken[len(spoken)-len(want):], want) {
		s.t.Fatalf("%s: the scores say %q, their values %q", s.where, spoken, want)
	}
	// every player named with its bandits and total, every team's total
	// (as TestEveryWayToPlayOnScreen reads them off the Fyne scores)
	for _, ps := range r.Players {
		i := slices.IndexFunc(sc.Rows, func(row screen.ScoreRow) bool { return row.Seat == ps.Seat })
		row := sc.Rows[i]
		names := []string{s.g.character(ps.Character)}
		if len(ps.Characters) == 2 {
			names = []string{s.g.character(ps.Characters[0]), s.g.character(ps.Characters[1])}
		}
		if row.Bandit.Label != names[0] || len(names) == 2 && row.Second != names[1] || row.Total != s.g.money(ps.Total) {
			s.t.Fatalf("%s: seat %d's row names %q %q with %q; the engine %q %s", s.where, ps.Seat+1, row.Bandit.Label, row.Second, row.Total, names, s.g.money(ps.Total))
		}
	}
	if len(sc.Teams) != len(r.Teams) {
		s.t.Fatalf("%s: %d teams on the scores, %d in the result", s.where, len(sc.Teams), len(r.Teams))
	}
	for i, ts := range rankedTeams(r) {
		if !slices.Equal(sc.Teams[i].Seats, ts.Seats) || !strings.Contains(sc.Teams[i].Lines[0], s.g.money(ts.Total)) {
			s.t.Fatalf("%s: team %d reads %q, the engine %v %d", s.where, i, sc.Teams[i].Lines, ts.Seats, ts.Total)
		}
	}
	// the same scores ended early by the operator: who was ahead and the
	// operator's note, never a winner, said as shown
	early := s.b.scores.model(r, true)
	if early.Headline != i18n.UnfinishedText(s.g.lang, r) || early.Note != kit.Tr(string(s.g.lang), "scores.early") || early.TieBreak != "" {
		s.t.Fatalf("%s: ended early the scores say %q, %q, %q", s.where, early.Headline, early.Note, early.TieBreak)
	}
	if got, want := said(s.b.EndedSpeech(*r)), said(scoresSpeech(s.g.lang, &early)); !slices.Equal(got, want) || slices.Contains(got, sc.Headline) {
		s.t.Fatalf("%s: ended early the voice says %q, the scores %q", s.where, got, want)
	}
	hist, _ := s.h.tbl.History()
	if len(hist) == 0 {
		s.t.Fatalf("%s: the history lacks the game", s.where)
	}
	if title, _, ok := s.b.HistoryLines(hist[len(hist)-1]); !ok || title != sc.Headline {
		s.t.Fatalf("%s: the history says %q, the scores %q", s.where, title, sc.Headline)
	}
	replayed, err := games.Replay(s.h.tbl.Record())
	if err != nil {
		s.t.Fatal(err)
	}
	if rr := replayed.Result().(express.Result); !slices.Equal(rr.Winners, r.Winners) || !slices.Equal(rr.Ranking(), r.Ranking()) {
		s.t.Fatalf("%s: the record replays to winners %v ranking %v, the table ended %v %v", s.where, rr.Winners, rr.Ranking(), r.Winners, r.Ranking())
	}
	return sc
}

// playWay plays way from the form to the scores on values: every seat at
// the screen, each move a choice drawn by rng and tapped on the curtain,
// hand or public choice's values, every narration page read.
func playWay(t *testing.T, way express.Way, lang i18n.Lang, seed uint64, again bool) valueSweep {
	t.Helper()
	tbl, _, err := table.Open(table.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	one := float32(1)
	h := &sweepHost{tbl: tbl, lang: lang, seed: seed, draw: kit.Kit{Scale: &one, Tap: func(fn func()) func() { return fn }}}
	cancel := tbl.Subscribe(func(u table.Update) {
		h.mu.Lock()
		h.pending = append(h.pending, u)
		h.mu.Unlock()
	})
	defer cancel()
	b := New(h).(*Board)
	s := valueSweep{t: t, h: h, b: b, where: way.Name + " " + string(lang), g: gameWords{lang: lang}, trainRead: map[string]bool{}}
	s.form(way)
	s.apply()
	rng := rand.New(rand.NewPCG(seed, 33))
	for n := 0; ; n++ {
		if n > 5000 {
			t.Fatalf("%s: no end after %d moves", s.where, n)
		}
		s.trains()
		s.pileScreens()
		s.bigCards()
		s.narration()
		pv := s.b.shell.pub()
		if pv.Phase == express.GameOver {
			break
		}
		// every move tapped on the screen's values: the curtain, the hand
		// and its confirm, or the public choice
		if seat := s.b.curtain.curtainSeat(&pv); seat != express.NoSeat {
			if !s.b.curtain.revealed(&pv) {
				switch pv.Stage {
				case express.StageHide:
					s.hides++
				case express.StageHorseAttack:
					s.attacks++
				case express.StageTurmoil:
					s.turmoils++
				}
				s.curtain(seat)
			}
			s.hand(rng, seat)
		} else {
			s.choose(rng)
		}
		if n%25 == 0 {
			s.moveLog()
		}
	}
	s.moveLog()
	sc := s.scores()
	if again {
		before := expressRecord(tbl).Setup
		s.tap(sc.Choices(), "same")
		after := expressRecord(tbl).Setup
		if h.clears != 1 || !tbl.Playing() || after.Players != before.Players || after.Rules != before.Rules || after.Seed == before.Seed {
			t.Fatalf("%s: same players again started %+v after %+v", s.where, after, before)
		}
	}
	if len(h.toasts) > 0 {
		t.Fatalf("%s: toasts %q", s.where, h.toasts)
	}
	return s
}

// TestSweepOnValues (issue 33): every way to play Colt Express (express.Ways
// and HorsesWays, as TestEveryPageTrue and TestSpeechEveryWayEveryLanguage
// play them) from the new-game form to the scores on the screen model
// alone — no Fyne window, no widget tree — each way in each language: the
// form's choices start the game named; every narration page's words are
// its values, its voice says each instruction and nothing it does not
// show; every move is tapped on the values, as a player taps it — the
// curtain (it names the seat, shows no card of the hand behind it, offers
// the reveal alone), the hand (titled with the seat, exactly the seat's
// cards, through its pages every legal command a play and every play
// legal, a card or a draw only chosen until the confirm that names it
// plays it) and a public choice (its question names the player or whom
// it acts on, its buttons exactly the legal commands, the table screen
// around it with the round's bar and the engine's counts per bandit);
// the scores follow the engine's ranking, mark and headline its
// winners, and say what they show; "Same players again" deals the same
// way anew; the record replays to the same result.
func TestSweepOnValues(t *testing.T) {
	start := time.Now()
	ways := append(express.Ways(), express.HorsesWays()...)
	var games, screens, taps, pages, instructions, moves, happened int
	var curtains, hands, again, confirms, chooses, tables int
	var trainChecks, trainViews int
	var cc cardCounts
	var tc tileCounts
	for wi, way := range ways {
		var kept, hides, attacks, turmoils, attackReveals int
		for li, lang := range i18n.Langs() {
			s := playWay(t, way, lang, uint64(3300+10*wi+li), li == 0 && wi%4 == 0)
			kept, hides, attacks, turmoils, attackReveals = kept+s.kept, hides+s.hides, attacks+s.attacks, turmoils+s.turmoils, attackReveals+s.attackReveals
			games++
			screens, taps, pages, instructions, moves = screens+s.screens, taps+s.taps, pages+s.pages, instructions+s.instructions, moves+s.moves
			happened += s.happened
			curtains, hands, again, confirms, chooses = curtains+s.curtains, hands+s.hands, again+s.again, confirms+s.confirms, chooses+s.chooses
			tables += s.tables
			trainChecks, trainViews = trainChecks+s.trainChecks, trainViews+s.trainViews
			cc.tableCards, cc.tableEvents, cc.pageCards, cc.pageEvents, cc.partners = cc.tableCards+s.cards.tableCards,
				cc.tableEvents+s.cards.tableEvents, cc.pageCards+s.cards.pageCards, cc.pageEvents+s.cards.pageEvents, cc.partners+s.cards.partners
			tc.stealin, tc.bandits, tc.car, tc.placed = tc.stealin+s.tiles.stealin, tc.bandits+s.tiles.bandits, tc.car+s.tiles.car, tc.placed+s.tiles.placed
		}
		// each way's own screens, over its four games (TestEveryWayToPlayOnScreen's
		// per-way counts, on values: docs/sweeps.md)
		r := way.Setup.Rules
		if (r.Has(express.RuleExperts) || way.Setup.Players == 2 && !r.Has(express.RuleTwoBandits)) && kept == 0 {
			t.Errorf("%s: no hand showed the cards already kept", way.Name)
		}
		if r.Has(express.RuleHorses) && (attacks == 0 || attackReveals == 0 || turmoils == 0) {
			t.Errorf("%s: %d Horse Attacks behind the curtain, %d reveals narrated, %d Turmoil choices behind the curtain", way.Name, attacks, attackReveals, turmoils)
		}
		// (with 5 or 6 players a bandit is seldom alone in the Car: random
		// choices need not reach it there; TestEveryWayToPlayOnScreen taps
		// into the Car in a 2-player game)
		if r.Has(express.RuleTTC) && way.Setup.Players <= 4 && hides == 0 {
			t.Errorf("%s: the Time-Travel Car never hid a bandit behind the curtain", way.Name)
		}
		if !r.Has(express.RuleHorses) && attacks+turmoils+attackReveals > 0 || !r.Has(express.RuleTTC) && hides > 0 {
			t.Errorf("%s: a module's screen without the module: %d attacks, %d turmoils, %d hides", way.Name, attacks, turmoils, hides)
		}
	}
	if curtains < games*10 || hands < curtains || confirms < games*10 || chooses < games*10 || again == 0 {
		t.Fatalf("%d curtains, %d hands (%d played again at once), %d confirms, %d public choices in %d games: the sweep proves little", curtains, hands, again, confirms, chooses, games)
	}
	if pages < games*10 {
		t.Fatalf("%d narration pages in %d games: the sweep proves little", pages, games)
	}
	if trainChecks < games*20 || trainViews < games*10 {
		t.Fatalf("%d trains read against the engine, %d against a step's view in %d games: the sweep proves little", trainChecks, trainViews, games)
	}
	if cc.tableCards < games*10 || cc.pageCards < games*10 || cc.pageEvents < games || cc.tableEvents == 0 || cc.partners == 0 {
		t.Fatalf("%d big cards on the table, %d event tiles, %d card pages, %d event pages (%d partner's cards) in %d games: the sweep proves little", cc.tableCards, cc.tableEvents, cc.pageCards, cc.pageEvents, cc.partners, games)
	}
	if tc.stealin < games || tc.bandits < games || tc.car == 0 || tc.placed == 0 {
		t.Fatalf("%d Stealin' tiles, %d bandits' tiles (%d the Time-Travel Car's, %d placed on the train) in %d games: the sweep proves little", tc.stealin, tc.bandits, tc.car, tc.placed, games)
	}
	t.Logf("%d Stealin' tiles and %d bandits' tiles of narration pages and of the steps folded into them (%d the Time-Travel Car's bandits, %d bandits placed on the train) read against the engine's own events",
		tc.stealin, tc.bandits, tc.car, tc.placed)
	t.Logf("%d big cards on the table screen and %d event tiles, %d card pages and %d event pages (%d a Teams partner's card) read against the engine's own state and events",
		cc.tableCards, cc.tableEvents, cc.pageCards, cc.pageEvents, cc.partners)
	t.Logf("%d games (%d ways × %d languages), %d screens read (forms, curtains, hands, choices, pages, scores), %d taps, %d moves, %d curtains, %d hands (%d played again at once), %d confirms, %d public choices (%d table screens), %d narration pages, %d instructions heard, %d things just happened, %d trains read against the engine's state and %d against a step's view, in %v",
		games, len(ways), len(i18n.Langs()), screens, taps, moves, curtains, hands, again, confirms, chooses, tables, pages, instructions, happened, trainChecks, trainViews, time.Since(start).Round(time.Millisecond))
}
