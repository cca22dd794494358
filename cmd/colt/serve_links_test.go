package main

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestServePrintsTypedLinks (issue 34): `colt serve` prints, under each
// phone seat's join link, the short link a guest types when the phone
// cannot scan (<host:port>/j/<code>, as the kiosk shows it under the QR
// code); typed into a browser, it opens that very seat's join link.
func TestServePrintsTypedLinks(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a real colt serve; run without -short")
	}
	bin := buildColt(t)
	data := t.TempDir()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	broker := l.Addr().String()
	l.Close()
	l, err = net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	web := l.Addr().String()
	l.Close()
	cfg := filepath.Join(t.TempDir(), "colt.toml")
	os.WriteFile(cfg, []byte(fmt.Sprintf("table_id = \"pc\"\n[broker]\ntcp_listen = %q\nws_listen = \"127.0.0.1:0\"\n[http]\nlisten = %q\n[gpio]\nenabled = \"off\"\n", broker, web)), 0o600)
	cmd := exec.Command(bin, "serve", "--config", cfg, "--data", data, "--players", "3", "--seed", "4", "--seats", "phone,bot,phone")
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+data)
	out, _ := cmd.StdoutPipe()
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Signal(syscall.SIGKILL); cmd.Wait() })
	printed := make(chan string, 64)
	go func() { // keep reading, so the process never blocks on its output
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if s := sc.Text(); strings.HasPrefix(s, "seat ") || strings.HasPrefix(s, "  or type: ") {
				printed <- s
			}
		}
		close(printed)
	}()
	var lines []string
	for timeout := time.After(20 * time.Second); len(lines) < 4; {
		select {
		case s, ok := <-printed:
			if !ok {
				t.Fatalf("colt serve ended after printing %q", lines)
			}
			lines = append(lines, s)
			continue
		case <-timeout:
		}
		break
	}
	if len(lines) != 4 {
		t.Fatalf("colt serve printed %q: want two phone seats, each a join link and a link to type", lines)
	}
	client := &http.Client{Timeout: 5 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for i, seat := range []int{1, 3} {
		var n int
		var join string
		if _, err := fmt.Sscanf(lines[2*i], "seat %d: %s", &n, &join); err != nil || n != seat {
			t.Fatalf("line %q: want seat %d's join link (%v)", lines[2*i], seat, err)
		}
		ju, err := url.Parse(join)
		if err != nil {
			t.Fatal(err)
		}
		typed := strings.TrimPrefix(lines[2*i+1], "  or type: ")
		_, port, _ := net.SplitHostPort(web)
		if !strings.HasSuffix(ju.Host, ":"+port) || !strings.HasPrefix(typed, ju.Host+"/j/") || len(typed) != len(ju.Host)+3+26 {
			t.Fatalf("seat %d's link to type is %q: want %s/j/<code of 26> (the join link's server, port %s)", seat, typed, ju.Host, port)
		}
		// typed on a phone: the server the link names (here on loopback)
		resp, err := client.Get("http://" + web + strings.TrimPrefix(typed, ju.Host))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		to, err := resp.Location()
		if resp.StatusCode != http.StatusFound || err != nil || to.RequestURI() != ju.RequestURI() {
			t.Fatalf("seat %d: %s answers %d to %v (%v); want its join link %s", seat, typed, resp.StatusCode, to, err, join)
		}
	}
}
