package table

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// mendByTrying is mendByte the slow, obvious way: every other value at
// every byte, each checked whole; the one mend, or nil if none or several.
func mendByTrying(span []byte) []byte {
	var found []byte
	for p := range span {
		for v := 0; v < 256; v++ {
			if byte(v) == span[p] {
				continue
			}
			cand := bytes.Clone(span)
			cand[p] = byte(v)
			if !framesOK(cand) {
				continue
			}
			if _, ok := entriesOf(cand); !ok {
				continue
			}
			if found != nil {
				return nil
			}
			found = cand
		}
	}
	return found
}

// TestMendAgreesWithTryingEveryValue: the one-pass mend (CRC-32C's
// linearity) finds exactly what trying all 255 other values at every byte
// finds — the line as it was written — for every other byte of a command,
// a seat and an undo line, each flipped by one bit, all eight or into a
// newline, and for two lines run together by a flipped newline.
func TestMendAgreesWithTryingEveryValue(t *testing.T) {
	keep := 3
	var lines [][]byte
	for _, e := range []entry{
		{T: "cmd", Cmd: json.RawMessage(`{"seat":1,"do":"play","card":"Move","faceDown":false}`), MsgID: "ph-17", Source: "phone", Version: 4},
		{T: "seat", Seat: &SeatInfo{Seat: 1, Mode: Handoff, Token: "7ae4"}},
		{T: "undo", Keep: &keep},
	} {
		l, err := encodeLine(e)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, l)
	}
	check := func(whole []byte, pos int, mask byte) {
		t.Helper()
		damaged := bytes.Clone(whole)
		damaged[pos] ^= mask
		if framesOK(damaged) {
			return // a flip the checksum does not see: nothing to mend
		}
		got, _ := mendByte(damaged)
		if want := mendByTrying(damaged); !bytes.Equal(got, want) || !bytes.Equal(got, whole) {
			t.Fatalf("byte %d ^ %#x of %q: mended %q, trying every value gives %q", pos, mask, whole, got, want)
		}
	}
	// one line: a flipped byte anywhere, or a byte turned into a newline (the two pieces)
	for _, whole := range lines {
		step := 2
		if testing.Short() || raceEnabled {
			step = 7
		}
		for pos := 0; pos < len(whole)-1; pos += step {
			for _, mask := range []byte{1 << (pos % 8), 0xff, whole[pos] ^ '\n'} {
				check(whole, pos, mask)
			}
		}
	}
	// two lines run together: the newline between them flipped
	two := append(bytes.Clone(lines[2]), lines[0]...)
	for _, mask := range []byte{1, 2, 4, 8, 0x10, 0x20, 0x40, 0x80, 0xff} {
		check(two, len(lines[2])-1, mask)
		check(lines[0], len(lines[0])-1, mask) // the last newline of the file
	}
}

// TestMendALongHeader: a flipped byte anywhere in a 40 KB header (a setup
// with the operator's card data) is mended in one pass; the time is logged.
// A run longer than maxMend is not tried.
func TestMendALongHeader(t *testing.T) {
	setup := json.RawMessage(`{"players":3,"seed":1,"catalog":"` + strings.Repeat("round card data ", 2500) + `"}`)
	line, err := encodeLine(entry{T: "game", Ruleset: "express", Setup: setup, Seats: []SeatInfo{{Seat: 0, Mode: Phone, Token: "998c"}}, GameID: "g"})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(32, 6))
	var took time.Duration
	flips := 20
	if testing.Short() || raceEnabled {
		flips = 3
	}
	for range flips {
		pos := rng.IntN(len(line))
		damaged := bytes.Clone(line)
		damaged[pos] ^= byte(1 + rng.IntN(255))
		start := time.Now()
		got, es, n := mendLines(splitLines(damaged))
		took += time.Since(start)
		if n == 0 || !bytes.Equal(got, line) || len(es) != 1 || es[0].T != "game" {
			t.Fatalf("byte %d of a %d-byte header: not mended (%d lines)", pos, len(line), n)
		}
	}
	t.Logf("a %d-byte header: %d flips mended, %v each", len(line), flips, took/time.Duration(flips))
	// a line longer than maxMend is not tried, even one a byte would mend
	big, err := encodeLine(entry{T: "game", Ruleset: "express", Setup: json.RawMessage(`{"players":3,"seed":1,"catalog":"` + strings.Repeat("x", 256<<10) + `"}`), GameID: "g"})
	if err != nil {
		t.Fatal(err)
	}
	big[100] ^= 1
	if _, _, n := mendLines(splitLines(big)); n != 0 {
		t.Fatalf("a %d-byte line was tried (maxMend %d)", len(big), maxMend)
	}
}
