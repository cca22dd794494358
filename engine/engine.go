// Package engine is the shared core of the games in the box. Each ruleset
// lives in its own package — engine/express (Colt Express and its modules)
// and engine/super (Colt Super Express) — and describes itself to code that
// plays any game without looking inside it in two ways: the bots and the
// arena use one value of Rules (value states, zero allocations per
// decision); a host (the live table, transports, the LEDs) uses Game
// (game.go), served for every ruleset by the one generic adapter Hosted
// from the ruleset's Spec (host.go), which also gives every game its record
// envelope (TypedRecord) and replay path; engine/games finds them by name.
//
// The core imports only the standard library; the rulesets import only the
// core and the standard library.
package engine

// Rules is one ruleset, for a game state type S (a plain value: copying it
// copies the game) and its command type C. Seats are 0-based ints.
type Rules[S any, C any] struct {
	// Name is the ruleset's rules version ("colt-express-2", "colt-super-1").
	Name string
	// Legal appends seat's legal commands to buf, in a stable order; it is
	// never empty for an expected seat and empty for any other.
	Legal func(s *S, seat int, buf []C) []C
	// Do applies legal[i], legal being exactly what Legal returned for that
	// seat in s (the list chosen from is the validation).
	Do func(s *S, legal []C, i int)
	// Over reports whether the game has ended.
	Over func(s *S) bool
	// Actor is the first seat expected to act (several may be expected in a
	// simultaneous secret step).
	Actor func(s *S) int
	// Determinize returns a state seat cannot tell apart from s, everything
	// hidden from seat drawn anew from seed, consistently with what seat has
	// seen; the result depends only on seat's view and seed.
	Determinize func(s *S, seat int, seed uint64) S
	// Complete reports whether Determinize samples every secret of s for
	// seat (false where other seats' hidden commits stay in the sample).
	Complete func(s *S, seat int) bool
	// Outcome is seat's result of a finished game: its share of the win (a
	// shared win split between the winners; in a team game the team's) and
	// its lead over the best other player or team, squashed into [-1, 1].
	Outcome func(s *S, seat int) (share, lead float64)
}
