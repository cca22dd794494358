package kiosk

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/i18n"
)

// carStep returns the next tap of a lockstep drive of a Time-Travel Car
// game: the set-up pages, Continue, the curtain, a hand's choice (hide:
// the hiding place's button), the Car whenever it is lit on a public
// choice, else a button chosen by i.
func carStep(r *rig, i int, hide string) string {
	pv := r.pub()
	switch {
	case r.k.nav.screen == screenPhysical && r.has("phys-next"):
		return "phys-next"
	case r.k.nav.screen == screenPhysical:
		return "begin"
	case r.has("continue"):
		return "continue"
	case r.has("reveal"):
		return "reveal"
	case r.revealed() && pv.Stage == express.StageHide:
		return hide
	case r.has("target:car"):
		return "target:car"
	case r.has("cmd:0"):
		return fmt.Sprintf("cmd:%d", i%r.choiceCount())
	}
	return ""
}

// appearing reports whether the narration on screen shows a hidden bandit
// appearing (from then on, where it hid is public).
func appearing(r *rig) bool {
	if len(r.eb().Steps()) == 0 {
		return false
	}
	return slices.ContainsFunc(r.eb().Steps()[0].Events, func(e express.Event) bool { return e.Kind == express.EvBanditAppeared })
}

// TestCarHidingPlaceStaysSecret (§12: "the next Schemin' is played with
// nobody else knowing where"): two kiosks play the same seeded game with
// the same taps, except that the player of the bandit alone in the Car
// hides it inside the locomotive on one and inside the caboose on the
// other. From the hide choice until the bandit appears, every screen the
// table shares — narration, curtains, other players' hands, the table —
// shows exactly the same texts on both, and none of them says where the
// bandit will appear; only its own player's hand, behind the curtain,
// says it (and differs). The bandit is drawn nowhere on the train and is
// marked hidden in the players panel. Then it appears where it hid.
func TestCarHidingPlaceStaysSecret(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		if carSecretGame(t, seed) {
			return
		}
	}
	t.Fatal("no seeded game hid a bandit in the Time-Travel Car")
}

func carSecretGame(t *testing.T, seed uint64) bool {
	rigs := [2]*rig{newRig(t, Settings{}, 800, 480), newRig(t, Settings{}, 800, 480)}
	modes := []table.SeatMode{table.Handoff, table.Handoff, table.Handoff, table.Handoff}
	for _, r := range rigs {
		if err := r.tbl.NewGame(express.GameName, express.Setup{Players: 4, Rules: express.RuleTTC, Seed: seed}, modes); err != nil {
			t.Fatal(err)
		}
		r.k.nav.screen = screenGame
		r.k.render()
	}
	hider := express.NoSeat // the hidden bandit, once hidden
	var owner express.Seat
	compared, own := 0, 0
	for i := 0; i < 6000; i++ {
		a, b := rigs[0], rigs[1]
		pv := a.pub()
		if pv.Phase == express.GameOver && !a.has("continue") {
			return false
		}
		if hider != express.NoSeat {
			if appearing(a) {
				want := [2]string{"inside the locomotive", "inside the caboose"}
				for n, r := range rigs {
					i := slices.IndexFunc(r.eb().Steps()[0].Events, func(e express.Event) bool { return e.Kind == express.EvBanditAppeared })
					e := r.eb().Steps()[0].Events[i]
					if e.Seat != hider {
						t.Fatalf("kiosk %d: %d appeared, %d hid", n, e.Seat, hider)
					}
					if got := i18n.PositionAt(i18n.En, e.To, len(pv.Train)); got != want[n] || !r.showsText("pawn "+want[n]) {
						t.Fatalf("kiosk %d: the bandit appeared %s, it hid %s", n, got, want[n])
					}
				}
				if compared < 20 || own == 0 {
					t.Fatalf("only %d shared screens compared, %d of the hider's own", compared, own)
				}
				t.Logf("seed %d: %d shared screens alike while %s hid; its player saw its hiding place %d times", seed, compared, pv.Bandits[hider].Character, own)
				return true
			}
			ownHand := a.revealed() && a.eb().CurtainSeat() == owner
			ta, tb := a.texts(), b.texts()
			if ownHand {
				own++
				for n, r := range rigs {
					want := [2]string{"inside the locomotive", "inside the caboose"}[n]
					if tile := r.tile("appear-at"); tile == nil || !strings.Contains(strings.Join(tile.Lines, " "), want) {
						t.Fatalf("kiosk %d: its player's hand does not say the bandit will appear %s: %v", n, want, r.texts())
					}
				}
			} else {
				compared++
				if strings.Join(ta, "\n") != strings.Join(tb, "\n") {
					t.Fatalf("a shared screen (%s) differs with the hiding place:\n%q\n%q", a.describe(), ta, tb)
				}
				for _, s := range ta {
					if strings.Contains(s, "will appear inside") || strings.Contains(s, "Appear inside") {
						t.Fatalf("a shared screen (%s) says %q", a.describe(), s)
					}
				}
				if a.has("appear-at") {
					t.Fatalf("a shared screen (%s) shows the hiding place", a.describe())
				}
				name := i18n.CharacterName(a.lang(), pv.Bandits[hider].Character)
				if a.k.nav.screen == screenGame && len(a.eb().Steps()) == 0 && !a.revealed() && a.has("place:0:inside") {
					if !strings.Contains(panelLines(a.eb(), &pv), name+" | hidden") {
						t.Fatalf("the players panel does not mark %s hidden: %q", name, panelLines(a.eb(), &pv))
					}
				}
			}
		}
		hideAt := [2]string{"cmd:0", ""}
		hideAt[1] = fmt.Sprintf("cmd:%d", max(0, b.choiceCount()-1))
		tapA, tapB := carStep(a, i, hideAt[0]), carStep(b, i, hideAt[1])
		if tapA == "" || (tapA != tapB && !(a.revealed() && pv.Stage == express.StageHide)) {
			t.Fatalf("the kiosks drift apart: %q / %q on %s", tapA, tapB, a.describe())
		}
		if a.revealed() && pv.Stage == express.StageHide {
			hider, owner = *actingOf(&pv), pv.Actor
		}
		a.tap(tapA)
		b.tap(tapB)
	}
	t.Fatal("the game did not end")
	return false
}

// actingOf is the bandit the view's actor moves.
func actingOf(pv *express.PublicView) *express.Seat {
	if pv.ActingBandit != nil {
		return pv.ActingBandit
	}
	b := seatBandit(pv, pv.Actor)
	return &b
}
