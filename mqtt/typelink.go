package mqtt

import (
	"encoding/base32"
	"encoding/hex"
	"net/url"
	"strconv"
	"strings"

	"colt/engine"
)

// A join link a guest can type (issue 34): the QR code holds the whole join
// link (JoinURL: table, seat, token, language as query parameters, 85
// characters or so), which a phone that cannot scan would have to copy
// character by character, "?", "&" and "=" included. TypeURL is the same
// seat's link as <public_url>/j/<code>: code is the seat's token itself — its
// 16 random bytes — written in Crockford's base32, lower case (26 letters and
// digits, no i, l, o or u to mistake for 1 or 0). The page server turns it
// back into the token and sends the phone on to the seat's join link. So the
// short link is exactly as secret as the token (128 bits, new at every game
// and at every reset of the seat's token, refused as soon as the token
// changes) and the server keeps nothing more: no second secret, no table of
// codes. The old link keeps working as it did.

// typeAlphabet is Crockford's base32 alphabet, lower case.
const typeAlphabet = "0123456789abcdefghjkmnpqrstvwxyz"

var typeEncoding = base32.NewEncoding(typeAlphabet).WithPadding(base32.NoPadding)

// TypePath is the path of the typed join links: TypePath + code.
const TypePath = "/j/"

// TypeCode is the seat token tok as a guest types it (26 characters); ok is
// false when tok is not a table's token (16 bytes, hex).
func TypeCode(tok string) (code string, ok bool) {
	b, err := hex.DecodeString(tok)
	if err != nil || len(b) != 16 {
		return "", false
	}
	return typeEncoding.EncodeToString(b), true
}

// TokenOfCode is the seat token a typed code stands for. It forgives what a
// guest may type: capitals, spaces and dashes between groups, an o for a
// 0, an i or l for a 1. ok is false when code is not 26 such characters.
func TokenOfCode(code string) (tok string, ok bool) {
	code = strings.Map(func(r rune) rune {
		switch r = toLowerASCII(r); r {
		case ' ', '-', '.':
			return -1
		case 'o':
			return '0'
		case 'i', 'l':
			return '1'
		}
		return r
	}, code)
	if len(code) != 26 {
		return "", false
	}
	b, err := typeEncoding.DecodeString(code)
	if err != nil || len(b) != 16 {
		return "", false
	}
	return hex.EncodeToString(b), true
}

func toLowerASCII(r rune) rune {
	if r >= 'A' && r <= 'Z' {
		return r + 'a' - 'A'
	}
	return r
}

// TypeURL is the link to type for seat when its phone cannot scan the QR
// code: <public_url>/j/<code> (see TypeCode). It is "" whenever JoinURL is.
func (s *Service) TypeURL(seat engine.Seat) string {
	if s.JoinURL(seat) == "" {
		return ""
	}
	code, ok := TypeCode(s.t.Seats()[seat].Token)
	if !ok {
		return s.JoinURL(seat)
	}
	return s.publicURL + TypePath + code
}

// joinPath is the join link of the seat whose token a typed code stands for,
// as a path on this server ("/?t=…&s=…&k=…&lang=…"); ok is false when the
// code opens no seat of the game on the table (mistyped, or an earlier
// game's).
func (s *Service) joinPath(code string) (string, bool) {
	tok, ok := TokenOfCode(code)
	if !ok || !s.t.Playing() {
		return "", false
	}
	seat, ok := s.t.SeatForToken(tok)
	if !ok {
		return "", false
	}
	return "/?t=" + url.QueryEscape(s.cfg.TableID) + "&s=" + strconv.Itoa(int(seat)) +
		"&k=" + url.QueryEscape(tok) + "&lang=" + url.QueryEscape(s.Language()), true
}
