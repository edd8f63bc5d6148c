#!/usr/bin/env python3
"""Figures for the Glory of the Garden write-up.

Reads the original download `garden.jpg` (2,295,192 bytes, SHA-256 8d5fcb99...7e9e), from
https://github.com/Sivnerof/PicoCTF/blob/45e77e7ea3e5c29dff57624a23ae1e956fbba0fa/Forensics/Glory-Of-The-Garden/garden.jpg
and writes, next to this script:
  garden.jpg      the photograph scaled to 800 pixels wide
  tail-bytes.png  the last six rows of a 16-byte hex dump of the file (its last 88 bytes), each cell with
                  the byte and, below it, the character it prints as: scan data, the FF D9 End Of Image
                  marker and the appended sentence in separate colours; every byte between the flag's
                  braces (the words the page's <Flag> hides and this player's ending) is blanked, in the
                  hex row and in the character row alike

Both figures are written through scripts/figures/figlib.py's save(), which refuses to write a picture
that shows the part of the flag the page hides.

Run: python3 make_figures.py /path/to/garden.jpg
Needs Pillow and Matplotlib (Debian: python3-pil python3-matplotlib).

The chart is also written as tail-bytes.dark.png, recoloured for the dark mode (figlib.save's dark=True):
the site shows it there instead of the light chart, whose grey labels need a light ground. And as
tail-bytes.narrow.png (and .narrow.dark.png), the same bytes 8 a row, for phones: at 343 CSS px wide the
16-byte rows would shrink the text under 12 px.
"""
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle
from PIL import Image

OUT = Path(__file__).resolve().parent
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/glory-of-the-garden.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402

data = open(sys.argv[1], "rb").read()
photo = Image.open(sys.argv[1])
figlib.save(photo.resize((800, round(800 * photo.height / photo.width)), Image.LANCZOS), OUT / "garden.jpg",
            page=PAGE, quality=80, optimize=True, progressive=True)

eoi = data.rindex(b"\xff\xd9", 0, data.index(b"Here is a flag"))
brace = data.index(b"{", eoi)
hidden = range(brace + 1, data.index(b"}", brace))     # everything between the braces
rows = 6                                               # the last six rows of a 16-byte hex dump
start = ((len(data) - 1) // 16 - (rows - 1)) * 16



def draw(narrow: bool):
    """The dump, 16 bytes a row, or 8 a row at phone size (text 12 px high at 343 CSS px wide)."""
    per_row = 8 if narrow else 16
    first = start - start % per_row
    row_count = -(-(len(data) - first) // per_row)
    big, small = (22, 21) if narrow else (10.5, 10.5)
    pitch = 1.85 if narrow else 1.55
    fig, ax = plt.subplots(figsize=(6.4, 1.05 * row_count + 0.3) if narrow else (8.6, 0.72 * row_count + 0.3),
                           dpi=100)
    for r in range(row_count):
        y = (row_count - 1 - r) * pitch
        offset = first + per_row * r
        ax.text(-0.3, y + 0.45, f"{offset:06x}" if narrow else f"{offset:08x}", ha="right", va="center",
                family="monospace", fontsize=small - 3 if narrow else 10, color="#808080")
        for c in range(per_row):
            pos = offset + c
            if pos >= len(data):
                continue
            byte = data[pos]
            if pos < eoi:
                colour = "#d9d9d9"            # scan data
            elif pos < eoi + 2:
                colour = "#ffb703"            # FF D9, End Of Image
            else:
                colour = "#b7e4c7"            # the appended trailer
            masked = pos in hidden
            ax.add_patch(Rectangle((c, y), 0.94, 0.9, facecolor="#9e9e9e" if masked else colour,
                                   edgecolor="none"))
            ax.text(c + 0.47, y + 0.45, "\u00b7\u00b7" if masked else f"{byte:02x}", ha="center", va="center",
                    family="monospace", fontsize=big, color="#111111")
            char = "\u00b7" if masked or not 32 < byte < 127 else chr(byte)
            ax.text(c + 0.47, y - 0.05, char, ha="center", va="top", family="monospace", fontsize=small,
                    color="#808080")
    ax.set_xlim(-2.6 if narrow else -3.2, per_row + 0.05)
    ax.set_ylim(-0.6 - (0.3 if narrow else 0), row_count * pitch - 0.5 - (0.3 if narrow else 0))
    ax.axis("off")
    return fig


# 130 dpi: opened at its own size in the zoom, the 10.5 pt bytes are then 12 px or more high.
figlib.save(draw(narrow=False), OUT / "tail-bytes.png", page=PAGE, dark=True, dpi=130)
figlib.save(draw(narrow=True), OUT / "tail-bytes.narrow.png", page=PAGE, dark=True)
print(f"EOI at {eoi:#x}, trailer {len(data) - eoi - 2} bytes; wrote garden.jpg and tail-bytes.png")
