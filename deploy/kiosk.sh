#!/usr/bin/env bash
# Runs the colt kiosk from this checkout on a Debian 12 / Raspberry Pi OS
# machine: installs the build packages it lacks (once), then starts the kiosk
# with its embedded MQTT broker and phone page. Extra arguments go to the
# kiosk (e.g. --fullscreen, --lang fr, --config FILE). On a Pi you would
# rather install the .deb (docs/install-pi.md).
source "$(dirname "$0")/lib.sh"
source "$DEPLOY_DIR/dev-deps.sh"
ensure_go
ensure_pkgs "${DEV_BUILD_PKGS[@]}" "${VOICE_PKGS[@]}"
cd "$REPO_DIR"
log "building the kiosk (the first build compiles Fyne: about 5 minutes)"
go build -o "$REPO_DIR/deploy/dist/colt-kiosk" ./cmd/kiosk
exec "$REPO_DIR/deploy/dist/colt-kiosk" "$@"
