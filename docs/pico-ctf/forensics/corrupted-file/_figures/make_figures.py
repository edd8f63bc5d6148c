#!/usr/bin/env python3
"""Figures for the Corrupted file write-up.

Reads the archived `file` (8,772 bytes, SHA-256 23a780b5...4131, stored already repaired), from
https://github.com/silentzero192/picoCTF-Challenges/blob/a6c0968d2719c1eca85a2a6689593096500aab1f/Forensics/corrupted-file/file
and writes, next to this script:
  header-layout.png  the first 20 bytes with the two damaged bytes (5c 78, as the download had them)
                     above the repaired ones, coloured by JFIF field, in two lines (bytes 0-10, 11-19)
  repaired.png       the middle of the repaired picture, enlarged twice, with everything after "picoCTF"
                     covered by a grey box (the brace, the words the page's <Flag> hides and the
                     per-player hex ending)
  repaired.narrow.png  for phones: the same covered picture cut to the line and the grey box, enlarged
                     three times, its label at 34 px (text 12 px high or more at 343 CSS px wide)

All the figures are written through scripts/figures/figlib.py's save(), which refuses to write a picture
that shows the part of the flag the page hides.

Run: python3 make_figures.py /path/to/file
Needs Pillow and Matplotlib (Debian: python3-pil python3-matplotlib).

The chart is also written as header-layout.dark.png, recoloured for the dark mode (figlib.save's dark=True):
the site shows it there instead of the light chart, whose grey labels need a light ground. And as
header-layout.narrow.png (and .narrow.dark.png) for phones: the same bytes in four lines cut at field
boundaries (0-5, 6-10, 11-13, 14-19), at a size that keeps the text 12 px high at 343 CSS px wide.
"""
import io
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle
from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent
REPOSITORY = Path(__file__).resolve().parents[5]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/corrupted-file/corrupted-file.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402

repaired = open(sys.argv[1], "rb").read()
damaged = b"\x5c\x78" + repaired[2:]       # the two bytes the download carried

fields = [  # (first, last, label, colour)
    (0, 1, "SOI", "#ffb703"),
    (2, 3, "APP0\nmarker", "#8ecae6"),
    (4, 5, "length\n16", "#b7e4c7"),
    (6, 10, "\"JFIF\" + 00", "#d8c8f0"),
    (11, 12, "version\n1.01", "#f4c7c3"),
    (13, 13, "units", "#e9d8a6"),
    (14, 17, "densities\n1 x 1", "#cfe1b9"),
    (18, 19, "thumbnail\n0 x 0", "#bde0fe"),
]
n = 20


def draw(narrow: bool):
    """The 20 bytes in two lines of cells, or for phones in four lines cut at field boundaries, with fonts
    that stay 12 px high at 343 CSS px wide."""
    # two lines of cells, so the text stays readable at page width; four on a phone
    blocks = [(0, 6), (6, 11), (11, 14), (14, n)] if narrow else [(0, 11), (11, n)]
    cells = max(stop - first for first, stop in blocks)
    byte_font, label_font, index_font = (22, 18, 18) if narrow else (14, 13, 13)
    spacing = 5.0 if narrow else 4.0
    fig, ax = plt.subplots(figsize=(6.4, 2.45 * len(blocks) + 0.4) if narrow else (8.4, 5.6), dpi=100)
    for k, (first, stop) in enumerate(blocks):
        top = -spacing * k
        for row, (label, data) in enumerate([("downloaded", damaged), ("repaired", repaired)]):
            y = top - row * (1.1 if narrow else 1)
            for i in range(first, stop):
                x = i - first
                colour = next(c for a, b, _, c in fields if a <= i <= b)
                changed = damaged[i] != repaired[i]
                ax.add_patch(Rectangle((x, y), 0.94, 0.8, facecolor=colour,
                                       edgecolor="#c1121f" if changed else "none", linewidth=2.5 if changed else 0))
                ax.text(x + 0.47, y + 0.4, f"{data[i]:02x}", ha="center", va="center", family="monospace",
                        fontsize=byte_font, color="#111111", fontweight="bold" if changed else "normal")
            ax.text(-0.3, y + 0.4, label, ha="right", va="center", fontsize=label_font, color=figlib.MUTED)
        for a, b, label, _ in fields:
            if first <= a < stop:
                ax.text((a + b + 0.94) / 2 - first, top + 1.05, label, ha="center", va="bottom",
                        fontsize=label_font, color=figlib.MUTED, linespacing=1.05 if narrow else 1.2)
        for i in range(first, stop, 2):
            ax.text(i - first + 0.47, top - (1.35 if narrow else 1.2), str(i), ha="center", va="top",
                    fontsize=index_font, color=figlib.MUTED)
    ax.set_xlim(-3.2 if not narrow else -4.6, (cells if narrow else 11) + 0.1)
    ax.set_ylim(-spacing * (len(blocks) - 1) - 2.5, 2.3 + (0.4 if narrow else 0))
    ax.axis("off")
    return fig


figlib.save(draw(narrow=False), OUT / "header-layout.png", page=PAGE, dark=True)
figlib.save(draw(narrow=True), OUT / "header-layout.narrow.png", page=PAGE, dark=True)

img = Image.open(io.BytesIO(repaired)).convert("RGB")
draw = ImageDraw.Draw(img)
# The red line of text spans x = 301-493, y = 201-210; "picoCTF" ends at x = 339 and the brace starts at
# x = 342. Everything from x = 341 on is covered, with a margin for the JPEG's blur around the letters.
draw.rectangle((341, 195, 499, 216), fill=(200, 200, 200))


def enlarged(box, scale, font_size):
    """The covered picture cut to `box`, enlarged `scale` times, labelled under the grey box."""
    band = img.crop(box)
    band = band.resize((band.width * scale, band.height * scale), Image.LANCZOS)
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", font_size)
    ImageDraw.Draw(band).text(((341 - box[0]) * scale, (216 - box[1]) * scale + 4 * scale), "rest of the line covered",
                              fill=(90, 90, 90), font=font)
    return band


figlib.save(enlarged((200, 150, 600, 260), 2, 18), OUT / "repaired.png", page=PAGE, optimize=True)
# For phones: only the line and the grey box (x = 285-505 of the 800 pixels), three times larger, so that
# "picoCTF" and the label show 12 px high or more at 343 CSS px wide; the same box covers the same letters.
figlib.save(enlarged((285, 186, 505, 236), 3, 34), OUT / "repaired.narrow.png", page=PAGE, optimize=True)
