#!/usr/bin/env python3
"""Figures for the CanYouSee write-up.

Reads the original download `unknown.zip` (2,252,265 bytes, SHA-256 e6c32aba...9d79), from
https://github.com/Sivnerof/PicoCTF/blob/cdee1d260e05df0e83ed67cf60169e5963283e8a/Forensics/Can-You-See/unknown.zip
and writes, next to this script:
  ukn-reality.jpg  the photo inside the archive, scaled to 800 pixels wide
  xmp-packet.png   the JPEG's XMP packet (APP1 segment) as text: its markup lines, the Attribution URL
                   value cut after the 32 characters that encode the flag's shared start, and the
                   amount of space padding that follows

Run: python3 make_figures.py /path/to/unknown.zip
Needs Pillow and Matplotlib (Debian: python3-pil python3-matplotlib).
"""
import io
import re
import sys
import zipfile
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from PIL import Image

OUT = Path(__file__).resolve().parent

jpeg = zipfile.ZipFile(sys.argv[1]).read("ukn_reality.jpg")

photo = Image.open(io.BytesIO(jpeg))
photo = photo.resize((800, round(800 * photo.height / photo.width)), Image.LANCZOS)
photo.save(OUT / "ukn-reality.jpg", quality=80, optimize=True, progressive=True)

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
    return f"{match.group(1)}{value[:32]}[{len(value) - 36} characters cut]{value[-4:]}{match.group(3)}"


lines = [f"APP1 segment at offset {pos}: {length} bytes, identifier {header[:-1]}", ""]
for line in packet.splitlines():
    if line.strip():
        lines.append(re.sub(r"(rdf:resource=')([^']+)(')", cut, line.replace("\ufeff", "")))
lines.insert(-1, f"[{padding} bytes of spaces and line breaks: room to edit the packet in place]")

fig = plt.figure(figsize=(8.0, 0.3 * len(lines) + 0.3), dpi=100)
for i, line in enumerate(lines):
    colour = "#c1121f" if "attributionURL" in line else "#7a7a7a" if line.startswith(("APP1", "[")) else "#8a8a8a"
    fig.text(0.01, 1 - (i + 0.8) / (len(lines) + 0.5), line, family="monospace", fontsize=10.5, color=colour,
             fontweight="bold" if "attributionURL" in line else "normal")
fig.savefig(OUT / "xmp-packet.png", transparent=True, bbox_inches="tight", pad_inches=0.05)
print("\n".join(lines))
