package i18n

import (
	"encoding/json"
	"reflect"
	"testing"

	"colt/engine/express"
	"colt/engine/super"
)

// TestPhoneWordsReadTheWire checks that the words the phones get
// (PhoneWords, from the events as the bridge sends them, JSON) are the
// words of the engine's own events, for every way to play and Colt Super
// Express: the events survive the wire whole, and so do their words.
func TestPhoneWordsReadTheWire(t *testing.T) {
	raw := func(evs any) []json.RawMessage {
		b, err := json.Marshal(evs)
		if err != nil {
			t.Fatal(err)
		}
		var out []json.RawMessage
		if err := json.Unmarshal(b, &out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	for _, w := range append(express.Ways(), express.HorsesWays()...) {
		su := w.Setup
		su.Seed = 3
		s, evs, err := express.New(su)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 400 && !s.Over(); i++ {
			pv := express.Public(&s)
			pub := express.EventsFor(evs, express.NoSeat)
			got, ok := PhoneWords(pv, raw(pub)).([]EventWords)
			if !ok || len(got) != len(pub) {
				t.Fatalf("%s: PhoneWords gave %T (%d) for %d events", w.Name, got, len(got), len(pub))
			}
			for j, e := range pub {
				if want := WordsOf(e, &pv); !reflect.DeepEqual(got[j], want) {
					t.Fatalf("%s: event %+v: words from the wire %+v, want %+v", w.Name, e, got[j], want)
				}
			}
			l := express.Legal(&s)
			s, evs, err = express.Apply(s, l[i%len(l)])
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	g, first, err := super.NewGame(super.Setup{Players: 5, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	evs := first.List
	for !g.Over() {
		st := g.State()
		pv := super.Public(&st)
		pub := super.EventsFor(evs, super.NoSeat)
		got, ok := PhoneWords(pv, raw(pub)).([]Sentence)
		if !ok || len(got) != len(pub) {
			t.Fatalf("super: PhoneWords gave %T for %d events", got, len(pub))
		}
		for j, e := range pub {
			if want := SuperWords(e, &pv); !reflect.DeepEqual(got[j], want) {
				t.Fatalf("super: event %+v: words from the wire %+v, want %+v", e, got[j], want)
			}
		}
		l := g.Legal(g.Expected()[0])
		n, e, err := g.Apply(l[0])
		if err != nil {
			t.Fatal(err)
		}
		g, evs = n.(*super.Game), e.(*super.Events).List
	}
	if PhoneWords(42, nil) != nil {
		t.Error("PhoneWords words a view it does not know")
	}
	if PhoneWords(express.PublicView{}, []json.RawMessage{json.RawMessage(`{"kind":"NoSuchKind"}`)}) != nil {
		t.Error("PhoneWords words an event it cannot read")
	}
}
