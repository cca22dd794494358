package kiosk

import (
	"colt/engine"
	"colt/engine/table"
	"colt/hw"
	"colt/ui/teach"
	"colt/ui/voice"
	"image"
)

// What the kiosk is started with: its configuration (Settings), the parts
// cmd/kiosk wires in (Options) and the phone service (Phones).

// Phones is what the kiosk needs from the phone service (package mqtt): the
// join link and QR code of a phone seat.
type Phones interface {
	// JoinURL returns the page a phone opens to play seat.
	JoinURL(seat engine.Seat) string
	// QRImage returns the join link of seat as a QR code about size pixels wide.
	QRImage(seat engine.Seat, size int) (image.Image, error)
}

// TypeLinks is what a phone service may also give (mqtt.Service does): a
// short link to the same seat that a guest whose phone cannot scan types
// (issue 34), shown under the QR code instead of the join link.
type TypeLinks interface {
	TypeURL(seat engine.Seat) string
}

// PhoneStatus is what a phone service may also tell (mqtt.Service does
// with its embedded broker): whether a phone of the game on the table
// plays a seat now (known false: it cannot tell, a café broker), and a
// call whenever that changes, from any goroutine.
type PhoneStatus interface {
	PhoneConnected(seat engine.Seat) (connected, known bool)
	WatchPhones(fn func()) (cancel func())
}

// RoundCardsFileName is the operator's corrections file of the round cards
// in the data folder (Settings.RoundCardsOverride).
const RoundCardsFileName = "round-cards.json"

// Settings are the parts of the kiosk configuration (cmd/internal/config)
// the screens use.
type Settings struct {
	// Language is the default language: en, fr, nl or it.
	Language string
	// OperatorPIN unlocks the operator menu.
	OperatorPIN string
	// IdleResetMinutes returns to the welcome screen after this many
	// minutes without input; 0 never.
	IdleResetMinutes int
	// ExportDir is where the operator exports finished games: the mount
	// point of a USB stick.
	ExportDir string
	// ExportMounted reports whether a USB stick is mounted at ExportDir
	// (nil error) before anything is written there; nil checks that
	// ExportDir is a mount point (stickMounted).
	ExportMounted func(dir string) error
	// FastMode skips the pauses between Stealin' steps.
	FastMode bool
	// RoundCards is the operator's card data file (round_cards_file), put
	// into every new game's setup; nil plays the embedded cards.
	RoundCards []byte
	// RoundCardsOverride is the operator's corrections file, written by
	// the operator menu's round-card editor (round-cards.json in the data
	// folder); it replaces RoundCards when it is valid. "" keeps edits for
	// this run only.
	RoundCardsOverride string
	// SaveLanguage stores the operator's default language so it survives a
	// restart; nil keeps it for this run only.
	SaveLanguage func(lang string) error
	// SaveGuestsLanguage stores the language the guests chose, so a game
	// resumed after a power cut comes back in it: the launcher passes the
	// saved one as ResumeLanguage (the default stays Language, for the
	// next group).
	SaveGuestsLanguage func(lang string) error
	ResumeLanguage     string
	// SaveTeaching stores the teaching state of the game on the table
	// (teach.Progress as JSON) beside the journal, whenever tips were
	// shown, so a game resumed after a power cut teaches nothing twice;
	// the launcher passes the saved one back as ResumeTeaching. nil keeps
	// it for this run only.
	SaveTeaching   func(progress []byte) error
	ResumeTeaching []byte
	// VoiceAllowed shows the set-up screen's voice switch (not in a quiet
	// café); VoiceOn is where it starts for a new group (voice.go).
	VoiceAllowed, VoiceOn bool
}

// Options configure a kiosk.
type Options struct {
	// Table is the live game host; required.
	Table *table.Table
	// Config gives the language, operator PIN, idle reset, export folder
	// and fast mode.
	Config Settings
	// Phones is the phone service; nil when phones are not available.
	Phones Phones
	// Panel is the seat-button panel (GPIO or the keyboard stand-in); nil
	// for none.
	Panel hw.Panel
	// Keys is the keyboard stand-in, when it is the panel: the kiosk feeds
	// it key events and draws its LEDs on screen.
	Keys *hw.Keys
	// Clock tells the time for the idle reset; nil means the system clock.
	Clock hw.Clock
	// Warnings are shown as banners until dismissed (a bad configuration
	// file, resume warnings).
	Warnings []string
	// PhonesErr is why the phone service did not start; the kiosk says so
	// in a banner and runs on without phones.
	PhonesErr error
	// PanelErr is why the seat panel asked for did not open.
	PanelErr error
	// Scale fixes the size factor (1 = the 800×480 design); 0 follows the
	// window size.
	Scale float32
	// Seed draws the seed of a new game; nil means crypto/rand (tests fix it).
	Seed func() (uint64, error)
	// OnTeacher is told of the teacher of each game the table starts or
	// resumes (teaching mode, issue 24), so the phone bridge can share it
	// for the seats' own tips; nil: nobody else needs it.
	OnTeacher func(*teach.Teacher)
	// Voice speaks each public step aloud (ui/voice, voice.go); nil: the
	// kiosk is silent. The launcher opens and closes it.
	Voice *voice.Speaker
	// VoiceErr is why the voice has no sound (voice.NoDevice…): shown as
	// a banner once the voice is switched on.
	VoiceErr error
}
