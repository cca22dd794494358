package docs

import (
	"fmt"
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
	got := links("see [rules](../../elsewhere/notes.md), `../elsewhere/book-004…`, [web](https://x.org/a) and [me](#top)")
	want := []string{"../../elsewhere/notes.md", "#top", "../elsewhere/book-004…"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("links = %q, want %q", got, want)
	}
}

// The repository cites only itself (issue 33, item 4): the rules digest
// (docs/rules.md) and the design contract (docs/design.md) live here, and
// no file points at a rules reference, a design guide or a rulebook file
// kept outside it. docs/tools/cite-rewrite.sh rewrites the old forms.
var (
	// outsider is a citation of something outside the repository: the old
	// rules reference and design guide by name, the folder they were kept
	// in, the rulebook text files (seeds/000 …) and their line numbers
	// (000:454).
	// (Each name is spelled with a bracket, REFERENC[E], so this file
	// itself cites nothing outside the repository.)
	outsider = regexp.MustCompile(`REFERENC[E]\.md|DESIG[N]\.md|\b(?:REFERENC[E]|DESIG[N])\b|/work/share[d]|\.\./share[d]|shared/rule[s]|seed[s]/\d{3}|\b00[0-4]:\d+`)
	// sectionCite is a section of the rules digest: §11, §3.5
	sectionCite = regexp.MustCompile(`§(\d+)(?:\.(\d+))?`)
	// rulingCite is a ruling of the rules digest: R3
	rulingCite = regexp.MustCompile(`\bR(\d{1,2})\b`)
	// designRule is a numbered rule of the design contract, the comment
	// marker of a wrapped line allowed in between
	designRule = regexp.MustCompile(`docs/design\.md\s*(?://|#)?\s*rule\s+(\d+)`)
	// designSection is a section of the design contract named in quotes
	designSection = regexp.MustCompile(`docs/design\.md(?:'s)?\s*(?://|#)?\s*"([^"]+)"`)
)

// selfCiting are the files that must spell the outside citations out: this
// test's own examples and the script that rewrites them.
var selfCiting = map[string]bool{
	"docs/links_test.go":         true,
	"docs/tools/cite-rewrite.sh": true,
}

// repoText calls f with every text file of the repository (its path from
// the root, with slashes) — what is built or installed is not the
// repository's own and binary files cite nothing.
func repoText(t *testing.T, f func(rel, text string)) {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	files := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case ".git", "node_modules", "dist":
				return filepath.SkipDir
			}
			return nil
		}
		switch strings.ToLower(filepath.Ext(path)) {
		case ".png", ".jpg", ".jpeg", ".gif", ".ico", ".woff", ".woff2", ".ttf", ".deb", ".gz", ".zip":
			return nil
		}
		info, err := d.Info()
		if err != nil || info.Size() > 4<<20 {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if strings.IndexByte(string(b[:min(len(b), 8000)]), 0) >= 0 {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		files++
		f(filepath.ToSlash(rel), string(b))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 100 {
		t.Fatalf("only %d text files found under %s", files, root)
	}
}

// lineOf is the 1-based line of offset i in text.
func lineOf(text string, i int) int { return strings.Count(text[:i], "\n") + 1 }

// TestCitationsStayInTheRepository: no file cites the rules reference, the
// design guide or the rulebook files kept outside the repository.
func TestCitationsStayInTheRepository(t *testing.T) {
	repoText(t, func(rel, text string) {
		if selfCiting[rel] {
			return
		}
		for _, m := range outsider.FindAllStringIndex(text, -1) {
			t.Errorf("%s:%d cites %q, outside the repository", rel, lineOf(text, m[0]), text[m[0]:m[1]])
		}
	})
	if t.Failed() {
		t.Log("cite docs/rules.md (same § and R numbers), docs/design.md (same rule numbers and section names) or a rulebook by its edition (\"the French rulebook\"); docs/tools/cite-rewrite.sh rewrites the known forms")
	}
}

// digest is what the rules digest and the design contract offer to cite.
type digest struct {
	sections map[string]bool // "11", "3.5"
	rulings  map[string]bool // "3"
	rules    map[string]bool // design rule "5"
	headings []string        // design sections, lower case
}

// readDigest reads the sections of docs/rules.md and docs/design.md.
func readDigest(t *testing.T) digest {
	t.Helper()
	rules, err := os.ReadFile("rules.md")
	if err != nil {
		t.Fatal(err)
	}
	design, err := os.ReadFile("design.md")
	if err != nil {
		t.Fatal(err)
	}
	return parseDigest(string(rules), string(design))
}

var (
	ruleHeading   = regexp.MustCompile(`^## §(\d+) `)
	numberedStep  = regexp.MustCompile(`^(\d+)\. `)
	rulingItem    = regexp.MustCompile(`^- \*\*R(\d+)\*\* `)
	designHeading = regexp.MustCompile(`^## (.+)$`)
)

// parseDigest finds the digest's sections (a "## §N" heading; N.M is the
// M-th numbered step of section N), its rulings ("- **Rn**") and the design
// contract's section headings and numbered rules (the numbered list of
// "What that means here").
func parseDigest(rules, design string) digest {
	d := digest{sections: map[string]bool{}, rulings: map[string]bool{}, rules: map[string]bool{}}
	section := ""
	for _, line := range strings.Split(rules, "\n") {
		if m := ruleHeading.FindStringSubmatch(line); m != nil {
			section = m[1]
			d.sections[section] = true
		} else if m := numberedStep.FindStringSubmatch(line); m != nil && section != "" {
			d.sections[section+"."+m[1]] = true
		} else if m := rulingItem.FindStringSubmatch(line); m != nil {
			d.rulings[m[1]] = true
		}
	}
	heading := ""
	for _, line := range strings.Split(design, "\n") {
		if m := designHeading.FindStringSubmatch(line); m != nil {
			heading = m[1]
			d.headings = append(d.headings, strings.ToLower(heading))
		} else if m := numberedStep.FindStringSubmatch(line); m != nil && heading == "What that means here" {
			d.rules[m[1]] = true
		}
	}
	return d
}

// problems lists what one file cites that the digest or the contract does
// not have. Every § in the repository is a section of the rules digest; an
// R number is a ruling where it stands in Go code or a Markdown page.
func (d digest) problems(rel, text string) []string {
	var out []string
	for _, m := range sectionCite.FindAllStringSubmatchIndex(text, -1) {
		n := text[m[2]:m[3]]
		if m[4] >= 0 {
			n += "." + text[m[4]:m[5]]
		}
		if !d.sections[n] {
			out = append(out, fmt.Sprintf("%s:%d cites §%s, which docs/rules.md does not have", rel, lineOf(text, m[0]), n))
		}
	}
	if strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, ".md") {
		for _, m := range rulingCite.FindAllStringSubmatchIndex(text, -1) {
			if n := text[m[2]:m[3]]; !d.rulings[n] {
				out = append(out, fmt.Sprintf("%s:%d cites ruling R%s, which docs/rules.md §14 does not have", rel, lineOf(text, m[0]), n))
			}
		}
	}
	for _, m := range designRule.FindAllStringSubmatchIndex(text, -1) {
		if n := text[m[2]:m[3]]; !d.rules[n] {
			out = append(out, fmt.Sprintf("%s:%d cites docs/design.md rule %s, which \"What that means here\" does not have", rel, lineOf(text, m[0]), n))
		}
	}
	for _, m := range designSection.FindAllStringSubmatchIndex(text, -1) {
		name := strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(text[m[2]:m[3]], "//", " ")), " "))
		found := false
		for _, h := range d.headings {
			found = found || strings.Contains(h, name)
		}
		if !found {
			out = append(out, fmt.Sprintf("%s:%d cites docs/design.md %q, which is no section of it", rel, lineOf(text, m[0]), text[m[2]:m[3]]))
		}
	}
	return out
}

