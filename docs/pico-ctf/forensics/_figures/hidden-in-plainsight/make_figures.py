#!/usr/bin/env python3
"""Figures for the Hidden in plainsight write-up.

Reads the original download `img.jpg` (73,510 bytes, SHA-256 6de9677a...5d7a), from
https://github.com/silentzero192/picoCTF-Challenges/blob/a6c0968d2719c1eca85a2a6689593096500aab1f/Forensics/hidden-in-plainsight/img.jpg
and writes, next to this script:
  img.jpg           the picture as a viewer shows it, 480 pixels wide
  header-bytes.png  the first 64 bytes as a hex dump (each byte above the character it prints as),
                    coloured by JPEG segment: SOI, the APP0/JFIF
                    segment, the COM segment (marker, length, the 28 Base64 characters) and the start
                    of the first quantisation table
  header-bytes.narrow.png  the same bytes 8 to a row, for phones (text 12 px high at 343 CSS px wide)
The two hex dumps are drawn by scripts/figures/figlib.py's byte_cells and written through its save(),
which checks them against the page's <Flag>.

Run: python3 make_figures.py /path/to/img.jpg
Needs Pillow and Matplotlib (Debian: python3-pil python3-matplotlib) and the repository's node_modules.
"""
import sys
from pathlib import Path

from PIL import Image

OUT = Path(__file__).resolve().parent
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/hidden-in-plainsight.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
data = open(sys.argv[1], "rb").read()

photo = Image.open(sys.argv[1])
photo.resize((480, round(480 * photo.height / photo.width)), Image.LANCZOS).save(
    OUT / "img.jpg", quality=82, optimize=True, progressive=True)

# Walk the segments from SOI and colour each byte by the segment it belongs to.
colours = {"SOI": "#ffb703", "APP0 (JFIF)": "#8ecae6", "COM (comment)": "#b7e4c7", "DQT": "#d9d9d9"}
owner = ["SOI", "SOI"]
pos = 2
while len(owner) < 64:
    marker = data[pos + 1]
    length = int.from_bytes(data[pos + 2:pos + 4], "big")
    name = {0xE0: "APP0 (JFIF)", 0xFE: "COM (comment)", 0xDB: "DQT"}[marker]
    owner += [name] * (2 + length)
    pos += 2 + length

for name, narrow in (("header-bytes.png", False), ("header-bytes.narrow.png", True)):
    figlib.save(figlib.byte_cells(data[:64], owner[:64], colours, narrow=narrow), OUT / name, page=PAGE)
print("wrote img.jpg, header-bytes.png and header-bytes.narrow.png")
