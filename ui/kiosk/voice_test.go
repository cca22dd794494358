package kiosk

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"colt/engine/express"
	"colt/engine/super"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
	"colt/ui/voice"
)

// withVoice gives the rig a Speaker on tape (the real espeak-ng; a tape
// instead of a sound card) and switches the voice on, as a table would on
// the set-up screen.
func (r *rig) withVoice(tape *voice.Tape) *voice.Speaker {
	r.t.Helper()
	sp, err := voice.New(voice.Options{Sink: tape, Volume: 80})
	if err != nil {
		r.t.Fatal(err)
	}
	r.t.Cleanup(sp.Close)
	r.k.voice.sp = sp
	r.k.cfg.VoiceAllowed = true
	r.k.render()
	if !r.has("voice-switch") {
		r.t.Fatalf("no voice switch on the set-up screen: %v", r.names())
	}
	if !r.k.voice.on {
		r.tap("voice-switch")
	}
	if !r.k.voice.on || r.tile("voice-switch").Text() != "Voice on" && r.k.lang == "en" {
		r.t.Fatalf("the voice switch did not switch the voice on: %q", r.tile("voice-switch").Text())
	}
	return sp
}

// onScreen is every text on screen in drawing order, one string, spaces
// folded: what a spoken line must be found in.
func (r *rig) onScreen() string {
	var parts []string
	for _, o := range r.objects() {
		if !o.Visible() {
			continue
		}
		switch x := o.(type) {
		case *canvas.Text:
			parts = append(parts, x.Text)
		case *widget.Label:
			parts = append(parts, x.Text)
		case *widgets.Tile:
			parts = append(parts, x.Lines...)
		}
	}
	return strings.Join(strings.Fields(strings.Join(parts, " ")), " ")
}

// bullets are the instruction lines of a narration page ("• …").
func (r *rig) bullets() []string {
	var out []string
	for _, o := range r.objects() {
		if l, ok := o.(*widget.Label); ok && l.Visible() && strings.HasPrefix(l.Text, "• ") {
			out = append(out, strings.Join(strings.Fields(strings.TrimPrefix(l.Text, "• ")), " "))
		}
	}
	return out
}

// voiceFigures are what a game's voice said.
type voiceFigures struct {
	pages, words, curtains, silent int
	// barCards are the round cards said on a page that leaves the card
	// to the round bar (a compact layout)
	barCards int
	happened int // screens saying what just happened (issue 31)
}

// checkSpeech checks what the voice says of the screen on show: every
// line is on screen (one source: the screen's own words), every
// instruction of a narration page is said, a seat's own page says nothing.
func (r *rig) checkSpeech(t *testing.T, f *voiceFigures, narration, private bool) {
	t.Helper()
	st := r.k.voice.story
	if private {
		if !st.Empty() {
			t.Fatalf("a seat's own page is spoken aloud: %q", st.Spoken())
		}
		f.silent++
		return
	}
	if narration && st.Empty() {
		t.Fatalf("a narration page says nothing; on screen: %s", r.onScreen())
	}
	screen := r.onScreen()
	var said []string
	card := false
	for _, l := range st.Lines() {
		line := strings.Join(strings.Fields(l.Text()), " ")
		parts := []string{line}
		if l.Kind() == voice.RoundCard && !r.has("round-card") {
			// the page leaves the round card to the round bar, which draws
			// its turns one tile each: each turn said is on screen
			parts = strings.Split(line, " · ")
			card = true
		}
		for _, p := range parts {
			if !strings.Contains(screen, p) {
				t.Fatalf("the voice says %q (%s), which is not on screen:\n%s", p, l.Kind(), screen)
			}
		}
		said = append(said, line)
	}
	if card {
		f.barCards++
	}
	all := strings.Join(said, " ")
	for _, b := range r.bullets() {
		if !strings.Contains(all, b) {
			t.Fatalf("the instruction %q on screen is not said; the voice says %q", b, all)
		}
	}
	if r.tile("happened") != nil { // what just happened, on a shared screen: said (issue 31)
		for _, h := range r.eb().HappenedShown() {
			if h = strings.Join(strings.Fields(h), " "); !strings.Contains(all, h) {
				t.Fatalf("what just happened, %q, is on screen but not said; the voice says %q", h, all)
			}
		}
		f.happened++
	}
	if narration {
		f.pages++
		f.words += st.Words()
	}
}

