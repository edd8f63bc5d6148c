#!/usr/bin/env python3
"""Figure for the WhitePages write-up.

Reads the original download `whitepages.txt` (2,972 bytes, SHA-256 9077fd8a...e3f5), from
https://github.com/HHousen/PicoCTF-2019/blob/435f5605a5ecf81b3dba05e6c7b86ab446f36b41/Forensics/WhitePages/whitepages.txt
and writes, next to this script:
  spaces.png  the first 704 characters of the file (88 bytes of message, 8 per row), one cell per
              character: EM SPACE (read as 0) dark, ordinary SPACE (read as 1) light, with the
              byte each group of eight decodes to under the group. The flag starts at byte 95, so it
              is not in the figure.
  spaces.narrow.png  the same 88 bytes 4 per row, for phones (text 12 px high at 343 CSS px wide)
Both go through scripts/figures/figlib.py's save(), which checks them against the page's <Flag>.

Run: python3 make_figures.py /path/to/whitepages.txt
Needs Matplotlib (Debian: python3-matplotlib) and the repository's node_modules.
"""
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle

OUT = Path(__file__).resolve().parent
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/whitepages.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
text = open(sys.argv[1], encoding="utf-8").read()
ROWS, PER_ROW = 11, 8                               # bytes shown: 88
bits = ["0" if ch == "\u2003" else "1" for ch in text[: ROWS * PER_ROW * 8]]
data = bytes(int("".join(bits[i:i + 8]), 2) for i in range(0, len(bits), 8))
assert b"{" not in data                             # never draw any part of the flag
EM, SP, GREY = "#264653", "#e9c46a", "#808080"

def show(b):
    return {10: "\\n", 9: "\\t", 32: "␣"}.get(b, chr(b))



def draw(narrow):
    """The 88 bytes 8 to a row, or for phones 4 to a row (22 rows), with fonts that stay 12 px high at
    343 CSS px wide."""
    per_row = 4 if narrow else PER_ROW
    rows = ROWS * PER_ROW // per_row
    pitch = 2.7 if narrow else 1.75
    char_font, offset_font, key_font = (26, 22, 22) if narrow else (15, 13, 14)
    fig, ax = plt.subplots(figsize=(6.4, 0.9 * rows + 2.2) if narrow else (15, 8.4), dpi=100)
    for r in range(rows):
        y = (rows - 1 - r) * pitch
        for k in range(per_row * 8):
            x = k + (k // 8) * 0.6
            ax.add_patch(Rectangle((x, y), 0.85, 0.8, facecolor=EM if bits[r * per_row * 8 + k] == "0" else SP,
                                   edgecolor="none"))
        for j in range(per_row):
            x = j * 8.6 + 4
            ax.text(x - 0.1, y - (0.75 if narrow else 0.4), show(data[r * per_row + j]), ha="center", va="center",
                    family="monospace", fontsize=char_font, color=figlib.MUTED, fontweight="bold")
        ax.text(-0.6, y + 0.4, f"{r * per_row:>3}" if not narrow else str(r * per_row), ha="right", va="center",
                family="monospace", fontsize=offset_font, color=figlib.MUTED)
    key_y = rows * pitch + 0.1
    keys = [(EM, "EM SPACE U+2003 (e2 80 83), read as 0"), (SP, "SPACE U+0020 (20), read as 1")]
    for index, (colour, label) in enumerate(keys):
        # side by side on the wide figure, one above the other on a phone
        x, y = (0, key_y + 2.8 * (len(keys) - 1 - index)) if narrow else (30 * index, key_y)
        ax.add_patch(Rectangle((x, y), 0.85 * (2 if narrow else 1), 0.6 * (2 if narrow else 1), facecolor=colour))
        if narrow:
            # two lines; "ordinary" keeps OCR from joining the key's swatch to "SPACE" as a letter
            label = label.replace(", ", ",\n", 1).replace("SPACE U+0020", "ordinary SPACE U+0020")
        ax.text(x + (2.4 if narrow else 1.2), y + (0.6 if narrow else 0.3), label,
                va="center", fontsize=key_font, color=figlib.MUTED, linespacing=1.0)
    ax.set_xlim(-3 if not narrow else -4.2, per_row * 8.6 + 0.2)
    ax.set_ylim(-1.3 if narrow else -0.95, key_y + (5.6 if narrow else 0.8))
    ax.axis("off")
    return fig


figlib.save(draw(narrow=False), OUT / "spaces.png", page=PAGE)
figlib.save(draw(narrow=True), OUT / "spaces.narrow.png", page=PAGE)
