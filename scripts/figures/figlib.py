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


def _require_figure_modules() -> None:
    """Stops with what to do when this Python lacks a module the helpers need: a pyenv or venv
    `python3` first on the PATH often does not see the packages Debian installed."""
    import importlib.util

    missing = [name for name in ("PIL", "numpy", "matplotlib") if importlib.util.find_spec(name) is None]
    if missing:
        sys.exit(
            f"{sys.executable} has no {', '.join(missing)}: run `npm run figures:setup`, then run this "
            "script with the Python it names (on Debian, /usr/bin/python3)."
        )


_require_figure_modules()

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


def save(figure, path: Path, page: Path, *, dark: bool = False, **savefig_options) -> Path:
    """Writes a Matplotlib figure or a Pillow image to `path`, after checking it shows no hidden flag part.

    `dark` (Matplotlib only) also writes the figure recoloured for the dark mode beside it, as
    `name.dark.png` (`dark_variant`): the site shows that one there instead of the light figure on a mat.
    Name a figure drawn for phones `name.narrow.png`; its dark variant is then `name.narrow.dark.png`."""
    path = Path(path)
    page = Path(page).resolve()
    written = []
    if hasattr(figure, "savefig"):
        options = {"dpi": DPI, "bbox_inches": "tight", "pad_inches": 0.05, "transparent": True}
        options.update(savefig_options)
        outputs = [(path, options)]
        if dark:
            dark_options = {**options, "transparent": False, "facecolor": DARK_BACKGROUND}
            outputs.append((path.with_name(f"{path.stem}.dark{path.suffix}"), dark_options))
        for index, (target, target_options) in enumerate(outputs):
            if index == 1:
                dark_variant(figure)
            # The pending name keeps ".dark.png" last: the OCR check reads a dark picture on the dark page colour.
            pending = target.with_name(f".pending.{target.name}")
            figure.savefig(pending, **target_options)
            written.append((pending, target))
        _pyplot().close(figure)
    else:
        pending = path.with_name(f".pending.{path.name}")
        figure.save(pending, **savefig_options)
        written.append((pending, path))
    try:
        for pending, target in written:
            check_flag_free(pending, page)
    except SystemExit:
        # One picture failed the check: write none of them, and leave no pending file behind.
        for pending, _target in written:
            pending.unlink(missing_ok=True)
        raise
    for pending, target in written:
        pending.replace(target)
        print("wrote", target.relative_to(REPOSITORY) if target.is_relative_to(REPOSITORY) else target)
    return path


# The dark mode's page colour (Docusaurus's dark background): a dark variant is drawn on it, opaque.
DARK_BACKGROUND = "#1b1b1d"
# WCAG's minimum contrast for text; every label of a dark variant keeps it against what lies under it.
MIN_CONTRAST = 4.5


