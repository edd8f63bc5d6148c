#!/usr/bin/env python3
"""Figure for the Redaction gone wrong write-up.

Reads the original download `Financial_Report_for_ABC_Labs.pdf` (34,915 bytes, SHA-256 98cbf221...39d1), from
https://github.com/Sivnerof/PicoCTF/blob/4b3b11d5c100ff955f4e29a1a8379d2cd3c17f4f/Forensics/Redaction-Done-Wrong/Financial_Report_for_ABC_Labs.pdf
and writes, next to this script:
  bars.png  the top of the rendered page with each black bar outlined and labelled with what the
            text layer (pdftotext -bbox) still holds underneath it: a character count, never the words
  bars.narrow.png  the same lines for phones, rendered at 216 dpi and rewrapped at word boundaries to
            at most 200 pt a row, each bar's note under its line (text 12 px high at 343 CSS px wide)

Both pictures go through scripts/figures/figlib.py's save(), which refuses to write a figure that
shows the part of the flag the page hides.

Run: python3 make_figures.py /path/to/Financial_Report_for_ABC_Labs.pdf
Needs poppler-utils (pdftoppm, pdftotext), Pillow, NumPy, SciPy and Matplotlib
(Debian: poppler-utils python3-pil python3-numpy python3-scipy python3-matplotlib).
"""
import itertools
import re
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle
import numpy as np
from PIL import Image, ImageDraw, ImageFont
from scipy import ndimage

OUT = Path(__file__).resolve().parent
REPOSITORY = Path(__file__).resolve().parents[5]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/redaction-gone-wrong.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402

pdf = sys.argv[1]
DPI = 100
scale = DPI / 72

with tempfile.TemporaryDirectory() as tmp:
    subprocess.run(["pdftoppm", "-r", str(DPI), "-png", "-singlefile", pdf, f"{tmp}/page"], check=True)
    page = np.asarray(Image.open(f"{tmp}/page.png").convert("L"))
    # The narrow figure's rows are cut from a sharper rendering: 216 dpi, 3 px a point.
    subprocess.run(["pdftoppm", "-r", "216", "-png", "-singlefile", pdf, f"{tmp}/sharp"], check=True)
    sharp = Image.open(f"{tmp}/sharp.png").convert("RGB")
