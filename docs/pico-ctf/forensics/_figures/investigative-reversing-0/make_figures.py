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
the site shows it there instead of the light chart, whose grey labels need a light ground.
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
fig = plt.figure(figsize=(10, 5.9), dpi=figlib.DPI)
ax_img = fig.add_axes([0.22, 0.45, 0.56, 0.53])
thumb = np.asarray(Image.open(sys.argv[1]).convert("L").resize((705, 324)))
ax_img.imshow(thumb, cmap="gray", vmin=0, vmax=255)
ax_img.set_xticks([]); ax_img.set_yticks([])
for s in ax_img.spines.values():
    s.set_color("#808080")
ax_img.set_title(f"mystery.png: IEND ends at byte {end:,}; {len(data) - end} more bytes follow",
                 fontsize=13, color="#808080")

ax = fig.add_axes([0.02, 0.02, 0.96, 0.38])
for i in range(26):
    c = colour[shift[i]]
    for y, b in ((1.1, tail[i]), (0.0, fixed[i])):
        ax.add_patch(Rectangle((i, y), 0.92, 0.8, facecolor=c, edgecolor="none"))
        if i not in COVERED:
            ax.text(i + 0.46, y + 0.4, show(b), ha="center", va="center", family="monospace",
                    fontsize=14, color="#111111")
    label = {0: "", 5: "+5", -3: "-3"}[shift[i]]
    ax.text(i + 0.46, 2.05, label, ha="center", va="bottom", fontsize=12, color="#808080")
# one grey band over bytes 8 to 24 of both rows; the shift colours stay visible at its edges
ax.add_patch(Rectangle((8, 0.1), 16.92, 1.7, facecolor="#9e9e9e", edgecolor="none", alpha=0.92))
ax.text(16.46, 0.95, "bytes 8-24 covered (the rest of the flag)", ha="center", va="center",
        fontsize=13, color="white")
for i in range(0, 26, 5):
    ax.text(i + 0.46, -0.15, str(i), ha="center", va="top", fontsize=12, color="#808080")
ax.text(-0.3, 1.5, "appended", ha="right", va="center", fontsize=13, color="#808080")
ax.text(-0.3, 0.4, "undone", ha="right", va="center", fontsize=13, color="#808080")
ax.set_xlim(-4.2, 26.2)
ax.set_ylim(-0.6, 2.6)
ax.axis("off")
figlib.save(fig, HERE / "trailer-bytes.png", page=PAGE, dark=True)
