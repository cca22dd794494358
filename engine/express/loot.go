package express

// maxLoot bounds a game's loot table: the base game's 26 tokens and room
// for the tokens modules add (the stagecoach's strongbox, whisky flasks).
const maxLoot = 40

// numLootKinds is the number of loot kinds.
const numLootKinds = 4

// lootTable is a game's loot tokens and each one's kind, built at setup.
// The tokens of one kind are numbered consecutively, so the rules list
// them by kind without testing every token.
type lootTable struct {
	n     LootID
	kind  [maxLoot]LootKind
	first [numLootKinds]LootID // the first token of each kind
	end   [numLootKinds]LootID // one past the last
}

// add appends count tokens of kind k.
func (t *lootTable) add(k LootKind, count int) {
	t.first[k] = t.n
	for i := 0; i < count; i++ {
		t.kind[t.n] = k
		t.n++
	}
	t.end[k] = t.n
}

// kindOf returns token id's kind.
func (t *lootTable) kindOf(id LootID) LootKind {
	if id < 0 || id >= t.n {
		return LootKind(0xff)
	}
	return t.kind[id]
}

// baseLoot is the loot of the base game and of every module of this rules
// version: 18 purses, 6 jewels, 2 strongboxes (§1).
var baseLoot = func() *lootTable {
	t := &lootTable{}
	t.add(Purse, NumPurses)
	t.add(Jewel, NumJewels)
	t.add(Strongbox, NumStrongbox)
	return t
}()

// lootSlots is the number of places a token can lie or be held at.
const lootSlots = int(placeHeld) + MaxBandits

// putLoot moves token t to l, keeping the per-place token sets.
func (s *State) putLoot(t LootID, l lootPlace) {
	if from := s.loot[t]; int(from) < lootSlots {
		s.lootAt[from] &^= 1 << uint(t)
	}
	s.loot[t] = l
	if int(l) < lootSlots {
		s.lootAt[l] |= 1 << uint(t)
	}
}

// syncLoot recomputes the per-place token sets from the tokens' places
// (after the places were written as a whole).
func (s *State) syncLoot() {
	s.lootAt = [lootSlots]uint64{}
	for t := LootID(0); t < s.g.loot.n; t++ {
		if l := s.loot[t]; int(l) < lootSlots {
			s.lootAt[l] |= 1 << uint(t)
		}
	}
}

// kindBits returns the set of token ids of kind k.
func (t *lootTable) kindBits(k LootKind) uint64 {
	return uint64(1)<<uint(t.end[k]) - uint64(1)<<uint(t.first[k])
}

// LootKind returns the kind of token id in this game.
func (s *State) LootKind(id LootID) LootKind { return s.g.loot.kindOf(id) }

// Tokens returns the number of loot tokens in this game.
func (s *State) Tokens() int { return int(s.g.loot.n) }

// LootAt is where loot token id lies on the board: at a place of the
// train, the Time-Travel Car or the stagecoach (true); false while a
// bandit holds it, it waits in the reserve or has left the game, or when
// id is no token of this game. (The kiosk's sweeps check the train drawn
// against it, not against the view the train was drawn from.)
func (s *State) LootAt(id LootID) (Position, bool) {
	if id < 0 || id >= s.g.loot.n {
		return Position{}, false
	}
	if l := s.loot[id]; l.isPos() {
		return s.g.lay.pos(l.place()), true
	}
	return Position{}, false
}
