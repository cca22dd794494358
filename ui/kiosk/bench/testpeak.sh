#!/usr/bin/env bash
# testpeak.sh CMD...: runs CMD (a test command) and prints its memory peaks,
# sampled twice a second: the summed resident memory of every test binary
# running (*.test: packages that go test runs side by side count together)
# and the memory used on the whole machine. It prints figures only.
#
#   ui/kiosk/bench/testpeak.sh go test -count=1 ./ui/kiosk/...
#   GOCACHE=$(mktemp -d) ui/kiosk/bench/testpeak.sh bash .ci/run   # cold
set -uo pipefail
[ $# -gt 0 ] || { echo "usage: testpeak.sh CMD..." >&2; exit 2; }
"$@" &
pid=$!
base=$(free -m | awk '/Mem:/{print $3}')
peak_tests=0 peak_used=0
while kill -0 "$pid" 2>/dev/null; do
	tests=$(ps -eo rss=,comm= | awk '$2 ~ /\.test$/ {s += $1} END {print int(s / 1024)}')
	used=$(free -m | awk '/Mem:/{print $3}')
	((tests > peak_tests)) && peak_tests=$tests
	((used > peak_used)) && peak_used=$used
	sleep 0.5
done
wait "$pid"
rc=$?
echo "peak: test binaries together ${peak_tests} MB; machine used ${peak_used} MB (at start ${base} MB); exit $rc"
exit "$rc"
