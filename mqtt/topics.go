// Package mqtt carries a table to the players' phones: an embedded MQTT
// broker (mochi-mqtt) with per-seat authentication and ACLs, the Bridge that
// publishes the table's views and turns phone messages into table commands,
// and the HTTP server of the phone page. Start wires all three.
//
// Every topic lives under colt/<table>/ (docs/mqtt-topics.md):
//
//	colt/<table>/public            retained PublicMessage, everyone
//	colt/<table>/seat/<n>/view     retained SeatMessage, seat n's phone only
//	colt/<table>/seat/<n>/cmd      CommandMessage, seat n's phone → kiosk
//	colt/<table>/seat/<n>/reply    Reply, kiosk → seat n's phone
//	colt/<table>/kiosk             retained "online" / "offline" (last will)
//
// Only views are ever serialized (docs/design.md rule 5): a subscriber to # with
// spectator rights sees no hand, deck order or unknown purse value.
package mqtt

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"colt/engine"
	"colt/engine/table"
)

// MaxSeats is the number of seat topics a table serves (seats 0–6: Colt
// Super Express's largest table; Colt Express uses seats 0–5).
const MaxSeats = 7

// Topics names the topics of one table.
type Topics struct {
	Table string
}

// Public is the retained public view.
func (tp Topics) Public() string { return "colt/" + tp.Table + "/public" }

// Kiosk is the retained "online"/"offline" flag of the kiosk.
func (tp Topics) Kiosk() string { return "colt/" + tp.Table + "/kiosk" }

// SeatView is the retained private view of seat n.
func (tp Topics) SeatView(n engine.Seat) string { return tp.seat(n) + "/view" }

// SeatCmd is where seat n's phone sends commands.
func (tp Topics) SeatCmd(n engine.Seat) string { return tp.seat(n) + "/cmd" }

// SeatReply is where the kiosk answers seat n's commands.
func (tp Topics) SeatReply(n engine.Seat) string { return tp.seat(n) + "/reply" }

// CmdFilter matches every seat's command topic.
func (tp Topics) CmdFilter() string { return "colt/" + tp.Table + "/seat/+/cmd" }

// Prefix is the table's namespace, "colt/<table>/".
func (tp Topics) Prefix() string { return "colt/" + tp.Table + "/" }

func (tp Topics) seat(n engine.Seat) string {
	return "colt/" + tp.Table + "/seat/" + strconv.Itoa(int(n))
}

