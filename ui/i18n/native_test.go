package i18n

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode"

	"colt/engine/express"
	"colt/engine/super"
)

// dumpPath, when set (go test ./ui/i18n -run TestNativeGrammar -dump
// /tmp/words.txt), writes every distinct rendering of the walk, by message
// id (or command, prompt, setup…) and language, for a native reader.
var dumpPath = flag.String("dump", "", "write every distinct rendering, by message id and language, to this file")

// allFaults reports every fault TestNativeGrammar finds, not the first
// four of each rule.
var allFaults = flag.Bool("allfaults", false, "report every native-grammar fault, not the first four of each rule")

// nativeSeeds is how many seeded games of each way to play the grammar
// walk plays (more seeds meet more wagons, names and counts).
const nativeSeeds = 3

// everyRendering walks seeded games of every way to play (the truth
// check's ways, and Colt Super Express 3–7) and visits every text the
// table can read about them, in every language: each event's instruction
// and reason (and every sentence nested in them, under its own id), every
// legal command's button, the actor's question, the setup instructions
// and the winner's line. group says what the text is: a message id, or
// "cmd …", "prompt …", "setup", "score".
func everyRendering(visit func(group string, lang Lang, text string)) {
	var sentence func(sn Sentence)
	sentence = func(sn Sentence) {
		if sn.Empty() {
			return
		}
		for _, l := range Langs() {
			visit(sn.ID, l, sn.Render(l))
		}
		for _, sl := range sn.Slots {
			if sl.Kind == SlotSentence && sl.Sub != nil {
				sentence(*sl.Sub)
			}
			for _, x := range sl.List {
				if x.Kind == SlotSentence && x.Sub != nil {
					sentence(*x.Sub)
				}
			}
		}
	}
	for wi, way := range truthWays() {
		for seed := 0; seed < nativeSeeds; seed++ {
			su := way.Setup
			su.Seed = uint64(7100 + wi + 1000*seed)
			s, evs, err := express.New(su)
			if err != nil {
				panic(fmt.Sprintf("%s: %v", way.Name, err))
			}
			rng := rand.New(rand.NewPCG(uint64(wi), uint64(31+seed)))
			first := true
			for {
				pv := express.Public(&s)
				if first {
					for _, l := range Langs() {
						for _, line := range SetupInstructions(l, &pv) {
							visit("setup", l, line)
						}
					}
					first = false
				}
				for _, raw := range evs {
					w := WordsOf(raw.For(express.NoSeat), &pv)
					sentence(w.Instruction)
					sentence(w.Why)
					for _, l := range Langs() {
						if in, why := w.Render(l); w.Auto && why != "" {
							visit("why.auto", l, why)
						} else {
							_ = in
						}
					}
				}
				if s.Over() {
					for _, l := range Langs() {
						visit("score", l, WinnerText(l, pv.Result))
						visit("score", l, TieBreakText(l, pv.Result))
						visit("score", l, UnfinishedText(l, pv.Result))
					}
					break
				}
				legal := express.Legal(&s)
				for _, l := range Langs() {
					visit(fmt.Sprintf("prompt %v", pv.Stage), l, Prompt(l, &pv))
					for _, ch := range Choices(legal, nil) {
						visit(fmt.Sprintf("cmd %v", ch.Command.Kind), l, ChoiceLabel(l, ch, &pv))
					}
					for _, c := range legal {
						visit(fmt.Sprintf("cmd %v", c.Kind), l, CommandLabel(l, c, &pv))
					}
				}
				s, evs, err = express.Apply(s, legal[rng.IntN(len(legal))])
				if err != nil {
					panic(fmt.Sprintf("%s: %v", way.Name, err))
				}
			}
		}
	}
	for players := 3; players <= 7; players++ {
		for seed := 0; seed < nativeSeeds; seed++ {
			g, first, err := super.NewGame(super.Setup{Players: players, Seed: uint64(500 + players + 100*seed)})
			if err != nil {
				panic(err)
			}
			evs := first.List
			rng := rand.New(rand.NewPCG(uint64(players), uint64(5+seed)))
			for {
				s := g.State()
				pv := super.Public(&s)
				for _, raw := range evs {
					sentence(SuperWords(raw.For(super.NoSeat), &pv))
				}
				if g.Over() {
					for _, l := range Langs() {
						visit("super score", l, SuperWinnerText(l, pv.Result, &pv))
						for _, p := range pv.Result.Players {
							visit("super score", l, SuperRankLine(l, p))
						}
					}
					break
				}
				seat := g.Expected()[0]
				legal := g.Legal(seat)
				next, e, err := g.Apply(legal[rng.IntN(len(legal))])
				if err != nil {
					panic(err)
				}
				g, evs = next.(*super.Game), e.(*super.Events).List
			}
		}
	}
}

