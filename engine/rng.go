package engine

import "math/bits"

// RNG is the seeded splitmix64 generator a game keeps inside its state, so
// randomness is part of the game and a record replays exactly (docs/design.md rule
// 2: no global random source). Every ruleset uses this one; its sequence
// must never change (journals on cafés' SD cards replay through it).
type RNG struct{ s uint64 }

// NewRNG returns a generator seeded with seed.
func NewRNG(seed uint64) RNG { return RNG{seed} }

// Seed returns the generator's whole state (to encode a game state).
func (r RNG) Seed() uint64 { return r.s }

// Next returns 64 random bits.
func (r *RNG) Next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	return mix(r.s)
}

// Intn returns a uniform integer in [0, n) (Lemire's method); 0 when n ≤ 1.
func (r *RNG) Intn(n int) int {
	if n <= 1 {
		return 0
	}
	hi, lo := bits.Mul64(r.Next(), uint64(n))
	if lo < uint64(n) {
		t := -uint64(n) % uint64(n)
		for lo < t {
			hi, lo = bits.Mul64(r.Next(), uint64(n))
		}
	}
	return int(hi)
}

// Shuffle shuffles d in place (Fisher–Yates from the end, one Intn(j+1)
// per position j): the same draws, in the same order, as that loop written
// with Intn, with the generator's state kept in a register.
func Shuffle[T any](r *RNG, d []T) {
	st := r.s
	for j := len(d) - 1; j > 0; j-- {
		n := uint64(j + 1)
		st += 0x9e3779b97f4a7c15
		hi, lo := bits.Mul64(mix(st), n)
		if lo < n {
			t := -n % n
			for lo < t {
				st += 0x9e3779b97f4a7c15
				hi, lo = bits.Mul64(mix(st), n)
			}
		}
		d[j], d[hi] = d[hi], d[j]
	}
	r.s = st
}

// mix is splitmix64's output function.
func mix(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Rand is the same deterministic source for bots, simulations and tools,
// outside any game state.
type Rand struct{ r RNG }

// NewRand returns a source seeded with seed.
func NewRand(seed uint64) *Rand { return &Rand{RNG{seed}} }

// Intn returns a uniform integer in [0, n).
func (r *Rand) Intn(n int) int { return r.r.Intn(n) }

// Uint64 returns 64 random bits.
func (r *Rand) Uint64() uint64 { return r.r.Next() }

// DrawCharacters gives every place i with chosen[i] < 0 a character drawn
// at random from those not taken yet (taken[c] false), in order, marking
// each one taken: one Intn per draw, over the free characters in their
// order (at most 16 characters).
func DrawCharacters(r *RNG, chosen []int, taken []bool) {
	for i := range chosen {
		if chosen[i] >= 0 {
			continue
		}
		var free [16]int
		nf := 0
		for c := range taken {
			if !taken[c] {
				free[nf] = c
				nf++
			}
		}
		c := free[r.Intn(nf)]
		taken[c] = true
		chosen[i] = c
	}
}
