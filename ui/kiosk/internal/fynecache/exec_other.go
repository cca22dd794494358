//go:build !unix

package fynecache

// Short does nothing where a process cannot replace itself: the tests run
// with Fyne's default cache (heavier, still correct).
func Short() {}
