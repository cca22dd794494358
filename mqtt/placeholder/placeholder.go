// Package placeholder is the stand-in phone page served when the binary
// carries no built phone page (ui/phone): it tells the guest what is going
// on instead of answering 404.
package placeholder

import (
	"embed"
	"io/fs"
)

//go:embed index.html
var files embed.FS

// Assets returns the placeholder page's files (index.html at the root).
func Assets() fs.FS { return files }
