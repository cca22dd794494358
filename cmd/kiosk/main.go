// Command colt-kiosk is the Colt Express table companion on the Raspberry
// Pi touchscreen. See package launch for what it starts and its flags
// (colt-kiosk --help).
package main

import (
	"os"

	"colt/cmd/kiosk/internal/launch"
)

func main() {
	os.Exit(launch.Main(os.Args[1:]))
}
