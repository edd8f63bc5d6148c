#!/usr/bin/env python3
"""Figures for the advanced-potion-making write-up.

Reads the original download `advanced-potion-making` (30,372 bytes, SHA-256 0c64e6c2...d004), from
https://github.com/marnold22/picoGYM/blob/a17456a26dcdc23b06e09b7a4990d213eb9505e4/FORENSICS/Advanced-Potion-Making_COMPLETE/advanced-potion-making
and writes, next to this script:
  header-layout.png  the first 33 bytes as downloaded and as repaired, coloured by PNG field, in two
                     lines (bytes 0-15, then 16-32)
  header-layout.narrow.png  the same for phones, in five lines cut at field boundaries, at a size that keeps
                     the text 12 px high at 343 CSS px wide (both through scripts/figures/figlib.py's save(),
                     which checks them against the page's <Flag>)
  red-bit0.png       the repaired image beside bit 0 of its red channel, cropped to the word "picoCTF"
                     (the crop stops before the brace, so the flag itself is not shown)

Run: python3 make_figures.py /path/to/advanced-potion-making
Needs Pillow, NumPy and Matplotlib (Debian: python3-pil python3-numpy python3-matplotlib).
"""
import io
import sys
import textwrap
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle
import numpy as np
from PIL import Image

OUT = Path(__file__).resolve().parent
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/advanced-potion-making/advanced-potion-making.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
plt.rcParams["svg.hashsalt"] = "potion"

raw = open(sys.argv[1], "rb").read()
fixed = bytearray(raw)
fixed[2:4] = b"\x4e\x47"            # signature bytes 2-3
fixed[8:12] = b"\x00\x00\x00\x0d"   # IHDR length: 13

# --- header layout -------------------------------------------------------
fields = [  # (first, last, label, colour)
    (0, 7, "signature", "#8ecae6"),
    (8, 11, "IHDR length", "#ffb703"),
    (12, 15, "type \"IHDR\"", "#b7e4c7"),
    (16, 28, "IHDR data: width, height, depth, colour type, ...", "#d8c8f0"),
    (29, 32, "CRC of type + data", "#f4c7c3"),
]
n = 33


def draw(narrow):
    """The 33 bytes in two lines of cells (0-15, 16-32), or for phones in five cut at field boundaries
    (0-7, 8-15, 16-23, 24-28, 29-32) with the IHDR data labelled in short, with fonts that stay 12 px high
    at 343 CSS px wide."""
    blocks = [(0, 8), (8, 16), (16, 24), (24, 29), (29, n)] if narrow else [(0, 16), (16, n)]
    cells = max(stop - first for first, stop in blocks)
    byte_font, label_font, index_font = (18, 18, 18) if narrow else (10.5, 10.5, 10)
    spacing = 5.2 if narrow else 4.0
    fig, ax = plt.subplots(figsize=(6.2, 2.2 * len(blocks) + 0.6) if narrow else (8.4, 4.6), dpi=100)
    for k, (first, stop) in enumerate(blocks):
        top = -spacing * k
        for row, (label, data) in enumerate([("downloaded", raw), ("repaired", fixed)]):
            y = top - row * (1.1 if narrow else 1)
            for i in range(first, stop):
                x = i - first
                colour = next(c for a, b, _, c in fields if a <= i <= b)
                changed = raw[i] != fixed[i]
                ax.add_patch(Rectangle((x, y), 0.94, 0.8, facecolor=colour,
                                       edgecolor="#c1121f" if changed else "none", linewidth=2.5 if changed else 0))
                ax.text(x + 0.47, y + 0.4, f"{data[i]:02x}", ha="center", va="center", family="monospace",
                        fontsize=byte_font, color="#111111", fontweight="bold" if changed else "normal")
            ax.text(-0.3, y + 0.4, label, ha="right", va="center", fontsize=label_font, color=figlib.MUTED)
        for field_first, b, label, colour in fields:
            a, b = max(field_first, first), min(b, stop - 1)
            if a <= b:
                if narrow:
                    label = label.split(":")[0] + (" (cont.)" if a > field_first else "")
                    # a field alone on its line may run wider than its cells
                    alone = (a, b) == (first, stop - 1)
                    text = textwrap.fill(label, 14 if alone else max(6, round((b - a + 1) * 2.4)))
                else:
                    text = label if b - a > 3 else label.replace(" ", "\n", 1)
                ax.text((a + b + 0.94) / 2 - first, top + 1.05, text, ha="center", va="bottom",
                        fontsize=label_font, color=figlib.MUTED, linespacing=1.05 if narrow else 1.2)
        for i in range(first, stop, 2 if narrow else 4):
            ax.text(i - first + 0.47, top - (1.35 if narrow else 1.2), str(i), ha="center", va="top",
                    fontsize=index_font, color=figlib.MUTED)
    ax.set_xlim(-3.6 if not narrow else -4.6, (cells + 0.1) if narrow else 17.1)
    ax.set_ylim(-spacing * (len(blocks) - 1) - 2.5, 2.1 + (0.9 if narrow else 0))
    ax.axis("off")
    return fig


# 130 dpi: opened at its own size in the zoom, the smallest labels are then 12 px or more high.
figlib.save(draw(narrow=False), OUT / "header-layout.png", page=PAGE, dpi=130)
figlib.save(draw(narrow=True), OUT / "header-layout.narrow.png", page=PAGE)

# --- the picture and its red bit 0 ---------------------------------------
img = Image.open(io.BytesIO(bytes(fixed))).convert("RGB")
box = (0, 100, 617, 490)                      # ends before the opening brace at x = 618
photo = img.crop(box)
plane = img.getchannel("R").point(lambda v: 255 if v & 1 else 0).crop(box)
w, h = photo.size
gap = 16
sheet = Image.new("RGBA", (2 * w + gap, h), (0, 0, 0, 0))
sheet.paste(photo, (0, 0))
sheet.paste(plane.convert("RGB"), (w + gap, 0))
sheet.save(OUT / "red-bit0.png", optimize=True)
print("wrote", OUT / "header-layout.png", OUT / "red-bit0.png")
