#!/usr/bin/env python3
"""Figure for the Trivial Flag Transfer Protocol write-up.

Reads the two bitmaps exported from the challenge's TFTP capture:
  picture1.bmp (824,518 bytes, SHA-256 ac276355...7a24)
  picture3.bmp (1,466,574 bytes, SHA-256 4b14cae3...c6a5)
from https://github.com/Sivnerof/PicoCTF/tree/f619ec4d284360f90dcd5548104075da515505d8/Forensics/Trivial-Flag-Transfer-Protocol/Assets
runs `steghide info -p DUEDILIGENCE` on each (Debian package steghide) and writes, next to this script:
  candidates.png  both pictures side by side, each captioned with what steghide reports for it
  candidates.narrow.png  the same for phones, one above the other (text 12 px high at 343 CSS px wide)
Both go through scripts/figures/figlib.py's save(), which checks them against the page's <Flag>.

Run: python3 make_figures.py /path/to/picture1.bmp /path/to/picture3.bmp
Needs steghide, Pillow and Matplotlib (Debian: steghide python3-pil python3-matplotlib).
"""
import subprocess
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from PIL import Image

OUT = Path(__file__).resolve().parent
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/trivial-flag-transfer-protocol.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
GREY = figlib.MUTED


def verdict(path):
    run = subprocess.run(["steghide", "info", path, "-p", "DUEDILIGENCE"], capture_output=True, text=True)
    lines = [l.strip() for l in (run.stdout + run.stderr).splitlines()]
    capacity = next(l for l in lines if l.startswith("capacity:"))
    embedded = next((l for l in lines if l.startswith("embedded file")), None)
    if embedded:
        size = next(l for l in lines if l.startswith("size:"))
        enc = next(l for l in lines if l.startswith("encrypted:"))
        return f"{capacity}\n{embedded.rstrip(':')}, {size}\n{enc}", "#c0392b"
    return f"{capacity}\nno data with that passphrase", GREY


pictures = [(Path(path).name, Image.open(path).convert("RGB"), *verdict(path)) for path in sys.argv[1:3]]


def draw(narrow):
    """Both pictures side by side, or for phones one above the other, at sizes that keep the text 12 px
    high (opened, and at 343 CSS px wide for the phone variant)."""
    title_font, caption_font = (21, 20) if narrow else (14, 13)
    if narrow:
        fig, axes = plt.subplots(2, 1, figsize=(6.0, 12.4), dpi=100)
    else:
        fig, axes = plt.subplots(1, 2, figsize=(12, 5.6), dpi=100,
                                 gridspec_kw={"width_ratios": [605 / 454, 807 / 605]})
    for ax, (name, img, text, colour) in zip(axes, pictures):
        ax.imshow(img)
        ax.set_title(f"{name}, {img.width} x {img.height}", fontsize=title_font, color=GREY)
        ax.set_xlabel(text.replace(", size:", ",\nsize:") if narrow else text, fontsize=caption_font, color=colour,
                      linespacing=1.5)
        ax.set_xticks([]); ax.set_yticks([])
        for s in ax.spines.values():
            s.set_color(colour)
            s.set_linewidth(3 if colour != GREY else 1)
    return fig


for name, narrow in (("candidates.png", False), ("candidates.narrow.png", True)):
    figlib.save(draw(narrow), OUT / name, page=PAGE)
    # 256 colours: the photographs do not need more, and the file stays small
    Image.open(OUT / name).quantize(256, method=Image.Quantize.FASTOCTREE).save(OUT / name, optimize=True)
print("wrote", OUT / "candidates.png", OUT / "candidates.narrow.png")
