#!/usr/bin/python3
"""Builds the kiosk's own fonts, Colt Sans Regular and Bold (issue 34).

Colt Sans is Noto Sans (the text font Fyne ships, every glyph as it is)
with the glyphs Noto Sans lacks and the kiosk draws (★ ○ ● ✓ ← → ① ⟦ ⟧ …)
copied in from DejaVu Sans, scaled to Noto's em, and only the Latin part of
Noto Sans kept (KEEP below). The kiosk's theme embeds
it, so every glyph is drawn from what the kiosk ships, alike on every
machine, never from whatever fallback font a build or a Pi finds.

    apt-get install python3-fonttools fonts-dejavu-core
    ui/kiosk/kit/fonts/build.py NOTO_DIR   # NOTO_DIR: fyne's theme/font folder

The runes added are every non-ASCII rune of the kiosk's and ui/i18n's
sources and catalogs that Noto Sans lacks; kit's TestShippedFontsCoverEveryRune
fails when a string gains one: run this again.
"""
import glob
import os
import re
import sys

from fontTools import subset
from fontTools.pens.transformPen import TransformPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._g_l_y_f import Glyph

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.abspath(os.path.join(here, "..", "..", "..", ".."))


def runes():
    files = glob.glob(os.path.join(root, "ui", "i18n", "locales", "*.toml"))
    for d in ("ui/kiosk", "ui/i18n"):
        for dp, _, fs in os.walk(os.path.join(root, d)):
            files += [os.path.join(dp, f) for f in fs if f.endswith(".go") and not f.endswith("_test.go")]
    out = set()
    for f in files:
        with open(f, encoding="utf-8") as fh:
            out |= {ord(c) for c in re.findall(r"[^\x00-\x7f]", fh.read())}
    return sorted(out)


def build(noto_path, dejavu_path, out_path, family, style):
    noto, dv = TTFont(noto_path, recalcTimestamp=False), TTFont(dejavu_path)
    for t in ("hdmx", "LTSH", "VDMX"):  # per-glyph tables not kept up to date here
        if t in noto:
            del noto[t]
    have = noto.getBestCmap()
    dvmap = dv.getBestCmap()
    scale = noto["head"].unitsPerEm / dv["head"].unitsPerEm
    glyphs = dv.getGlyphSet()
    added = []
    for r in runes():
        if r in have or r not in dvmap:
            continue
        name = "colt.uni%04X" % r
        pen = TTGlyphPen(None)
        glyphs[dvmap[r]].draw(TransformPen(pen, (scale, 0, 0, scale, 0, 0)))
        g = pen.glyph()
        noto["glyf"][name] = g
        g.recalcBounds(noto["glyf"])
        adv = round(dv["hmtx"][dvmap[r]][0] * scale)
        noto["hmtx"][name] = (adv, getattr(g, "xMin", 0))
        for sub in noto["cmap"].tables:
            if sub.isUnicode() and (r <= 0xFFFF or sub.format in (12, 13)):
                sub.cmap[r] = name
        added.append(r)
    noto.setGlyphOrder(noto["glyf"].glyphOrder)
    for rec in noto["name"].names:
        if rec.nameID in (1, 16):
            rec.string = family
        elif rec.nameID == 4:
            rec.string = family + " " + style
        elif rec.nameID == 6:
            rec.string = family.replace(" ", "") + "-" + style
        elif rec.nameID == 3:
            rec.string = family.replace(" ", "") + "-" + style + ";colt"
    keep_only(noto)
    noto.save(out_path)
    return added


# KEEP is what Colt Sans keeps of Noto Sans besides the kiosk's own runes:
# all of ASCII, Latin-1 and Latin Extended-A (every letter of English,
# French, Dutch and Italian, and of most names), general punctuation, the
# euro sign and the replacement character. Fyne parses every glyph of a font
# before it draws one, and Noto's Greek, Cyrillic, Vietnamese and IPA were
# 3/4 of it (issue 33 item 5). kit's TestShippedFontsCoverEveryRune checks
# that every string the kiosk shows is covered, and
# TestColtSansDrawsLikeNotoSans that what is kept draws as Noto draws it.
KEEP = [*range(0x20, 0x7F), *range(0xA0, 0x180), *range(0x2000, 0x2070), 0x20AC, 0xFFFD]


def keep_only(font):
    """Empties the outline of every glyph the kept runes cannot reach (as
    fontTools' subsetter computes it: the runes' glyphs, their components and
    their substitutions) and maps no other rune. Glyph numbers, metrics and
    the layout tables stay as they are: fontTools' subsetter also prunes the
    kerning, and drew "d’As" 1 px narrower than Noto Sans."""
    opts = subset.Options()
    opts.layout_features = ["*"]
    opts.notdef_outline = True
    s = subset.Subsetter(opts)
    keep = set(KEEP + runes())
    s.populate(unicodes=keep)
    s._closure_glyphs(font)
    glyf = font["glyf"]
    for name in font.getGlyphOrder():
        if name not in s.glyphs_retained:
            glyf[name] = Glyph()
    for sub in font["cmap"].tables:
        sub.cmap = {r: g for r, g in sub.cmap.items() if r in keep}
    return s.glyphs_retained


if __name__ == "__main__":
    noto_dir = sys.argv[1]
    dv_dir = sys.argv[2] if len(sys.argv) > 2 else "/usr/share/fonts/truetype/dejavu"
    for style, noto_file, dv_file in (("Regular", "NotoSans-Regular.ttf", "DejaVuSans.ttf"),
                                      ("Bold", "NotoSans-Bold.ttf", "DejaVuSans-Bold.ttf")):
        out = os.path.join(here, "ColtSans-%s.ttf" % style)
        added = build(os.path.join(noto_dir, noto_file), os.path.join(dv_dir, dv_file), out, "Colt Sans", style)
        print(out, "".join(chr(r) for r in added))