// playSpoken plays a game to its ranking, one screen seat and bots, with
// the voice on, checking the speech of every screen.
func (r *rig) playSpoken(t *testing.T, superGame bool) voiceFigures {
	t.Helper()
	var f voiceFigures
	r.begin()
	for i := 0; i < 4000; i++ {
		over := superGame && superPub(r).Phase == super.GameOver || !superGame && r.pub().Phase == express.GameOver
		switch {
		case r.has("continue"):
			r.checkSpeech(t, &f, true, false)
			r.tap("continue")
		case over:
			if !r.has("again") {
				t.Fatalf("game over but no ranking: %v", r.names())
			}
			r.checkSpeech(t, &f, false, false)
			if r.k.voice.story.Empty() {
				t.Fatal("the final ranking is not spoken")
			}
			f.pages++
			f.words += r.k.voice.story.Words()
			return f
		case r.has("reveal"):
			r.checkSpeech(t, &f, false, false)
			f.curtains++
			r.tap("reveal")
			r.checkSpeech(t, &f, false, true)
			if superGame {
				for _, c := range r.tiles("card:")[:3] {
					r.tap(c.Name)
				}
				r.tap("commit")
			} else {
				r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
			}
		case !superGame && r.revealed():
			r.checkSpeech(t, &f, false, true)
			r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
		case r.has("cmd:0"):
			r.checkSpeech(t, &f, false, false)
			r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
		default:
			t.Fatalf("tap %d: stuck; tiles %v", i, r.names())
		}
	}
	t.Fatal("the game did not end")
	return f
}

// TestVoiceEveryWayToPlay (issue 35): a whole game of a sample of Colt
// Express's ways (the base game, Experts, two bandits each with Horses &
// Stagecoach, the Time-Travel Car in the 2-player game: one per language)
// and of Colt Super Express at 3 to 7 — with the voice on, a screen seat
// and bots: every narration page, curtain and the ranking
// is spoken from the words on screen, every instruction on a page is
// said, a seat's own page says nothing; a round page says its card in
// every layout (where the page leaves the card to the round bar, the
// turns said are the bar's). Real espeak-ng, onto a tape. Every way in
// every language is TestSpeechEveryWayEveryLanguage's (the boards', at
// the text level) and expressboard's TestSweepOnValues's (the voice of
// each page, curtain, hand, choice and the scores said from their
// values; docs/sweeps.md).
func TestVoiceEveryWayToPlay(t *testing.T) {
	langs := []string{"en", "fr", "nl", "it"}
	ways := []struct {
		players int
		rules   []string
	}{
		{3, nil}, {4, []string{"experts"}}, {3, []string{"two-bandits", "horses"}}, {2, []string{"ttc"}},
	}
	var total voiceFigures
	for i, w := range ways {
		lang := langs[i%len(langs)]
		name := fmt.Sprintf("%dp-%s-%s", w.players, strings.Join(w.rules, ","), lang)
		t.Run(name, func(t *testing.T) {
			sampledUnderShort(t, i == 0)
			r := newRig(t, Settings{Language: lang}, 800, 480)
			r.withVoice(&voice.Tape{})
			r.tap(fmt.Sprintf("players:%d", w.players))
			for _, rule := range w.rules {
				r.tap("rule:" + rule)
			}
			r.tap(fmt.Sprintf("mode:0:%s", table.Handoff))
			for seat := 1; seat < w.players; seat++ {
				r.tap(fmt.Sprintf("mode:%d:%s", seat, table.Bot))
			}
			r.tap("start")
			f := r.playSpoken(t, false)
			t.Logf("%d pages spoken (%d words), %d curtains, %d private pages silent, %d round cards said beside the round bar, %d screens saying what just happened", f.pages, f.words, f.curtains, f.silent, f.barCards, f.happened)
			if f.happened == 0 {
				t.Errorf("no screen said what just happened (a round change at least)")
			}
			total.pages += f.pages
			total.words += f.words
			total.barCards += f.barCards
		})
	}
	if total.barCards == 0 && !testing.Short() {
		t.Error("no round card was said on a page without the big card: the compact layouts' round cards went unheard or untested")
	}
	for n := super.MinPlayers; n <= super.MaxPlayers; n++ {
		lang := langs[n%len(langs)]
		t.Run(fmt.Sprintf("super-%dp-%s", n, lang), func(t *testing.T) {
			sampledUnderShort(t, n == 4)
			modes := map[int]table.SeatMode{}
			for seat := 1; seat < n; seat++ {
				modes[seat] = table.Bot
			}
			r := newRig(t, Settings{Language: lang}, 800, 480)
			r.tap("game:" + super.GameName)
			r.withVoice(&voice.Tape{})
			r.tap(fmt.Sprintf("players:%d", n))
			for seat := range modes {
				r.tap(fmt.Sprintf("mode:%d:%s", seat, table.Bot))
			}
			r.tap("start")
			f := r.playSpoken(t, true)
			t.Logf("%d pages spoken (%d words), %d curtains, %d private pages silent", f.pages, f.words, f.curtains, f.silent)
			total.pages += f.pages
			total.words += f.words
		})
	}
	t.Logf("every way: %d pages spoken, %d words", total.pages, total.words)
}

