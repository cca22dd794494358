//go:build ignore

// gen_i18n writes assets/i18n.json from colt/ui/i18n and i18n/extra.json.
// Run it with `go generate ./ui/phone` after changing the messages of
// ui/i18n; the page loads the file at start (no rebuild of app.js needed).
package main

import (
	"fmt"
	"os"

	"colt/ui/phone/internal/i18ngen"
)

func main() {
	extra, err := os.ReadFile("i18n/extra.json")
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen_i18n:", err)
		os.Exit(1)
	}
	out, overlap, err := i18ngen.Build(extra)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen_i18n:", err)
		os.Exit(1)
	}
	for _, id := range overlap {
		fmt.Fprintf(os.Stderr, "gen_i18n: ui/i18n now has %s: delete it from i18n/extra.json\n", id)
	}
	if err := os.WriteFile("assets/i18n.json", out, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gen_i18n:", err)
		os.Exit(1)
	}
}
