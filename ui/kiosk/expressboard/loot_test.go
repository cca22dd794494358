package expressboard

import (
	"bytes"
	"testing"

	"colt/engine/express/cards"
)

// TestEditedCardsParsedOnce: a game played with the operator's card data
// words its loot with that data's values, parsing it once, not at every
// hand screen; other data is parsed afresh, and data that does not parse
// is reported so the box's values are used.
func TestEditedCardsParsedOnce(t *testing.T) {
	base := cards.Base()
	edited := bytes.Replace(cards.BaseJSON(), []byte(`"jewelValue": 500`), []byte(`"jewelValue": 650`), 1)
	if bytes.Equal(edited, cards.BaseJSON()) {
		t.Fatal("the box's card data has no \"jewelValue\": 500 to edit")
	}
	v, ok := catalogLootValues(edited)
	if !ok || v.jewel != 650 || v.strongbox != base.StrongboxValue || v.ransom != base.RansomValue {
		t.Fatalf("edited cards: %+v %v, want jewel 650, strongbox %d, ransom %d", v, ok, base.StrongboxValue, base.RansomValue)
	}
	if allocs := testing.AllocsPerRun(20, func() { catalogLootValues(edited) }); allocs != 0 {
		t.Errorf("the same card data asked again allocates %.0f times: parsed again", allocs)
	}
	if v, ok := catalogLootValues(cards.BaseJSON()); !ok || v.jewel != base.JewelValue {
		t.Errorf("the box's data after the edited: %+v %v, want jewel %d", v, ok, base.JewelValue)
	}
	if _, ok := catalogLootValues([]byte(`{"version": `)); ok {
		t.Error("card data that does not parse reported as parsed")
	}
	if v, ok := catalogLootValues(edited); !ok || v.jewel != 650 {
		t.Errorf("edited cards again: %+v %v", v, ok)
	}
}
