#!/usr/bin/env python3
"""Figure for the Investigative Reversing 0 write-up.

Reads the original download `mystery.png` (125,069 bytes, SHA-256 73c77e99...05a6), from
https://github.com/HHousen/PicoCTF-2019/blob/d8051a3e15c4e92728ec27c5da090d579cee6547/Forensics/Investigative%20Reversing%200/mystery.png
and writes, next to this script:
  trailer-bytes.png  the picture (scaled down) above the 26 bytes that follow its IEND chunk,
                     each coloured by what `mystery` did to it (unchanged, +5, -3) with the
                     byte after undoing it; the eight per-player hex digits of the flag are masked

Run: python3 make_figures.py /path/to/mystery.png
Needs Pillow, NumPy and Matplotlib (Debian: python3-pil python3-numpy python3-matplotlib).
"""
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle
import numpy as np
from PIL import Image

OUT = Path(__file__).resolve().parent
data = open(sys.argv[1], "rb").read()
end = data.rfind(b"IEND") + 8
tail = data[end:]
assert len(tail) == 26

shift = [0] * 26
for i in range(6, 15):
    shift[i] = 5
shift[15] = -3
fixed = bytes((b - s) % 256 for b, s in zip(tail, shift))
MASK = range(17, 25)             # the per-player suffix: never drawn

def show(b, i):
    if i in MASK:
        return "?"
    return chr(b) if 0x21 <= b < 0x7f else f"{b:02x}"

colour = {0: "#d9d9d9", 5: "#ffb703", -3: "#8ecae6"}
fig = plt.figure(figsize=(10, 5.6), dpi=100)
ax_img = fig.add_axes([0.22, 0.42, 0.56, 0.56])
thumb = np.asarray(Image.open(sys.argv[1]).convert("L").resize((705, 324)))
ax_img.imshow(thumb, cmap="gray", vmin=0, vmax=255)
ax_img.set_xticks([]); ax_img.set_yticks([])
for s in ax_img.spines.values():
    s.set_color("#808080")
ax_img.set_title(f"mystery.png: IEND ends at byte {end:,}; {len(data) - end} more bytes follow",
                 fontsize=13, color="#808080")

ax = fig.add_axes([0.02, 0.02, 0.96, 0.36])
for i in range(26):
    c = colour[shift[i]]
    for y, b in ((1.1, tail[i]), (0.0, fixed[i])):
        ax.add_patch(Rectangle((i, y), 0.92, 0.8, facecolor=c, edgecolor="none"))
        ax.text(i + 0.46, y + 0.4, show(b, i), ha="center", va="center", family="monospace",
                fontsize=14, color="#111111")
    label = {0: "", 5: "+5", -3: "-3"}[shift[i]]
    ax.text(i + 0.46, 2.05, label, ha="center", va="bottom", fontsize=12, color="#808080")
for i in range(0, 26, 5):
    ax.text(i + 0.46, -0.15, str(i), ha="center", va="top", fontsize=12, color="#808080")
ax.text(-0.3, 1.5, "appended", ha="right", va="center", fontsize=13, color="#808080")
ax.text(-0.3, 0.4, "undone", ha="right", va="center", fontsize=13, color="#808080")
ax.set_xlim(-4.2, 26.2)
ax.set_ylim(-0.6, 2.6)
ax.axis("off")
fig.savefig(OUT / "trailer-bytes.png", transparent=True, bbox_inches="tight", pad_inches=0.05)
print("wrote", OUT / "trailer-bytes.png")
