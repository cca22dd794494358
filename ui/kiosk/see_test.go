package kiosk

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"colt/engine/bot"
	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/i18n"
	expressui "colt/ui/kiosk/expressboard"
	"colt/ui/kiosk/kit"
)

// Issue 22: what a kiosk player may see (the pile while planning, their own
// loot, a log of the last moves) and no curtain between two plays of one
// player.

// pileShown checks the pile strip on screen against pv's pile (the public
// view, or the view of the seat whose screen it is): every card, in order,
// face-up ones naming their card and bandit, face-down ones a back naming
// their owner, the last one played marked in words; every card inside the
// window, its text fitting at 12 px or more.
func (r *rig) pileShown(t testing.TB, pv *express.PublicView) {
	t.Helper()
	g := r.words()
	if !r.has("log") {
		t.Fatalf("%s: no log button", r.describe())
	}
	tiles := r.tiles("pile:")
	first, last := 0, len(pv.Pile)
	if pv.Phase != express.Schemin {
		// while the pile is resolved: the resolved cards counted, then the
		// cards to come in order, and how many more follow
		for first < len(pv.Pile) && pv.Pile[first].Resolved {
			first++
		}
		last = first + len(tiles)
		if done := r.tile("pile-done"); (first > 0) != (done != nil) || done != nil && !strings.Contains(done.Text(), fmt.Sprint(first)) {
			t.Fatalf("%s: %d cards resolved; the pile says %v", r.describe(), first, done)
		}
		if more := r.tile("pile-more"); (last < len(pv.Pile)) != (more != nil) || more != nil && !strings.Contains(more.Text(), fmt.Sprint(len(pv.Pile)-last)) {
			t.Fatalf("%s: %d cards shown from %d of %d; the pile says %v", r.describe(), len(tiles), first, len(pv.Pile), more)
		}
	} else if len(tiles) != len(pv.Pile) {
		t.Fatalf("%s: %d pile cards on screen, the pile holds %d", r.describe(), len(tiles), len(pv.Pile))
	}
	size := r.win.Canvas().Size()
	for i := first; i < last; i++ {
		pc := pv.Pile[i]
		tile := r.tile(fmt.Sprintf("pile:%d", i))
		if tile == nil {
			t.Fatalf("%s: pile card %d is not on screen", r.describe(), i)
		}
		text := tile.Text()
		if pc.Card == express.HiddenCard {
			if !strings.Contains(text, kit.Tr(r.k.lang, "pile.back")) || !strings.Contains(text, r.name(pc.Owner)) {
				t.Fatalf("%s: pile card %d is face down (owner %s) but reads %q", r.describe(), i, r.name(pc.Owner), text)
			}
		} else {
			b := seatBandit(pv, pc.Owner)
			if pc.Bandit != nil {
				b = *pc.Bandit
			}
			if !strings.Contains(text, g.card(pc.Card)) || !strings.Contains(text, g.character(pv.Bandits[b].Character)) {
				t.Fatalf("%s: pile card %d is %s's %s but reads %q", r.describe(), i, pv.Bandits[b].Character, pc.Card, text)
			}
			// Teams: a partner's card names who played it too, not only whose
			// it is (issue 31: "Shoot / Tuco" played by Django read like a target)
			if int(pc.Owner) < len(pv.Seats) && !slices.Contains(pv.Seats[pc.Owner].Bandits, b) && !strings.Contains(text, r.name(pc.Owner)) {
				t.Fatalf("%s: pile card %d is %s's %s, played by %s, but reads %q", r.describe(), i, pv.Bandits[b].Character, pc.Card, r.name(pc.Owner), text)
			}
		}
		last := pv.Phase != express.Stealin && i == len(pv.Pile)-1
		if marked := strings.HasPrefix(text, "★"); marked != last {
			t.Fatalf("%s: pile card %d (of %d) marked as the last one played: %v", r.describe(), i, len(pv.Pile), marked)
		}
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(tile)
		if pos.X < 0 || pos.Y < 0 || pos.X+tile.Size().Width > size.Width+0.5 || pos.Y+tile.Size().Height > size.Height+0.5 || tile.Size().Width < 1 {
			t.Fatalf("%s: pile card %d of %d is outside the %v window at %v %v", r.describe(), i, len(pv.Pile), size, pos, tile.Size())
		}
		if tile.Overflows() || tile.MinTextSize < r.k.u(12)-0.01 {
			t.Fatalf("%s: pile card %d %q is cut off or drawn under 12 px at %v", r.describe(), i, text, tile.Size())
		}
	}
}

