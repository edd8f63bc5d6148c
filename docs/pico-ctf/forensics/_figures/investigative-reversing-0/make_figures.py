#!/usr/bin/env python3
"""Figure for the Investigative Reversing 0 write-up.

Reads the original download `mystery.png` (125,069 bytes, SHA-256 73c77e99...05a6), from
https://github.com/HHousen/PicoCTF-2019/blob/d8051a3e15c4e92728ec27c5da090d579cee6547/Forensics/Investigative%20Reversing%200/mystery.png
and writes, next to this script:
  trailer-bytes.png  the picture (scaled down) above the 26 bytes that follow its IEND chunk,
                     each position coloured by what `mystery` did to it (unchanged, +5, -3);
                     only bytes 0 to 7 (up to the brace) and byte 25 are drawn, bytes 8 to 24
                     (the flag's words and the per-player digits, in either form) are covered

The figure goes through scripts/figures/figlib.py's `save`, which refuses to write it if OCR
finds the part of the flag that the page's <Flag> hides.

Run: /usr/bin/python3 make_figures.py /path/to/mystery.png
Needs Pillow, NumPy and Matplotlib (Debian: python3-pil python3-numpy python3-matplotlib).

The chart is also written as trailer-bytes.dark.png, recoloured for the dark mode (figlib.save's dark=True):
the site shows it there instead of the light chart, whose grey labels need a light ground. And as
trailer-bytes.narrow.png (and .narrow.dark.png) for phones: the same bytes 8 to a line, the same bytes
covered, at a size that keeps the text 12 px high at 343 CSS px wide.
"""
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = Path(__file__).resolve().parents[5]
sys.path.insert(0, str(REPO / "scripts/figures"))
import figlib  # noqa: E402

import numpy as np  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402
from PIL import Image  # noqa: E402

PAGE = REPO / "docs/pico-ctf/forensics/investigative-reversing-0.mdx"
plt = figlib._pyplot()

data = open(sys.argv[1], "rb").read()
end = data.rfind(b"IEND") + 8
tail = data[end:]
assert len(tail) == 26

shift = [0] * 26
for i in range(6, 15):
    shift[i] = 5
shift[15] = -3
fixed = bytes((b - s) % 256 for b, s in zip(tail, shift))
COVERED = range(8, 25)          # the flag's words and the per-player digits: never drawn


def show(b):
    return chr(b) if 0x21 <= b < 0x7f else f"{b:02x}"


colour = {0: "#d9d9d9", 5: "#ffb703", -3: "#8ecae6"}
thumb = np.asarray(Image.open(sys.argv[1]).convert("L").resize((705, 324)))


def draw(narrow):
    """The picture above the two rows of bytes: all 26 in one line, or for phones 8 a line, with fonts
    that stay 12 px high at 343 CSS px wide."""
    per_row = 8 if narrow else 26
    lines = (26 + per_row - 1) // per_row
    pitch = 3.9 if narrow else 3.3
    byte_font, small_font, label_font = (25, 22, 22) if narrow else (14, 12, 13)
    if narrow:
        fig = plt.figure(figsize=(6.0, 11.6), dpi=figlib.DPI)
        ax_img = fig.add_axes([0.05, 0.71, 0.9, 0.2])
        ax = fig.add_axes([0.0, 0.0, 1.0, 0.69])
        title = f"mystery.png: IEND ends at byte\n{end:,}; {len(data) - end} more bytes follow"
    else:
        fig = plt.figure(figsize=(10, 5.9), dpi=figlib.DPI)
        ax_img = fig.add_axes([0.22, 0.45, 0.56, 0.53])
        ax = fig.add_axes([0.02, 0.02, 0.96, 0.38])
        title = f"mystery.png: IEND ends at byte {end:,}; {len(data) - end} more bytes follow"
    ax_img.imshow(thumb, cmap="gray", vmin=0, vmax=255)
    ax_img.set_xticks([]); ax_img.set_yticks([])
    for s in ax_img.spines.values():
        s.set_color(figlib.MUTED)
    ax_img.set_title(title, fontsize=label_font, color=figlib.MUTED)
    for i in range(26):
        x, top = i % per_row, -pitch * (i // per_row)
        c = colour[shift[i]]
        for y, b in ((top + 1.1, tail[i]), (top, fixed[i])):
            ax.add_patch(Rectangle((x, y), 0.92, 0.8, facecolor=c, edgecolor="none"))
            if i not in COVERED:
                ax.text(x + 0.46, y + 0.4, show(b), ha="center", va="center", family="monospace",
                        fontsize=byte_font, color="#111111")
        label = {0: "", 5: "+5", -3: "-3"}[shift[i]]
        ax.text(x + 0.46, top + 2.05, label, ha="center", va="bottom", fontsize=small_font, color=figlib.MUTED)
        if i % (2 if narrow else 5) == 0:
            ax.text(x + 0.46, top - 0.15, str(i), ha="center", va="top", fontsize=small_font, color=figlib.MUTED)
    # one grey band over bytes 8 to 24 of both rows (on each line they cross); the shift colours stay
    # visible at its edges
    band_text = ["bytes 8-24 covered", "(the rest of the flag)"] if narrow else \
        ["bytes 8-24 covered (the rest of the flag)"]
    for line in range(lines):
        covered = [i % per_row for i in COVERED if i // per_row == line]
        if not covered:
            continue
        top = -pitch * line
        ax.add_patch(Rectangle((covered[0], top + 0.1), covered[-1] - covered[0] + 0.92, 1.7, facecolor="#6e6e6e",
                               edgecolor="none", alpha=0.92))
        if band_text:
            ax.text((covered[0] + covered[-1] + 0.92) / 2, top + 0.95, band_text.pop(0), ha="center", va="center",
                    fontsize=label_font, color="white")
    for line in range(lines):
        top = -pitch * line
        ax.text(-0.3, top + 1.5, "appended", ha="right", va="center", fontsize=label_font, color=figlib.MUTED)
        ax.text(-0.3, top + 0.4, "undone", ha="right", va="center", fontsize=label_font, color=figlib.MUTED)
        if not narrow:
            break
    ax.set_xlim(-4.2 if not narrow else -4.2, per_row + 0.2)
    ax.set_ylim(-pitch * (lines - 1) - 0.6, 2.6)
    ax.axis("off")
    return fig


figlib.save(draw(narrow=False), HERE / "trailer-bytes.png", page=PAGE, dark=True)
figlib.save(draw(narrow=True), HERE / "trailer-bytes.narrow.png", page=PAGE, dark=True)
