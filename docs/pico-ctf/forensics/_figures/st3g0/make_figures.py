#!/usr/bin/env python3
"""Figure for the St3g0 write-up.

Reads the original download `pico.flag.png` (13,438 bytes, SHA-256 fc8fb02b...b873), from
https://github.com/KathleenX7/PicoCTF-2022-Writeup/blob/dcb5186f63f03b6f0809651fcdc87a05876c7289/Forensics/St3g0/pico.flag.png
and writes, next to this script:
  low-bits.png  the logo (composited on grey so its transparent background shows), the low-bit plane
                of R, G and B (each pixel coloured by its three lowest bits), and the first 128 pixels
                of the top row enlarged, where the message sits. The pixels whose low bits carry the
                part of the flag that the page's <Flag> hides (message bytes 8 to 33, after
                "picoCTF{": bits 64 to 271, which fall in pixels 21 to 90, three bits a pixel) are
                painted grey in both planes, and the logo itself is drawn with its lowest bits
                cleared, so the figure shows the message's position, its fixed start and its end
                marker, never the words or the digits
  low-bits.narrow.png  the same three panels for phones, stacked in one column with their titles
                wrapped, drawn at 24 pt (text 12 px high at 343 CSS px wide), with the same mask

The figure goes through scripts/figures/figlib.py's `save`, which refuses to write it if OCR finds
the hidden part of the flag (OCR cannot read colour-coded bits, so the mask above is what keeps
them out; checked by eye as well).

Run: /usr/bin/python3 make_figures.py /path/to/pico.flag.png
Needs Pillow, NumPy and Matplotlib (Debian: python3-pil python3-numpy python3-matplotlib).
"""
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = Path(__file__).resolve().parents[5]
sys.path.insert(0, str(REPO / "scripts/figures"))
import figlib  # noqa: E402

from matplotlib.patches import Rectangle  # noqa: E402
import numpy as np  # noqa: E402
from PIL import Image  # noqa: E402

PAGE = REPO / "docs/pico-ctf/forensics/st3g0.mdx"
plt = figlib._pyplot()
rgba = Image.open(sys.argv[1]).convert("RGBA")
# The logo is drawn from a copy whose lowest bits are cleared: compositing the original on grey
# would keep enough of row 0's low bits in the partly opaque pixels to rebuild the masked digits.
clean = Image.fromarray(np.asarray(rgba) & np.array([0xFE, 0xFE, 0xFE, 0xFF], dtype=np.uint8), "RGBA")
shown = Image.new("RGBA", rgba.size, (150, 150, 150, 255))
shown.alpha_composite(clean)
rgb = np.asarray(rgba)[:, :, :3]
plane = (rgb & 1) * 255
row = plane[0].any(axis=1)
last = int(np.nonzero(row)[0].max())
FIRST, LAST = 64 // 3, 271 // 3                # pixels 21 and 90: bits 64 to 271, bytes 8 to 33
plane[0, FIRST:LAST + 1] = 128                 # mask everything the <Flag> hides
GREY = "#808080"


def draw(narrow: bool):
    """The three panels: logo and low-bit plane side by side above the enlarged strip of row 0, or for
    phones stacked in one column, titles wrapped, at 24 pt so that at 343 CSS px wide the text still
    shows 12 px high."""
    if not narrow:
        fig = plt.figure(figsize=(10, 4.4), dpi=100)
        ax = fig.add_axes([0.0, 0.40, 0.48, 0.52])
        ax2 = fig.add_axes([0.52, 0.40, 0.48, 0.52])
        ax3 = fig.add_axes([0.0, 0.04, 1.0, 0.2])
        titles = ["pico.flag.png (transparency shown grey)", "bit 0 of R, G, B: background all 0",
                  f"row 0, pixels 0 to 127 enlarged: set bits stop after pixel {last}\n(grey: pixels {FIRST} to {LAST}, the flag after its opening brace, masked)"]
        font, ink = 13, GREY
    else:
        # Panels from the top, in inches: (height of the title above, height of the panel).
        width = 6.2
        picture = width * rgba.height / rgba.width
        stack = [(0.9, picture), (0.9, picture), (2.5, 0.9)]
        gap, ticks = 0.3, 0.5
        height = sum(t + h for t, h in stack) + gap * (len(stack) - 1) + ticks
        fig = plt.figure(figsize=(width, height), dpi=100)
        axes, top = [], height
        for title, panel in stack:
            top -= title + panel
            axes.append(fig.add_axes([0.0, top / height, 1.0, panel / height]))
            top -= gap
        ax, ax2, ax3 = axes
        titles = ["pico.flag.png\n(transparency shown grey)", "bit 0 of R, G, B:\nbackground all 0",
                  f"row 0, pixels 0 to 127\nenlarged: set bits stop\nafter pixel {last}\n(grey: pixels {FIRST} to {LAST},\nthe flag after its\nopening brace, masked)"]
        # Darker labels than the wide figure's grey: read on a phone, and by OCR, next to the black plane.
        font, ink = 24, figlib.MUTED
    ax.imshow(shown)
    ax.set_title(titles[0], fontsize=font, color=ink)
    ax2.imshow(plane, interpolation="nearest")
    ax2.add_patch(Rectangle((-0.5, -0.5), last + 1, 3, fill=False, edgecolor="#ffb703", linewidth=2))
    ax2.set_title(titles[1], fontsize=font, color=ink)
    for a in (ax, ax2):
        a.set_xticks([]); a.set_yticks([])
        for s in a.spines.values():
            s.set_color(GREY)
    ax3.imshow(plane[0:1, 0:128], interpolation="nearest", aspect="auto")
    ax3.set_xticks(range(0, 129, 16))
    ax3.tick_params(colors=ink, labelsize=12 if not narrow else font)
    ax3.set_yticks([])
    for s in ax3.spines.values():
        s.set_color(GREY)
    ax3.set_title(titles[2], fontsize=font, color=ink)
    return fig


figlib.save(draw(narrow=False), HERE / "low-bits.png", page=PAGE)
figlib.save(draw(narrow=True), HERE / "low-bits.narrow.png", page=PAGE)
