//go:build wayland

package launch

// wayland: built for Wayland, as Fyne's driver is with this tag.
const wayland = true