// lootShown checks the revealed hand shows the seat's own loot: every
// purse it holds with its value, the jewels and strongboxes with theirs.
func (r *rig) lootShown(t testing.TB, seat express.Seat) {
	t.Helper()
	view := playerView(r.tbl, seat)
	tile := r.tile("loot-mine")
	if tile == nil {
		t.Fatalf("%s: the revealed hand of seat %d shows no loot", r.describe(), seat)
	}
	text := tile.Text()
	g := r.words()
	jewel, strongbox, _ := r.eb().LootValues()
	held := map[express.LootID]bool{}
	bandits := []express.Seat{seatBandit(&view.PublicView, seat)}
	if int(seat) < len(view.Seats) {
		bandits = view.Seats[seat].Bandits
	}
	for _, b := range bandits {
		bv := view.Bandits[b]
		for _, p := range bv.Purses {
			held[p] = true
		}
		if bv.Jewels > 0 && !strings.Contains(text, g.money(bv.Jewels*jewel)) {
			t.Fatalf("%s: %d jewels, not worth %s in %q", r.describe(), bv.Jewels, g.money(bv.Jewels*jewel), text)
		}
		if bv.Strongboxes > 0 && !strings.Contains(text, g.money(bv.Strongboxes*strongbox)) {
			t.Fatalf("%s: %d strongboxes, not worth %s in %q", r.describe(), bv.Strongboxes, g.money(bv.Strongboxes*strongbox), text)
		}
	}
	for _, p := range view.KnownPurses {
		if held[p.Token] && !strings.Contains(text, g.money(p.Value)) {
			t.Fatalf("%s: seat %d holds a %s purse; its loot reads %q", r.describe(), seat, g.money(p.Value), text)
		}
	}
	if tile.Overflows() {
		t.Fatalf("%s: the loot %q is cut off", r.describe(), text)
	}
}

// checkPlanning checks a revealed hand: the pile as its seat sees it and
// its own loot with values.
func (r *rig) checkPlanning(t testing.TB, seat express.Seat) {
	t.Helper()
	view := playerView(r.tbl, seat)
	if len(view.Pile) > 0 || view.Phase == express.Schemin {
		r.pileShown(t, &view.PublicView)
	} else if r.has("pile:0") || r.has("pile-title") {
		t.Fatalf("%s: a pile strip before the round", r.describe())
	}
	r.lootShown(t, seat)
	// the seat's own face-down cards are its to see; nobody else's are
	pub := r.pub()
	for i, pc := range view.Pile {
		if pc.Card != pub.Pile[i].Card && pc.Owner != seat {
			t.Fatalf("seat %d's view shows seat %d's face-down card %d", seat, pc.Owner, i)
		}
	}
}

// checkPublicScreen checks a screen everybody sees (the curtain, the
// table): the public pile, whole, and nobody's loot values.
func (r *rig) checkPublicScreen(t testing.TB) {
	t.Helper()
	if r.has("loot-mine") {
		t.Fatalf("%s: a player's loot is on a public screen", r.describe())
	}
	pv := r.pub()
	if pv.Phase == express.Schemin || pv.Phase == express.Stealin && len(r.eb().Steps()) == 0 {
		r.pileShown(t, &pv)
	}
}

// checkAfterPlay checks the screen after seat played from its revealed
// hand (the public view was before): the hand is hidden, unless the same
// seat plays again at once after that play alone, with nothing narrated.
func (r *rig) checkAfterPlay(t testing.TB, before *express.PublicView, seat express.Seat) {
	t.Helper()
	n := r.handCards()
	if n == 0 {
		return
	}
	pv := r.pub()
	if !r.revealed() || !r.eb().RevealedAgain() || r.eb().CurtainSeat() != seat || pv.Version != before.Version+1 || len(r.eb().Steps()) > 0 {
		t.Fatalf("%s: %d hand cards still on screen after the choice (seat %d, curtain %d, version %d after %d)", r.describe(), n, seat, r.eb().CurtainSeat(), pv.Version, before.Version)
	}
	if pv.Phase == express.Schemin && pv.Stage == express.StageNone && !r.has("again") { // a secret step's own question says what comes next
		t.Fatalf("%s: the hand stays for a second play without saying so", r.describe())
	}
}

