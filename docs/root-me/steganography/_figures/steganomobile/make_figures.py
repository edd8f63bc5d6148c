#!/usr/bin/env python3
"""Figure for the Steganomobile page: our own worked example's letters placed back on a phone keypad.

Root-Me pages use no challenge file: this script reads the page itself, runs the page's own
`example.py` block (the sentence and the key-and-position notation of our own), and writes, next to itself:
  keypad.png  a 3 x 4 keypad; every letter of our sentence is highlighted on its key and labelled with
              its key-and-position pair (key digit, then rank on the key)

Run: python3 make_figures.py ../../steganomobile.mdx
Needs Pillow (Debian: python3-pil) and the DejaVu Sans fonts (fonts-dejavu-core).
"""
import contextlib
import io
import re
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent
page = Path(sys.argv[1]).resolve().read_text(encoding="utf-8")
script = re.search(r'```python title="example\.py"\n(.*?)\n```', page, re.S).group(1)
ns = {"__name__": "example"}
with contextlib.redirect_stdout(io.StringIO()):
    exec(compile(script, "example.py", "exec"), ns)
KEYPAD, used = ns["KEYPAD"], set(ns["message"].replace(" ", ""))

BIG = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 34)
# Sized to stay legible on a phone: the 22 px labels are still about 12 px when the 668 px figure is 375 px wide.
MID = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 26)
SMALL = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 22)
layout = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"]
KW, KH, GAP, PAD = 200, 132, 14, 20
img = Image.new("RGB", (PAD * 2 + 3 * KW + 2 * GAP, PAD * 2 + 4 * KH + 3 * GAP), "#ecece8")
draw = ImageDraw.Draw(img)
for n, key in enumerate(layout):
    x, y = PAD + (n % 3) * (KW + GAP), PAD + (n // 3) * (KH + GAP)
    draw.rounded_rectangle((x, y, x + KW, y + KH), radius=14, fill="#ffffff", outline="#9a9a94", width=2)
    draw.text((x + 14, y + 10), key, font=BIG, fill="#1d1d1d")
    for rank, ch in enumerate(KEYPAD.get(key, ""), 1):
        cx = x + 18 + (rank - 1) * 44
        if ch in used:
            draw.rounded_rectangle((cx - 4, y + 56, cx + 34, y + 94), radius=6, fill="#f4a259")
            draw.text((cx + 1, y + 98), f"{key}{rank}", font=SMALL, fill="#7a3b00")
        draw.text((cx + 4, y + 59), ch, font=MID, fill="#1d1d1d")
img.save(OUT / "keypad.png", optimize=True)
print("wrote", OUT / "keypad.png", img.size)
