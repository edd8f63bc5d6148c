#!/usr/bin/env python3
"""Figures for the Glory of the Garden write-up.

Reads the original download `garden.jpg` (2,295,192 bytes, SHA-256 8d5fcb99...7e9e), from
https://github.com/Sivnerof/PicoCTF/blob/45e77e7ea3e5c29dff57624a23ae1e956fbba0fa/Forensics/Glory-Of-The-Garden/garden.jpg
and writes, next to this script:
  garden.jpg      the photograph scaled to 800 pixels wide
  tail-bytes.png  the last 96 bytes of the file, 16 to a row as in a hex dump: scan data, the FF D9 End
                  Of Image marker and the appended sentence in separate colours; the eight characters of
                  this player's ending are blanked

Run: python3 make_figures.py /path/to/garden.jpg
Needs Pillow and Matplotlib (Debian: python3-pil python3-matplotlib).
"""
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle
from PIL import Image

OUT = Path(__file__).resolve().parent

data = open(sys.argv[1], "rb").read()
photo = Image.open(sys.argv[1])
photo.resize((800, round(800 * photo.height / photo.width)), Image.LANCZOS).save(
    OUT / "garden.jpg", quality=80, optimize=True, progressive=True)

eoi = data.rindex(b"\xff\xd9", 0, data.index(b"Here is a flag"))
brace = data.index(b"{", eoi)
hidden = range(brace + 1 + len("more_than_m33ts_the_3y3"), brace + 1 + len("more_than_m33ts_the_3y3") + 8)
start = (len(data) - 96) // 16 * 16
rows = (len(data) - start + 15) // 16

fig, ax = plt.subplots(figsize=(13, 0.46 * rows + 0.7), dpi=100)
for r in range(rows):
    y = rows - 1 - r
    offset = start + 16 * r
    ax.text(-0.3, y + 0.4, f"{offset:08x}", ha="right", va="center", family="monospace", fontsize=9.5, color="#808080")
    for c in range(16):
        pos = offset + c
        if pos >= len(data):
            continue
        byte = data[pos]
        if pos < eoi:
            colour, label = "#d9d9d9", "scan data"
        elif pos < eoi + 2:
            colour, label = "#ffb703", "EOI"
        else:
            colour, label = "#b7e4c7", "trailer"
        masked = pos in hidden
        ax.add_patch(Rectangle((c, y), 0.94, 0.8, facecolor="#9e9e9e" if masked else colour, edgecolor="none"))
        ax.text(c + 0.47, y + 0.4, "··" if masked else f"{byte:02x}", ha="center", va="center",
                family="monospace", fontsize=9.5, color="#111111")
        char = "·" if masked else (chr(byte) if 32 <= byte < 127 else ".")
        ax.text(17 + c * 0.45, y + 0.4, char, ha="left", va="center", family="monospace", fontsize=10,
                color="#808080")
ax.set_xlim(-3, 24.5)
ax.set_ylim(-0.3, rows)
ax.axis("off")
fig.savefig(OUT / "tail-bytes.png", transparent=True, bbox_inches="tight", pad_inches=0.05)
print(f"EOI at {eoi:#x}, trailer {len(data) - eoi - 2} bytes; wrote garden.jpg and tail-bytes.png")
