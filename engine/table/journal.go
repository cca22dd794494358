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
// line (power cut mid-write) fails its checksum and is cut with a warning;
// a line one changed byte damaged (bit rot) is mended by its checksum
// (mendLines) and nothing is lost. The damaged file is always kept aside.
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
	repaired []int  // the damaged lines mended (line numbers in the damaged file)
	cutAt    int    // the first damaged line that could not be mended (0: none), where the game stops
	lost     int    // intact entries after it (not used; kept in copy)
	copy     string // where the damaged file was copied, or ""
	readOnly error  // the journal could not be repaired: resume read-only
	// notice tells the operator why the game is read-only ("" when it is not)
	notice string
}

// ErrUnreadable means the journal cannot be used at all; the caller moves it aside.
var ErrUnreadable = errors.New("journal unreadable")

// readJournal reads every valid entry, opening the file read-only (a
// read-only SD card still resumes). A damaged line (a flipped byte, a torn
// write) is first mended if one byte changed back makes it whole again
// (mendLines: the line's checksum finds the byte); the entries after it are
// then read on. At the first line that cannot be mended the game stops
// there. Either way the file is never changed in place: the whole damaged
// file is first copied aside (fsync'd), then replaced, by a rename, with
// its mended good part. loaded.repaired lists the mended lines,
// loaded.lost counts the entries after an unmendable line that cannot be
// used, loaded.copy names the copy. A file whose header is bad and cannot
// be mended is ErrUnreadable.
func readJournal(path string, now time.Time) (*loaded, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	lines := splitLines(data)
	if len(lines) == 0 {
		return nil, fmt.Errorf("%w: %s is empty", ErrUnreadable, path)
	}
	var out loaded
	// good is the journal as it is to be kept: built only once a line is damaged
	var good []byte
	damaged := false
	bad := -1 // line number of the first line that cannot be mended
	var why error
	offset, lineNo := 0, 0 // where lines[i] starts in data and in the file's line count
	for i := 0; i < len(lines); {
		e, perr := parseWhole(lines[i])
		if perr == nil {
			if err := out.take(path, i == 0, e); err != nil {
				return nil, err
			}
			if damaged {
				good = append(good, lines[i]...)
			}
			offset += len(lines[i])
			i++
			lineNo++
			continue
		}
		if !damaged {
			damaged = true
			good = append([]byte(nil), data[:offset]...)
		}
		if mended, es, n := mendLines(lines[i:]); n > 0 {
			for k, e := range es {
				if err := out.take(path, i == 0 && k == 0, e); err != nil {
					return nil, err
				}
			}
			out.repaired = append(out.repaired, lineNo+1)
			good = append(good, mended...)
			for _, l := range lines[i : i+n] {
				offset += len(l)
			}
			i += n
			lineNo += n
			continue
		}
		if i == 0 {
			return nil, fmt.Errorf("%w: %s line 1: %v", ErrUnreadable, path, perr)
		}
		bad, why = lineNo+1, perr
		for _, l := range lines[i+1:] {
			if _, err := parseWhole(l); err == nil {
				out.lost++ // an intact entry after the damage: lost to this game, kept in the copy
			}
		}
		break
	}
	if !damaged {
		return &out, nil
	}
	out.cutAt = max(bad, 0)
	what := fmt.Sprintf("line %d is damaged (%v)", bad, why)
	if bad < 0 {
		what = fmt.Sprintf("%s damaged by one changed byte", lineList(out.repaired))
		if len(out.repaired) == 1 {
			what = strings.Replace(what, " damaged", " is damaged", 1)
		} else {
			what = strings.Replace(what, " damaged", " are damaged", 1)
		}
	}
	shown := fmt.Sprintf("up to line %d, the first that cannot be mended", bad)
	if bad < 0 {
		shown = "whole (every damaged line was mended, no command is lost)"
	}
	// keep everything first: the damaged file is copied aside whole
	out.copy = asideName(path, "damaged", now)
	if err := writeFileSync(out.copy, data); err != nil {
		out.copy = ""
		out.readOnly = startSaveError(err)
		out.warnings = append(out.warnings, fmt.Sprintf("journal %s: %s, and the file cannot be copied aside (%v): no copy was left behind, the journal is left exactly as it is, and the game is shown %s, read-only", path, what, err, shown))
		out.notice = fmt.Sprintf("The journal %s is damaged and cannot be copied aside before it is repaired (%v): %s. Nothing was changed or left behind on the card; the game is shown %s but no move can be played. %s, then restart the table.", path, err, startWhy(err), shown, startFix(err))
		return &out, nil
	}
	syncDir(filepath.Dir(path))
	// then the journal becomes its (mended) good part, by a rename (never a change in place)
	tmp := path + ".good"
	if err := writeFileSync(tmp, good); err != nil {
		out.readOnly = startSaveError(err)
		out.warnings = append(out.warnings, fmt.Sprintf("journal %s: %s; the whole damaged file is kept as %s, but the repaired journal cannot be written (%v): the journal is left as it is and the game is shown %s, read-only", path, what, out.copy, err, shown))
		out.notice = fmt.Sprintf("The journal %s is damaged; it is kept whole as %s, but the repaired journal cannot be written (%v): %s. The game is shown %s but no move can be played. %s, then restart the table.", path, out.copy, err, startWhy(err), shown, startFix(err))
		return &out, nil
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		out.readOnly = startSaveError(err)
		out.warnings = append(out.warnings, fmt.Sprintf("journal %s: %s; the whole damaged file is kept as %s, but the journal cannot be replaced (%v): the game is shown %s, read-only", path, what, out.copy, err, shown))
		out.notice = fmt.Sprintf("The journal %s is damaged; it is kept whole as %s, but it cannot be replaced (%v): %s. The game is shown %s but no move can be played. %s, then restart the table.", path, out.copy, err, startWhy(err), shown, startFix(err))
		return &out, nil
	}
	syncDir(filepath.Dir(path))
	if bad < 0 {
		out.warnings = append(out.warnings, fmt.Sprintf("journal %s: %s, found and mended by the line's checksum: no entry was lost; the whole damaged file is kept as %s", path, what, out.copy))
	} else {
		mended := ""
		if len(out.repaired) > 0 {
			mended = fmt.Sprintf(" (%s damaged before it and mended)", lineList(out.repaired))
		}
		out.warnings = append(out.warnings, fmt.Sprintf("journal %s: %s%s: the game resumes at the last good entry; %d later commands could not be used; the whole damaged file is kept as %s", path, what, mended, out.lost, out.copy))
	}
	return &out, nil
}

