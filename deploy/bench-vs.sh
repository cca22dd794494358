#!/usr/bin/env bash
# Side-by-side engine speed: `colt bench` of this checkout against another
# revision, built and run on the same machine in one run, alternating so that
# machine noise hits both alike.
#
#   deploy/bench-vs.sh [REV] [ROUNDS] [-- extra colt bench flags]
#
# REV defaults to 9814318 (the base-game engine before the rulesets
# reshape); ROUNDS (default 3) alternations of one `colt bench --runs 1`
# each. Prints each side's best games/s and the ratio of this checkout to REV.
set -euo pipefail
cd "$(dirname "$0")/.."
rev="${1:-9814318}"
rounds="${2:-3}"
shift $(( $# > 2 ? 2 : $# )) || true
[ "${1:-}" = "--" ] && shift
extra=("$@")
export PATH="/usr/local/go/bin:$PATH"
work="$(mktemp -d)"
trap 'git worktree remove --force "$work/old" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add --detach -q "$work/old" "$rev"
(cd "$work/old" && CGO_ENABLED=0 go build -o "$work/colt-old" ./cmd/colt)
CGO_ENABLED=0 go build -o "$work/colt-new" ./cmd/colt
best() { awk '/^best/ {print $2}'; }
old_best=0 new_best=0
for i in $(seq 1 "$rounds"); do
	o="$("$work/colt-old" bench --runs 1 --games 20000 "${extra[@]}" | best)"
	n="$("$work/colt-new" bench --runs 1 --games 20000 "${extra[@]}" | best)"
	echo "round $i: $rev ${o} games/s, this checkout ${n} games/s"
	old_best=$(awk -v a="$old_best" -v b="$o" 'BEGIN{print (b>a)?b:a}')
	new_best=$(awk -v a="$new_best" -v b="$n" 'BEGIN{print (b>a)?b:a}')
done
echo "best: $rev ${old_best} games/s, this checkout ${new_best} games/s"
awk -v a="$old_best" -v b="$new_best" 'BEGIN{printf "ratio this/%s: %.2fx\n", "'"$rev"'", b/a}'
