#!/usr/bin/env python3
"""Figure for the RED write-up.

Reads the original download `red.png` (796 bytes, SHA-256 5dc6a8eb...b951), from
https://github.com/alberto-escobar/PICOCTF2025/blob/c126c105f42903c8dafdb45d7f627d2b097c5a58/done/RED/red.png
and writes, next to this script:
  bit-planes.png  the picture as a viewer draws it, then bit 0 of R, G, B and A (white = 1,
                  black = 0), enlarged without smoothing.
                  Every row of the planes holds the same 64 bytes of Base64, which decode to the
                  flag, so only columns 0 to 15 are drawn: 16 pixels x 4 channels = 64 bits =
                  8 Base64 characters, which decode to nothing but the common start "picoCT".
                  The other 112 columns are left out, and the picture itself is drawn with its low
                  bits flattened, so the flag cannot be read back from the figure.

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

COLS = 16                                    # columns shown: 64 bits, Base64 of "picoCT" only
OUT = Path(__file__).resolve().parent
img = np.asarray(Image.open(sys.argv[1]).convert("RGBA"))
GREY = "#808080"

fig = plt.figure(figsize=(9, 3.9), dpi=100)
ax = fig.add_axes([0.0, 0.0, 0.36, 0.86])
# Drawn with bit 0 of every sample set to 0 in G, B and 1 in R, A: the same flat red a viewer
# shows, but without the hidden bits, which would otherwise survive in the figure's pixels.
flat = np.where(np.array([1, 0, 0, 1], dtype=bool), img | 1, img & 0xFE).astype(np.uint8)
ax.imshow(flat, interpolation="nearest")
ax.set_title("red.png as drawn", fontsize=13, color=GREY)
ax.set_xticks([]); ax.set_yticks([])
for c, name in enumerate("RGBA"):
    a = fig.add_axes([0.42 + c * 0.15, 0.0, 0.11, 0.86])
    a.imshow((img[:, :COLS, c] & 1) * 255, cmap="gray", vmin=0, vmax=255,
             interpolation="nearest", aspect="auto")
    a.set_title(f"bit 0 of {name}", fontsize=13, color=GREY)
    a.set_xticks([0, COLS - 1]); a.set_yticks([0, 127] if c == 0 else [])
    a.tick_params(colors=GREY, labelsize=12)
for a in fig.axes:
    for s in a.spines.values():
        s.set_color(GREY)
fig.text(0.42, -0.15, f"columns 0 to {COLS - 1} of all 128 rows; the other {img.shape[1] - COLS} columns are not drawn",
         fontsize=12, color=GREY)
fig.savefig(OUT / "bit-planes.png", transparent=True, bbox_inches="tight", pad_inches=0.05)
print("wrote", OUT / "bit-planes.png")
