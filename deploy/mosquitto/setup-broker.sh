#!/bin/sh
# setup-broker.sh: turn this machine (a Pi or any Debian 12 box on the café
# network) into the café broker shared by several Colt Express tables.
# Idempotent: run it again after adding a table.
#
#   sudo setup-broker.sh [-- ARGS FOR colt mosquitto-acl]
#
# for example
#   sudo /usr/share/colt/mosquitto/setup-broker.sh -- --tables table1,table2,table3
#
# 1. installs mosquitto (Debian package) if missing;
# 2. installs colt.conf as /etc/mosquitto/conf.d/colt.conf (TCP 1883 for the
#    kiosks, websockets 9001 for the phones, password file + ACL);
# 3. runs `colt mosquitto-acl --out /etc/mosquitto/colt ARGS` to write the
#    password file and the ACL (one user per kiosk, per-seat phone users);
#    it prints each kiosk's [broker] username/password to copy into that
#    table's /etc/colt/kiosk.toml;
# 4. restarts mosquitto and checks that it listens.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
CONF_SRC="$HERE/colt.conf"
OUT=/etc/mosquitto/colt
COLT=${COLT:-colt}

[ "$(id -u)" -eq 0 ] || { echo "run it with sudo" >&2; exit 1; }
[ "${1:-}" = "--" ] && shift

if ! command -v mosquitto >/dev/null 2>&1; then
	apt-get update -q
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q mosquitto mosquitto-clients
fi
command -v "$COLT" >/dev/null 2>&1 ||
	{ echo "the colt tool is missing: install the colt-kiosk package, or set COLT=/path/to/colt" >&2; exit 1; }

install -m 0644 "$CONF_SRC" /etc/mosquitto/conf.d/colt.conf

# mosquitto reads these after dropping to its own user: root:mosquitto 0640.
install -d -o root -g mosquitto -m 0750 "$OUT"
"$COLT" mosquitto-acl --out "$OUT" "$@"
for f in "$OUT/passwd" "$OUT/acl"; do
	[ -f "$f" ] || { echo "colt mosquitto-acl did not write $f" >&2; exit 1; }
	chown root:mosquitto "$f"
	chmod 0640 "$f"
done

systemctl enable mosquitto.service >/dev/null 2>&1 || true
systemctl restart mosquitto.service
sleep 1
if command -v ss >/dev/null 2>&1; then
	ss -ltn | grep -E ':(1883|9001)\b' || { echo "mosquitto is not listening; see: journalctl -u mosquitto" >&2; exit 1; }
fi
echo "café broker ready: kiosks use url = \"tcp://$(hostname).local:1883\", phones ws://$(hostname).local:9001/mqtt"
