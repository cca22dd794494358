#!/usr/bin/env bash
# mosquitto_interop.sh: Debian's mosquitto as a café broker for `colt serve`.
#
# Starts mosquitto on free loopback ports (TCP + websockets: mosquitto 2.0.11
# wants a TCP listener beside the websocket one) with the files written by
# `colt mosquitto-acl`, points `colt serve --broker` at it with a 3-phone
# game, and proves with mosquitto_sub that seat 1 cannot read seat 2's
# topics, that a café screen reading # sees only public data, and that
# without a login or with the old shared spectator login nothing gets in on
# the kiosks' listener. (Guests, who watch without a login on the websocket
# guest listener, are checked in Go: mosquitto_sub speaks no websockets.)
#
#   bash mqtt/testdata/mosquitto_interop.sh        (from the repository root)
#
# Needs: go, mosquitto, mosquitto-clients (apt-get install mosquitto mosquitto-clients).
# The same checks run in Go as TestMosquittoInterop (go test ./mqtt/).
set -euo pipefail
cd "$(dirname "$0")/../.."

for tool in mosquitto mosquitto_sub go; do
	command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed (apt-get install mosquitto mosquitto-clients)"; exit 0; }
done

WORK=$(mktemp -d)
PIDS=()
cleanup() {
	for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
	wait 2>/dev/null || true
	rm -rf "$WORK"
}
trap cleanup EXIT

free_port() {
	local p
	while :; do
		p=$((20000 + RANDOM % 20000))
		ss -ltn 2>/dev/null | grep -q ":$p\b" || { echo "$p"; return; }
	done
}
TCP=$(free_port)
WS=$(free_port)
while [ "$WS" = "$TCP" ]; do WS=$(free_port); done
GUEST=$(free_port)
while [ "$GUEST" = "$TCP" ] || [ "$GUEST" = "$WS" ]; do GUEST=$(free_port); done

go build -o "$WORK/colt" ./cmd/colt
"$WORK/colt" mosquitto-acl --table t1 --table t2 --screen bar --out "$WORK/broker" >"$WORK/acl.out"
PASS=$(awk -F'"' '/^table t1:/{f=1} f&&/password =/{print $2; exit}' "$WORK/acl.out")
[ -n "$PASS" ] || { echo "FAIL: no kiosk password printed"; cat "$WORK/acl.out"; exit 1; }
SCREEN_PASS=$(awk -F'"' '/^screen bar:/{f=1} f&&/password =/{print $2; exit}' "$WORK/acl.out")
[ -n "$SCREEN_PASS" ] || { echo "FAIL: no screen password printed"; cat "$WORK/acl.out"; exit 1; }

USER_LINE=""
[ "$(id -u)" -eq 0 ] && USER_LINE="user root"  # else mosquitto drops to its own user, who cannot read $WORK
# the shipped deploy/mosquitto/colt.conf, pointed at $WORK and loopback ports
{
	echo "$USER_LINE"
	sed -e "s|/etc/mosquitto/colt/|$WORK/broker/|" \
		-e "s|^listener 1883\$|listener $TCP 127.0.0.1|" \
		-e "s|^listener 9001\$|listener $WS 127.0.0.1|" \
		-e "s|^listener 9002\$|listener $GUEST 127.0.0.1|" \
		-e "s|^persistence true\$|persistence false|" deploy/mosquitto/colt.conf
	cat "$WORK/broker/colt-dynsec.conf"
	echo "log_dest stderr"
} >"$WORK/mosquitto.conf"
grep -q "listener $WS 127.0.0.1" "$WORK/mosquitto.conf" || { echo "FAIL: deploy/mosquitto/colt.conf has no 'listener 9001' line any more: update this script"; exit 1; }
grep -q "listener $GUEST 127.0.0.1" "$WORK/mosquitto.conf" || { echo "FAIL: deploy/mosquitto/colt.conf has no 'listener 9002' line any more: update this script"; exit 1; }
mosquitto -c "$WORK/mosquitto.conf" 2>"$WORK/mosquitto.log" &
PIDS+=($!)
for _ in $(seq 100); do ss -ltn | grep -q ":$TCP\b" && break; sleep 0.1; done
ss -ltn | grep -q ":$TCP\b" || { echo "FAIL: mosquitto does not listen"; cat "$WORK/mosquitto.log"; exit 1; }

