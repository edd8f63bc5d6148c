#!/usr/bin/env python3
"""Figures for the hideme write-up.

Reads the original download `flag.png` (43,058 bytes, SHA-256 6b82112d...4a56), from
https://github.com/Sivnerof/PicoCTF/blob/281483334ce58fe1cdeaa5beb7dcc88fadd55c5f/Forensics/Hideme/flag.png
opens the ZIP appended after its IEND chunk in memory and writes, next to this script:
  cover.png  the carrier picture as a viewer shows it (the bytes up to IEND), 360 pixels wide
  inner.png  secret/flag.png from the appended ZIP, converted from 16-bit to 8-bit grey, cropped to its
             line of text and enlarged three times; everything after "picoCTF" is covered by a grey box
             labelled "rest of the line covered"

The text runs from x = 21 to x = 354 in rows 0-10; "picoCTF" ends at x = 64 and the brace starts at
x = 67, so the cover starts at x = 66. Both figures are written through scripts/figures/figlib.py's
save(), which refuses to write a picture that shows the part of the flag the page hides.

Run: python3 make_figures.py /path/to/flag.png
Needs Pillow (Debian: python3-pil).
"""
import io
import sys
import zipfile
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/hideme/hideme.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
data = open(sys.argv[1], "rb").read()

cover = Image.open(io.BytesIO(data))
figlib.save(cover.resize((360, round(360 * cover.height / cover.width)), Image.LANCZOS), OUT / "cover.png", page=PAGE,
            optimize=True)

inner = zipfile.ZipFile(io.BytesIO(data)).read("secret/flag.png")   # zipfile, like unzip, reads from the end
strip = Image.open(io.BytesIO(inner)).point(lambda v: v / 256).convert("L")
strip = strip.crop((0, 0, 380, 16)).convert("RGB")
ImageDraw.Draw(strip).rectangle((66, 0, 362, 13), fill=(160, 160, 160))   # the brace and everything after it
strip = strip.resize((strip.width * 3, strip.height * 3), Image.LANCZOS)
font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 17)
ImageDraw.Draw(strip).text(((66 + 362) * 3 / 2, 21), "rest of the line covered", fill=(20, 20, 20), font=font,
                           anchor="mm")
figlib.save(strip, OUT / "inner.png", page=PAGE, optimize=True)
