#!/bin/sh
# setup-broker.sh: turn this machine (a Pi or any Debian 12 box on the café
# network) into the café broker shared by several Colt Express tables.
# Idempotent: run it again after adding a table.
#
#   sudo setup-broker.sh [-- ARGS FOR colt mosquitto-acl]
#
# for example
#   sudo /usr/share/colt/mosquitto/setup-broker.sh -- --tables table1,table2,table3 --screen bar
#
# 1. installs mosquitto and mosquitto-clients (Debian packages) if missing;
# 2. installs colt.conf as /etc/mosquitto/conf.d/colt.conf (TCP 1883 for the
#    kiosks and café screens, websockets 9001 for the phones, websockets 9002
#    for guests without a login, password file + ACL);
# 3. runs `colt mosquitto-acl --out /etc/mosquitto/colt ARGS`, which writes
#    passwd and acl (kiosk-<table> users, screen-<name> users), dynamic-security.json
#    (the phone seat users, whose passwords each kiosk sets at every game)
#    and colt-dynsec.conf (loads the dynamic-security plugin; installed to
#    /etc/mosquitto/conf.d/), and prints each kiosk's [broker] username and
#    password for that table's /etc/colt/kiosk.toml, and each screen's login.
#    Existing kiosks and screens keep their passwords unless ARGS has --rotate;
# 4. gives the files to mosquitto, restarts it and checks that it listens.
# See docs/cafe-broker.md for the design.
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

# mosquitto reads these after dropping to its own user. The plugin rewrites
# dynamic-security.json through "<file>.new" + rename at every seat password
# change, so the folder itself must be writable by mosquitto.
install -d -o root -g mosquitto -m 0770 "$OUT"
"$COLT" mosquitto-acl --out "$OUT" "$@"
for f in passwd acl dynamic-security.json colt-dynsec.conf; do
	[ -f "$OUT/$f" ] || { echo "colt mosquitto-acl did not write $OUT/$f" >&2; exit 1; }
done
chown root:mosquitto "$OUT/passwd" "$OUT/acl"
chmod 0640 "$OUT/passwd" "$OUT/acl"
chown mosquitto:mosquitto "$OUT/dynamic-security.json"
chmod 0600 "$OUT/dynamic-security.json"
install -m 0644 "$OUT/colt-dynsec.conf" /etc/mosquitto/conf.d/colt-dynsec.conf

systemctl enable mosquitto.service >/dev/null 2>&1 || true
systemctl restart mosquitto.service
sleep 1
if command -v ss >/dev/null 2>&1; then
	ss -ltn | grep -E ':(1883|9001|9002)\b' || { echo "mosquitto is not listening; see: journalctl -u mosquitto" >&2; exit 1; }
fi
echo "café broker ready. In each kiosk's /etc/colt/kiosk.toml, [broker]:"
echo "  url = \"tcp://$(hostname).local:1883\"   public_ws_url = \"ws://$(hostname).local:9001/mqtt\""
echo "  guest_ws_url = \"ws://$(hostname).local:9002/mqtt\"   (guests watch there without a login)"
echo "  username/password: as printed above for that table"
