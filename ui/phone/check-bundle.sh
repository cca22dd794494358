#!/bin/sh
# Fails when the committed assets/app.js is not what src/ and the pinned
# packages build (CI runs this). Fix: sh ui/phone/build.sh and commit
# ui/phone/assets/app.js.
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
npm ci --no-audit --no-fund >"$tmp/npm.log" 2>&1 || { cat "$tmp/npm.log"; echo "check-bundle: FAIL: npm ci failed"; exit 1; }
node build.mjs "$tmp/app.js"
if cmp -s "$tmp/app.js" assets/app.js; then
	echo "check-bundle: ok: assets/app.js is up to date ($(wc -c <assets/app.js) bytes)"
else
	echo "check-bundle: FAIL: assets/app.js differs from a fresh build of src/."
	echo "Run sh ui/phone/build.sh and commit ui/phone/assets/app.js."
	exit 1
fi
