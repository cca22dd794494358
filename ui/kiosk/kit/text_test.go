package kit

import (
	"strings"
	"testing"

	"colt/ui/i18n"
)

// TestModulesCountPlural (issue 34): the form's "new to N modules" says
// one module or several in proper words in every language, never
// "module(s)".
func TestModulesCountPlural(t *testing.T) {
	for _, l := range i18n.Langs() {
		one, two := TrN(string(l), "tip.modulesOn", 1), TrN(string(l), "tip.modulesOn", 2)
		for _, s := range []string{one, two} {
			if strings.ContainsAny(s, "()/⟦") {
				t.Errorf("%s: %q is no proper plural", l, s)
			}
		}
		if !strings.Contains(one, "1") || !strings.Contains(two, "2") || strings.ReplaceAll(one, "1", "2") == two {
			t.Errorf("%s: one module %q and two %q read alike", l, one, two)
		}
	}
}
