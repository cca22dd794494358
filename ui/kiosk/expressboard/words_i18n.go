package expressboard

import (
	"strings"

	"colt/engine/express"
	"colt/engine/express/cards"
	"colt/ui/i18n"
)

// gameWords speaks the game's words in one language through ui/i18n (whose
// tests guarantee every message exists in every language).
type gameWords struct {
	lang i18n.Lang
}

// w returns the game words of the language on screen.
func (k shellKit) w() gameWords { return wordsFor(k.lang()) }

func wordsFor(lang string) gameWords {
	l, ok := i18n.ParseLang(lang)
	if !ok {
		l = i18n.En
	}
	return gameWords{lang: l}
}

// isText reports whether i18n gave a real text (not its ⟦id⟧ marker).
func isText(s string) bool { return s != "" && !strings.HasPrefix(s, "⟦") }

func pick(s, fallback string) string {
	if isText(s) {
		return s
	}
	return fallback
}

func (g gameWords) character(c express.Character) string {
	return i18n.CharacterName(g.lang, c)
}

func (g gameWords) card(k express.ActionKind) string {
	return i18n.CardName(g.lang, k)
}

func (g gameWords) event(e cards.Event) string {
	return i18n.EventName(g.lang, e)
}

func (g gameWords) roundCard(id string) string {
	return i18n.RoundCardName(g.lang, id)
}

func (g gameWords) turnKind(t cards.TurnKind) string {
	return i18n.TurnKindName(g.lang, t)
}

func (g gameWords) cardRule(k express.ActionKind) string {
	return i18n.CardHelp(g.lang, k)
}

func (g gameWords) eventRule(e cards.Event) string {
	return i18n.EventHelp(g.lang, e)
}

func (g gameWords) characterRule(c express.Character) string {
	return i18n.CharacterHelp(g.lang, c)
}

func (g gameWords) turnRule(t cards.TurnKind) string {
	return i18n.TurnKindHelp(g.lang, t)
}

func (g gameWords) lootKind(k express.LootKind) string {
	return i18n.LootName(g.lang, k)
}

func (g gameWords) money(v int) string { return i18n.Money(g.lang, v) }

func (g gameWords) names(names []string) string { return i18n.JoinNames(g.lang, names) }

func (g gameWords) t(id string, data map[string]any) string { return i18n.T(g.lang, id, data) }

// choice labels a button: a command, or lookalike purses with their count.
func (g gameWords) choice(ch i18n.Choice, pv *express.PublicView) string {
	return i18n.ChoiceLabel(g.lang, ch, pv)
}

// describe returns the pawn instruction of an event and why it happens;
// an event that moves nothing gives its reason as the text.
func (g gameWords) describe(ev express.Event, pv *express.PublicView) (string, string) {
	instr, why := i18n.Describe(g.lang, ev, pv)
	if instr == "" {
		return why, ""
	}
	return instr, why
}

// prompt is the question the actor must answer now.
func (g gameWords) prompt(pv *express.PublicView) string { return i18n.Prompt(g.lang, pv) }
