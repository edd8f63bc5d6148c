#!/usr/bin/env python3
"""Figure for the Riddle Registry write-up.

Reads the original download `confidential.pdf` (182,705 bytes, SHA-256 2f790d13...8081), from
https://github.com/silentzero192/picoCTF-Challenges/blob/a6c0968d2719c1eca85a2a6689593096500aab1f/Forensics/riddle-registry/confidential.pdf
and writes, next to this script:
  decoy-and-metadata.png  the rendered page with each black bar outlined and labelled with the number
                          of characters the text layer (pdftotext -bbox) still holds under it, and,
                          beside it, the document information fields as pdfinfo prints them, with the
                          Author value cut after its first 10 characters (the rest encodes the flag);
                          the page rendered at 150 dpi, so its text is 12 px or more when the figure is
                          opened, and written through scripts/figures/figlib.py's save(), which checks it
                          against the page's <Flag>. No phone variant: the page's own text cannot reach
                          12 px at 343 CSS px without cutting the page.

Run: python3 make_figures.py /path/to/confidential.pdf
Needs poppler-utils (pdftoppm, pdftotext, pdfinfo), Pillow, NumPy, SciPy and Matplotlib
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
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/riddle-registry.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
pdf = sys.argv[1]
DPI = 150                                   # the page's 12 pt text comes out 12 px or more opened
scale = DPI / 72
GREY = figlib.MUTED

with tempfile.TemporaryDirectory() as tmp:
    subprocess.run(["pdftoppm", "-r", str(DPI), "-png", "-singlefile", pdf, f"{tmp}/page"], check=True)
    page = np.asarray(Image.open(f"{tmp}/page.png").convert("L"))
layout = subprocess.run(["pdftotext", "-bbox", pdf, "-"], check=True, capture_output=True, text=True).stdout
words = [(float(a), float(b), float(c), float(d), w) for a, b, c, d, w in
         re.findall(r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<', layout)]
info = subprocess.run(["pdfinfo", pdf], check=True, capture_output=True, text=True).stdout
fields = dict(line.split(":", 1) for line in info.splitlines() if ":" in line)
author = fields["Author"].strip()
shown = [("Producer", fields["Producer"].strip()),
         ("Author", f"{author[:10]}...\n          ({len(author)} characters,\n          Base64 alphabet)"),
         ("Pages", fields["Pages"].strip())]

solid = ndimage.binary_opening(page < 40, structure=np.ones((9, 9)))
labels, n = ndimage.label(solid)
bars = sorted(ndimage.find_objects(labels), key=lambda s: (s[0].start, s[1].start))

top, bottom = int(40 * scale), int(600 * scale)
left, right = int(62 * scale), int(552 * scale)
crop = page[top:bottom, left:right]
fig = plt.figure(figsize=(15, 9.9), dpi=100)
ax = fig.add_axes([0.0, 0.0, 0.66, 1.0])
ax.imshow(crop, cmap="gray", vmin=0, vmax=255)
for ys, xs in bars:
    x0, x1, y0, y1 = xs.start / scale, xs.stop / scale, ys.start / scale, ys.stop / scale
    under = [w for a, b, c, d, w in words if x0 <= (a + c) / 2 <= x1 and y0 <= (b + d) / 2 <= y1]
    chars = sum(len(w) for w in under) + max(len(under) - 1, 0)
    ax.add_patch(Rectangle((xs.start - left - 4, ys.start - top - 4), xs.stop - xs.start + 8, ys.stop - ys.start + 8,
                           fill=False, edgecolor="#c0392b", linewidth=2.5))
    ax.text(crop.shape[1] + 15, (ys.start + ys.stop) / 2 - top, f"<- {chars} characters of decoy",
            va="center", fontsize=18, color="#c0392b", clip_on=False)
ax.set_xlim(0, crop.shape[1])
ax.axis("off")
ax2 = fig.add_axes([0.68, 0.70, 0.32, 0.28])
ax2.text(0, 1.0, "pdfinfo: document information", fontsize=18, color=GREY, fontweight="bold", va="top")
for i, (k, v) in enumerate(shown):
    ax2.text(0, 0.8 - [0, 0.16, 0.58][i], f"{k + ':':<10}{v}", fontsize=18, family="monospace", va="top",
             color="#c0392b" if k == "Author" else GREY)
ax2.axis("off")
figlib.save(fig, OUT / "decoy-and-metadata.png", page=PAGE)
print("wrote", OUT / "decoy-and-metadata.png", "-", len(bars), "bars")
