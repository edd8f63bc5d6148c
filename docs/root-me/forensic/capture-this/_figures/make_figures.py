#!/usr/bin/env python3
"""Figure for the "Capture this!" page: our own worked example's PNG, and its tail laid out at two widths.

Root-Me pages use no challenge file: this script reads the page itself, runs the page's own
`example.py` block in a temporary folder (it writes sign.png, a small PNG of our own with an
uncompressed grey picture appended after its IEND), and writes, next to itself:
  tail-widths.png  three panels, stacked: sign.png as a viewer draws it; the bytes after IEND laid out
                   at the runner-up width of the example's search (rows slide, the text shears); the same
                   bytes at the winning width (rows line up, the text reads)
  tail-widths.narrow.png  the same panels enlarged 3 times instead of 4, for phones: narrower, so the
                   labels stay 12 px high at 341 CSS px wide

Written through scripts/figures/figlib.py's save(), which checks the picture against the page's <Flag>
(a Root-Me page has none, so the check only confirms that).

Run: /usr/bin/python3 make_figures.py ../capture-this.mdx
Needs Pillow (Debian: python3-pil) and the DejaVu Sans font (fonts-dejavu-core).
"""
import contextlib
import io
import os
import re
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageDraw

OUT = Path(__file__).resolve().parent
PAGE = Path(sys.argv[1]).resolve()
sys.path.insert(0, str(OUT.parents[4] / "scripts" / "figures"))
import figlib  # noqa: E402

script = re.search(r'```python title="example\.py"\n(.*?)\n```', PAGE.read_text(encoding="utf-8"), re.S).group(1)
here = os.getcwd()
with tempfile.TemporaryDirectory() as work:
    os.chdir(work)
    ns = {"__name__": "example"}
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(script, "example.py", "exec"), ns)
    shown = Image.open("sign.png").convert("L")
    shown.load()
    os.chdir(here)

tail, scores = ns["tail"], ns["scores"]
best, runner_up = scores[0][1], scores[1][1]


def laid_out(width):
    rows = len(tail) // width
    return Image.frombytes("L", (width, rows), bytes(tail[:width * rows]))


PAD, LABEL = 16, 34
panels = [
    (shown, f"a viewer draws: sign.png, {shown.width} x {shown.height}"),
    (laid_out(runner_up), f"after IEND, {runner_up} wide: rows slide"),
    (laid_out(best), f"after IEND, {best} wide: rows line up"),
]


def draw(scale):
    """The three pictures, each enlarged `scale` times without smoothing, under their labels."""
    font = figlib._font(24)
    measure = ImageDraw.Draw(Image.new("RGB", (1, 1))).textlength
    width = max(max(image.width * scale, round(measure(label, font=font))) for image, label in panels) + 2 * PAD
    height = sum(image.height * scale + LABEL + PAD for image, _ in panels) + PAD
    canvas = Image.new("RGB", (width, height), "#f4f4f2")
    draw = ImageDraw.Draw(canvas)
    y = PAD
    for image, label in panels:
        draw.text((PAD, y), label, fill=figlib.INK, font=font)
        y += LABEL
        canvas.paste(image.resize((image.width * scale, image.height * scale), Image.NEAREST).convert("RGB"), (PAD, y))
        y += image.height * scale + PAD
    return canvas


# Enlarged 4 times; for phones 3 times, so the figure is narrower and its 24 px labels stay 12 px or
# more at 341 CSS px wide.
figlib.save(draw(4), OUT / "tail-widths.png", page=PAGE, optimize=True)
figlib.save(draw(3), OUT / "tail-widths.narrow.png", page=PAGE, optimize=True)
