// Package expressboard is Colt Express's board on the kiosk (a kit.Board): its
// new-game form and set-up pages, the train, the pile, the hand behind the
// handoff curtain and its confirm, the narration of Stealin' and of the
// round's end, the last moves, the scores, its "how to play" pages, the
// operator's round-card editor (a kit.Tool) and its demo screens. It draws
// with ui/kiosk/kit and asks the shell only through kit.Host; it never
// imports ui/kiosk.
package expressboard
