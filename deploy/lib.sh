# shellcheck shell=bash
# Shared helpers for deploy/*.sh. Source it; do not run it.
#
# Everything here is idempotent: a second run on a machine that already has
# the toolchain does no apt work at all (apt-get is only called for packages
# that dpkg does not report as installed).

set -euo pipefail

DEPLOY_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_DIR="$(cd "$DEPLOY_DIR/.." && pwd)"
DIST="${DIST:-$DEPLOY_DIR/dist}"

# Go lives in /usr/local/go on the project machines; CI's environment may not
# have it on PATH.
if ! command -v go >/dev/null 2>&1 && [ -x /usr/local/go/bin/go ]; then
	export PATH="/usr/local/go/bin:$PATH"
fi

log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
warn() { printf 'WARNING: %s\n' "$*" >&2; }
die() {
	printf 'ERROR: %s\n' "$*" >&2
	exit 1
}

# as_root runs a command as root (directly when we are root, else with sudo).
as_root() {
	if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Native packages of the build machine, :arm64 packages for the target.
# Fyne (GLFW 3.4) compiles both its X11 and Wayland back ends on Linux and
# uses OpenGL ES on arm64 (go-gl gles2 + glfw GLES context).
CROSS_HOST_PKGS=(crossbuild-essential-arm64 pkg-config dpkg-dev file)
CROSS_ARM64_PKGS=(
	libgl1-mesa-dev libgles-dev libegl-dev
	libx11-dev libxrandr-dev libxxf86vm-dev libxi-dev libxcursor-dev libxinerama-dev
	libwayland-dev libxkbcommon-dev
)
# Runtime pieces needed to *run* the arm64 kiosk here under qemu-user.
QEMU_HOST_PKGS=(qemu-user xvfb xauth imagemagick)
QEMU_ARM64_PKGS=(libgl1-mesa-dri)

# missing_pkgs prints the packages among "$@" that dpkg does not have installed.
missing_pkgs() {
	local p
	for p in "$@"; do
		if ! dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
			echo "$p"
		fi
	done
}

# ensure_arm64_arch enables Debian multiarch for arm64 (needs an apt-get update after).
ensure_arm64_arch() {
	if ! dpkg --print-foreign-architectures | grep -qx arm64; then
		log "enabling dpkg architecture arm64 (multiarch)"
		as_root dpkg --add-architecture arm64
		APT_UPDATED=""
	fi
}

APT_UPDATED="${APT_UPDATED:-}"
# ensure_pkgs installs the listed packages (names may carry :arm64) if missing.
ensure_pkgs() {
	local missing
	missing="$(missing_pkgs "$@")"
	[ -z "$missing" ] && return 0
	# shellcheck disable=SC2086
	log "apt-get install $(printf '%s ' $missing)"
	if [ -z "$APT_UPDATED" ]; then
		as_root apt-get update -q
		APT_UPDATED=1
	fi
	# shellcheck disable=SC2086
	as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
}

arm64_names() {
	local p
	for p in "$@"; do echo "$p:arm64"; done
}

# ensure_cross_toolchain makes this amd64 Debian 12 machine able to cgo-build
# Fyne programs for arm64.
ensure_cross_toolchain() {
	command -v go >/dev/null 2>&1 || die "go not found (expected /usr/local/go/bin/go)"
	ensure_arm64_arch
	# shellcheck disable=SC2046
	ensure_pkgs "${CROSS_HOST_PKGS[@]}" $(arm64_names "${CROSS_ARM64_PKGS[@]}")
}

# ensure_qemu_runtime adds what running arm64 binaries here needs.
ensure_qemu_runtime() {
	ensure_arm64_arch
	# shellcheck disable=SC2046
	ensure_pkgs "${QEMU_HOST_PKGS[@]}" $(arm64_names "${QEMU_ARM64_PKGS[@]}")
}

# Cross-compilation environment for the cgo (Fyne) build.
arm64_cgo_env() {
	export CGO_ENABLED=1 GOOS=linux GOARCH=arm64 GOARM64=v8.0
	export CC=aarch64-linux-gnu-gcc CXX=aarch64-linux-gnu-g++
	export PKG_CONFIG_LIBDIR=/usr/lib/aarch64-linux-gnu/pkgconfig:/usr/share/pkgconfig
	unset PKG_CONFIG_PATH
}

# colt_version prints a Debian-friendly version: $COLT_VERSION if set, else
# 0.1.0~git<date>.<short hash> from the checked-out commit.
colt_version() {
	if [ -n "${COLT_VERSION:-}" ]; then
		echo "$COLT_VERSION"
		return
	fi
	local rev date
	rev="$(git -C "$REPO_DIR" rev-parse --short=8 HEAD 2>/dev/null || echo 0)"
	date="$(git -C "$REPO_DIR" log -1 --format=%cd --date=format:%Y%m%d 2>/dev/null || date -u +%Y%m%d)"
	echo "0.1.0~git${date}.${rev}"
}

# has_go_files tells whether a package directory holds any non-test Go file.
has_go_files() {
	local f
	for f in "$1"/*.go; do
		case "$f" in *_test.go) ;; *) [ -e "$f" ] && return 0 ;; esac
	done
	return 1
}

# smoke_config WORK TCP_PORT WS_PORT HTTP_PORT writes WORK/kiosk.toml: the
# packaged configuration (or the default one) with a throw-away data folder,
# full screen, no GPIO, and the listeners on loopback ports.
smoke_config() {
	local work=$1 tcp=$2 ws=$3 http=$4 src="$DIST/kiosk.toml"
	[ -f "$src" ] || src="$REPO_DIR/cmd/internal/config/default.toml"
	sed -e "s|^data_dir = .*|data_dir = \"$work/data\"|" \
		-e "s|^export_dir = .*|export_dir = \"$work/export\"|" \
		-e 's|^fullscreen = .*|fullscreen = true|' \
		-e 's|^enabled = "auto"|enabled = "off"|' \
		-e "s|^tcp_listen = .*|tcp_listen = \"127.0.0.1:$tcp\"|" \
		-e "s|^ws_listen = .*|ws_listen = \"127.0.0.1:$ws\"|" \
		-e "s|^listen = \":8080\"|listen = \"127.0.0.1:$http\"|" \
		"$src" >"$work/kiosk.toml"
}
