package cards

import (
	"strings"
	"testing"
)

func TestBaseCatalog(t *testing.T) {
	c := Base()
	normal, station, hn, hs := 0, 0, 0, 0
	for _, r := range c.RoundCards {
		switch {
		case r.Module == "horses" && r.Station:
			hs++
		case r.Module == "horses":
			hn++
			if !r.Provisional {
				t.Errorf("expansion card %s must be marked provisional (docs/rules.md §11)", r.ID)
			}
		case r.Station:
			station++
		default:
			normal++
		}
	}
	// §11: the expansion adds 5 round cards (both sides) and 3 stations
	if hn != 5 || hs != 3 {
		t.Fatalf("horses cards: %d round cards, %d stations; want 5 and 3 (§11)", hn, hs)
	}
	if normal != 7 || station != 3 || len(c.Wagons) != 6 || len(c.Purses) != 18 || c.NeutralBullets != 13 {
		t.Fatalf("base catalog: %d round cards, %d stations, %d wagons, %d purses, %d neutral (§1–2)", normal, station, len(c.Wagons), len(c.Purses), c.NeutralBullets)
	}
	// §2: Take It All! is N T 2 N for 2–4 players and N 2 S for 5–6.
	for _, r := range c.RoundCards {
		if r.ID == "take-it-all" {
			got := r.TurnsFor(4)
			if len(got) != 4 || got[2] != SpeedUp || r.TurnsFor(6)[2] != Switch || r.Event() != TakeItAll {
				t.Fatalf("take-it-all turns %v / %v", got, r.TurnsFor(6))
			}
		}
	}
	// §1: wagon floors hold 12 purses and 6 jewels in all.
	p, j := 0, 0
	for _, w := range c.Wagons {
		p += w.Purses
		j += w.Jewels
	}
	if p != 12 || j != 6 {
		t.Fatalf("wagons hold %d purses and %d jewels", p, j)
	}
}

func TestParseRejectsBadFiles(t *testing.T) {
	base := string(BaseJSON())
	cases := map[string]struct{ from, to, want string }{
		"not json":      {base, "{", "not valid JSON"},
		"unknown field": {`"version"`, `"colour": 1, "version"`, "unknown field"},
		"bad letter":    {`"NNTS"`, `"NNXS"`, "may only use N, T, 2, S"},
		"bad event":     {`"event": "braking"`, `"event": "brakes"`, "unknown event"},
		"too many":      {`"neutralBullets": 13`, `"neutralBullets": 40`, "out of range"},
		"missing group": {`"turns": {"2-4": "NTNN", "5-6": "NTN"}`, `"turns": {"2-4": "NTNN"}`, "turns for 5-6"},
	}
	for name, tc := range cases {
		data := strings.Replace(base, tc.from, tc.to, 1)
		if name == "not json" {
			data = tc.to
		}
		_, err := Parse([]byte(data))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want %q", name, err, tc.want)
		}
	}
	if _, err := Parse(BaseJSON()); err != nil {
		t.Fatalf("base file: %v", err)
	}
}
