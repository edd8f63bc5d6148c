#!/usr/bin/env python3
"""Figures for the hideme write-up.

Reads the original download `flag.png` (43,058 bytes, SHA-256 6b82112d...4a56), from
https://github.com/Sivnerof/PicoCTF/blob/281483334ce58fe1cdeaa5beb7dcc88fadd55c5f/Forensics/Hideme/flag.png
opens the ZIP appended after its IEND chunk in memory and writes, next to this script:
  cover.png  the carrier picture as a viewer shows it (the bytes up to IEND), 360 pixels wide
  inner.png  secret/flag.png from the appended ZIP, converted from 16-bit to 8-bit grey, cropped to its
             line of text and enlarged three times; this player's eight-digit ending is covered

Run: python3 make_figures.py /path/to/flag.png
Needs Pillow (Debian: python3-pil).
"""
import io
import sys
import zipfile
from pathlib import Path

from PIL import Image, ImageDraw

OUT = Path(__file__).resolve().parent
data = open(sys.argv[1], "rb").read()

cover = Image.open(io.BytesIO(data))
cover.resize((360, round(360 * cover.height / cover.width)), Image.LANCZOS).save(OUT / "cover.png", optimize=True)

inner = zipfile.ZipFile(io.BytesIO(data)).read("secret/flag.png")   # zipfile, like unzip, reads from the end
strip = Image.open(io.BytesIO(inner)).point(lambda v: v / 256).convert("L")
strip = strip.crop((0, 0, 380, 16)).convert("RGB")
ImageDraw.Draw(strip).rectangle((296, 0, 358, 12), fill=(160, 160, 160))   # the eight hex digits and the brace
strip.resize((strip.width * 3, strip.height * 3), Image.LANCZOS).save(OUT / "inner.png", optimize=True)
print("wrote cover.png and inner.png")
