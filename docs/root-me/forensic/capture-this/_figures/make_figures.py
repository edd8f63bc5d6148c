#!/usr/bin/env python3
"""Figure for the "Capture this!" page: our own worked example, the crop beside what its tail rebuilds.

Root-Me pages use no challenge file: this script reads the page itself, runs the page's own
`example.py` block in a temporary folder (it writes its cropped-in-place screenshot.bmp there), and
writes, next to itself:
  crop-and-tail.png  top, the 120 x 40 crop as a viewer shows it; below it, the rows the example rebuilt
                     from the bytes after the BMP's declared end, with the crop's area outlined
                     (stacked, 680 px wide, so the 28 px letters stay readable on a phone)

Run: python3 make_figures.py ../capture-this.mdx
Needs Pillow (Debian: python3-pil).
"""
import contextlib
import io
import os
import re
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageDraw

OUT = Path(__file__).resolve().parent
page = Path(sys.argv[1]).resolve().read_text(encoding="utf-8")
script = re.search(r'```python title="example\.py"\n(.*?)\n```', page, re.S).group(1)
here = os.getcwd()
with tempfile.TemporaryDirectory() as work:
    os.chdir(work)
    ns = {"__name__": "example"}
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(script, "example.py", "exec"), ns)
    crop = Image.open("screenshot.bmp").convert("RGB")
    crop.load()
    os.chdir(here)

rec = ns["recovered"]
width = len(rec[0])
tail = Image.new("RGB", (width, len(rec)))
tail.putdata([px for y in sorted(rec) for px in rec[y]])

S, GAP, PAD = 4, 40, 20
W = PAD * 2 + max(crop.width, tail.width) * S
H = PAD * 2 + crop.height * S + GAP + tail.height * S
fig = Image.new("RGB", (W, H), "#e9e9e6")
fig.paste(crop.resize((crop.width * S, crop.height * S), Image.NEAREST), (PAD, PAD))
y0 = PAD + crop.height * S + GAP
fig.paste(tail.resize((tail.width * S, tail.height * S), Image.NEAREST), (PAD, y0))
draw = ImageDraw.Draw(fig)
draw.rectangle((PAD, y0, PAD + ns["CROP_W"] * S - 1, y0 + ns["CROP_H"] * S - 1), outline="#e07a1f", width=3)
fig.save(OUT / "crop-and-tail.png", optimize=True)
print("wrote", OUT / "crop-and-tail.png", fig.size)
