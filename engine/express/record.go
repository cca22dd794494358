package express

import (
	"colt/engine"

	"encoding/binary"
)

// Record is a whole game: rules version + setup (with its seed) + commands.
// Replaying it reproduces every state byte for byte (docs/design.md rule 6). The
// format is documented in docs/record-format.md; the envelope and the
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

// DecodeRecord parses a JSON record strictly.
func DecodeRecord(b []byte) (Record, error) { return Spec.DecodeRecord(b) }

// MarshalBinary encodes the whole state, secrets and random state included,
// in a fixed layout: two states are equal exactly when their encodings are.
// The layout is little-endian, field by field: catalog version and a zero
// byte, rules version and a zero byte, wagon types, setup hash, random
// state, versions, then the players' cards, the bandits, round cards,
// Schemin' and choice counters, the simultaneous step, the pile, the Marshal
// and neutral stock, and the loot.
func (s *State) MarshalBinary() ([]byte, error) {
	b := make([]byte, 0, 768)
	b = append(b, s.g.cat.Version...)
	b = append(b, 0)
	b = append(b, s.g.version...)
	b = append(b, 0)
	for _, t := range s.wagonType {
		b = append(b, t)
	}
	b = binary.LittleEndian.AppendUint64(b, s.setupHash())
	b = binary.LittleEndian.AppendUint64(b, s.rng.Seed())
	b = binary.LittleEndian.AppendUint32(b, s.version)
	for _, v := range s.seatVer {
		b = binary.LittleEndian.AppendUint32(b, v)
	}
	b = append(b, s.nPlayers, s.nBandits, s.nWagons, uint8(s.phase), s.round, uint8(s.first))
	for i := range s.players {
		p := &s.players[i]
		b = append(b, p.deckLen, p.handLen, p.discLen, p.kept, p.nBandits, uint8(p.bandits[0]), uint8(p.bandits[1]))
		for _, part := range [][]Card{p.deck[:p.deckLen], p.hand[:p.handLen], p.discard[:p.discLen]} {
			for _, c := range part {
				b = append(b, uint8(c))
			}
		}
	}
	for i := range s.bandits {
		p := &s.bandits[i]
		b = append(b, uint8(p.character), uint8(p.owner), uint8(p.pos), p.bullets, p.received, p.ransoms, p.friendly, uint8(p.hideAt), boolByte(p.timeTravel))
	}
	for i := range s.rounds {
		r := &s.rounds[i]
		b = append(b, r.card)
		for _, t := range r.turns {
			b = append(b, uint8(t))
		}
		b = append(b, r.nTurns, uint8(r.event))
	}
	cover := uint8(0)
	if s.cover {
		cover = 1
	}
	b = append(b, s.turn, s.orderAt, s.subAct, cover, s.pileLen, s.resolve, uint8(s.stage), uint8(s.actor), uint8(s.actB), uint8(s.target), uint8(s.token), s.pickIdx)
	b = append(b, s.waiting)
	for _, c := range s.commit {
		b = append(b, uint8(c))
	}
	for _, pc := range s.pile[:s.pileLen] {
		fd := uint8(0)
		if pc.FaceDown {
			fd = 1
		}
		b = append(b, uint8(pc.Owner), uint8(pc.Bandit), uint8(pc.Kind), fd)
	}
	gone := uint8(0)
	if s.neutralGone {
		gone = 1
	}
	b = append(b, uint8(s.marshal), s.neutral, gone, s.neutralLost)
	for _, l := range s.loot {
		b = append(b, uint8(l))
	}
	for _, v := range s.purseValue {
		b = binary.LittleEndian.AppendUint16(b, v)
	}
	b = append(b, s.purseKnown[:]...)
	for _, v := range s.lootValue {
		b = binary.LittleEndian.AppendUint16(b, v)
	}
	b = binary.LittleEndian.AppendUint16(b, s.ransomValue)
	b = binary.LittleEndian.AppendUint16(b, s.gunslingerVal)
	for i := range s.bandits {
		b = append(b, uint8(s.bandits[i].hostage), s.bandits[i].hits)
	}
	b = append(b, uint8(s.coach), boolByte(s.shotgunOn))
	b = append(b, s.horses[:]...)
	b = append(b, s.gallop, uint8(s.attackAt), s.hostagesOut, s.flaskOld, s.flaskHalf)
	b = append(b, s.flaskKnown[:]...)
	b = append(b, s.pendFlee, s.pendHostage, s.drinks, s.roundEnd)
	return b, nil
}

func boolByte(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}
