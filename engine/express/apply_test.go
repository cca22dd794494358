package express

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// TestIllegalCommands: anything not in Legal is refused with an error
// wrapping ErrIllegal that says what to do, and the state is unchanged
// (docs/design.md rule 2).
func TestIllegalCommands(t *testing.T) {
	s, _ := build(t, table{turns: "N", bandits: []bandit{
		{ch: Tuco, at: "i3", hand: "MS"}, {ch: Doc, at: "i2", hand: "R"}, {ch: Belle, at: "i3", hand: "F"}}})
	for _, tc := range []struct {
		c    Command
		want string
	}{
		{Draw(1), "turn"},
		{Play(0, Rob, false), "choose one of"},
		{Play(0, Move, true), "choose one of"},
		{Play(0, Bullet, false), "choose one of"},
		{Choose(0, CmdMove, 2), "choose one of"},
		{Command{Seat: 0, Kind: 99}, "choose one of"},
		{Command{Seat: 40, Kind: CmdDraw}, "turn"},
	} {
		before, _ := s.MarshalBinary()
		next, evs, err := Apply(*s, tc.c)
		if !errors.Is(err, ErrIllegal) || evs != nil {
			t.Errorf("%+v: err %v, %d events", tc.c, err, len(evs))
			continue
		}
		var ie *IllegalError
		if !errors.As(err, &ie) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want it to mention %q", tc.c, err, tc.want)
		}
		after, _ := next.MarshalBinary()
		orig, _ := s.MarshalBinary()
		if !bytes.Equal(before, after) || !bytes.Equal(before, orig) {
			t.Errorf("%+v changed the state", tc.c)
		}
		if err := s.Do(tc.c, nil); !errors.Is(err, ErrIllegal) {
			t.Errorf("Do %+v: %v", tc.c, err)
		}
		if again, _ := s.MarshalBinary(); !bytes.Equal(before, again) {
			t.Errorf("refused Do %+v changed the state", tc.c)
		}
	}
	// A legal command bumps the version; Apply leaves its input alone.
	next, evs, err := Apply(*s, Play(0, Move, false))
	if err != nil || next.Version() != s.Version()+1 || len(evs) == 0 || s.players[0].handLen != 2 {
		t.Errorf("legal play: %v, version %d→%d", err, s.Version(), next.Version())
	}
}

// TestDecodeCommandErrors: malformed commands wrap ErrBadCommand; every
// legal command survives an encode/decode round trip.
func TestDecodeCommandErrors(t *testing.T) {
	for _, bad := range []string{
		``, `{}`, `{"seat":0}`, `{"seat":0,"do":"fly"}`, `{"seat":0,"do":"draw","card":"Move"}`,
		`{"seat":0,"do":"play"}`, `{"seat":0,"do":"play","card":"Bullet"}`, `{"seat":0,"do":"move"}`,
		`{"seat":9,"do":"draw"}`, `{"seat":0,"do":"move","wagon":-1}`, `{"seat":0,"do":"rob","token":40}`,
		`{"seat":0,"do":"shoot","target":6}`, `{"seat":0,"do":"keepPurse"}`, `{"seat":0,"do":"draw","x":0}`,
		`{"seat":0,"do":"draw"}{}`, `{"seat":"0","do":"draw"}`,
	} {
		if _, err := DecodeCommand([]byte(bad)); !errors.Is(err, ErrBadCommand) {
			t.Errorf("DecodeCommand(%s) = %v, want ErrBadCommand", bad, err)
		}
	}
	randomStates(t, 20, 1, func(s *State, g int) bool {
		for _, c := range Legal(s) {
			b, err := c.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			d, err := DecodeCommand(b)
			if err != nil || d != c {
				t.Fatalf("%s decodes to %+v, %v", b, d, err)
			}
		}
		return true
	})
}
