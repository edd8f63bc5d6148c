#!/usr/bin/env python3
"""Figures for the Flag in Flame write-up.

Reads the original download `logs.txt` (1,592,268 bytes, SHA-256 737e6800...0caf), from
https://github.com/silentzero192/picoCTF-Challenges/blob/a6c0968d2719c1eca85a2a6689593096500aab1f/Forensics/flag-in-flame/logs.txt
decodes it (Base64 -> PNG) in memory and writes, next to this script:
  base64-prefix.png  the first 11 Base64 characters, their 6-bit values, and the 8 bytes of the PNG
                     signature they regroup into, in three blocks of 24 bits (4 characters = 3 bytes)
  flame.jpg          the decoded picture, 600 pixels wide, with the hex caption covered after its first 16
                     digits (7069636F4354467B, which encode "picoCTF{")
  caption.png        the left 420 pixels of the hex caption band, enlarged twice: the first 16 digits,
                     then the same grey cover, labelled

The caption is 94 digits, each drawn as one run of white columns in rows 1029-1048; the 16th ends at
x = 165 and the 17th starts at x = 168, so the cover starts at x = 167. Every figure is written through
scripts/figures/figlib.py's save(), which refuses to write a picture that shows the part of the flag the
page hides.

Run: python3 make_figures.py /path/to/logs.txt
Needs Pillow and Matplotlib (Debian: python3-pil python3-matplotlib).

The chart is also written as base64-prefix.dark.png, recoloured for the dark mode (figlib.save's dark=True):
the site shows it there instead of the light chart, whose grey labels need a light ground. And as
base64-prefix.narrow.png (and .narrow.dark.png) for phones: the same blocks, narrower, with larger fonts.
"""
import base64
import io
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle
from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/flag-in-flame/flag-in-flame.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

text = open(sys.argv[1], "rb").read()
png = base64.b64decode(text)

# --- Base64 characters -> bits -> bytes -----------------------------------
chars = text[:11].decode()
bits = "".join(f"{ALPHABET.index(c):06b}" for c in chars)   # 66 bits; the last 2 start the 9th byte
sig = png[:8]
assert bits[:64] == "".join(f"{b:08b}" for b in sig)
def draw(narrow):
    """Three blocks of 24 bits, with fonts for the page, or for phones larger (the same layout is only 6.2
    inches wide there) so that the labels stay 12 px high at 343 CSS px wide."""
    cell_font, bit_font, label_font = (17, 15, 19) if narrow else (11, 10.5, 11)
    fig, ax = plt.subplots(figsize=(6.2, 7.8) if narrow else (8.2, 7.4), dpi=100)
    # Four Base64 characters and three bytes both make 24 bits, so the figure is three stacked blocks of 24 bits.
    for block in range(3):
        top = -3.6 * block
        first_bit = 24 * block
        for i, c in enumerate(chars):
            if not first_bit <= 6 * i < first_bit + 24:
                continue
            x0 = 6 * i - first_bit
            ax.add_patch(Rectangle((x0 + 0.05, top + 2), 5.9, 0.8, facecolor="#8ecae6"))
            ax.text(x0 + 3, top + 2.4, f"{c} ({ALPHABET.index(c)})" if narrow else f"{c}  ({ALPHABET.index(c)})", ha="center", va="center", fontsize=cell_font,
                    family="monospace", color="#111111")
        for j in range(first_bit, min(first_bit + 24, len(bits))):
            ax.text(j - first_bit + 0.5, top + 1.45, bits[j], ha="center", va="center", fontsize=bit_font,
                    family="monospace", color="#808080" if j < 64 else "#c0c0c0")
        for k, byte in enumerate(sig):
            if not first_bit <= 8 * k < first_bit + 24:
                continue
            x0 = 8 * k - first_bit
            ax.add_patch(Rectangle((x0 + 0.05, top + 0.1), 7.9, 0.8, facecolor="#ffb703"))
            shown = chr(byte) if 32 < byte < 127 else {0x0D: "CR", 0x0A: "LF", 0x1A: "SUB"}.get(byte, "")
            ax.text(x0 + 4, top + 0.5, f"{byte:02X}  {shown}", ha="center", va="center", fontsize=cell_font,
                    family="monospace", color="#111111")
        if first_bit + 24 > 64:
            ax.text(64 - first_bit + 1, top + 0.5, "next byte", ha="left", va="center", fontsize=label_font, color=figlib.MUTED)
        for x in range(0, min(24, len(bits) - first_bit) + 1, 6):
            ax.plot([x, x], [top + 1.2, top + 1.7], color="#8ecae6", linewidth=1.5)
        for x in range(0, min(24, 8 * len(sig) - first_bit) + 1, 8):
            ax.plot([x, x], [top + 1.2, top + 1.7], color="#ffb703", linewidth=1.5)
        ax.text(-0.6, top + 2.4, "Base64", ha="right", va="center", fontsize=label_font, color=figlib.MUTED)
        ax.text(-0.6, top + 1.45, "bits", ha="right", va="center", fontsize=label_font, color=figlib.MUTED)
        ax.text(-0.6, top + 0.5, "bytes", ha="right", va="center", fontsize=label_font, color=figlib.MUTED)
    ax.set_xlim(-5, 25)
    ax.set_ylim(-7.3, 2.9)
    ax.axis("off")
    return fig


figlib.save(draw(narrow=False), OUT / "base64-prefix.png", page=PAGE, dark=True)
figlib.save(draw(narrow=True), OUT / "base64-prefix.narrow.png", page=PAGE, dark=True)

# --- the picture and its caption -------------------------------------------
img = Image.open(io.BytesIO(png)).convert("RGB")
cover = (167, 1029, 880, 1048)      # digits 17-94 of the 94-digit caption: everything after "picoCTF{"
ImageDraw.Draw(img).rectangle(cover, fill=(128, 128, 128))
small = img.resize((600, round(600 * img.height / img.width)), Image.LANCZOS)
figlib.save(small, OUT / "flame.jpg", page=PAGE, quality=82, optimize=True, progressive=True)
band = img.crop((0, 1020, 420, 1058))
band = band.resize((band.width * 2, band.height * 2), Image.LANCZOS)
font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 18)
ImageDraw.Draw(band).text((167 + 420, 38), "rest of the line covered", fill=(20, 20, 20),  # box centre, x2
                          font=font, anchor="mm")
figlib.save(band, OUT / "caption.png", page=PAGE, optimize=True)
