package table

import (
	"encoding/json"
	"testing"

	"colt/engine"
	"colt/engine/express"
)

// The table hosts engine.Game; these read a Colt Express game through it.

// stateOf returns a copy of the Colt Express state on the table.
func stateOf(tb *Table) express.State { return tb.Game().(*express.Game).State() }

// recordOf returns the Colt Express record of the game on the table.
func recordOf(tb *Table) express.Record { return tb.Game().(*express.Game).ExpressRecord() }

// expressRecord decodes a host record as a Colt Express record.
func expressRecord(t *testing.T, rec engine.Record) express.Record {
	t.Helper()
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	r, err := express.DecodeRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// expressResult decodes a history file's result as a Colt Express result.
func expressResult(t *testing.T, b json.RawMessage) express.Result {
	t.Helper()
	var r express.Result
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	return r
}

// publicOf returns an update's Colt Express public view.
func publicOf(u Update) express.PublicView { return u.Public.(express.PublicView) }

// eventsOf returns Colt Express events from an update (nil when none).
func eventsOf(evs any) []express.Event {
	e, _ := evs.([]express.Event)
	return e
}
