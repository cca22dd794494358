//go:build race

package table

// raceEnabled: the race detector slows every resume down several times;
// the flip tests sample more sparsely under it.
const raceEnabled = true