// TestNativeGrammar reads every rendering of everyRendering, and every
// French, Dutch and Italian text of the catalogue, the way a native
// reader would, for the faults a template assembling slots makes: French
// "de le", "à les", "de un", "que il", a missed elision before a vowel;
// Italian "di il", "a il", "da la", "in il", "su il", "il s+consonant";
// Dutch doubled or wrong articles ("het wagon", "de dak"); a wagon's or the
// locomotive's article of the wrong gender; English words or message ids
// left in; doubled spaces, a space before a comma or full stop, doubled
// words; French high punctuation (: ; ! ?) without its no-break space.
func TestNativeGrammar(t *testing.T) {
	distinct := map[string]map[Lang]map[string]int{}
	renderings := 0
	everyRendering(func(group string, lang Lang, text string) {
		if text == "" {
			return
		}
		renderings++
		if distinct[group] == nil {
			distinct[group] = map[Lang]map[string]int{}
		}
		if distinct[group][lang] == nil {
			distinct[group][lang] = map[string]int{}
		}
		distinct[group][lang][text]++
	})
	faults := map[string]int{}
	report := func(rule, where string, lang Lang, text string) {
		faults[rule]++
		if faults[rule] <= 4 || *allFaults {
			t.Errorf("%s: %s %s: %q", rule, where, lang, text)
		}
	}
	texts := 0
	groups := make([]string, 0, len(distinct))
	for g := range distinct {
		groups = append(groups, g)
	}
	sort.Strings(groups)
	for _, g := range groups {
		for _, l := range Langs() {
			for text := range distinct[g][l] {
				texts++
				for _, f := range nativeFaults(l, text) {
					report(f, g, l, text)
				}
			}
		}
	}
	// the catalogue's own texts: names, help, teaching, buttons — with
	// each placeholder read as a neutral name
	ids := 0
	for _, l := range []Lang{Fr, Nl, It} {
		msgs, err := Messages(l)
		if err != nil {
			t.Fatal(err)
		}
		for id, text := range msgs {
			ids++
			n := 0
			neutral := placeholder.ReplaceAllStringFunc(text, func(string) string {
				n++
				return fmt.Sprintf("Doc%d", n)
			})
			for _, f := range nativeFaults(l, neutral) {
				report(f, "catalogue "+id, l, text)
			}
		}
	}
	if *dumpPath != "" {
		writeDump(t, *dumpPath, groups, distinct)
	}
	rules := make([]string, 0, len(faults))
	for r := range faults {
		rules = append(rules, r)
	}
	sort.Strings(rules)
	for _, r := range rules {
		t.Logf("%5d × %s", faults[r], r)
	}
	t.Logf("%d renderings walked: %d distinct texts under %d message ids / groups in 4 languages; %d French, Dutch and Italian catalogue texts read",
		renderings, texts, len(groups), ids)
}

// placeholder matches a template's placeholder, or its plural one.
var placeholder = regexp.MustCompile(`\{\{[^}]*\}\}`)

