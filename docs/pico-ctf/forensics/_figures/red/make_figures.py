#!/usr/bin/env python3
"""Figure for the RED write-up.

Reads the original download `red.png` (796 bytes, SHA-256 5dc6a8eb...b951), from
https://github.com/alberto-escobar/PICOCTF2025/blob/c126c105f42903c8dafdb45d7f627d2b097c5a58/done/RED/red.png
and writes, next to this script:
  bit-planes.png  the picture as a viewer draws it, then bit 0 of R, G, B and A, each enlarged
                  without smoothing (white = 1, black = 0)

Run: python3 make_figures.py /path/to/red.png
Needs Pillow, NumPy and Matplotlib (Debian: python3-pil python3-numpy python3-matplotlib).
"""
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
from PIL import Image

OUT = Path(__file__).resolve().parent
img = np.asarray(Image.open(sys.argv[1]).convert("RGBA"))

panels = [("red.png as drawn", img)]
for c, name in enumerate("RGBA"):
    panels.append((f"bit 0 of {name}", (img[:, :, c] & 1) * 255))

fig, axes = plt.subplots(1, 5, figsize=(15, 3.5), dpi=100)
for ax, (title, data) in zip(axes, panels):
    if data.ndim == 2:
        ax.imshow(data, cmap="gray", vmin=0, vmax=255, interpolation="nearest")
    else:
        ax.imshow(data, interpolation="nearest")
    ax.set_title(title, fontsize=12, color="#808080")
    ax.set_xticks([]); ax.set_yticks([])
    for s in ax.spines.values():
        s.set_color("#808080")
fig.savefig(OUT / "bit-planes.png", transparent=True, bbox_inches="tight", pad_inches=0.05)
print("wrote", OUT / "bit-planes.png")
