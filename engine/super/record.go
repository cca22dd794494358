package super

import (
	"colt/engine"

	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
)

// Record is a whole game: rules version + setup (with its seed) + commands.
// Replaying it reproduces every state byte for byte.
type Record struct {
	Rules    string    `json:"rules"`
	Setup    Setup     `json:"setup"`
	Commands []Command `json:"commands"`
}

// NewRecord starts a record for a setup, for this engine's rules version.
func NewRecord(su Setup) Record { return Record{Rules: RulesVersion, Setup: su, Commands: []Command{}} }

// ReplayError names the command of a record that could not be applied.
type ReplayError struct {
	Index   int
	Command Command
	Err     error
}

// Error names the command's index (0-based) and why it failed.
func (e *ReplayError) Error() string {
	return fmt.Sprintf("record command #%d %s: %v", e.Index, e.Command, e.Err)
}

// Unwrap returns the underlying error (ErrIllegal for an illegal command).
func (e *ReplayError) Unwrap() error { return e.Err }

// ErrRulesVersion is returned for a record written for other rules.
var ErrRulesVersion = engine.ErrRulesVersion

// Replay rebuilds the state of a record. On an illegal command it returns
// the state before it and a *ReplayError naming the command's index.
func Replay(r Record) (State, error) { return ReplayN(r, len(r.Commands)) }

// ReplayN replays the setup and the first n commands (undo is a replay of a
// shorter record).
func ReplayN(r Record, n int) (State, error) {
	if r.Rules != RulesVersion {
		return State{}, fmt.Errorf("%w: %q, this engine plays %q (Colt Super Express); open a Colt Express record with --game express", ErrRulesVersion, r.Rules, RulesVersion)
	}
	var s State
	if err := s.setup(r.Setup, emitter{}); err != nil {
		return State{}, err
	}
	if n > len(r.Commands) {
		n = len(r.Commands)
	}
	for i, c := range r.Commands[:n] {
		if err := s.Do(c, nil); err != nil {
			return s, &ReplayError{Index: i, Command: c, Err: err}
		}
	}
	return s, nil
}

// DecodeRecord parses a JSON record strictly: unknown fields anywhere and
// malformed commands are errors.
func DecodeRecord(b []byte) (Record, error) {
	var r Record
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return Record{}, fmt.Errorf("not a Colt Super Express record: %w (see docs/super-express.md)", err)
	}
	if dec.More() {
		return Record{}, errors.New("not a Colt Super Express record: trailing data after the record (see docs/super-express.md)")
	}
	if r.Rules == "" {
		return Record{}, errors.New("not a Colt Super Express record: missing \"rules\" (see docs/super-express.md)")
	}
	if r.Commands == nil {
		r.Commands = []Command{}
	}
	return r, nil
}

// MarshalBinary encodes the whole state, secrets and random state included,
// in a fixed layout: two states are equal exactly when their encodings are.
// The layout is little-endian, field by field: rules version and a zero
// byte, setup hash, random state, versions, counters and masks, the
// stacks, the bandits, the lines, the loot cards and the ending.
func (s *State) MarshalBinary() ([]byte, error) {
	b := make([]byte, 0, 320)
	b = append(b, RulesVersion...)
	b = append(b, 0)
	b = binary.LittleEndian.AppendUint64(b, s.setupHash)
	b = binary.LittleEndian.AppendUint64(b, s.rng.Seed())
	b = binary.LittleEndian.AppendUint32(b, s.version)
	for _, v := range s.seatVer {
		b = binary.LittleEndian.AppendUint32(b, v)
	}
	b = append(b, s.nPlayers, s.nWagons, uint8(s.phase), s.round, uint8(s.first), s.waiting, s.aboard, s.lastOut)
	for i := range s.stack {
		for _, c := range s.stack[i] {
			b = append(b, uint8(c))
		}
		for _, c := range s.last[i] {
			b = append(b, uint8(c))
		}
		b = append(b, s.lastShown[i])
	}
	for i := range s.bandits {
		x := &s.bandits[i]
		st := uint8(0)
		if x.stunned {
			st = 1
		}
		b = append(b, uint8(x.character), uint8(x.wagon), uint8(x.floor), uint8(x.facing), st, x.outRound)
		b = binary.LittleEndian.AppendUint16(b, x.loot)
	}
	for w := range s.lines {
		for f := range s.lines[w] {
			l := &s.lines[w][f]
			b = append(b, l.n)
			for _, x := range l.who[:l.n] {
				b = append(b, uint8(x))
			}
		}
	}
	b = append(b, s.lootValue[:]...)
	for _, t := range s.lootTaker {
		b = append(b, uint8(t))
	}
	b = append(b, uint8(s.ending), s.winners, s.judged)
	return b, nil
}
