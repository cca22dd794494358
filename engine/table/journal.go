package table

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// The journal is an fsync'd append-only log, one entry per line:
//
//	<crc32c of the JSON, 8 hex digits> <JSON entry>\n
//
// The first entry is the game header (setup, seats, tokens); each later one
// is an accepted command, a seat change or an undo. An entry is acknowledged
// to anyone only after its line is written and fdatasync'd. A torn last
// line (power cut mid-write) fails its checksum and is cut with a warning.
// A write that fails while the table runs (a full disk stops it part-way)
// is cut back to the last whole line at once, and the command is refused
// with ErrCannotSave.
// Why not bbolt/SQLite: a game is a few hundred tiny entries written one at
// a time; an append + one fsync is the least work a durable write can do
// (bbolt rewrites 4 KiB pages and syncs twice per commit), and the file
// stays a readable text record. See docs/journal.md.

var crcTable = crc32.MakeTable(crc32.Castagnoli)

// entry is one journal line.
type entry struct {
	T string `json:"t"` // "game", "cmd", "seat", "undo"
	// game: Ruleset names the game ("express", "super"; journals written
	// before there was a choice have none: Colt Express); Setup is the
	// game's own setup JSON
	Ruleset string          `json:"ruleset,omitempty"`
	Setup   json.RawMessage `json:"setup,omitempty"`
	Seats   []SeatInfo      `json:"seats,omitempty"`
	Started string          `json:"started,omitempty"`
	GameID  string          `json:"game,omitempty"`
	// cmd: the game's own command JSON
	Cmd     json.RawMessage `json:"cmd,omitempty"`
	MsgID   string          `json:"id,omitempty"`
	Source  string          `json:"src,omitempty"`
	Version int             `json:"v,omitempty"`
	// seat
	Seat *SeatInfo `json:"seat,omitempty"`
	// undo: keep the first Keep commands
	Keep *int `json:"keep,omitempty"`
}

// legacyGame is the game of a journal header without a ruleset.
const legacyGame = "express"

// gameName returns the name of a header's game.
func (e entry) gameName() string {
	if e.Ruleset == "" {
		return legacyGame
	}
	return e.Ruleset
}

// journalFile is what the journal needs of its open file: an *os.File
// opened to append (tests wrap one to fill the disk mid-write).
type journalFile interface {
	Write(b []byte) (int, error)
	Sync() error
	Truncate(size int64) error
	Close() error
}

// journal is the open log file of the current game. size is where its last
// whole, synced line ends: a failed append cuts the file back there (and
// syncs) before the error is returned, so the file always holds whole
// lines only; torn says that cut has not succeeded yet and must be done
// before anything else is written.
type journal struct {
	path string
	f    journalFile
	size int64
	torn bool
}

// ErrCannotSave means the journal could not be written (a full SD card, a
// failing or read-only one): the command was not played and nobody was
// told it was; the journal holds exactly what it held before. The table
// tries again with the next command. The error says why and what to do.
var ErrCannotSave = errors.New("the table cannot save moves")

// cannotSave wraps a write failure of the journal in ErrCannotSave, saying
// why in words an operator can act on (and keeping the system error for
// errors.Is: syscall.ENOSPC, syscall.EFBIG, …).
func cannotSave(path string, err error) error {
	why := "the SD card cannot be written (is it failing or read-only?); check the card"
	switch {
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT), errors.Is(err, syscall.EFBIG):
		why = "the SD card is full; free some space on it (old history files, logs)"
	case errors.Is(err, syscall.EROFS):
		why = "the SD card has become read-only; check the card (or its lock switch)"
	}
	if !strings.Contains(err.Error(), path) {
		err = fmt.Errorf("%s: %w", path, err)
	}
	return fmt.Errorf("%w: %s, then play again — the move was not played and no saved move is lost (%w)", ErrCannotSave, why, err)
}

func encodeLine(e entry) ([]byte, error) {
	b, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	line := make([]byte, 0, len(b)+10)
	line = append(line, fmt.Sprintf("%08x ", crc32.Checksum(b, crcTable))...)
	line = append(line, b...)
	return append(line, '\n'), nil
}

// append writes one entry and syncs it to disk before returning. If the
// write or the sync fails (a full disk stops a write part-way), the file is
// cut back to its last whole line and synced before the error (an
// ErrCannotSave) is returned: the journal is then exactly as it was, and
// the next append starts on a line of its own.
func (j *journal) append(e entry) error {
	line, err := encodeLine(e)
	if err != nil {
		return err
	}
	if j.torn {
		if err := j.cut(); err != nil {
			return cannotSave(j.path, err)
		}
	}
	n, err := j.f.Write(line)
	if err == nil && n != len(line) {
		err = io.ErrShortWrite
	}
	if err == nil {
		if err = j.f.Sync(); err != nil {
			err = fmt.Errorf("sync: %w", err)
		}
	}
	if err != nil {
		j.torn = true
		if cerr := j.cut(); cerr != nil {
			err = fmt.Errorf("%w; cutting the partial line failed too (%v): the table cuts it before its next write", err, cerr)
		}
		return cannotSave(j.path, err)
	}
	j.size += int64(len(line))
	return nil
}

// cut truncates the file to its last whole line and syncs it.
func (j *journal) cut() error {
	if err := j.f.Truncate(j.size); err != nil {
		return fmt.Errorf("truncate: %w", err)
	}
	if err := j.f.Sync(); err != nil {
		return fmt.Errorf("sync after truncate: %w", err)
	}
	j.torn = false
	return nil
}

