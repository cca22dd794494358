package kiosk

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"

	"colt/engine"
	"colt/engine/table"
	"colt/ui/kiosk/internal/widgets"
	"colt/ui/kiosk/kit"
)

// navigation is which screen is up and what is over it: the screen and the
// overlay over it (a board's own panel drawn by boardOverlay), the rules
// help asked for, a game the operator ended early, and the pages of the
// physical set-up. It owns the switches between screens and the set-up
// pages, and reaches the rest of the kiosk through its links: the table,
// the drawing kit, the language, the phone links and the size a screen
// gets.
type navigation struct {
	screen  screenKind
	overlay overlayKind
	// boardOverlay draws a board's own panel (overlayBoard: kit.Nav.ShowOverlay)
	boardOverlay func() fyne.CanvasObject
	helpText     func() (title, text string) // the rules help on screen, worded when drawn
	ended        *endedGame

	physSeat  int        // phone seat whose QR code the set-up screen shows
	physPage  int        // the page of set-up instructions on screen
	physCount int        // how many pages they fill (at the last render)
	physLines [][]string // each page's instructions (at the last render): what the voice reads
	// physOpen: the game in play has not left its set-up pages yet
	// ("Back to the game" returns to them, not past them)
	physOpen bool

	tbl         *table.Table
	lk          *kit.Kit
	lng         *string // the language on screen
	phoneLinks  *phoneLinks
	contentSize func() fyne.Size // the size a game screen gets (Kiosk.contentSize)
}

// wire sets navigation's links.
func (n *navigation) wire(t *table.Table, look *kit.Kit, lang *string, phones *phoneLinks, contentSize func() fyne.Size) {
	n.tbl, n.lk, n.lng, n.phoneLinks, n.contentSize = t, look, lang, phones, contentSize
}

// live reports whether a game is in progress (loaded and not over).
func (n *navigation) live() bool { return kit.Live(n.tbl) }

func (n *navigation) closeOverlay() { n.overlay = overlayNone }

// showHelp opens the rules help, worded by words whenever it is drawn.
func (n *navigation) showHelp(words func() (title, text string)) {
	n.helpText, n.overlay = words, overlayHelp
}

// helpOverlay is the rules help asked for (showHelp), worded now, over
// the screen until it closes.
func (n *navigation) helpOverlay() fyne.CanvasObject {
	var title, text string
	if n.helpText != nil {
		title, text = n.helpText()
	}
	t := n.lk.Label(title, theme.SizeNameHeadingText, true)
	body := n.lk.Label(text, theme.SizeNameSubHeadingText, false)
	close := n.lk.Button(kit.Tr(*n.lng, "help.close"), kit.BtnPrimary, n.closeOverlay)
	close.Name = "help-close"
	content := widgets.Rows([]float32{0, 1, 0}, n.lk.U(6), t, container.NewVScroll(body), close)
	return n.lk.Dialog(content, 0.86, 0.84, n.closeOverlay)
}

// showOverlay puts a board's own panel over the screen until it closes.
func (n *navigation) showOverlay(draw func() fyne.CanvasObject) {
	n.boardOverlay, n.overlay = draw, overlayBoard
}

// showPhysical puts the set-up pages on screen at page.
func (n *navigation) showPhysical(page int) { n.screen, n.physPage = screenPhysical, page }

// newGameShown is the screen after a new game starts: its set-up pages,
// from the first.
func (n *navigation) newGameShown() {
	n.ended = nil
	n.screen = screenPhysical
	n.physSeat = -1
	n.physPage = 0
	n.physOpen = true
}

func (n *navigation) leaveAttract() {
	if n.live() {
		n.resumeGame()
		return
	}
	n.screen = screenSetup
}

// beginPlay leaves the set-up pages for the game.
func (n *navigation) beginPlay() {
	n.screen = screenGame
	n.physOpen = false
}

// resumeGame goes back to the game in play from the new-game form or the
// welcome screen: to its set-up pages, at the page left, while the table
// has not finished them (issue 34: "Back to the game" skipped them).
func (n *navigation) resumeGame() {
	if n.physOpen {
		n.screen = screenPhysical
		return
	}
	n.screen = screenGame
}

// physLayoutFunc builds one page of a game's set-up screen and returns it
// with the instructions' scroll area (which must not need scrolling).
type physLayoutFunc func(lines []string, page, pages int) (fyne.CanvasObject, *container.Scroll)

