#!/usr/bin/env python3
"""Figures for the CanYouSee write-up.

Reads the original download `unknown.zip` (2,252,265 bytes, SHA-256 e6c32aba...9d79), from
https://github.com/Sivnerof/PicoCTF/blob/cdee1d260e05df0e83ed67cf60169e5963283e8a/Forensics/Can-You-See/unknown.zip
and writes, next to this script:
  ukn-reality.jpg  the photo inside the archive, scaled to 800 pixels wide
  xmp-packet.png   the JPEG's XMP packet (APP1 segment) as text: its markup lines, the Attribution URL
                   value cut after its first 10 characters (they encode "picoCTF" and half a byte of
                   the brace, nothing of what <Flag> hides), and the amount of space padding that follows
  xmp-packet.narrow.png  the same listing for phones, each line wrapped at 30 characters (text 12 px high
                   at 343 CSS px wide)

All three pictures are written through scripts/figures/figlib.py's save(), which refuses to write a figure
that shows the part of the flag the page hides.

Run: python3 make_figures.py /path/to/unknown.zip
Needs Pillow and Matplotlib (Debian: python3-pil python3-matplotlib).
"""
import io
import re
import sys
import textwrap
import zipfile
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from PIL import Image

OUT = Path(__file__).resolve().parent
REPOSITORY = Path(__file__).resolve().parents[5]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/canyousee.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402

SHOWN = 10  # Base64 characters kept: "cGljb0NURn" decodes to "picoCT", "F" and 4 bits of "{"

jpeg = zipfile.ZipFile(sys.argv[1]).read("ukn_reality.jpg")

photo = Image.open(io.BytesIO(jpeg))
photo = photo.resize((800, round(800 * photo.height / photo.width)), Image.LANCZOS)
figlib.save(photo, OUT / "ukn-reality.jpg", page=PAGE, quality=80, optimize=True, progressive=True)

# Walk the segments after SOI and take the APP1 segment that holds XMP.
pos = 2
while True:
    marker, length = jpeg[pos + 1], int.from_bytes(jpeg[pos + 2:pos + 4], "big")
    body = jpeg[pos + 4:pos + 2 + length]
    if marker == 0xE1 and body.startswith(b"http://ns.adobe.com/xap/1.0/\x00"):
        break
    pos += 2 + length
header = "http://ns.adobe.com/xap/1.0/\x00"
packet = body[len(header):].decode("utf-8")
padding = sum(len(line) + 1 for line in packet.splitlines() if not line.strip())


def cut(match):
    value = match.group(2)
    return f"{match.group(1)}{value[:SHOWN]}[{len(value) - SHOWN} characters cut]{match.group(3)}"


lines = [f"APP1 segment at offset {pos}: {length} bytes, identifier {header[:-1]}", ""]
for line in packet.splitlines():
    if line.strip():
        lines.append(re.sub(r"(rdf:resource=')([^']+)(')", cut, line.replace("\ufeff", "")))
lines.insert(-1, f"[{padding} bytes of spaces and line breaks: room to edit the packet in place]")



def draw(narrow):
    """The listing, one line of the packet a row; for phones each line wrapped at 30 characters (the
    rest indented under it), at a size that keeps the text 12 px high at 343 CSS px wide."""
    rows = []
    for line in lines:
        pieces = textwrap.wrap(line, 30, subsequent_indent="    ") if narrow and line else [line]
        rows += [(piece, line) for piece in pieces]
    fig = plt.figure(figsize=(6.0, 0.36 * len(rows) + 0.3) if narrow else (8.0, 0.34 * len(lines) + 0.3), dpi=100)
    for i, (piece, line) in enumerate(rows):
        hot = "attributionURL" in line
        colour = "#c1121f" if hot else figlib.MUTED if line.startswith(("APP1", "[")) else "#333333"
        fig.text(0.01, 1 - (i + 0.8) / (len(rows) + 0.5), piece, family="monospace", fontsize=19 if narrow else 12,
                 color=colour, fontweight="bold" if hot else "normal")
    return fig


figlib.save(draw(narrow=False), OUT / "xmp-packet.png", page=PAGE)
figlib.save(draw(narrow=True), OUT / "xmp-packet.narrow.png", page=PAGE)
print("\n".join(lines))
