#!/usr/bin/env python3
"""Figures for the information write-up.

Reads the original download `cat.jpg` (878,136 bytes, SHA-256 ab639e3a...4d4250), from
https://github.com/HHousen/PicoCTF-2021/blob/9216e18a1d53ac18efde881383fb593d09479887/Forensics/information/cat.jpg
and writes, next to this script:
  cat.jpg        the photo as a viewer shows it, scaled to 800 pixels wide
  metadata.png   every XMP and IPTC field of the file as `exiftool -G1 -s` lists it, the XMP-cc License
                 line highlighted and its value masked after the 10 characters that encode "picoCTF"
  metadata.narrow.png  the same fields for phones, each name above its value (text 12 px high at 343 CSS
                 px wide); both go through scripts/figures/figlib.py's save(), which checks them
                 against the page's <Flag>

Run: python3 make_figures.py /path/to/cat.jpg
Needs Pillow, Matplotlib (Debian: python3-pil python3-matplotlib) and exiftool (libimage-exiftool-perl).
"""
import subprocess
import sys
import textwrap
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from PIL import Image

OUT = Path(__file__).resolve().parent
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/information.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
src = sys.argv[1]

photo = Image.open(src)
photo = photo.resize((800, round(800 * photo.height / photo.width)), Image.LANCZOS)
photo.save(OUT / "cat.jpg", quality=80, optimize=True, progressive=True)

# The metadata blocks exiftool reads from the file itself (not the File/System groups it makes up).
listing = subprocess.run(["exiftool", "-G1", "-s", "-a", "-XMP:all", "-IPTC:all", src],
                         capture_output=True, text=True, check=True).stdout.splitlines()
KEEP = 10  # "cGljb0NURn": the Base64 of "picoCTF" and half of the next byte
lines = []
for line in listing:
    group, rest = line.split("]", 1)
    name, value = (part.strip() for part in rest.split(":", 1))
    if name == "License":
        value = value[:KEEP] + "\u2588" * 6 + f" ({len(value) - KEEP} characters masked)"
    lines.append((group + "]", name, value))



def draw(narrow):
    """One row per field (group, name, value); for phones each field on two lines or more, group and name
    above the value, wrapped, at a size that keeps the text 12 px high at 343 CSS px wide."""
    if not narrow:
        fig = plt.figure(figsize=(7.2, 0.36 * len(lines) + 0.25), dpi=100)
        for i, (group, name, value) in enumerate(lines):
            hot = name == "License"
            y = 1 - (i + 0.75) / (len(lines) + 0.3)
            style = dict(family="monospace", fontsize=10.5, va="center",
                         color="#c1121f" if hot else figlib.MUTED, fontweight="bold" if hot else "normal")
            fig.text(0.01, y, group, **style)
            fig.text(0.15, y, name, **style)
            fig.text(0.46, y, value, **style)
        return fig
    rows = []
    for group, name, value in lines:
        rows.append((f"{group} {name}", name == "License", False))
        rows += [("  " + piece, name == "License", True) for piece in textwrap.wrap(value, 30) or [""]]
    fig = plt.figure(figsize=(6.0, 0.36 * len(rows) + 0.3), dpi=100)
    for i, (text, hot, is_value) in enumerate(rows):
        y = 1 - (i + 0.75) / (len(rows) + 0.3)
        fig.text(0.01, y, text, family="monospace", fontsize=19, va="center",
                 color="#c1121f" if hot else (figlib.INK if is_value else figlib.MUTED),
                 fontweight="bold" if hot else "normal")
    return fig


figlib.save(draw(narrow=False), OUT / "metadata.png", page=PAGE, bbox_inches=None, pad_inches=0.1)
figlib.save(draw(narrow=True), OUT / "metadata.narrow.png", page=PAGE)
print("\n".join("  ".join(row) for row in lines))
