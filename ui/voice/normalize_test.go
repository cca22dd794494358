package voice

import (
	"os/exec"
	"strings"
	"testing"

	"colt/ui/i18n"
)

// TestNormalize: what the screens print is read as words in each language.
func TestNormalize(t *testing.T) {
	for _, tt := range []struct {
		lang     i18n.Lang
		kind     Kind
		in, want string
	}{
		{i18n.En, Instruction, "Take purse #5 ($300) from inside wagon 2.", "Take purse number 5, 300 dollars, from inside wagon 2."},
		{i18n.Fr, Instruction, "Prenez la Bourse #5 (300 $).", "Prenez la Bourse numéro 5, 300 dollars."},
		{i18n.Nl, Instruction, "Pak geldbuidel #5 ($ 300).", "Pak geldbuidel nummer 5, 300 dollar."},
		{i18n.It, Instruction, "Prendi il Sacchetto #5 ($300).", "Prendi il Sacchetto numero 5, 300 dollari."},
		{i18n.En, Header, "Round 2/5", "Round 2 of 5"},
		{i18n.Fr, Header, "Manche 2/5", "Manche 2 sur 5"},
		{i18n.Nl, Header, "Ronde 2/5", "Ronde 2 van 5"},
		{i18n.It, Header, "Round 2/5", "Round 2 di 5"},
		{i18n.En, Instruction, "Ransoms ×2 ($500)", "Ransoms 2 times, 500 dollars"},
		{i18n.Fr, Instruction, "Rançons ×2", "Rançons 2 fois"},
		{i18n.En, Ranking, "1. Tuco: still aboard · loot: 5, 3", "first, Tuuko: still aboard, loot: 5, 3"},
		{i18n.Fr, Ranking, "2. Belle", "deuxième, Belle"},
		{i18n.Nl, Ranking, "3. Ghost", "derde, [[g'o:st]]"},
		{i18n.It, Ranking, "1. Cheyenne", "primo, Sciaienn"},
		{i18n.En, Instruction, "1. Tuco", "1. Tuuko"}, // only a ranking's place is an ordinal
		{i18n.Fr, Instruction, "Le 1er joueur, le 2e wagon", "Le premier joueur, le deuxième wagon"},
		{i18n.Nl, Instruction, "de 2de wagon", "de tweede wagon"},
		{i18n.Nl, Instruction, "Ghosts schot raakt Cheyenne", "[[g'o:sts]] schot raakt [[S'AjEn]]"},
		{i18n.It, Instruction, "Belle e Django", "Bell e Django"},
		{i18n.En, Instruction, "Tuco's shot — Belle", "Tuuko's shot, Belle"},
		{"xx", Instruction, "$300", "300 dollars"},
	} {
		if got := normalizeLine(tt.lang, tt.kind, tt.in); got != tt.want {
			t.Errorf("%s %s %q: %q, want %q", tt.lang, tt.kind, tt.in, got, tt.want)
		}
	}
}

// phonemes is how espeak-ng reads text in lang (`espeak-ng -q -x`).
func phonemes(t *testing.T, lang i18n.Lang, text string) string {
	t.Helper()
	out, err := exec.Command("espeak-ng", "-q", "-x", "-v", Voice(lang), text).Output()
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(out))
}

// TestNamesPronounced: each respelled name is read as it should be, and
// espeak-ng reads it wrong as printed (else the respelling is not needed);
// the other names are read right as printed.
func TestNamesPronounced(t *testing.T) {
	for _, tt := range []struct {
		lang            i18n.Lang
		name, phon, bad string // bad: as printed, what espeak-ng gets wrong
	}{
		{i18n.En, "Tuco", "t'u:koU", "tj'u:koU"},
		{i18n.Fr, "Tuco", "tuk'o", "tyk'o"},
		{i18n.Nl, "Tuco", "t'uk,o:", "t'yko:"},
		{i18n.Nl, "Ghost", "g'o:st", "xh'Ost"},
		{i18n.Nl, "Cheyenne", "S'AjEn", "S'e:i,E2n@"},
		{i18n.It, "Cheyenne", "S'ajenn", "kej'Enne"},
		{i18n.It, "Belle", "b'El", "b'Elle"},
		// right as printed
		{i18n.En, "Cheyenne", "SaI;'an", ""},
		{i18n.En, "Django", "dZ'aNgoU", ""},
		{i18n.Fr, "Cheyenne", "SEj'En", ""},
		{i18n.Fr, "Django", "dZA~g'o", ""},
		{i18n.It, "Tuco", "t'uko", ""},
		{i18n.En, "Mei", "m'eI", ""},
	} {
		if got := phonemes(t, tt.lang, normalizeLine(tt.lang, Instruction, tt.name)); got != tt.phon {
			t.Errorf("%s %s is read %q, want %q", tt.lang, tt.name, got, tt.phon)
		}
		if tt.bad != "" {
			if got := phonemes(t, tt.lang, tt.name); got != tt.bad {
				t.Errorf("%s %s as printed is read %q (not %q): is the respelling still needed?", tt.lang, tt.name, got, tt.bad)
			}
		}
	}
}
