# shellcheck shell=bash
# Stage timing for long scripts (deploy/test.sh). Source it, call
# `stages_report_at_exit NAME` once, then `stage "what"` before each stage:
# at exit — success or failure — it prints every stage's time and the total:
#
#   ==> times (NAME)
#        0m03s  gofmt
#       12m40s  go test ./... (unit + integration)
#   ==> NAME: all tests passed in 31m02s     (or: FAILED (exit 1) after 5m10s)

STAGE_NAMES=() STAGE_SECS=() STAGE_NAME="" STAGE_START=$SECONDS STAGES_SCRIPT=""

# stage NAME ends the running stage (its time is kept) and starts NAME.
stage() {
	stage_end
	STAGE_NAME="$1" STAGE_START=$SECONDS
	printf '\033[1m==> %s\033[0m\n' "$1" >&2
}

# stage_end ends the running stage, if any.
stage_end() {
	[ -n "$STAGE_NAME" ] || return 0
	STAGE_NAMES+=("$STAGE_NAME")
	STAGE_SECS+=($((SECONDS - STAGE_START)))
	STAGE_NAME=""
}

mmss() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }

stages_summary() {
	local rc=$? i
	stage_end
	printf '\n==> times (%s)\n' "$STAGES_SCRIPT" >&2
	for i in "${!STAGE_NAMES[@]}"; do
		printf '  %8s  %s\n' "$(mmss "${STAGE_SECS[$i]}")" "${STAGE_NAMES[$i]}" >&2
	done
	if [ "$rc" = 0 ]; then
		printf '==> %s: all tests passed in %s\n' "$STAGES_SCRIPT" "$(mmss "$SECONDS")" >&2
	else
		printf '==> %s: FAILED (exit %d) after %s\n' "$STAGES_SCRIPT" "$rc" "$(mmss "$SECONDS")" >&2
	fi
	return "$rc"
}

# stages_report_at_exit NAME prints the summary when the script exits.
stages_report_at_exit() {
	STAGES_SCRIPT="$1"
	trap stages_summary EXIT
}
