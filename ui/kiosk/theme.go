package kiosk

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"colt/engine/express"
)

// designSize is the screen the kiosk is laid out for: the official
// Raspberry Pi 7" touchscreen. Larger screens scale everything up.
var designSize = fyne.NewSize(800, 480)

// scaleFor returns the factor that fits the design size into size, never
// below 0.8 (touch targets stay above 48 px) nor above 3.
func scaleFor(size fyne.Size) float32 {
	f := min(size.Width/designSize.Width, size.Height/designSize.Height)
	return max(0.8, min(3, f))
}

// Palette: a dark wood-and-brass western look, with high contrast for a
// screen read from a metre away.
var (
	colBackground = color.NRGBA{0x22, 0x17, 0x10, 0xff}
	colPanel      = color.NRGBA{0x3a, 0x28, 0x1c, 0xff}
	colPanelLight = color.NRGBA{0x52, 0x3a, 0x29, 0xff}
	colText       = color.NRGBA{0xf6, 0xec, 0xd6, 0xff}
	colTextDim    = color.NRGBA{0xc8, 0xb5, 0x96, 0xff}
	colBrass      = color.NRGBA{0xe3, 0xa6, 0x2b, 0xff}
	colBrassDark  = color.NRGBA{0x1e, 0x12, 0x08, 0xff}
	colRoof       = color.NRGBA{0x33, 0x3d, 0x4a, 0xff}
	colInside     = color.NRGBA{0x6b, 0x44, 0x27, 0xff}
	colLoco       = color.NRGBA{0x2a, 0x2a, 0x2e, 0xff}
	colHighlight  = color.NRGBA{0xff, 0xd5, 0x4f, 0xff}
	colDanger     = color.NRGBA{0xc0, 0x39, 0x2b, 0xff}
	colOK         = color.NRGBA{0x3f, 0x8f, 0x4a, 0xff}
	colCardBack   = color.NRGBA{0x7a, 0x1f, 0x1f, 0xff}
	colCardFace   = color.NRGBA{0xef, 0xe2, 0xc4, 0xff}
	colInk        = color.NRGBA{0x22, 0x17, 0x10, 0xff}
	colPurse      = color.NRGBA{0xb0, 0x7a, 0x3c, 0xff}
	colJewel      = color.NRGBA{0x4f, 0xc3, 0xd9, 0xff}
	colStrongbox  = color.NRGBA{0x9e, 0x9e, 0xa6, 0xff}
	colMarshal    = color.NRGBA{0xf2, 0xc1, 0x4e, 0xff}
	colCar        = color.NRGBA{0x1f, 0x6a, 0x78, 0xff} // the Time-Travel Car's steel blue
)

// characterColours are the bandits' colours (REFERENCE.md §1), and the
// text colour that reads on each.
var characterColours = [express.NumCharacters]struct{ fill, ink color.NRGBA }{
	express.Ghost:    {color.NRGBA{0xf4, 0xf4, 0xf0, 0xff}, colInk},
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
	return colPanelLight
}

func charInk(c express.Character) color.NRGBA {
	if c < express.NumCharacters {
		return characterColours[c].ink
	}
	return colText
}

// kioskTheme is the kiosk's theme: the palette above and sizes multiplied
// by the screen's scale factor.
type kioskTheme struct {
	scale float32
}

func (t kioskTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch n {
	case theme.ColorNameBackground:
		return colBackground
	case theme.ColorNameForeground:
		return colText
	case theme.ColorNameButton, theme.ColorNameInputBackground:
		return colPanelLight
	case theme.ColorNamePrimary, theme.ColorNameFocus, theme.ColorNameSelection:
		return colBrass
	case theme.ColorNameForegroundOnPrimary:
		return colBrassDark
	case theme.ColorNameOverlayBackground, theme.ColorNameMenuBackground, theme.ColorNameHeaderBackground:
		return colPanel
	case theme.ColorNameDisabled, theme.ColorNamePlaceHolder:
		return colTextDim
	case theme.ColorNameSeparator:
		return colPanelLight
	case theme.ColorNameError:
		return colDanger
	case theme.ColorNameSuccess:
		return colOK
	case theme.ColorNameHover:
		return color.NRGBA{0xff, 0xff, 0xff, 0x18}
	case theme.ColorNamePressed:
		return color.NRGBA{0xff, 0xff, 0xff, 0x30}
	case theme.ColorNameShadow:
		return color.NRGBA{0, 0, 0, 0x80}
	}
	return theme.DefaultTheme().Color(n, theme.VariantDark)
}

func (t kioskTheme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

func (t kioskTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

func (t kioskTheme) Size(n fyne.ThemeSizeName) float32 {
	f := t.scale
	if f <= 0 {
		f = 1
	}
	switch n {
	case theme.SizeNameText:
		return 16 * f
	case theme.SizeNameHeadingText:
		return 26 * f
	case theme.SizeNameSubHeadingText:
		return 20 * f
	case theme.SizeNameCaptionText:
		return 13 * f
	case theme.SizeNamePadding:
		return 4 * f
	case theme.SizeNameInnerPadding:
		return 8 * f
	case theme.SizeNameInlineIcon:
		return 22 * f
	case theme.SizeNameScrollBar:
		return 12 * f
	case theme.SizeNameScrollBarSmall:
		return 6 * f
	case theme.SizeNameSeparatorThickness:
		return 1 * f
	}
	return theme.DefaultTheme().Size(n) * f
}
