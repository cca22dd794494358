package launch

import (
	"net"
	"os"
	"strconv"
	"time"
)

// Notifier speaks systemd's notify protocol in pure Go: datagrams such as
// "READY=1" and "WATCHDOG=1" sent to the unix socket named by
// $NOTIFY_SOCKET (a leading '@' is the abstract namespace). Without
// NOTIFY_SOCKET (a laptop) every call does nothing.
//
// WATCHDOG_PID is deliberately not checked: under cage it is the
// compositor's PID, and the unit uses NotifyAccess=all
// (deploy/systemd/colt-kiosk.service).
type Notifier struct {
	addr *net.UnixAddr
}

// NewNotifier reads $NOTIFY_SOCKET.
func NewNotifier() *Notifier {
	path := os.Getenv("NOTIFY_SOCKET")
	if path == "" {
		return &Notifier{}
	}
	if path[0] == '@' {
		path = "\x00" + path[1:]
	}
	return &Notifier{addr: &net.UnixAddr{Name: path, Net: "unixgram"}}
}

// Enabled reports whether a notify socket was given.
func (n *Notifier) Enabled() bool { return n != nil && n.addr != nil }

// Send sends one notify message ("READY=1", "STATUS=…"); it is a no-op
// without a socket.
func (n *Notifier) Send(state string) error {
	if !n.Enabled() {
		return nil
	}
	c, err := net.DialUnix("unixgram", nil, n.addr)
	if err != nil {
		return err
	}
	defer c.Close()
	_, err = c.Write([]byte(state))
	return err
}

// WatchdogInterval returns half of $WATCHDOG_USEC, how often to send
// "WATCHDOG=1", or 0 when no watchdog is asked for.
func WatchdogInterval() time.Duration {
	us, err := strconv.ParseInt(os.Getenv("WATCHDOG_USEC"), 10, 64)
	if err != nil || us <= 0 {
		return 0
	}
	return time.Duration(us) * time.Microsecond / 2
}
