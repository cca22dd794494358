package express

import (
	"colt/engine"

	"bytes"
	"encoding/binary"
	"testing"
)

// marshalBinaryRef is the first, reflection-based encoding of a state. The
// fast MarshalBinary must give the same bytes, so records, journals and
// golden checks made with either agree.
func marshalBinaryRef(s *State) []byte {
	var b bytes.Buffer
	b.WriteString(s.g.cat.Version)
	b.WriteByte(0)
	b.WriteString(s.g.version)
	b.WriteByte(0)
	w := func(v any) { binary.Write(&b, binary.LittleEndian, v) }
	w(s.wagonType)
	w(s.setupHash())
	w(s.rng.Seed())
	w(s.version)
	w(s.seatVer)
	w([]uint8{s.nPlayers, s.nBandits, s.nWagons, uint8(s.phase), s.round, uint8(s.first)})
	for i := range s.players {
		p := &s.players[i]
		w([]uint8{p.deckLen, p.handLen, p.discLen, p.kept, p.nBandits, uint8(p.bandits[0]), uint8(p.bandits[1])})
		w(p.deck[:p.deckLen])
		w(p.hand[:p.handLen])
		w(p.discard[:p.discLen])
	}
	for i := range s.bandits {
		p := &s.bandits[i]
		w([]uint8{uint8(p.character), uint8(p.owner), uint8(p.pos), p.bullets, p.received, p.ransoms, p.friendly, uint8(p.hideAt), boolByte(p.timeTravel)})
	}
	for _, r := range s.rounds {
		w(r.card)
		w(r.turns)
		w([]uint8{r.nTurns, uint8(r.event)})
	}
	w(s.turn)
	w(s.orderAt)
	w(s.subAct)
	w(s.cover)
	w([]uint8{s.pileLen, s.resolve, uint8(s.stage), uint8(s.actor), uint8(s.actB), uint8(s.target), uint8(s.token), s.pickIdx, s.waiting})
	w(s.commit)
	for _, pc := range s.pile[:s.pileLen] {
		w(pc.Owner)
		w(pc.Bandit)
		w(pc.Kind)
		w(pc.FaceDown)
	}
	w(s.marshal)
	w(s.neutral)
	w(s.neutralGone)
	w(s.neutralLost)
	w(s.loot)
	w(s.purseValue)
	w(s.purseKnown)
	w(s.lootValue)
	w(s.ransomValue)
	w(s.gunslingerVal)
	for i := range s.bandits {
		w([]uint8{uint8(s.bandits[i].hostage), s.bandits[i].hits})
	}
	w(s.coach)
	w(s.shotgunOn)
	w(s.horses)
	w([]uint8{s.gallop, uint8(s.attackAt), s.hostagesOut, s.flaskOld, s.flaskHalf})
	w(s.flaskKnown)
	w([]uint8{s.pendFlee, s.pendHostage, s.drinks, s.roundEnd})
	return b.Bytes()
}

func TestMarshalBinaryLayout(t *testing.T) {
	n := 0
	randomStates(t, 40, 1, func(s *State, g int) bool {
		got, err := s.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		if want := marshalBinaryRef(s); !bytes.Equal(got, want) {
			t.Fatalf("game %d: MarshalBinary differs from the reference layout", g)
		}
		n++
		return true
	})
	if n < 1000 {
		t.Errorf("only %d states", n)
	}
}

// TestMarshalBinaryDistinguishes: states that differ in any secret encode differently.
func TestMarshalBinaryDistinguishes(t *testing.T) {
	s, _, _ := New(Setup{Players: 4, Seed: 1})
	a, _ := s.MarshalBinary()
	for _, change := range []func(*State){
		func(s *State) { s.rng = engine.NewRNG(s.rng.Seed() + 1) },
		func(s *State) {
			p := &s.players[1]
			for j := 1; j < int(p.deckLen); j++ {
				if p.deck[j] != p.deck[0] {
					p.deck[0], p.deck[j] = p.deck[j], p.deck[0]
					return
				}
			}
		},
		func(s *State) { s.purseValue[10], s.purseValue[17] = s.purseValue[17], s.purseValue[10] },
		func(s *State) { s.purseKnown[5] |= 2 },
		func(s *State) { s.version++ },
	} {
		m := s
		change(&m)
		if b, _ := m.MarshalBinary(); bytes.Equal(a, b) {
			t.Error("a changed state encodes the same")
		}
	}
}
