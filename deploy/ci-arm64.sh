#!/usr/bin/env bash
# ci-arm64.sh: the arm64 leg of CI, for .ci/run. On a fresh Debian 12 amd64
# machine it installs what it needs with apt (idempotent), then
#   1. cross-builds colt (CGO_ENABLED=0) and colt-kiosk (cgo, Fyne) for arm64
#      with deploy/build-arm64.sh and packages the .deb (unless --no-package);
#   2. runs the pure-Go tests compiled for arm64 under qemu-aarch64
#      (go test -exec qemu-aarch64): every package whose build and test
#      imports need no cgo (Fyne/GLFW packages are skipped and listed).
#
#   deploy/ci-arm64.sh [--no-package] [--no-build] [--no-test] [-- extra go test flags]
#
# CI_ARM64_PKGS="./engine/... ./hw/..." narrows the tested packages.
# CI_ARM64_SKIP is a go test -skip regexp of tests that cannot pass under
# qemu-user (default below); CI_ARM64_SKIP= runs everything. Pass -- -short
# to keep the emulated run quick (deploy/test.sh does: every heavy test then
# runs a smaller sample, the full one having run natively).
# CI_ARM64_TIMEOUT is go test's -timeout per package (default 60m).
# Exit code: non-zero if a build or a test failed.
set -euo pipefail
# shellcheck source=lib.sh
. "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib.sh"

BUILD=1 TEST=1 BUILD_ARGS=()
while [ $# -gt 0 ]; do
	case "$1" in
	--no-package) BUILD_ARGS+=(--no-package); shift ;;
	--no-build) BUILD=0; shift ;;
	--no-test) TEST=0; shift ;;
	--) shift; break ;;
	*) die "unknown argument $1" ;;
	esac
done

ensure_cross_toolchain
ensure_pkgs qemu-user

if [ "$BUILD" = 1 ]; then
	log "arm64 cross-build"
	# --allow-missing: while a program has no Go files yet, build the others
	# (and skip the package) instead of failing; compile errors still fail.
	"$DEPLOY_DIR/build-arm64.sh" --no-setup --allow-missing "${BUILD_ARGS[@]}"
fi

[ "$TEST" = 1 ] || exit 0

cd "$REPO_DIR"
export CGO_ENABLED=0 GOOS=linux GOARCH=arm64 GOARM64=v8.0

# Pick the packages: one whose build or test imports reach go-gl (GLFW,
# OpenGL: cgo) cannot be built with CGO_ENABLED=0 and is skipped. With -test,
# go list also prints "p [p.test]", "p_test [p.test]" (ForTest = p) and the
# "p.test" main package; each is charged to its package p.
read -r -a patterns <<<"${CI_ARM64_PKGS:-./...}"
mapfile -t all < <(go list -e "${patterns[@]}")
mapfile -t cgo_only < <(go list -e -test -f '{{if .ForTest}}{{.ForTest}}{{else}}{{.ImportPath}}{{end}}{{range .Deps}} {{.}}{{end}}' "${patterns[@]}" |
	awk '/ github\.com\/go-gl\//{sub(/\.test$/, "", $1); print $1}' | sort -u)
pkgs=() skipped=()
for p in "${all[@]}"; do
	if [ ${#cgo_only[@]} -gt 0 ] && printf '%s\n' "${cgo_only[@]}" | grep -qxF "$p"; then
		skipped+=("$p")
	else
		pkgs+=("$p")
	fi
done

[ ${#skipped[@]} -eq 0 ] || log "skipped under qemu (need cgo/OpenGL): ${skipped[*]}"
[ ${#pkgs[@]} -gt 0 ] || { warn "no pure-Go packages to test"; exit 0; }

# Tests that cannot pass here, not bugs of the arm64 build:
#  TestCrashResume    builds a colt binary (for arm64, GOARCH is inherited) and
#                     execs it itself: "exec format error" without binfmt_misc.
#  TestGoldenScreens  golden Fyne markup from amd64; arm64 fuses multiply-adds
#                     (FMA), so text measurements and wrapping can differ.
SKIP=${CI_ARM64_SKIP-'^(TestGoldenScreens)$'}
skip_args=()
[ -n "$SKIP" ] && skip_args=(-skip "$SKIP") && log "not run under qemu: $SKIP"

# -timeout is per package, sized for the slowest machine: qemu-user runs
# this code 10–20 times slower than natively, and a busy 2-core machine
# halves that again. With -short the heaviest package stays well under it;
# CI_ARM64_TIMEOUT overrides it.
TIMEOUT=${CI_ARM64_TIMEOUT:-60m}
log "go test (GOARCH=arm64, under qemu-aarch64, -timeout $TIMEOUT per package): ${#pkgs[@]} packages"
# -p 2: this machine has 2 cores; qemu-user is CPU-bound.
go test -p 2 -exec qemu-aarch64 -count=1 -timeout "$TIMEOUT" ${skip_args[@]+"${skip_args[@]}"} "$@" "${pkgs[@]}"
