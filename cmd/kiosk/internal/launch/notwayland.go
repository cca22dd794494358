//go:build !wayland

package launch

// wayland: built for X11, as Fyne's driver is without the wayland tag.
const wayland = false
