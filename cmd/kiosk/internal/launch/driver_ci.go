//go:build ci

package launch

import "fyne.io/fyne/v2"

// testDriver: with the ci tag, app.New returns Fyne's test driver, which
// needs no display.
const testDriver = true

// displaySize: the test driver has no display to ask.
func displaySize(fyne.App) (fyne.Size, bool) { return fyne.Size{}, false }