// TestNoCurtainBetweenTwoPlays (item 10): in a 2-player game (Speed-Up
// turns: two cards in a row; Switch turns: the last player of a turn is
// the first of the next) the player who plays again at once keeps their
// hand on screen, and the whole game still plays to the end.
func TestNoCurtainBetweenTwoPlays(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game")
	}
	r := newRig(t, Settings{}, 800, 480)
	if err := r.tbl.NewGame(express.GameName, express.Setup{Players: 2, Seed: 3}, []table.SeatMode{table.Handoff, table.Handoff}); err != nil {
		t.Fatal(err)
	}
	r.k.nav.screen = screenGame
	r.eb().DropNarration()
	r.k.render()
	seen := r.play(t, 6000)
	if seen["again"] == 0 {
		t.Fatalf("nobody played twice in a row without a curtain: %v", seen)
	}
	t.Logf("screens: %v", seen)
}

// longPiles plays seeded games of a way to play with random moves and
// calls check at the longest pile of each round while it is still being
// played (Schemin'), and at the longest one overall.
func longPiles(t *testing.T, su express.Setup, modes []table.SeatMode, check func(r *rig, pv *express.PublicView)) int {
	r := newRig(t, Settings{}, 800, 480)
	if err := r.tbl.NewGame(express.GameName, su, modes); err != nil {
		t.Fatal(err)
	}
	r.k.nav.screen = screenGame
	b := bot.NewRandom(su.Seed)
	longest := 0
	for i := 0; i < 4000; i++ {
		r.eb().DropNarration()
		pv := r.pub()
		if pv.Phase == express.GameOver {
			break
		}
		// the last turn of a round's Schemin', and the pile turned over: the pile at its longest
		if (pv.Phase == express.Schemin && pv.Turn == len(pv.Round.Turns)-1 || pv.Phase == express.Stealin) && len(pv.Pile) >= longest {
			longest = len(pv.Pile)
			check(r, &pv)
		}
		st := expressState(r.tbl)
		cmd := b.Choose(&st)
		// nobody draws when a card can be played: the longest piles
		var plays []express.Command
		for _, c := range express.Legal(&st) {
			if c.Kind == express.CmdPlay {
				plays = append(plays, c)
			}
		}
		if len(plays) > 0 {
			cmd = plays[i%len(plays)]
		}
		if err := r.tbl.Submit(table.FromKiosk, cmd, table.AnyVersion, ""); err != nil {
			t.Fatal(err)
		}
	}
	return longest
}

// TestWholePileAt800x480 (item 1): for every round length — Speed-Up
// rounds, six players, two bandits each, Horses & Stagecoach's Turmoil —
// the pile is whole on the revealed hand, on the curtain between turns and
// on the table screen while another seat plays, at 800×480, every card
// inside the window with its text at 12 px or more and the log button a
// touch target.
func TestWholePileAt800x480(t *testing.T) {
	if testing.Short() {
		t.Skip("seeded games")
	}
	for _, c := range []struct {
		players int
		rules   express.Rules
		seed    uint64
	}{
		{6, 0, 1},
		{4, 0, 5},
		{3, express.RuleTwoBandits, 6},
		{4, express.RuleHorses, 7},
		{6, express.RuleTeams | express.RuleExperts, 8},
	} {
		t.Run(fmt.Sprintf("%dp-%s-%d", c.players, c.rules, c.seed), func(t *testing.T) {
			su := express.Setup{Players: c.players, Rules: c.rules, Seed: c.seed}
			handoff := make([]table.SeatMode, c.players)
			phones := make([]table.SeatMode, c.players)
			for i := range handoff {
				handoff[i], phones[i] = table.Handoff, table.Phone
			}
			n := longPiles(t, su, handoff, func(r *rig, pv *express.PublicView) {
				seat := r.eb().CurtainSeat()
				if seat == express.NoSeat {
					r.k.render()
					r.checkPublicScreen(t) // Stealin': the table
					return
				}
				r.k.render()
				r.checkPublicScreen(t) // the curtain
				r.eb().RevealHand(seat)
				r.k.render()
				r.checkPlanning(t, seat)
				if bad := r.overflows(); len(bad) > 0 {
					t.Fatalf("hand with a pile of %d: text cut off: %q", len(pv.Pile), bad)
				}
				r.checkButtons(t)
				r.eb().Hide()
			})
			longPiles(t, su, phones, func(r *rig, pv *express.PublicView) {
				r.k.render()
				r.checkPublicScreen(t) // the table while a phone plays
				r.checkButtons(t)
			})
			t.Logf("longest pile checked: %d cards", n)
			if n < c.players*2 {
				t.Fatalf("the longest pile was only %d cards", n)
			}
		})
	}
}

// checkButtons checks the pile strip's log button is a touch target.
func (r *rig) checkButtons(t testing.TB) {
	t.Helper()
	if b := r.tile("log"); b == nil || b.Size().Height < r.k.u(40)-0.5 {
		t.Fatalf("%s: the log button is missing or under 40 px high", r.describe())
	}
}

