#!/usr/bin/env bash
# mkdeb.sh: package already-built binaries as colt-kiosk_<version>_<arch>.deb
# with plain dpkg-deb (no debhelper, no fpm). Called by deploy/build-arm64.sh;
# can be run alone once the binaries exist:
#
#   deploy/debian/mkdeb.sh --bin-dir deploy/dist/arm64 --config deploy/dist/kiosk.toml \
#       --version 0.1.0 [--arch arm64] [--out deploy/dist]
#
# Depends: the libraries the kiosk links (found with readelf + dpkg -S on the
# installed :arm64 packages) plus the ones GLFW 3.4 dlopen()s at run time
# (X11, Wayland, xkbcommon, EGL/GLES), which no tool can see.
set -euo pipefail
# shellcheck source=../lib.sh
. "$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/lib.sh"

ARCH=arm64 BIN_DIR="" CONFIG="" VERSION="" OUT="$DIST"
while [ $# -gt 0 ]; do
	case "$1" in
	--arch) ARCH=$2; shift 2 ;;
	--bin-dir) BIN_DIR=$2; shift 2 ;;
	--config) CONFIG=$2; shift 2 ;;
	--version) VERSION=$2; shift 2 ;;
	--out) OUT=$2; shift 2 ;;
	*) die "unknown argument $1" ;;
	esac
done
[ -n "$BIN_DIR" ] && [ -x "$BIN_DIR/colt-kiosk" ] && [ -x "$BIN_DIR/colt" ] ||
	die "--bin-dir must hold colt-kiosk and colt"
[ -f "$CONFIG" ] || die "--config must be the generated kiosk.toml"
VERSION=${VERSION:-$(colt_version)}

PKG=colt-kiosk
D="$DEPLOY_DIR"
ROOT="$OUT/pkgroot-$ARCH"
rm -rf "$ROOT"
mkdir -p "$ROOT/DEBIAN"

inst() { # inst MODE SRC DEST
	install -D -m "$1" "$2" "$ROOT/$3"
}

inst 0755 "$BIN_DIR/colt-kiosk" usr/bin/colt-kiosk
inst 0755 "$BIN_DIR/colt" usr/bin/colt
inst 0755 "$D/debian/colt-kiosk-mode" usr/sbin/colt-kiosk-mode
inst 0644 "$D/systemd/colt-kiosk.service" lib/systemd/system/colt-kiosk.service
inst 0644 "$D/systemd/colt-kiosk-session.service" usr/lib/systemd/user/colt-kiosk-session.service
inst 0644 "$D/pam/colt-kiosk" etc/pam.d/colt-kiosk
inst 0644 "$D/debian/default-colt-kiosk" etc/default/colt-kiosk
inst 0644 "$CONFIG" etc/colt/kiosk.toml
inst 0644 "$D/udev/60-colt-gpio.rules" lib/udev/rules.d/60-colt-gpio.rules
inst 0644 "$D/labwc/autostart" usr/share/colt/labwc/autostart
inst 0644 "$D/x11/autostart" usr/share/colt/x11/autostart
inst 0644 "$D/mosquitto/colt.conf" usr/share/colt/mosquitto/colt.conf
inst 0755 "$D/mosquitto/setup-broker.sh" usr/share/colt/mosquitto/setup-broker.sh
inst 0644 "$D/mosquitto/README.md" usr/share/colt/mosquitto/README.md
inst 0644 "$D/mosquitto/colt-limits.nft" usr/share/colt/mosquitto/colt-limits.nft
inst 0644 "$D/mosquitto/mosquitto.service.d/colt.conf" usr/share/colt/mosquitto/mosquitto.service.d/colt.conf
inst 0644 "$D/debian/copyright" "usr/share/doc/$PKG/copyright"
if [ -f "$REPO_DIR/docs/install-pi.md" ]; then
	inst 0644 "$REPO_DIR/docs/install-pi.md" "usr/share/doc/$PKG/install-pi.md"
