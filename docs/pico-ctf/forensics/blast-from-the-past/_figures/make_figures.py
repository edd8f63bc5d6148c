#!/usr/bin/env python3
"""Figure for the Blast from the past write-up: the Samsung trailer of the download, byte by byte.

Reads the original download `original.jpg` (2,851,929 bytes, SHA-256 28ddaec2...152c), from
https://github.com/Seedname/PicoCTF-2024/blob/542f2b303d29da9fe804a4a0d41bab39fca6c363/Blast%20from%20the%20Past/original.jpg
and writes trailer.png next to this script: the 143 bytes after the JPEG's last FF D9, 16 to a row, each
cell showing the byte in hex and, below it, the character it prints as; coloured by part: each record's
type and name length, its name, its data (the 13 Image_UTC_Data digits in orange), then the SEFH
directory, its entries and the directory length with the SEFT end tag. Also trailer.narrow.png, the
same bytes 8 to a row for phones (text 12 px high at 343 CSS px wide). Both are drawn by
scripts/figures/figlib.py's byte_cells and written through its save(), which checks them against the
page's <Flag>.

Run: python3 make_figures.py /path/to/original.jpg
Needs Matplotlib (Debian: python3-matplotlib) and the repository's node_modules (npm ci).
"""
import struct
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/blast-from-the-past/blast-from-the-past.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402

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

for name, narrow in (("trailer.png", False), ("trailer.narrow.png", True)):
    figlib.save(figlib.byte_cells(trailer, part, colours, narrow=narrow, offset=lambda row_start: f"+{row_start}"),
                OUT / name, page=PAGE)
print(f"trailer at {eoi}: {len(trailer)} bytes, SEFH at +{sefh}, {count} entries")
