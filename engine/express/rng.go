package express

import "math/bits"

// rng is a splitmix64 generator stored inside State, so randomness is part
// of the game and replays exactly (DESIGN rule 2: no global RNG).
type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a uniform integer in [0, n) (Lemire's method).
func (r *rng) intn(n int) int {
	if n <= 1 {
		return 0
	}
	hi, lo := bits.Mul64(r.next(), uint64(n))
	if lo < uint64(n) {
		t := -uint64(n) % uint64(n)
		for lo < t {
			hi, lo = bits.Mul64(r.next(), uint64(n))
		}
	}
	return int(hi)
}

// NewRand returns a generator for bots and tools that want the engine's
// deterministic source outside a State.
func NewRand(seed uint64) *Rand { return &Rand{rng{seed}} }

// Rand is a small deterministic random source (splitmix64).
type Rand struct{ r rng }

// Intn returns a uniform integer in [0, n).
func (r *Rand) Intn(n int) int { return r.r.intn(n) }

// Uint64 returns 64 random bits.
func (r *Rand) Uint64() uint64 { return r.r.next() }
