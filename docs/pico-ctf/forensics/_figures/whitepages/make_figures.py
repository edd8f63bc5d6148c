#!/usr/bin/env python3
"""Figure for the WhitePages write-up.

Reads the original download `whitepages.txt` (2,972 bytes, SHA-256 9077fd8a...e3f5), from
https://github.com/HHousen/PicoCTF-2019/blob/435f5605a5ecf81b3dba05e6c7b86ab446f36b41/Forensics/WhitePages/whitepages.txt
and writes, next to this script:
  spaces.png  the first 704 characters of the file (88 bytes of message, 8 per row), one cell per
              character: EM SPACE (read as 0) dark, ordinary SPACE (read as 1) light, with the
              byte each group of eight decodes to under the group. The flag starts at byte 95, so it
              is not in the figure.

Run: python3 make_figures.py /path/to/whitepages.txt
Needs Matplotlib (Debian: python3-matplotlib).
"""
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle

OUT = Path(__file__).resolve().parent
text = open(sys.argv[1], encoding="utf-8").read()
ROWS, PER_ROW = 11, 8                               # bytes shown: 88
bits = ["0" if ch == "\u2003" else "1" for ch in text[: ROWS * PER_ROW * 8]]
data = bytes(int("".join(bits[i:i + 8]), 2) for i in range(0, len(bits), 8))
assert b"{" not in data                             # never draw any part of the flag
EM, SP, GREY = "#264653", "#e9c46a", "#808080"

def show(b):
    return {10: "\\n", 9: "\\t", 32: "␣"}.get(b, chr(b))

fig, ax = plt.subplots(figsize=(15, 8.4), dpi=100)
for r in range(ROWS):
    y = (ROWS - 1 - r) * 1.75
    for k in range(PER_ROW * 8):
        x = k + (k // 8) * 0.6
        ax.add_patch(Rectangle((x, y), 0.85, 0.8, facecolor=EM if bits[r * 64 + k] == "0" else SP,
                               edgecolor="none"))
    for j in range(PER_ROW):
        x = j * 8.6 + 4
        ax.text(x - 0.1, y - 0.4, show(data[r * PER_ROW + j]), ha="center", va="center",
                family="monospace", fontsize=15, color=GREY, fontweight="bold")
    ax.text(-0.6, y + 0.4, f"{r * PER_ROW:>3}", ha="right", va="center", family="monospace",
            fontsize=13, color=GREY)
ax.add_patch(Rectangle((0, ROWS * 1.75 + 0.1), 0.85, 0.6, facecolor=EM))
ax.text(1.2, ROWS * 1.75 + 0.4, "EM SPACE U+2003 (e2 80 83), read as 0", va="center", fontsize=14, color=GREY)
ax.add_patch(Rectangle((30, ROWS * 1.75 + 0.1), 0.85, 0.6, facecolor=SP))
ax.text(31.2, ROWS * 1.75 + 0.4, "SPACE U+0020 (20), read as 1", va="center", fontsize=14, color=GREY)
ax.set_xlim(-3, PER_ROW * 8.6 + 0.2)
ax.set_ylim(-0.95, ROWS * 1.75 + 0.9)
ax.axis("off")
fig.savefig(OUT / "spaces.png", transparent=True, bbox_inches="tight", pad_inches=0.05)
print("wrote", OUT / "spaces.png")
