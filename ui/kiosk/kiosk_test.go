package kiosk

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"colt/engine/bot"
	"colt/engine/express"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/i18n"
	expressui "colt/ui/kiosk/expressboard"
	"colt/ui/kiosk/kit"
)

// play taps through the game from wherever it is to the final scores,
// checking the handoff rule at every tap, and returns the screens it saw.
// Its choices follow the game's state (its version), not the taps: how
// many narration pages the kiosk shows does not change the game played.
func (r *rig) play(t *testing.T, maxTaps int) map[string]int {
	t.Helper()
	seen := map[string]int{}
	for i := 0; i < maxTaps; i++ {
		pv := r.pub()
		if n := r.handCards(); n > 0 && !r.revealed() {
			t.Fatalf("tap %d: %d hand cards on screen without a reveal tap (%s)", i, n, r.describe())
		}
		switch {
		case r.k.nav.screen == screenPhysical:
			seen["physical"]++
			r.begin()
		case r.has("continue"):
			seen[r.eb().Steps()[0].Kind]++
			for _, f := range r.eb().Steps()[0].Folded { // told at the head of the next page (issue 31)
				seen[f]++
			}
			for _, ev := range r.eb().Steps()[0].Events {
				if ev.Kind == express.EvBanditPlaced && pv.Stagecoach != nil {
					seen["attack-reveal"]++ // the Horse Attack's fists opened (§11)
				}
			}
			r.tap("continue")
		case pv.Phase == express.GameOver:
			if !r.has("again") {
				t.Fatalf("game over but no scores screen: %v", r.names())
			}
			r.checkHappened(t, seen)
			seen["scores"]++
			return seen
		case r.revealed() && r.eb().RevealedAgain():
			// the same player plays again at once: no curtain in between
			seen["again"]++
			if kept := playerView(r.tbl, r.revealedSeat()).Kept; len(kept) > 0 { // the Experts keep their cards one at a time
				if !r.has("kept") {
					t.Fatalf("tap %d: %s keeps %v, its hand screen does not say so", i, r.name(r.revealedSeat()), kept)
				}
				seen["kept"]++
			}
			r.checkPlanning(t, r.revealedSeat())
			r.tap(fmt.Sprintf("cmd:%d", pv.Version%r.choiceCount()))
			r.checkAfterPlay(t, &pv, r.revealedSeat())
		case r.has("reveal"):
			seen["curtain"]++
			r.checkHappened(t, seen)
			if n := r.handCards(); n != 0 {
				t.Fatalf("tap %d: curtain for %s shows %d hand cards", i, r.name(pv.Actor), n)
			}
			r.checkPublicScreen(t)
			if r.k.opts.Panel != nil {
				if led := r.k.opts.Panel.(*hw.Fake).SeatLED(int(pv.Actor)); led != hw.FastBlink {
					t.Errorf("curtain for seat %d: its LED shows %s, want fast blink", pv.Actor, led)
				}
			}
			switch pv.Stage {
			case express.StageHide:
				seen["hide"]++
			case express.StageHorseAttack: // Horses & Stagecoach (§11): the secret fists
				seen["attack"]++
			case express.StageTurmoil:
				seen["turmoil"]++
			}
			seat := r.eb().CurtainSeat()
			r.tap("reveal")
			seen["hand"]++
			// the cards already kept for the next round show on the player's own screen (issue 25 item 6)
			if kept := playerView(r.tbl, pv.Actor).Kept; len(kept) > 0 {
				if !r.has("kept") {
					t.Fatalf("tap %d: %s keeps %v, its hand screen does not say so", i, r.name(pv.Actor), kept)
				}
				seen["kept"]++
			}
			want := len(playerView(r.tbl, pv.Actor).Hand)
			if n := r.handCards(); n != want {
				t.Fatalf("tap %d: revealed hand shows %d cards, the seat holds %d", i, n, want)
			}
			r.checkPlanning(t, seat)
			legal := r.choiceCount()
			r.tap(fmt.Sprintf("cmd:%d", pv.Version%legal))
			r.checkAfterPlay(t, &pv, seat)
		case r.has("cmd:0"):
			seen["choice"]++
			r.checkPublicScreen(t)
			r.checkHappened(t, seen)
			// alternate between the buttons and the lit places on the train
			if r.toCar && r.has("target:car") {
				seen["into-car"]++
				r.tap("target:car")
			} else if targets := r.tiles("target"); pv.Version%2 == 0 && len(targets) > 0 {
				seen["train-tap"]++
				r.tap(targets[pv.Version%len(targets)].Name)
			} else {
				r.tap(fmt.Sprintf("cmd:%d", pv.Version%r.choiceCount()))
			}
		default:
			t.Fatalf("tap %d: stuck on %s; tiles %v", i, r.describe(), r.names())
		}
	}
	t.Fatalf("the game did not end within %d taps", maxTaps)
	return seen
}