// take adds one entry read from the journal; the first must be the header.
func (out *loaded) take(path string, first bool, e entry) error {
	if !first {
		out.entries = append(out.entries, e)
		return nil
	}
	if e.T != "game" || e.Setup == nil {
		return fmt.Errorf("%w: %s does not start with a game header", ErrUnreadable, path)
	}
	out.header = e
	return nil
}

// lineList names lines: "line 4", "lines 4, 9".
func lineList(lines []int) string {
	if len(lines) == 1 {
		return fmt.Sprintf("line %d", lines[0])
	}
	s := make([]string, len(lines))
	for i, n := range lines {
		s[i] = strconv.Itoa(n)
	}
	return "lines " + strings.Join(s, ", ")
}

// startSaveError is why the journal could not be set right at start: an
// ErrCannotSave when the card is full, ErrReadOnly-like words otherwise.
func startSaveError(err error) error {
	if errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) || errors.Is(err, syscall.EFBIG) {
		return fmt.Errorf("%w: the SD card is full; free some space on it (old history files, logs) and restart the table — no saved move is lost (%w)", ErrCannotSave, err)
	}
	return err
}

// startWhy says in words why a file could not be written at start.
func startWhy(err error) string {
	switch {
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT), errors.Is(err, syscall.EFBIG):
		return "the SD card is full"
	case errors.Is(err, syscall.EROFS):
		return "the SD card is read-only"
	}
	return "the SD card cannot be written"
}

