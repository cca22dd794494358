package kit

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"colt/ui/i18n"
)

// TestParaBreaksLikeALabel: a paragraph (Kit.Para, drawn from Colt Sans
// alone) lays its text out exactly as a wrapping Label (the theme's way,
// through Fyne's fallback fonts) lays the same text out: the same lines,
// at the same places, in the same size, for the set-up screen's help
// words in four languages (and pairs of them, as the form joins them), the
// teaching's long tips, at widths from a phone-narrow column to a 1080p
// panel. So the first screen looks the same drawn either way.
func TestParaBreaksLikeALabel(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(Theme{Scale: 1})
	one := float32(1)
	k := &Kit{Scale: &one}
	var texts []string
	for _, l := range i18n.Langs() {
		var setup []string
		for _, id := range i18n.IDs() {
			switch {
			case strings.HasPrefix(id, "kiosk.setup.") && strings.HasSuffix(id, "Help"), strings.HasPrefix(id, "kiosk.setup.advice"),
				id == "kiosk.car.help", id == "kiosk.horses.help", id == "car.help", id == "horses.help":
				setup = append(setup, i18n.T(l, id, nil))
			case strings.HasPrefix(id, "teach.") && len(texts)%7 == 0:
				texts = append(texts, i18n.T(l, id, nil))
			}
		}
		texts = append(texts, setup...)
		for i := 1; i < len(setup); i++ {
			texts = append(texts, setup[i-1]+" "+setup[i])
		}
	}
	texts = append(texts, "a\nb c\n\nd", "Supercalifragilisticexpialidocious words", "  two  spaces  ")
	if len(texts) < 60 {
		t.Fatalf("only %d texts to lay out: the catalog walk missed the help words", len(texts))
	}
	rows := func(o fyne.CanvasObject) []string {
		var out []string
		var walk func(o fyne.CanvasObject, at fyne.Position)
		walk = func(o fyne.CanvasObject, at fyne.Position) {
			at = at.Add(o.Position())
			switch x := o.(type) {
			case *canvas.Text:
				if x.Visible() && x.Text != "" {
					out = append(out, fmt.Sprintf("%q at %v size %v", x.Text, at, x.Size()))
				}
			case fyne.Widget:
				for _, c := range test.WidgetRenderer(x).Objects() {
					walk(c, at)
				}
			}
		}
		walk(o, fyne.Position{})
		return out
	}
	checked := 0
	for _, text := range texts {
		for _, size := range []fyne.ThemeSizeName{"", SizeNameAct} {
			label, para := k.Label(text, size, false), k.Para(text, size, false)
			for _, w := range []float32{120, 236, 344, 431, 600, 790} {
				label.Resize(fyne.NewSize(w, 400))
				para.Resize(fyne.NewSize(w, 400))
				if lm, pm := label.MinSize(), para.MinSize(); lm != pm {
					t.Errorf("%q at width %v: paragraph asks for %v, a label for %v", text, w, pm, lm)
					continue
				}
				lr, pr := rows(label), rows(para)
				if strings.Join(lr, "\n") != strings.Join(pr, "\n") {
					t.Errorf("%q at width %v:\n label: %s\n para:  %s", text, w, strings.Join(lr, " | "), strings.Join(pr, " | "))
				}
				checked++
			}
		}
	}
	t.Logf("%d texts × sizes × widths laid out alike", checked)
}
