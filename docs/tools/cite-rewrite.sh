#!/bin/sh
# cite-rewrite.sh — point every citation of the repository at the
# repository itself (issue 33, item 4).
#
# Code and pages used to cite a rules reference, a design guide and the
# rulebooks' text files kept outside the repository. The rules digest is now
# docs/rules.md (same § and R numbers), the design contract docs/design.md
# (same rule numbers and section names), and a rulebook is named by its
# edition. This script rewrites every known form in every tracked text file;
# it is idempotent (a second run changes nothing), so it can be rerun after
# merging branches that still carry old citations. docs/links_test.go
# (TestCitationsStayInTheRepository) fails on any form it does not know.
#
# Usage: docs/tools/cite-rewrite.sh        (from anywhere in the work tree)
# It prints the files it changed.
set -eu
cd "$(git rev-parse --show-toplevel)"

# A file is looked at when it holds one of these (the names are written
# with brackets so that this script does not match itself).
find='REFERENC[E]|DESIG[N]|shared/rule[s]|/work/share[d]|\.\./share[d]|seed[s]/[0-9]|\b00[0-4]:[0-9]'

# The rewrite, in order: the specific phrases first, then the general forms.
# Every replacement is free of the patterns it replaces, so a second run
# finds nothing to do.
rewrite() {
	sed -E -i \
		-e 's#^- Rules: the rulebooks in the box \(REFERENC[E]\.md §… numbers in code comments refer to the team.s rules$#- [docs/rules.md](docs/rules.md) — the rules digest, in the project'"'"'s own words from the rulebooks in the box: the §… and R… numbers#' \
		-e 's#^  reference, kept beside the repository\); design: the house above$#  in code comments refer to it; [docs/design.md](docs/design.md) — the design contract (the house above, in full)#' \
		-e 's#\(the team.s rules reference, kept beside the$#(summed up in the rules digest of the#' \
		-e 's#^Line numbers are in `/work/share[d]/rules/seed[s]/`: \*\*000\*\* = French base game \(\+ expansions\), \*\*001\*\*$#The names are those printed in the rulebooks of the box: the French one (base game and expansions), the#' \
		-e 's#^= Dutch base game \(lines 1–515\) then French again \(518–1016\), \*\*002\*\* = Italian base game\. English$#Dutch one (base game, then the French text again) and the Italian one; docs/rules.md §15 has the same table. English#' \
		-e 's#\((\.\./)+share[d]/rules/seed[s]/000 et 001\)#(le livret de la boîte et sa reprise en français dans le livret néerlandais ; glossaire : docs/rules.md §15)#g' \
		-e 's#\((\.\./)+share[d]/rules/seed[s]/001\)#(het boekje uit de doos; woordenlijst: docs/rules.md §15)#g' \
		-e 's#\((\.\./)+share[d]/rules/seed[s]/002\)#(il libretto della scatola; glossario: docs/rules.md §15)#g' \
		-e 's#livret de règles \(seed[s]/000\)#livret de règles français (glossaire : docs/rules.md §15)#g' \
		-e 's#regolamento \(seed[s]/002\)#regolamento italiano (glossario: docs/rules.md §15)#g' \
		-e 's#spelregels \(seed[s]/001\)#Nederlandse spelregels (woordenlijst: docs/rules.md §15)#g' \
		-e 's#rulebook seed[s]/000 and the French half of 001#French rulebook, and the French text again in the Dutch one#g' \
		-e 's#rulebook seed[s]/000#French rulebook#g' \
		-e 's#rulebook seed[s]/001#Dutch rulebook#g' \
		-e 's#rulebook seed[s]/002#Italian rulebook#g' \
		-e 's#rulebook seed[s]/003#French Horses \& Stagecoach rulebook#g' \
		-e 's#rulebook seed[s]/004#French Colt Super Express rulebook#g' \
		-e 's#\(seed[s]/004\)#(French edition)#g' \
		-e 's#seed[s]/003 is the truth#of Horses \& Stagecoach is the truth#g' \
		-e 's#(((\.\./)+|/work/)share[d]/rules/)?seed[s]/000(_[0-9a-f]+)?(\.txt)?#the French rulebook#g' \
		-e 's#(((\.\./)+|/work/)share[d]/rules/)?seed[s]/001(_[0-9a-f]+)?(\.txt)?#the Dutch rulebook#g' \
		-e 's#(((\.\./)+|/work/)share[d]/rules/)?seed[s]/002(_[0-9a-f]+)?(\.txt)?#the Italian rulebook#g' \
		-e 's#(((\.\./)+|/work/)share[d]/rules/)?seed[s]/003(_[0-9a-f]+)?(\.txt)?#the French Horses \& Stagecoach rulebook#g' \
		-e 's#(((\.\./)+|/work/)share[d]/rules/)?seed[s]/004(_[0-9a-f]+)?(\.txt)?#the French Colt Super Express rulebook#g' \
		-e 's# \((00[0-4]:[0-9]+(–[0-9]+)?(, )?)+\)##g' \
		-e 's#,? 00[0-4]:[0-9]+(–[0-9]+)?##g' \
		-e 's#((\.\./)+|/work/)share[d]/rules/REFERENC[E]\.md#docs/rules.md#g' \
		-e 's#((\.\./)+|/work/)share[d]/DESIG[N]\.md#docs/design.md#g' \
		-e 's#REFERENC[E]\.md#docs/rules.md#g' \
		-e 's#DESIG[N]\.md#docs/design.md#g' \
		-e 's#\bREFERENC[E]\b#docs/rules.md#g' \
		-e 's#\bDESIG[N]\b#docs/design.md#g' \
		"$1"
}

# docs/links_test.go holds examples of the old forms on purpose.
git ls-files | while IFS= read -r f; do
	case "$f" in
	docs/tools/cite-rewrite.sh | docs/links_test.go) continue ;;
	esac
	[ -f "$f" ] || continue
	grep -IqE "$find" "$f" || continue
	before=$(cksum <"$f")
	rewrite "$f"
	[ "$before" = "$(cksum <"$f")" ] || echo "$f"
done
