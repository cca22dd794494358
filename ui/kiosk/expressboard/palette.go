package expressboard

import (
	"image/color"

	"colt/engine/express"
	"colt/ui/kiosk/kit"
)

// characterColours are the bandits' colours (docs/rules.md §1), and the
// text colour that reads on each.
var characterColours = [express.NumCharacters]struct{ fill, ink color.NRGBA }{
	express.Ghost:    {color.NRGBA{0xf4, 0xf4, 0xf0, 0xff}, kit.ColInk},
	express.Tuco:     {color.NRGBA{0xc6, 0x28, 0x28, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
	express.Cheyenne: {color.NRGBA{0x2e, 0x7d, 0x32, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
	express.Doc:      {color.NRGBA{0x15, 0x65, 0xc0, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
	express.Belle:    {color.NRGBA{0x8e, 0x24, 0xaa, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
	express.Django:   {color.NRGBA{0x10, 0x10, 0x10, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}},
}

func charFill(c express.Character) color.NRGBA {
	if c < express.NumCharacters {
		return characterColours[c].fill
	}
	return kit.ColPanelLight
}

func charInk(c express.Character) color.NRGBA {
	if c < express.NumCharacters {
		return characterColours[c].ink
	}
	return kit.ColText
}