// startFix says what to do about it.
func startFix(err error) string {
	switch {
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT), errors.Is(err, syscall.EFBIG):
		return "Free some space on the SD card (old history files, logs)"
	case errors.Is(err, syscall.EROFS):
		return "Check the card (or its lock switch)"
	}
	return "Check the SD card"
}

// splitLines cuts a journal into its lines, each with its newline (the
// last one may lack it: a torn write).
func splitLines(data []byte) [][]byte {
	var lines [][]byte
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			return append(lines, data)
		}
		lines, data = append(lines, data[:i+1]), data[i+1:]
	}
	return lines
}

// parseWhole parses one line of the file, which must end with its newline.
func parseWhole(line []byte) (entry, error) {
	e, err := parseLine(line)
	if err == nil && line[len(line)-1] != '\n' {
		err = errors.New("last line has no newline (torn write)")
	}
	return e, err
}

// mendLines tries to mend the damaged line lines[0] by changing one byte
// back: a byte flipped in a line (its checksum, its JSON, the space between
// them), a newline flipped into another byte (two lines run together) or a
// byte flipped into a newline (one line cut in two: lines[0] and lines[1]
// both damaged). A mend counts only if every line it makes ends with a
// newline, matches its checksum and decodes, and if it is the only such
// one-byte change: CRC-32C catches every change of up to 32 bits in a row,
// so two one-byte mends of the same bytes can only both pass by a 1 in 2^32
// chance, and then neither is guessed. It returns the mended bytes, their
// entries, and how many of lines they replace (0: cannot be mended).
func mendLines(lines [][]byte) ([]byte, []entry, int) {
	for n := 1; n <= 2 && n <= len(lines); n++ {
		if len(lines[0])+(n-1)*len(lines[n-1]) > maxMend {
			break // no entry is this long: garbage, not a line to mend
		}
		if n == 2 {
			if _, err := parseWhole(lines[1]); err == nil {
				break // the next line is whole: nothing was cut in two
			}
		}
		if mended, es := mendByte(bytes.Join(lines[:n], nil)); mended != nil {
			return mended, es, n
		}
	}
	return nil, nil, 0
}

// maxMend bounds what mendLines tries to mend (a line, or two pieces of
// one): a header with the operator's card data is some tens of KiB; a
// longer run without a newline is garbage, and mending costs 255 steps a
// byte (a fraction of a second at this length on a Pi 4).
const maxMend = 256 << 10

// mendByte returns the one change of one byte that makes span whole lines
// again, with their entries; nil if none or more than one does. span is
// what mendLines gives it: one damaged line, or the two damaged pieces of
// one line. It does
// not try all 255 values at every byte one by one (a long line — a header
// with the operator's card data — would cost its length squared):
//   - a checksum digit or the space after it: 8×15 + 1 tries;
//   - a newline lost in another byte (two lines run together): a running
//     checksum of the first line finds where it ended, one pass;
//   - a byte of the JSON (or a newline that cut a line in two): CRC-32C is
//     linear, so changing byte p by d changes the checksum by the CRC of d
//     followed by len-1-p zero bytes, whatever the other bytes are; one pass
//     from the end keeps that value for all 255 d and finds the (p, d)
//     whose change gives the written checksum.
//
// Each candidate is then checked whole (framesOK, entriesOf).
func mendByte(span []byte) ([]byte, []entry) {
	var found []byte
	var es []entry
	ambiguous := false
	try := func(p int, v byte) {
		if v == span[p] || ambiguous {
			return
		}
		cand := bytes.Clone(span)
		cand[p] = v
		if !framesOK(cand) {
			return
		}
		got, ok := entriesOf(cand)
		if !ok {
			return
		}
		if found != nil && !bytes.Equal(found, cand) {
			ambiguous = true // two mends: guess neither
			return
		}
		found, es = cand, got
	}
	n := len(span)
	// the checksum digits and the space
	for p := 0; p < 8 && p < n; p++ {
		for _, h := range []byte("0123456789abcdef") {
			try(p, h)
		}
	}
	if n > 8 {
		try(8, ' ')
	}
	want, okHead := lineCRC(span)
	// a newline flipped into another byte: the first line ends at q
	if okHead {
		crc := crc32.Checksum(nil, crcTable)
		for q := 9; q < n; q++ {
			if span[q] != '\n' && crc == want {
				try(q, '\n')
			}
			crc = crc32.Update(crc, crcTable, span[q:q+1])
		}
	}
	// a byte of the body changed: span is one line once it is mended
	if okHead && n >= 10 && span[n-1] == '\n' {
		body := span[9 : n-1]
		target := crc32.Checksum(body, crcTable) ^ want
		if target != 0 {
			var v [256]uint32 // v[d]: the CRC of d followed by len(body)-1-p zero bytes
			for d := range v {
				v[d] = crcTable[d]
			}
			for p := len(body) - 1; p >= 0; p-- {
				for d := 1; d < 256; d++ {
					if v[d] == target {
						try(9+p, body[p]^byte(d))
					}
					v[d] = crcTable[byte(v[d])] ^ v[d]>>8
				}
			}
		}
	}
	if ambiguous {
		return nil, nil
	}
	return found, es
}