// checkHappened checks the screen after a narration tells what just
// happened that asked nothing of the table (issue 31): a strip shows the
// latest of it, whole, at 12 px or more, and the voice would read those
// words; their kinds count as seen ("round": a round change told).
func (r *rig) checkHappened(t *testing.T, seen map[string]int) {
	t.Helper()
	kinds := r.eb().Happened()
	tile := r.tile("happened")
	if len(kinds) == 0 {
		if tile != nil {
			t.Fatalf("%s: a strip of what just happened, with nothing that did: %q", r.describe(), tile.Text())
		}
		return
	}
	if tile == nil {
		t.Fatalf("%s: %v just happened, and the screen does not say so: %v", r.describe(), kinds, r.names())
	}
	text := strings.Join(strings.Fields(strings.Join(tile.Lines, " ")), " ")
	shown := r.eb().HappenedShown()
	if len(shown) == 0 || tile.Overflows() || tile.TextSize < r.k.u(12)-0.01 {
		t.Fatalf("%s: the strip of what just happened is empty, cut off or under 12 px: %q", r.describe(), text)
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(tile)
	if size := r.win.Canvas().Size(); pos.X < 0 || pos.Y < 0 || pos.X+tile.Size().Width > size.Width+0.5 || pos.Y+tile.Size().Height > size.Height+0.5 {
		t.Fatalf("%s: the strip of what just happened is outside the window: %v %v", r.describe(), pos, tile.Size())
	}
	for _, w := range shown {
		if !strings.Contains(text, strings.Join(strings.Fields(w), " ")) {
			t.Fatalf("%s: the strip should say %q; it reads %q", r.describe(), w, text)
		}
	}
	for _, k := range kinds[len(kinds)-len(shown):] {
		seen[k]++
	}
}

// setUpGame fills the setup screen: players, bandits by portrait, seat modes.
func (r *rig) setUpGame(players int, chars []string, modes []table.SeatMode) {
	r.t.Helper()
	r.tap(fmt.Sprintf("players:%d", players))
	for i, c := range chars {
		r.tap(fmt.Sprintf("seat:%d", i))
		r.tap("portrait:" + c)
	}
	for i, m := range modes {
		if m.IsBot() { // Bot, then Bot again up to the level
			r.setBot(fmt.Sprintf("mode:%d:", i), m)
			continue
		}
		r.tap(fmt.Sprintf("mode:%d:%s", i, m))
	}
	r.tap("start")
}

// TestWholeGameOnScreen plays a whole seeded 3-player game on the
// touchscreen alone, from the setup screen to the final scores, with every
// seat passing the screen (hidden-card handoff).
func TestWholeGameOnScreen(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	fake := hw.NewFake(r.clock)
	r.k.opts.Panel = fake
	if r.k.nav.screen != screenSetup {
		t.Fatalf("a fresh kiosk opens on screen %d, want setup", r.k.nav.screen)
	}
	r.setUpGame(3, []string{"Django", "Belle", "Tuco"}, []table.SeatMode{table.Handoff, table.Handoff, table.Handoff})
	pv := r.pub()
	if pv.Players != 3 || pv.Bandits[0].Character != express.Django || pv.Bandits[1].Character != express.Belle || pv.Bandits[2].Character != express.Tuco {
		t.Fatalf("setup: got %d players %v", pv.Players, pv.Bandits)
	}
	if r.k.nav.screen != screenPhysical || !r.showsText("Put wagon") {
		t.Fatalf("after Start: screen %d, want the physical set-up with wagon instructions", r.k.nav.screen)
	}
	seen := r.play(t, 4000)
	for _, s := range []string{"physical", "curtain", "hand", "choice", "train-tap", "stealin", "card", "round", "scores"} {
		if seen[s] == 0 {
			t.Errorf("the game never showed the %s screen (saw %v)", s, seen)
		}
	}
	t.Logf("screens: %v", seen)
	res := r.pub().Result
	if res == nil || len(res.Winners) == 0 {
		t.Fatal("no result at the end")
	}
	winner := i18n.CharacterName(r.lang(), res.Players[res.Winners[0]].Character)
	if !r.showsText(winner) {
		t.Errorf("the scores screen does not name the winner %s", winner)
	}
	for _, ps := range res.Players {
		for _, l := range ps.Loot {
			if l.Kind == express.Purse && !r.showsText(fmt.Sprint(l.Value)) {
				t.Errorf("purse of %d not itemised on the scores screen", l.Value)
			}
		}
	}
	if games, _ := r.tbl.History(); len(games) != 1 || !games[0].Finished {
		t.Errorf("history after the game: %d games", len(games))
	}
	if fake.SeatLED(int(res.Winners[0])) != hw.Pulse {
		t.Errorf("the winner's LED shows %s, want pulse", fake.SeatLED(int(res.Winners[0])))
	}
}

// TestEventScreens plays games with bots until end-of-round events have
// been narrated, and checks the event screen names the event, its rule and
// who it touched.
func TestEventScreens(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	r.setUpGame(4, nil, []table.SeatMode{table.Handoff, table.Bot, table.Bot, table.Bot})
	events := 0
	// an event that moved nothing is folded into the next page (issue 31),
	// which may be cut into pages: its words are checked over all of them
	var open *expressui.Step
	var seen []string
	check := func() {
		if open == nil {
			return
		}
		texts := strings.Join(seen, " ")
		if !strings.Contains(texts, i18n.EventName(r.lang(), open.Event)) {
			t.Errorf("event screen for %s does not name it: %v", open.Event, texts)
		}
		if len(open.Touched) == 0 && !strings.Contains(texts, "Nobody was touched") {
			t.Errorf("event %s touched nobody but does not say so: %q", open.Event, texts)
		}
		open, seen = nil, nil
	}
	for i := 0; i < 3000 && r.pub().Phase != express.GameOver; i++ {
		switch {
		case r.k.nav.screen == screenPhysical:
			r.begin()
		case r.has("continue"):
			s := r.eb().Steps()[0]
			if r.eb().StepPage() == 0 {
				check()
				if s.Kind == "event" || slices.Contains(s.Folded, "event") {
					events++
					open = &s
				}
			}
			if open != nil {
				seen = append(seen, r.texts()...)
			}
			r.tap("continue")
		case r.has("reveal"):
			check()
			r.tap("reveal")
			r.tap("cmd:0")
		case r.has("cmd:0"):
			check()
			r.tap("cmd:0")
		default:
			t.Fatalf("stuck: %v", r.names())
		}
	}
	check()
	if events == 0 {
		t.Error("no end-of-round event was shown in a whole game")
	}
}

// TestHandoffNeverShowsAHandUnasked checks the handoff rule around the
// reveal: no hand before the tap, none after Hide, none after a choice, and
// a speed-up's second action asks for the tap again.
func TestHandoffNeverShowsAHandUnasked(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	r.setUpGame(3, nil, nil)
	r.begin()
	if r.handCards() != 0 || !r.has("reveal") {
		t.Fatalf("first Schemin' turn: want the curtain and no hand, got %d cards", r.handCards())
	}
	// a seat button other than the actor's does not reveal (hw.AllowedReveal)
	actor := r.pub().Actor
	other := (int(actor) + 1) % 3
	r.k.HandlePress(hw.Press{Source: hw.Seat(other), Kind: hw.Short})
	if r.handCards() != 0 {
		t.Fatalf("seat %d's button revealed seat %d's hand", other+1, actor+1)
	}
	r.k.HandlePress(hw.Press{Source: hw.Seat(int(actor)), Kind: hw.Short})
	if r.handCards() == 0 {
		t.Fatal("the actor's seat button did not reveal the hand")
	}
	r.tap("hide")
	if r.handCards() != 0 || !r.has("reveal") {
		t.Fatal("Hide left the hand on screen")
	}
	r.tap("reveal")
	before := r.pub().Version
	r.tap("cmd:0")
	if r.handCards() != 0 {
		t.Fatal("hand still on screen after the choice")
	}
	if r.pub().Version != before+1 {
		t.Fatal("the choice was not submitted to the table")
	}
	// the hand must not come back by itself, even for the same seat
	for i := 0; i < 30; i++ {
		pv := r.pub()
		if pv.Phase != express.Schemin {
			break
		}
		if r.handCards() != 0 {
			t.Fatalf("hand on screen without a tap at version %d", pv.Version)
		}
		r.tap("reveal")
		r.tap("cmd:0")
	}
}

// TestOperatorPINGate checks that the operator menu opens only with the
// configured PIN, and that undo, seat modes, end game and history work.
func TestOperatorPINGate(t *testing.T) {
	r := newRig(t, Settings{OperatorPIN: "2468", ExportDir: t.TempDir() + "/usb",
		ExportMounted: func(string) error { return nil }}, 800, 480) // a stick is mounted there
	r.setUpGame(3, nil, nil)
	r.begin()
	r.tap("reveal")
	r.tap("cmd:0")
	played := r.pub().Version

	r.tap("operator")
	for _, d := range "1234" {
		r.tap("pin:" + string(d))
	}
	r.tap("pin:ok")
	if r.has("op:undo") || !r.showsText("Wrong PIN") {
		t.Fatal("a wrong PIN opened the operator menu")
	}
	for _, d := range "2468" {
		r.tap("pin:" + string(d))
	}
	r.tap("pin:ok")
	if !r.has("op:undo") {
		t.Fatal("the right PIN did not open the operator menu")
	}
	if !r.showsText(fmt.Sprintf("(%d possible)", r.tbl.UndoLimit())) {
		t.Errorf("the undo button does not show the undo limit %d", r.tbl.UndoLimit())
	}
	r.tap("op:undo")
	if got := len(expressRecord(r.tbl).Commands); got != played-1 {
		t.Errorf("undo: %d commands left, want %d", got, played-1)
	}
	r.tap("op:seat:1:bot")
	if m := r.tbl.Seats()[1].Mode; m != table.Bot {
		t.Errorf("seat 2 is %s after choosing bot", m)
	}
	r.tap("op:end")
	r.tap("op:end-yes")
	if r.k.nav.screen != screenEnded || !r.has("again") || !r.showsText("Game ended by the operator") {
		t.Fatalf("after ending: screen %d, want the scores of the ended game", r.k.nav.screen)
	}
	// nobody won a game the operator ended (issue 31): who was ahead, not "… wins!"
	if texts := strings.Join(r.texts(), " "); strings.Contains(texts, "wins!") || strings.Contains(texts, "share the victory") || !strings.Contains(texts, "Not finished") {
		t.Errorf("the scores of an ended game announce a winner: %q", texts)
	}
	r.tap("operator")
	for _, d := range "2468" {
		r.tap("pin:" + string(d))
	}
	r.tap("pin:ok")
	r.tap("op:export")
	if !r.showsText("1 games exported") && !strings.Contains(strings.Join(r.texts(), " "), "exported") {
		t.Errorf("export: no confirmation: %v", r.texts())
	}
	r.tap("op:history")
	if !r.showsText("not finished") {
		t.Errorf("history does not list the ended game: %v", r.texts())
	}
	r.tap("history-close")
	r.tap("op:close")
	if r.k.nav.overlay != overlayNone {
		t.Error("Close left the operator menu open")
	}
	// closing the PIN pad with Cancel opens nothing
	r.tap("operator")
	r.tap("pin:cancel")
	if r.k.nav.overlay != overlayNone {
		t.Error("Cancel left the PIN pad open")
	}
}

// TestIdleReset goes back to the welcome screen and the default language
// after idle_reset_minutes without a touch, measured on a fake clock.
func TestIdleReset(t *testing.T) {
	r := newRig(t, Settings{IdleResetMinutes: 20}, 800, 480)
	r.tap("lang:it")
	r.setUpGame(3, nil, nil)
	r.begin()
	if r.k.Language() != "it" {
		t.Fatalf("language %s after choosing Italiano", r.k.Language())
	}
	r.clock.Advance(15 * time.Minute)
	r.k.CheckIdle()
	r.tap("reveal") // a touch restarts the wait
	r.clock.Advance(15 * time.Minute)
	r.k.CheckIdle()
	if r.k.nav.screen == screenAttract {
		t.Fatal("reset after 15 minutes without input, want 20")
	}
	if r.handCards() == 0 {
		t.Fatal("the revealed hand should still be up before the reset")
	}
	r.clock.Advance(6 * time.Minute)
	r.k.CheckIdle()
	if r.k.nav.screen != screenAttract {
		t.Fatal("no reset after 21 minutes without input")
	}
	if r.handCards() != 0 {
		t.Fatal("the welcome screen shows a hand")
	}
	if r.k.Language() != "en" {
		t.Errorf("language %s after the reset, want the default en", r.k.Language())
	}
	r.tap("attract:resume")
	if r.k.nav.screen != screenGame || !r.has("reveal") {
		t.Fatal("resume did not go back to the game's curtain")
	}
}

// TestLanguageSwitch switches the setup screen through every language and
// checks the texts change and none is cut off on the main screens (the
// longest language included).
func TestLanguageSwitch(t *testing.T) {
	want := map[string]string{"en": "Start the game", "fr": "Lancer la partie", "nl": "Start het spel", "it": "Inizia la partita"}
	for _, lang := range []string{"fr", "nl", "it", "en"} {
		r := newRig(t, Settings{}, 800, 480)
		r.tap("lang:" + lang)
		if r.k.Language() != lang || !r.showsText(want[lang]) {
			t.Errorf("%s: setup screen does not say %q", lang, want[lang])
		}
		check := func(screen string) {
			if bad := r.overflows(); len(bad) > 0 {
				t.Errorf("%s, %s screen: text cut off: %q", lang, screen, bad)
			}
			for _, s := range r.texts() {
				if strings.Contains(s, "⟦") {
					t.Errorf("%s, %s screen: missing translation %q", lang, screen, s)
				}
			}
		}
		check("setup")
		r.setUpGame(4, nil, []table.SeatMode{table.Handoff, table.Handoff, table.Handoff, table.Handoff})
		check("physical")
		r.begin()
		check("curtain")
		r.tap("reveal")
		check("hand")
		r.tap("cmd:0")
		r.tap("operator")
		for _, d := range "4321" {
			r.tap("pin:" + string(d))
		}
		r.tap("pin:ok")
		check("operator")
		r.tap("op:close")
		if testing.Short() && lang != "fr" {
			continue // -short: the whole game in French only; the full native run (deploy/test.sh) plays one in each language
		}
		kinds := map[string]bool{}
		for i := 0; i < 3000 && r.pub().Phase != express.GameOver; i++ {
			switch {
			case r.has("continue"):
				name := r.eb().Steps()[0].Kind
				if !kinds[name] {
					kinds[name] = true
					check(name)
				}
				r.tap("continue")
			case r.has("reveal"):
				r.tap("reveal")
				r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
			case r.has("cmd:0"):
				if !kinds["choice"] {
					kinds["choice"] = true
					check("choice")
				}
				r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
			}
		}
		check("scores")
	}
}

// TestScaleToFullHD lays the main screens out at 1920×1080: the theme
// scales up and nothing is cut off.
func TestScaleToFullHD(t *testing.T) {
	r := newRig(t, Settings{}, 1920, 1080)
	if r.k.scale < 2 {
		t.Fatalf("scale %.2f at 1920×1080", r.k.scale)
	}
	r.setUpGame(6, nil, nil)
	r.begin()
	r.tap("reveal")
	if bad := r.overflows(); len(bad) > 0 {
		t.Errorf("text cut off at 1920×1080: %q", bad)
	}
	for _, b := range r.tiles("cmd:") {
		if h := b.Size().Height; h < 48 {
			t.Errorf("button %q is %.0f px high, want at least 48", b.Text(), h)
		}
	}
}

// TestTouchTargets checks every button of the main screens at 800×480 is
// at least 48 px high.
func TestTouchTargets(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	checkAll := func(screen string) {
		for _, b := range r.tiles("") {
			if b.OnTapped == nil || !strings.Contains(b.Name, ":") && b.Name != "reveal" && b.Name != "continue" && b.Name != "start" && b.Name != "begin" {
				continue
			}
			if strings.HasPrefix(b.Name, "bandit:") || strings.HasPrefix(b.Name, "pile:") || strings.HasPrefix(b.Name, "turn:") || strings.HasPrefix(b.Name, "hand:") || strings.HasPrefix(b.Name, "target") || strings.HasPrefix(b.Name, "card:") {
				continue // information tiles (rules help on tap), not action buttons
			}
			if h := b.Size().Height; h < 47.5 {
				t.Errorf("%s screen: %q is %.0f px high, want at least 48", screen, b.Name, h)
			}
		}
	}
	checkAll("setup")
	r.setUpGame(5, nil, nil)
	checkAll("physical")
	r.begin()
	checkAll("curtain")
	r.tap("reveal")
	checkAll("hand")
}

// TestFastModeShowsInstructionsWithoutPauses plays a fast-mode game: no
// Continue is ever asked, and the pawn instructions stay on screen.
func TestFastModeShowsInstructionsWithoutPauses(t *testing.T) {
	r := newRig(t, Settings{FastMode: true}, 800, 480)
	r.setUpGame(3, nil, nil)
	r.begin()
	sawLog := false
	for i := 0; i < 3000 && r.pub().Phase != express.GameOver; i++ {
		if r.has("continue") {
			t.Fatal("fast mode paused for Continue")
		}
		if len(r.eb().Latest()) > 0 && r.showsText(r.eb().Latest()[0]) {
			sawLog = true
		}
		switch {
		case r.has("reveal"):
			r.tap("reveal")
			r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
		case r.has("cmd:0"):
			r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
		default:
			t.Fatalf("stuck: %v", r.names())
		}
	}
	if !sawLog {
		t.Error("fast mode never showed a pawn instruction")
	}
}

// TestKioskStrings checks every string id the kiosk code asks tr for
// exists in ui/i18n in all four languages (kiosk.<id>, or its shared alias).
func TestKioskStrings(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	boards, _ := filepath.Glob("*/*.go") // the kit and the games' boards (kit.Tr)
	files = append(files, boards...)
	re := regexp.MustCompile(`\b(?:tr|kit\.Tr)\([^,()]+, "([^"]+)"`)
	model := regexp.MustCompile(`\.kitTr\("([^"]+)"`) // a screen model's kit.Tr in its own language
	ids := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range append(re.FindAllStringSubmatch(string(b), -1), model.FindAllStringSubmatch(string(b), -1)...) {
			ids[m[1]] = true
		}
	}
	for _, id := range kit.SharedIDs() {
		ids[id] = true
	}
	for id := range ids {
		if strings.HasSuffix(id, ".") { // a prefix completed at run time
			delete(ids, id)
		}
	}
	for _, m := range []table.SeatMode{table.Handoff, table.Phone, table.Bot} {
		ids["mode."+string(m)] = true
	}
	if len(ids) < 60 {
		t.Fatalf("found only %d string ids in the kiosk code", len(ids))
	}
	for _, l := range i18n.Langs() {
		lang := string(l)
		for id := range ids {
			if s := kit.Tr(lang, id, "n", 3); strings.HasPrefix(s, "⟦") || s == "" {
				t.Errorf("%s %s: %q (add it to ui/i18n/locales under [kiosk])", lang, id, s)
			}
		}
	}
}

