"""Helpers for the figure scripts beside the write-ups (`_figures/make_figures.py`).

Every figure is written through `save`, which refuses to write a picture that shows the part of the
page's flag that `<Flag>` hides (it reads the picture with Tesseract through
`scripts/figures/figure-text.ts`). The drawing helpers cover the figures most pages need: a hex dump
with marked byte ranges, pictures side by side, and the bit planes of an image.

Needs Pillow, NumPy and Matplotlib: Debian's python3-pil, python3-numpy and python3-matplotlib
(`npm run figures:setup` installs them), and Node with this repository's packages for the check.

    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parents[N] / "scripts/figures"))
    import figlib
    fig = figlib.hex_dump(data, start=0, length=32, marks=[(0, 8, "PNG signature")])
    figlib.save(fig, OUT / "first-bytes.png", page=PAGE)
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Iterable, Sequence

REPOSITORY = Path(__file__).resolve().parents[2]

# Colours that keep 3:1 against white and read in print; text is near-black or a mid grey that both
# the light page and the neutral dark-mode backing keep readable.
INK = "#111111"
MUTED = "#555555"
MARKS = ["#e63946", "#1d70b8", "#2a9d8f", "#b5179e", "#f4a261"]
CELL = "#e9ecef"

# A figure's text must stay at least 12 CSS px once opened on a phone: figures are drawn at 100 dpi,
# where 12 px is 8.64 pt, and the helpers use at least 12 pt.
DPI = 100
MIN_FONT_PT = 12


def _pyplot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def check_flag_free(image_path: Path, page: Path) -> None:
    """Exits with the finding when the picture shows what the page's `<Flag>` hides."""
    run = subprocess.run(
        ["npx", "--no-install", "tsx", "scripts/figures/figure-text.ts", "--page", str(page), str(image_path)],
        cwd=REPOSITORY,
        capture_output=True,
        text=True,
    )
    if run.returncode == 1:
        image_path.unlink(missing_ok=True)
        sys.exit(f"not written: {run.stderr.strip()}")
    if run.returncode != 0:
        image_path.unlink(missing_ok=True)
        sys.exit(f"the flag check could not run: {run.stderr.strip() or run.stdout.strip()}")


def save(figure, path: Path, page: Path, **savefig_options) -> Path:
    """Writes a Matplotlib figure or a Pillow image to `path`, after checking it shows no hidden flag part."""
    path = Path(path)
    page = Path(page).resolve()
    pending = path.with_name(f".{path.stem}.pending{path.suffix}")
    if hasattr(figure, "savefig"):
        options = {"dpi": DPI, "bbox_inches": "tight", "pad_inches": 0.05, "transparent": True}
        options.update(savefig_options)
        figure.savefig(pending, **options)
        _pyplot().close(figure)
    else:
        figure.save(pending, **savefig_options)
    check_flag_free(pending, page)
    pending.replace(path)
    print("wrote", path.relative_to(REPOSITORY) if path.is_relative_to(REPOSITORY) else path)
    return path


def hex_dump(
    data: bytes,
    start: int,
    length: int,
    marks: Sequence[tuple[int, int, str]] = (),
    *,
    per_row: int = 16,
    ascii_row: bool = True,
    narrow: bool = False,
):
    """Rows of byte cells from `start`, each with its character under it; `marks` are (first, end, label)
    ranges of absolute offsets, framed and coloured, their labels in a key under the rows.
    `narrow` draws 8 bytes a row at phone size."""
    plt = _pyplot()
    from matplotlib.patches import Rectangle

    per_row = 8 if narrow else per_row
    rows = range(start - start % per_row, start + length, per_row)
    fig_width = 7.2 if narrow else max(6.0, per_row * 0.62 + 1.6)
    fig = plt.figure(figsize=(fig_width, 0.62 * len(rows) + 0.5 + 0.35 * len(marks)), dpi=DPI)
    ax = fig.add_axes([0, 0, 1, 1])
    font = MIN_FONT_PT + (5 if narrow else 0)

    def mark_of(offset: int):
        for index, (first, end, _label) in enumerate(marks):
            if first <= offset < end:
                return MARKS[index % len(MARKS)]
        return None

    for row_index, row_start in enumerate(rows):
        y = -row_index
        ax.text(-0.3, y + 0.4, f"{row_start:08x}", ha="right", va="center", family="monospace", fontsize=font, color=MUTED)
        for column in range(per_row):
            offset = row_start + column
            if offset < start or offset >= start + length or offset >= len(data):
                continue
            colour = mark_of(offset)
            ax.add_patch(
                Rectangle((column, y), 0.92, 0.82, facecolor=colour or CELL, alpha=0.35 if colour else 1,
                          edgecolor=colour or "none", linewidth=1.5)
            )
            byte = data[offset]
            ax.text(column + 0.46, y + (0.56 if ascii_row else 0.41), f"{byte:02x}", ha="center", va="center",
                    family="monospace", fontsize=font, color=INK)
            if ascii_row:
                ax.text(column + 0.46, y + 0.2, chr(byte) if 0x20 < byte < 0x7F else ".", ha="center",
                        va="center", family="monospace", fontsize=font - 1, color=MUTED)
    for index, (first, end, label) in enumerate(marks):
        y = -len(rows) - 0.1 - 0.5 * index
        ax.add_patch(Rectangle((0, y), 0.6, 0.35, facecolor=MARKS[index % len(MARKS)], alpha=0.6))
        ax.text(0.9, y + 0.17, f"{label} (bytes {first}-{end - 1})", va="center", fontsize=font, color=INK)
    ax.set_xlim(-3.2 if not narrow else -3.6, per_row + 0.2)
    ax.set_ylim(-len(rows) - 0.5 * len(marks) - 0.2, 1.0)
    ax.axis("off")
    return fig


def side_by_side(images: Iterable, labels: Iterable[str], *, height: int = 360, gap: int = 24):
    """Pillow images scaled to one height and set side by side, each with its label above it."""
    from PIL import Image, ImageDraw, ImageFont

    images = list(images)
    labels = list(labels)
    scaled = [image.convert("RGB").resize((max(1, round(image.width * height / image.height)), height)) for image in images]
    label_height = 40
    canvas = Image.new("RGB", (sum(i.width for i in scaled) + gap * (len(scaled) - 1), height + label_height), "white")
    draw = ImageDraw.Draw(canvas)
    font = _font(26)
    x = 0
    for image, label in zip(scaled, labels):
        canvas.paste(image, (x, label_height))
        draw.text((x, 4), label, fill=INK, font=font)
        x += image.width + gap
    return canvas


def bit_planes(image, channel: str = "R", planes: Sequence[int] = (0, 1, 2, 7), *, scale: int = 1):
    """The chosen bit planes of one channel as black-and-white tiles, labelled, in one row."""
    import numpy as np
    from PIL import Image

    index = "RGBA".index(channel)
    pixels = np.asarray(image.convert("RGBA"))[:, :, index]
    tiles = []
    for plane in planes:
        bits = ((pixels >> plane) & 1) * 255
        tile = Image.fromarray(bits.astype("uint8"), "L")
        if scale != 1:
            tile = tile.resize((tile.width * scale, tile.height * scale), Image.NEAREST)
        tiles.append(tile)
    return side_by_side(tiles, [f"{channel} bit {plane}" for plane in planes], height=tiles[0].height)


def _font(size: int):
    from PIL import ImageFont

    for name in ("DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"):
        try:
            return ImageFont.truetype(name, size)
        except OSError:
            continue
    return ImageFont.load_default()
