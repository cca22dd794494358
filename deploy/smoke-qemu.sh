#!/usr/bin/env bash
# smoke-qemu.sh: run the arm64 kiosk on this amd64 machine under qemu-aarch64
# inside Xvfb, take a screenshot, and check that it shows something.
#
#   deploy/smoke-qemu.sh [--program PATH] [--seconds N] [--out FILE.png] [-- ARGS]
#
#   --program   arm64 binary to run (default: deploy/dist/arm64/colt-kiosk,
#               cross-built first if missing); any arm64 Fyne program works.
#   --seconds   how long to let it start before the screenshot (default 60:
#               Fyne on Mesa's software GL, emulated instruction by
#               instruction, is slow to draw its first frame).
#   --out       screenshot path (default deploy/dist/smoke/<program>.png).
#   ARGS        arguments of the program. For colt-kiosk the default is a
#               throw-away config (data in a temp dir, GPIO off, full screen,
#               listeners on 127.0.0.1 with unusual ports).
#
# The arm64 runtime comes from Debian multiarch (libc6:arm64 puts the loader
# at /lib/ld-linux-aarch64.so.1, Mesa's :arm64 llvmpipe renders), so qemu
# needs no -L/QEMU_LD_PREFIX. FYNE_PLATFORM=x11 makes GLFW use Xvfb.
# It also stands in for systemd's notify socket (socat on a unix datagram
# socket, WATCHDOG_USEC=10 s, WATCHDOG_PID not the program's, as under cage).
# Exit 0: the program was still running at the screenshot and the screenshot
# is not one flat colour; for colt-kiosk also: the phone page answered, and
# it sent READY=1 and WATCHDOG=1.
set -euo pipefail
# shellcheck source=lib.sh
. "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib.sh"

PROG="" SECONDS_WAIT=${SMOKE_SECONDS:-60} OUT="" SCREEN=${SMOKE_SCREEN:-1024x600x24}
while [ $# -gt 0 ]; do
	case "$1" in
	--program) PROG=$2; shift 2 ;;
	--seconds) SECONDS_WAIT=$2; shift 2 ;;
	--out) OUT=$2; shift 2 ;;
	--) shift; break ;;
	-h | --help) sed -n '2,28s/^# \{0,1\}//p' "$0"; exit 0 ;;
	*) die "unknown argument $1 (see --help)" ;;
	esac
done

ensure_qemu_runtime
ensure_pkgs socat curl
if [ -z "$PROG" ]; then
	PROG="$DIST/arm64/colt-kiosk"
	if [ ! -x "$PROG" ]; then
		log "no $PROG yet: cross-building it"
		"$DEPLOY_DIR/build-arm64.sh" --no-package
	fi
fi
[ -x "$PROG" ] || die "$PROG is not an executable"
file -b "$PROG" | grep -q 'ARM aarch64' || die "$PROG is not an arm64 binary"
name=$(basename "$PROG")
OUT=${OUT:-$DIST/smoke/$name.png}
mkdir -p "$(dirname "$OUT")"

WORK=$(mktemp -d /tmp/colt-smoke.XXXXXX)
mkdir -p "$WORK/home/.cache" "$WORK/home/.config" "$WORK/run" "$WORK/data"
chmod 0700 "$WORK/run"
LOG="$WORK/$name.log"

