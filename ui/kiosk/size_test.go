package kiosk

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The house's measures (issue 33): no type in ui/kiosk/** over maxMethods
// methods — its method set: the methods it declares and those promoted
// onto it from the ui/kiosk types it embeds — no function over maxLines
// lines. A type or function still
// being split is named in sizeAllowed with its size of now: it may only
// shrink, and once within the measure it leaves the list.
const (
	maxMethods = 60
	maxLines   = 120
)

// sizeAllowed are the types (package.Type: methods) and functions
// (package.Type.func or package.func: lines) over the measures today, each
// at its size of now. Lower an entry when its type or function shrinks;
// delete it once within the measure (the test says so).
var sizeAllowed = map[string]int{}

// codeSizes measures the Go files (not the tests) under root: the method
// set of each type (methodSets) and the lines of each function, keyed by
// the package's name and the type (and function) name.
func codeSizes(t *testing.T, root string) (methods, lines map[string]int) {
	t.Helper()
	declared := map[string]map[string]bool{} // type → the methods it declares
	embeds := map[string][]string{}          // type → the types of this package it embeds
	lines = map[string]int{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		pkg := f.Name.Name
		if pkg == "main" { // a command: named by its directory (bench/pace)
			pkg = filepath.ToSlash(filepath.Dir(path))
		}
		for _, decl := range f.Decls {
			if gd, ok := decl.(*ast.GenDecl); ok && gd.Tok == token.TYPE {
				for _, spec := range gd.Specs {
					ts := spec.(*ast.TypeSpec)
					st, ok := ts.Type.(*ast.StructType)
					if !ok {
						continue
					}
					for _, field := range st.Fields.List {
						if len(field.Names) == 0 { // embedded: T or *T of this package
							if name := recvName(field.Type); name != "?" {
								embeds[pkg+"."+ts.Name.Name] = append(embeds[pkg+"."+ts.Name.Name], pkg+"."+name)
							}
						}
					}
				}
				continue
			}
			fd, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			name := pkg + "." + fd.Name.Name
			if fd.Recv != nil && len(fd.Recv.List) == 1 {
				typ := pkg + "." + recvName(fd.Recv.List[0].Type)
				if declared[typ] == nil {
					declared[typ] = map[string]bool{}
				}
				declared[typ][fd.Name.Name] = true
				name = typ + "." + fd.Name.Name
			}
			lines[name] = fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return methodSets(declared, embeds), lines
}

// methodSets counts each type's method set: the methods it declares and,
// through every field it embeds (a type of its own package: a kiosk part,
// the drawing kit), the methods those promote onto it, each name once.
// Methods promoted from other packages' types (Fyne's BaseWidget) are not
// counted: they are Fyne's, not the house's.
func methodSets(declared map[string]map[string]bool, embeds map[string][]string) map[string]int {
	var collect func(typ string, into map[string]bool, seen map[string]bool)
	collect = func(typ string, into map[string]bool, seen map[string]bool) {
		if seen[typ] {
			return
		}
		seen[typ] = true
		for m := range declared[typ] {
			into[m] = true
		}
		for _, e := range embeds[typ] {
			collect(e, into, seen)
		}
	}
	sets := map[string]int{}
	for typ := range declared {
		names := map[string]bool{}
		collect(typ, names, map[string]bool{})
		sets[typ] = len(names)
	}
	for typ := range embeds { // a type declaring nothing, all its methods promoted
		if _, ok := sets[typ]; !ok {
			names := map[string]bool{}
			collect(typ, names, map[string]bool{})
			if len(names) > 0 {
				sets[typ] = len(names)
			}
		}
	}
	return sets
}

// recvName is the name of a method's receiver type (T, *T, T[P], *T[P]).
func recvName(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		case *ast.Ident:
			return x.Name
		default:
			return "?"
		}
	}
}

// TestTypeAndFunctionSize holds ui/kiosk/** to the measures: no type over
// maxMethods methods, no function over maxLines lines, but for those in
// sizeAllowed, each no larger than its entry; an entry within the measure
// must go. With -v it prints the largest types and longest functions.
func TestTypeAndFunctionSize(t *testing.T) {
	methods, lines := codeSizes(t, ".")
	check := func(kind string, sizes map[string]int, limit int) {
		for name, n := range sizes {
			allowed, listed := sizeAllowed[name]
			switch {
			case listed && n > allowed:
				t.Errorf("%s %s: %d, more than its %d in sizeAllowed (an entry may only shrink; the measure is %d)", kind, name, n, allowed, limit)
			case !listed && n > limit:
				t.Errorf("%s %s: %d, over the measure of %d: split it", kind, name, n, limit)
			case listed && n < allowed:
				t.Logf("%s %s: %d, below its %d in sizeAllowed: lower the entry", kind, name, n, allowed)
			}
		}
	}
	check("type", methods, maxMethods)
	check("function", lines, maxLines)
	for name, allowed := range sizeAllowed {
		n, isType := methods[name]
		if !isType {
			n = lines[name]
		}
		limit := maxLines
		if isType {
			limit = maxMethods
		}
		if n <= limit {
			t.Errorf("%s is %d now, within the measure of %d (sizeAllowed says %d): delete its entry", name, n, limit, allowed)
		}
	}
	t.Logf("largest types: %s", top(methods, 5))
	t.Logf("longest functions: %s", top(lines, 5))
}

// top lists the n largest of sizes, largest first.
func top(sizes map[string]int, n int) string {
	names := make([]string, 0, len(sizes))
	for name := range sizes {
		names = append(names, name)
	}
	sort.Slice(names, func(i, j int) bool {
		if sizes[names[i]] != sizes[names[j]] {
			return sizes[names[i]] > sizes[names[j]]
		}
		return names[i] < names[j]
	})
	var out []string
	for _, name := range names[:min(n, len(names))] {
		out = append(out, name+" "+strconv.Itoa(sizes[name]))
	}
	return strings.Join(out, ", ")
}