def _luminance(rgb) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    """WCAG contrast ratio of two RGB colours (0-1 floats)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _with_lightness(rgb, lightness: float):
    import colorsys

    h, _l, s = colorsys.rgb_to_hls(*rgb[:3])
    return colorsys.hls_to_rgb(h, min(1.0, max(0.0, lightness)), s)


def _dark_fill(rgba):
    """A fill for the dark mode: greys turn into raised dark greys (white cells stay a step above the
    page), dark colours light up, light and mid colours (the marks) keep their hue and lightness."""
    import colorsys

    r, g, b, a = rgba
    _h, l, s = colorsys.rgb_to_hls(r, g, b)
    if s < 0.2 or l > 0.9:
        return (*_with_lightness((r, g, b), 0.17 + (1 - l) * 0.75), a)
    if l < 0.35:
        return (*_with_lightness((r, g, b), 1 - l), a)
    return rgba


def _dark_line(rgba):
    """A line or edge for the dark mode: dark greys and dark colours turn light, the rest stays."""
    import colorsys

    r, g, b, a = rgba
    _h, l, s = colorsys.rgb_to_hls(r, g, b)
    if l < 0.5 and (s < 0.2 or l < 0.35):
        return (*_with_lightness((r, g, b), max(0.55, 1 - l)), a)
    return rgba


def _readable_on(rgb, background):
    """`rgb` as text on `background`: kept when it already reads there (dark text on a pastel cell), its
    lightness inverted otherwise (dark text on the dark page), then moved away from the background's
    lightness until the contrast is at least MIN_CONTRAST."""
    import colorsys

    original = tuple(rgb[:3])
    if contrast(original, background) >= MIN_CONTRAST:
        return original
    _h, l, _s = colorsys.rgb_to_hls(*original)
    inverted = _with_lightness(original, 1 - l)
    candidate = max((original, inverted), key=lambda colour: contrast(colour, background))
    towards_white = contrast((1.0, 1.0, 1.0), background) >= contrast((0.0, 0.0, 0.0), background)
    lightness = colorsys.rgb_to_hls(*candidate)[1]
    for _ in range(101):
        if contrast(candidate, background) >= MIN_CONTRAST:
            return candidate
        lightness += 0.01 if towards_white else -0.01
        candidate = _with_lightness(candidate, lightness)
    return (1.0, 1.0, 1.0) if towards_white else (0.0, 0.0, 0.0)


def dark_variant(fig) -> None:
    """Recolours a Matplotlib figure, in place, for the dark mode on DARK_BACKGROUND: fills, lines and
    edges by `_dark_fill` and `_dark_line` (pictures drawn with imshow keep their pixels), then every text
    against what is drawn under it, sampled from the recoloured figure with the texts hidden, so that each
    label keeps MIN_CONTRAST. Call it after the light figure is saved."""
    import numpy as np
    from matplotlib.collections import Collection
    from matplotlib.colors import to_rgba
    from matplotlib.image import AxesImage, FigureImage
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch
    from matplotlib.text import Text

    fig.patch.set_facecolor(DARK_BACKGROUND)
    fig.patch.set_alpha(1.0)
    for artist in fig.findobj():
        if isinstance(artist, (AxesImage, FigureImage)) or artist is fig.patch:
            continue
        if isinstance(artist, Patch):
            face = artist.get_facecolor()
            if face[3] > 0:
                artist.set_facecolor(_dark_fill(tuple(face)))
            edge = artist.get_edgecolor()
            if edge[3] > 0:
                artist.set_edgecolor(_dark_line(tuple(edge)))
        elif isinstance(artist, Line2D):
            artist.set_color(_dark_line(to_rgba(artist.get_color(), artist.get_alpha())))
            for get, put in (
                (artist.get_markerfacecolor, artist.set_markerfacecolor),
                (artist.get_markeredgecolor, artist.set_markeredgecolor),
            ):
                colour = to_rgba(get())
                if colour[3] > 0:
                    put(_dark_line(colour))
        elif isinstance(artist, Collection):
            faces = artist.get_facecolor()
            if len(faces):
                artist.set_facecolor([_dark_fill(tuple(c)) for c in faces])
            edges = artist.get_edgecolor()
            if len(edges):
                artist.set_edgecolor([_dark_line(tuple(c)) for c in edges])
    for ax in fig.axes:
        ax.tick_params(colors=_dark_line(to_rgba(MUTED)), which="both")
    texts = [t for t in fig.findobj(Text) if t.get_visible() and t.get_text().strip()]
    for text in texts:
        text.set_visible(False)
    fig.canvas.draw()
    pixels = np.asarray(fig.canvas.buffer_rgba())[:, :, :3].astype(float) / 255
    renderer = fig.canvas.get_renderer()
    height = pixels.shape[0]
    for text in texts:
        text.set_visible(True)
        box = text.get_window_extent(renderer)
        x0, x1 = int(max(0, box.x0)), int(min(pixels.shape[1], box.x1 + 1))
        y0, y1 = int(max(0, height - box.y1)), int(min(height, height - box.y0 + 1))
        region = pixels[y0:y1, x0:x1].reshape(-1, 3)
        background = np.median(region, axis=0) if len(region) else to_rgba(DARK_BACKGROUND)[:3]
        patch = text.get_bbox_patch()
        if patch is not None and patch.get_facecolor()[3] > 0:
            face = patch.get_facecolor()
            background = tuple(face[i] * face[3] + background[i] * (1 - face[3]) for i in range(3))
        colour = to_rgba(text.get_color())
        # Opaque: the contrast was worked out for the colour as drawn, not blended.
        text.set_color((*_readable_on(colour, tuple(background)), 1.0))
        text.set_alpha(None)


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
    `narrow` draws 8 bytes a row for a phone: at 343 CSS px wide, its smallest text (the characters under
    the bytes) still shows 12 px high, and the key's labels wrap instead of widening the figure."""
    import textwrap

    plt = _pyplot()
    from matplotlib.patches import Rectangle

    per_row = 8 if narrow else per_row
    rows = range(start - start % per_row, start + length, per_row)
    font = MIN_FONT_PT + (12 if narrow else 0)
    keys = [
        textwrap.wrap(f"{label} (bytes {first}-{end - 1})", 24) if narrow else [f"{label} (bytes {first}-{end - 1})"]
        for first, end, label in marks
    ]
    key_lines = sum(len(lines) for lines in keys)
    key_line = 0.55 if narrow else 0.5
    fig_width = 6.6 if narrow else max(6.0, per_row * 0.62 + 1.6)
    row_height = 0.95 if narrow else 0.62
    fig = plt.figure(
        figsize=(fig_width, row_height * len(rows) + 0.5 + (0.5 * key_lines + 0.15 * len(marks) if narrow else 0.35 * key_lines)),
        dpi=DPI,
    )
    ax = fig.add_axes([0, 0, 1, 1])

    def mark_of(offset: int):
        for index, (first, end, _label) in enumerate(marks):
            if first <= offset < end:
                return MARKS[index % len(MARKS)]
        return None

    for row_index, row_start in enumerate(rows):
        y = -row_index
        ax.text(-0.3, y + 0.4, f"{row_start:08x}" if not narrow else f"{row_start:04x}", ha="right", va="center",
                family="monospace", fontsize=font if not narrow else font - 4, color=MUTED)
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
    y = -len(rows) - 0.1
    for index, lines in enumerate(keys):
        ax.add_patch(Rectangle((0, y), 0.6, 0.35, facecolor=MARKS[index % len(MARKS)], alpha=0.6))
        for line_index, line in enumerate(lines):
            ax.text(0.9, y + 0.17 - key_line * line_index, line, va="center", fontsize=font, color=INK)
        y -= key_line * len(lines) + (0.15 if narrow else 0)
    ax.set_xlim(-3.2 if not narrow else -2.4, per_row + 0.2)
    ax.set_ylim(y - 0.1, 1.0)
    ax.axis("off")
    return fig


