package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"colt/engine/express"
)

func TestReplayCommand(t *testing.T) {
	example := filepath.Join("..", "..", "engine", "express", "testdata", "example-record.json")
	if _, err := os.Stat(example); err != nil {
		t.Fatalf("example record missing: %v", err)
	}
	if err := runReplay([]string{example}); err != nil {
		t.Fatalf("replay of the example record: %v", err)
	}
	b, _ := os.ReadFile(example)
	rec, err := express.DecodeRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	// corrupt command #5: the wrong seat plays
	rec.Commands[5].Seat = (rec.Commands[5].Seat + 1) % express.Seat(rec.Setup.Players)
	bad, _ := json.Marshal(rec)
	p := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(p, bad, 0o644)
	err = runReplay([]string{p})
	if err == nil || !strings.Contains(err.Error(), "#5") || !strings.Contains(err.Error(), "turn") {
		t.Fatalf("replay of a record with an illegal command #5: %v", err)
	}
	os.WriteFile(p, []byte(`{"rules":"colt-base-1","setup":{"players":9}}`), 0o644)
	if err := runReplay([]string{p}); err == nil || !strings.Contains(err.Error(), "3 to 6") {
		t.Fatalf("bad setup: %v", err)
	}
}
