#!/usr/bin/env python3
"""Figure for the Trivial Flag Transfer Protocol write-up.

Reads the two bitmaps exported from the challenge's TFTP capture:
  picture1.bmp (824,518 bytes, SHA-256 ac276355...7a24)
  picture3.bmp (1,466,574 bytes, SHA-256 4b14cae3...c6a5)
from https://github.com/Sivnerof/PicoCTF/tree/f619ec4d284360f90dcd5548104075da515505d8/Forensics/Trivial-Flag-Transfer-Protocol/Assets
runs `steghide info -p DUEDILIGENCE` on each (Debian package steghide) and writes, next to this script:
  candidates.png  both pictures side by side, each captioned with what steghide reports for it

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
GREY = "#808080"


def verdict(path):
    run = subprocess.run(["steghide", "info", path, "-p", "DUEDILIGENCE"], capture_output=True, text=True)
    lines = [l.strip() for l in (run.stdout + run.stderr).splitlines()]
    capacity = next(l for l in lines if l.startswith("capacity:"))
    embedded = next((l for l in lines if l.startswith("embedded file")), None)
    if embedded:
        size = next(l for l in lines if l.startswith("size:"))
        enc = next(l for l in lines if l.startswith("encrypted:"))
        return f"{capacity}\n{embedded.rstrip(':')}, {size}\n{enc}", "#e76f51"
    return f"{capacity}\nno data with that passphrase", GREY


fig, axes = plt.subplots(1, 2, figsize=(12, 5.4), dpi=100, gridspec_kw={"width_ratios": [605 / 454, 807 / 605]})
for ax, path in zip(axes, sys.argv[1:3]):
    img = Image.open(path).convert("RGB")
    ax.imshow(img)
    text, colour = verdict(path)
    ax.set_title(f"{Path(path).name}, {img.width} x {img.height}", fontsize=12, color=GREY)
    ax.set_xlabel(text, fontsize=11, color=colour, linespacing=1.5)
    ax.set_xticks([]); ax.set_yticks([])
    for s in ax.spines.values():
        s.set_color(colour)
        s.set_linewidth(3 if colour != GREY else 1)
fig.savefig(OUT / "candidates.png", transparent=True, bbox_inches="tight", pad_inches=0.05)
Image.open(OUT / "candidates.png").quantize(256, method=Image.Quantize.FASTOCTREE).save(OUT / "candidates.png", optimize=True)
print("wrote", OUT / "candidates.png")