// lineCRC reads the checksum a line starts with (8 lower-case hex digits
// and a space).
func lineCRC(line []byte) (uint32, bool) {
	if len(line) < 9 || line[8] != ' ' {
		return 0, false
	}
	var want uint32
	for _, c := range line[:8] {
		switch {
		case c >= '0' && c <= '9':
			want = want<<4 | uint32(c-'0')
		case c >= 'a' && c <= 'f':
			want = want<<4 | uint32(c-'a'+10)
		default:
			return 0, false
		}
	}
	return want, true
}

// framesOK reports whether b is whole lines whose checksums match (cheap:
// no allocation; the JSON is not decoded). The checksum must be written as
// the journal writes it, in lower case: "a" and "A" read the same, so
// accepting both would make every mend of a checksum digit two mends.
func framesOK(b []byte) bool {
	if len(b) == 0 || b[len(b)-1] != '\n' {
		return false
	}
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		line := b[:i]
		b = b[i+1:]
		want, ok := lineCRC(line)
		if !ok || len(line) < 10 || crc32.Checksum(line[9:], crcTable) != want {
			return false
		}
	}
	return true
}

// entriesOf decodes whole lines b.
func entriesOf(b []byte) ([]entry, bool) {
	var es []entry
	for _, line := range splitLines(b) {
		e, err := parseWhole(line)
		if err != nil {
			return nil, false
		}
		es = append(es, e)
	}
	return es, true
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

// writeFileSync writes a whole new file and syncs it. If any step fails
// (a full card stops the write part-way) the partial file is removed: it
// leaves the whole file or nothing.
func writeFileSync(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return fmt.Errorf("cannot create %s: %w (check data_dir permissions)", path, err)
	}
	fail := func(err error) error {
		f.Close()
		os.Remove(path)
		return err
	}
	if _, err := f.Write(data); err != nil {
		return fail(fmt.Errorf("cannot write %s: %w", path, err))
	}
	if err := f.Sync(); err != nil {
		return fail(fmt.Errorf("cannot sync %s: %w", path, err))
	}
	if err := f.Close(); err != nil {
		os.Remove(path)
		return fmt.Errorf("cannot close %s: %w", path, err)
	}
	return nil
}

func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// asideName names a file set aside: <path>.<why>-<time>, with a number
// after it if a file of that name is already there (two starts in one
// second never overwrite the first one's copy).
func asideName(path, why string, now time.Time) string {
	name := fmt.Sprintf("%s.%s-%s", path, why, now.UTC().Format("20060102-150405"))
	for n, try := 2, name; ; n++ {
		if _, err := os.Lstat(try); errors.Is(err, os.ErrNotExist) {
			return try
		}
		try = fmt.Sprintf("%s-%d", name, n)
	}
}

// moveAside renames an unusable file out of the way and says where it
// went; if it cannot be moved (a read-only card) it is left in place and ""
// is returned — never deleted.
func moveAside(path string, now time.Time) string {
	dst := asideName(path, "broken", now)
	if err := os.Rename(path, dst); err != nil {
		return ""
	}
	return dst
}
