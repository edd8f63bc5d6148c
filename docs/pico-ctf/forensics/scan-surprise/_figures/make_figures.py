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
  qr-anatomy.narrow.png  the same for phones, the key under the code (text 12 px high at 343 CSS px
                  wide). Both go through scripts/figures/figlib.py's save(), which checks them against
                  the page's <Flag>.

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
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/scan-surprise/scan-surprise.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
MUTED = figlib.MUTED
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
notes = [("finder patterns + separators (3)", "finder"), ("timing patterns", "timing"),
         ("alignment pattern", "alignment"), ("format information", "format")]
q = 4                                                         # quiet zone in modules


def draw(narrow):
    """The code with its key beside it, or for phones under it, at sizes that keep the text 12 px high
    (opened, and at 343 CSS px wide for the phone variant)."""
    font = 20 if narrow else 14
    fig, ax = plt.subplots(figsize=(6.0, 9.8) if narrow else (12, 7.6), dpi=100)
    ax.add_patch(Rectangle((-q, -q), n + 2 * q, n + 2 * q, facecolor="#ffffff", edgecolor=MUTED, linewidth=1))
    for r in range(n):
        for c in range(n):
            if kind[r, c] == "data":
                ax.add_patch(Rectangle((c, n - 1 - r), 1, 1, facecolor="#b0b0b0", edgecolor="#c8c8c8", linewidth=0.3))
            else:
                ax.add_patch(Rectangle((c, n - 1 - r), 1, 1, facecolor="#111111" if grid[r, c] else "#ffffff",
                                       edgecolor=colour[kind[r, c]], linewidth=1.2))
    caption = f"25 x 25 modules of {module} px, quiet zone {left // module} modules wide"
    if narrow:
        ax.text(n / 2, -q - 1.0, caption.replace(", ", ",\n"), ha="center", va="top", fontsize=font, color=MUTED)
        key_x, key_y, step = -q, -q - 9.0, 3.0      # the key under the code, one line each
    else:
        ax.text(n / 2, -q - 1.2, caption, ha="center", va="top", fontsize=font, color=MUTED)
        key_x, key_y, step = n + q + 1.5, n - 2, 2.2
    for i, (label, k) in enumerate(notes):
        ax.add_patch(Rectangle((key_x, key_y - i * step), 1.2, 1.2, facecolor="none", edgecolor=colour[k], linewidth=2))
        ax.text(key_x + 1.8, key_y + 0.6 - i * step, label, va="center", fontsize=font, color=MUTED)
    ax.add_patch(Rectangle((key_x, key_y - 4 * step - 0.8), 1.2, 1.2, facecolor="#b0b0b0"))
    ax.text(key_x + 1.8, key_y + 0.6 - 4 * step - 0.8, "data + error correction\n(masked: it encodes the flag)",
            va="center", fontsize=font, color=MUTED)
    if narrow:
        ax.set_xlim(-q - 0.5, n + q + 0.5)
        ax.set_ylim(key_y - 4 * step - 2.6, n + q + 0.5)
    else:
        ax.set_xlim(-q - 0.5, n + q + 22)
        ax.set_ylim(-q - 3, n + q + 0.5)
    ax.set_aspect("equal")
    ax.axis("off")
    return fig


for name, narrow in (("qr-anatomy.png", False), ("qr-anatomy.narrow.png", True)):
    figlib.save(draw(narrow), OUT / name, page=PAGE)
