# shellcheck shell=bash
# Packages a development machine (Debian 12 / Raspberry Pi OS bookworm) needs
# to build and test colt. Source it after lib.sh.
DEV_BUILD_PKGS=(gcc pkg-config libgl1-mesa-dev libx11-dev libxrandr-dev libxxf86vm-dev libxi-dev
	libxcursor-dev libxinerama-dev libwayland-dev libxkbcommon-dev)
# The voice (ui/voice, issue 35): espeak-ng speaks, aplay (alsa-utils) plays.
VOICE_PKGS=(espeak-ng alsa-utils)
# nftables: the café broker's guest caps (mqtt/cafe_guest_test.go, issue 32)
DEV_TEST_PKGS=(xvfb xauth imagemagick mosquitto mosquitto-clients chromium nftables "${VOICE_PKGS[@]}")

# ensure_go checks that Go 1.26 or newer is on PATH.
ensure_go() {
	command -v go >/dev/null 2>&1 || die "Go not found: install Go 1.26 from https://go.dev/dl/ into /usr/local/go (Debian's golang package is too old)"
	local v
	v="$(go env GOVERSION | sed 's/^go//')"
	case "$v" in
	1.2[6-9]* | 1.[3-9][0-9]* | [2-9].*) ;;
	*) die "Go $v is too old: colt needs Go 1.26 (https://go.dev/dl/)" ;;
	esac
}

# ensure_node installs Node.js and npm from Debian only when they are absent
# (a nodesource nodejs already brings npm and conflicts with Debian's npm).
ensure_node() {
	if ! command -v node >/dev/null 2>&1; then
		ensure_pkgs nodejs
	fi
	if ! command -v npm >/dev/null 2>&1; then
		ensure_pkgs npm
	fi
}
