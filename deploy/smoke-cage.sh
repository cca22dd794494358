#!/usr/bin/env bash
# smoke-cage.sh: the Pi's kiosk session without a Pi. Runs colt-kiosk (built
# for this machine) inside the cage compositor exactly as colt-kiosk.service
# does (cage -ds -- colt-kiosk, NOTIFY_SOCKET and WATCHDOG_* passed through
# cage, WATCHDOG_PID = not the kiosk), with cage's wlroots drawing into a
# window of an Xvfb server instead of the DRM screen, and screenshots the
# Wayland output with grim.
#
#   deploy/smoke-cage.sh [--x11] [--windowed] [--seconds N] [--out FILE.png]
#
#   --x11        FYNE_PLATFORM=x11: the kiosk through XWayland (the fallback
#                of /etc/default/colt-kiosk)
#   --windowed   the kiosk not full screen: cage must still give it the
#                whole output (the Fyne-on-Wayland sizing question, fyne #5526)
#
# cage refuses to run as root, so the compositor and the kiosk run as the
# unprivileged user $SMOKE_USER (default: nobody).
# Exit 0: READY=1 and WATCHDOG=1 arrived and the kiosk covers the output.
set -euo pipefail
# shellcheck source=lib.sh
. "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib.sh"
# shellcheck source=dev-deps.sh
. "$DEPLOY_DIR/dev-deps.sh"

X11=0 WINDOWED=0 WAIT=20 OUT="" RUN_AS=${SMOKE_USER:-nobody} SIZE=1280x800
while [ $# -gt 0 ]; do
	case "$1" in
	--x11) X11=1; shift ;;
	--windowed) WINDOWED=1; shift ;;
	--seconds) WAIT=$2; shift 2 ;;
	--out) OUT=$2; shift 2 ;;
	-h | --help) sed -n '2,19s/^# \{0,1\}//p' "$0"; exit 0 ;;
	*) die "unknown argument $1 (see --help)" ;;
	esac
done
variant=wayland
[ "$X11" = 1 ] && variant=xwayland
[ "$WINDOWED" = 1 ] && variant="$variant-windowed"
OUT=${OUT:-$DIST/smoke/cage-$variant.png}

ensure_go
ensure_pkgs "${DEV_BUILD_PKGS[@]}" cage grim xwayland xvfb imagemagick socat
mkdir -p "$(dirname "$OUT")"

WORK=$(mktemp -d /tmp/colt-cage.XXXXXX)
chmod 0755 "$WORK"
xvfb_pid="" cage_pid="" notify_pid=""
# shellcheck disable=SC2317 # called by the EXIT trap
cleanup() {
	set +e
	# Only the processes this script started, by their PID (cage takes the
	# kiosk down with it).
	if [ -n "$cage_pid" ] && kill "$cage_pid" 2>/dev/null; then
		for _ in 1 2 3 4 5; do kill -0 "$cage_pid" 2>/dev/null || break; sleep 1; done
		kill -9 "$cage_pid" 2>/dev/null
	fi
	[ -n "$notify_pid" ] && kill "$notify_pid" 2>/dev/null
	[ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
	wait 2>/dev/null
	[ -n "${KEEP_WORK:-}" ] || rm -rf "$WORK"
}
trap cleanup EXIT

log "building colt-kiosk for this machine"
(cd "$REPO_DIR" && go build -o "$WORK/colt-kiosk" ./cmd/kiosk)

mkdir -p "$WORK/home/.cache" "$WORK/run" "$WORK/data"
smoke_config "$WORK" 11893 18093 18090
chown -R "$RUN_AS" "$WORK"
chmod 0700 "$WORK/run"

disp=""
for n in $(seq 130 160); do
	if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then disp=$n; break; fi
done
[ -n "$disp" ] || die "no free X display between :130 and :160"
Xvfb ":$disp" -screen 0 "${SIZE}x24" -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$disp" ] && break; sleep 0.1; done

# The notify socket systemd would give (datagrams appended to notify.log).
runuser -u "$RUN_AS" -- socat -u UNIX-RECV:"$WORK/notify.sock" OPEN:"$WORK/notify.log",creat,append &
notify_pid=$!
for _ in $(seq 50); do [ -S "$WORK/notify.sock" ] && break; sleep 0.1; done

kiosk_args=(--config "$WORK/kiosk.toml")
[ "$WINDOWED" = 1 ] && kiosk_args+=(--windowed)
extra_env=()
[ "$X11" = 1 ] && extra_env+=(FYNE_PLATFORM=x11)
log "cage -ds -- colt-kiosk ${kiosk_args[*]} ($variant), wlroots nested in Xvfb :$disp"
# ${extra_env[@]+...}: bash 5.2 with set -u dislikes an empty array otherwise.
runuser -u "$RUN_AS" -- env -i PATH=/usr/bin:/bin HOME="$WORK/home" XDG_RUNTIME_DIR="$WORK/run" \
	WLR_BACKENDS=x11 WLR_RENDERER=pixman WLR_X11_OUTPUTS=1 DISPLAY=":$disp" LIBGL_ALWAYS_SOFTWARE=1 \
	NOTIFY_SOCKET="$WORK/notify.sock" WATCHDOG_USEC=10000000 WATCHDOG_PID=1 \
	${extra_env[@]+"${extra_env[@]}"} \
	cage -ds -- "$WORK/colt-kiosk" "${kiosk_args[@]}" >"$WORK/cage.log" 2>&1 &
cage_pid=$!

sleep "$WAIT"
fail=0
kill -0 "$cage_pid" 2>/dev/null || { warn "cage exited"; fail=1; }
sock=""
for f in "$WORK"/run/wayland-*; do
	case "$f" in *.lock) ;; *) [ -S "$f" ] && sock=$(basename "$f") && break ;; esac
done
if [ -n "$sock" ]; then
	runuser -u "$RUN_AS" -- env XDG_RUNTIME_DIR="$WORK/run" WAYLAND_DISPLAY="$sock" grim "$WORK/shot.png"
	cp "$WORK/shot.png" "$OUT"
	# wlroots' x11 back end opens its own output window (1024x768 by default).
	w=$(identify -format '%w' "$OUT") h=$(identify -format '%h' "$OUT")
	log "screenshot: $OUT (${w}x${h})"
	# The kiosk must cover the output: its bottom-right corner is not cage's black.
	corner=$(convert "$OUT" -crop "40x40+$((w - 60))+$((h - 60))" +repage -format '%[fx:mean]' info:)
	log "mean brightness near the bottom-right corner: $corner (0 = nothing drawn there)"
	if awk -v c="$corner" 'BEGIN{exit !(c < 0.01)}'; then
		warn "the kiosk does not cover the whole output (see fyne issue 5526 in docs/install-pi.md)"
		fail=1
	fi
else
	warn "no Wayland socket: cage did not start"
	fail=1
fi
ready=$({ grep -aso 'READY=1' "$WORK/notify.log" || true; } | wc -l)
pings=$({ grep -aso 'WATCHDOG=1' "$WORK/notify.log" || true; } | wc -l)
log "sd_notify through cage: READY=1 x$ready, WATCHDOG=1 x$pings"
[ "$ready" -ge 1 ] || { warn "no READY=1"; fail=1; }
[ "$pings" -ge 1 ] || { warn "no WATCHDOG=1"; fail=1; }
echo "---- cage + kiosk log ----" >&2
grep -v 'X11 error: op 18' "$WORK/cage.log" | tail -n 15 >&2 || true
if [ "$fail" = 0 ]; then log "cage smoke test passed ($variant)"; else log "cage smoke test FAILED ($variant)"; fi
exit "$fail"