// CmdSeat returns the seat of a command topic colt/<table>/seat/<n>/cmd.
func (tp Topics) CmdSeat(topic string) (engine.Seat, bool) {
	rest, ok := strings.CutPrefix(topic, "colt/"+tp.Table+"/seat/")
	if !ok {
		return engine.NoSeat, false
	}
	num, ok := strings.CutSuffix(rest, "/cmd")
	if !ok {
		return engine.NoSeat, false
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 || n >= MaxSeats || strconv.Itoa(n) != num {
		return engine.NoSeat, false
	}
	return engine.Seat(n), true
}

// SeatStatus is one seat as the public sees it: its mode, never its token.
type SeatStatus struct {
	Seat engine.Seat    `json:"seat"`
	Mode table.SeatMode `json:"mode"`
}

// PublicMessage is the retained payload of colt/<table>/public. View is
// null while no game is loaded. Events are those since the previous
// message, as the public may see them.
type PublicMessage struct {
	Game string `json:"game"` // GameTag of the game; "" without one
	// View is the game's public view (express.PublicView for Colt
	// Express), as the table gives it; nil (null) without a game.
	View  any          `json:"view"`
	Seats []SeatStatus `json:"seats"`
	// Events is the game's list of events as the public may see them
	// (a JSON array; []express.Event for Colt Express).
	Events any `json:"events"`
	// Words are the events' words (the words model), one per event, when
	// the program gives the bridge a WordsFunc; the phone renders them.
	Words  any    `json:"words,omitempty"`
	Reason string `json:"reason,omitempty"` // the table's last Update.Reason
	// Table is where the table's screen is when it is not simply showing
	// View: still on the set-up (SetupDone false) or narrating step Step of
	// Steps of the next state. The phone shows it and offers no choice
	// meanwhile. nil on tables without a kiosk (colt serve).
	Table *table.Presentation `json:"table,omitempty"`
}

// SeatMessage is the retained payload of colt/<table>/seat/<n>/view: what
// seat n may know, and the events since the previous message as seat n may
// see them. A seat that is not played by phone has no retained view (an
// empty payload deletes it).
type SeatMessage struct {
	Game string `json:"game"` // GameTag; first, the broker checks it
	// View is what seat n may know, in the game's own view type
	// (express.PlayerView for Colt Express).
	View any `json:"view"`
	// Events is the game's list of events as seat n may see them (a JSON
	// array; []express.Event for Colt Express).
	Events any `json:"events"`
	// Words: see PublicMessage.Words.
	Words  any    `json:"words,omitempty"`
	Reason string `json:"reason,omitempty"`
	// Table is where the table's screen is (see PublicMessage.Table).
	Table *table.Presentation `json:"table,omitempty"`
	// TakeBack: the seat may take back its own last move now (no other
	// seat has acted since); the phone offers it (CommandMessage.TakeBack).
	TakeBack bool `json:"takeBack,omitempty"`
	// Tips are the teaching tips seat n was taught and has not closed, in
	// the order taught (teaching mode; absent when the table does not
	// teach this seat): the phone shows them one at a time and closes one
	// with CommandMessage.Teach "got-it". Only seat n's own message has
	// them: they come from its own view.
	Tips []Tip `json:"tips,omitempty"`
}

// GameTag names a game without revealing anything: the first 12 hex
// digits of the SHA-256 of its seat tokens. It changes with every game.
func GameTag(seats []table.SeatInfo) string {
	if len(seats) == 0 {
		return ""
	}
	h := sha256.New()
	for _, si := range seats {
		h.Write([]byte(si.Token))
		h.Write([]byte{','})
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}

// CommandMessage is what a phone publishes on colt/<table>/seat/<n>/cmd:
// the state version it saw, an id unique per phone (a repeated id is
// applied once), and an engine command whose seat is n.
type CommandMessage struct {
	V   *int            `json:"v"`
	ID  string          `json:"id"`
	Cmd json.RawMessage `json:"cmd"` // the game's command JSON, decoded by its engine.Game.DecodeCommand
	// TakeBack (with no Cmd) takes back the seat's own last move, as long
	// as no other seat has acted since (table.TakeBack).
	TakeBack bool `json:"takeBack,omitempty"`
	// Teach (with no Cmd) is a teaching request: "got-it" closes the
	// seat's open tip named by Concept; "stop" stops teaching for the
	// whole table for the rest of the game (TeachHooks.StopTeaching).
	Teach   string `json:"teach,omitempty"`
	Concept string `json:"concept,omitempty"`
}

// Reply answers one CommandMessage on colt/<table>/seat/<n>/reply.
type Reply struct {
	ID        string `json:"id"`
	OK        bool   `json:"ok"`
	Duplicate bool   `json:"duplicate,omitempty"` // ok: this id was already applied
	Code      string `json:"code,omitempty"`      // one of the Code constants when !OK
	Error     string `json:"error,omitempty"`     // a sentence saying what to do
	Detail    string `json:"detail,omitempty"`    // the underlying error, for logs
}

// The reply codes.
const (
	CodeStale       = "stale"         // the game moved on since the phone's view
	CodeIllegal     = "illegal"       // not one of the legal commands now
	CodeMalformed   = "malformed"     // not a valid CommandMessage
	CodeWrongSeat   = "wrong-seat"    // the command's seat is not the topic's, or not at the table
	CodeSeatMode    = "seat-mode"     // the seat is not played by phone now
	CodeTooLarge    = "too-large"     // the message exceeds MaxCommandBytes
	CodeGameOver    = "game-over"     // the game has ended
	CodeNoGame      = "no-game"       // no game is loaded
	CodeInternal    = "internal"      // the table could not journal the command (table.ErrCannotSave: a full SD card); it was not played
	CodeIDReused    = "id-reused"     // the message id was already used for another command
	CodeReadOnly    = "read-only"     // the table's data folder cannot be written
	CodeNotYourTurn = "not-your-turn" // the seat does not owe a choice now
	CodeSettingUp   = "setting-up"    // the kiosk still shows the set-up: the game has not started
	CodeTooLate     = "too-late"      // a take-back after another seat acted
	CodeNoTakeBack  = "no-take-back"  // a take-back of nothing, or of a move that showed cards
	CodeNoTip       = "no-tip"        // a "got-it" for a tip the seat does not have open (closed already, or never taught)
	CodeNotTeaching = "not-teaching"  // a "stop" when the table is not teaching (never on, or stopped already)

)

// MaxCommandBytes is the largest command message accepted.
const MaxCommandBytes = 4096

// maxIDLen bounds the client message id.
const maxIDLen = 128

// replyFor maps a Submit error to a reply. Every error leaves the game and
// its journal unchanged (table.Submit's contract).
func replyFor(id string, err error) Reply {
	if err == nil {
		return Reply{ID: id, OK: true}
	}
	r := Reply{ID: id, Detail: err.Error()}
	var ill engine.RefusedError
	switch {
	case errors.Is(err, table.ErrDuplicate):
		return Reply{ID: id, OK: true, Duplicate: true}
	case errors.Is(err, table.ErrReadOnly):
		r.Code, r.Error = CodeReadOnly, "The table's SD card is read-only: no move can be saved. Tell the café staff."
	case errors.Is(err, table.ErrSettingUp):
		r.Code, r.Error = CodeSettingUp, "The game has not started yet: wait until the table screen has finished the set-up."
	case errors.Is(err, table.ErrTakeBack):
		var tbe *table.TakeBackError
		if errors.As(err, &tbe) && tbe.Reason == table.TakeBackOthers {
			r.Code, r.Error = CodeTooLate, "Too late: another player has acted since. Only the operator can undo now."
		} else {
			r.Code, r.Error = CodeNoTakeBack, "This move cannot be taken back: it showed cards to the table, or there is none."
		}
	case errors.Is(err, table.ErrCannotSave):
		// still an internal fault (the table's, not the player's); the
		// phone's sentence for it says the move was not played
		r.Code, r.Error = CodeInternal, "The table cannot save moves right now (its SD card is full or failing): your move was not played. Tell the café staff, then play it again."
	case errors.Is(err, table.ErrIDReused):
		r.Code, r.Error = CodeIDReused, "This message id was already used for another move: reload the page and choose again."
	case errors.Is(err, table.ErrStale):
		r.Code, r.Error = CodeStale, "The game moved on since your screen was drawn: look at the new state and choose again."
	case errors.As(err, &ill):
		// the player gets a short sentence chosen by the typed reason; the
		// engine's detail (ill.Reason) stays in Detail, for logs
		switch ill.Refused() {
		case engine.RefusedNotYourTurn:
			r.Code, r.Error = CodeNotYourTurn, "It is not your turn."
		case engine.RefusedGameOver:
			r.Code, r.Error = CodeGameOver, "The game is over."
		default:
			r.Code, r.Error = CodeIllegal, "That move is not allowed now: choose one of the moves shown."
		}
	case errors.Is(err, engine.ErrIllegal):
		r.Code, r.Error = CodeIllegal, "That move is not allowed now: choose one of the moves shown."
	case errors.Is(err, engine.ErrBadCommand):
		r.Code, r.Error = CodeMalformed, "The command could not be read: reload the page and try again."
	case errors.Is(err, table.ErrWrongSeat):
		r.Code, r.Error = CodeWrongSeat, "This seat is not at the table's current game: scan your seat's QR code again."
	case errors.Is(err, table.ErrSeatMode):
		r.Code, r.Error = CodeSeatMode, "Your seat is not played by phone now: ask the operator to switch it back to phone."
	case errors.Is(err, table.ErrGameOver):
		r.Code, r.Error = CodeGameOver, "The game has ended: wait for the next game and scan its QR code."
	case errors.Is(err, table.ErrNoGame):
		r.Code, r.Error = CodeNoGame, "No game is in progress: wait for the table to start one."
	default:
		r.Code, r.Error = CodeInternal, "The table could not save your move: tell the operator, then try again."
	}
	return r
}
