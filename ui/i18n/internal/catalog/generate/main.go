// Command generate writes ui/i18n/messages_gen.go from ui/i18n's message
// files (package catalog). Run it through `go generate ./ui/i18n`, from
// the folder ui/i18n.
package main

import (
	"fmt"
	"os"

	"colt/ui/i18n/internal/catalog"
)

func main() {
	src, err := catalog.Generate(os.DirFS("."), []string{"en", "fr", "nl", "it"})
	if err != nil {
		fmt.Fprintln(os.Stderr, "generate:", err, "(run it from ui/i18n: go generate ./ui/i18n)")
		os.Exit(1)
	}
	if err := os.WriteFile("messages_gen.go", src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "generate:", err)
		os.Exit(1)
	}
}
