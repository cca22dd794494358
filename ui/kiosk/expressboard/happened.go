package expressboard

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"colt/ui/i18n"
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

// happenedStrip is the strip saying what just happened, width pixels wide
// and at most maxLines lines high, or nil when nothing did. It keeps the
// latest blocks that fit and says how many older ones it leaves out (and,
// with log, that Last moves has them: the screen has its button); what it
// shows is what the voice reads (k.happenedShown).
func (k *justNow) happenedStrip(width float32, maxLines int, log bool) fyne.CanvasObject {
	k.happenedShown = nil
	if len(k.happened) == 0 {
		return nil
	}
	lang := k.w().lang
	texts := make([]string, len(k.happened))
	for i, b := range k.happened {
		texts[i] = leadText(lang, b)
	}
	inner := width - 2*theme.Padding() - k.u(4)
	var lines []string
	size := k.u(happenedText)
	from := 0
	for ; from < len(texts); from++ { // the latest blocks that fit
		lines, size = k.happenedLines(lang, texts[from:], from, log, inner, maxLines)
		if lines != nil {
			break
		}
	}
	if lines == nil { // the latest alone does not fit maxLines: it takes more lines, never a smaller text
		from = len(texts) - 1
		size = k.u(happenedMinText)
		lines = wrapText(happenedLine(lang, texts[from:], from, log), size, inner)
	}
	k.happenedShown = texts[from:]
	t := k.tile(kit.WithAlpha(kit.ColPanel, 0xe8), kit.ColText, happenedText, lines...)
	t.TextSize = size
	t.MinTextSize = k.u(happenedMinText)
	t.Radius = k.u(6)
	t.Stroke, t.StrokeWidth = kit.ColBrass, k.u(1)
	lineH := fyne.MeasureText("Åg", size, fyne.TextStyle{}).Height
	t.Min = fyne.NewSize(width, float32(len(lines))*lineH+theme.Padding()+k.u(2))
	t.Name = "happened"
	return t
}

// happenedLines wraps texts (from: how many older ones are left out) into
// at most maxLines lines inner pixels wide, at the largest of the strip's
// text sizes that allows it; nil when none does.
func (k *justNow) happenedLines(lang i18n.Lang, texts []string, from int, log bool, inner float32, maxLines int) ([]string, float32) {
	line := happenedLine(lang, texts, from, log)
	for s := float32(happenedText); s >= happenedMinText; s-- {
		if lines := wrapText(line, k.u(s), inner); len(lines) <= maxLines {
			return lines, k.u(s)
		}
	}
	return nil, 0
}

// happenedLine is the strip's words: "Just now:", how many older blocks
// are left out (in Last moves, with log), then the blocks, " · " between
// them.
func happenedLine(lang i18n.Lang, texts []string, from int, log bool) string {
	parts := []string{kit.Tr(string(lang), "happened.now")}
	switch {
	case from > 0 && log:
		parts = append(parts, kit.Tr(string(lang), "happened.more", "n", from)+" ·")
	case from > 0:
		parts = append(parts, kit.Tr(string(lang), "happened.earlier", "n", from)+" ·")
	}
	return strings.Join(parts, " ") + " " + strings.Join(texts, " · ")
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
		if cur != "" && fyne.MeasureText(try, s, fyne.TextStyle{}).Width > w {
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
