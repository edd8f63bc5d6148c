#!/usr/bin/env python3
"""Figure for the HideToSee write-up.

Reads the challenge's atbash.jpg (51,504 bytes, SHA-256 bed64302...99c6), archived at
https://github.com/silentzero192/picoCTF-Challenges/blob/77ed4fa4fc56d09f4a0801894be39029fd823fd5/Cryptography/hide-to-see/atbash.jpg
and writes next to this script:
  atbash-wheel.jpg  the picture scaled to 360 pixels wide, with the two-word title in its
                    centre covered by a grey box: the title's first word is also the first
                    word of the flag, which the page keeps behind <Flag>. (A new JPEG: the
                    hidden payload does not survive re-encoding, and is not meant to.)

The picture is written through scripts/figures/figlib.py, whose save() reads it with OCR and
refuses to write it if it shows the part of the flag the page hides.

Needs Pillow, and Node with the repository's packages for the check.
Run: /usr/bin/python3 make_figures.py /path/to/atbash.jpg
"""
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent
REPOSITORY = Path(__file__).resolve().parents[5]
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402

PAGE = REPOSITORY / "docs/pico-ctf/cryptography/hidetosee.mdx"
WIDTH = 360
# The title's two lines, in the original's pixels (465 x 455): dark text from x 165 to 300,
# y 128 to 192; the box leaves a few pixels of margin and stops above the three stars.
TITLE = (158, 120, 307, 197)

with Image.open(sys.argv[1]) as original:
    scale = WIDTH / original.width
    picture = original.convert("RGB").resize((WIDTH, round(original.height * scale)), Image.LANCZOS)

box = [round(v * scale) for v in TITLE]
draw = ImageDraw.Draw(picture)
draw.rounded_rectangle(box, radius=6, fill="#d9d9d9", outline="#555555", width=1)
font = ImageFont.truetype("DejaVuSans.ttf", 14)
label = "title covered"
left, top, right, bottom = draw.textbbox((0, 0), label, font=font)
draw.text(((box[0] + box[2] - (right - left)) / 2, (box[1] + box[3] - (bottom - top)) / 2 - top),
          label, font=font, fill=figlib.INK)

figlib.save(picture, OUT / "atbash-wheel.jpg", page=PAGE, quality=85, optimize=True)