// fakePhones stands in for the mqtt phone service.
type fakePhones struct{ lang string }

func (f *fakePhones) JoinURL(seat express.Seat) string {
	return fmt.Sprintf("http://kiosk.local:8080/?s=%d&lang=%s", seat, f.lang)
}

func (f *fakePhones) QRImage(seat express.Seat, size int) (image.Image, error) {
	img := image.NewGray(image.Rect(0, 0, 21, 21))
	for i := range img.Pix {
		img.Pix[i] = uint8(255 * (i % 2))
	}
	return img, nil
}

func (f *fakePhones) SetLanguage(l string) { f.lang = l }

// TestPhoneSeats shows a phone seat's QR code on the set-up screen and
// while the table waits for that phone, and follows the language switch.
func TestPhoneSeats(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	phones := &fakePhones{lang: "en"}
	r.k.opts.Phones = phones
	r.tap("lang:nl")
	if phones.lang != "nl" {
		t.Errorf("join links in %s after switching to Nederlands", phones.lang)
	}
	qrs := func() int {
		n := 0
		for _, o := range r.objects() {
			if img, ok := o.(*canvas.Image); ok {
				if _, qr := img.Image.(*image.Gray); qr {
					n++
				}
			}
		}
		return n
	}
	r.setUpGame(3, nil, []table.SeatMode{table.Phone, table.Handoff, table.Phone})
	if qrs() != 1 || !r.showsText("kiosk.local") {
		t.Fatalf("set-up screen: %d QR codes, want 1 with its link", qrs())
	}
	r.tap("phone:2")
	if !r.showsText("s=2") {
		t.Error("tapping the second phone seat does not show its link")
	}
	r.begin()
	pv := r.pub()
	if kit.SeatMode(r.k.t, pv.Actor) == table.Phone {
		if qrs() != 1 || r.has("reveal") {
			t.Errorf("waiting for a phone: %d QR codes, curtain %v", qrs(), r.has("reveal"))
		}
		// the phone plays: the kiosk follows the table
		cmd := playerView(r.tbl, pv.Actor).Legal[0]
		if err := r.tbl.Submit(table.FromPhone, cmd, pv.Version, "m1"); err != nil {
			t.Fatal(err)
		}
		if r.pub().Version != pv.Version+1 {
			t.Error("the kiosk did not follow the phone's move")
		}
	}
}

