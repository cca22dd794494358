package express

import "testing"

// TestOnlyOptionAgreesWithLegal: onlyOption counts a stage's options
// without listing them where it can. Wherever the game stops for a Stealin'
// or event choice (onlyOption found no single option), Legal lists at least
// two commands and onlyOption, asked again, still finds none — in random
// games of every way to play. (A wrong single command would change the
// goldens, which replay every automatic choice.)
func TestOnlyOptionAgreesWithLegal(t *testing.T) {
	setups := []Setup{
		{Players: 6}, {Players: 3}, {Players: 2}, {Players: 4, Rules: RuleTeams},
		{Players: 3, Rules: RuleTwoBandits}, {Players: 5, Rules: RuleTTC},
		{Players: 6, Rules: RuleHorses}, {Players: 3, Rules: RuleTwoBandits | RuleHorses | RuleTTC},
		{Players: 4, Rules: RuleHorses | RuleTeams},
	}
	checked := 0
	buf := make([]Command, 0, 64)
	for i, su := range setups {
		for g := 0; g < 150; g++ {
			su.Seed = uint64(1000*i + g + 1)
			s, err := NewQuiet(su)
			if err != nil {
				t.Fatal(err)
			}
			r := NewRand(su.Seed)
			for !s.Over() {
				buf = s.LegalAllInto(buf[:0])
				c := buf[r.Intn(len(buf))]
				if err := s.Do(c, nil); err != nil {
					t.Fatal(err)
				}
				if s.waiting != 0 || (s.phase != Stealin && s.phase != EventChoice) || s.stage == StageNone || s.phase == GameOver {
					continue
				}
				// advance stopped here, so onlyOption found no single option;
				// ask it again from a copy, and check it against the list
				cp := s
				only, ok := cp.onlyOption()
				var lb [maxLegal]Command
				list := cp.legalInto(cp.actor, lb[:0])
				checked++
				if ok || len(list) < 2 {
					t.Fatalf("%+v: stage %s: onlyOption = %v, %v; Legal lists %v", su, s.stage, only, ok, list)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no Stealin' choice was met")
	}
	t.Logf("%d choices checked", checked)
}
