package mqtt

import (
	"net/http"
	"strings"
	"testing"
)

// TestTypedJoinLink (issue 34): the link under a seat's QR code is short
// enough to type — the kiosk's address, /j/ and 26 letters and digits —
// opens the seat's join link (the same token, the table's language), forgives
// capitals, dashes and o/0, i/l/1 mix-ups, opens nothing once the seat's
// token changed, and the whole join link keeps working.
func TestTypedJoinLink(t *testing.T) {
	tb, _ := newTable(t, 3, nil)
	s := startService(t, tb, testConfig())
	s.SetLanguage("nl")
	typed := s.TypeURL(1)
	code, ok := strings.CutPrefix(typed, s.PublicURL()+"/j/")
	if !ok || len(code) != 26 || strings.ContainsAny(code, "ilou") {
		t.Fatalf("TypeURL(1) = %q: want %s/j/ and 26 letters and digits", typed, s.PublicURL())
	}
	if n := len(typed) - len(s.PublicURL()); n > 29 || strings.ContainsAny(typed, "?&=") {
		t.Errorf("typed link %q: its path is %d characters (at most 29, no ?, & or =)", typed, n)
	}
	if s.TypeURL(5) != "" {
		t.Error("TypeURL for a seat not at the table")
	}
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	base := "http://" + s.HTTPAddr().String()
	open := func(path string) (int, string) {
		t.Helper()
		resp, err := noRedirect.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode, resp.Header.Get("Location")
	}
	want := "/?t=t1&s=1&k=" + token(tb, 1) + "&lang=nl"
	if st, loc := open("/j/" + code); st != http.StatusFound || loc != want {
		t.Fatalf("/j/<code>: %d to %q, want 302 to %q", st, loc, want)
	}
	// typed by hand: capitals, a dash between groups, O for 0, L for 1
	sloppy := strings.ToUpper(code[:13]) + "-" + code[13:]
	sloppy = strings.NewReplacer("0", "O", "1", "L").Replace(sloppy)
	if st, loc := open("/j/" + sloppy); st != http.StatusFound || loc != want {
		t.Fatalf("/j/%s: %d to %q, want 302 to %q", sloppy, st, loc, want)
	}
	for _, bad := range []string{code[:25], code + "x", "zz" + code[2:], ""} {
		if st, loc := open("/j/" + bad); st != http.StatusNotFound {
			t.Errorf("/j/%s: %d to %q, want 404", bad, st, loc)
		}
	}
	// the whole link still opens the page
	if resp, err := http.Get(base + strings.TrimPrefix(s.JoinURL(1), s.PublicURL())); err != nil || resp.StatusCode != 200 {
		t.Fatalf("join link: %v %v", resp, err)
	}
	// a new token for the seat: the old typed link opens nothing
	if err := tb.ResetTokens(1); err != nil {
		t.Fatal(err)
	}
	if st, _ := open("/j/" + code); st != http.StatusNotFound {
		t.Errorf("typed link of a reset token: %d, want 404", st)
	}
	if s.TypeURL(1) == typed {
		t.Error("TypeURL did not follow the new token")
	}
}

// TestTypeCodeIsTheToken: the typed code is the token, every bit of it.
func TestTypeCodeIsTheToken(t *testing.T) {
	for _, tok := range []string{"00000000000000000000000000000000", "ffffffffffffffffffffffffffffffff", "0123456789abcdef0123456789abcdef"} {
		code, ok := TypeCode(tok)
		back, ok2 := TokenOfCode(code)
		if !ok || !ok2 || back != tok || len(code) != 26 {
			t.Errorf("%s: code %q (%v), back %q (%v)", tok, code, ok, back, ok2)
		}
	}
	if _, ok := TypeCode("not-a-token"); ok {
		t.Error("TypeCode of a non-token")
	}
}
