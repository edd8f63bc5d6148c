#!/usr/bin/env python3
"""Figures for the Hidden in plainsight write-up.

Reads the original download `img.jpg` (73,510 bytes, SHA-256 6de9677a...5d7a), from
https://github.com/silentzero192/picoCTF-Challenges/blob/a6c0968d2719c1eca85a2a6689593096500aab1f/Forensics/hidden-in-plainsight/img.jpg
and writes, next to this script:
  img.jpg           the picture as a viewer shows it, 480 pixels wide
  header-bytes.png  the first 64 bytes as a hex dump (each byte above the character it prints as),
                    coloured by JPEG segment: SOI, the APP0/JFIF
                    segment, the COM segment (marker, length, the 28 Base64 characters) and the start
                    of the first quantisation table

Run: python3 make_figures.py /path/to/img.jpg
Needs Pillow and Matplotlib (Debian: python3-pil python3-matplotlib).
"""
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Patch, Rectangle
from PIL import Image

OUT = Path(__file__).resolve().parent
data = open(sys.argv[1], "rb").read()

photo = Image.open(sys.argv[1])
photo.resize((480, round(480 * photo.height / photo.width)), Image.LANCZOS).save(
    OUT / "img.jpg", quality=82, optimize=True, progressive=True)

# Walk the segments from SOI and colour each byte by the segment it belongs to.
colours = {"SOI": "#ffb703", "APP0 (JFIF)": "#8ecae6", "COM (comment)": "#b7e4c7", "DQT": "#d9d9d9"}
owner = ["SOI", "SOI"]
pos = 2
while len(owner) < 64:
    marker = data[pos + 1]
    length = int.from_bytes(data[pos + 2:pos + 4], "big")
    name = {0xE0: "APP0 (JFIF)", 0xFE: "COM (comment)", 0xDB: "DQT"}[marker]
    owner += [name] * (2 + length)
    pos += 2 + length

fig, ax = plt.subplots(figsize=(8.6, 4.4), dpi=100)
for r in range(4):
    y = (3 - r) * 1.55
    ax.text(-0.3, y + 0.45, f"{16 * r:08x}", ha="right", va="center", family="monospace", fontsize=10,
            color="#808080")
    for c in range(16):
        i = 16 * r + c
        ax.add_patch(Rectangle((c, y), 0.94, 0.9, facecolor=colours[owner[i]], edgecolor="none"))
        ax.text(c + 0.47, y + 0.45, f"{data[i]:02x}", ha="center", va="center", family="monospace", fontsize=10.5,
                color="#111111")
        ch = chr(data[i]) if 32 < data[i] < 127 else "\u00b7"
        ax.text(c + 0.47, y - 0.05, ch, ha="center", va="top", family="monospace", fontsize=10.5, color="#808080")
ax.legend(handles=[Patch(facecolor=v, label=k) for k, v in colours.items()], loc="upper center",
          bbox_to_anchor=(0.5, 0.0), ncol=4, frameon=False, fontsize=10.5, labelcolor="#808080")
ax.set_xlim(-3.2, 16.05)
ax.set_ylim(-0.6, 4 * 1.55 - 0.5)
ax.axis("off")
fig.savefig(OUT / "header-bytes.png", transparent=True, bbox_inches="tight", pad_inches=0.05)
print("wrote img.jpg and header-bytes.png")
