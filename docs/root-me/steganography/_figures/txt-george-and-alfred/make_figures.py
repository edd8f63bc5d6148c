#!/usr/bin/env python3
"""Figure for the "Txt - George and Alfred" page: our own worked example's note, hidden words made visible.

Root-Me pages use no challenge file: this script reads the page itself, runs the page's own
`example.py` block (the note of our own), and writes, next to itself:
  null-cipher.png  the note as a paragraph, every fifth word from the third highlighted and numbered
  null-cipher.narrow.png  the same note laid out 500 px wide instead of 700, for phones

Run: python3 make_figures.py ../../txt-george-and-alfred.mdx
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
tokens = ns["TEXT"].split()
hidden = set(range(2, len(tokens), 5))                  # every fifth word from the third

# 26 px words and 23 px numbers, 700 px wide (500 px in the phone variant, see below).
FONT = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 26)
SMALL = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 23)
LINE, PAD = 74, 24


def draw_note(W):
    """The note laid out `W` pixels wide, the hidden words highlighted and numbered."""
    img = Image.new("RGB", (W, 1200), "#f4f4f2")
    draw = ImageDraw.Draw(img)
    x, y, order = PAD, PAD, 0
    space = draw.textlength(" ", font=FONT)
    for i, token in enumerate(tokens):
        w = draw.textlength(token, font=FONT)
        if x + w > W - PAD:
            x, y = PAD, y + LINE
        if i in hidden:
            order += 1
            core = token.strip(".,;:")
            draw.rounded_rectangle((x - 3, y + 1, x + draw.textlength(core, font=FONT) + 3, y + 35), radius=6,
                                   fill="#f4a259")
            draw.text((x, y + 37), str(order), font=SMALL, fill="#7a3b00")
        draw.text((x, y), token, font=FONT, fill="#1d1d1d")
        x += w + space
    return img.crop((0, 0, W, y + LINE + PAD // 2))


# 500 px wide for phones: the same fonts then stay 12 px or more at 341 CSS px.
for name, width in (("null-cipher.png", 700), ("null-cipher.narrow.png", 500)):
    img = draw_note(width)
    img.save(OUT / name, optimize=True)
    print("wrote", OUT / name, img.size)