fi
{
	echo "$PKG ($VERSION) bookworm; urgency=medium"
	echo
	echo "  * Built from $(git -C "$REPO_DIR" rev-parse HEAD 2>/dev/null || echo 'an unknown commit')."
	echo
	echo " -- Colt Express kiosk builders <colt@localhost>  $(date -R)"
} | gzip -9n >"$ROOT/usr/share/doc/$PKG/changelog.Debian.gz"

for f in postinst prerm postrm; do inst 0755 "$D/debian/$f" "DEBIAN/$f"; done
printf '%s\n' /etc/colt/kiosk.toml /etc/default/colt-kiosk /etc/pam.d/colt-kiosk >"$ROOT/DEBIAN/conffiles"

# --- Depends -----------------------------------------------------------------
# Loaded with dlopen() by GLFW 3.4 / Fyne (X11 or Wayland chosen at run time,
# OpenGL ES through EGL or GLX) and the Mesa driver itself.
DLOPEN_DEPS=(
	libgl1 libegl1 libgles2 libgl1-mesa-dri
	libx11-6 libx11-xcb1 libxcursor1 libxext6 libxi6 libxinerama1 libxrandr2 libxrender1 libxxf86vm1
	libwayland-client0 libwayland-cursor0 libwayland-egl1 libxkbcommon0
)
# The kiosk session: the cage compositor, logind session via PAM, the user.
SESSION_DEPS=(cage libpam-systemd adduser)
# The voice (ui/voice): espeak-ng speaks, aplay (alsa-utils) plays.
VOICE_DEPS=(espeak-ng alsa-utils)

declare -A seen=()
deps=()
add_dep() { [ -n "${seen[$1]:-}" ] || { seen[$1]=1; deps+=("$1"); }; }
multiarch=$( [ "$ARCH" = arm64 ] && echo aarch64-linux-gnu || echo x86_64-linux-gnu)
for lib in $(readelf -d "$BIN_DIR/colt-kiosk" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
	owner=""
	for dir in /usr/lib/$multiarch /lib/$multiarch; do
		if [ -e "$dir/$lib" ]; then
			owner=$(dpkg -S "$dir/$lib" 2>/dev/null | head -1 | cut -d: -f1) || true
			[ -n "$owner" ] && break
		fi
	done
	[ -n "$owner" ] || die "no installed $ARCH package owns $lib (NEEDED by colt-kiosk)"
	case "$owner" in
	libc6) add_dep "libc6 (>= 2.34)" ;;
	*) add_dep "$owner" ;;
	esac
done
for p in "${DLOPEN_DEPS[@]}" "${SESSION_DEPS[@]}" "${VOICE_DEPS[@]}"; do add_dep "$p"; done
DEPENDS=$(IFS=,; echo "${deps[*]}" | sed 's/,/, /g')

INSTALLED_SIZE=$(du -sk --exclude=DEBIAN "$ROOT" | cut -f1)
cat >"$ROOT/DEBIAN/control" <<EOF
Package: $PKG
Version: $VERSION
Architecture: $ARCH
Maintainer: Colt Express kiosk builders <colt@localhost>
Installed-Size: $INSTALLED_SIZE
Depends: $DEPENDS
Recommends: xwayland
Suggests: mosquitto
Section: games
Priority: optional
Description: Colt Express table companion for a Raspberry Pi touchscreen
 Runs the complete Colt Express rules engine on a touchscreen beside the
 physical game: turn order, hidden hands handed from player to player,
 resolution of every action, scoring. Player phones join by QR code over
 MQTT; GPIO buttons and LEDs show each seat's turn.
 .
 colt-kiosk starts at boot under the cage compositor (systemd service
 colt-kiosk) as the user colt; colt is the headless companion tool (replay,
 simulation, headless serve, hardware test, café broker ACLs).
EOF

(cd "$ROOT" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z |
	xargs -0 md5sum) >"$ROOT/DEBIAN/md5sums"

mkdir -p "$OUT"
DEB="$OUT/${PKG}_${VERSION}_${ARCH}.deb"
dpkg-deb --root-owner-group -Zxz --build "$ROOT" "$DEB" >/dev/null
echo "$DEB"
