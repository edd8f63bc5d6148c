#!/usr/bin/env python3
"""Figures for the advanced-potion-making write-up.

Reads the original download `advanced-potion-making` (30,372 bytes, SHA-256 0c64e6c2...d004), from
https://github.com/marnold22/picoGYM/blob/a17456a26dcdc23b06e09b7a4990d213eb9505e4/FORENSICS/Advanced-Potion-Making_COMPLETE/advanced-potion-making
and writes, next to this script:
  header-layout.png  the first 33 bytes as downloaded and as repaired, coloured by PNG field, in two
                     lines (bytes 0-15, then 16-32)
  red-bit0.png       the repaired image beside bit 0 of its red channel, cropped to the word "picoCTF"
                     (the crop stops before the brace, so the flag itself is not shown)

Run: python3 make_figures.py /path/to/advanced-potion-making
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
from PIL import Image

OUT = Path(__file__).resolve().parent
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
blocks = [(0, 16), (16, n)]          # two lines of cells, so the text stays readable at page width
fig, ax = plt.subplots(figsize=(8.4, 4.6), dpi=100)
for k, (first, stop) in enumerate(blocks):
    top = -4.0 * k
    for row, (label, data) in enumerate([("downloaded", raw), ("repaired", fixed)]):
        y = top - row
        for i in range(first, stop):
            x = i - first
            colour = next(c for a, b, _, c in fields if a <= i <= b)
            changed = raw[i] != fixed[i]
            ax.add_patch(Rectangle((x, y), 0.94, 0.8, facecolor=colour,
                                   edgecolor="#c1121f" if changed else "none", linewidth=2.5 if changed else 0))
            ax.text(x + 0.47, y + 0.4, f"{data[i]:02x}", ha="center", va="center", family="monospace",
                    fontsize=10.5, color="#111111", fontweight="bold" if changed else "normal")
        ax.text(-0.3, y + 0.4, label, ha="right", va="center", fontsize=10.5, color="#808080")
    for a, b, label, colour in fields:
        a, b = max(a, first), min(b, stop - 1)
        if a <= b:
            text = label if b - a > 3 else label.replace(" ", "\n", 1)
            ax.text((a + b + 0.94) / 2 - first, top + 1.05, text, ha="center", va="bottom", fontsize=10.5,
                    color="#808080")
    for i in range(first, stop, 4):
        ax.text(i - first + 0.47, top - 1.2, str(i), ha="center", va="top", fontsize=10, color="#808080")
ax.set_xlim(-3.6, 17.1)
ax.set_ylim(-6.5, 2.1)
ax.axis("off")
# 130 dpi: opened at its own size in the zoom, the smallest labels are then 12 px or more high.
fig.savefig(OUT / "header-layout.png", transparent=True, bbox_inches="tight", pad_inches=0.05, dpi=130)
plt.close(fig)

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