def side_by_side(images: Iterable, labels: Iterable[str], *, height: int = 360, gap: int = 24):
    """Pillow images scaled to one height and set side by side, each with its label above it. A label wider
    than its picture widens the picture's column, so it never runs into the next one."""
    from PIL import Image, ImageDraw

    images = list(images)
    labels = list(labels)
    scaled = [image.convert("RGB").resize((max(1, round(image.width * height / image.height)), height)) for image in images]
    label_height = 40
    font = _font(26)
    measure = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    columns = [max(image.width, round(measure.textlength(label, font=font))) for image, label in zip(scaled, labels)]
    canvas = Image.new("RGB", (sum(columns) + gap * (len(scaled) - 1), height + label_height), "white")
    draw = ImageDraw.Draw(canvas)
    x = 0
    for image, label, column in zip(scaled, labels, columns):
        canvas.paste(image, (x, label_height))
        draw.text((x, 4), label, fill=INK, font=font)
        x += column + gap
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


def byte_cells(data: bytes, parts: Sequence[str], colours: dict, *, narrow: bool = False, per_row: int = 16,
               offset=lambda row_start: f"{row_start:08x}", font: float = 13):
    """Bytes as cells coloured by the part of the file each belongs to (`parts[i]`, a key of `colours`), each
    with its character under it (a middle dot when it is not printable), the parts named in a key below.
    `offset` labels a row from its first offset. `narrow` draws 8 bytes a row at 22 pt for a phone, the key
    in one column: at 343 CSS px wide, the smallest text still shows 12 px high."""
    import textwrap

    plt = _pyplot()
    from matplotlib.patches import Patch, Rectangle

    if narrow:
        per_row, font = 8, 22
    rows = (len(data) + per_row - 1) // per_row
    pitch = 1.65 if narrow else 1.3
    key = [textwrap.fill(label, 30) if narrow else label for label in colours]
    fig, ax = plt.subplots(
        figsize=(6.4, 1.15 * rows + 0.45 * sum(k.count("\n") + 1 for k in key) + 0.4) if narrow
        else (0.78 * per_row * font / 13 + 1.2, (0.62 * rows + 1.3) * font / 10.5),
        dpi=DPI,
    )
    for row in range(rows):
        y = (rows - 1 - row) * pitch
        ax.text(-0.25, y + 0.45, offset(row * per_row), ha="right", va="center", family="monospace",
                fontsize=font - (2 if narrow else 0), color=MUTED)
        for column in range(per_row):
            i = row * per_row + column
            if i >= len(data):
                break
            ax.add_patch(Rectangle((column, y), 0.94, 0.9, facecolor=colours[parts[i]], edgecolor="none"))
            ax.text(column + 0.47, y + 0.45, f"{data[i]:02x}", ha="center", va="center", family="monospace",
                    fontsize=font, color=INK)
            character = chr(data[i]) if 32 < data[i] < 127 else "\u00b7"
            ax.text(column + 0.47, y - 0.05, character, ha="center", va="top", family="monospace",
                    fontsize=font - 1, color=MUTED)
    ax.legend(handles=[Patch(facecolor=colour, label=label) for label, colour in zip(key, colours.values())],
              loc="upper left" if narrow else "upper center", bbox_to_anchor=(0.0 if narrow else 0.5, 0.0),
              ncol=1 if narrow else 2, frameon=False, fontsize=font - (2 if narrow else 0), labelcolor=MUTED)
    ax.set_xlim(-1.6 if not narrow else -1.9, per_row + 0.05)
    ax.set_ylim(-0.5, rows * pitch)
    ax.axis("off")
    return fig
