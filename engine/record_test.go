package engine

import (
	"bytes"
	"encoding/binary"
	"testing"
)

// marshalBinaryRef is the first, reflection-based encoding of a state. The
// fast MarshalBinary must give the same bytes, so records, journals and
// golden checks made with either agree.
func marshalBinaryRef(s *State) []byte {
	var b bytes.Buffer
	b.WriteString(s.cat.Version)
	b.WriteByte(0)
	w := func(v any) { binary.Write(&b, binary.LittleEndian, v) }
	w(s.wagonType)
	w(s.setupHash)
	w(s.rng.s)
	w(s.version)
	w([]uint8{s.nPlayers, uint8(s.phase), s.round, uint8(s.first)})
	for i := range s.players {
		p := &s.players[i]
		w([]uint8{uint8(p.character), uint8(p.pos.Wagon), uint8(p.pos.Floor), p.deckLen, p.handLen, p.bullets, p.received, p.ransoms})
		w(p.deck[:p.deckLen])
		w(p.hand[:p.handLen])
	}
	for _, r := range s.rounds {
		w(r.card)
		w(r.turns)
		w([]uint8{r.nTurns, uint8(r.event)})
	}
	w([]uint8{s.turn, s.orderAt, s.subAct, s.pileLen, s.resolve, uint8(s.stage), uint8(s.actor), uint8(s.target), uint8(s.token), s.pickIdx})
	for _, pc := range s.pile[:s.pileLen] {
		fd := uint8(0)
		if pc.FaceDown {
			fd = 1
		}
		w([]uint8{uint8(pc.Owner), uint8(pc.Kind), fd})
	}
	gone := uint8(0)
	if s.neutralGone {
		gone = 1
	}
	w([]uint8{uint8(s.marshal), s.neutral, gone, s.neutralLost})
	w(s.loot)
	w(s.purseValue)
	w(s.purseKnown)
	w(s.lootValue)
	w([]uint16{s.ransomValue, s.gunslingerVal})
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
		func(s *State) { s.rng.s++ },
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
