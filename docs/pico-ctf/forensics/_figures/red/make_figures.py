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
  bit-planes.narrow.png  the same for phones: the picture above the four planes (text 12 px high at
                  343 CSS px wide). Both go through scripts/figures/figlib.py's save(), which checks
                  them against the page's <Flag>.

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
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/red.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
img = np.asarray(Image.open(sys.argv[1]).convert("RGBA"))
GREY = "#808080"

# Drawn with bit 0 of every sample set to 0 in G, B and 1 in R, A: the same flat red a viewer
# shows, but without the hidden bits, which would otherwise survive in the figure's pixels.
flat = np.where(np.array([1, 0, 0, 1], dtype=bool), img | 1, img & 0xFE).astype(np.uint8)


def draw(narrow):
    """The picture, then the four planes beside it; for phones the picture above the planes, at sizes
    that keep the text 12 px high at 343 CSS px wide."""
    title_font, tick_font = (23, 21) if narrow else (15, 14)
    if narrow:
        fig = plt.figure(figsize=(6.0, 8.6), dpi=100)
        ax = fig.add_axes([0.2, 0.56, 0.6, 0.38])
        planes = [[0.14 + c * 0.22, 0.06, 0.13, 0.38] for c in range(4)]
    else:
        fig = plt.figure(figsize=(9, 3.9), dpi=100)
        ax = fig.add_axes([0.0, 0.0, 0.36, 0.86])
        planes = [[0.42 + c * 0.15, 0.0, 0.11, 0.86] for c in range(4)]
    ax.imshow(flat, interpolation="nearest")
    ax.set_title("red.png as drawn", fontsize=title_font, color=figlib.MUTED)
    ax.set_xticks([]); ax.set_yticks([])
    for c, name in enumerate("RGBA"):
        a = fig.add_axes(planes[c])
        a.imshow((img[:, :COLS, c] & 1) * 255, cmap="gray", vmin=0, vmax=255,
                 interpolation="nearest", aspect="auto")
        a.set_title(f"bit 0 of {name}" if not narrow else f"bit 0\nof {name}", fontsize=title_font,
                    color=figlib.MUTED)
        a.set_xticks([0, COLS - 1]); a.set_yticks([0, 127] if c == 0 else [])
        a.tick_params(colors=figlib.MUTED, labelsize=tick_font)
    for a in fig.axes:
        for s in a.spines.values():
            s.set_color(figlib.MUTED)
    note = f"columns 0 to {COLS - 1} of all 128 rows; the other {img.shape[1] - COLS} columns are not drawn"
    if narrow:
        fig.text(0.02, -0.03, note.replace("; ", ";\n"), fontsize=tick_font, color=figlib.MUTED, va="top")
    else:
        fig.text(0.42, -0.15, note, fontsize=tick_font, color=figlib.MUTED)
    return fig


figlib.save(draw(narrow=False), OUT / "bit-planes.png", page=PAGE)
figlib.save(draw(narrow=True), OUT / "bit-planes.narrow.png", page=PAGE)