// TestLogOfTheLastMoves (item 3): a button beside the pile opens the log of
// the last moves without the PIN, on the table screen and on the curtain;
// it words the table's public events as the phone page does (ui/i18n), the
// latest first, and never a face-down card's name.
func TestLogOfTheLastMoves(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	var public []express.Event
	cancel := r.tbl.Subscribe(func(u table.Update) { evs, _ := u.PublicEvents.([]express.Event); public = append(public, evs...) })
	defer cancel()
	if err := r.tbl.NewGame(express.GameName, express.Setup{Players: 3, Seed: 5}, []table.SeatMode{table.Handoff, table.Handoff, table.Handoff}); err != nil {
		t.Fatal(err)
	}
	r.begin()
	b := bot.NewRandom(5)
	hidden := func() bool { // a face-down card on the pile, and a curtain up
		pv := r.pub()
		for _, pc := range pv.Pile {
			if pc.Card == express.HiddenCard {
				return pv.Phase == express.Schemin && len(public) > 8
			}
		}
		return false
	}
	for i := 0; i < 400 && !hidden(); i++ {
		st := expressState(r.tbl)
		if err := r.tbl.Submit(table.FromKiosk, b.Choose(&st), table.AnyVersion, ""); err != nil {
			t.Fatal(err)
		}
	}
	if !hidden() {
		t.Fatal("no face-down card was played")
	}
	r.eb().DropNarration()
	r.k.render()
	if !r.has("reveal") {
		t.Fatalf("want the curtain, got %v", r.names())
	}
	r.tap("log")
	if r.k.nav.overlay != overlayBoard {
		t.Fatalf("the log button opened overlay %d, want the log (no PIN)", r.k.nav.overlay)
	}
	pv := r.pub()
	l, _ := i18n.ParseLang("en")
	var want []string
	for _, e := range public {
		if e.Kind == express.EvCardsDrawn && e.Count > 3 {
			continue
		}
		instr, why := i18n.Describe(l, e, &pv)
		if instr == "" {
			instr = why
		}
		if instr != "" {
			want = append(want, instr)
		}
	}
	if len(want) < 5 {
		t.Fatalf("only %d public moves", len(want))
	}
	texts := r.texts()
	for r.has("log-older") { // the log in pages, the latest first (issue 23): read them all
		r.tap("log-older")
		texts = append(texts, r.texts()...)
	}
	all := strings.Join(texts, "\n")
	for _, w := range want[max(0, len(want)-expressui.MoveLogSize):] {
		if !strings.Contains(all, w) {
			t.Errorf("the log does not say %q:\n%s", w, all)
		}
	}
	last := strings.Index(all, want[len(want)-1])
	first := strings.Index(all, want[0])
	if last < 0 || first < 0 || last > first {
		t.Errorf("the log is not latest first")
	}
	// nothing secret: the face-down plays are said as face-down plays
	for _, pc := range r.pub().Pile {
		if pc.Card == express.HiddenCard && !strings.Contains(all, "face down") {
			t.Errorf("a face-down play is not in the log as one")
		}
	}
	r.tap("log-close")
	if r.k.nav.overlay != overlayNone {
		t.Fatal("the log did not close")
	}
}

// TestLootOnlyOnTheRevealedHand (item 2): the seat's own loot, with its
// purse values, is on its revealed hand and on no public screen; another
// seat's purse values never appear on it.
func TestLootOnlyOnTheRevealedHand(t *testing.T) {
	r := newRig(t, Settings{}, 800, 480)
	if err := r.tbl.NewGame(express.GameName, express.Setup{Players: 3, Seed: 9}, []table.SeatMode{table.Handoff, table.Handoff, table.Handoff}); err != nil {
		t.Fatal(err)
	}
	r.k.nav.screen = screenGame
	r.eb().DropNarration()
	r.k.render()
	seat := r.eb().CurtainSeat()
	r.checkPublicScreen(t)
	r.tap("reveal")
	r.lootShown(t, seat)
	// every bandit starts with a purse (§3): its value is its holder's secret
	view := playerView(r.tbl, seat)
	text := r.tile("loot-mine").Text()
	mine := 0
	for _, p := range view.KnownPurses {
		if p.Held {
			mine++
		}
	}
	if mine == 0 || !strings.Contains(text, "$") {
		t.Fatalf("seat %d holds %d known purses; its loot reads %q", seat, mine, text)
	}
	if want := r.eb().HandLoot(seat); text != want {
		t.Fatalf("the loot on seat %d's hand is %q, not what its own view says (%q)", seat, text, want)
	}
}
