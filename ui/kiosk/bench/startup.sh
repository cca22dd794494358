#!/usr/bin/env bash
# startup.sh: cold start to first frame, and memory, of the kiosk compared
# in the same run with a minimal Fyne window (bench/minimal).
#
#   ui/kiosk/bench/startup.sh            # 5 runs each at 800x480
#   RUNS=10 SIZE=1920x1080 ui/kiosk/bench/startup.sh
#   MODE=fullscreen SIZE=1920x1080 ui/kiosk/bench/startup.sh   # as on the Pi
#
# Both programs open a window of SIZE (MODE=windowed, the default), or go
# full screen on a display of SIZE (MODE=fullscreen): the same pixels to
# fill.
#
# Each run starts a fresh Xvfb, launches the program and measures:
#   log ms     until the program logs "first frame" (Fyne's OnStarted: the
#              window is shown and the event loop runs)
#   mapped ms  until xwininfo sees the window viewable (independent of the
#              program's own log)
#   CPU ms     the CPU time the program had used at its first frame, as its
#              log line says (user + system, every thread): on a machine
#              busy with other work it varies far less than the two above
#   RSS MB     VmRSS from /proc/<pid>/status 3 s after the first frame
#   peak MB    VmHWM (peak RSS) at the same moment
# The kiosk runs its real start: configuration defaults, a fresh data
# folder, the embedded MQTT broker and phone page server, the keyboard
# stand-in for the seat panel, the setup screen. It prints figures only;
# nothing is asserted.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
runs=${RUNS:-5}
size=${SIZE:-800x480}
mode=${MODE:-windowed}
w=${size%x*} h=${size#*x}
case $mode in
windowed) kiosk_args=(--windowed --size "$size") minimal_args=(--size "$size") ;;
fullscreen) kiosk_args=(--fullscreen) minimal_args=(--fullscreen) ;;
*) echo "startup.sh: MODE=$mode: windowed or fullscreen" >&2; exit 2 ;;
esac

for tool in Xvfb xwininfo; do
	command -v "$tool" >/dev/null || { echo "startup.sh: $tool is missing (apt install xvfb x11-utils)" >&2; exit 1; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "building…"
(cd "$root" && go build -o "$tmp/colt-kiosk" ./cmd/kiosk && go build -o "$tmp/minimal" ./ui/kiosk/bench/minimal)

now_ms() { date +%s%3N; }

# measure TITLE CMD...: one run; prints "log_ms mapped_ms rss_mb peak_mb cpu_ms".
measure() {
	local title=$1
	shift
	local disp=:$((500 + RANDOM % 400)) xpid pid log t0 tlog="" tmap="" rss peak cpu
	log=$(mktemp -p "$tmp")
	Xvfb "$disp" -screen 0 "${w}x${h}x24" -nolisten tcp >/dev/null 2>&1 &
	xpid=$!
	for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${disp#:}" ] && break; sleep 0.05; done
	sync
	t0=$(now_ms)
	DISPLAY=$disp XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$tmp} "$@" >"$log" 2>&1 &
	pid=$!
	for _ in $(seq 600); do
		if [ -z "$tlog" ] && grep -q "first frame" "$log"; then tlog=$(($(now_ms) - t0)); fi
		if [ -z "$tmap" ] && DISPLAY=$disp xwininfo -name "$title" 2>/dev/null | grep -q IsViewable; then tmap=$(($(now_ms) - t0)); fi
		[ -n "$tlog" ] && [ -n "$tmap" ] && break
		sleep 0.01
	done
	sleep 3
	rss=$(awk '/VmRSS/ {printf "%.1f", $2/1024}' "/proc/$pid/status" 2>/dev/null || echo "?")
	peak=$(awk '/VmHWM/ {printf "%.1f", $2/1024}' "/proc/$pid/status" 2>/dev/null || echo "?")
	kill "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	kill "$xpid" 2>/dev/null || true
	wait "$xpid" 2>/dev/null || true
	cpu=$(sed -n 's/.*first frame.*(\([0-9]*\) ms of CPU).*/\1/p' "$log" | head -1)
	echo "${tlog:-?} ${tmap:-?} $rss $peak ${cpu:-?}"
}

median() { sort -n | awk '{a[NR]=$1} END {if (NR==0) print "?"; else if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

col() { cut -d' ' -f"$2" "$1" | grep -v '?' | median; }

report() {
	local name=$1 file=$2
	printf "%-28s %8s %9s %7s %7s %8s\n" "$name" "$(col "$file" 1)" "$(col "$file" 2)" "$(col "$file" 5)" \
		"$(col "$file" 3)" "$(col "$file" 4)"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN {if (b > 0) printf "%.2f×", a / b; else print "?"}'; }

: >"$tmp/kiosk.txt"
: >"$tmp/minimal.txt"
for i in $(seq "$runs"); do
	data=$(mktemp -d -p "$tmp")
	k=$(measure "Colt Express" "$tmp/colt-kiosk" "${kiosk_args[@]}" --data "$data")
	m=$(measure "Fyne minimal" "$tmp/minimal" "${minimal_args[@]}")
	echo "run $i: kiosk $k | minimal $m"
	echo "$k" >>"$tmp/kiosk.txt"
	echo "$m" >>"$tmp/minimal.txt"
done
echo
echo "medians of $runs runs at $size, $mode (first run = cold page cache for the binary only if nothing ran it before)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
printf "%-28s %8s %9s %7s %7s %8s\n" "program" "log ms" "mapped ms" "CPU ms" "RSS MB" "peak MB"
report "colt-kiosk (setup screen)" "$tmp/kiosk.txt"
report "minimal Fyne window" "$tmp/minimal.txt"
printf "%-28s %8s %9s %7s %7s %8s\n" "kiosk ÷ minimal" \
	"$(ratio "$(col "$tmp/kiosk.txt" 1)" "$(col "$tmp/minimal.txt" 1)")" \
	"$(ratio "$(col "$tmp/kiosk.txt" 2)" "$(col "$tmp/minimal.txt" 2)")" \
	"$(ratio "$(col "$tmp/kiosk.txt" 5)" "$(col "$tmp/minimal.txt" 5)")" \
	"$(ratio "$(col "$tmp/kiosk.txt" 3)" "$(col "$tmp/minimal.txt" 3)")" \
	"$(ratio "$(col "$tmp/kiosk.txt" 4)" "$(col "$tmp/minimal.txt" 4)")"