layout = subprocess.run(["pdftotext", "-bbox", pdf, "-"], check=True, capture_output=True, text=True).stdout
words = [(float(a), float(b), float(c), float(d), w) for a, b, c, d, w in
         re.findall(r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<', layout)]

# Bars: solid black areas that survive an opening with a 9 x 9 square (text strokes do not).
solid = ndimage.binary_opening(page < 40, structure=np.ones((9, 9)))
labels, n = ndimage.label(solid)
bars = sorted(ndimage.find_objects(labels), key=lambda s: (s[0].start, s[1].start))

top, bottom = int(55 * scale), int(350 * scale)
marked = []  # (bar in points, colour, note), for both figures
for ys, xs in bars:
    x0, x1, y0, y1 = xs.start / scale, xs.stop / scale, ys.start / scale, ys.stop / scale
    under = [w for a, b, c, d, w in words if x0 <= (a + c) / 2 <= x1 and y0 <= (b + d) / 2 <= y1]
    chars = sum(len(w) for w in under) + max(len(under) - 1, 0)
    colour = "#e76f51" if under else "#2a9d8f"
    note = f"text still underneath: {chars} characters" if under else "nothing underneath"
    marked.append(((x0, y0, x1, y1), colour, note))

crop = page[top:bottom, : int(470 * scale)]
fig, ax = plt.subplots(figsize=(crop.shape[1] / DPI * 1.6, crop.shape[0] / DPI * 1.6), dpi=100)
ax.imshow(crop, cmap="gray", vmin=0, vmax=255)
for (ys, xs), (_box, colour, note) in zip(bars, marked):
    ax.add_patch(Rectangle((xs.start - 4, ys.start - top - 4), xs.stop - xs.start + 8, ys.stop - ys.start + 8,
                           fill=False, edgecolor=colour, linewidth=2.5))
    ax.text(300 * scale, (ys.start + ys.stop) / 2 - top, note, va="center", fontsize=11, color=colour,
            fontweight="bold")
ax.axis("off")
figlib.save(fig, OUT / "bars.png", page=PAGE, transparent=False)
print(len(bars), "bars")


def narrow_figure():
    """The same lines of the page for phones: each line cut from the 216-dpi rendering and, where it is
    wider than WRAP points, wrapped at a gap between words, so that the page's own text shows at
    least 12 px high at 343 CSS px wide; each bar outlined as in bars.png, its note (DejaVu Sans Bold, 32 px)
    on its own line under the last row of the bar's line. Words under a bar are never placed (only the bar
    is), and the rows are cut from the rendered page, where the bars cover them."""
    k, WRAP, MARGIN = 216 / 72, 200, 4       # px a point; a row's widest and the margins, in points
    boxes = [box for box, _colour, _note in marked]
    covered = lambda a, b, c, d: any(x0 <= (a + c) / 2 <= x1 and y0 <= (b + d) / 2 <= y1 for x0, y0, x1, y1 in boxes)
    tokens = boxes + [(a, b, c, d) for a, b, c, d, _w in words
                      if 55 <= (b + d) / 2 <= 350 and c <= 470 and not covered(a, b, c, d)]
    bar_of = {box: (colour, note) for box, colour, note in marked}
    # Lines: tokens whose vertical centre falls inside the line begun by the token above them.
    lines = []
    for token in sorted(tokens, key=lambda t: (t[1] + t[3]) / 2):
        if lines and lines[-1][0] <= (token[1] + token[3]) / 2 <= lines[-1][1]:
            lines[-1][2].append(token)
            lines[-1][0], lines[-1][1] = min(lines[-1][0], token[1]), max(lines[-1][1], token[3])
        else:
            lines.append([token[1], token[3], [token]])
    bold = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 32)
    note_x, note_line = round((MARGIN + 1.5 - 3) * k), 40
    rows = []  # (tokens, top, bottom) in points
    for top_pt, bottom_pt, line in lines:
        line.sort(key=lambda t: t[0])
        # The fewest rows of at most WRAP points, and of those cuts the one with the narrowest widest row.
        for count in range(1, len(line) + 1):
            splits = [[line[a:b] for a, b in zip((0, *cuts), (*cuts, len(line)))]
                      for cuts in itertools.combinations(range(1, len(line)), count - 1)]
            fitting = [split for split in splits if max(row[-1][2] - row[0][0] for row in split) <= WRAP]
            if fitting:
                # Rows within a point of each other count as even; then the longer first row wins.
                wrapped = min(fitting, key=lambda split: (round(max(row[-1][2] - row[0][0] for row in split)),
                                                          -(split[0][-1][2] - split[0][0][0])))
                break
        rows += [(row, top_pt - 2, bottom_pt + 2, index == len(wrapped) - 1) for index, row in enumerate(wrapped)]
    width = round((MARGIN + max(row[-1][2] - row[0][0] for row, *_ in rows) + 3 + 3 + MARGIN) * k)
    pastes, outlines, notes, y = [], [], [], MARGIN * k
    pending = []  # the notes of the bars in the current line, written under its last row
    for row, top_pt, bottom_pt, ends_line in rows:
        left = row[0][0] - 1.5
        piece = sharp.crop((round(left * k), round(top_pt * k), round((row[-1][2] + 1.5) * k), round(bottom_pt * k)))
        pastes.append((piece, (round(MARGIN * k), round(y))))
        row_bottom = y + piece.height
        for token in row:
            if token in bar_of:
                colour, note = bar_of[token]
                x0, y0 = MARGIN * k + (token[0] - left) * k, y + (token[1] - top_pt) * k
                x1, y1 = x0 + (token[2] - token[0]) * k, y0 + (token[3] - token[1]) * k
                outlines.append(((x0 - 3 * k, y0 - 3 * k, x1 + 3 * k, y1 + 3 * k), colour))
                row_bottom = max(row_bottom, y1 + 3 * k)
                pending.append((colour, note))
        if ends_line and pending:
            row_bottom += 6
            for colour, note in pending:
                for text in textwrap.wrap(note, 22) if bold.getlength(note) > width - 2 * note_x else [note]:
                    notes.append((text, colour, row_bottom))
                    row_bottom += note_line
            pending = []
        y = row_bottom + (12 if ends_line else 4) * k
    canvas = Image.new("RGB", (width, round(y - 8 * k)), "white")
    for piece, at in pastes:
        canvas.paste(piece, at)
    draw = ImageDraw.Draw(canvas)
    for box, colour in outlines:
        draw.rectangle(box, outline=colour, width=5)
    for text, colour, at in notes:
        draw.text((note_x, at), text, fill=colour, font=bold)
    return canvas


figlib.save(narrow_figure(), OUT / "bars.narrow.png", page=PAGE, optimize=True)
