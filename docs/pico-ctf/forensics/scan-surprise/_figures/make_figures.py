#!/usr/bin/env python3
"""Figure for the Scan Surprise write-up.

Reads `home/ctf-player/drop-in/flag.png` unpacked from the original download `challenge.zip`
(736 bytes, SHA-256 bf9da154...c8e2), from
https://github.com/Viccccz/picoCTF/blob/47fa753f3f8fd9f02a3d6cb7715a8725d4953d85/Easy/Scan-Surprise/Scan-Surprise.zip
and writes, next to this script:
  qr-anatomy.png  the QR code sampled module by module (25 x 25, version 2), with the function
                  patterns drawn as they are (finder patterns, separators, timing patterns, the
                  alignment pattern, format information) and every data module painted grey, so
                  the figure shows the structure but cannot be scanned: the data is the flag.

Run: python3 make_figures.py /path/to/flag.png
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
px = np.asarray(Image.open(sys.argv[1]).convert("L")) < 128      # True = dark
rows, cols = np.nonzero(px.any(axis=1))[0], np.nonzero(px.any(axis=0))[0]
top, left, span = rows[0], cols[0], rows[-1] - rows[0] + 1
finder_width = np.argmin(px[top, left:]) if not px[top, left:].all() else span
module = finder_width // 7                                    # a finder pattern is 7 modules wide
n = span // module
assert n == 25, n                                             # version 2
grid = px[top + module // 2: top + span: module, left + module // 2: left + span: module]

kind = np.full((n, n), "data", dtype=object)
for r0, c0 in [(0, 0), (0, n - 8), (n - 8, 0)]:
    kind[r0:r0 + 8, c0:c0 + 8] = "finder"
kind[6, 8:n - 8] = "timing"
kind[8:n - 8, 6] = "timing"
kind[n - 9:n - 4, n - 9:n - 4] = "alignment"
for i in list(range(0, 9)) + list(range(n - 8, n)):
    if kind[8, i] == "data":
        kind[8, i] = "format"
    if kind[i, 8] == "data":
        kind[i, 8] = "format"

colour = {"finder": "#e63946", "timing": "#2a9d8f", "alignment": "#e9c46a", "format": "#8ecae6"}
fig, ax = plt.subplots(figsize=(11, 7.2), dpi=100)
q = 4                                                         # quiet zone in modules
ax.add_patch(Rectangle((-q, -q), n + 2 * q, n + 2 * q, facecolor="#ffffff", edgecolor="#808080", linewidth=1))
for r in range(n):
    for c in range(n):
        if kind[r, c] == "data":
            ax.add_patch(Rectangle((c, n - 1 - r), 1, 1, facecolor="#b0b0b0", edgecolor="#c8c8c8", linewidth=0.3))
        else:
            ax.add_patch(Rectangle((c, n - 1 - r), 1, 1, facecolor="#111111" if grid[r, c] else "#ffffff",
                                   edgecolor=colour[kind[r, c]], linewidth=1.2))
notes = [("finder patterns + separators (3)", "finder"), ("timing patterns", "timing"),
         ("alignment pattern", "alignment"), ("format information", "format")]
for i, (label, k) in enumerate(notes):
    ax.add_patch(Rectangle((n + q + 1.5, n - 2 - i * 2.2), 1.2, 1.2, facecolor="none", edgecolor=colour[k], linewidth=2))
    ax.text(n + q + 3.3, n - 1.4 - i * 2.2, label, va="center", fontsize=12, color="#808080")
ax.add_patch(Rectangle((n + q + 1.5, n - 2 - 4 * 2.2), 1.2, 1.2, facecolor="#b0b0b0"))
ax.text(n + q + 3.3, n - 1.4 - 4 * 2.2, "data + error correction\n(masked: it encodes the flag)", va="center",
        fontsize=12, color="#808080")
ax.text(n / 2, -q - 1.2, f"25 x 25 modules of {module} px, quiet zone {left // module} modules wide",
        ha="center", va="top", fontsize=12, color="#808080")
ax.set_xlim(-q - 0.5, n + q + 20)
ax.set_ylim(-q - 3, n + q + 0.5)
ax.set_aspect("equal")
ax.axis("off")
fig.savefig(OUT / "qr-anatomy.png", transparent=True, bbox_inches="tight", pad_inches=0.05)
print("wrote", OUT / "qr-anatomy.png")