// narrationRig is a 3-player game, a screen seat and two bots, with the
// voice on a real-time tape, on its first narration page.
func narrationRig(t *testing.T, settings Settings) (*rig, *voice.Tape, *voice.Speaker) {
	t.Helper()
	r := newRig(t, settings, 800, 480)
	tape := &voice.Tape{Realtime: true}
	sp := r.withVoice(tape)
	r.tap("players:3")
	r.tap(fmt.Sprintf("mode:0:%s", table.Handoff))
	r.tap(fmt.Sprintf("mode:1:%s", table.Bot))
	r.tap(fmt.Sprintf("mode:2:%s", table.Bot))
	r.tap("start")
	r.begin()
	for i := 0; !r.has("continue"); i++ {
		if i > 200 {
			t.Fatalf("no narration page: %v", r.names())
		}
		if r.has("reveal") {
			r.tap("reveal")
		}
		r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
	}
	return r, tape, sp
}

// waitTakes waits (at most a minute: a busy machine) until an utterance
// from the tape's nth on (0-based) is heard, and returns the takes and the
// one heard.
func waitTakes(t *testing.T, tape *voice.Tape, from int) ([]voice.Take, int) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(2 * time.Millisecond) {
		takes := tape.Takes()
		for i := len(takes) - 1; i >= from; i-- {
			if !takes[i].First.IsZero() {
				return takes, i
			}
		}
	}
	t.Fatalf("the tape never heard an utterance from its %dth on: %+v", from, tape.Takes())
	return nil, 0
}

// TestVoiceContinueCuts: tapping Continue while a page is spoken cuts it
// (the tape sees the cut) and the next page starts; the figure is the
// time from the tap to the next page's first sample.
func TestVoiceContinueCuts(t *testing.T) {
	r, tape, _ := narrationRig(t, Settings{})
	var lat []time.Duration
	for i := 0; i < 300 && len(lat) < 20 && r.pub().Phase != express.GameOver; i++ {
		if !r.has("continue") { // the screen seat plays behind the curtain: the next narration
			if r.has("reveal") {
				r.tap("reveal")
			}
			r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
			continue
		}
		takes, cur := waitTakes(t, tape, max(0, len(tape.Takes())-1)) // the page being spoken
		n := len(takes)
		tap := time.Now()
		r.tap("continue")
		if !r.has("continue") {
			continue
		}
		after, next := waitTakes(t, tape, n)
		if c := after[cur]; !c.Cut && c.Samples < c.Rate/10 {
			continue // nothing was being said (under 0.1 s, over before the tap): no speech to cut
		}
		if !after[cur].Cut {
			t.Fatalf("tap %d: Continue did not cut the speech: %+v", i, after[cur])
		}
		lat = append(lat, after[next].First.Sub(tap))
	}
	if len(lat) == 0 {
		t.Fatal("no page followed another")
	}
	slices.Sort(lat)
	t.Logf("Continue → next page's first sample: median %v, max %v over %d pages", lat[len(lat)/2], lat[len(lat)-1], len(lat))
}

