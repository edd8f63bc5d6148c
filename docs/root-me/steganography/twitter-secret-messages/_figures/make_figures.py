#!/usr/bin/env python3
"""Figure for the Twitter Secret Messages page: our own worked example, with its hidden bits made visible.

Root-Me pages use no challenge file: this script reads the page itself, runs the page's own
`example.py` block (the sentence and the one-bit-per-letter scheme of our own), and writes, next to itself:
  lookalikes.png  the stego sentence as a reader sees it, every Cyrillic look-alike (bit 1) on an orange
                  background and every Latin carrier letter (bit 0) underlined, with the bit count

Run: python3 make_figures.py ../twitter-secret-messages.mdx
Needs Pillow (Debian: python3-pil) and the DejaVu Sans font (fonts-dejavu-core).
"""
import contextlib
import io
import re
import sys
import textwrap
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent
page = Path(sys.argv[1]).read_text(encoding="utf-8")
script = re.search(r'```python title="example\.py"\n(.*?)\n```', page, re.S).group(1)
ns = {"__name__": "example"}
with contextlib.redirect_stdout(io.StringIO()):
    exec(compile(script, "example.py", "exec"), ns)
stego, TWIN, BACK = ns["stego"], ns["TWIN"], ns["BACK"]

# Sized to stay legible on a phone: 720 px wide, so the 24 px legend is still about 12 px at 375 px.
FONT = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 28)
SMALL = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 24)
lines = textwrap.wrap(stego, 40)
W, LINE, PAD = 720, 54, 24
img = Image.new("RGB", (W, PAD * 2 + LINE * len(lines) + 72), "#f4f4f2")
draw = ImageDraw.Draw(img)
ones = zeros = 0
for n, line in enumerate(lines):
    x, y = PAD, PAD + n * LINE
    for ch in line:
        w = draw.textlength(ch, font=FONT)
        if ch in BACK:                       # Cyrillic twin: carries a 1
            draw.rectangle((x - 1, y + 2, x + w + 1, y + 37), fill="#f4a259")
            ones += 1
        elif ch in TWIN:                     # Latin letter that could have been swapped: carries a 0
            draw.line((x, y + 39, x + w, y + 39), fill="#3a6ea5", width=3)
            zeros += 1
        draw.text((x, y), ch, font=FONT, fill="#1d1d1d")
        x += w
draw.text((PAD, PAD + LINE * len(lines) + 4),
          f"orange: Cyrillic look-alike = 1 ({ones})\nblue underline: Latin carrier = 0 ({zeros})",
          font=SMALL, fill="#1d1d1d", spacing=6)
img.save(OUT / "lookalikes.png", optimize=True)
print("wrote", OUT / "lookalikes.png", img.size)
