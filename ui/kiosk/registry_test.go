package kiosk

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"colt/engine/express"
	"colt/engine/super"
	_ "colt/ui/kiosk/expressboard" // the box's games, registered as the program registers them
	"colt/ui/kiosk/kit"
	_ "colt/ui/kiosk/superboard"
	"colt/ui/teach"
)

// gamePackages are the packages of a game: its rules and its board. The
// shell and the teacher's game list know a game only by its registration.
var gamePackages = []string{"colt/engine/express", "colt/engine/super", "colt/engine/enginetest/toy",
	"colt/ui/kiosk/expressboard", "colt/ui/kiosk/superboard", "colt/ui/kiosk/toyboard"}

// gameImports lists the game packages (or their subpackages) that the
// non-test Go files of dir (only those named in files, when given) import,
// as "file: package".
func gameImports(t *testing.T, dir string, files ...string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var bad []string
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") || len(files) > 0 && !slices.Contains(files, name) {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, name), nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			for _, g := range gamePackages {
				if path == g || strings.HasPrefix(path, g+"/") {
					bad = append(bad, name+": "+path)
				}
			}
		}
	}
	return bad
}

// TestShellImportsNoGame: the shell (ui/kiosk), the kit it shares with the
// boards (ui/kiosk/kit) and the teacher's list of games (ui/teach/games.go)
// import no game: a game joins the kiosk by its registration alone.
func TestShellImportsNoGame(t *testing.T) {
	for _, c := range []struct {
		dir   string
		files []string
	}{{".", nil}, {"kit", nil}, {"../teach", []string{"games.go"}}} {
		if bad := gameImports(t, c.dir, c.files...); len(bad) > 0 {
			t.Errorf("%s imports a game: %s", c.dir, strings.Join(bad, ", "))
		}
	}
}

// TestModulesOfTheBoxGames: the set-up screen offers, for each game of the
// box, the modules of that game only (its registration), each a module the
// teacher teaches; every module but the base game is offered by a game.
func TestModulesOfTheBoxGames(t *testing.T) {
	offered := map[teach.Module]string{}
	for _, g := range kit.Games() {
		if !g.Teach || !teach.Teaches(g.Name) {
			t.Fatalf("the teacher does not know %s", g.Name)
		}
		if got := teach.ModulesOf(g.Name); !slices.Equal(got, g.Modules) {
			t.Errorf("%s: the teacher has the modules %v, its registration %v", g.Name, got, g.Modules)
		}
		for _, m := range g.Modules {
			if o, ok := offered[m]; ok {
				t.Errorf("%s and %s both offer %s", o, g.Name, m)
			}
			offered[m] = g.Name
		}
	}
	for _, m := range teach.Modules() {
		if _, ok := offered[m]; !ok && m != teach.Base {
			t.Errorf("no game offers the module %s", m)
		}
	}
}

// TestRegistrationGivesTheShellItsGames: the chooser, the demo screens and
// the "how to play" pages come from the registrations — the box's own game
// first — every demo screen once; a registration that lacks a board or its
// words, or takes a name or a demo screen already taken, is refused with
// what to do and changes nothing.
func TestRegistrationGivesTheShellItsGames(t *testing.T) {
	all := kit.Games()
	if len(all) != 2 || all[0].Name != express.GameName || all[1].Name != super.GameName {
		t.Fatalf("the registered games: %v", all)
	}
	if gameOf("").Name != express.GameName || gameOf("no such game").Name != express.GameName {
		t.Error("an unknown game is not the box's own game, Colt Express")
	}
	screens := DemoScreens()
	seen := map[string]bool{}
	for _, s := range screens {
		if seen[s] {
			t.Errorf("the demo screen %q is listed twice", s)
		}
		seen[s] = true
	}
	for _, g := range all {
		for _, s := range g.DemoScreens {
			if !seen[s] {
				t.Errorf("%s's demo screen %q is not among DemoScreens", g.Name, s)
			}
		}
		for _, o := range g.Overview {
			if !seen[o.Screen] {
				t.Errorf("%s's overview page %q is not among DemoScreens", g.Name, o.Screen)
			}
		}
	}
	for _, s := range append(slices.Clone(shellDemoScreens), teachDemoScreens...) {
		if !seen[s] {
			t.Errorf("the shell's demo screen %q is not among DemoScreens", s)
		}
	}

	newBoard := func(kit.Host) kit.Board { return nil }
	words := func(string) (string, string) { return "A", "B" }
	for _, c := range []struct {
		g    kit.Game
		want string
	}{
		{kit.Game{New: newBoard, Choice: words}, "no name"},
		{kit.Game{Name: "x", Choice: words}, "no board"},
		{kit.Game{Name: "x", New: newBoard}, "no chooser words"},
		{kit.Game{Name: "x", New: newBoard, Choice: words, DemoScreens: []string{"x-1"}}, "without Demo"},
		{kit.Game{Name: express.GameName, New: newBoard, Choice: words}, "registered already"},
		{kit.Game{Name: "x", New: newBoard, Choice: words, Overview: []kit.OverviewDemo{{Screen: "overview-1"}}}, "express's already"},
		{kit.Game{Name: "x", New: newBoard, Choice: words, Teach: true, Modules: []teach.Module{teach.Horses}}, "express's already"},
	} {
		err := kit.Register(c.g)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Register(%s) = %v, want an error saying %q", c.g.Name, err, c.want)
		}
	}
	if got := kit.Games(); len(got) != len(all) || teach.Teaches("x") {
		t.Errorf("a refused registration changed the games: %v", got)
	}
}

