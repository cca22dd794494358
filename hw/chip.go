package hw

import (
	"fmt"
	"strings"
)

// headerChipLabels are the labels of the GPIO chip that drives the 40-pin
// header, most recent board first: Pi 5 (RP1; its SoC's own chips, labelled
// gpio-brcmstb@..., are not on the header), Pi 4, Pi 3 / Zero 2 and older.
var headerChipLabels = []string{"pinctrl-rp1", "pinctrl-bcm2711", "pinctrl-bcm2835"}

// chipInfo is what the kernel tells about one GPIO chip.
type chipInfo struct{ name, label, path string }

// pickChip returns the index of the chip of the 40-pin header among chips:
// for want "auto" (or empty) the first with a known Raspberry Pi label, in
// the order of headerChipLabels; otherwise the chip whose name ("gpiochip0"),
// label ("pinctrl-rp1") or path ("/dev/gpiochip0") is want.
func pickChip(want string, chips []chipInfo) (int, error) {
	var found []string
	for _, c := range chips {
		found = append(found, fmt.Sprintf("%s %q", c.name, c.label))
	}
	list := strings.Join(found, ", ")
	if list == "" {
		list = "none"
	}
	if want == "" || want == ChipAuto {
		for _, label := range headerChipLabels {
			for i, c := range chips {
				if c.label == label {
					return i, nil
				}
			}
		}
		return 0, errNoPanelf("no Raspberry Pi header chip (%s) among the GPIO chips found (%s); set chip in the [gpio] section of kiosk.toml to the right one (gpiodetect lists them)",
			strings.Join(headerChipLabels, ", "), list)
	}
	for i, c := range chips {
		if c.name == want || c.label == want || c.path == want {
			return i, nil
		}
	}
	return 0, errNoPanelf("chip %q (the [gpio] chip in kiosk.toml) not found; chips found: %s", want, list)
}
