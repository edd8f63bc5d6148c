#!/usr/bin/env python3
"""Figure for the So Meta write-up.

Reads the original download `pico_img.png` (108,795 bytes, SHA-256 49249106...297e), from
https://github.com/HHousen/PicoCTF-2019/blob/435f5605a5ecf81b3dba05e6c7b86ab446f36b41/Forensics/So%20Meta/pico_img.png
and writes, next to this script:
  chunks.png  the picture as a viewer draws it, beside the file's chunk list in file order (one box
              per chunk, not to scale, with offset, length and the keyword of each text chunk);
              the text chunk written after IDAT is outlined. Values of text chunks are not drawn.

Run: python3 make_figures.py /path/to/pico_img.png
Needs Pillow and Matplotlib (Debian: python3-pil python3-matplotlib).
"""
import struct
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle
from PIL import Image

OUT = Path(__file__).resolve().parent
data = open(sys.argv[1], "rb").read()
chunks, pos = [], 8
while pos < len(data):
    length, ctype = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    keyword = body.split(b"\0", 1)[0].decode("latin-1") if ctype in (b"tEXt", b"iTXt", b"zTXt") else ""
    chunks.append((pos, ctype.decode(), length, keyword))
    pos += 12 + length
idat_seen = False
GREY = "#808080"

fig = plt.figure(figsize=(10, 4.0), dpi=100)
ax = fig.add_axes([0.0, 0.02, 0.30, 0.9])
ax.imshow(Image.open(sys.argv[1]).convert("RGB").resize((300, 300)))
ax.set_title("pico_img.png as drawn", fontsize=13, color=GREY)
ax.set_xticks([]); ax.set_yticks([])
for s in ax.spines.values():
    s.set_color(GREY)

ax = fig.add_axes([0.32, 0.02, 0.68, 0.9])
colours = {"IHDR": "#d8c8f0", "IDAT": "#b7e4c7", "IEND": "#d9d9d9", "tEXt": "#ffb703", "iTXt": "#ffd88a"}
for i, (off, ctype, length, keyword) in enumerate(chunks):
    late = idat_seen and ctype in ("tEXt", "iTXt", "zTXt")
    idat_seen |= ctype == "IDAT"
    x = i * 1.15
    ax.add_patch(Rectangle((x, 0), 1.0, 1.6, facecolor=colours.get(ctype, "#e9ecef"),
                           edgecolor="#e63946" if late else "none", linewidth=3 if late else 0))
    ax.text(x + 0.5, 1.15, ctype, ha="center", va="center", family="monospace", fontsize=14, color="#111111")
    ax.text(x + 0.5, 0.75, f"{length:,} B", ha="center", va="center", fontsize=12, color="#111111")
    if keyword:
        ax.text(x + 0.5, 0.35, keyword if len(keyword) < 9 else keyword[:7] + "...", ha="center",
                va="center", fontsize=12, color="#333333", style="italic")
    ax.text(x + 0.5, -0.15, f"@{off:,}", ha="center", va="top", fontsize=12, color=GREY)
    if late:
        ax.text(x + 0.5, 1.75, "written after\nthe pixel data", ha="center", va="bottom", fontsize=12,
                color="#e63946")
ax.set_xlim(-0.1, len(chunks) * 1.15)
ax.set_ylim(-0.6, 2.4)
ax.axis("off")
fig.savefig(OUT / "chunks.png", transparent=True, bbox_inches="tight", pad_inches=0.05)
print("wrote", OUT / "chunks.png")