func (j *journal) close() error {
	if j == nil || j.f == nil {
		return nil
	}
	return j.f.Close()
}

// createJournal starts a new journal file holding only the header, written
// to a temporary file and renamed into place so a crash leaves either the
// old journal or the new one.
func createJournal(path string, header entry) (*journal, error) {
	line, err := encodeLine(header)
	if err != nil {
		return nil, err
	}
	tmp := path + ".new"
	if err := writeFileSync(tmp, line); err != nil {
		return nil, err
	}
	if err := os.Rename(tmp, path); err != nil {
		return nil, fmt.Errorf("journal: cannot install %s: %w", path, err)
	}
	syncDir(filepath.Dir(path))
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, fmt.Errorf("journal: cannot open %s: %w", path, err)
	}
	return &journal{path: path, f: f, size: int64(len(line))}, nil
}

// loaded is what readJournal recovered.
type loaded struct {
	header   entry
	entries  []entry
	warnings []string
	lost     int    // intact entries after a damaged line (not used; kept in copy)
	copy     string // where the damaged file was copied, or ""
	readOnly error  // the journal could not be repaired: resume read-only
}

// ErrUnreadable means the journal cannot be used at all; the caller moves it aside.
var ErrUnreadable = errors.New("journal unreadable")

// readJournal reads every valid entry, opening the file read-only (a
// read-only SD card still resumes). At the first bad line the game stops
// there: the file is never cut in place; instead the whole damaged file is
// first copied aside (fsync'd) and then replaced, by a rename, with its good
// part. loaded.lost counts the entries after the damage that cannot be
// used, loaded.copy names the copy. A file whose header is bad is
// ErrUnreadable.
func readJournal(path string, now time.Time) (*loaded, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out loaded
	good := 0
	lineNo := 0
	bad := -1 // line number of the first bad line
	var why error
	rest := data
	for len(rest) > 0 {
		i := bytes.IndexByte(rest, '\n')
		var line []byte
		if i < 0 {
			line, rest = rest, nil
		} else {
			line, rest = rest[:i+1], rest[i+1:]
		}
		lineNo++
		if bad >= 0 {
			if _, perr := parseLine(line); perr == nil && line[len(line)-1] == '\n' {
				out.lost++ // an intact entry after the damage: lost to this game, kept in the copy
			}
			continue
		}
		e, perr := parseLine(line)
		if perr == nil && line[len(line)-1] != '\n' {
			perr = errors.New("last line has no newline (torn write)")
		}
		if perr != nil {
			if lineNo == 1 {
				return nil, fmt.Errorf("%w: %s line 1: %v", ErrUnreadable, path, perr)
			}
			bad, why = lineNo, perr
			continue
		}
		good += len(line)
		if lineNo == 1 {
			if e.T != "game" || e.Setup == nil {
				return nil, fmt.Errorf("%w: %s does not start with a game header", ErrUnreadable, path)
			}
			out.header = e
		} else {
			out.entries = append(out.entries, e)
		}
	}
	if lineNo == 0 {
		return nil, fmt.Errorf("%w: %s is empty", ErrUnreadable, path)
	}
	if bad >= 0 {
		// keep everything first: the damaged file is copied aside whole
		out.copy = fmt.Sprintf("%s.damaged-%s", path, now.UTC().Format("20060102-150405"))
		if err := writeFileSync(out.copy, data); err != nil {
			out.copy = ""
			out.readOnly = err
			out.warnings = append(out.warnings, fmt.Sprintf("journal %s: line %d is damaged (%v), and it cannot be copied aside (%v): the game is shown up to there, read-only, and the file is left as it is", path, bad, why, err))
			return &out, nil
		}
		syncDir(filepath.Dir(path))
		// then the journal becomes its good part, by a rename (never a truncation in place)
		tmp := path + ".good"
		if err := writeFileSync(tmp, data[:good]); err == nil && os.Rename(tmp, path) == nil {
			syncDir(filepath.Dir(path))
		} else {
			os.Remove(tmp)
			out.readOnly = fmt.Errorf("cannot rewrite %s", path)
		}
		out.warnings = append(out.warnings, fmt.Sprintf("journal %s: line %d is damaged (%v): the game resumes at the last good entry; %d later commands could not be used; the whole damaged file is kept as %s", path, bad, why, out.lost, out.copy))
	}
	return &out, nil
}

func parseLine(line []byte) (entry, error) {
	var e entry
	line = bytes.TrimSuffix(line, []byte("\n"))
	if len(line) < 10 || line[8] != ' ' {
		return e, errors.New("not a journal line")
	}
	want, err := strconv.ParseUint(string(line[:8]), 16, 32)
	if err != nil {
		return e, errors.New("bad checksum field")
	}
	body := line[9:]
	if crc32.Checksum(body, crcTable) != uint32(want) {
		return e, errors.New("checksum mismatch")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		return e, fmt.Errorf("bad entry: %v", err)
	}
	return e, nil
}

func writeFileSync(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return fmt.Errorf("cannot create %s: %w (check data_dir permissions)", path, err)
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return fmt.Errorf("cannot sync %s: %w", path, err)
	}
	return f.Close()
}

func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// moveAside renames an unusable file out of the way and says where it
// went; if it cannot be moved (a read-only card) it is left in place and ""
// is returned — never deleted.
func moveAside(path string, now time.Time) string {
	dst := fmt.Sprintf("%s.broken-%s", path, now.UTC().Format("20060102-150405"))
	if err := os.Rename(path, dst); err != nil {
		return ""
	}
	return dst
}
