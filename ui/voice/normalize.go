package voice

import (
	"regexp"
	"strconv"
	"strings"

	"colt/ui/i18n"
)

// Normalize turns a line as the screens print it into the words espeak-ng
// should read in lang: money ("$300", "300 $", "$ 300") as "300 dollars",
// a purse's "#5" as "number 5", "×2" as "2 times", a round's "2/5" as
// "2 of 5", French and Dutch ordinals ("2e", "3de") as words, and the
// names espeak-ng gets wrong in that language respelled (checked with
// `espeak-ng -q -x -v <lang>`; see README.md). Everything else is left to
// espeak-ng, which reads numbers, "1st" and the other names well.
func Normalize(lang i18n.Lang, text string) string { return normalizeLine(lang, Instruction, text) }

// words are each language's spoken words for the signs the screens print.
type words struct {
	dollars, number, times, of string
	ordinals                   []string // 1st … 7th, for a ranking's "1."
}

var langWords = map[i18n.Lang]words{
	i18n.En: {"dollars", "number", "times", "of", []string{"first", "second", "third", "fourth", "fifth", "sixth", "seventh"}},
	i18n.Fr: {"dollars", "numéro", "fois", "sur", []string{"premier", "deuxième", "troisième", "quatrième", "cinquième", "sixième", "septième"}},
	i18n.Nl: {"dollar", "nummer", "keer", "van", []string{"eerste", "tweede", "derde", "vierde", "vijfde", "zesde", "zevende"}},
	i18n.It: {"dollari", "numero", "volte", "di", []string{"primo", "secondo", "terzo", "quarto", "quinto", "sesto", "settimo"}},
}

// respell are the names espeak-ng mispronounces in a language, as
// regular expressions on whole words ($1 keeps a possessive s), each with
// the spelling or [[phonemes]] it reads right. Only what `espeak-ng -x`
// showed wrong is here:
//
//	en  Tuco      tj'u:koU ("tyoo-co")      → Tuuko   t'u:koU
//	fr  Tuco      tyk'o (French u)          → Touco   tuk'o
//	nl  Tuco      t'yko:                     → Toeko   t'uk,o:
//	nl  Ghost     xh'Ost (Dutch g)           → [[g'o:st]]
//	nl  Cheyenne  S'e:i,E2n@ ("sjee-ie-ne")  → [[S'AjEn]]
//	it  Cheyenne  kej'Enne ("ke-yenne")      → Sciaienn S'ajenn
//	it  Belle     b'Elle (Italian "belle")   → Bell    b'El
var respell = map[i18n.Lang][]struct {
	re   *regexp.Regexp
	with string
}{
	i18n.En: {{regexp.MustCompile(`\bTuco\b`), "Tuuko"}},
	i18n.Fr: {{regexp.MustCompile(`\bTuco\b`), "Touco"}},
	i18n.Nl: {
		{regexp.MustCompile(`\bTuco\b`), "Toeko"},
		{regexp.MustCompile(`\bGhost(s?)\b`), "[[g'o:st$1]]"},
		{regexp.MustCompile(`\bCheyenne(s?)\b`), "[[S'AjEn$1]]"},
	},
	i18n.It: {
		{regexp.MustCompile(`\bCheyenne\b`), "Sciaienn"},
		{regexp.MustCompile(`\bBelle\b`), "Bell"},
	},
}

var (
	moneyBefore = regexp.MustCompile(`\$\s?(\d+)`)            // "$300", "$ 300"
	moneyAfter  = regexp.MustCompile(`(\d+)\s?\$`)            // "300 $"
	purseNumber = regexp.MustCompile(`#\s?(\d+)`)             // "#5"
	timesBefore = regexp.MustCompile(`×\s?(\d+)`)             // "×2"
	timesAfter  = regexp.MustCompile(`(\d+)\s?×`)             // "2×"
	fraction    = regexp.MustCompile(`\b(\d+)\s?/\s?(\d+)\b`) // "2/5"
	rankPlace   = regexp.MustCompile(`^\s*(\d+)\.\s*`)        // a ranking's "1. "
	frOrdinal   = regexp.MustCompile(`\b(\d+)(?:e|ème|es|èmes)\b`)
	frFirst     = regexp.MustCompile(`\b1(?:er|re)\b`)
	nlOrdinal   = regexp.MustCompile(`\b(\d+)(?:e|de|ste)\b`)
	spaces      = regexp.MustCompile(`\s+`)
	commas      = regexp.MustCompile(`\s*,[\s,]*`)
)

func normalizeLine(lang i18n.Lang, kind Kind, text string) string {
	w, ok := langWords[lang]
	if !ok {
		lang, w = i18n.En, langWords[i18n.En]
	}
	t := strings.TrimSpace(text)
	if kind == Ranking {
		if m := rankPlace.FindStringSubmatch(t); m != nil {
			if n, _ := strconv.Atoi(m[1]); n >= 1 && n <= len(w.ordinals) {
				t = w.ordinals[n-1] + ", " + t[len(m[0]):]
			}
		}
	}
	t = moneyBefore.ReplaceAllString(t, "$1 "+w.dollars)
	t = moneyAfter.ReplaceAllString(t, "$1 "+w.dollars)
	t = purseNumber.ReplaceAllString(t, w.number+" $1")
	t = timesBefore.ReplaceAllString(t, "$1 "+w.times)
	t = timesAfter.ReplaceAllString(t, "$1 "+w.times)
	t = fraction.ReplaceAllString(t, "$1 "+w.of+" $2")
	switch lang {
	case i18n.Fr:
		t = frFirst.ReplaceAllString(t, "premier")
		t = frOrdinal.ReplaceAllStringFunc(t, func(s string) string {
			n, _ := strconv.Atoi(frOrdinal.FindStringSubmatch(s)[1])
			if n >= 2 && n <= len(w.ordinals) {
				return w.ordinals[n-1]
			}
			return s
		})
	case i18n.Nl:
		t = nlOrdinal.ReplaceAllStringFunc(t, func(s string) string {
			n, _ := strconv.Atoi(nlOrdinal.FindStringSubmatch(s)[1])
			if n >= 1 && n <= len(w.ordinals) {
				return w.ordinals[n-1]
			}
			return s
		})
	}
	for _, r := range respell[lang] {
		t = r.re.ReplaceAllString(t, r.with)
	}
	// brackets the screens print as asides ("(2/5)", "($500)") are read
	// as a pause, never as "open bracket"
	t = strings.NewReplacer("(", ", ", ")", ", ", "[", "", "]", "", "—", ", ", "–", ", ", "→", ", ", "·", ", ").Replace(protectPhonemes(t))
	t = restorePhonemes(t)
	t = commas.ReplaceAllString(spaces.ReplaceAllString(t, " "), ", ")
	return strings.Trim(strings.ReplaceAll(t, ", .", "."), " ,")
}

// protectPhonemes hides the [[…]] of a respelling from the bracket rule.
func protectPhonemes(t string) string {
	return strings.NewReplacer("[[", "\x01", "]]", "\x02").Replace(t)
}

func restorePhonemes(t string) string {
	return strings.NewReplacer("\x01", "[[", "\x02", "]]").Replace(t)
}