// TestResumeAfterRestart: a kiosk started on a table that resumed a game
// goes straight back to it, behind the curtain, and shows start-up
// warnings as banners until dismissed.
func TestResumeAfterRestart(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	r.setUpGame(3, nil, nil)
	r.begin()
	r.tap("reveal")
	r.tap("cmd:0")
	version := r.pub().Version
	r.k.Close()
	r.tbl.Close()

	tbl, warnings, err := table.Open(table.Options{Dir: r.dir, Now: r.clock.Now})
	if err != nil || len(warnings) > 0 {
		t.Fatalf("resume: %v %v", err, warnings)
	}
	defer tbl.Close()
	win := test.NewTempWindow(t, nil)
	win.Resize(fyne.NewSize(800, 480))
	k := New(win, Options{Table: tbl, Config: Settings{Language: "en", OperatorPIN: "4321"}, Clock: r.clock, Scale: 1,
		Warnings: []string{"journal: damaged tail cut"}})
	defer k.Close()
	r2 := &rig{t: t, k: k, tbl: tbl, win: win, clock: r.clock}
	if k.nav.screen != screenGame || r2.pub().Version != version {
		t.Fatalf("after restart: screen %d version %d, want the game at %d", k.nav.screen, r2.pub().Version, version)
	}
	if !r2.has("reveal") || r2.handCards() != 0 {
		t.Fatal("after restart the next player's curtain should be up, with no hand")
	}
	if !r2.showsText("journal: damaged tail cut") {
		t.Fatal("the start-up warning is not on screen")
	}
	r2.tap("banner:0")
	if r2.showsText("journal: damaged tail cut") {
		t.Fatal("OK did not dismiss the warning")
	}
}

