// Package fynecache lets a test binary that builds many kiosk screens keep
// Fyne's widget cache short.
//
// Fyne keeps each widget's renderer until nothing has drawn it for
// FYNE_CACHE (a duration, default one minute, read once when Fyne starts),
// and the test driver cleans that cache only when a canvas is captured.
// A package whose tests tap through whole games builds thousands of screens
// a minute, so with the default every one of them stays in memory for a
// minute: `go test ./ui/kiosk` peaked at 11.6 GB. With a few seconds it
// peaked at 5.1 GB and ran as it did before (issue 33 item 6).
//
// The Go heap then still grew to twice what was live (about 2 GB at the
// worst, a whole game tapped through in four languages): a soft memory
// limit lets the collector work harder instead, so the package peaks at
// about 2.5 GB for some 30 % more collector time.
package fynecache

// Expiry is the renderer lifetime the kiosk's tests run with.
const Expiry = "4s"

// MemoryLimit is the soft limit (runtime/debug.SetMemoryLimit) of a test
// binary started without GOMEMLIMIT.
const MemoryLimit = 2600 << 20

// TurnEnv is set in the environment of a test binary holding the turn
// (Turn), for the processes it starts.
const TurnEnv = "COLT_KIOSK_TESTS_TURN"
