package kiosk

import (
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"testing"

	"fyne.io/fyne/v2/test"

	"colt/ui/kiosk/internal/fynecache"
)

// cleaner is an empty canvas: capturing it only runs Fyne's cache clean.
var cleaner = test.NewCanvas()

// freeRenderers lets Fyne drop the renderers of the screens earlier tests
// built. Fyne keeps a widget's renderer until nothing has drawn it for a
// minute, and a window's loop cleans the cache every frame (the kiosk on
// the Pi), but the test driver cleans only when a canvas is captured:
// without this every screen the tests built stayed in memory, the
// package's tests grew past 24 GB and CI stop 28 was killed after 49 min.
// newRig calls it before it builds anything, so no screen on show is ever
// dropped (a renderer Fyne drops and makes again is not laid out until its
// widget's size changes: a screen looked at after that reads empty).
func freeRenderers() { cleaner.Capture() }

// TestMain runs the package's tests with a short Fyne widget cache (see
// fynecache): the screens earlier tests built are dropped seconds, not a
// minute, after they were last drawn.
func TestMain(m *testing.M) {
	fynecache.Short()
	// never beside readcheck's catalogue: the two packages would peak at
	// their sum
	if err := fynecache.Turn(); err != nil {
		fmt.Fprintln(os.Stderr, err, "(the tests run anyway)")
	}
	os.Exit(m.Run())
}

// TestShortFyneCache: the tests above really ran with a Fyne cache set (the
// re-run in TestMain happened, or the caller chose one).
func TestShortFyneCache(t *testing.T) {
	if v, set := os.LookupEnv("FYNE_CACHE"); !set {
		t.Fatal("FYNE_CACHE is not set in the test process: fynecache.Short did not run the tests again with a short cache")
	} else {
		t.Logf("FYNE_CACHE=%s", v)
	}
	if _, set := os.LookupEnv("GOMEMLIMIT"); !set && debug.SetMemoryLimit(-1) != fynecache.MemoryLimit {
		t.Fatalf("the soft memory limit is %d, not fynecache.MemoryLimit", debug.SetMemoryLimit(-1))
	}
	if runtime.GOOS == "linux" && !fynecache.HeldHere() {
		t.Fatalf("the package's tests run without the kiosk tests' turn (%s): readcheck's catalogue may run beside them", fynecache.LockFile())
	}
}
