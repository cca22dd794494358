package readcheck

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"

	expressui "colt/ui/kiosk/expressboard"
)

// A colour-vision simulation of the screenshot: Machado, Oliveira and
// Fernandes (2009) at full severity for protanopia and deuteranopia, in
// linear RGB; achromatopsia keeps the luminance only.
type vision struct {
	name string
	m    [3][3]float64 // nil matrix: luminance only
	grey bool
}

var visions = []vision{
	{name: "protanopia", m: [3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
	{name: "deuteranopia", m: [3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
	{name: "achromatopsia", grey: true},
}

var normal = vision{name: "normal", m: [3][3]float64{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}

func linear(c uint32) float64 {
	v := float64(c) / 0xffff
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

// lab is a pixel as seen with vision v, in CIE L*a*b* (D65).
func (v vision) lab(c color.Color) [3]float64 {
	r, g, b, _ := c.RGBA()
	rgb := [3]float64{linear(r), linear(g), linear(b)}
	if v.grey {
		y := 0.2126*rgb[0] + 0.7152*rgb[1] + 0.0722*rgb[2]
		rgb = [3]float64{y, y, y}
	} else {
		var o [3]float64
		for i := range 3 {
			o[i] = math.Max(0, math.Min(1, v.m[i][0]*rgb[0]+v.m[i][1]*rgb[1]+v.m[i][2]*rgb[2]))
		}
		rgb = o
	}
	x := 0.4124*rgb[0] + 0.3576*rgb[1] + 0.1805*rgb[2]
	y := 0.2126*rgb[0] + 0.7152*rgb[1] + 0.0722*rgb[2]
	z := 0.0193*rgb[0] + 0.1192*rgb[1] + 0.9505*rgb[2]
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	fx, fy, fz := f(x/0.95047), f(y), f(z/1.08883)
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// apart is how different two same-sized crops look with vision v: the
// mean CIE76 ΔE between their pixels, over a grid of samples.
func apart(img image.Image, a, b Rect, v vision) float64 {
	const n = 12
	var sum float64
	cnt := 0
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			fx, fy := (float32(i)+0.5)/n, (float32(j)+0.5)/n
			pa := image.Pt(int(a.X+fx*a.W), int(a.Y+fy*a.H))
			pb := image.Pt(int(b.X+fx*a.W), int(b.Y+fy*a.H))
			if !pa.In(img.Bounds()) || !pb.In(img.Bounds()) {
				continue
			}
			la, lb := v.lab(img.At(pa.X, pa.Y)), v.lab(img.At(pb.X, pb.Y))
			sum += math.Sqrt((la[0]-lb[0])*(la[0]-lb[0]) + (la[1]-lb[1])*(la[1]-lb[1]) + (la[2]-lb[2])*(la[2]-lb[2]))
			cnt++
		}
	}
	if cnt == 0 {
		return 100
	}
	return sum / float64(cnt)
}

// lookApart is the mean ΔE two things must differ by to be told apart at
// a glance across a table.
const lookApart = 10

// colourAlone lists look-alike tiles (the same text, the same size: two
// bandits' "Play Shoot", two keep buttons) and dots (LEDs, lit and not)
// that a guest with normal vision tells apart but one with protanopia,
// deuteranopia or achromatopsia could not: told apart by colour alone.
func colourAlone(s shown) []string {
	if s.img == nil {
		return []string{"no screenshot"}
	}
	// the screenshot is in framebuffer pixels: the canvas's physical ones
	// times the texture scale
	k := float32(s.img.Bounds().Dx()) / s.rep.Window.W
	px := func(r Rect) Rect { return Rect{r.X * k, r.Y * k, r.W * k, r.H * k} }
	var out []string
	tiles := s.rep.Tiles
	for i, a := range tiles {
		for _, b := range tiles[i+1:] {
			if a.Circle != b.Circle || a.Drawn != b.Drawn || absf(a.Box.W-b.Box.W) > 2 || absf(a.Box.H-b.Box.H) > 2 || a.Box.empty() {
				continue
			}
			if sameColour(a.Fill, b.Fill) || (!a.Circle && (!bandit(a.Fill) || !bandit(b.Fill))) {
				continue // only a bandit's things (and LEDs) are told apart by colour
			}
			if a.Circle && (absf(a.Box.Y-b.Box.Y) > 2 || leftmost(tiles, a) || leftmost(tiles, b) || !unlitKnown(tiles, a) || off(tiles, a) == off(tiles, b)) {
				continue // dots: a seat's lit LED against an unlit one of the same row (the first is the status LED)
			}
			pa, pb := px(a.Box), px(b.Box)
			if apart(s.img, pa, pb, normal) < lookApart {
				continue
			}
			for _, v := range visions {
				if d := apart(s.img, pa, pb, v); d < lookApart {
					what := fmt.Sprintf("%q (%s) and %q (%s)", a.Drawn, a.Name, b.Drawn, b.Name)
					if a.Circle {
						what = fmt.Sprintf("the dots at %s and %s", a.Box, b.Box)
					}
					out = append(out, fmt.Sprintf("%s differ only by colour: ΔE %.1f with %s", what, d, v.name))
					break
				}
			}
		}
	}
	return out
}

// leftmost reports whether a dot is the first of its row: the status LED,
// lit in its own colour for its own meaning.
func leftmost(tiles []Tile, d Tile) bool {
	for _, t := range tiles {
		if t.Circle && absf(t.Box.Y-d.Box.Y) <= 2 && absf(t.Box.W-d.Box.W) <= 2 && t.Box.X < d.Box.X {
			return false
		}
	}
	return true
}

// unlitKnown reports whether the row of dot d has one fill shown by more
// than half its dots (the unlit LEDs). When as many seats are lit as not
// (a Super Express round where most seats still owe their stack), the
// screenshot alone cannot say which dots are off: that row is not judged.
func unlitKnown(tiles []Tile, d Tile) bool {
	count := map[color.RGBA]int{}
	n := 0
	for _, t := range tiles {
		if t.Circle && absf(t.Box.Y-d.Box.Y) <= 2 && t.Fill != nil {
			r, g, b, a := t.Fill.RGBA()
			count[color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}]++
			n++
		}
	}
	for _, m := range count {
		if 2*m > n {
			return true
		}
	}
	return false
}

// off reports whether a dot shows the fill most dots of its row show: an
// LED that is not lit (most of them are not, at any moment).
func off(tiles []Tile, d Tile) bool {
	count := map[color.RGBA]int{}
	rgba := func(c color.Color) color.RGBA {
		r, g, b, a := c.RGBA()
		return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
	}
	for _, t := range tiles {
		if t.Circle && absf(t.Box.Y-d.Box.Y) <= 2 && t.Fill != nil {
			count[rgba(t.Fill)]++
		}
	}
	best, n := color.RGBA{}, 0
	for c, m := range count {
		if m > n || (m == n && c.R+c.G+c.B < best.R+best.G+best.B) {
			best, n = c, m
		}
	}
	return d.Fill != nil && rgba(d.Fill) == best
}

func bandit(c color.Color) bool {
	return slices.ContainsFunc(expressui.BanditFills(), func(b color.Color) bool { return sameColour(b, c) })
}

func sameColour(a, b color.Color) bool {
	if a == nil || b == nil {
		return a == b
	}
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
}

func absf(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}