// TestVoiceRepeat: the repeat button beside the gear, and a long press of
// the table button, say the page again and turn no page; a short press
// turns it.
func TestVoiceRepeat(t *testing.T) {
	r, _, _ := narrationRig(t, Settings{})
	said := len(r.k.voice.said)
	page := r.k.voice.story.Spoken()
	mark := r.k.board().NarrationMark()
	r.tap("voice-repeat")
	if len(r.k.voice.said) != said+1 || r.k.voice.said[said].Spoken() != page {
		t.Fatalf("repeat said %d stories, want the page again", len(r.k.voice.said)-said)
	}
	r.k.HandlePress(hw.Press{Source: hw.TableButton, Kind: hw.Long})
	if len(r.k.voice.said) != said+2 || r.k.voice.said[said+1].Spoken() != page || r.k.board().NarrationMark() != mark {
		t.Fatalf("a long press of the table button: %d stories said, page turned %v", len(r.k.voice.said)-said, r.k.board().NarrationMark() != mark)
	}
	r.k.HandlePress(hw.Press{Source: hw.TableButton, Kind: hw.Short})
	if r.k.board().NarrationMark() == mark {
		t.Fatal("a short press of the table button did not turn the page")
	}
}

// TestVoiceOff: switching the voice off cuts the speech at once and says
// nothing more; the switch comes back to the configuration's at an idle
// reset and stays for "same players again"; in a quiet café there is no
// switch, no repeat and no speech.
func TestVoiceOff(t *testing.T) {
	r, tape, _ := narrationRig(t, Settings{IdleResetMinutes: 5})
	takes, cur := waitTakes(t, tape, max(0, len(tape.Takes())-1))
	r.k.voice.set(false) // the switch's tap
	r.k.render()
	for deadline := time.Now().Add(time.Minute); !tape.Takes()[cur].Cut; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("switching the voice off did not cut the speech")
		}
	}
	said := len(r.k.voice.said)
	if r.has("voice-repeat") {
		t.Error("a repeat button with the voice off")
	}
	r.tap("continue")
	if len(r.k.voice.said) != said || len(tape.Takes()) != len(takes) {
		t.Errorf("the voice switched off still spoke: %d stories, %d takes", len(r.k.voice.said)-said, len(tape.Takes())-len(takes))
	}
	r.clock.Advance(6 * time.Minute)
	r.k.CheckIdle()
	if r.k.voice.on != r.k.cfg.VoiceOn {
		t.Errorf("after an idle reset the voice is %v, the configuration says %v", r.k.voice.on, r.k.cfg.VoiceOn)
	}

	q := newRig(t, Settings{VoiceAllowed: false}, 800, 480)
	sp, err := voice.New(voice.Options{Sink: &voice.Tape{}})
	if err != nil {
		t.Fatal(err)
	}
	defer sp.Close()
	q.k.voice.sp, q.k.voice.on = sp, true
	q.k.render()
	if q.has("voice-switch") {
		t.Error("a voice switch in a quiet café")
	}
	q.tap("players:3")
	q.tap("start")
	q.begin()
	if q.has("voice-repeat") || len(q.k.voice.said) > 0 {
		t.Errorf("a quiet café speaks: repeat %v, %d stories", q.has("voice-repeat"), len(q.k.voice.said))
	}
}

// TestVoiceRememberedForTheGroup: the voice switch stays as the group set
// it for "same players again".
func TestVoiceRememberedForTheGroup(t *testing.T) {
	r := newRig(t, Settings{VoiceOn: false}, 800, 480)
	r.withVoice(&voice.Tape{})
	r.k.newForm() // a game's end: "new game" with the same group
	r.k.render()
	if !r.k.voice.on || !strings.Contains(r.tile("voice-switch").Text(), "on") {
		t.Fatalf("the voice switch forgot the group's choice: %q", r.tile("voice-switch").Text())
	}
}

