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
                          against the page's <Flag>.
  decoy-and-metadata.narrow.png  for phones, the two panels stacked and cut to what the caption is about:
                          the same document information fields on top (Author cut the same way), then
                          only the four black bars, each cropped from the page with the punctuation
                          next to it and labelled above with its count of decoy characters; the
                          rest of the page (title, paragraphs, rules) is left out. Text 12 px high or
                          more at 343 CSS px wide.

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


def narrow_figure():
    """The phone variant: the fields, then each bar cut from a 300 dpi rendering with 3 pt of page left and
    right of it (widened to the end of a word the cut would split, so a comma or full stop next to a bar
    shows whole) and no taller than the bar, all four at the one scale that makes the widest fill the
    figure; the drawn text is 24 pt on a 640 px figure, 12 px high or more at 343 CSS px wide."""
    hi_dpi, pad, width, font = 300, 3.0, 640, 24
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["pdftoppm", "-r", str(hi_dpi), "-png", "-singlefile", pdf, f"{tmp}/page"], check=True)
        sharp = np.asarray(Image.open(f"{tmp}/page.png").convert("L"))
    strips = []                             # (crop box in pt, bar box in pt, decoy characters)
    for ys, xs in bars:
        x0, x1, y0, y1 = xs.start / scale, xs.stop / scale, ys.start / scale, ys.stop / scale
        under = [w for a, b, c, d, w in words if x0 <= (a + c) / 2 <= x1 and y0 <= (b + d) / 2 <= y1]
        chars = sum(len(w) for w in under) + max(len(under) - 1, 0)
        line = [(a, c) for a, b, c, d, w in words if y0 <= (b + d) / 2 <= y1]
        left, right = x0 - pad, x1 + pad
        left = min([left] + [a - 1 for a, c in line if a < left < c])
        right = max([right] + [c + 1 for a, c in line if a < right < c])
        # The bar is as tall as a line of text: a crop any taller shows slivers of the lines around it.
        strips.append(((left, right, y0, y1), (x0, x1, y0, y1), chars))
    k = (width - 20) / max(r - l for (l, r, _t, _b), _bar, _n in strips)    # figure px per pt
    line_px = font * 100 / 72 * 1.25
    rows = [("pdfinfo: document information", GREY, "sans-serif", "bold")]
    for key, value in shown:
        first, *rest = f"{key + ':':<10}{value}".split("\n")      # as the wide figure sets them
        rows += [(part, "#c0392b" if key == "Author" else GREY, "monospace", "normal") for part in [first, *rest]]
    height = 10 + line_px * len(rows) + 30 + line_px + sum(line_px + 8 + (b - t) * k + 24 for (_l, _r, t, b), _bar, _n in strips)
    fig = plt.figure(figsize=(width / 100, height / 100), dpi=100)
    ax = fig.add_axes([0, 0, 1, 1])
    ax.set_xlim(0, width)
    ax.set_ylim(height, 0)
    ax.axis("off")
    y = 10
    for text, colour, family, weight in rows:
        ax.text(10, y, text, fontsize=font, family=family, fontweight=weight, color=colour, va="top")
        y += line_px
    y += 30
    ax.text(10, y, "the black bars on the page", fontsize=font, fontweight="bold", color=GREY, va="top")
    y += line_px
    for (l, r, t, b), (x0, x1, y0, y1), chars in strips:
        ax.text(10, y, f"{chars} characters of decoy:", fontsize=font, color="#c0392b", va="top")
        y += line_px + 8
        crop = sharp[round(t * hi_dpi / 72):round(b * hi_dpi / 72), round(l * hi_dpi / 72):round(r * hi_dpi / 72)]
        ax.imshow(crop, cmap="gray", vmin=0, vmax=255, extent=(10, 10 + (r - l) * k, y + (b - t) * k, y),
                  interpolation="antialiased", aspect="auto")
        ax.add_patch(Rectangle((10 + (x0 - l) * k - 2, y + (y0 - t) * k - 2), (x1 - x0) * k + 4, (y1 - y0) * k + 4,
                               fill=False, edgecolor="#c0392b", linewidth=2.5))
        y += (b - t) * k + 24
    ax.set_xlim(0, width)
    ax.set_ylim(height, 0)
    return fig


figlib.save(narrow_figure(), OUT / "decoy-and-metadata.narrow.png", page=PAGE)