func writeDump(t *testing.T, path string, groups []string, distinct map[string]map[Lang]map[string]int) {
	var b strings.Builder
	for _, g := range groups {
		fmt.Fprintf(&b, "## %s\n", g)
		for _, l := range Langs() {
			texts := make([]string, 0, len(distinct[g][l]))
			for text := range distinct[g][l] {
				texts = append(texts, text)
			}
			sort.Strings(texts)
			for _, text := range texts {
				fmt.Fprintf(&b, "%s %5d  %s\n", l, distinct[g][l][text], text)
			}
		}
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// rule is one native-grammar rule: text matching re (and not ok, when
// set) is a fault.
type rule struct {
	name string
	re   *regexp.Regexp
	ok   func(match string) bool
}

func re(s string) *regexp.Regexp {
	s = strings.ReplaceAll(s, "⟨", `(?:^|[^\p{L}'’-])`)
	s = strings.ReplaceAll(s, "⟩", `(?:$|[^\p{L}'’])`)
	return regexp.MustCompile(s)
}

// nativeRules are each language's rules; every language also gets
// commonRules. "⟨" in a pattern is a word's start, "⟩" its end (Go's \b
// knows no accented letter).
var nativeRules = map[Lang][]rule{
	Fr: {
		{name: "French: de/à + le/les are du/au/des/aux", re: re(`(?i)⟨(de|à) (le|les) \p{L}+`), ok: frPronoun},
		{name: "French: de/que/le/la/ne/je/se/ce before a vowel elide", re: re(`(?i)⟨(de|que|le|la|ne|je|se|ce|jusque|lorsque|puisque) [aeiouyàâéèêëîïôûœ]`)},
		{name: "French: si il is s'il", re: re(`(?i)⟨si ils?⟩`)},
		{name: "French: gender of locomotive and wagon", re: re(`(?i)⟨(le|du|au|un|ce|dernier|premier) locomotive|⟨(la|une|cette|dernière|première) wagon⟩|⟨de la wagon|⟨à la wagon`)},
		{name: "French: high punctuation takes a no-break space", re: re(`[^\x{00A0}\x{202F}\s][:;!?](\s|$)| [:;!?]`), ok: func(m string) bool { return m[0] >= '0' && m[0] <= '9' }},
	},
	It: {
		{name: "Italian: di/a/da/in/su + article are articulated", re: re(`(?i)⟨(di|a|da|in|su) (il|lo|la|i|gli|le|l')⟩`)},
		{name: "Italian: lo/la/una before a vowel elide", re: re(`(?i)⟨(lo|la|una|della|dalla|nella|sulla|alla|dello|dallo|nello|sullo|allo) [aeiouàèéìòù]\p{L}*`), ok: itPronoun},
		{name: "Italian: il/un/del before s+consonant, z, gn, ps are lo/uno/dello", re: re(`(?i)⟨(il|un|del|al|dal|nel|sul) (s[bcdfghlmnpqrtvz]|z|gn|ps|x)`)},
		{name: "Italian: gender of locomotiva and vagone", re: re(`(?i)⟨(il|del|al|dal|nel|sul|un|lo) locomotiva|⟨(la|della|alla|dalla|nella|sulla|una) vagone`)},
	},
	Nl: {
		{name: "Dutch: doubled article", re: re(`(?i)⟨(de|het|een) (de|het|een)⟩`)},
		{name: "Dutch: de/het of wagon, locomotief, dak, paard", re: re(`(?i)⟨het (wagon|locomotief|postkoets|kogel|kaart)⟩|⟨de (dak|paard|juweel)⟩`)},
	},
}

// womenRules are the faults of a template that makes a word agree with
// a bandit it cannot know the gender of, read where a woman (Belle,
// Cheyenne) is named: "où Belle chevauche-t-il ?", "Belle est éliminé",
// "Cheyenne gioca per primo", "Belle trekt hij".
var womenRules = map[Lang][]rule{
	Fr: {{name: "French: agreement with a woman bandit", re: re(`(Belle|Cheyenne)[^.:;]*-t-il⟩|(Belle|Cheyenne),? (est |a été )?(éliminé|touché|repoussé|tiré au sort)⟩|(Belle|Cheyenne) [^.]*(toujours tourné|relevez-le)⟩|(Belle|Cheyenne) [^.:;]{0,30}⟨seul (dans|à)⟩`)}},
	It: {{name: "Italian: agreement with a woman bandit", re: re(`(Belle|Cheyenne) [^.:;]{0,30}⟨(per primo|da solo)⟩|(Belle|Cheyenne),? (è|viene) (eliminato|colpito|spinto)⟩|(Belle|Cheyenne), sorteggiato|(Belle|Cheyenne) è il più lontano|(Belle|Cheyenne) [^.]*sempre rivolto⟩`)}},
	Nl: {{name: "Dutch: his/he for a woman bandit", re: re(`(Belle|Cheyenne) [^.:;]*⟨(in zijn stapel|trekt hij|speelt hij|uit zijn stapel)⟩`)}},
}

// bandit is a bandit's name, for the two-names rules.
const bandit = `(?:Tuco|Belle|Doc|Ghost|Django|Cheyenne)`

// twoRules are the faults of a singular verb after a player with two
// bandits ("Belle et Cheyenne joue", "inizia Belle e Doc", "Ghost en
// Django trekt").
var twoRules = map[Lang][]rule{
	Fr: {{name: "French: singular verb after two bandits' names", re: re(`(?:(?:de|équipe) )?` + bandit + ` et ` + bandit + ` (a|est|joue|défausse|garde|pioche|reçoit|boit|choisit|programme|peut|gagne|le garde)⟩`), ok: ofTwo}},
	It: {{name: "Italian: singular verb after two bandits' names", re: re(`(?:(?:di|squadra) )?` + bandit + ` e ` + bandit + ` (ha|è|gioca|scarta|tiene|pesca|riceve|beve|sceglie|programma|può|la tiene)⟩|⟨(inizia|vince) ` + bandit + ` e ` + bandit + `⟩`), ok: ofTwo}},
	Nl: {{name: "Dutch: singular verb after two bandits' names", re: re(`(?:(?:van|[Tt]eam) )?` + bandit + ` en ` + bandit + ` (heeft|is|speelt|legt|houdt|trekt|krijgt|drinkt|kiest|plant|begint|wint)⟩|⟨mag ` + bandit + ` en ` + bandit + `⟩`), ok: ofTwo}},
}

// ofTwo: "le joueur de Belle et Doc est", "de speler van Belle en Doc
// is", "Team Belle en Doc wint" — the subject is the player or the team,
// not the names.
func ofTwo(m string) bool {
	for _, p := range []string{"de ", "di ", "van ", "équipe ", "squadra ", "Team ", "team "} {
		if strings.HasPrefix(m, p) {
			return true
		}
	}
	return false
}

// frPronoun: "de les prendre", "à le faire" — le/les before a verb is a
// pronoun, not an article.
func frPronoun(m string) bool {
	w := strings.Fields(m)
	v := strings.ToLower(w[len(w)-1])
	for _, end := range []string{"er", "ir", "re", "oir"} {
		if strings.HasSuffix(v, end) && len(v) > 3 {
			return true
		}
	}
	return false
}

// itPronoun: "una alla volta", "mettine una in ogni vagone" — una before
// a preposition or conjunction is a pronoun, which never elides.
func itPronoun(m string) bool {
	w := strings.Fields(m)
	switch strings.ToLower(w[len(w)-1]) {
	case "a", "ad", "al", "allo", "alla", "ai", "agli", "alle", "in", "o", "e", "ed", "ogni", "oppure":
		return strings.HasSuffix(strings.ToLower(w[0]), "una")
	case "incontra", "ottiene", "usa", "aiuta":
		return true // "chi lo incontra": lo is the pronoun
	}
	return false
}

// commonRules hold in French, Dutch and Italian alike.
var commonRules = []rule{
	{name: "doubled space", re: re(`  `)},
	{name: "space before a comma or full stop", re: re(` [,.]`), ok: func(m string) bool { return false }},
	{name: "message id or template left in", re: re(`⟦|\{\{|<no value>|\b(ev|why|tok|pos|wagon|btn|step|kiosk|super|cmd|prompt|setup|help|teach|score)\.[a-zA-Z]+`), ok: func(m string) bool { return m == "kiosk.toml" }},
	{name: "doubled full stop", re: re(`[^.]\.\.(?:[^.]|$)`)},
}

// nativeFaults lists the rules text breaks in lang (none for English).
func nativeFaults(lang Lang, text string) []string {
	if lang == En {
		return nil
	}
	var out []string
	rules := append(nativeRules[lang], commonRules...)
	if strings.Contains(text, "Belle") || strings.Contains(text, "Cheyenne") {
		rules = append(rules, womenRules[lang]...)
	}
	rules = append(rules, twoRules[lang]...)
	for _, r := range rules {
		for _, m := range r.re.FindAllString(text, -1) {
			if r.ok == nil || !r.ok(m) {
				out = append(out, r.name)
				break
			}
		}
	}
	// a word said twice in a row, with nothing but a space between ("Balle,
	// Balle" is a list, "nous nous" a pronominal verb)
	spaced := strings.Fields(text)
	for i := 1; i < len(spaced); i++ {
		a := strings.ToLower(spaced[i-1])
		b := strings.ToLower(strings.TrimRightFunc(spaced[i], func(r rune) bool { return !unicode.IsLetter(r) }))
		if len(b) > 1 && a == b && a != "nous" && a != "vous" {
			out = append(out, "doubled word")
			break
		}
	}
	words := strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
	for _, w := range words {
		for _, e := range englishWords {
			if w == e && !nativeToo[lang][w] {
				out = append(out, "English word in "+string(lang)+": "+w)
			}
		}
	}
	return out
}
