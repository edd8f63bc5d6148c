#!/usr/bin/env python3
"""Figure for the What Lies Within write-up.

Reads the original download `buildings.png` (625,219 bytes, SHA-256 9f5f284e...655a), from
https://github.com/HHousen/PicoCTF-2019/blob/435f5605a5ecf81b3dba05e6c7b86ab446f36b41/Forensics/What%20Lies%20Within/buildings.png
and writes, next to this script:
  low-bits.png  the photo, its whole low-bit plane (each pixel coloured by bit 0 of R, G and B,
                so a pixel is black when all three bits are 0) with the only non-zero area boxed,
                and that area, the first 96 pixels of the top row, enlarged

Run: python3 make_figures.py /path/to/buildings.png
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
img = np.asarray(Image.open(sys.argv[1]).convert("RGB"))
plane = (img & 1) * 255                       # bit 0 of R, G, B shown as full-strength colour
ys, xs = np.nonzero(plane.any(axis=2))
GREY = "#808080"

fig = plt.figure(figsize=(14, 6.2), dpi=100)
ax = fig.add_axes([0.0, 0.30, 0.48, 0.66])
ax.imshow(img)
ax.set_title("buildings.png as drawn", fontsize=11, color=GREY)
ax2 = fig.add_axes([0.52, 0.30, 0.48, 0.66])
ax2.imshow(plane, interpolation="nearest")
ax2.add_patch(Rectangle((xs.min() - 6, ys.min() - 6), xs.max() - xs.min() + 12, ys.max() - ys.min() + 12,
                        fill=False, edgecolor="#ffb703", linewidth=2))
ax2.set_title(f"bit 0 of R, G, B: every pixel is 0 except in row {ys.min()}, x {xs.min()} to {xs.max()}",
              fontsize=11, color=GREY)
for a in (ax, ax2):
    a.set_xticks([]); a.set_yticks([])
    for s in a.spines.values():
        s.set_color(GREY)

ax3 = fig.add_axes([0.02, 0.02, 0.96, 0.2])
strip = plane[0:1, 0:96]
ax3.imshow(strip, interpolation="nearest", aspect="auto")
ax3.set_xticks(range(0, 97, 8))
ax3.tick_params(colors=GREY, labelsize=9)
ax3.set_yticks([])
for s in ax3.spines.values():
    s.set_color(GREY)
ax3.set_title("row 0, pixels 0 to 95, enlarged: the message fills the first 72 pixels (216 bits, 27 bytes)",
              fontsize=11, color=GREY)
fig.savefig(OUT / "low-bits.png", transparent=True, bbox_inches="tight", pad_inches=0.05)
# The photo makes a full-colour PNG too heavy for the page: reduce it to a 256-colour palette.
Image.open(OUT / "low-bits.png").quantize(256, method=Image.Quantize.FASTOCTREE).save(OUT / "low-bits.png", optimize=True)
print("wrote", OUT / "low-bits.png")
