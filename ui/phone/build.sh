#!/bin/sh
# Builds the phone page's script, assets/app.js, from src/ with the pinned
# mqtt.js and esbuild of package-lock.json. Commit the result: the Go build
# embeds it and needs no npm. (Messages are assets/i18n.json, written by
# `go generate ./ui/phone`, not part of the bundle.)
set -eu
cd "$(dirname "$0")"
npm ci --no-audit --no-fund
npm run build
