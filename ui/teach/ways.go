package teach

// ModulesOfWay are the modules a game played this way has concepts of
// (what a plan for it can teach), in the order of Modules: Colt Super
// Express has super; Colt Express has base and the modules its rules and
// player count bring (two players without two-bandits: two-players and
// experts, §10). A plan's other modules teach nothing in that game.
func ModulesOfWay(w Way) []Module {
	var out []Module
	for _, m := range Modules() {
		for _, d := range concepts {
			if d.module == m && wayHas(w, d.c, m) {
				out = append(out, m)
				break
			}
		}
	}
	return out
}
