#!/usr/bin/env python3
"""Figures for the extensions write-up.

Reads the original download `flag.txt` (9,984 bytes, SHA-256 8784a61c...6b55), from
https://github.com/silentzero192/picoCTF-Challenges/blob/a6c0968d2719c1eca85a2a6689593096500aab1f/Forensics/extensions/flag.txt
and writes, next to this script:
  first-bytes.png  the first 32 bytes (what `xxd -l 32` prints) as two rows of cells, the 8-byte PNG
                   signature outlined, the IHDR chunk's fields coloured and decoded
  first-bytes.narrow.png  the same, 8 bytes a row, for phones (text 12 px high at 343 CSS px wide)
  first-bytes.dark.png, first-bytes.narrow.dark.png  both recoloured for the dark mode
                   (these four through scripts/figures/figlib.py's save(), which refuses to write a
                   picture that shows the part of the flag the page's <Flag> hides)
  renamed.png      the file opened as a PNG, scaled to 800 pixels wide; everything from the opening brace
                   of the text line onwards is covered, so the flag stays behind its reveal

Run: python3 make_figures.py /path/to/flag.txt
Needs Pillow, NumPy and Matplotlib (Debian: python3-pil python3-numpy python3-matplotlib).
"""
import io
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle
import numpy as np
from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent
REPOSITORY = Path(__file__).resolve().parents[5]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/extensions/extensions.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402

raw = open(sys.argv[1], "rb").read()
assert raw[:8] == b"\x89PNG\r\n\x1a\n", "not the PNG-in-disguise this script expects"

# --- the first 32 bytes ----------------------------------------------------
width = int.from_bytes(raw[16:20], "big")
height = int.from_bytes(raw[20:24], "big")
fields = [  # (first, last, label, colour)
    (0, 7, "PNG signature", "#8ecae6"),
    (8, 11, f"length {int.from_bytes(raw[8:12], 'big')}", "#ffb703"),
    (12, 15, "type IHDR", "#b7e4c7"),
    (16, 19, f"width {width}", "#d8c8f0"),
    (20, 23, f"height {height}", "#f4c7c3"),
    (24, 24, f"{raw[24]}-bit", "#e9d8a6"),
    (25, 25, "RGB" if raw[25] == 2 else f"type {raw[25]}", "#cde5f0"),
    (26, 28, "methods", "#dddddd"),
    (29, 31, "CRC", "#f0d0e8"),
]


def draw(narrow: bool):
    """The 32 bytes 16 a row, or 8 a row for phones, with fonts that stay 12 px high at 343 CSS px wide."""
    per_row = 8 if narrow else 16
    rows = 32 // per_row
    byte_font, char_font, label_font = (22, 20, 18) if narrow else (14, 13, 13)
    pitch = 2.3 if narrow else 2.1
    top = pitch * (rows - 1) - 0.2
    fig, ax = plt.subplots(figsize=(6.4, 1.55 * rows + 0.3) if narrow else (11.6, 4.0), dpi=100)
    for i in range(32):
        row, col = divmod(i, per_row)
        y = top - pitch * row
        a, b, _, colour = next(f for f in fields if f[0] <= i <= f[1])
        ax.add_patch(Rectangle((col, y), 0.94, 0.8, facecolor=colour, edgecolor="none"))
        ax.text(col + 0.47, y + 0.4, f"{raw[i]:02x}", ha="center", va="center", family="monospace",
                fontsize=byte_font, color="#111111", fontweight="bold" if i < 8 else "normal")
        ch = chr(raw[i]) if 32 < raw[i] < 127 else "."
        ax.text(col + 0.47, y - 0.12, ch, ha="center", va="top", family="monospace", fontsize=char_font,
                color=figlib.MUTED)
    labels = [(a, b, label) for a, b, label, _ in fields]
    if narrow:
        # Two one-byte fields side by side: one label over both, as each alone is wider than its cell.
        (a24, _, depth), (_, b25, kind) = labels[5], labels[6]
        labels[5:7] = [(a24, b25, f"{depth} {kind}")]
    for a, b, label in labels:
        row = a // per_row
        y = top - pitch * row
        ax.text((a % per_row + b % per_row + 0.94) / 2, y + 0.92, label, ha="center", va="bottom",
                fontsize=label_font, color="#c1121f" if a == 0 else figlib.MUTED,
                fontweight="bold" if a == 0 else "normal")
    ax.add_patch(Rectangle((-0.06, top - 0.06), 8.0, 0.92, facecolor="none", edgecolor="#c1121f", linewidth=2.5))
    for row in range(rows):
        ax.text(-0.25, top - pitch * row + 0.4, f"{per_row * row:08x}" if not narrow else f"{per_row * row:02x}",
                ha="right", va="center", family="monospace", fontsize=label_font,
                color=figlib.MUTED)
    ax.set_xlim(-2.6 if not narrow else -1.3, per_row + 0.1)
    ax.set_ylim(-0.75 - (0.15 if narrow else 0), top + 1.55)
    ax.axis("off")
    return fig


figlib.save(draw(narrow=False), OUT / "first-bytes.png", page=PAGE, dark=True)
figlib.save(draw(narrow=True), OUT / "first-bytes.narrow.png", page=PAGE, dark=True)

# --- the picture, once renamed ---------------------------------------------
img = Image.open(io.BytesIO(raw)).convert("RGB")
dark = np.array(img.convert("L")) < 128
rows = np.nonzero(dark.any(axis=1))[0]
cols = dark.any(axis=0)
runs, start = [], None           # glyphs of the one text line, as runs of inked columns
for x, ink in enumerate(cols):
    if ink and start is None:
        start = x
    if not ink and start is not None:
        runs.append((start, x - 1))
        start = None
brace = runs[7][0]               # p i c o C T F {: the eighth glyph is the brace
scale = 800 / img.width
small = img.resize((800, round(img.height * scale)), Image.LANCZOS)
draw = ImageDraw.Draw(small)
box = (round((brace - 1) * scale), round((rows.min() - 8) * scale),
       round((runs[-1][1] + 6) * scale), round((rows.max() + 8) * scale))
draw.rectangle(box, fill="#d0d0d0")
font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 14)
draw.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), "rest of the line covered: see the Flag section",
          fill="#333333", font=font, anchor="mm")
draw.rectangle((0, 0, small.width - 1, small.height - 1), outline="#b0b0b0")
small.save(OUT / "renamed.png", optimize=True)
print(f"{width} x {height}; brace at x = {brace}; covered {box} of {small.size}")
