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
# 4. installs the guests' caps: colt-limits.nft as /etc/mosquitto/colt-limits.nft
#    (the kernel refuses guests over 200, or over 10 from one address, and
#    sockets over 32 from one address on the tables' listeners: mosquitto
#    2.0.11 ignores max_connections on websockets), and the drop-in
#    /etc/systemd/system/mosquitto.service.d/colt.conf (65,536 file
#    descriptors instead of systemd's 1,024; loads colt-limits.nft before
#    every start of mosquitto); installs nftables if missing;
# 5. gives the files to mosquitto, restarts it and checks that it listens,
#    that the caps are loaded and that it has its descriptors.
# See docs/cafe-broker.md for the design.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
CONF_SRC="$HERE/colt.conf"
OUT=/etc/mosquitto/colt
COLT=${COLT:-colt}

[ "$(id -u)" -eq 0 ] || { echo "run it with sudo" >&2; exit 1; }
[ "${1:-}" = "--" ] && shift

if ! command -v mosquitto >/dev/null 2>&1 || ! command -v nft >/dev/null 2>&1; then
	apt-get update -q
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q mosquitto mosquitto-clients nftables
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

# Guests never cost the tables anything (docs/cafe-broker.md): the kernel's
# caps in front of mosquitto, and descriptors for every socket they allow.
install -m 0644 "$HERE/colt-limits.nft" /etc/mosquitto/colt-limits.nft
nft -c -f /etc/mosquitto/colt-limits.nft ||
	{ echo "this kernel's nftables refuses /etc/mosquitto/colt-limits.nft (it needs connection tracking: nft_ct, nft_connlimit)" >&2; exit 1; }
install -d -m 0755 /etc/systemd/system/mosquitto.service.d
install -m 0644 "$HERE/mosquitto.service.d/colt.conf" /etc/systemd/system/mosquitto.service.d/colt.conf
systemctl daemon-reload

systemctl enable mosquitto.service >/dev/null 2>&1 || true
systemctl restart mosquitto.service
sleep 1
if command -v ss >/dev/null 2>&1; then
	ss -ltn | grep -E ':(1883|9001|9002)\b' || { echo "mosquitto is not listening; see: journalctl -u mosquitto" >&2; exit 1; }
fi
nft list table inet colt_broker >/dev/null 2>&1 ||
	{ echo "the guests' caps are not loaded (nft -f /etc/mosquitto/colt-limits.nft; see: journalctl -u mosquitto)" >&2; exit 1; }
pid=$(systemctl show -p MainPID --value mosquitto.service)
nofile=$(awk '/^Max open files/ {print $4}' "/proc/$pid/limits" 2>/dev/null || echo 0)
[ "${nofile:-0}" -ge 65536 ] ||
	{ echo "mosquitto has $nofile file descriptors, not 65536: is /etc/systemd/system/mosquitto.service.d/colt.conf overridden?" >&2; exit 1; }
echo "café broker ready. In each kiosk's /etc/colt/kiosk.toml, [broker]:"
echo "  url = \"tcp://$(hostname).local:1883\"   public_ws_url = \"ws://$(hostname).local:9001/mqtt\""
echo "  guest_ws_url = \"ws://$(hostname).local:9002/mqtt\"   (guests watch there without a login)"
echo "  username/password: as printed above for that table"
echo "guests: at most 200 at once, 10 per address (/etc/mosquitto/colt-limits.nft); mosquitto has $nofile file descriptors."
echo "If /etc/nftables.conf flushes the ruleset, restart mosquitto after reloading nftables (it reloads the caps)."
