#!/usr/bin/env bash
# Speed of every way to play against the base game at the same player
# count: `colt bench` (random games on one core, no invariant checks) for
# each, printing games/s and the ratio to the base game. The issue's bar is
# every way to play at ≥ half the base game's games/s; a ratio under 0.50
# is marked SLOW and makes the script exit non-zero.
#
#   deploy/bench-all.sh [GAMES]
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-20000}"
export PATH="/usr/local/go/bin:$PATH"
bin="$(mktemp -d)/colt"
trap 'rm -rf "$(dirname "$bin")"' EXIT
CGO_ENABLED=0 go build -o "$bin" ./cmd/colt
rate() { "$bin" bench --runs 3 --games "$games" "$@" | awk '/^best/ {print $2}'; }
declare -A base
for n in 2 3 4 5 6; do base[$n]="$(rate --players "$n")"; printf '%-34s %8s games/s\n' "--players $n" "${base[$n]}"; done
slow=0
one() {
	local n="$1"; shift
	local r; r="$(rate --players "$n" "$@")"
	local ratio; ratio="$(awk -v a="$r" -v b="${base[$n]}" 'BEGIN{printf "%.2f", a/b}')"
	local mark=""
	if awk -v x="$ratio" 'BEGIN{exit !(x < 0.5)}'; then mark=" SLOW"; slow=1; fi
	printf '%-34s %8s games/s  %sx the base game%s\n' "--players $n $*" "$r" "$ratio" "$mark"
}
for n in 3 4 5 6; do one "$n" --rules experts; one "$n" --rules ttc; one "$n" --rules horses; done
for n in 4 6; do one "$n" --rules teams; one "$n" --rules teams,experts; one "$n" --rules teams,experts,ttc; one "$n" --rules teams,horses; done
for n in 2 3; do one "$n" --rules two-bandits; one "$n" --rules two-bandits,ttc; one "$n" --rules two-bandits,horses; done
one 2 --rules ttc
one 2 --rules horses
exit "$slow"
