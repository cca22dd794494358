package kiosk

import (
	"fmt"
	"testing"

	"colt/engine/super"
	"colt/engine/table"
	"colt/ui/i18n"
)

// TestSuperScreensFit: Colt Super Express at 800×480 in the four
// languages, seven players (six at the screen, one bot; the last screen
// seat's mode switched to a phone in the second round so the table's own
// waiting screen shows): on the setup screen, every set-up page, curtain,
// stacking screen (no card, one, all three picked), narrated step, the
// table waiting for a phone and the ranking, no text is cut off or drawn
// over another and no instruction needs scrolling.
func TestSuperScreensFit(t *testing.T) {
	for _, l := range i18n.Langs() {
		lang := string(l)
		t.Run(lang, func(t *testing.T) {
			r := newRig(t, Settings{Language: lang}, 800, 480)
			r.tap("game:" + super.GameName)
			r.tap("players:7")
			r.tap(fmt.Sprintf("mode:6:%s", table.Bot))
			seen := map[string]int{}
			bad := 0
			check := func(what string) {
				seen[what]++
				if problems := fitProblems(r); len(problems) > 0 {
					if bad++; bad <= 12 {
						t.Errorf("%s %d: %v", what, seen[what], problems)
					}
				}
			}
			check("setup")
			// the bot levels' labels: seat 5 Hard, seat 4 Easy (the Bot button steps through them)
			r.tap(fmt.Sprintf("mode:4:%s", table.Bot))
			r.tap(fmt.Sprintf("mode:4:%s", table.Bot))
			r.tap(fmt.Sprintf("mode:4:%s", table.Bot))
			r.tap(fmt.Sprintf("mode:5:%s", table.Bot))
			r.tap(fmt.Sprintf("mode:5:%s", table.Bot))
			if d := r.k.boardFor(super.GameName).(*superBoard).draft; d.modes[4] != table.BotEasy || d.modes[5] != table.BotHard {
				t.Fatalf("bot levels %s %s", d.modes[4], d.modes[5])
			}
			check("setup")
			r.tap(fmt.Sprintf("mode:4:%s", table.Handoff))
			r.tap(fmt.Sprintf("mode:5:%s", table.Handoff))
			r.tap("start")
			phoned := false
			for i := 0; i < 3000; i++ {
				pv := superPub(r)
				if pv.Phase == super.GameOver && !r.has("continue") {
					check("ranking")
					break
				}
				if pv.Round == 2 && !phoned && r.has("reveal") {
					phoned = true
					if err := r.tbl.SetSeatMode(5, table.Phone); err != nil {
						t.Fatal(err)
					}
					r.k.render()
				}
				switch {
				case r.k.screen == screenPhysical:
					check("set-up page")
					if r.has("phys-next") {
						r.tap("phys-next")
					} else {
						r.tap("begin")
					}
				case r.has("continue"):
					check("step")
					r.tap("continue")
				case r.has("reveal"):
					check("curtain")
					r.tap("reveal")
					check("stack")
					cards := r.tiles("card:")
					order := []int{i % 4, (i + 1) % 4, (i + 2) % 4}
					r.tap(cards[order[0]].Name)
					check("stack, one picked")
					r.tap(r.tiles("card:")[order[1]].Name)
					r.tap(r.tiles("card:")[order[2]].Name)
					check("stack, three picked")
					r.tap("commit")
				case len(pv.Expected) > 0:
					check("table")
					seat := pv.Expected[0]
					v, _ := r.tbl.View(seat).(super.PlayerView)
					if err := r.tbl.Submit(table.FromPhone, v.Legal[i%len(v.Legal)], v.Version, ""); err != nil {
						t.Fatal(err)
					}
				default:
					t.Fatalf("stuck: %v", r.names())
				}
			}
			if seen["ranking"] != 1 || seen["step"] < 10 || seen["curtain"] == 0 || seen["set-up page"] == 0 || seen["table"] == 0 {
				t.Fatalf("screens checked: %v", seen)
			}
			t.Logf("screens checked: %v", seen)
		})
	}
}
