package kiosk

import "colt/ui/voice"

// ActedLines are the words of the screen on show that the table acts on,
// as the voice reads them (issue 34): a step's instruction, whose turn it
// is, "pass the screen to". The readability check (ui/kiosk/readcheck)
// makes sure each is drawn inside a kit.Acted mark, so it is held to
// kit.ActText. The set-up pages before the first card are not among
// them: their paragraphs are read (and heard) with the table gathered
// round the box, at the kiosk's set-up text size. Call it on the UI
// thread.
func (k *Kiosk) ActedLines() []string {
	if k.nav.screen == screenPhysical {
		return nil
	}
	page, _ := k.screenStory()
	var out []string
	for _, l := range page.Lines() {
		switch l.Kind() {
		case voice.Instruction, voice.Turn, voice.PassScreen:
			out = append(out, l.Text())
		}
	}
	return out
}
