"""Makes the site's code font: JetBrains Mono regular (from @fontsource/jetbrains-mono, OFL-1.1), cut down to
the characters code on this site shows, without ligatures or hinting, as one small WOFF2.

    /usr/bin/python3 scripts/fonts/subset_code_font.py     (needs fontTools and brotli: Debian python3-fonttools)

Writes static/fonts/jetbrains-mono-code.woff2 and prints the unicode-range src/config/fonts.ts
must declare, so a character outside the subset falls through to the system monospace instead of a blank box.
"""

from pathlib import Path

from fontTools import subset

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "node_modules/@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2"
OUTPUT = ROOT / "static/fonts/jetbrains-mono-code.woff2"

# Printable ASCII and Latin-1 (hex dumps, accented output), then the few symbols the write-ups' code shows:
# typographic quotes and dashes, ellipsis, minus, arrows, the euro sign, and the box drawing of `tree` output.
RANGES = [(0x20, 0x7E), (0xA0, 0xFF)]
EXTRA = "‘’‚“”–—…−←→↔·€─│└├┌┐┘┬┴┼"


def codepoints() -> list[int]:
    points = {point for start, end in RANGES for point in range(start, end + 1)}
    points.update(ord(character) for character in EXTRA)
    return sorted(points)


def unicode_range(points: list[int]) -> str:
    """Consecutive code points folded into CSS ranges: U+0020-007E, U+2192, …"""
    spans: list[tuple[int, int]] = []
    for point in points:
        if spans and spans[-1][1] == point - 1:
            spans[-1] = (spans[-1][0], point)
        else:
            spans.append((point, point))
    return ", ".join(f"U+{a:04X}" if a == b else f"U+{a:04X}-{b:04X}" for a, b in spans)


def main() -> None:
    options = subset.Options()
    options.flavor = "woff2"
    # Code is copied as typed: no ligature may draw `->` as an arrow or `!=` as a sign it is not.
    options.layout_features = []
    options.hinting = False
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]  # keep the copyright and licence records
    options.notdef_outline = True
    font = subset.load_font(str(SOURCE), options)
    # Only what the source font draws: the range declared must not claim a character it would not show.
    points = sorted(set(codepoints()) & set(font.getBestCmap()))
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=points)
    subsetter.subset(font)
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    subset.save_font(font, str(OUTPUT), options)
    print(f"{OUTPUT.relative_to(ROOT)}: {OUTPUT.stat().st_size} bytes")
    print(f"unicode-range: {unicode_range(points)};")


if __name__ == "__main__":
    main()
