#!/usr/bin/env python3
"""Figure for the Enhance! write-up: "zoom and enhance" on the challenge's own SVG.

Reads the original download `drawing.flag.svg` (4,149 bytes, SHA-256 5b3157a1...0077), from
https://github.com/silentzero192/picoCTF-Challenges/blob/a6c0968d2719c1eca85a2a6689593096500aab1f/Forensics/enhance/drawing.flag.svg
and writes zoom.png next to this script: four renderings of the same file by Chromium, in a 2 x 2 grid, each
with the root viewBox narrowed around the text element (whole page, then about x17, x2,100 and x5,250).
In the two closest views the last tspan is cut after "c 3 d _", so this player's hex ending is not drawn.

Run from the repository root: python3 docs/pico-ctf/forensics/_figures/enhance/make_figures.py /path/to/drawing.flag.svg
Needs Pillow (Debian: python3-pil) and the repository's screenshot script (scripts/figures/screenshot.ts).
"""
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent
REPO = OUT.parents[4]
SIZE = 300

svg = Path(sys.argv[1]).read_text()
cut = re.sub(r">c 3 d _[^<]*</tspan>", ">c 3 d _</tspan>", svg)
assert cut != svg

views = [  # (label, x, y, width of the square window in millimetres, text cut?)
    ("whole page", 0.0, 30.0, 210.0, False),
    ("x17: the white circle", 101.5, 126.2, 12.0, False),
    ("x2,100: the black dot", 107.40, 132.05, 0.1, True),
    ("x5,250: the text", 107.425, 132.078, 0.04, True),
]
panels = []
with tempfile.TemporaryDirectory() as tmp:
    for i, (label, x, y, w, hide) in enumerate(views):
        src = cut if hide else svg
        zoomed = re.sub(r'width="210mm"\s+height="297mm"\s+viewBox="0 0 210 297"',
                        f'width="{SIZE}" height="{SIZE}" viewBox="{x} {y} {w} {w}"', src)
        page = Path(tmp, f"view{i}.svg")
        page.write_text(zoomed)
        png = Path(tmp, f"view{i}.png")
        subprocess.run(["npx", "tsx", "scripts/figures/screenshot.ts", page.as_uri(), str(png),
                        "--width", str(SIZE), "--height", str(SIZE)], cwd=REPO, check=True,
                       stdout=subprocess.DEVNULL)
        panels.append((label, Image.open(png).convert("RGB")))

gap, caption, cols = 14, 28, 2      # a 2 x 2 grid, so the captions stay readable at page width
rows = (len(panels) + cols - 1) // cols
sheet = Image.new("RGBA", (cols * SIZE + (cols - 1) * gap, rows * (SIZE + caption) + (rows - 1) * gap), (0, 0, 0, 0))
draw = ImageDraw.Draw(sheet)
font = ImageFont.truetype("DejaVuSans.ttf", 16)
for i, (label, img) in enumerate(panels):
    x = (i % cols) * (SIZE + gap)
    y = (i // cols) * (SIZE + caption + gap)
    sheet.paste(img, (x, y))
    draw.rectangle((x, y, x + SIZE - 1, y + SIZE - 1), outline=(128, 128, 128))
    draw.text((x + SIZE / 2, y + SIZE + 5), label, fill=(128, 128, 128), font=font, anchor="mt")
sheet.save(OUT / "zoom.png", optimize=True)
print("wrote", OUT / "zoom.png")