// TestLongPressAsksTheOperator: a long press on a seat button asks for help
// or undo; the kiosk opens the PIN pad (the operator decides), never undoing
// by itself, and never revealing a hand.
func TestLongPressAsksTheOperator(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	r.setUpGame(3, nil, nil)
	r.begin()
	before := r.pub().Version
	actor := r.pub().Actor
	r.k.HandlePress(hw.Press{Source: hw.Seat(int(actor)), Kind: hw.Long})
	if r.k.nav.overlay != overlayPIN {
		t.Fatalf("long press: overlay %v, want the operator PIN pad", r.k.nav.overlay)
	}
	if r.handCards() != 0 {
		t.Fatal("a long press revealed a hand")
	}
	if r.pub().Version != before {
		t.Fatal("a long press changed the game")
	}
}

// TestOperatorDefaultLanguageIsSaved: the operator's default language is
// handed to SaveLanguage (the launcher stores it in the data folder).
func TestOperatorDefaultLanguageIsSaved(t *testing.T) {
	var saved []string
	r := newRig(t, Settings{SaveLanguage: func(l string) error { saved = append(saved, l); return nil }}, 800, 480)
	r.k.op.open()
	r.k.render()
	for _, d := range r.k.opts.Config.OperatorPIN {
		r.tap("pin:" + string(d))
	}
	r.tap("pin:ok")
	if !r.has("op:undo") {
		t.Fatalf("operator menu did not open: %v", r.names())
	}
	r.tap("op:lang:it")
	if len(saved) != 1 || saved[0] != "it" {
		t.Fatalf("saved languages %v, want [it]", saved)
	}
	if r.k.lang != "it" {
		t.Fatalf("kiosk language %q after choosing it", r.k.lang)
	}
}

