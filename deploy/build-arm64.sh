#!/usr/bin/env bash
# build-arm64.sh: cross-build the Raspberry Pi (arm64, bookworm) programs on
# this amd64 Debian 12 machine, without docker, and package them as a .deb.
#
#   deploy/build-arm64.sh               set up the toolchain if needed, build, package
#   deploy/build-arm64.sh --no-setup    skip the apt step (toolchain already there)
#   deploy/build-arm64.sh --no-package  binaries only
#   deploy/build-arm64.sh --allow-missing   skip a program that has no Go files yet
#
# Output (deploy/dist/, git-ignored; DIST=... to move it):
#   arm64/colt-kiosk   the Fyne kiosk, cgo, linked against the :arm64 multiarch libs
#   arm64/colt         the headless tool, CGO_ENABLED=0
#   amd64/colt         the same tool for this machine (runs `colt print-config`)
#   kiosk.toml         /etc/colt/kiosk.toml of the package
#   colt-kiosk_<version>_arm64.deb
#
# The toolchain setup (dpkg --add-architecture arm64, crossbuild-essential-arm64
# and the :arm64 -dev packages Fyne needs) is idempotent; the first cold cgo
# build of Fyne takes several minutes, later ones use the Go build cache.
set -euo pipefail
# shellcheck source=lib.sh
. "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib.sh"

SETUP=1 PACKAGE=1 ALLOW_MISSING=0
for a in "$@"; do
	case "$a" in
	--no-setup) SETUP=0 ;;
	--no-package) PACKAGE=0 ;;
	--allow-missing) ALLOW_MISSING=1 ;;
	-h | --help) sed -n '2,21s/^# \{0,1\}//p' "$0"; exit 0 ;;
	*) die "unknown argument $a (see --help)" ;;
	esac
done

[ "$SETUP" = 1 ] && ensure_cross_toolchain
command -v aarch64-linux-gnu-gcc >/dev/null || die "aarch64-linux-gnu-gcc missing: run without --no-setup"

VERSION=$(colt_version)
LDFLAGS="-s -w -X main.version=$VERSION"
mkdir -p "$DIST/arm64" "$DIST/amd64"
cd "$REPO_DIR"

built=()
missing=()
# build NAME PKG GOARCH CGO: one program, or note it as missing.
build() {
	local name=$1 pkg=$2 arch=$3 cgo=$4 out
	out="$DIST/$arch/$name"
	if ! has_go_files "$REPO_DIR/${pkg#./}"; then
		[ "$ALLOW_MISSING" = 1 ] || die "$pkg has no Go files yet (use --allow-missing while it is being written)"
		warn "$pkg has no Go files yet: $out not built"
		missing+=("$out")
		rm -f "$out"
		return 0
	fi
	log "go build $pkg -> $out (GOARCH=$arch CGO_ENABLED=$cgo)"
	local t0=$SECONDS
	if [ "$cgo" = 1 ]; then
		(arm64_cgo_env && go build -trimpath -buildvcs=false -ldflags "$LDFLAGS" -o "$out" "$pkg")
	else
		CGO_ENABLED=0 GOOS=linux GOARCH=$arch GOARM64=v8.0 \
			go build -trimpath -buildvcs=false -ldflags "$LDFLAGS" -o "$out" "$pkg"
	fi
	log "built $(du -h "$out" | cut -f1) in $((SECONDS - t0)) s: $(file -b "$out" | cut -d, -f1-2)"
	built+=("$out")
}

build colt ./cmd/colt amd64 0
build colt ./cmd/colt arm64 0
build colt-kiosk ./cmd/kiosk arm64 1

# /etc/colt/kiosk.toml: the commented default printed by the tool itself, so
# the file never drifts from the code. Fall back to the embedded source file
# when `colt print-config` does not exist yet. The Pi opens full screen.
CONFIG="$DIST/kiosk.toml"
if [ -x "$DIST/amd64/colt" ] && "$DIST/amd64/colt" print-config >"$CONFIG.tmp" 2>/dev/null && [ -s "$CONFIG.tmp" ]; then
	log "kiosk.toml from: colt print-config"
else
	warn "colt print-config is not available yet: kiosk.toml copied from cmd/internal/config/default.toml"
	cp "$REPO_DIR/cmd/internal/config/default.toml" "$CONFIG.tmp"
fi
if grep -q '^fullscreen = false' "$CONFIG.tmp"; then
	sed -i 's/^fullscreen = false/fullscreen = true/' "$CONFIG.tmp"
else
	grep -q '^fullscreen = true' "$CONFIG.tmp" || warn "kiosk.toml has no 'fullscreen =' line: left as printed"
fi
mv "$CONFIG.tmp" "$CONFIG"

if [ "$PACKAGE" = 1 ]; then
	if [ ${#missing[@]} -gt 0 ]; then
		warn "not packaging: missing ${missing[*]}"
	else
		rm -f "$DIST"/colt-kiosk_*_arm64.deb
		DEB=$("$DEPLOY_DIR/debian/mkdeb.sh" --arch arm64 --bin-dir "$DIST/arm64" --config "$CONFIG" --version "$VERSION" --out "$DIST")
		log "package: $DEB ($(du -h "$DEB" | cut -f1))"
		dpkg-deb -f "$DEB" Package Version Architecture Depends >&2
	fi
fi
[ ${#built[@]} -eq 0 ] || ls -l "${built[@]}" >&2
