#!/bin/sh
# Browser test of the phone page: builds the e2e table server (real table,
# real colt/mqtt, this page's embedded assets), installs playwright-core
# (pinned in package-lock.json) and Debian's chromium if missing, and drives
# two phones through a whole game. Prints PASS or FAIL; screenshots go to
# /tmp/phone-*.png (or $PHONE_SHOTS). Also runs the unit tests (node --test).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)

if [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
	echo "run.sh: installing Debian's chromium"
	if [ "$(id -u)" = 0 ]; then
		apt-get update -qq && apt-get install -y -qq chromium >/dev/null
	else
		sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null
	fi
fi

cd "$here"
npm ci --no-audit --no-fund >/dev/null

echo "run.sh: unit tests"
node --test "$here/unit.test.mjs" "$here/super.test.mjs"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/e2e-server" ./ui/phone/e2e/server)

echo "run.sh: browser test"
node "$here/browser.mjs" "$tmp/e2e-server"
echo "run.sh: browser test of a two-bandit game"
node "$here/browser-two-bandits.mjs" "$tmp/e2e-server"
echo "run.sh: browser test of a Colt Super Express game"
node "$here/browser-super.mjs" "$tmp/e2e-server"
echo "run.sh: browser test of a Horses & Stagecoach game"
node "$here/browser-horses.mjs" "$tmp/e2e-server"
echo "run.sh: browser test of the phones following the kiosk (set-up, narration, take-back)"
node "$here/browser-pace.mjs" "$tmp/e2e-server"
echo "run.sh: browser test of teaching on the phones (each phone its own tips, en and fr, Got it, Stop teaching)"
node "$here/browser-teach.mjs" "$tmp/e2e-server"