// physPaged cuts a game's set-up instructions into pages, each as many
// instructions as fit the window at once (at least one), keeps the page on
// screen in range and returns it, laid out by lay (both games).
func (n *navigation) physPaged(all []string, lay physLayoutFunc) fyne.CanvasObject {
	size := n.contentSize()
	fits := func(lines []string, page int) bool {
		screen, list := lay(lines, page, 3) // page 1: with Back and Next, as the pages after the first
		kit.LayOut(screen, size)
		return list.Content.MinSize().Height <= list.Size().Height+1
	}
	var pages [][]string
	for start := 0; start < len(all); {
		end := start + 1
		for end < len(all) && fits(all[start:end+1], min(len(pages), 1)) {
			end++
		}
		pages = append(pages, all[start:end])
		start = end
	}
	if len(pages) == 0 {
		pages = [][]string{nil}
	}
	n.physCount = len(pages)
	n.physLines = pages
	n.physPage = min(max(n.physPage, 0), len(pages)-1)
	screen, _ := lay(pages[n.physPage], n.physPage, len(pages))
	return screen
}

// physBottom is the lower part of a set-up screen (both games): this page's
// instructions over the page buttons (Next, or Begin on the last page; Back
// after the first) and, when seats play on phones, a tab per phone seat and
// the chosen seat's QR code beside them. It returns the instructions'
// scroll area too.
func (n *navigation) physBottom(instructions []string, page, pages int, o kit.PhysTabs) (fyne.CanvasObject, *container.Scroll) {
	var lines []fyne.CanvasObject
	for _, s := range instructions {
		lines = append(lines, n.lk.Label("• "+s, "", false))
	}
	list := container.NewVScroll(container.New(layout.NewCustomPaddedVBoxLayout(0), lines...))
	var next *widgets.Tile
	if page < pages-1 {
		next = n.lk.Button(kit.Tr(*n.lng, "phys.next", "n", page+2, "total", pages), kit.BtnPrimary, func() { n.physPage++ })
		next.Name = "phys-next"
	} else {
		next = n.lk.Button(kit.Tr(*n.lng, "phys.begin"), kit.BtnPrimary, n.beginPlay)
		next.Name = "begin"
	}
	next.Min = n.lk.Sz(90, kit.TouchHeight*0.85)
	nav := fyne.CanvasObject(next)
	if page > 0 {
		back := n.lk.Button(o.Back, kit.BtnQuiet, func() { n.physPage-- })
		back.Name = "phys-back"
		back.Min = next.Min
		nav = widgets.Cols([]float32{0.35, 1}, n.lk.U(6), back, next)
	}
	left := widgets.Rows([]float32{1, 0}, n.lk.U(6), n.lk.Panel(list), nav)
	var phones []engine.Seat
	for _, si := range n.tbl.Seats() {
		if si.Mode == table.Phone {
			phones = append(phones, si.Seat)
		}
	}
	if len(phones) == 0 {
		return left, list
	}
	if n.physSeat < 0 || n.physSeat >= len(phones) {
		n.physSeat = 0
	}
	var tabs []fyne.CanvasObject
	for i, s := range phones {
		idx := i
		var t *widgets.Tile
		if o.Tab != nil {
			t = o.Tab(s)
		} else {
			t = n.lk.Tile(kit.ColPanelLight, kit.ColText, 15, fmt.Sprint(s+1))
		}
		t.Min = n.lk.Sz(60, kit.TouchHeight*0.8)
		t.Name = fmt.Sprintf("phone:%d", s)
		if on, known := n.phoneLinks.connected(s); known && len(t.Lines) > 0 { // ● a phone plays the seat, ○ none yet
			mark := "○ "
			if on {
				mark = "● "
			}
			t.Lines = append([]string{mark + t.Lines[0]}, t.Lines[1:]...)
		}
		if i == n.physSeat {
			t.Stroke, t.StrokeWidth = kit.ColHighlight, n.lk.U(4)
		}
		t.OnTapped = n.lk.Act(func() { n.physSeat = idx })
		tabs = append(tabs, t)
	}
	right := n.phoneLinks.qrFor(phones[n.physSeat], o.Caption)
	if len(tabs) > 1 || o.LonelyTab {
		right = widgets.Rows([]float32{0, 1}, n.lk.U(4), container.NewGridWithColumns(min(len(tabs), max(o.Cols, 1)), tabs...), right)
	}
	return widgets.Cols([]float32{1.8, 1}, n.lk.U(8), left, right), list
}