// TestBotLevelPicker (issue 16, 34): a seat's Bot button makes it a Normal
// bot and names the level; each more tap steps to the next level (Hard,
// Easy, Normal) on the setup screen and in the operator menu mid-game, where
// the change is journaled: the table reopened from its folder has the same
// seat modes.
func TestBotLevelPicker(t *testing.T) {
	r := newRigWith(t, Settings{}, 800, 480, table.Options{BotBudget: bot.Budget{Iterations: 30}})
	r.tap("players:4")
	if l := r.tile("mode:1:bot").Lines; len(l) != 1 {
		t.Fatalf("a seat played on the screen names a bot level: %q", l)
	}
	r.tap("mode:1:bot")
	if got := r.eb().Draft().Modes[1]; got != table.Bot {
		t.Fatalf("Bot gives seat 2 %s, want the Normal bot", got)
	}
	if l := r.tile("mode:1:bot").Lines; len(l) != 2 || l[1] != "Normal" {
		t.Fatalf("a Normal bot's button reads %q", l)
	}
	r.tap("mode:1:bot")
	if got := r.eb().Draft().Modes[1]; got != table.BotHard {
		t.Fatalf("seat 2 is %s after Bot, Bot, want bot-hard", got)
	}
	if l := r.tile("mode:1:bot").Lines; len(l) != 2 || l[1] != "Hard" {
		t.Fatalf("a Hard bot's button reads %q", l)
	}
	r.setBot("mode:3:", table.BotEasy)
	r.tap("mode:2:phone") // no phones on this kiosk: refused, seat stays on the screen
	if bad := r.overflows(); len(bad) > 0 {
		t.Errorf("texts cut off at 800×480: %q", bad)
	}
	r.tap("start")
	want := []table.SeatMode{table.Handoff, table.BotHard, table.Handoff, table.BotEasy}
	for i, si := range r.tbl.Seats() {
		if si.Mode != want[i] {
			t.Fatalf("after Start seat %d plays %s, want %s", i+1, si.Mode, want[i])
		}
	}

	// mid-game, in the operator menu
	r.tap("operator")
	for _, d := range "4321" {
		r.tap("pin:" + string(d))
	}
	r.tap("pin:ok")
	if l := r.tile("op:seat:1:bot").Lines; len(l) != 2 || l[1] != "Hard" {
		t.Fatalf("the operator menu's Bot of a Hard bot reads %q", l)
	}
	if l := r.tile("op:seat:0:bot").Lines; len(l) != 1 {
		t.Fatalf("the operator menu names a level for a seat played on the screen: %q", l)
	}
	r.setBot("op:seat:3:", table.Bot)
	r.setBot("op:seat:1:", table.BotEasy)
	r.tap("op:seat:0:bot")
	if got := r.tbl.Seats()[0].Mode; got != table.Bot {
		t.Fatalf("the operator's Bot gives seat 1 %s, want the Normal bot (the form's default)", got)
	}
	r.setBot("op:seat:0:", table.BotHard)
	want = []table.SeatMode{table.BotHard, table.BotEasy, table.Handoff, table.Bot}
	check := func(tb *table.Table, when string) {
		for i, si := range tb.Seats() {
			if si.Mode != want[i] {
				t.Fatalf("%s: seat %d plays %s, want %s", when, i+1, si.Mode, want[i])
			}
		}
	}
	check(r.tbl, "after the operator's taps")
	if bad := r.overflows(); len(bad) > 0 {
		t.Errorf("operator menu texts cut off at 800×480: %q", bad)
	}
	r.tap("op:close")
	r.k.Close()
	r.tbl.Close()
	tbl, warnings, err := table.Open(table.Options{Dir: r.dir, Now: r.clock.Now, BotBudget: bot.Budget{Iterations: 30}})
	if err != nil || len(warnings) > 0 {
		t.Fatalf("resume: %v %v", err, warnings)
	}
	defer tbl.Close()
	check(tbl, "after resuming from the journal")
}

