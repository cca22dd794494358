//go:build ci

package launch

// testDriver: with the ci tag, app.New returns Fyne's test driver, which
// needs no display.
const testDriver = true
