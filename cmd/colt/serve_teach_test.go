package main

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"colt/cmd/internal/config"
	"colt/engine/express"
	"colt/engine/table"
	"colt/ui/teach"
)

// TestServeTeach (issue 24): `colt serve --teach` gives the phones the
// game's teacher: a new one with the plan for a new game, the saved one when
// the same game resumes after a restart (nothing taught twice), none for
// another game or without --teach; a bad plan, or --teach with
// --no-phones, is refused saying what to do.
func TestServeTeach(t *testing.T) {
	dir := t.TempDir()
	var teacher func() *teach.Teacher
	var saved func(*teach.Teacher)
	old := startPhones
	t.Cleanup(func() { startPhones = old })
	stop := errors.New("test: phones not started")
	startPhones = func(_ config.Config, _ *table.Table, _ func(string, ...any), tf func() *teach.Teacher, sv func(*teach.Teacher)) (phoneService, error) {
		teacher, saved = tf, sv
		return nil, stop
	}
	base := []string{"--config", "", "--data", dir}
	err := runServe(append(base, "--players", "3", "--seed", "4", "--teach", "first"))
	if !errors.Is(err, stop) || teacher == nil {
		t.Fatalf("serve --teach: %v", err)
	}
	tc := teacher()
	if tc == nil || !tc.Progress().Plan.FirstGame {
		t.Fatal("no first-game teacher for the phones")
	}
	if teacher() != tc {
		t.Fatal("a new teacher for the same game")
	}
	// the phones are the only screens: serve chose the shared tips of the
	// game as it stood, for the phones to be given (teach.PhonesOnly)
	if p := tc.Progress(); !tc.Taught("goal") || !tc.Taught("playOrDraw") || len(p.Relay) != len(p.Shared) {
		t.Fatalf("serve did not choose the shared tips: %+v", p)
	}
	// a phone is taught (its seat's view, a bullet in hand) and the progress saved
	tips, err := tc.Seat(1, express.PlayerView{Seat: 1, Hand: []express.ActionKind{express.Bullet}})
	if err != nil || len(tips) != 1 {
		t.Fatalf("tips %v, %v", tips, err)
	}
	saved(tc)
	b, err := os.ReadFile(filepath.Join(dir, serveTeachFile))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "token") {
		t.Fatalf("the saved progress names a token: %s", b)
	}

	// restarted (the game resumes, --teach or not): the same progress, nothing taught again
	for _, args := range [][]string{{"--teach", "first"}, nil} {
		teacher = nil
		if err := runServe(append(base, args...)); !errors.Is(err, stop) {
			t.Fatalf("serve %v: %v", args, err)
		}
		re := teacher()
		if re == nil || !slices.Contains(re.Progress().Seats[1], teach.Concept("you.bulletInHand")) {
			t.Fatalf("serve %v: the resumed game's teacher lost its progress: %+v", args, re)
		}
		if again, _ := re.Seat(1, express.PlayerView{Seat: 1, Hand: []express.ActionKind{express.Bullet}}); len(again) != 0 {
			t.Fatalf("serve %v: taught again after the restart: %v", args, again)
		}
	}

	// another game without --teach: no teacher
	dir2 := t.TempDir()
	if err := runServe([]string{"--config", "", "--data", dir2, "--players", "3", "--seed", "5"}); !errors.Is(err, stop) {
		t.Fatal(err)
	}
	if teacher() != nil {
		t.Fatal("a teacher without --teach")
	}

	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--teach", "everything"}, "unknown module"},
		{[]string{"--teach", "first", "--no-phones"}, "drop one of them"},
		// modules the game does not have teach nothing: refused, saying what it has and what to type (issue 32 item 7a)
		{[]string{"--teach", "super"}, "the new game is Colt Express with 3 players, rules: base, which has no super to teach; it has base. Type --teach base (or --teach first for a first game), or add --game super"},
		{[]string{"--teach", "experts,horses"}, "which has no experts, horses to teach; it has base. Type --teach base (or --teach first for a first game), or add --rules experts,horses to play with them (though that game cannot be played: invalid setup: the Horses & Stagecoach expansion's Plan of Attack is not compatible with the Experts variant"},
		{[]string{"--teach", "horses,two-players"}, "which has no horses, two-players to teach; it has base. Type --teach base (or --teach first for a first game), or add --players 2 for the 2-player game and --rules horses to play with them"},
		{[]string{"--teach", "experts,horses", "--rules", "experts"}, "rules: experts, which has no horses to teach; it has base, experts. Type --teach base,experts (or --teach first for a first game), or add --rules experts,horses"},
		{[]string{"--teach", "experts", "--game", "super"}, "Colt Super Express with 3 players, which has no experts to teach; it has super. Type --teach super"},
	} {
		dir := t.TempDir()
		err := runServe(append([]string{"--config", "", "--data", dir, "--players", "3"}, c.args...))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("serve %v: %v, want a refusal saying %q", c.args, err, c.want)
		}
		if _, err := os.Stat(filepath.Join(dir, "journal.log")); err == nil {
			t.Errorf("serve %v was refused but started a game", c.args)
		}
	}
	// the modules a game has are taught
	for _, args := range [][]string{{"--teach", "experts,ttc", "--rules", "ttc,experts"}, {"--teach", "super", "--game", "super"}, {"--teach", "base"}} {
		teacher = nil
		err := runServe(append([]string{"--config", "", "--data", t.TempDir(), "--players", "3", "--seed", "6"}, args...))
		if !errors.Is(err, stop) || teacher() == nil {
			t.Errorf("serve %v: %v, want the game taught", args, err)
		}
	}
	// a game in progress is what the plan must fit: refused, saying to end it first
	err = runServe(append(base, "--teach", "horses"))
	if err == nil || !strings.Contains(err.Error(), "the game in progress is Colt Express with 3 players, rules: base, which has no horses to teach") || !strings.Contains(err.Error(), "end that game first") {
		t.Errorf("serve --teach horses on a base game in progress: %v", err)
	}
}
