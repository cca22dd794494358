package launch

import (
	"io"
	"slices"
	"testing"

	"colt/engine/express"
	"colt/engine/super"
	"colt/ui/kiosk/kit"
	"colt/ui/teach"
)

// TestTheKioskShipsTheBoxGames: the program registers the box's two games
// (games.go), Colt Express first, and so offers their demo screens and
// teaches them; the toy game of the tests is not shipped.
func TestTheKioskShipsTheBoxGames(t *testing.T) {
	var names []string
	for _, g := range kit.Games() {
		names = append(names, g.Name)
	}
	if !slices.Equal(names, []string{express.GameName, super.GameName}) {
		t.Fatalf("the kiosk ships %v, want Colt Express and Colt Super Express", names)
	}
	for _, s := range []string{"table", "overview-1", "overview-horses", "overview-super-1", "super-table", "tip-super"} {
		if _, err := ParseFlags([]string{"--demo-screen", s}, io.Discard); err != nil {
			t.Errorf("--demo-screen %s: %v", s, err)
		}
	}
	if !teach.Teaches(express.GameName) || !teach.Teaches(super.GameName) {
		t.Error("the teacher does not know the box's games")
	}
}
