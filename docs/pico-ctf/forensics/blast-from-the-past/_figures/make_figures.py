#!/usr/bin/env python3
"""Figure for the Blast from the past write-up: the Samsung trailer of the download, byte by byte.

Reads the original download `original.jpg` (2,851,929 bytes, SHA-256 28ddaec2...152c), from
https://github.com/Seedname/PicoCTF-2024/blob/542f2b303d29da9fe804a4a0d41bab39fca6c363/Blast%20from%20the%20Past/original.jpg
and writes trailer.png next to this script: the 143 bytes after the JPEG's last FF D9, 16 to a row, each
cell showing the byte in hex and, below it, the character it prints as; coloured by part: each record's
type and name length, its name, its data (the 13 Image_UTC_Data digits in orange), then the SEFH
directory, its entries and the directory length with the SEFT end tag.

Run: python3 make_figures.py /path/to/original.jpg
Needs Matplotlib (Debian: python3-matplotlib).
"""
import struct
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Patch, Rectangle

OUT = Path(__file__).resolve().parent
data = open(sys.argv[1], "rb").read()
eoi = data.rfind(b"\xff\xd9", 0, data.index(b"Image_UTC_Data")) + 2
trailer = data[eoi:]
sefh = trailer.index(b"SEFH")
count = struct.unpack_from("<I", trailer, sefh + 8)[0]

colours = {"record type + name length": "#8ecae6", "record name": "#d8c8f0", "record data": "#b7e4c7",
           "Image_UTC_Data digits": "#ffb703", "SEFH tag, version, count": "#f4c7c3",
           "SEFH entries: type, offset back, length": "#e9d8a6", "directory length + SEFT": "#d9d9d9"}
part = [None] * len(trailer)
# The directory gives each record's start (counted back from SEFH) and length; use it, not a guess.
for k in range(count):
    _, back, length = struct.unpack_from("<III", trailer, sefh + 12 + 12 * k)
    start = sefh - back
    name_len = struct.unpack_from("<I", trailer, start + 4)[0]
    name = trailer[start + 8:start + 8 + name_len]
    for i in range(start, start + length):
        offset = i - start
        part[i] = ("record type + name length" if offset < 8 else "record name" if offset < 8 + name_len
                   else "Image_UTC_Data digits" if name == b"Image_UTC_Data" else "record data")
for i in range(sefh, sefh + 12):
    part[i] = "SEFH tag, version, count"
for i in range(sefh + 12, sefh + 12 + 12 * count):
    part[i] = "SEFH entries: type, offset back, length"
for i in range(sefh + 12 + 12 * count, len(trailer)):
    part[i] = "directory length + SEFT"
assert None not in part, "the records do not tile the trailer"

rows = (len(trailer) + 15) // 16
fig, ax = plt.subplots(figsize=(8.0, 0.62 * rows + 1.3), dpi=100)
for r in range(rows):
    y = (rows - 1 - r) * 1.3
    ax.text(-0.25, y + 0.45, f"+{16 * r}", ha="right", va="center", family="monospace", fontsize=10,
            color="#808080")
    for c in range(16):
        i = 16 * r + c
        if i >= len(trailer):
            break
        ax.add_patch(Rectangle((c, y), 0.94, 0.9, facecolor=colours[part[i]], edgecolor="none"))
        ax.text(c + 0.47, y + 0.45, f"{trailer[i]:02x}", ha="center", va="center", family="monospace",
                fontsize=10.5, color="#111111")
        ch = chr(trailer[i]) if 32 < trailer[i] < 127 else "\u00b7"
        ax.text(c + 0.47, y - 0.05, ch, ha="center", va="top", family="monospace", fontsize=10, color="#808080")
ax.legend(handles=[Patch(facecolor=v, label=k) for k, v in colours.items()], loc="upper center",
          bbox_to_anchor=(0.5, 0.0), ncol=2, frameon=False, fontsize=10.5, labelcolor="#808080")
ax.set_xlim(-1.6, 16.05)
ax.set_ylim(-0.5, rows * 1.3)
ax.axis("off")
fig.savefig(OUT / "trailer.png", transparent=True, bbox_inches="tight", pad_inches=0.05)
print(f"trailer at {eoi}: {len(trailer)} bytes, SEFH at +{sefh}, {count} entries")
