package i18n

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"colt/engine/express"
	"colt/engine/express/cards"
)

// placeholderRE matches the only template action messages may use, so the
// phone page can substitute without a template engine.
var placeholderRE = regexp.MustCompile(`\{\{\.([A-Z][A-Za-z]*)\}\}`)

func placeholders(s string) []string {
	var out []string
	for _, m := range placeholderRE.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// sampleData fills every placeholder with a long, realistic value.
func sampleData(text string) map[string]any {
	data := map[string]any{}
	for _, p := range placeholders(text) {
		switch p {
		case "N", "Count", "Round", "Total", "Minutes", "Seconds", "Amount":
			data[p] = 18
		default:
			data[p] = "Cheyenne"
		}
	}
	return data
}

func TestCatalogComplete(t *testing.T) {
	c := loadCatalog()
	en := c.msgs[En]
	if len(en) < 300 {
		t.Fatalf("only %d English messages", len(en))
	}
	for _, l := range Langs() {
		m := c.msgs[l]
		for id := range en {
			if _, ok := m[id]; !ok {
				t.Errorf("%s: message %q missing", l, id)
			}
		}
		for id, msg := range m {
			ref, ok := en[id]
			if !ok {
				t.Errorf("%s: message %q is not in the English reference file", l, id)
				continue
			}
			if strings.TrimSpace(msg.Other) == "" {
				t.Errorf("%s: message %q is empty", l, id)
			}
			if msg.Zero != "" || msg.Two != "" || msg.Few != "" || msg.Many != "" {
				t.Errorf("%s: message %q uses a plural form other than one/other (the phone page only knows those)", l, id)
			}
			if (ref.One == "") != (msg.One == "") {
				t.Errorf("%s: message %q: plural forms differ from English (one=%q)", l, id, msg.One)
			}
			// A "one" form may drop {{.Count}} ("the last card"), so the
			// forms are compared together.
			if got, want := placeholders(msg.One+msg.Other), placeholders(ref.One+ref.Other); !slices.Equal(got, want) {
				t.Errorf("%s: message %q has placeholders %v, English has %v", l, id, got, want)
			}
			for _, form := range []string{msg.One, msg.Other} {
				if form == "" {
					continue
				}
				rest := placeholderRE.ReplaceAllString(form, "")
				if strings.Contains(rest, "{{") || strings.Contains(rest, "}}") {
					t.Errorf("%s: message %q uses a template action other than {{.Field}}: %q", l, id, form)
				}
				if strings.TrimSpace(form) != form && id != "list.sep" {
					t.Errorf("%s: message %q has leading or trailing space", l, id)
				}
			}
		}
	}
}

func TestEveryMessageRenders(t *testing.T) {
	for _, l := range Langs() {
		loc := New(l)
		for _, id := range IDs() {
			msg := loadCatalog().msgs[En][id]
			got := loc.T(id, sampleData(msg.Other))
			if msg.One != "" {
				got += loc.N(id, 1, sampleData(msg.Other))
			}
			if strings.Contains(got, "<no value>") || strings.Contains(got, "⟦") || got == "" {
				t.Errorf("%s: %s renders as %q", l, id, got)
			}
		}
	}
}

// TestLineLengths keeps every text readable on the 800×480 kiosk: button
// labels fit MaxButtonRunes, names fit a title, sentences fit a few lines.
func TestLineLengths(t *testing.T) {
	limit := func(id string) int {
		switch {
		case strings.HasPrefix(id, "btn."), strings.HasPrefix(id, "cmd."),
			strings.HasPrefix(id, "character."), strings.HasPrefix(id, "card."),
			strings.HasPrefix(id, "turn."), strings.HasPrefix(id, "loot."),
			strings.HasPrefix(id, "seatKind."), strings.HasPrefix(id, "color."):
			return MaxButtonRunes
		case strings.HasPrefix(id, "event."), strings.HasPrefix(id, "roundCard."),
			strings.HasPrefix(id, "phase."), strings.HasPrefix(id, "term."),
			strings.HasPrefix(id, "help.") && !strings.Contains(id[5:], "."):
			return 40
		case strings.HasPrefix(id, "table."), strings.HasPrefix(id, "hand."), strings.HasPrefix(id, "prompt."):
			return 64
		case strings.HasPrefix(id, "help."):
			return 330
		case strings.HasPrefix(id, "teach.") && strings.HasSuffix(id, ".title"):
			return MaxTipTitleRunes
		case strings.HasPrefix(id, "teach."):
			return MaxTipRunes
		case id == "super.help.ask":
			return MaxButtonRunes
		case strings.HasPrefix(id, "super.help.") && strings.HasSuffix(id, "Title"):
			return 40
		case strings.HasPrefix(id, "super.help."):
			return 330
		}
		return 180
	}
	for _, l := range Langs() {
		loc := New(l)
		for _, id := range IDs() {
			msg := loadCatalog().msgs[En][id]
			text := loc.T(id, sampleData(msg.Other))
			if n := utf8.RuneCountInString(text); n > limit(id) {
				t.Errorf("%s: %s is %d characters (limit %d): %q", l, id, n, limit(id), text)
			}
		}
	}
}

// TestFrenchSpacing: French puts a no-break space before : ; ! ? so a line
// never starts with the mark.
func TestFrenchSpacing(t *testing.T) {
	for id, msg := range loadCatalog().msgs[Fr] {
		for _, form := range []string{msg.One, msg.Other} {
			if regexp.MustCompile(` [:;!?]`).MatchString(form) {
				t.Errorf("fr: %s: use a no-break space before : ; ! ? in %q", id, form)
			}
		}
	}
}

func TestParseLang(t *testing.T) {
	for in, want := range map[string]Lang{"fr": Fr, "FR": Fr, "fr-BE": Fr, "nl_NL": Nl, " it ": It, "en-GB": En} {
		if got, ok := ParseLang(in); !ok || got != want {
			t.Errorf("ParseLang(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	if _, ok := ParseLang("de"); ok {
		t.Error("ParseLang(de) accepted an unsupported language")
	}
	if New("de").Lang() != En {
		t.Error("an unsupported language should fall back to English")
	}
	if got := En.Name() + Fr.Name() + Nl.Name() + It.Name(); got != "EnglishFrançaisNederlandsItaliano" {
		t.Errorf("language names: %q", got)
	}
}

func TestUnknownIDIsVisible(t *testing.T) {
	if got := T(Fr, "no.such.message", nil); got != "⟦no.such.message⟧" {
		t.Errorf("unknown id renders %q", got)
	}
}

func TestPlural(t *testing.T) {
	tests := []struct {
		lang  Lang
		count int
		want  string
	}{
		{En, 1, "1 card"}, {En, 0, "0 cards"}, {En, 3, "3 cards"},
		{Fr, 0, "0 carte"}, {Fr, 1, "1 carte"}, {Fr, 2, "2 cartes"},
		{Nl, 1, "1 kaart"}, {Nl, 7, "7 kaarten"},
		{It, 1, "1 carta"}, {It, 6, "6 carte"},
	}
	for _, tt := range tests {
		if got := N(tt.lang, "count.cards", tt.count, nil); got != tt.want {
			t.Errorf("%s %d: got %q, want %q", tt.lang, tt.count, got, tt.want)
		}
	}
}

// TestRulebookNames pins the official names taken from the rulebooks (see
// README.md for the line numbers).
func TestRulebookNames(t *testing.T) {
	type row struct {
		lang Lang
		got  string
		want string
	}
	var rows []row
	add := func(l Lang, got, want string) { rows = append(rows, row{l, got, want}) }

	cardsWant := map[Lang][]string{
		En: {"Move", "Floor Change", "Shoot", "Rob", "Punch", "Marshal"},
		Fr: {"Déplacement", "Changement d'étage", "Tir", "Braquage", "Coup de poing", "Marshal"},
		Nl: {"Beweeg", "Van verdieping wisselen", "Schieten", "Beroving", "Dreun", "Marshal"},
		It: {"Movimento", "Cambiare piano", "Fuoco", "Rapina", "Pugno", "Sceriffo"},
	}
	turnsWant := map[Lang][]string{
		En: {"Normal", "Tunnel", "Speed-Up", "Switch"},
		Fr: {"Classique", "Tunnel", "Accélération", "Aiguillage"},
		Nl: {"Normaal", "Tunnel", "Op stoom komen", "Wissel"},
		It: {"Normale", "Tunnel", "Accelerazione", "Inversione"},
	}
	eventsWant := map[Lang][]string{
		En: {"Angry Marshal", "Swivel Arm", "Braking", "Take It All!", "Passengers' Rebellion", "Marshal's Revenge", "Pickpocketing", "Hostage-Taking of the Conductor"},
		Fr: {"Marshal en colère", "Potence tournante", "Freinage", "Prenez tout\u00a0!", "Rébellion des passagers", "Vengeance du Marshal", "Vol à la tire", "Prise d'otage du conducteur"},
		Nl: {"De boze Marshal", "Zwenkarm", "Remmen", "Pak alles", "Opstand van de passagiers", "Wraak van de Marshal", "Zakken rollen", "Gegijzelde conducteur"},
		It: {"Sceriffo infuriato", "Montacarichi", "Frenata", "Prendi tutto!", "Ribellione dei passeggeri", "Vendetta dello Sceriffo", "Borseggiare", "Prendere in ostaggio il conducente"},
	}
	lootWant := map[Lang][]string{
		En: {"Purse", "Jewel", "Strongbox"},
		Fr: {"Bourse", "Bijou", "Cagnotte"},
		Nl: {"Geldbuidel", "Juweel", "Geldcassette"},
		It: {"Sacchetto", "Gioiello", "Borsa"},
	}
	phaseWant := map[Lang][]string{
		En: {"Schemin'", "Stealin'"}, Fr: {"Le Plan", "L'Action"}, Nl: {"Planfase", "Actiefase"}, It: {"Pianificazione", "Furto"},
	}
	termWant := map[Lang][]string{ // first player, Gunslinger, ransom
		En: {"First player", "Gunslinger", "Ransom"},
		Fr: {"Premier Joueur", "As de la gâchette", "Rançon"},
		Nl: {"Startspeler", "Scherpschutter", "Losgeld"},
		It: {"Primo Giocatore", "Pistolero", "Riscatto"},
	}
	for _, l := range Langs() {
		for k := express.Move; k < express.Bullet; k++ {
			add(l, CardName(l, k), cardsWant[l][k])
		}
		for k := cards.Normal; k <= cards.Switch; k++ {
			add(l, TurnKindName(l, k), turnsWant[l][k])
		}
		for e := cards.AngryMarshal; e <= cards.HostageTaking; e++ {
			add(l, EventName(l, e), eventsWant[l][e-1])
			add(l, RoundCardName(l, e.ID()), eventsWant[l][e-1])
		}
		for k := express.Purse; k <= express.Strongbox; k++ {
			add(l, LootName(l, k), lootWant[l][k])
		}
		add(l, PhaseName(l, express.Schemin), phaseWant[l][0])
		add(l, PhaseName(l, express.Stealin), phaseWant[l][1])
		add(l, T(l, "term.firstPlayer", nil), termWant[l][0])
		add(l, T(l, "term.gunslinger", nil), termWant[l][1])
		add(l, T(l, "term.ransom", nil), termWant[l][2])
		for c := express.Ghost; c < express.NumCharacters; c++ {
			add(l, CharacterName(l, c), c.String())
		}
	}
	for _, r := range rows {
		if r.got != r.want {
			t.Errorf("%s: got %q, want %q", r.lang, r.got, r.want)
		}
	}
	if got := RoundCardName(Fr, "bridge"); got != "Pont" {
		t.Errorf("RoundCardName(fr, bridge) = %q", got)
	}
	if got := RoundCardName(En, "my-own-card"); got != "my-own-card" {
		t.Errorf("unknown round card: %q", got)
	}
	if got := EventName(It, cards.NoEvent); got != "Nessun Evento" {
		t.Errorf("EventName(NoEvent) = %q", got)
	}
}

func TestHelpTexts(t *testing.T) {
	for _, l := range Langs() {
		var texts []string
		for k := express.Move; k < express.Bullet; k++ {
			texts = append(texts, CardHelp(l, k))
		}
		for c := express.Ghost; c < express.NumCharacters; c++ {
			texts = append(texts, CharacterHelp(l, c))
		}
		for e := cards.AngryMarshal; e <= cards.HostageTaking; e++ {
			texts = append(texts, EventHelp(l, e))
		}
		for k := cards.Normal; k <= cards.Switch; k++ {
			texts = append(texts, TurnKindHelp(l, k))
		}
		texts = append(texts, PhaseHelp(l, express.Schemin), PhaseHelp(l, express.Stealin))
		for i, s := range texts {
			if s == "" || strings.Contains(s, "⟦") {
				t.Errorf("%s: help text %d is %q", l, i, s)
			}
			if n := strings.Count(s, ". ") + 1; n > 3 {
				t.Errorf("%s: help text %d has %d sentences: %q", l, i, n, s)
			}
		}
	}
	if EventHelp(En, cards.NoEvent) != "" {
		t.Error("EventHelp(NoEvent) should be empty")
	}
}

func TestPositionText(t *testing.T) {
	const trainLen = 5 // locomotive + 4 wagons: wagon 4 is the caboose
	tests := []struct {
		lang Lang
		pos  express.Position
		want string
	}{
		{En, express.Position{Wagon: 0, Floor: express.Inside}, "inside the locomotive"},
		{En, express.Position{Wagon: 0, Floor: express.Roof}, "the roof of the locomotive"},
		{En, express.Position{Wagon: 3, Floor: express.Roof}, "the roof of wagon 3"},
		{En, express.Position{Wagon: 2, Floor: express.Inside}, "inside wagon 2"},
		{En, express.Position{Wagon: 4, Floor: express.Roof}, "the roof of the caboose"},
		{En, express.Position{Wagon: 4, Floor: express.Inside}, "inside the caboose"},
		{Fr, express.Position{Wagon: 0, Floor: express.Inside}, "dans la Locomotive"},
		{Fr, express.Position{Wagon: 4, Floor: express.Roof}, "sur le toit du Wagon de queue"},
		{Fr, express.Position{Wagon: 2, Floor: express.Roof}, "sur le toit du Wagon 2"},
		{Nl, express.Position{Wagon: 4, Floor: express.Inside}, "in de laatste wagon"},
		{Nl, express.Position{Wagon: 1, Floor: express.Roof}, "op het dak van wagon 1"},
		{It, express.Position{Wagon: 4, Floor: express.Roof}, "sul tetto del Vagone di coda"},
		{It, express.Position{Wagon: 0, Floor: express.Roof}, "sul tetto della Locomotiva"},
		{It, express.Position{Wagon: 3, Floor: express.Inside}, "nel Vagone 3"},
	}
	for _, tt := range tests {
		if got := PositionText(tt.lang, tt.pos, trainLen); got != tt.want {
			t.Errorf("%s %v: got %q, want %q", tt.lang, tt.pos, got, tt.want)
		}
	}
	// Without the train length the last wagon keeps its number.
	if got := PositionText(En, express.Position{Wagon: 4, Floor: express.Roof}, 0); got != "the roof of wagon 4" {
		t.Errorf("unknown train length: %q", got)
	}
	if got := WagonText(Fr, 4, trainLen) + "/" + WagonText(Fr, 0, trainLen) + "/" + WagonText(Fr, 2, trainLen); got != "le Wagon de queue/la Locomotive/le Wagon 2" {
		t.Errorf("WagonText: %q", got)
	}
	if got := PositionAt(En, express.Position{Wagon: 1, Floor: express.Roof}, trainLen); got != "on the roof of wagon 1" {
		t.Errorf("PositionAt: %q", got)
	}
}

func TestMoneyAndTokens(t *testing.T) {
	for l, want := range map[Lang]string{En: "$1000", Fr: "1000 $", Nl: "$ 1000", It: "$1000"} {
		if got := Money(l, 1000); got != want {
			t.Errorf("Money(%s) = %q, want %q", l, got, want)
		}
	}
	// purses are named by what they are and where, never by an internal number
	if got := TokenText(En, 4, 0); got != "a purse" {
		t.Errorf("TokenText purse: %q", got)
	}
	if got := TokenText(En, 4, 450); got != "the $450 purse" {
		t.Errorf("TokenText purse with value: %q", got)
	}
	if got := TokenText(Fr, express.NumPurses, 500); got != "un Bijou" {
		t.Errorf("TokenText jewel: %q", got)
	}
	if got := TokenText(It, express.NumPurses+express.NumJewels, 1000); got != "una Borsa" {
		t.Errorf("TokenText strongbox: %q", got)
	}
	if got := JoinNames(En, []string{"Tuco", "Belle", "Doc"}); got != "Tuco, Belle and Doc" {
		t.Errorf("JoinNames: %q", got)
	}
	if got := JoinNames(Nl, []string{"Tuco", "Belle"}); got != "Tuco en Belle" {
		t.Errorf("JoinNames nl: %q", got)
	}
}

func TestSetupTexts(t *testing.T) {
	tests := []struct {
		lang           Lang
		pos            int
		typ            string
		purses, jewels int
		want           string
	}{
		{En, 2, "B", 3, 1, "Put wagon B at position 2 with 3 purses and 1 jewel."},
		{En, 1, "A", 1, 0, "Put wagon A at position 1 with 1 purse."},
		{En, 6, "F", 0, 3, "Put wagon F at position 6 with 3 jewels."},
		{En, 3, "Z", 0, 0, "Put wagon Z at position 3; it holds no loot."},
		{Fr, 5, "E", 4, 1, "Placez le Wagon E en position 5 avec 4 Bourses et 1 Bijou."},
		{It, 2, "B", 3, 1, "Metti il Vagone B in posizione 2 con 3 Sacchetti e 1 Gioiello."},
	}
	for _, tt := range tests {
		if got := SetupWagonText(tt.lang, tt.pos, tt.typ, tt.purses, tt.jewels); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
	s, _, err := express.New(express.Setup{Players: 4, Seed: 7, Characters: []string{"Ghost", "Tuco", "Cheyenne", "Doc"}})
	if err != nil {
		t.Fatal(err)
	}
	pv := express.Public(&s)
	for _, l := range Langs() {
		lines := SetupInstructions(l, &pv)
		all := strings.Join(lines, "\n")
		if len(lines) != 2+4+4+5+2 || strings.Contains(all, "⟦") {
			t.Errorf("%s: setup instructions:\n%s", l, all)
		}
		for _, c := range []string{"Ghost", "Tuco", "Cheyenne", "Doc"} {
			if !strings.Contains(all, c) {
				t.Errorf("%s: setup instructions do not place %s", l, c)
			}
		}
	}
	en := strings.Join(SetupInstructions(En, &pv), "\n")
	first := CharacterName(En, pv.Bandits[pv.FirstPlayer].Character)
	for _, want := range []string{"inside the caboose.", first + " is the first player.", "The 13 neutral bullets stay in the box", "stay in the box: the screen and the phones deal"} {
		if !strings.Contains(en, want) {
			t.Errorf("English set-up lacks %q:\n%s", want, en)
		}
	}

	// two bandits each (§10): the bandits wait for the hand reveal, each player
	// takes two bandits' kit (the cards stay in the box), the first player is named by
	// both bandits
	s, _, err = express.New(express.Setup{Players: 2, Rules: express.RuleTwoBandits, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	pv = express.Public(&s)
	for _, l := range Langs() {
		all := strings.Join(SetupInstructions(l, &pv), "\n")
		if strings.Contains(all, "-1") || strings.Contains(all, "⟦") {
			t.Errorf("%s: two-bandit set-up:\n%s", l, all)
		}
	}
	en = strings.Join(SetupInstructions(En, &pv), "\n")
	for _, want := range []string{"Keep the bandits off the train", "per bandit, its character card", PlayerName(En, &pv, pv.FirstPlayer) + " is the first player."} {
		if !strings.Contains(en, want) {
			t.Errorf("two-bandit set-up lacks %q:\n%s", want, en)
		}
	}
}

func TestTieBreakText(t *testing.T) {
	players := []express.PlayerScore{
		{Seat: 0, Character: express.Tuco}, {Seat: 1, Character: express.Belle}, {Seat: 2, Character: express.Doc},
	}
	tests := []struct {
		lang     Lang
		r        express.Result
		tie, win string
	}{
		{En, express.Result{Players: players, Winners: []express.Seat{1}, TieBreak: express.NoTie},
			"Belle is the richest bandit.", "Belle wins!"},
		{En, express.Result{Players: players, Winners: []express.Seat{2}, Tied: []express.Seat{0, 2}, TieBreak: express.ByFewestHits},
			"Tuco and Doc are tied for richest; Doc received the fewest bullets.", "Doc wins!"},
		{En, express.Result{Players: players, Winners: []express.Seat{0, 1}, Tied: []express.Seat{0, 1, 2}, TieBreak: express.SharedVictory},
			"Tuco, Belle and Doc are tied for richest; Tuco and Belle received the fewest bullets and share the victory.",
			"Tuco and Belle share the victory!"},
		{Fr, express.Result{Players: players, Winners: []express.Seat{0, 1}, Tied: []express.Seat{0, 1}, TieBreak: express.SharedVictory},
			"Tuco et Belle sont à égalité de richesse\u00a0; Tuco et Belle ont reçu le moins de Balles et se partagent la victoire.",
			"Tuco et Belle se partagent la victoire\u00a0!"},
	}
	for _, tt := range tests {
		if got := TieBreakText(tt.lang, &tt.r); got != tt.tie {
			t.Errorf("TieBreakText %s: got %q, want %q", tt.r.TieBreak, got, tt.tie)
		}
		if got := WinnerText(tt.lang, &tt.r); got != tt.win {
			t.Errorf("WinnerText %s: got %q, want %q", tt.r.TieBreak, got, tt.win)
		}
	}
	for _, l := range Langs() {
		for _, tb := range []express.TieBreak{express.NoTie, express.ByFewestHits, express.SharedVictory} {
			r := express.Result{Players: players, Winners: []express.Seat{0}, Tied: []express.Seat{0, 1}, TieBreak: tb}
			if got := TieBreakText(l, &r); got == "" || strings.Contains(got, "⟦") || !strings.Contains(got, "Tuco") {
				t.Errorf("%s %s: %q", l, tb, got)
			}
		}
	}
}

func TestExportJSONRoundTrip(t *testing.T) {
	for _, l := range Langs() {
		b, err := ExportJSON(l)
		if err != nil {
			t.Fatal(err)
		}
		var got map[string]string
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatalf("%s: exported JSON does not parse: %v", l, err)
		}
		want, _ := Messages(l)
		if !maps.Equal(got, want) {
			t.Errorf("%s: JSON round trip differs", l)
		}
		for _, id := range IDs() {
			if got[id] == "" {
				t.Errorf("%s: export lacks %q", l, id)
			}
		}
		if got["count.cards"+PluralSuffix] == "" || got["count.cards"] == got["count.cards"+PluralSuffix] {
			t.Errorf("%s: plural forms not exported: %q / %q", l, got["count.cards"], got["count.cards"+PluralSuffix])
		}
		if got["ev.banditMoved"] != loadCatalog().msgs[l]["ev.banditMoved"].Other || !strings.Contains(got["ev.banditMoved"], "{{.Name}}") {
			t.Errorf("%s: templates should be exported unrendered: %q", l, got["ev.banditMoved"])
		}
	}
	b, err := ExportAllJSON()
	if err != nil {
		t.Fatal(err)
	}
	var all map[string]map[string]string
	if err := json.Unmarshal(b, &all); err != nil || len(all) != 4 || all["it"]["card.shoot"] != "Fuoco" {
		t.Errorf("ExportAllJSON: %v, %d languages", err, len(all))
	}
	if _, err := ExportJSON("de"); err == nil {
		t.Error("ExportJSON(de) should fail")
	}
}

// TestIDsUsedInCodeExist catches a misspelt message ID in the package's
// own code (IDs built at run time are covered by the exhaustive tests).
func TestIDsUsedInCodeExist(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	lit := regexp.MustCompile(`"((?:ev|why|cmd|prompt|setup|score|tok|seat|money|list|card|hand|help|event|character|color|turn|loot|phase|term|btn|table|pos|wagon|count|lang|roundCard)\.[A-Za-z.]*[A-Za-z])"`)
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range lit.FindAllStringSubmatch(string(src), -1) {
			n++
			if !Has(En, m[1]) {
				t.Errorf("%s uses unknown message id %q", f, m[1])
			}
		}
	}
	if n < 50 {
		t.Errorf("found only %d message ids in the code; is the pattern right?", n)
	}
}
