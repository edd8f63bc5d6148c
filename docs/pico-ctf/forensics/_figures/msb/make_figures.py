#!/usr/bin/env python3
"""Figure for the MSB write-up.

Reads the original download `Ninja-and-Prince-Genji-Ukiyoe-Utagawa-Kunisada.flag.png` (3,354,309 bytes,
SHA-256 0bcf0ee3...047f), from
https://github.com/silentzero192/picoCTF-Challenges/blob/c88d943bbcfc39fdd7c6bc48dddcb8a290c67b11/Forensics/msb/Ninja-and-Prince-Genji-Ukiyoe-Utagawa-Kunisada.flag.png
and writes, next to this script:
  boundary.png  the print scaled down, with the row where the hidden message ends marked (found by
                extracting bit 7 of R, G, B and searching for END_STEGO), beside a full-resolution
                crop across that row: speckled above, smooth below. The crop lies far below the row
                that holds the flag, so no part of the flag is drawn.
  boundary.narrow.png  the same for phones, the print above the crop (text 12 px high at 343 CSS px
                wide). Both go through scripts/figures/figlib.py's save(), which checks them against
                the page's <Flag>, and are then cut to 256 colours.

Run: python3 make_figures.py /path/to/Ninja-and-Prince-Genji-Ukiyoe-Utagawa-Kunisada.flag.png
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
PAGE = REPOSITORY / "docs/pico-ctf/forensics/msb.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
img = Image.open(sys.argv[1]).convert("RGB")
w, h = img.size
samples = np.asarray(img).reshape(-1)
plane = np.packbits(samples >> 7).tobytes()          # bit 7 of R, G, B in pixel order, first bit high
end = plane.find(b"END_STEGO") + len(b"END_STEGO")
end_row = end * 8 // 3 // w
flag_row = plane.find(b"picoCTF{") * 8 // 3 // w
top, bottom, right = end_row - 60, end_row + 40, 300
assert top > flag_row + 10                         # the crop never reaches the flag
GREY = figlib.MUTED

small = img.resize((w // 3, h // 3))


def draw(narrow):
    """The print beside the crop; for phones the print above the crop, at sizes that keep the text 12 px
    high at 343 CSS px wide."""
    title_font, tick_font = (21, 20) if narrow else (13, 12)
    if narrow:
        fig = plt.figure(figsize=(6.0, 8.0), dpi=100)
        ax = fig.add_axes([0.1, 0.47, 0.8, 0.47])
        ax2 = fig.add_axes([0.22, 0.0, 0.78, 0.3])
    else:
        fig = plt.figure(figsize=(10, 5.0), dpi=100)
        ax = fig.add_axes([0.0, 0.0, 0.34, 0.92])
        ax2 = fig.add_axes([0.42, 0.08, 0.58, 0.85])
    ax.imshow(small)
    ax.axhline(end_row / 3, color="#ffb703", linewidth=2)
    ax.add_patch(Rectangle((0, top / 3), right / 3, (bottom - top) / 3, fill=False, edgecolor="#e63946", linewidth=2))
    ax.set_title("the print, scaled down", fontsize=title_font, color=GREY)
    ax.set_xticks([]); ax.set_yticks([])
    ax2.imshow(np.asarray(img)[top:bottom, :right], interpolation="nearest", extent=(0, right, bottom, top))
    ax2.axhline(end_row + 0.5, color="#ffb703", linewidth=1.5, linestyle=(0, (4, 3)))
    title = f"rows {top} to {bottom - 1} at full size:\nthe message in bit 7 ends in row {end_row}"
    ax2.set_title(title if not narrow else title.replace(" ends in", "\nends in"), fontsize=title_font, color=GREY)
    ax2.set_yticks([top, end_row, bottom - 1])
    ax2.tick_params(colors=GREY, labelsize=tick_font)
    if narrow:
        ax2.set_xticks([0, right // 2, right])
    for a in (ax, ax2):
        for s in a.spines.values():
            s.set_color(GREY)
    return fig


for name, narrow in (("boundary.png", False), ("boundary.narrow.png", True)):
    figlib.save(draw(narrow), OUT / name, page=PAGE)
    # 256 colours: the print's detail does not need more, and the file stays small
    Image.open(OUT / name).quantize(256, method=Image.Quantize.FASTOCTREE).save(OUT / name, optimize=True)
print("wrote", OUT / "boundary.png", "- message ends in row", end_row)
