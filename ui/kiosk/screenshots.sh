#!/usr/bin/env bash
# screenshots.sh: pictures of every main kiosk screen, for a person to look at.
#
# Builds the real kiosk (cmd/kiosk), starts it under a virtual X server
# (Xvfb) at 800x480 (the official Raspberry Pi 7" touchscreen) and at
# 1920x1080, opens it on each screen of a seeded game with the hidden
# --demo-screen flag (no clicking needed) and saves a screenshot of each with
# ImageMagick's `import -window root`.
#
#   ui/kiosk/screenshots.sh                 # every screen, both sizes
#   ui/kiosk/screenshots.sh 800x480 hand    # some sizes and/or screens
#   SEED=11 ui/kiosk/screenshots.sh         # another seeded game
#   LANG_UI=fr ui/kiosk/screenshots.sh      # in French (en, fr, nl, it)
#   CONFIG=kiosk.toml ui/kiosk/screenshots.sh  # with a configuration (e.g. voice = true)
#
# The readability check (ui/kiosk/readcheck, issue 23) saves the same
# screens in every language and size in one run, measured as it goes:
#   COLT_READABLE=1 COLT_READABLE_SHOTS=ui/kiosk/screenshots/all \
#     xvfb-run -a -s "-screen 0 1920x1080x24" go test ./ui/kiosk/readcheck/
#
# Output: ui/kiosk/screenshots/<size>[-<lang>]/<screen>.png (git-ignored).
# Needs: Go with cgo, the X11/GL -dev packages, xvfb (Xvfb), imagemagick.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out="$here/screenshots"
seed=${SEED:-7}
lang=${LANG_UI:-en}
suffix=""
[ "$lang" = en ] || suffix="-$lang"
all_sizes=(800x480 1920x1080)
all_screens=(setup physical table handoff hand choice event round scores help operator operator-undo attract hand-two-bandits reveal-two-bandits table-teams scores-teams setup-bots physical-2 choice-purses setup-car table-car hide-car hand-car appear-car super-setup super-physical super-table super-curtain super-stack super-step super-round super-ranking super-table-7 super-help setup-horses table-horses attack-horses attack-reveal turmoil-horses scores-horses roundcards roundcard-edit setup-teams physical-teams choice-partner pin hand-long-pile handoff-long-pile table-long-pile log hand-again setup-experts-live setup-teams-live setup-horses-live table-teams-6 hand-teams-6 hand-2p choice-2p keep-experts bullets-experts takecard-two-bandits cover-two-bandits plan-horses step-shoot step-rob scores-2p overview-1 overview-2 overview-3 overview-4 overview-5 overview-6 overview-7 overview-8 overview-horses overview-super-1 overview-super-2 overview-super-3 overview-super-4 overview-super-5 overview-super-6)

sizes=() screens=()
for a in "$@"; do
	case $a in
	*x*) sizes+=("$a") ;;
	*) screens+=("$a") ;;
	esac
done
[ ${#sizes[@]} -gt 0 ] || sizes=("${all_sizes[@]}")
[ ${#screens[@]} -gt 0 ] || screens=("${all_screens[@]}")

for tool in Xvfb import; do
	command -v "$tool" >/dev/null || { echo "screenshots.sh: $tool is missing (apt install xvfb imagemagick)" >&2; exit 1; }
done

bin=$(mktemp -d)/colt-kiosk
trap 'rm -rf "$(dirname "$bin")"' EXIT
echo "building the kiosk…"
(cd "$root" && go build -o "$bin" ./cmd/kiosk)

# shot SIZE SCREEN: one screenshot on a fresh X server.
shot() {
	local size=$1 screen=$2 w h disp log pid xpid
	w=${size%x*} h=${size#*x}
	local dir="$out/$size$suffix"
	mkdir -p "$dir"
	log=$(mktemp)
	disp=:$((90 + RANDOM % 400))
	Xvfb "$disp" -screen 0 "${w}x${h}x24" -nolisten tcp >/dev/null 2>&1 &
	xpid=$!
	for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${disp#:}" ] && break; sleep 0.1; done
	DISPLAY=$disp XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)} \
		"$bin" --windowed --size "${w}x${h}" --lang "$lang" --demo-screen "$screen" --demo-seed "$seed" ${CONFIG:+--config "$CONFIG"} >"$log" 2>&1 &
	pid=$!
	# ready when the kiosk logs its first frame; then give it a moment to paint
	for _ in $(seq 100); do grep -q "first frame" "$log" && break; sleep 0.1; done
	sleep 1.5
	DISPLAY=$disp import -window root "$dir/$screen.png"
	kill "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	kill "$xpid" 2>/dev/null || true
	wait "$xpid" 2>/dev/null || true
	if grep -q "panic\|demo:" "$log"; then
		echo "  $size/$screen: FAILED" >&2
		cat "$log" >&2
		rm -f "$log"
		return 1
	fi
	rm -f "$log"
	echo "  $dir/$screen.png"
}

for size in "${sizes[@]}"; do
	for screen in "${screens[@]}"; do
		shot "$size" "$screen"
	done
done
