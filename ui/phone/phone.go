// Package phone is the phone web page of a table: a player scans their
// seat's QR code, the page joins the table's MQTT broker over WebSocket
// with the seat's token, shows that seat's private view (hand, loot,
// purses it knows) and the public train, and sends the commands the player
// picks from the view's legal list. The kiosk stays the only authority.
//
// The page is plain HTML/CSS/JS. Its script, assets/app.js, is built from
// src/ with esbuild (build.sh) and committed, so the Go build needs no npm;
// check-bundle.sh fails when the committed bundle is stale. Its messages,
// assets/i18n.json, are generated from colt/ui/i18n by go generate and
// loaded by the page at start.
package phone

//go:generate go run gen_i18n.go

import (
	"embed"
	"io/fs"
)

//go:embed assets
var assets embed.FS

// Assets returns the page's files: index.html, style.css, app.js and
// i18n.json at the root. Serve them as they are (e.g. http.FileServerFS(phone.Assets())); the
// page reads /config.json ({"ws": "...", "table": "..."}) from the same
// server when it exists.
func Assets() fs.FS {
	sub, err := fs.Sub(assets, "assets")
	if err != nil {
		panic("phone: embedded assets missing: " + err.Error())
	}
	return sub
}
