#!/usr/bin/env python3
"""Figure for the Enhance! write-up: "zoom and enhance" on the challenge's own SVG.

Reads the original download `drawing.flag.svg` (4,149 bytes, SHA-256 5b3157a1...0077), from
https://github.com/silentzero192/picoCTF-Challenges/blob/a6c0968d2719c1eca85a2a6689593096500aab1f/Forensics/enhance/drawing.flag.svg
and writes zoom.png next to this script: four renderings of the same file by librsvg (`rsvg-convert`), in a
2 x 2 grid, each with the root viewBox narrowed around the text element (whole page, then about x17,
x2,100 and x5,250). It also writes zoom.narrow.png for phones: the same four views in one column, each
rendered 480 pixels square, captions and the box's label at 26 px (text 12 px high or more at 343 CSS px wide).

What the page's <Flag> hides is never drawn: every panel is rendered from a copy of the SVG whose last two
tspans are cut to "F {" and nothing, and where the cut letters would have stood (found by rendering the
uncut file too and comparing) a grey box labelled "rest covered" is drawn. The result goes through
scripts/figures/figlib.py's save(), which reads it with OCR and refuses to write it if it shows the flag.

Given the file as it is, librsvg draws none of the letters (at the x5,250 view it warns "failed to create
cairo scaled font"). So the text element's coordinates, font sizes and stroke widths are multiplied by
10,000 and the element is wrapped in a group scaled by 1/10,000, which is the same geometry.

Run: python3 docs/pico-ctf/forensics/_figures/enhance/make_figures.py /path/to/drawing.flag.svg
Needs Pillow (Debian: python3-pil) and rsvg-convert (Debian: librsvg2-bin).
"""
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/enhance.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402

SIZE = 300
NARROW_SIZE = 480
K = 10000

svg = Path(sys.argv[1]).read_text()


def rescale_text(source: str) -> str:
    start, end = source.index("<text"), source.index("</text>") + len("</text>")
    text = source[start:end]
    text = re.sub(r'(\s[xy])="([0-9.]+)"', lambda m: f'{m.group(1)}="{float(m.group(2)) * K:.4f}"', text)
    text = re.sub(r"font-size:([0-9.]+)px", lambda m: f"font-size:{float(m.group(1)) * K:.4f}px", text)
    text = re.sub(r"stroke-width:([0-9.]+)", lambda m: f"stroke-width:{float(m.group(1)) * K:.4f}", text)
    return source[:start] + f'<g transform="scale({1 / K})">' + text + "</g>" + source[end:]


# The seventh tspan starts "F { ..." and the eighth holds the rest: keep "F {" and drop everything after it.
cut = re.sub(r">F \{[^<]*</tspan>", ">F { </tspan>", svg)
cut = re.sub(r'(id="tspan3752">)[^<]*(</tspan>)', r"\1\2", cut)
assert cut.count("</tspan>") == svg.count("</tspan>") and cut != svg

views = [  # (label, x, y, width of the square window in millimetres)
    ("whole page", 0.0, 30.0, 210.0),
    ("x17: the white circle", 101.5, 126.2, 12.0),
    ("x2,100: the black dot", 107.40, 132.05, 0.1),
    ("x5,250: the text", 107.425, 132.078, 0.04),
]


def render(source: str, x: float, y: float, w: float, tmp: str, name: str, size: int) -> Image.Image:
    zoomed = re.sub(r'width="210mm"\s+height="297mm"\s+viewBox="0 0 210 297"',
                    f'width="{size}" height="{size}" viewBox="{x} {y} {w} {w}"', rescale_text(source))
    page, png = Path(tmp, f"{name}.svg"), Path(tmp, f"{name}.png")
    page.write_text(zoomed)
    subprocess.run(["rsvg-convert", "-b", "white", "-w", str(size), "-h", str(size), str(page), "-o", str(png)],
                   check=True)
    return Image.open(png).convert("RGB")


def panels_at(size: int, font) -> list:
    """The four views rendered `size` pixels square, each with the cut letters' place covered and labelled."""
    panels = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, (label, x, y, w) in enumerate(views):
            shown = render(cut, x, y, w, tmp, f"cut{i}", size)
            full = render(svg, x, y, w, tmp, f"full{i}", size)
            changed = np.any(np.asarray(full) != np.asarray(shown), axis=2)
            if changed.sum() > 4:          # the cut letters are drawn large enough to matter in this view
                ys, xs = np.nonzero(changed)
                box = (max(xs.min() - 3, 0), max(ys.min() - 3, 0), min(xs.max() + 3, size - 1),
                       min(ys.max() + 3, size - 1))
                draw = ImageDraw.Draw(shown)
                draw.rectangle(box, fill=(190, 190, 190))
                if box[3] - box[1] >= round(font.size * 24 / 17):
                    draw.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), "rest covered", fill=(40, 40, 40),
                              font=font, anchor="mm")
                else:
                    draw.text((box[0], box[3] + 4), "rest covered", fill=(190, 190, 190), font=font)
            panels.append((label, shown))
    return panels


def sheet_of(panels: list, size: int, font, cols: int, gap: int, caption: int) -> Image.Image:
    """The panels in `cols` columns, each framed, its label under it."""
    rows = (len(panels) + cols - 1) // cols
    sheet = Image.new("RGBA", (cols * size + (cols - 1) * gap, rows * (size + caption) + (rows - 1) * gap), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sheet)
    for i, (label, img) in enumerate(panels):
        x = (i % cols) * (size + gap)
        y = (i // cols) * (size + caption + gap)
        sheet.paste(img, (x, y))
        draw.rectangle((x, y, x + size - 1, y + size - 1), outline=(128, 128, 128))
        draw.text((x + size / 2, y + size + 5 * font.size / 17), label, fill=(128, 128, 128), font=font, anchor="mt")
    return sheet


font = ImageFont.truetype("DejaVuSans.ttf", 17)
# a 2 x 2 grid, so the captions stay readable at page width
figlib.save(sheet_of(panels_at(SIZE, font), SIZE, font, cols=2, gap=14, caption=28), OUT / "zoom.png", page=PAGE,
            optimize=True)
# For phones: the four views in one column, each drawn 480 pixels square (shown about 341 CSS px wide there),
# the captions and the box's label at 26 px, so that they show 12 px high or more at 343 CSS px wide.
narrow_font = ImageFont.truetype("DejaVuSans.ttf", 26)
figlib.save(sheet_of(panels_at(NARROW_SIZE, narrow_font), NARROW_SIZE, narrow_font, cols=1, gap=22, caption=43),
            OUT / "zoom.narrow.png", page=PAGE, optimize=True)
