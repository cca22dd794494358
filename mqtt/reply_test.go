package mqtt

import (
	"fmt"
	"strings"
	"testing"

	"colt/engine/express"
	"colt/engine/table"
)

// TestRepliesDoNotLeakInternals (issue 11 item 7): a refused command is
// answered with a typed code and a short sentence for the player; the
// engine's and table's detail stays in Detail, for logs.
func TestRepliesDoNotLeakInternals(t *testing.T) {
	cmd := express.Play(0, express.Shoot, false)
	for _, tc := range []struct {
		err  error
		code string
	}{
		{&express.IllegalError{Command: cmd, Code: express.RefusedNotLegal, Reason: `not allowed now (Schemin, None); choose one of {"seat":0}`}, CodeIllegal},
		{&express.IllegalError{Command: cmd, Code: express.RefusedNotYourTurn, Reason: "it is seat 2's turn"}, CodeNotYourTurn},
		{&express.IllegalError{Command: cmd, Code: express.RefusedGameOver, Reason: "the game is over"}, CodeGameOver},
		{fmt.Errorf("%w: id %q was used for %s", table.ErrIDReused, "m1", cmd), CodeIDReused},
		{fmt.Errorf("%w: no move can be saved (read-only file system)", table.ErrReadOnly), CodeReadOnly},
		{fmt.Errorf("%w: the SD card is full (write /var/lib/colt/journal.log: no space left on device)", table.ErrCannotSave), CodeInternal},
	} {
		r := replyFor("m1", tc.err)
		if r.OK || r.Code != tc.code {
			t.Errorf("%v: code %q, want %q", tc.err, r.Code, tc.code)
		}
		for _, leak := range []string{"{", "Schemin", "seat 2", "read-only file system", "m1", "/var/lib"} {
			if strings.Contains(r.Error, leak) {
				t.Errorf("%v: the player's sentence %q shows the internal %q", tc.err, r.Error, leak)
			}
		}
		if r.Detail != tc.err.Error() {
			t.Errorf("%v: the detail for logs is lost: %q", tc.err, r.Detail)
		}
	}
}

// TestCannotSaveReply (issue 25 item 1): a command the table could not
// journal (a full SD card) is answered "internal" with a sentence that says
// the move was not played and whom to tell.
func TestCannotSaveReply(t *testing.T) {
	r := replyFor("m1", fmt.Errorf("%w: the SD card is full", table.ErrCannotSave))
	if r.OK || r.Code != CodeInternal || !strings.Contains(r.Error, "not played") || !strings.Contains(r.Error, "café staff") {
		t.Fatalf("reply %+v", r)
	}
}
