package kiosk

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"colt/engine/express"
	"colt/ui/kiosk/expressboard/screen"
	"colt/ui/kiosk/internal/widgets"
)

// trainDemos are demo screens whose train shows every thing a train can:
// the table (the Time-Travel Car, the stagecoach with its horses, the
// Shotgun and the hostages, Teams of six), a public choice lighting
// places, hands, narration pages (an event, a robbery, a shot, the Horse
// Attack's fists, a bandit out of the Car).
var trainDemos = []string{"table", "table-car", "table-horses", "table-teams-6", "choice", "choice-purses", "choice-partner", "choice-2p",
	"hand", "hand-car", "hand-whisky-horses", "event", "step-rob", "step-shoot", "attack-reveal", "appear-car"}

// trainDrawn is what a drawn train shows: its tiles (not looked into)
// and the texts drawn outside them (the loot's counts).
type trainDrawn struct {
	tiles []*widgets.Tile
	texts []string
}

func (d *trainDrawn) walk(o fyne.CanvasObject) {
	if o == nil || !o.Visible() {
		return
	}
	switch x := o.(type) {
	case *widgets.Tile:
		d.tiles = append(d.tiles, x)
	case *canvas.Text:
		if x.Text != "" {
			d.texts = append(d.texts, x.Text)
		}
	case *fyne.Container:
		for _, c := range x.Objects {
			d.walk(c)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			d.walk(c)
		}
	}
}

// TestTrainIsItsValue (issue 33): on demo screens with a train, in two
// languages, the train on screen shows exactly its value
// (screen.Train, expressboard's trainModel): a tile per car title, horses,
// bandit, Marshal, Shotgun and hostages the value holds, each reading the
// value's words (or its mark or short form in a crowded place), a place
// per value place, outlined where the value lights it or offers it for a
// tap, a tap on top where it offers one, and the
// loot's counts as the value words them — nothing else.
func TestTrainIsItsValue(t *testing.T) {
	trains := 0
	shown := map[string]bool{} // what the trains showed, by the kind of tile
	for _, lang := range []string{"en", "fr"} {
		for _, demo := range trainDemos {
			what := demo + " " + lang
			r := newRig(t, Settings{Language: lang}, 800, 480)
			apply, err := PrepareDemo(r.tbl, demo, 7)
			if err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			ApplyDemo(r.k, apply)
			objs := r.objects()
			m, obj, ok := r.eb().TrainDrawn()
			if !ok || !slices.Contains(objs, obj) {
				t.Fatalf("%s: the train drawn last is not on screen (%s)", what, r.describe())
			}
			var d trainDrawn
			d.walk(obj)
			sameTrain(t, what, m, &d)
			for _, tl := range d.tiles {
				kind, _, _ := strings.Cut(tl.Name, ":")
				shown[kind] = true
				shown["lit"] = shown["lit"] || kind == "place" && tl.StrokeWidth > 0
			}
			shown["loot"] = shown["loot"] || len(d.texts) > 0
			trains++
		}
	}
	for _, kind := range []string{"wagon-title", "car", "stagecoach", "horses", "place", "target", "lit", "bandit", "marshal", "shotgun", "hostages", "loot"} {
		if !shown[kind] {
			t.Errorf("no train showed a %s: the demos prove little", kind)
		}
	}
	t.Logf("%d trains on screen: each shows its value", trains)
}

// sameTrain checks the train drawn d against its value m.
func sameTrain(t *testing.T, what string, m screen.Train, d *trainDrawn) {
	t.Helper()
	forms := map[string][]string{} // a named tile's words in the value, each form it may take
	var places, targets []string
	lit := map[string]bool{} // a place lit or offered for a tap: its outline
	var loot []string
	for _, c := range m.Cars {
		forms[c.Title.Name] = []string{c.Title.Label, c.Short}
		if c.Horses.Name != "" {
			forms[c.Horses.Name] = []string{c.Horses.Label}
		}
		for _, p := range c.Places {
			places = append(places, p.Name)
			lit[p.Name] = p.Lit || p.Target.Name != ""
			if p.Target.Name != "" {
				targets = append(targets, p.Target.Name)
			}
			for _, b := range p.Bandits {
				forms[b.Tile.Name] = []string{b.Name, b.Mark}
			}
			for _, tk := range []screen.Token{p.Marshal, p.Shotgun} {
				if tk.Name != "" {
					forms[tk.Name] = []string{tk.Label, tk.Mark}
				}
			}
			if p.Hostages.Name != "" {
				forms[p.Hostages.Name] = []string{p.Hostages.Label}
			}
			for _, l := range p.Loot {
				loot = append(loot, l.Text)
				if l.Kind == express.Purse {
					loot = append(loot, "$") // the purse's icon
				}
			}
		}
	}
	var gotPlaces, gotTargets []string
	seen := map[string]bool{}
	for _, tl := range d.tiles {
		switch {
		case len(tl.Lines) == 0 && strings.HasPrefix(tl.Name, "place:"):
			gotPlaces = append(gotPlaces, tl.Name)
			if (tl.StrokeWidth > 0) != lit[tl.Name] {
				t.Fatalf("%s: %s on screen outlined %v, lit in its value %v", what, tl.Name, tl.StrokeWidth > 0, lit[tl.Name])
			}
		case len(tl.Lines) == 0 && strings.HasPrefix(tl.Name, "target:"):
			gotTargets = append(gotTargets, tl.Name)
			if tl.OnTapped == nil {
				t.Fatalf("%s: %s on screen takes no tap", what, tl.Name)
			}
		default:
			f, ok := forms[tl.Name]
			if !ok || len(tl.Lines) != 1 || !slices.Contains(f, tl.Lines[0]) {
				t.Fatalf("%s: the train shows %s reading %q; its value %q", what, tl.Name, tl.Lines, f)
			}
			seen[tl.Name] = true
		}
	}
	for name := range forms {
		if !seen[name] {
			t.Fatalf("%s: the value's %s (%q) is not on screen", what, name, forms[name])
		}
	}
	sort.Strings(loot)
	sort.Strings(d.texts)
	sort.Strings(gotPlaces)
	sort.Strings(places)
	sort.Strings(gotTargets)
	sort.Strings(targets)
	if !slices.Equal(gotPlaces, places) || !slices.Equal(gotTargets, targets) || !slices.Equal(d.texts, loot) {
		t.Fatalf("%s: on screen places %q, targets %q, loot %q; the value's %q, %q, %q", what, gotPlaces, gotTargets, d.texts, places, targets, loot)
	}
}
