package voice

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"colt/ui/i18n"
)

var record = flag.Bool("record", false, "write docs/voice/round-<lang>.wav anew from today's words")

// recordRate is the sample rate of the recordings in docs/voice.
const recordRate = 16000

// recordedRound is what docs/voice/round-<lang>.wav holds: the first
// round of the seeded game as the table hears it — the round card turned
// over with the deal, then the pile turned over card by card, the round's
// event and its end. The Schemin' hand-offs between (each a short "Tuco
// plays a card face down. Pass the screen to Django.") are left out to
// keep the files small.
func recordedRound(t testing.TB, lang i18n.Lang) []Story {
	var out []Story
	for i, st := range expressRound(t, lang) {
		pass := false
		for _, l := range st.Lines() {
			pass = pass || l.Kind() == PassScreen
		}
		if i == 0 || !pass {
			out = append(out, st)
		}
	}
	return out
}

// speakRound synthesises stories one after the other with 0.3 s
// between them, at recordRate.
func speakRound(t testing.TB, lang i18n.Lang, stories []Story) (PCM, int) {
	var clips []PCM
	words := 0
	for _, st := range stories {
		p, err := Espeak{}.Synthesize(lang, st.Spoken())
		if err != nil {
			t.Fatal(err)
		}
		clips = append(clips, Resample(p, recordRate), Silence(recordRate, 0.3))
		words += st.Words()
	}
	return Append(clips...), words
}

func roundFile(lang i18n.Lang) string {
	return filepath.Join("..", "..", "docs", "voice", fmt.Sprintf("round-%s.wav", lang))
}

// secondsPerWord is the band a language's speech must fall in at the
// Speaker's rate (165 words a minute is 0.36 s a word; French is read
// faster, Dutch and Italian a little slower, and pauses add some).
var secondsPerWord = map[i18n.Lang][2]float64{
	i18n.En: {0.25, 0.55}, i18n.Fr: {0.22, 0.5}, i18n.Nl: {0.25, 0.6}, i18n.It: {0.25, 0.6},
}

// TestRoundRecordings: docs/voice holds one round in each language, as
// today's words say it (re-record with `go test ./ui/voice -run
// TestRoundRecordings -record`). Each is not silence (RMS, and speech in
// most of its 20 ms windows), lasts a plausible time per word for its
// language, and lasts what speaking today's words lasts (within 5%): a
// change of the words without a new recording fails here.
func TestRoundRecordings(t *testing.T) {
	for _, lang := range i18n.Langs() {
		stories := recordedRound(t, lang)
		fresh, words := speakRound(t, lang, stories)
		path := roundFile(lang)
		if *record {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := WriteWAV(path, fresh); err != nil {
				t.Fatal(err)
			}
		}
		got, err := ReadWAV(path)
		if err != nil {
			t.Fatalf("%s: %v (record it: go test ./ui/voice -run TestRoundRecordings -record)", lang, err)
		}
		secs, voiced, rms := got.Seconds(), got.VoicedSeconds(), got.RMS()
		t.Logf("%s: %s %.1f s, %d words (%.2f s a word), voiced %.1f s, RMS %.3f, %d steps", lang, path, secs, words, secs/float64(words), voiced, rms, len(stories))
		if got.Rate != recordRate {
			t.Errorf("%s: %d Hz, want %d", lang, got.Rate, recordRate)
		}
		if rms < 0.02 {
			t.Errorf("%s: RMS %.4f: the recording is (almost) silence", lang, rms)
		}
		if voiced < 0.5*secs {
			t.Errorf("%s: only %.1f s of %.1f s is speech", lang, voiced, secs)
		}
		band := secondsPerWord[lang]
		if spw := secs / float64(words); spw < band[0] || spw > band[1] {
			t.Errorf("%s: %.2f s a word for %d words, outside %.2f–%.2f", lang, spw, words, band[0], band[1])
		}
		if d := secs/fresh.Seconds() - 1; d < -0.05 || d > 0.05 {
			t.Errorf("%s: the recording lasts %.1f s, today's words %.1f s: re-record (-record)", lang, secs, fresh.Seconds())
		}
	}
}
