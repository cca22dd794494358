package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"colt/cmd/internal/config"
	"colt/hw"
)

func init() {
	register("hw-test", "installer check: light each seat LED in turn and wait for each button", runHWTest)
}

func runHWTest(args []string) error {
	fs := flag.NewFlagSet("hw-test", flag.ContinueOnError)
	cfgPath := fs.String("config", config.DefaultPath, "configuration file with the [gpio] pin map (optional)")
	wait := fs.Duration("wait", 20*time.Second, "how long to wait for each button")
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg, err := config.Load(*cfgPath, *cfgPath == config.DefaultPath)
	if err != nil {
		return err
	}
	pins := cfg.GPIO.PinMap
	fmt.Printf("pin map: seat buttons %v, seat LEDs %v, table button %d, status LED %d, chip %q\n",
		pins.SeatButtons, pins.SeatLEDs, pins.TableButton, pins.StatusLED, pins.Chip)
	panel, err := hw.Open(pins, hw.Options{})
	if err != nil {
		return fmt.Errorf("%w\n(see docs/wiring.md; run as a user in the gpio group)", err)
	}
	defer panel.Close()
	return hw.RunInstallerCheck(panel, pins, os.Stdout, *wait)
}
