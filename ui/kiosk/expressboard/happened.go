package expressboard

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"colt/ui/i18n"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/kit"
)

// What just happened (issue 31): the steps of an update that asked nothing
// of the table and that no page of it could take (foldSteps: a round
// change, a pass, a discard, a card with no effect before someone's
// choice) are no page of their own, no Continue tap: the next screen the
// table sees — the curtain, the table with its choice or its wait, the
// scores — says them in a strip, "Just now: …", the latest first to keep
// when they do not all fit (the older ones are in Last moves). The words
// are the words model's (pageBlock), the same as a folded step's on a
// page (leadText); the voice reads what the strip shows, on public
// screens only.

// happenedMinText and happenedText are the strip's text sizes (design
// px): never under the readability floor (kit.MinText, issue 34).
const (
	happenedText    = 14
	happenedMinText = kit.MinText
)

// justNow is what just happened: the blocks no page took, and the texts
// of those the strip on screen shows (at the last render: what the voice
// reads). The narration holds it (its fields are the narration's
// happened and happenedShown); it draws the strip and says it.
type justNow struct {
	shellKit
	// happened are the words of the steps that asked nothing of the table
	// and that no page took (happened.go); happenedShown the texts of
	// those the strip on screen shows (at the last render): what the voice
	// reads
	happened      []pageBlock
	happenedShown []string
}

// model is what just happened as values in lang (screen.JustNow): each block's
// words (the words model's, leadText) and the strip's lead-ins.
func (k *justNow) model(lang i18n.Lang) screen.JustNow {
	l := string(lang)
	j := screen.JustNow{Now: kit.Tr(l, "happened.now")}
	for i, b := range k.happened {
		j.Blocks = append(j.Blocks, screen.Happened{Text: leadText(lang, b), Round: b.kind == stepRound})
		if i > 0 {
			j.Earlier = append(j.Earlier, kit.Tr(l, "happened.earlier", "n", i))
			j.More = append(j.More, kit.Tr(l, "happened.more", "n", i))
		}
	}
	return j
}

// happenedStrip is the strip saying what just happened (model), width
// pixels wide and at most maxLines lines high, or nil when nothing did.
// It keeps the latest blocks that fit and says how many older ones it
// leaves out (and, with log, that Last moves has them: the screen has its
// button); what it shows is what the voice reads (k.happenedShown).
func (k *justNow) happenedStrip(width float32, maxLines int, log bool) fyne.CanvasObject {
	k.happenedShown = nil
	j := k.model(k.w().lang)
	if len(j.Blocks) == 0 {
		return nil
	}
	inner := width - 2*theme.Padding() - k.u(4)
	var lines []string
	size := k.u(happenedText)
	from := 0
	for ; from < len(j.Blocks); from++ { // the latest blocks that fit
		lines, size = k.happenedLines(&j, from, log, inner, maxLines)
		if lines != nil {
			break
		}
	}
	if lines == nil { // the latest alone does not fit maxLines: it takes more lines, never a smaller text
		from = len(j.Blocks) - 1
		size = k.u(happenedMinText)
		lines = wrapText(j.Line(from, log), size, inner)
	}
	for _, b := range j.Blocks[from:] {
		k.happenedShown = append(k.happenedShown, b.Text)
	}
	t := k.tile(kit.WithAlpha(kit.ColPanel, 0xe8), kit.ColText, happenedText, lines...)
	t.TextSize = size
	t.MinTextSize = k.u(happenedMinText)
	t.Radius = k.u(6)
	t.Stroke, t.StrokeWidth = kit.ColBrass, k.u(1)
	lineH := kit.MeasureText("Åg", size, fyne.TextStyle{}).Height
	t.Min = fyne.NewSize(width, float32(len(lines))*lineH+theme.Padding()+k.u(2))
	t.Name = "happened"
	return t
}

// happenedLines wraps the strip's words showing the blocks from from on
// into at most maxLines lines inner pixels wide, at the largest of the
// strip's text sizes that allows it; nil when none does.
func (k *justNow) happenedLines(j *screen.JustNow, from int, log bool, inner float32, maxLines int) ([]string, float32) {
	line := j.Line(from, log)
	for s := float32(happenedText); s >= happenedMinText; s-- {
		if lines := wrapText(line, k.u(s), inner); len(lines) <= maxLines {
			return lines, k.u(s)
		}
	}
	return nil, 0
}

// wrapText cuts text into lines no wider than w at text size s, at
// spaces (a no-break space holds its words together; a word wider than w
// stands alone on its line).
func wrapText(text string, s, w float32) []string {
	var lines []string
	cur := ""
	for _, word := range strings.Split(text, " ") {
		if word == "" {
			continue
		}
		try := word
		if cur != "" {
			try = cur + " " + word
		}
		if cur != "" && kit.MeasureText(try, s, fyne.TextStyle{}).Width > w {
			lines = append(lines, cur)
			cur = word
			continue
		}
		cur = try
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
