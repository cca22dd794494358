package expressboard

import "image/color"

// BanditFills are the colours the kiosk fills a bandit's tiles, chips and
// lit LEDs with: the readability check (readcheck) looks for look-alike
// things told apart by these colours alone.
func BanditFills() []color.Color {
	out := make([]color.Color, 0, len(characterColours))
	for _, c := range characterColours {
		out = append(out, c.fill)
	}
	return out
}
