// Package deploy holds the install and CI scripts of the kiosk (the
// systemd unit and compositor autostart, the café broker's configuration,
// the arm64 cross-build and its .deb, test.sh and dev-deps.sh); it has no
// code of its own, and its tests check the scripts.
package deploy
