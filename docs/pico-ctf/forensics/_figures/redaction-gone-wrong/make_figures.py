#!/usr/bin/env python3
"""Figure for the Redaction gone wrong write-up.

Reads the original download `Financial_Report_for_ABC_Labs.pdf` (34,915 bytes, SHA-256 98cbf221...39d1), from
https://github.com/Sivnerof/PicoCTF/blob/4b3b11d5c100ff955f4e29a1a8379d2cd3c17f4f/Forensics/Redaction-Done-Wrong/Financial_Report_for_ABC_Labs.pdf
and writes, next to this script:
  bars.png  the top of the rendered page with each black bar outlined and labelled with what the
            text layer (pdftotext -bbox) still holds underneath it: a character count, never the words

Run: python3 make_figures.py /path/to/Financial_Report_for_ABC_Labs.pdf
Needs poppler-utils (pdftoppm, pdftotext), Pillow, NumPy, SciPy and Matplotlib
(Debian: poppler-utils python3-pil python3-numpy python3-scipy python3-matplotlib).
"""
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle
import numpy as np
from PIL import Image
from scipy import ndimage

OUT = Path(__file__).resolve().parent
pdf = sys.argv[1]
DPI = 100
scale = DPI / 72

with tempfile.TemporaryDirectory() as tmp:
    subprocess.run(["pdftoppm", "-r", str(DPI), "-png", "-singlefile", pdf, f"{tmp}/page"], check=True)
    page = np.asarray(Image.open(f"{tmp}/page.png").convert("L"))
layout = subprocess.run(["pdftotext", "-bbox", pdf, "-"], check=True, capture_output=True, text=True).stdout
words = [(float(a), float(b), float(c), float(d), w) for a, b, c, d, w in
         re.findall(r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<', layout)]

# Bars: solid black areas that survive an opening with a 9 x 9 square (text strokes do not).
solid = ndimage.binary_opening(page < 40, structure=np.ones((9, 9)))
labels, n = ndimage.label(solid)
bars = sorted(ndimage.find_objects(labels), key=lambda s: (s[0].start, s[1].start))

top, bottom = int(55 * scale), int(350 * scale)
crop = page[top:bottom, : int(470 * scale)]
fig, ax = plt.subplots(figsize=(crop.shape[1] / DPI * 1.6, crop.shape[0] / DPI * 1.6), dpi=100)
ax.imshow(crop, cmap="gray", vmin=0, vmax=255)
for ys, xs in bars:
    x0, x1, y0, y1 = xs.start / scale, xs.stop / scale, ys.start / scale, ys.stop / scale
    under = [w for a, b, c, d, w in words if x0 <= (a + c) / 2 <= x1 and y0 <= (b + d) / 2 <= y1]
    chars = sum(len(w) for w in under) + max(len(under) - 1, 0)
    colour = "#e76f51" if under else "#2a9d8f"
    ax.add_patch(Rectangle((xs.start - 4, ys.start - top - 4), xs.stop - xs.start + 8, ys.stop - ys.start + 8,
                           fill=False, edgecolor=colour, linewidth=2.5))
    note = f"text still underneath: {chars} characters" if under else "nothing underneath"
    ax.text(300 * scale, (ys.start + ys.stop) / 2 - top, note, va="center", fontsize=11, color=colour,
            fontweight="bold")
ax.axis("off")
fig.savefig(OUT / "bars.png", bbox_inches="tight", pad_inches=0.05)
print("wrote", OUT / "bars.png", "-", len(bars), "bars")
