#!/usr/bin/env python3
"""Figures for the flags are stepic write-up.

Reads the carrier `upz.png` (1,788,398 bytes, SHA-256 f7b4014c...6ba9), from
https://github.com/farazht/picoCTF-2025/blob/5dc928dbcfb78414189c294ae1c4752e239dbe67/Forensics/flags%20are%20stepic/upz.png
and writes, next to this script:
  upz-flag.png   the whole 14173 x 10630 image scaled to 800 pixels wide, transparency kept
  nine-bits.png  the low bits of the first 90 pixels read in stepic's groups of nine values
                 (R G B of three pixels): eight data bits, then the stop bit; rows 0-7 ("picoCTF{")
                 and the last row (the closing brace) are drawn, the rows in between (the words the
                 page's <Flag> hides and this player's ending) are not
  nine-bits.narrow.png  the same rows for phones, at a size that keeps the text 12 px high at 343 CSS px

All three figures are written through scripts/figures/figlib.py's save(), which refuses to write a picture
that shows the part of the flag the page hides.

Run: python3 make_figures.py /path/to/upz.png
Needs Pillow and Matplotlib (Debian: python3-pil python3-matplotlib). Uses about 1 GB of memory.
"""
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle
from PIL import Image

OUT = Path(__file__).resolve().parent
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/flags-are-stepic/flags-are-stepic.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
Image.MAX_IMAGE_PIXELS = None

img = Image.open(sys.argv[1])
first = list(img.crop((0, 0, 120, 1)).getdata())       # the message lives in the first pixels of row 0
groups = []
for k in range(0, len(first) - 2, 3):
    values = [c for p in first[k:k + 3] for c in p[:3]]
    bits = [v & 1 for v in values]
    groups.append((bits, int("".join(map(str, bits[:8])), 2)))
    if bits[8]:
        break
last = len(groups) - 1
shown = 8                                                # len("picoCTF{"): nothing after the brace

small = img.reduce(4).resize((800, round(800 * img.height / img.width)), Image.LANCZOS)   # RGBA, keeps transparency
figlib.save(small, OUT / "upz-flag.png", page=PAGE, optimize=True)

rows = list(range(shown)) + [None, last]


def draw(narrow):
    """The groups as rows of nine bit cells, at sizes that keep the text 12 px high opened, and for the
    phone variant at 343 CSS px wide."""
    small_font, font = (19, 20) if narrow else (13, 13.5)
    fig, ax = plt.subplots(figsize=(6.0, 0.62 * len(rows) + 2.2) if narrow else (9.6, 0.48 * len(rows) + 1.3),
                           dpi=100)
    heads = ["R", "G", "B"] * 3
    for j in range(9):
        # on a phone the pixel's number goes over its three channels, as R1 G1 B1 would not fit
        ax.text(j + 0.47, len(rows) + 0.15, heads[j] if narrow else f"{heads[j]}{j // 3 + 1}", ha="center",
                va="bottom", fontsize=small_font, color=figlib.MUTED)
    if narrow:
        for pixel in range(3):
            ax.text(3 * pixel + 1.47, len(rows) + 0.95, f"pixel {pixel + 1}", ha="center", va="bottom",
                    fontsize=small_font - 2, color=figlib.MUTED)
    top = len(rows) + (1.8 if narrow else 0.9)
    ax.text(3.6 if narrow else 4.0, top, "data bits b7 ... b0", ha="center", va="bottom", fontsize=font - (2 if narrow else 0),
            color=figlib.MUTED)
    ax.text(8.47, top, "stop", ha="center", va="bottom", fontsize=font - (2 if narrow else 0), color=figlib.MUTED)
    for r, index in enumerate(rows):
        y = len(rows) - 1 - r
        if index is None:
            note = f"[rows {shown} to {last - 1}: the rest of the flag, not drawn]"
            ax.text(4.5 if not narrow else 5.6, y + 0.4, note.replace(": ", ":\n") if narrow else note, ha="center",
                    va="center", fontsize=small_font, color=figlib.MUTED, linespacing=1.0)
            continue
        bits, byte = groups[index]
        for j, bit in enumerate(bits):
            colour = ("#ffb703" if bit else "#fff3cd") if j < 8 else ("#c1121f" if bit else "#f4c7c3")
            ax.add_patch(Rectangle((j, y), 0.94, 0.8, facecolor=colour, edgecolor="none"))
            ax.text(j + 0.47, y + 0.4, str(bit), ha="center", va="center", fontsize=small_font, family="monospace",
                    color="#111111")
        ax.text(-0.3, y + 0.4, f"{index}", ha="right", va="center", fontsize=small_font, color=figlib.MUTED)
        ax.text(9.3, y + 0.4, f"{byte:3d} {chr(byte)!r}" if narrow else f"{byte:3d}  {chr(byte)!r}", ha="left", va="center", fontsize=font, family="monospace",
                color=figlib.MUTED)
    ax.set_xlim(-1.2, 12.5 if not narrow else 13.0)
    ax.set_ylim(-0.2, len(rows) + (2.8 if narrow else 1.8))
    ax.axis("off")
    return fig


figlib.save(draw(narrow=False), OUT / "nine-bits.png", page=PAGE)
figlib.save(draw(narrow=True), OUT / "nine-bits.narrow.png", page=PAGE)
print(f"{len(groups)} groups; wrote upz-flag.png and nine-bits.png")
