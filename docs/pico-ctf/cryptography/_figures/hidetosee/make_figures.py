#!/usr/bin/env python3
"""Figures for the HideToSee write-up.

Reads the challenge's atbash.jpg (51,504 bytes, SHA-256 bed64302...99c6), archived at
https://github.com/silentzero192/picoCTF-Challenges/blob/77ed4fa4fc56d09f4a0801894be39029fd823fd5/Cryptography/hide-to-see/atbash.jpg
and writes next to this script:
  atbash-wheel.jpg        the picture, scaled to 360 pixels wide (a new JPEG: the hidden
                          payload does not survive re-encoding, and is not meant to)
  strings-by-region.json  the lines `strings` prints, split by where they start: in the
                          JPEG's markers and tables (SOI up to the end of the SOS header)
                          or in the entropy-coded scan data after it

Needs Pillow and GNU strings. Run: python3 make_figures.py /path/to/atbash.jpg
"""
import json
import struct
import subprocess
import sys
from pathlib import Path

from PIL import Image

OUT = Path(__file__).resolve().parent
path = Path(sys.argv[1])
data = path.read_bytes()

# Walk the marker segments up to Start Of Scan; the compressed image data follows it.
pos = 2  # after SOI (FF D8)
while True:
    marker, length = data[pos + 1], struct.unpack(">H", data[pos + 2:pos + 4])[0]
    pos += 2 + length
    if marker == 0xDA:  # SOS: its header ends here, the scan data begins
        break
scan_start = pos

offsets = [int(line.split(maxsplit=1)[0]) for line in
           subprocess.run(["strings", "-t", "d", str(path)], capture_output=True, text=True, check=True).stdout.splitlines()]
headers = sum(o < scan_start for o in offsets)
rows = [
    {"label": "Markers and tables", "value": headers},
    {"label": "Scan data", "value": len(offsets) - headers},
]
(OUT / "strings-by-region.json").write_text(json.dumps(rows, indent=1) + "\n")

with Image.open(path) as image:
    width = 360
    small = image.convert("RGB").resize((width, round(image.height * width / image.width)), Image.LANCZOS)
    small.save(OUT / "atbash-wheel.jpg", quality=85, optimize=True)
print(f"scan data from byte {scan_start} of {len(data)}:", rows)