xvfb_pid="" app_pid="" notify_pid=""
# shellcheck disable=SC2317 # called by the EXIT trap
cleanup() {
	set +e
	# Only the processes this script started, by their PID.
	if [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null; then
		for _ in 1 2 3 4 5; do kill -0 "$app_pid" 2>/dev/null || break; sleep 1; done
		kill -9 "$app_pid" 2>/dev/null
	fi
	[ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
	[ -n "$notify_pid" ] && kill "$notify_pid" 2>/dev/null
	wait 2>/dev/null
	[ -n "${KEEP_WORK:-}" ] || rm -rf "$WORK"
}
trap cleanup EXIT

# The kiosk's throw-away configuration, from the same file the package ships.
HTTP_PORT=${SMOKE_HTTP_PORT:-18080}
if [ "$name" = colt-kiosk ] && [ $# -eq 0 ]; then
	smoke_config "$WORK" 11883 18083 "$HTTP_PORT"
	set -- --config "$WORK/kiosk.toml"
	log "kiosk config: $WORK/kiosk.toml (data in $WORK/data, GPIO off, http 127.0.0.1:$HTTP_PORT)"
fi

# A free X display.
disp=""
for n in $(seq 90 120); do
	if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then disp=$n; break; fi
done
[ -n "$disp" ] || die "no free X display between :90 and :120"
Xvfb ":$disp" -screen 0 "$SCREEN" -nolisten tcp -noreset >"$WORK/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$disp" ] && break; sleep 0.1; done
[ -e "/tmp/.X11-unix/X$disp" ] || { cat "$WORK/xvfb.log" >&2; die "Xvfb did not start"; }
log "Xvfb :$disp ($SCREEN), running: qemu-aarch64 $PROG $*"

# Stand-in for systemd's notify socket, as colt-kiosk.service sets it up:
# WATCHDOG_PID is deliberately not the program's PID (under cage it is cage's).
WD_USEC=${SMOKE_WATCHDOG_USEC:-10000000}
socat -u UNIX-RECV:"$WORK/notify.sock" OPEN:"$WORK/notify.log",creat,append &
notify_pid=$!
for _ in $(seq 50); do [ -S "$WORK/notify.sock" ] && break; sleep 0.1; done

env -i PATH=/usr/bin:/bin HOME="$WORK/home" XDG_RUNTIME_DIR="$WORK/run" \
	DISPLAY=":$disp" FYNE_PLATFORM=x11 LIBGL_ALWAYS_SOFTWARE=1 LANG=C.UTF-8 \
	NOTIFY_SOCKET="$WORK/notify.sock" WATCHDOG_USEC="$WD_USEC" WATCHDOG_PID=1 \
	qemu-aarch64 "$PROG" "$@" >"$LOG" 2>&1 &
app_pid=$!

t0=$SECONDS
while [ $((SECONDS - t0)) -lt "$SECONDS_WAIT" ]; do
	kill -0 "$app_pid" 2>/dev/null || break
	sleep 2
done
alive=1
kill -0 "$app_pid" 2>/dev/null || alive=0

DISPLAY=":$disp" import -window root "$OUT"
colors=$(identify -format '%k' "$OUT")
log "screenshot: $OUT ($(identify -format '%wx%h' "$OUT"), $colors colours) after $((SECONDS - t0)) s"

fail=0
if [ "$alive" = 0 ]; then
	wait "$app_pid" && rc=0 || rc=$?
	warn "$name exited (status $rc) before the screenshot"
	fail=1
fi
if [ "$colors" -le 2 ]; then
	warn "the screen is one flat colour: nothing was drawn"
	fail=1
fi
if [ "$name" = colt-kiosk ] && [ "$alive" = 1 ] && [ "$*" = "--config $WORK/kiosk.toml" ]; then
	if curl -fsS -o "$WORK/phone.html" "http://127.0.0.1:$HTTP_PORT/"; then
		log "phone page answered on 127.0.0.1:$HTTP_PORT ($(wc -c <"$WORK/phone.html") bytes)"
	else
		warn "phone page on 127.0.0.1:$HTTP_PORT did not answer"
		fail=1
	fi
fi
# sd_notify: READY=1 once, then WATCHDOG=1 every WATCHDOG_USEC/2, sent from
# the UI loop. Under qemu's emulated software GL that loop is slow, more so on
# a busy machine, so pings come late and in bursts: give them a grace period
# rather than judging qemu's speed (a Pi runs natively).
count() { { grep -aso "$1" "$WORK/notify.log" || true; } | wc -l; }
ready=$(count 'READY=1')
pings=$(count 'WATCHDOG=1')
if [ "$name" = colt-kiosk ] && [ "$alive" = 1 ] && [ "$ready" -ge 1 ] && [ "$pings" -lt 1 ]; then
	grace=${SMOKE_WATCHDOG_GRACE:-60}
	log "no WATCHDOG=1 yet: waiting up to $grace s more"
	t1=$SECONDS
	while [ $((SECONDS - t1)) -lt "$grace" ] && [ "$(count 'WATCHDOG=1')" -lt 1 ]; do sleep 2; done
	pings=$(count 'WATCHDOG=1')
fi
log "sd_notify: READY=1 x$ready, WATCHDOG=1 x$pings (WATCHDOG_USEC=$WD_USEC, WATCHDOG_PID not ours)"
if [ "$name" = colt-kiosk ] && [ "$alive" = 1 ]; then
	if [ "$ready" -lt 1 ]; then
		warn "colt-kiosk never sent READY=1: systemd would restart it after TimeoutStartSec"
		fail=1
	elif [ "$pings" -lt 1 ]; then
		warn "colt-kiosk sent no WATCHDOG=1: systemd would kill it after WatchdogSec"
		fail=1
	fi
fi
echo "---- last lines of the $name log ----" >&2
tail -n 25 "$LOG" >&2 || true
if [ "$fail" = 0 ]; then log "smoke test passed"; else log "smoke test FAILED"; fi
exit "$fail"
