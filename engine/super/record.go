package super

import (
	"colt/engine"

	"encoding/binary"
)

// Record is a whole game: rules version + setup (with its seed) + commands.
// Replaying it reproduces every state byte for byte; the envelope and the
// replay path are the core's (engine.TypedRecord).
type Record = engine.TypedRecord[Setup, Command]

// NewRecord starts a record for a setup, for this engine's rules version.
func NewRecord(su Setup) Record { return Spec.NewRecord(su) }

// ReplayError names the command of a record that could not be applied.
type ReplayError = engine.ReplayError[Command]

// ErrRulesVersion is returned for a record written for other rules.
var ErrRulesVersion = engine.ErrRulesVersion

// Replay rebuilds the state of a record. On an illegal command it returns
// the state before it and a *ReplayError naming the command's index.
func Replay(r Record) (State, error) { return Spec.ReplayN(r, len(r.Commands)) }

// ReplayN replays the setup and the first n commands (undo is a replay of a
// shorter record).
func ReplayN(r Record, n int) (State, error) { return Spec.ReplayN(r, n) }

// DecodeRecord parses a JSON record strictly: unknown fields anywhere,
// malformed commands and trailing data are errors.
func DecodeRecord(b []byte) (Record, error) { return Spec.DecodeRecord(b) }

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
