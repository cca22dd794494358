package mosquitto

import (
	"encoding/base64"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A line written by Debian 12's mosquitto_passwd 2.0.11 for password "ksecret".
const mosquittoLine = "kiosk-t1:$7$101$mqbyOewn5WwX/coJ$YVKuPGY4d/iBV3/VttDpAjDkRutAnf0l7zZvsEhJgCHSu1fVwbggWlSuDaFG3RrPr807dMOjeq+TeRupnaoLgw=="

func TestHashMatchesMosquittoPasswd(t *testing.T) {
	_, hash, _ := strings.Cut(mosquittoLine, ":")
	if !CheckPassword(hash, "ksecret") {
		t.Fatal("CheckPassword rejects mosquitto_passwd's own hash")
	}
	if CheckPassword(hash, "wrong") {
		t.Fatal("CheckPassword accepts a wrong password")
	}
	salt, _ := base64.StdEncoding.DecodeString(strings.Split(hash, "$")[3])
	got, err := hashWith("ksecret", salt, Iterations)
	if err != nil || got != hash {
		t.Fatalf("hashWith = %q, %v; mosquitto_passwd wrote %q", got, err, hash)
	}
	h, err := HashPassword("abc")
	if err != nil || !CheckPassword(h, "abc") || !strings.HasPrefix(h, "$7$101$") {
		t.Fatalf("HashPassword = %q, %v", h, err)
	}
}

// TestMosquittoPasswdAgrees lets the real tool check our hash, when installed.
func TestMosquittoPasswdAgrees(t *testing.T) {
	if _, err := exec.LookPath("mosquitto_passwd"); err != nil {
		t.Skip("mosquitto_passwd not installed (apt-get install mosquitto); the fixed vector above still checks the format")
	}
	dir := t.TempDir()
	f := filepath.Join(dir, "pw")
	if out, err := exec.Command("mosquitto_passwd", "-c", "-b", f, "user", "s3cret").CombinedOutput(); err != nil {
		t.Fatalf("mosquitto_passwd: %v %s", err, out)
	}
	b, _ := os.ReadFile(f)
	_, hash, _ := strings.Cut(strings.TrimSpace(string(b)), ":")
	if !CheckPassword(hash, "s3cret") {
		t.Fatalf("our check disagrees with mosquitto_passwd's hash %q", hash)
	}
}

func TestGenerate(t *testing.T) {
	files, creds, err := Generate(Options{Tables: []string{"t2", "t1", "t1"}, Screens: []string{"bar"}, PluginPath: "/x/dynsec.so"})
	if err != nil {
		t.Fatal(err)
	}
	if len(creds) != 3 || creds[0].Username != "kiosk-t1" || creds[1].Username != "kiosk-t2" || creds[0].Password == "" ||
		creds[2].Username != "screen-bar" || creds[2].Screen != "bar" || creds[2].Password == "" {
		t.Fatalf("creds = %+v", creds)
	}
	pw := parsePasswd(files.Passwd)
	if !CheckPassword(pw["kiosk-t1"], creds[0].Password) || !CheckPassword(pw["screen-bar"], creds[2].Password) {
		t.Fatalf("password file does not hold the printed passwords:\n%s", files.Passwd)
	}
	for _, want := range []string{"user kiosk-t2\ntopic readwrite colt/t2/#\ntopic write $CONTROL/dynamic-security/v1\n", "user screen-bar\ntopic read colt/+/public\ntopic read colt/+/kiosk\n"} {
		if !strings.Contains(string(files.ACL), want) {
			t.Errorf("ACL misses %q:\n%s", want, files.ACL)
		}
	}
	var dyn dynConfig
	if err := json.Unmarshal(files.Dynsec, &dyn); err != nil {
		t.Fatal(err)
	}
	if len(dyn.Clients) != 14 || len(dyn.Roles) != 14 || dyn.DefaultACLAccess["publishClientReceive"] {
		t.Fatalf("dynsec: %d clients, %d roles, defaults %v", len(dyn.Clients), len(dyn.Roles), dyn.DefaultACLAccess)
	}
	if c := dyn.Clients[8]; c.Username != "t2:1" || c.Roles[0].Name != "colt-t2-seat1" || c.Iterations != 101 {
		t.Fatalf("client = %+v", c)
	}
	if !strings.Contains(string(files.Conf), "plugin /x/dynsec.so\n") {
		t.Fatalf("conf:\n%s", files.Conf)
	}

	// a second run keeps t1's kiosk password and adds t3
	files2, creds2, err := Generate(Options{Tables: []string{"t1", "t3"}, Existing: files.Passwd})
	if err != nil {
		t.Fatal(err)
	}
	if creds2[0].Password != "" || creds2[1].Password == "" {
		t.Fatalf("creds2 = %+v", creds2)
	}
	if parsePasswd(files2.Passwd)["kiosk-t1"] != pw["kiosk-t1"] {
		t.Fatal("kiosk-t1's password changed without --rotate")
	}
	if _, ok := parsePasswd(files2.Passwd)["kiosk-t2"]; ok {
		t.Fatal("a table no longer listed kept its kiosk user")
	}
	if _, _, err := Generate(Options{Tables: []string{"Bad Table"}}); err == nil {
		t.Fatal("accepted a bad table id")
	}
	if _, _, err := Generate(Options{}); err == nil {
		t.Fatal("accepted no table")
	}
}

func TestSetSeatPasswords(t *testing.T) {
	var msg struct {
		Commands []struct{ Command, Username, Password, CorrelationData string }
	}
	if err := json.Unmarshal(SetSeatPasswords("t1", []string{"a", "", "c"}), &msg); err != nil {
		t.Fatal(err)
	}
	if len(msg.Commands) != MaxSeats || msg.Commands[0].Password != "a" || msg.Commands[2].Username != "t1:2" ||
		len(msg.Commands[1].Password) != 32 || msg.Commands[5].Password == "" || msg.Commands[3].CorrelationData != "colt/t1/3" {
		t.Fatalf("%+v", msg)
	}
	r, err := ParseResponses([]byte(`{"responses":[{"command":"setClientPassword","error":"Client not found","correlationData":"colt/t1/0"}]}`))
	if err != nil || len(r) != 1 || r[0].Error != "Client not found" {
		t.Fatalf("%+v %v", r, err)
	}
}

// TestScreensAndGuests (issue 25 item 2): no login has a public password;
// each café screen has a login and a secret of its own, kept across runs;
// guests (no login) read the public views only, in the ACL's anonymous
// block; no login starts with the client id prefix guests may use.
func TestScreensAndGuests(t *testing.T) {
	files, creds, err := Generate(Options{Tables: []string{"t1"}, Screens: []string{"tv", "bar", "tv"}, PluginPath: "/x/dynsec.so"})
	if err != nil {
		t.Fatal(err)
	}
	pw := parsePasswd(files.Passwd)
	if len(pw) != 3 || len(creds) != 3 {
		t.Fatalf("users %v, creds %+v", pw, creds)
	}
	seen := map[string]bool{}
	for user, hash := range pw {
		for _, public := range []string{"spectator", "guest", "", user} {
			if CheckPassword(hash, public) {
				t.Errorf("%s has the public password %q", user, public)
			}
		}
		if strings.HasPrefix(user, ClientIDPrefix) {
			t.Errorf("login %s starts with the guests' client id prefix %q", user, ClientIDPrefix)
		}
		seen[user] = true
	}
	for _, c := range creds {
		if !seen[c.Username] || !CheckPassword(pw[c.Username], c.Password) {
			t.Errorf("%+v is not in passwd", c)
		}
	}
	acl := string(files.ACL)
	anon := acl[:strings.Index(acl, "\nuser ")]
	if !strings.Contains(anon, "\ntopic read colt/+/public\ntopic read colt/+/kiosk\n") || strings.Count(anon, "\ntopic ") != 2 {
		t.Errorf("the anonymous (guest) block of the ACL:\n%s", anon)
	}
	for _, n := range []string{"bar", "tv"} {
		if !strings.Contains(acl, "user screen-"+n+"\ntopic read colt/+/public\ntopic read colt/+/kiosk\n") {
			t.Errorf("acl lacks screen-%s's read-only block:\n%s", n, acl)
		}
	}
	if n := strings.Count(acl, "\ntopic "); n != 2+2*2+3 {
		t.Errorf("acl has %d rights, want 2 for guests, 2 per screen, 3 for the kiosk:\n%s", n, acl)
	}

	// a second run keeps the screens' passwords, drops a screen no longer
	// named and forgets the old shared spectator logins
	old := append([]byte("spectator:"+pw["screen-tv"]+"\n"), files.Passwd...)
	files2, creds2, err := Generate(Options{Tables: []string{"t1"}, Screens: []string{"tv"}, Existing: old})
	if err != nil {
		t.Fatal(err)
	}
	pw2 := parsePasswd(files2.Passwd)
	if pw2["screen-tv"] != pw["screen-tv"] || creds2[1].Password != "" {
		t.Fatalf("screen-tv's password changed without --rotate: %+v", creds2)
	}
	if _, ok := pw2["screen-bar"]; ok {
		t.Error("a screen no longer named kept its login")
	}
	if _, ok := pw2["spectator"]; ok {
		t.Error("the shared spectator login survived a new run")
	}
	_, creds3, _ := Generate(Options{Tables: []string{"t1"}, Screens: []string{"tv"}, Existing: files2.Passwd, Rotate: true})
	if creds3[1].Password == "" {
		t.Fatalf("--rotate kept screen-tv's password: %+v", creds3)
	}

	for _, bad := range []Options{
		{Tables: []string{"t1"}, Screens: []string{"Bar TV"}},
		{Tables: []string{"colt-t1"}},
	} {
		if _, _, err := Generate(bad); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}
