package expressboard

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strings"
	"testing"
)

// boardMethodsMax is the most methods the Board may declare (issue 33:
// its parts own their state and methods; 174 before, 77 once the parts
// had their own and the callers called them directly, 62 once the pile
// was pileArt, 57 once the narration's layout was stepPages, 50 once the
// curtain was handCurtain, 45 once the frame was gameFrame and the big
// card the pile's). It may only go down.
const boardMethodsMax = 45

// funcLinesMax is the longest a function of the package may be (issue 33).
const funcLinesMax = 120

// longFuncsLeft are the functions still over funcLinesMax: none (the hand
// screen, 275 lines, became the handScreen part), and none may grow.
var longFuncsLeft = map[string]bool{}

// TestBoardParts (issue 33): the Board keeps kit.Board and the shell's
// optional interfaces and hands its work to parts, so it declares at most
// boardMethodsMax methods, and no function of the package is longer than
// funcLinesMax lines.
func TestBoardParts(t *testing.T) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	methods := 0
	for _, p := range pkgs {
		for _, f := range p.Files {
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok {
					continue
				}
				name := fd.Name.Name
				if fd.Recv != nil {
					typ := fd.Recv.List[0].Type
					if s, ok := typ.(*ast.StarExpr); ok {
						typ = s.X
					}
					if id, ok := typ.(*ast.Ident); ok {
						name = id.Name + "." + name
						if id.Name == "Board" {
							methods++
						}
					}
				}
				if n := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1; n > funcLinesMax && !longFuncsLeft[name] {
					t.Errorf("%s is %d lines long, over %d: cut it into parts", name, n, funcLinesMax)
				}
			}
		}
	}
	t.Logf("Board declares %d methods", methods)
	if methods > boardMethodsMax {
		t.Errorf("Board declares %d methods, over %d: give the work to a part that owns its state", methods, boardMethodsMax)
	}
}