// TestVoiceSpeaksTheSharedTip: teaching, the shared tip on screen is said
// with its screen (a tip that comes on a page already said is said alone),
// never a seat's own tip on its hand.
func TestVoiceSpeaksTheSharedTip(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	r.withVoice(&voice.Tape{})
	r.startTaught(teachWay{players: 3})
	shared, own := 0, 0
	for i := 0; i < 400 && r.pub().Phase != express.GameOver; i++ {
		if c := r.k.teaching.current; c != nil {
			text := strings.Join(strings.Fields(c.tip.Text(r.lang())), " ")
			said := r.k.voice.story.Spoken()
			heard := false
			for _, l := range r.k.voice.story.Lines() {
				heard = heard || l.Kind() == voice.Tip && strings.Join(strings.Fields(l.Text()), " ") == text
			}
			if _, onHand := r.k.board().TeachSeat(); c.seat != express.NoSeat || onHand {
				own++
				if heard || !r.k.voice.story.Empty() {
					t.Fatalf("a seat's own page or tip is spoken: %q", said)
				}
			} else {
				shared++
				if !heard {
					t.Fatalf("the shared tip %q on screen is not said; the voice says %q", c.tip.Concept, said)
				}
			}
			if r.has("tip-ok") {
				r.tap("tip-ok")
				continue
			}
		}
		switch {
		case r.k.nav.screen == screenPhysical:
			r.begin()
		case r.has("continue"):
			r.tap("continue")
		case r.revealed():
			r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
		case r.has("reveal"):
			r.tap("reveal")
		case r.has("cmd:0"):
			r.tap(fmt.Sprintf("cmd:%d", i%r.choiceCount()))
		default:
			t.Fatalf("tap %d: stuck; tiles %v", i, r.names())
		}
	}
	if shared == 0 || own == 0 {
		t.Fatalf("%d screens with a shared tip, %d with a seat's own: the check saw too little", shared, own)
	}
	t.Logf("%d screens with a shared tip said, %d with a seat's own tip silent", shared, own)
}

// endByOperator ends the game on the table through the operator menu
// (PIN 2468), as the operator would.
func (r *rig) endByOperator() {
	r.t.Helper()
	r.tap("operator")
	for _, d := range "2468" {
		r.tap("pin:" + string(d))
	}
	r.tap("pin:ok")
	r.tap("op:end")
	r.tap("op:end-yes")
	if r.k.nav.screen != screenEnded {
		r.t.Fatalf("the operator's End game left screen %d", r.k.nav.screen)
	}
}

// TestVoiceSetupPagesAndEndedScores (issue 35): the physical set-up pages
// are spoken — each page its instructions, every one the page lists — and
// so are the scores of a game the operator ended: who was ahead when it
// stopped and the operator's note, never "wins"; in both games, in French
// for Colt Express. Real espeak-ng, onto a tape.
func TestVoiceSetupPagesAndEndedScores(t *testing.T) {
	for _, superGame := range []bool{false, true} {
		name, lang := "express-fr", "fr"
		if superGame {
			name, lang = "super-en", "en"
		}
		t.Run(name, func(t *testing.T) {
			r := newRig(t, Settings{Language: lang, OperatorPIN: "2468"}, 800, 480)
			if superGame {
				r.tap("game:" + super.GameName)
			}
			r.withVoice(&voice.Tape{})
			r.tap("players:3")
			r.tap(fmt.Sprintf("mode:0:%s", table.Handoff))
			r.tap(fmt.Sprintf("mode:1:%s", table.Bot))
			r.tap(fmt.Sprintf("mode:2:%s", table.Bot))
			r.tap("start")
			var f voiceFigures
			pages := 0
			for ; r.k.nav.screen == screenPhysical; pages++ {
				if pages > 20 {
					t.Fatal("the set-up pages never end")
				}
				if r.k.voice.story.Empty() || len(r.bullets()) == 0 {
					t.Fatalf("set-up page %d: says %q, lists %d instructions", pages, r.k.voice.story.Spoken(), len(r.bullets()))
				}
				r.checkSpeech(t, &f, false, false) // every line on screen, every instruction said
				if r.has("phys-next") {
					r.tap("phys-next")
				} else {
					r.tap("begin")
				}
			}
			t.Logf("%d set-up pages spoken", pages)
			for i := 0; i < 6 && r.has("continue"); i++ {
				r.tap("continue")
			}
			r.endByOperator()
			said := r.k.voice.story
			r.checkSpeech(t, &f, false, false)
			early := kit.Tr(lang, "scores.early")
			if said.Empty() || !slices.ContainsFunc(said.Lines(), func(l voice.Public) bool { return l.Text() == early }) {
				t.Fatalf("the scores of an ended game say %q, not the operator's note %q", said.Spoken(), early)
			}
			if !superGame {
				if l := said.Lines()[0].Text(); !strings.HasPrefix(l, "Partie non terminée") {
					t.Fatalf("an ended game opens with %q, not who was ahead when it stopped", l)
				}
			}
			if s := said.Spoken(); strings.Contains(s, "gagne") || strings.Contains(s, "wins") || strings.Contains(s, "victoire") {
				t.Fatalf("an ended game names a winner: %q", s)
			}
			t.Logf("ended: %q", said.Spoken())
		})
	}
}
