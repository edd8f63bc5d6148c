#!/usr/bin/env python3
"""Figure for the What Lies Within write-up.

Reads the original download `buildings.png` (625,219 bytes, SHA-256 9f5f284e...655a), from
https://github.com/HHousen/PicoCTF-2019/blob/435f5605a5ecf81b3dba05e6c7b86ab446f36b41/Forensics/What%20Lies%20Within/buildings.png
and writes, next to this script:
  low-bits.png  the photo, its whole low-bit plane (each pixel coloured by bit 0 of R, G and B,
                so a pixel is black when all three bits are 0) with the only non-zero area boxed,
                and the first 96 pixels of the top row enlarged.
                The pixels whose low bits are not all zero carry the flag, so they are never drawn
                bit by bit: in both panels every such pixel is painted one flat colour (the area is
                found from the file, its content is not shown), and the enlarged strip hatches it.

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
bits = (img & 1).any(axis=2)                  # True where bit 0 of R, G or B is set
ys, xs = np.nonzero(bits)
x0, x1, y0, y1 = xs.min(), xs.max(), ys.min(), ys.max()
# Mask: the whole bounding box of the set bits becomes one flat colour, so no bit can be read back.
MASK = np.array([255, 183, 3], dtype=np.uint8)  # amber
plane = np.zeros_like(img)
plane[y0:y1 + 1, x0:x1 + 1] = MASK
GREY = "#808080"

fig = plt.figure(figsize=(10, 5.4), dpi=100)
ax = fig.add_axes([0.0, 0.31, 0.48, 0.63])
# The photo is drawn from a copy whose lowest bits are cleared, so the figure holds no message bit.
ax.imshow(img & 0xFE)
ax.set_title("buildings.png as drawn", fontsize=13, color=GREY)
ax2 = fig.add_axes([0.52, 0.31, 0.48, 0.63])
ax2.imshow(plane, interpolation="nearest")
ax2.add_patch(Rectangle((x0 - 6, y0 - 6), x1 - x0 + 12, y1 - y0 + 12,
                        fill=False, edgecolor=MASK / 255, linewidth=2))
ax2.set_title(f"bit 0 of R, G, B: 0 except row {y0}, x {x0}-{x1}", fontsize=13, color=GREY)
for a in (ax, ax2):
    a.set_xticks([]); a.set_yticks([])
    for s in a.spines.values():
        s.set_color(GREY)

ax3 = fig.add_axes([0.0, 0.04, 1.0, 0.17])
ax3.set_xlim(0, 96)
ax3.set_ylim(0, 1)
ax3.add_patch(Rectangle((0, 0), 96, 1, facecolor="black", edgecolor="none"))
ax3.add_patch(Rectangle((x0, 0), x1 + 1 - x0, 1, facecolor=MASK / 255, edgecolor="black",
                        hatch="//", linewidth=0))
ax3.text((x0 + x1 + 1) / 2, 0.5, f"pixels {x0}-{x1}: bits set (masked)", ha="center", va="center",
         fontsize=13, color="black", bbox=dict(facecolor=MASK / 255, edgecolor="none"))
ax3.text((x1 + 1 + 96) / 2, 0.5, "all bits 0", ha="center", va="center", fontsize=13, color="white")
ax3.set_xticks(range(0, 97, 8))
ax3.tick_params(colors=GREY, labelsize=12)
ax3.set_yticks([])
for s in ax3.spines.values():
    s.set_color(GREY)
ax3.set_title(f"row {y0}, pixels 0 to 95 enlarged: the message fills the first {x1 + 1} pixels "
              f"({3 * (x1 + 1)} bits = {3 * (x1 + 1) // 8} bytes)", fontsize=13, color=GREY)
fig.savefig(OUT / "low-bits.png", transparent=True, bbox_inches="tight", pad_inches=0.05)
# The photo makes a full-colour PNG too heavy for the page: reduce it to a 256-colour palette.
Image.open(OUT / "low-bits.png").quantize(256, method=Image.Quantize.FASTOCTREE).save(OUT / "low-bits.png", optimize=True)
print("wrote", OUT / "low-bits.png")
