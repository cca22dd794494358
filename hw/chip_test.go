package hw

import (
	"errors"
	"strings"
	"testing"
)

func TestPickChip(t *testing.T) {
	pi5 := []chipInfo{
		{"gpiochip0", "pinctrl-rp1", "/dev/gpiochip0"},
		{"gpiochip10", "gpio-brcmstb@107d508500", "/dev/gpiochip10"},
		{"gpiochip11", "gpio-brcmstb@107d508520", "/dev/gpiochip11"},
	}
	pi5old := []chipInfo{ // older Pi 5 kernels put RP1 on gpiochip4
		{"gpiochip0", "gpio-brcmstb@107d508500", "/dev/gpiochip0"},
		{"gpiochip4", "pinctrl-rp1", "/dev/gpiochip4"},
	}
	pi4 := []chipInfo{
		{"gpiochip0", "pinctrl-bcm2711", "/dev/gpiochip0"},
		{"gpiochip1", "raspberrypi-exp-gpio", "/dev/gpiochip1"},
	}
	pi3 := []chipInfo{
		{"gpiochip1", "raspberrypi-exp-gpio", "/dev/gpiochip1"},
		{"gpiochip0", "pinctrl-bcm2835", "/dev/gpiochip0"},
	}
	laptop := []chipInfo{{"gpiochip0", "INT34C5:00", "/dev/gpiochip0"}}
	tests := []struct {
		name  string
		want  string
		chips []chipInfo
		idx   int
		err   string
	}{
		{"Pi 5 auto", "auto", pi5, 0, ""},
		{"Pi 5 older kernel", "", pi5old, 1, ""},
		{"Pi 4 auto", ChipAuto, pi4, 0, ""},
		{"Pi 3 auto", ChipAuto, pi3, 1, ""},
		{"by name", "gpiochip4", pi5old, 1, ""},
		{"by label", "pinctrl-bcm2711", pi4, 0, ""},
		{"by path", "/dev/gpiochip1", pi4, 1, ""},
		{"laptop", ChipAuto, laptop, 0, `no Raspberry Pi header chip (pinctrl-rp1, pinctrl-bcm2711, pinctrl-bcm2835) among the GPIO chips found (gpiochip0 "INT34C5:00")`},
		{"no chips", ChipAuto, nil, 0, "found (none)"},
		{"unknown name", "gpiochip9", pi4, 0, `chip "gpiochip9" (the [gpio] chip in kiosk.toml) not found; chips found: gpiochip0 "pinctrl-bcm2711", gpiochip1 "raspberrypi-exp-gpio"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i, err := pickChip(tc.want, tc.chips)
			if tc.err != "" {
				if err == nil || !errors.Is(err, ErrNoPanel) || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("got %v, want error containing %q", err, tc.err)
				}
				return
			}
			if err != nil || i != tc.idx {
				t.Fatalf("got %d, %v; want %d", i, err, tc.idx)
			}
		})
	}
}
