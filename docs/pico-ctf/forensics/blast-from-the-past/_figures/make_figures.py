#!/usr/bin/env python3
"""Figure for the Blast from the past write-up: the Samsung trailer, byte by byte.

Reads a player's finished `original.jpg` (2,851,705 bytes, SHA-256 b62e4639...a5a0, timestamps already
set to 1970), from
https://github.com/silentzero192/picoCTF-Challenges/blob/77ed4fa4fc56d09f4a0801894be39029fd823fd5/Forensics/blast-from-the-past/original.jpg
(its trailer has the same 143-byte layout as the download's, with the 13 digits already patched) and writes
trailer.png next to this script: the bytes after the JPEG's last FF D9, 16 to a row, coloured by part:
each record's type and name length, its name, its data, then the SEFH directory and the SEFT end tag.

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

colours = {"record type + name length": "#8ecae6", "record name": "#d8c8f0", "record data": "#b7e4c7",
           "Image_UTC_Data value": "#ffb703", "SEFH header (tag, version, count)": "#f4c7c3",
           "SEFH entries (type, offset back, length)": "#e9d8a6", "directory length + SEFT": "#d9d9d9"}
part = [None] * len(trailer)
pos = 0
while pos < sefh:                                       # records: type (4), name length (4), name, data
    name_len = struct.unpack_from("<I", trailer, pos + 4)[0]
    name = trailer[pos + 8:pos + 8 + name_len]
    nxt = trailer.find(b"\x00\x00", pos + 8 + name_len)  # next record type starts with 00 00
    nxt = sefh if nxt < 0 or nxt > sefh else nxt
    for i in range(pos, pos + 8):
        part[i] = "record type + name length"
    for i in range(pos + 8, pos + 8 + name_len):
        part[i] = "record name"
    for i in range(pos + 8 + name_len, nxt):
        part[i] = "Image_UTC_Data value" if name == b"Image_UTC_Data" else "record data"
    pos = nxt
count = struct.unpack_from("<I", trailer, sefh + 8)[0]
for i in range(sefh, sefh + 12):
    part[i] = "SEFH header (tag, version, count)"
for i in range(sefh + 12, sefh + 12 + 12 * count):
    part[i] = "SEFH entries (type, offset back, length)"
for i in range(sefh + 12 + 12 * count, len(trailer)):
    part[i] = "directory length + SEFT"

rows = (len(trailer) + 15) // 16
fig, ax = plt.subplots(figsize=(13, 0.45 * rows + 1.4), dpi=100)
for r in range(rows):
    y = rows - 1 - r
    ax.text(-0.3, y + 0.4, f"+{16 * r:3d}", ha="right", va="center", family="monospace", fontsize=9.5, color="#808080")
    for c in range(16):
        i = 16 * r + c
        if i >= len(trailer):
            break
        ax.add_patch(Rectangle((c, y), 0.94, 0.8, facecolor=colours[part[i]], edgecolor="none"))
        ax.text(c + 0.47, y + 0.4, f"{trailer[i]:02x}", ha="center", va="center", family="monospace", fontsize=9.5,
                color="#111111")
        ch = chr(trailer[i]) if 32 <= trailer[i] < 127 else "."
        ax.text(17 + c * 0.45, y + 0.4, ch, ha="left", va="center", family="monospace", fontsize=10, color="#808080")
ax.legend(handles=[Patch(facecolor=v, label=k) for k, v in colours.items()], loc="upper center",
          bbox_to_anchor=(0.5, 0.0), ncol=3, frameon=False, fontsize=9, labelcolor="#808080")
ax.set_xlim(-2.5, 24.5)
ax.set_ylim(-0.2, rows)
ax.axis("off")
fig.savefig(OUT / "trailer.png", transparent=True, bbox_inches="tight", pad_inches=0.05)
print(f"trailer at {eoi}: {len(trailer)} bytes, SEFH at +{sefh}, {count} entries")
