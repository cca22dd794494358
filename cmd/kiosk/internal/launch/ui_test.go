package launch

import (
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// uiApp is Fyne's test app with a UI thread of its own, as the real
// driver has: fyne.Do from the table's, the bridge's and the timers'
// goroutines queues the work for that one goroutine, and the test runs
// its taps there too (ui.do), so the kiosk is never drawn from two
// goroutines at once.
type uiApp struct {
	fyne.App
	drv *uiDriver
}

func (a *uiApp) Driver() fyne.Driver { return a.drv }

type uiDriver struct {
	fyne.Driver
	mu    sync.Mutex
	queue []func()
	wake  chan struct{}
	gid   uint64 // the UI goroutine's id
	stop  chan struct{}
}

// newUIApp makes the app current for the test and starts its UI thread.
func newUIApp(t *testing.T) *uiApp {
	base := test.NewTempApp(t)
	d := &uiDriver{Driver: base.Driver(), wake: make(chan struct{}, 1), stop: make(chan struct{})}
	a := &uiApp{App: base, drv: d}
	fyne.SetCurrentApp(a)
	started, exited := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(exited)
		d.gid = goid()
		close(started)
		for {
			select {
			case <-d.stop:
				return
			case <-d.wake:
			}
			for {
				d.mu.Lock()
				if len(d.queue) == 0 {
					d.mu.Unlock()
					break
				}
				f := d.queue[0]
				d.queue = d.queue[1:]
				d.mu.Unlock()
				f()
			}
		}
	}()
	<-started
	// the test ends only once its UI thread has: a kiosk still drawing
	// there would share Fyne's text shaper (one for the process, not safe
	// for two goroutines) with the next test's UI thread
	t.Cleanup(func() {
		close(d.stop)
		<-exited
	})
	return a
}

func (d *uiDriver) DoFromGoroutine(f func(), wait bool) {
	if goid() == d.gid {
		f() // already on the UI thread
		return
	}
	var done chan struct{}
	if wait {
		done = make(chan struct{})
		g := f
		f = func() { g(); close(done) }
	}
	d.mu.Lock()
	d.queue = append(d.queue, f)
	d.mu.Unlock()
	select {
	case d.wake <- struct{}{}:
	default:
	}
	if wait {
		<-done
	}
}

// do runs f on the UI thread and waits for it.
func (a *uiApp) do(f func()) { a.drv.DoFromGoroutine(f, true) }

// goid is the calling goroutine's id (from its stack header).
func goid() uint64 {
	var buf [64]byte
	n := runtime.Stack(buf[:], false)
	s := strings.TrimPrefix(string(buf[:n]), "goroutine ")
	id, _ := strconv.ParseUint(s[:strings.IndexByte(s, ' ')], 10, 64)
	return id
}

// screen reads a window's content: call its methods on the UI thread.
type screen struct{ win fyne.Window }

func (s screen) objects() []fyne.CanvasObject {
	s.win.Resize(s.win.Canvas().Size())
	return test.LaidOutObjects(s.win.Canvas().Content())
}

// tileName is the Name of one of the kiosk's tiles (ui/kiosk's internal
// widgets.Tile, read by reflection: this package cannot import it), "" for
// anything else.
func tileName(o fyne.CanvasObject) string {
	v := reflect.ValueOf(o)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct || v.Elem().Type().Name() != "Tile" {
		return ""
	}
	f := v.Elem().FieldByName("Name")
	if !f.IsValid() || f.Kind() != reflect.String {
		return ""
	}
	return f.String()
}

// tile returns the visible tile named name, or nil.
func (s screen) tile(name string) fyne.Tappable {
	for _, o := range s.objects() {
		if o.Visible() && tileName(o) == name {
			if tp, ok := o.(fyne.Tappable); ok {
				return tp
			}
		}
	}
	return nil
}

// names lists the visible tiles' names.
func (s screen) names() []string {
	var out []string
	for _, o := range s.objects() {
		if n := tileName(o); n != "" && o.Visible() {
			out = append(out, n)
		}
	}
	return out
}

// texts lists every visible text on screen.
func (s screen) texts() []string {
	var out []string
	for _, o := range s.objects() {
		switch x := o.(type) {
		case *canvas.Text:
			if x.Visible() && x.Text != "" {
				out = append(out, x.Text)
			}
		case *widget.Label:
			if x.Visible() && x.Text != "" {
				out = append(out, x.Text)
			}
		}
	}
	return out
}

// tap taps the tile named name and reports whether there was one.
func (s screen) tap(name string) bool {
	tp := s.tile(name)
	if tp == nil {
		return false
	}
	test.Tap(tp)
	return true
}

// tileText is the text of the visible tile named name ("" if none).
func (s screen) tileText(name string) string {
	for _, o := range s.objects() {
		if o.Visible() && tileName(o) == name {
			if f := reflect.ValueOf(o).Elem().FieldByName("Lines"); f.IsValid() && f.Kind() == reflect.Slice {
				var lines []string
				for i := 0; i < f.Len(); i++ {
					lines = append(lines, f.Index(i).String())
				}
				return strings.Join(lines, "\n")
			}
		}
	}
	return ""
}