cat >"$WORK/kiosk.toml" <<TOML
table_id = "t1"
data_dir = "$WORK/data"
[broker]
username = "kiosk-t1"
password = "$PASS"
public_ws_url = "ws://127.0.0.1:$WS/mqtt"
[http]
listen = "127.0.0.1:0"
public_url = "http://127.0.0.1:8080"
TOML
"$WORK/colt" serve --config "$WORK/kiosk.toml" --broker "tcp://127.0.0.1:$TCP" --players 3 --seats phone,phone,phone --seed 7 >"$WORK/serve.out" 2>"$WORK/serve.err" &
PIDS+=($!)
for _ in $(seq 100); do grep -q "^seat 3:" "$WORK/serve.out" 2>/dev/null && break; sleep 0.1; done
if ! grep -q "^seat 3:" "$WORK/serve.out"; then
	echo "FAIL: colt serve printed no join links"; cat "$WORK/serve.out" "$WORK/serve.err"
	grep -q "no phone support" "$WORK/serve.err" && echo "(colt serve is built without phone support: cmd/colt must set startPhones to start colt/mqtt)"
	exit 1
fi
token() { sed -n "s/^seat $1: .*[?&]k=\([0-9a-f]*\).*/\1/p" "$WORK/serve.out"; }
TOK1=$(token 1)
TOK2=$(token 2)

# every client id must start with colt- (colt.conf: clientid_prefixes)
sub() { mosquitto_sub -h 127.0.0.1 -p "$TCP" -i "colt-check-$RANDOM" -v -W 3 "$@" 2>&1 || true; }
# the seat passwords are set by the kiosk through the dynamic-security plugin: wait for them
for _ in $(seq 50); do
	OUT=$(sub -u t1:0 -P "$TOK1" -t colt/t1/seat/0/view -C 1)
	grep -q "^colt/t1/seat/0/view " <<<"$OUT" && break
	sleep 0.2
done

fail=0
OUT=$(sub -u t1:0 -P "$TOK1" -t colt/t1/seat/1/view -t colt/t1/seat/1/reply -t colt/t1/seat/0/view -t '#')
if grep -q "^colt/t1/seat/0/view " <<<"$OUT" && ! grep -q "seat/1/" <<<"$OUT"; then
	echo "ok: seat 1 (t1:0) reads its own view and nothing of seat 2"
else
	echo "FAIL: seat 1 read:"; cut -c1-120 <<<"$OUT"; fail=1
fi
OUT=$(sub -u t1:0 -P "$TOK2" -t colt/t1/seat/1/view)
if grep -qi "not authori" <<<"$OUT" || [ -z "$(grep '^colt/' <<<"$OUT")" ]; then
	echo "ok: seat 2's token does not open seat 1"
else
	echo "FAIL: seat 2's token opened seat 1"; fail=1
fi
OUT=$(sub -u screen-bar -P "$SCREEN_PASS" -t '#')
if grep -q "^colt/t1/public " <<<"$OUT" && ! grep -q "/seat/\|\"hand\"\|\"value\"" <<<"$OUT"; then
	echo "ok: the café screen on # sees the public view only"
else
	echo "FAIL: screen read:"; cut -c1-120 <<<"$OUT"; fail=1
fi
for login in "" "-u spectator -P spectator"; do
	# shellcheck disable=SC2086
	OUT=$(sub $login -t '#')
	if grep -qi "not authori" <<<"$OUT" && ! grep -q "^colt/" <<<"$OUT"; then
		echo "ok: '${login:-no login}' is refused on the kiosks' listener"
	else
		echo "FAIL: '${login:-no login}' read:"; cut -c1-120 <<<"$OUT"; fail=1
	fi
done
OUT=$(sub -u kiosk-t2 -P wrong -t '#')
if grep -qi "not authori\|refused" <<<"$OUT"; then echo "ok: a wrong kiosk password is refused"; else echo "FAIL: $OUT"; fail=1; fi

[ "$fail" -eq 0 ] && echo "PASS: mosquitto interop" || { echo "--- mosquitto log"; tail -20 "$WORK/mosquitto.log"; echo "--- serve"; tail -20 "$WORK/serve.err"; }
exit "$fail"
