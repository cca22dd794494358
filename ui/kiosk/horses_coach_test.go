package kiosk

import (
	"colt/ui/i18n"
	"colt/ui/kiosk/kit"
	"strings"
	"testing"
)

// TestStagecoachSaysWhatItCounts: the stagecoach no longer reads "Coach ·
// 3": the hostages left in it are counted in words, inside it (issue 22,
// item 8), in every language.
func TestStagecoachSaysWhatItCounts(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		r, fn := newDemoRig(t, Settings{Language: lang}, 800, 480, "attack-reveal")
		ApplyDemo(r.k, fn)
		pv := r.pub()
		if len(pv.Hostages) == 0 {
			t.Fatal("no hostage in the stagecoach")
		}
		head := r.tile("stagecoach")
		if head == nil || strings.Join(head.Lines, " ") != kit.Tr(lang, "horses.coach") {
			t.Errorf("%s: the stagecoach's name tile reads %v", lang, head)
		}
		chip := r.tile("hostages")
		want := i18n.N(i18n.Lang(lang), "kiosk.horses.hostagesLeft", len(pv.Hostages), nil)
		if chip == nil || strings.Join(chip.Lines, " ") != want {
			t.Errorf("%s: the hostages inside the stagecoach read %v, want %q", lang, chip, want)
		}
	}
}