// TestBotLevelPickerSixBots: six bot seats of every level still fit the
// 800×480 setup screen, no text cut off.
func TestBotLevelPickerSixBots(t *testing.T) {
	levels := []table.SeatMode{table.BotEasy, table.Bot, table.BotHard}
	r := newRig(t, Settings{}, 800, 480)
	r.tap("players:6")
	for i := 0; i < 6; i++ {
		r.setBot(fmt.Sprintf("mode:%d:", i), levels[i%3])
	}
	for i := 0; i < 6; i++ {
		if got := r.eb().Draft().Modes[i]; got != levels[i%3] {
			t.Fatalf("seat %d is %s, want %s", i+1, got, levels[i%3])
		}
	}
	if bad := r.overflows(); len(bad) > 0 {
		t.Errorf("texts cut off at 800×480: %q", bad)
	}
}

// TestOperatorExportNeedsAStick: with no USB stick mounted at the export
// folder, "Export records" says so and writes nothing (not onto the SD
// card); the PIN pad tells staff where the PIN is set; the history never
// names a winner of a game ended early (issue 22, item 12).
func TestOperatorExportNeedsAStick(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "colt-export") // a plain folder: no stick mounted there
	r := newRig(t, Settings{OperatorPIN: "2468", ExportDir: dir}, 800, 480)
	r.setUpGame(3, nil, nil)
	r.begin()
	r.tap("reveal")
	r.tap("cmd:0")
	r.tap("operator")
	if !r.showsText("operator_pin") {
		t.Errorf("the PIN pad does not tell staff where the PIN is set: %v", r.texts())
	}
	for _, d := range "2468" {
		r.tap("pin:" + string(d))
	}
	r.tap("pin:ok")
	r.tap("op:end")
	r.tap("op:end-yes")
	r.tap("operator")
	for _, d := range "2468" {
		r.tap("pin:" + string(d))
	}
	r.tap("pin:ok")
	r.tap("op:export")
	all := strings.Join(r.texts(), " ")
	if !strings.Contains(all, "No USB stick is mounted at ") || !strings.Contains(all, "Nothing was written") || strings.Contains(all, "exported") {
		t.Errorf("export without a stick: %v", r.texts())
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("export without a stick wrote %s (%v)", dir, err)
	}
	os.MkdirAll(dir, 0o755) // a folder, still on the same disk: no stick either
	r.tap("op:export")
	if entries, _ := os.ReadDir(dir); len(entries) > 0 || !strings.Contains(strings.Join(r.texts(), " "), "No USB stick is mounted at ") {
		t.Errorf("export into a plain folder: %d files, %v", len(entries), r.texts())
	}
	r.tap("op:history")
	texts := r.texts()
	for i := len(texts) - 1; i >= 0; i-- { // the history's own lines (the scores screen lies under it)
		if texts[i] == "History" {
			texts = texts[i:]
			break
		}
	}
	all = strings.Join(texts, " ")
	if !strings.Contains(all, "not finished") || strings.Contains(all, "wins") || strings.Contains(all, "victory") || strings.Contains(all, "★") {
		t.Errorf("the history names a winner of an unfinished game: %v", texts)
	}
}

