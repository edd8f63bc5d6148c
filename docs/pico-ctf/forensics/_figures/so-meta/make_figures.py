#!/usr/bin/env python3
"""Figure for the So Meta write-up.

Reads the original download `pico_img.png` (108,795 bytes, SHA-256 49249106...297e), from
https://github.com/HHousen/PicoCTF-2019/blob/435f5605a5ecf81b3dba05e6c7b86ab446f36b41/Forensics/So%20Meta/pico_img.png
and writes, next to this script:
  chunks.png         the picture as a viewer draws it, beside the file's chunk list in file order (one
                     box per chunk, not to scale, with offset, length and the keyword of each text
                     chunk, a long keyword such as XML:com.adobe.xmp broken at a dot so that none is
                     cut short); the text chunk written after IDAT is outlined. Values of text chunks
                     are not drawn.
  chunks.narrow.png  the same for phones: the picture above, the chunks three a row under it, with
                     text that stays 12 px high at 343 CSS px wide
  chunks.dark.png, chunks.narrow.dark.png  both recoloured for the dark mode
through scripts/figures/figlib.py's save(), which refuses to write a picture that shows the part of the
flag the page's <Flag> hides.

Run: /usr/bin/python3 make_figures.py /path/to/pico_img.png
Needs Pillow and Matplotlib (Debian: python3-pil python3-matplotlib).
"""
import struct
import sys
from pathlib import Path

from matplotlib.patches import Rectangle
from PIL import Image

OUT = Path(__file__).resolve().parent
REPO = Path(__file__).resolve().parents[5]
sys.path.insert(0, str(REPO / "scripts/figures"))
import figlib  # noqa: E402

PAGE = REPO / "docs/pico-ctf/forensics/so-meta.mdx"
data = open(sys.argv[1], "rb").read()
chunks, pos = [], 8
while pos < len(data):
    length, ctype = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    keyword = body.split(b"\0", 1)[0].decode("latin-1") if ctype in (b"tEXt", b"iTXt", b"zTXt") else ""
    chunks.append((pos, ctype.decode(), length, keyword))
    pos += 12 + length
GREY = "#808080"
COLOURS = {"IHDR": "#d8c8f0", "IDAT": "#b7e4c7", "IEND": "#d9d9d9", "tEXt": "#ffb703", "iTXt": "#ffd88a"}
picture = Image.open(sys.argv[1]).convert("RGB").resize((300, 300))


def keyword_lines(keyword: str, width: int) -> str:
    """The keyword whole, broken after a dot when it is wider than a box (XML:com. / adobe.xmp)."""
    if len(keyword) <= width or "." not in keyword:
        return keyword
    cut = keyword.rfind(".", 0, width) + 1 or width
    return keyword[:cut] + "\n" + keyword_lines(keyword[cut:], width)


def draw(narrow: bool):
    plt = figlib._pyplot()
    per_row = 3 if narrow else len(chunks)
    rows = -(-len(chunks) // per_row)
    big = 23 if narrow else 14
    small = 22 if narrow else 12
    if narrow:
        fig = plt.figure(figsize=(6.4, 3.6 + 2.9 * rows), dpi=figlib.DPI)
        picture_box = [0.22, 1 - 3.3 / (3.6 + 2.9 * rows), 0.56, 3.0 / (3.6 + 2.9 * rows)]
        chunks_box = [0.0, 0.0, 1.0, (2.9 * rows) / (3.6 + 2.9 * rows)]
    else:
        fig = plt.figure(figsize=(10, 4.0), dpi=figlib.DPI)
        picture_box, chunks_box = [0.0, 0.02, 0.30, 0.9], [0.32, 0.02, 0.68, 0.9]
    ax = fig.add_axes(picture_box)
    ax.imshow(picture)
    ax.set_title("pico_img.png as drawn", fontsize=small if narrow else 13, color=GREY)
    ax.set_xticks([]); ax.set_yticks([])
    for spine in ax.spines.values():
        spine.set_color(GREY)

    ax = fig.add_axes(chunks_box)
    idat_seen = False
    row_height = 2.9
    for i, (off, ctype, length, keyword) in enumerate(chunks):
        late = idat_seen and ctype in ("tEXt", "iTXt", "zTXt")
        idat_seen |= ctype == "IDAT"
        x = (i % per_row) * 1.15
        y = -(i // per_row) * row_height
        ax.add_patch(Rectangle((x, y), 1.0, 1.6, facecolor=COLOURS.get(ctype, "#e9ecef"),
                               edgecolor="#e63946" if late else "none", linewidth=3 if late else 0))
        ax.text(x + 0.5, y + 1.3, ctype, ha="center", va="center", family="monospace", fontsize=big,
                color="#111111")
        ax.text(x + 0.5, y + 0.95, f"{length:,} B", ha="center", va="center", fontsize=small, color="#111111")
        if keyword:
            ax.text(x + 0.5, y + 0.42, keyword_lines(keyword, 9), ha="center", va="center", fontsize=small,
                    color="#333333", style="italic", linespacing=1.1)
        ax.text(x + 0.5, y - 0.15, f"@{off:,}", ha="center", va="top", fontsize=small, color=GREY)
        if late:
            ax.text(x + 0.5, y + 1.75, "written after\nthe pixel data", ha="center", va="bottom",
                    fontsize=small, color="#e63946")
    ax.set_xlim(-0.1, per_row * 1.15)
    ax.set_ylim(-(rows - 1) * row_height - 0.6, 2.4)
    ax.axis("off")
    return fig


figlib.save(draw(narrow=False), OUT / "chunks.png", page=PAGE, dark=True)
figlib.save(draw(narrow=True), OUT / "chunks.narrow.png", page=PAGE, dark=True)
