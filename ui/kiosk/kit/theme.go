package kit

import (
	_ "embed"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// DesignSize is the screen the kiosk is laid out for: the official
// Raspberry Pi 7" touchscreen. Larger screens scale everything up.
var DesignSize = fyne.NewSize(800, 480)

// ScaleFor returns the factor that fits the design size into size, never
// below 0.8 (touch targets stay above 48 px) nor above 3.
func ScaleFor(size fyne.Size) float32 {
	f := min(size.Width/DesignSize.Width, size.Height/DesignSize.Height)
	return max(0.8, min(3, f))
}

// Palette: a dark wood-and-brass western look, with high contrast for a
// screen read from a metre away.
var (
	ColBackground = color.NRGBA{0x22, 0x17, 0x10, 0xff}
	ColPanel      = color.NRGBA{0x3a, 0x28, 0x1c, 0xff}
	ColPanelLight = color.NRGBA{0x52, 0x3a, 0x29, 0xff}
	ColText       = color.NRGBA{0xf6, 0xec, 0xd6, 0xff}
	ColTextDim    = color.NRGBA{0xc8, 0xb5, 0x96, 0xff}
	ColBrass      = color.NRGBA{0xe3, 0xa6, 0x2b, 0xff}
	ColBrassDark  = color.NRGBA{0x1e, 0x12, 0x08, 0xff}
	ColRoof       = color.NRGBA{0x33, 0x3d, 0x4a, 0xff}
	ColInside     = color.NRGBA{0x6b, 0x44, 0x27, 0xff}
	ColLoco       = color.NRGBA{0x2a, 0x2a, 0x2e, 0xff}
	ColHighlight  = color.NRGBA{0xff, 0xd5, 0x4f, 0xff}
	ColDanger     = color.NRGBA{0xc0, 0x39, 0x2b, 0xff}
	ColOK         = color.NRGBA{0x3f, 0x8f, 0x4a, 0xff}
	ColCardBack   = color.NRGBA{0x7a, 0x1f, 0x1f, 0xff}
	ColCardFace   = color.NRGBA{0xef, 0xe2, 0xc4, 0xff}
	ColInk        = color.NRGBA{0x22, 0x17, 0x10, 0xff}
	ColPurse      = color.NRGBA{0xb0, 0x7a, 0x3c, 0xff}
	ColJewel      = color.NRGBA{0x4f, 0xc3, 0xd9, 0xff}
	ColStrongbox  = color.NRGBA{0x9e, 0x9e, 0xa6, 0xff}
	ColMarshal    = color.NRGBA{0xf2, 0xc1, 0x4e, 0xff}
	ColCar        = color.NRGBA{0x1f, 0x6a, 0x78, 0xff} // the Time-Travel Car's steel blue
)

// Theme is the kiosk's theme: the palette above and sizes multiplied
// by the screen's scale factor.
type Theme struct {
	Scale float32
}

func (t Theme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch n {
	case theme.ColorNameBackground:
		return ColBackground
	case theme.ColorNameForeground:
		return ColText
	case theme.ColorNameButton, theme.ColorNameInputBackground:
		return ColPanelLight
	case theme.ColorNamePrimary, theme.ColorNameFocus, theme.ColorNameSelection:
		return ColBrass
	case theme.ColorNameForegroundOnPrimary:
		return ColBrassDark
	case theme.ColorNameOverlayBackground, theme.ColorNameMenuBackground, theme.ColorNameHeaderBackground:
		return ColPanel
	case theme.ColorNameDisabled, theme.ColorNamePlaceHolder:
		return ColTextDim
	case theme.ColorNameSeparator:
		return ColPanelLight
	case theme.ColorNameError:
		return ColDanger
	case theme.ColorNameSuccess:
		return ColOK
	case theme.ColorNameHover:
		return color.NRGBA{0xff, 0xff, 0xff, 0x18}
	case theme.ColorNamePressed:
		return color.NRGBA{0xff, 0xff, 0xff, 0x30}
	case theme.ColorNameShadow:
		return color.NRGBA{0, 0, 0, 0x80}
	}
	return theme.DefaultTheme().Color(n, theme.VariantDark)
}

// The kiosk's own fonts (fonts/build.py): Noto Sans with the glyphs it
// lacks (★ ○ ● ✓ ← → …) from DejaVu Sans. Every glyph the kiosk draws comes
// from them, never from whatever fallback font a build or a Pi finds, so
// the screen is the same on every machine (issue 34).
var (
	//go:embed fonts/ColtSans-Regular.ttf
	coltSansRegular []byte
	//go:embed fonts/ColtSans-Bold.ttf
	coltSansBold []byte

	FontRegular = fyne.NewStaticResource("ColtSans-Regular.ttf", coltSansRegular)
	FontBold    = fyne.NewStaticResource("ColtSans-Bold.ttf", coltSansBold)
)

// Font is Colt Sans, regular or bold; the styles the kiosk does not use
// (italic, monospace, symbols) are Fyne's.
func (t Theme) Font(s fyne.TextStyle) fyne.Resource {
	switch {
	case s.Italic || s.Monospace || s.Symbol:
		return theme.DefaultTheme().Font(s)
	case s.Bold:
		return FontBold
	}
	return FontRegular
}

// FontSource is the font the kiosk's own text objects (tiles, Text,
// paragraphs) draw style s from directly, as their canvas.Text's
// FontSource: Colt Sans Regular or Bold; nil for the styles the kiosk does
// not use (drawn the theme's way). Fyne loads a theme font with a fallback
// chain behind it (its own Noto Sans, the 4 MB emoji font, its symbol font
// and a system font found by a scan of the system's font folders), parsed
// the first time a style is measured: some 25 ms of CPU, more on a Pi
// with many fonts. Colt Sans has a glyph for every rune the kiosk's words
// hold (TestShippedFontsCoverEveryRune), so text drawn from it directly
// looks and measures the same and never needs the chain; the kiosk's first
// screen draws all its text so, and its first frame loads no fallback
// (issue 33 item 5). A widget.Label (RichText takes no FontSource) still
// loads the chain when it is first measured, after the first frame.
func (t Theme) FontSource(s fyne.TextStyle) fyne.Resource {
	switch {
	case s.Italic || s.Monospace || s.Symbol:
		return nil
	case s.Bold:
		return FontBold
	}
	return FontRegular
}

// FontSourceFor is the FontSource of a text of style s reading text: the
// theme's own font when it has a glyph for every rune of text, else nil,
// so a rune from outside the kiosk's words (an error message's file name)
// is still drawn, through Fyne's fallbacks.
func (t Theme) FontSourceFor(s fyne.TextStyle, text string) fyne.Resource {
	src := t.FontSource(s)
	if src == nil || !covers(src, text) {
		return nil
	}
	return src
}

func (t Theme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

// SizeNameAct is the size of a label of words the table acts on (ActText):
// a narration page's instruction lines (issue 34).
const SizeNameAct fyne.ThemeSizeName = "colt-act"

func (t Theme) Size(n fyne.ThemeSizeName) float32 {
	f := t.Scale
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
		return MinText * f
	case SizeNameAct:
		return ActText * f
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