// TestCannotSaveBanner (issue 25 item 1): when the table cannot save moves
// (a full SD card) the operator sees a banner saying so, why and what to
// do, in the kiosk's language; it does not pile up with each refused move,
// and it goes by itself once the table saves again.
func TestCannotSaveBanner(t *testing.T) {
	r := newRig(t, Settings{Language: "fr"}, 800, 480)
	r.setUpGame(3, nil, nil)
	r.begin()
	version := r.pub().Version
	why := "the table cannot save moves: the SD card is full; free some space on it"
	for range 3 {
		r.k.onUpdate(table.Update{Version: version, Reason: "notice", Game: "express", CannotSave: why})
	}
	r.k.render()
	want := kit.Tr("fr", "banner.cannotSave", "err", why)
	if len(r.k.banners) != 1 || r.k.banners[0] != want || !strings.Contains(want, "Libérez de la place sur la carte SD") {
		t.Fatalf("banners %q, want the one French banner %q", r.k.banners, want)
	}
	if !r.showsText("La table ne peut plus enregistrer") {
		t.Fatalf("the banner is not on screen: %q", r.texts())
	}
	if r.pub().Version != version || r.k.nav.screen != screenGame {
		t.Fatal("a notice moved the game screen")
	}
	// the table saves again: the next update carries no CannotSave
	r.k.onUpdate(table.Update{Version: version, Reason: "notice", Game: "express"})
	r.k.render()
	if len(r.k.banners) != 0 || r.showsText("La table ne peut plus enregistrer") {
		t.Fatalf("the banner stayed after the table saved again: %q", r.k.banners)
	}
}
