package docs

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var (
	// mdLink is a Markdown link or image: [text](target) — the target up
	// to a space (a title follows) or the closing parenthesis
	mdLink = regexp.MustCompile(`\]\(([^)\s]+)`)
	// codePath is a relative path written as code: `../x/y` or `./x`
	codePath = regexp.MustCompile("`(\\.\\.?/[^`\\s]+)`")
	// external is a link to a web page or an address, not a file
	external = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*:`)
)

// TestLinksStayInTheRepository: every link of every Markdown page (the
// staff pages in docs/, the README, the packages' READMEs) leads to a file
// that exists inside the repository — a café's staff reads the pages from
// the repository alone (issue 22, item 12).
func TestLinksStayInTheRepository(t *testing.T) {
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	pages := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		// build output is not the repository's (deploy/dist holds the .deb's
		// tree, with the docs copied where their relative links do not hold)
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == ".git" || d.Name() == "testdata" || d.Name() == "dist") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".md") {
			return nil
		}
		pages++
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		for _, target := range links(string(b)) {
			file := strings.TrimRight(strings.SplitN(target, "#", 2)[0], "…")
			if file == "" { // an anchor on the same page
				continue
			}
			full := filepath.Clean(filepath.Join(filepath.Dir(path), file))
			if full != root && !strings.HasPrefix(full, root+string(filepath.Separator)) {
				t.Errorf("%s links outside the repository: %s", rel, target)
				continue
			}
			if _, err := os.Stat(full); err != nil {
				t.Errorf("%s links to a missing file: %s", rel, target)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if pages < 10 {
		t.Fatalf("only %d pages found under %s", pages, root)
	}
}

// links returns the file targets of a page's Markdown links and code paths.
func links(page string) []string {
	var out []string
	for _, m := range mdLink.FindAllStringSubmatch(page, -1) {
		if !external.MatchString(m[1]) {
			out = append(out, m[1])
		}
	}
	for _, m := range codePath.FindAllStringSubmatch(page, -1) {
		out = append(out, m[1])
	}
	return out
}

// TestLinksFindsOutsiders: the check sees a link that leaves the
// repository, a missing page and a code path, and lets web links pass.
func TestLinksFindsOutsiders(t *testing.T) {
	got := links("see [rules](../../shared/rules/REFERENCE.md), `../shared/rules/seeds/004…`, [web](https://x.org/a) and [me](#top)")
	want := []string{"../../shared/rules/REFERENCE.md", "#top", "../shared/rules/seeds/004…"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("links = %q, want %q", got, want)
	}
}
