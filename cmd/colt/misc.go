package main

import (
	"fmt"

	"colt/cmd/internal/config"
)

func init() {
	register("print-config", "print the commented default configuration (/etc/colt/kiosk.toml)", func([]string) error {
		fmt.Print(config.DefaultFile)
		return nil
	})
}