// TestCitedSectionsExist: every section, ruling and design rule cited
// anywhere in the repository is in docs/rules.md or docs/design.md, so a
// citation never points at nothing.
func TestCitedSectionsExist(t *testing.T) {
	d := readDigest(t)
	if len(d.sections) < 15 || len(d.rulings) < 10 || len(d.rules) < 10 {
		t.Fatalf("docs/rules.md has %d sections and %d rulings, docs/design.md %d rules: the digest is not where it should be", len(d.sections), len(d.rulings), len(d.rules))
	}
	repoText(t, func(rel, text string) {
		if selfCiting[rel] {
			return
		}
		for _, p := range d.problems(rel, text) {
			t.Error(p)
		}
	})
}

// TestCitationChecksFindFaults: the checks see each outside citation and
// each citation of a section, ruling or rule that does not exist, and let
// the good ones pass.
func TestCitationChecksFindFaults(t *testing.T) {
	// the old names, put together here so that this file cites none of them
	ref, design, shared, seeds := "REFERENC"+"E", "DESIG"+"N", "share"+"d", "seed"+"s"
	for _, bad := range []string{
		"// (" + ref + ".md §11)", "// " + design + " rule 5", "# ../../" + shared + "/rules/" + seeds + "/002",
		"see /work/" + shared + "/" + design + ".md", "(rulebook " + seeds + "/004)", "Tir 000:354", "(" + ref + " §2)",
	} {
		if !outsider.MatchString(bad) {
			t.Errorf("outsider does not see %q", bad)
		}
	}
	for _, good := range []string{"// (docs/rules.md §11)", "// docs/design.md rule 5", "the French rulebook", "2,000 games", "12:00:00"} {
		if outsider.MatchString(good) {
			t.Errorf("outsider flags %q", good)
		}
	}
	d := parseDigest("## §3 Setup\n\n1. first\n2. second\n\n## §14 Rulings\n\n- **R1** purses\n",
		"## The house\n\n## What that means here\n\n1. **Pure.**\n2. **Views.**\n")
	text := "§3 §3.2 §3.7 §12 R1 R2\n// docs/design.md rule 2, docs/design.md\n// rule 9, docs/design.md's \"the house\", docs/design.md \"The garden\""
	got := strings.Join(d.problems("x.go", text), "\n")
	for _, want := range []string{"§3.7", "§12", "ruling R2", "rule 9", `"The garden"`} {
		if !strings.Contains(got, want) {
			t.Errorf("problems miss %s:\n%s", want, got)
		}
	}
	for _, fine := range []string{"§3,", "§3.2,", "R1,", "rule 2,", `"the house"`} {
		if strings.Contains(got+",", "cites "+fine) || strings.Contains(got, "cites docs/design.md "+fine) {
			t.Errorf("problems flag the good citation %s:\n%s", fine, got)
		}
	}
	if n := len(d.problems("x.go", text)); n != 5 {
		t.Errorf("%d problems, want 5:\n%s", n, got)
	}
}