// TestSeamSize: the core every board implements is at most 10 methods
// (what only some games have is an optional capability of its own,
// kit.Narrator…); the host a board asks stays within its size of now (13,
// under issue 33's ~15): the drawing kit is one method (Draw), the
// shell's navigation one (Nav), what an operator tool asks one (Operator),
// the phones one (Phones), what screens ask of the teaching tip one
// (Tips). Each of those small interfaces stays small, and so does all a
// board can call through the host (the host's other methods and those of
// every kit interface one returns): a method moved from the host into one
// of them does not pass for a narrower seam. The frames the shell now
// draws (the new-game form's top, the set-up pages, the overview pages, a
// titled page's bar, a panel's dialog, the gear and the toast line in a
// game screen's slots) are not lent to a board again.
func TestSeamSize(t *testing.T) {
	b := reflect.TypeOf((*kit.Board)(nil)).Elem().NumMethod()
	host := reflect.TypeOf((*kit.Host)(nil)).Elem()
	h := host.NumMethod()
	reach := h // less the doors to a kit interface, plus its methods
	kitPkg := reflect.TypeOf((*kit.Board)(nil)).Elem().PkgPath()
	for i := range h {
		m := host.Method(i)
		for o := range m.Type.NumOut() {
			out := m.Type.Out(o)
			if out.Kind() != reflect.Interface || out.PkgPath() != kitPkg {
				continue
			}
			n := out.NumMethod()
			reach += n - 1
			t.Logf("kit.Host.%s: kit.%s, %d methods", m.Name, out.Name(), n)
			if n > 10 {
				t.Errorf("kit.%s (kit.Host.%s) has %d methods: a capability of the host stays small (at most 10)", out.Name(), m.Name, n)
			}
		}
	}
	t.Logf("kit.Board: %d methods, kit.Host: %d (%d callable through it)", b, h, reach)
	if b > 10 {
		t.Errorf("kit.Board has %d methods: a core of at most 10, the rest optional capabilities", b)
	}
	if h > 13 {
		t.Errorf("kit.Host has %d methods, more than its 13 (15 before the shell drew its gear and toast line in a game screen's slots; 49 before the drawing kit became one, Draw; 39 before the shell framed the form, the set-up, overview and titled pages, the navigation, the operator's part and the phones became one each and the boards read the seats' modes off the table): frame the boards in the shell instead", h)
	}
	if reach > 27 {
		t.Errorf("a board can call %d methods through kit.Host, more than its 27 (29 before the shell drew its gear and toast line in a game screen's slots; 41 before the shell framed the form, the set-up, overview and titled pages and kept the guests' language itself, and the boards read the seats' modes off the table): frame the boards in the shell instead of lending them its parts", reach)
	}
	for _, framed := range []string{"SetupTop", "TeachSetupRow", "HowToPlayButton", "PhysPaged", "PhysBottom", "OverviewPage", "OverviewTable", "Dialog", "Started", "QRFor", "PhonesAvailable", "ModeOf", "Live", "TopBar", "Gear", "ToastObject"} {
		if _, ok := host.MethodByName(framed); ok {
			t.Errorf("kit.Host.%s is back: the shell frames that itself (kit.FormParts, kit.Physical, kit.OverviewPage, kit.Screen's title, the drawing kit's Dialog and slots, the table's new-game update) or a capability has it (kit.Phones) or the table says it (kit.SeatMode, kit.Live)", framed)
		}
	}
}
