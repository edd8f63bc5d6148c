#!/usr/bin/env python3
"""Figure for the Secret of the Polyglot write-up.

Reads the original download `flag2of2-final.pdf` (3,362 bytes, SHA-256 98ccd18b...7fda), from
https://github.com/Sivnerof/PicoCTF/blob/c9964f38496379f4599468e6ab715ae3f1caa8cf/Forensics/Secret-of-the-Polyglot/flag2of2-final.pdf
and writes, next to this script:
  layout.png  a map of the 3,362 bytes (PNG part, PDF part, and where IEND, %PDF-, xref and %%EOF
              sit, found by searching the file), three rows of hex around the start of each format
              with the signatures marked, and the PNG part drawn ten times larger with everything
              after the opening brace covered: the pixels spell the flag's common start, which the
              page's <Flag> hides, so only "picoCT" and "F{" are left visible
  layout.dark.png  the same figure recoloured for the dark mode (figlib.save's dark=True), whose grey
              labels need a light ground in the light figure
  layout.narrow.png (and layout.narrow.dark.png)  for phones: the same three parts stacked, the same
              48 bytes eight a row with each row group's label above it, and the same cover on the
              picture (text 12 px high or more at 343 CSS px wide)

The figures go through scripts/figures/figlib.py's `save`, which refuses to write one if OCR finds
the part of the flag that the page's <Flag> hides; OCR does not read the enlarged pixel font, so the
cover is placed by pixel rows and columns of the 50 x 50 picture (checked by eye as well).

Run: /usr/bin/python3 make_figures.py /path/to/flag2of2-final.pdf
Needs Pillow and Matplotlib (Debian: python3-pil python3-matplotlib).
"""
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = Path(__file__).resolve().parents[5]
sys.path.insert(0, str(REPO / "scripts/figures"))
import figlib  # noqa: E402

from matplotlib.patches import Rectangle  # noqa: E402
from PIL import Image  # noqa: E402

PAGE = REPO / "docs/pico-ctf/forensics/secret-of-the-polyglot/secret-of-the-polyglot.mdx"
plt = figlib._pyplot()
data = open(sys.argv[1], "rb").read()
iend = data.find(b"IEND")
png_end = iend + 8                    # type + CRC
pdf = data.find(b"%PDF-")
xref = data.find(b"\nxref") + 1
eof = data.rfind(b"%%EOF")
PNG_C, PDF_C, MARK = "#8ecae6", "#ffb703", "#e63946"
GREY = "#808080"


def colour(off):
    if off < 8:
        return PNG_C, True            # PNG signature
    if iend <= off < png_end:
        return PNG_C, True            # IEND type and CRC
    if pdf <= off < pdf + 8:
        return PDF_C, True            # %PDF-1.4
    return ("#e9ecef", False)


def byte_map(ax, narrow):
    """The 3,362 bytes as one bar, PNG part and PDF part, with a tick where each signature sits."""
    n = len(data)
    big = 19 if narrow else 13
    ax.add_patch(Rectangle((0, 0), png_end, 1, facecolor=PNG_C))
    ax.add_patch(Rectangle((pdf, 0), n - pdf, 1, facecolor=PDF_C))
    # "part" after each name: OCR reads the two names side by side, and "PNG" right before "PDF" is a run
    # of the page's hidden flag part ("pn9_&_pdf"), which figlib.save would take for the flag.
    ax.text(png_end / 2, 0.5, f"PNG part\n0-{png_end - 1}", ha="center", va="center", fontsize=big, color="#111111")
    ax.text((pdf + n) / 2, 0.5, f"PDF part\n{pdf}-{n - 1}", ha="center", va="center", fontsize=big, color="#111111")
    for off, label, y in [(0, "\\x89PNG", 1.15), (iend, "IEND", 1.15), (pdf, "%PDF-", -0.55),
                          (xref, "xref", 1.15), (eof, "%%EOF", -0.55)]:
        ax.plot([off, off], [0, 1], color=MARK, linewidth=2.5 if narrow else 1.5)
        if narrow:  # two lines under the bar too: %PDF- and %%EOF would run into each other on one
            ax.text(off, 1.12 if y > 1 else -0.12, f"{label}\n@{off}", ha="center", va="bottom" if y > 1 else "top",
                    fontsize=24, color=GREY, linespacing=1.1)
        else:
            ax.text(off, y, f"{label}\n@{off}" if y > 1 else f"{label} @{off}", ha="center",
                    va="bottom" if y > 1 else "top", fontsize=12, color=GREY)
    ax.set_xlim(-260 if not narrow else -400, n + (330 if not narrow else 350))
    ax.set_ylim(-1.0 if not narrow else -1.6, 2.0 if not narrow else 2.6)
    ax.axis("off")


def png_part(ax, narrow):
    """The file opened as a PNG, ten times larger, covered after the brace."""
    img = Image.open(sys.argv[1]).convert("RGB").resize((500, 500), Image.NEAREST)
    ax.imshow(img)
    # The second text line (pixel rows 14-29) shows F and the brace in columns 1-11; from column 12 on,
    # and on the whole third line (rows 30-45), the pixels spell the hidden part of the flag: covered.
    COVER = "#9e9e9e"
    ax.add_patch(Rectangle((120, 140), 380, 160, facecolor=COVER, edgecolor="none"))
    ax.add_patch(Rectangle((0, 300), 500, 160, facecolor=COVER, edgecolor="none"))
    ax.text(250, 380, "rest of the text\ncovered", ha="center", va="center", fontsize=24 if narrow else 13,
            color="white")
    ax.set_title("the file opened as a PNG (x10)", fontsize=24 if narrow else 13, color=GREY)
    ax.set_xticks([]); ax.set_yticks([])
    for s in ax.spines.values():
        s.set_color(GREY)


def byte_row(ax, start, count, y, *, height, hex_y, char_y, hex_size, char_size, frame):
    """`count` bytes from offset `start` as cells at height `y`: each coloured by its part, framed when
    it is one of the bytes the page points at, its hex value above its character."""
    for i in range(count):
        off = start + i
        c, strong = colour(off)
        ax.add_patch(Rectangle((i, y), 0.92, height, facecolor=c, edgecolor=MARK if strong else "none",
                               linewidth=frame if strong else 0))
        b = data[off]
        ax.text(i + 0.46, y + hex_y, f"{b:02x}", ha="center", va="center", family="monospace", fontsize=hex_size,
                color="#111111")
        ax.text(i + 0.46, y + char_y, chr(b) if 0x20 < b < 0x7f else ".", ha="center", va="center",
                family="monospace", fontsize=char_size, color="#444444")


def wide():
    fig = plt.figure(figsize=(11, 6.2), dpi=100)

    # --- byte map ------------------------------------------------------------
    byte_map(fig.add_axes([0.0, 0.70, 0.66, 0.28]), narrow=False)

    # --- hex rows ------------------------------------------------------------
    ax = fig.add_axes([0.0, 0.02, 0.66, 0.6])
    rows = [0, (iend // 16) * 16, (iend // 16) * 16 + 16]
    for r, start in enumerate(rows):
        y = len(rows) - 1 - r
        ax.text(-0.4, y + 0.4, f"{start:08x}", ha="right", va="center", family="monospace", fontsize=12, color=GREY)
        byte_row(ax, start, 16, y, height=0.8, hex_y=0.55, char_y=0.2, hex_size=12, char_size=11, frame=1.5)
        if r == 0:
            ax.text(16.3, y + 0.4, "PNG\nsignature", va="center", fontsize=12, color=GREY)
    ax.text(16.3, 1.4, "IEND + CRC:\nthe PNG ends", va="center", fontsize=12, color=GREY)
    ax.text(16.3, 0.4, "%PDF-1.4 starts\nthe next byte", va="center", fontsize=12, color=GREY)
    ax.set_xlim(-4.6, 21.5)
    ax.set_ylim(-0.2, 3.0)
    ax.axis("off")

    # --- the PNG part --------------------------------------------------------
    png_part(fig.add_axes([0.70, 0.10, 0.30, 0.80]), narrow=False)
    return fig


def narrow():
    """The same three parts stacked for a phone: the bar, the same 48 bytes eight a row (each row's
    label above its rows instead of beside them), then the picture; text 12 px high at 343 CSS px wide."""
    groups = [("PNG signature", [0, 8]),
              ("IEND + CRC: the PNG ends,\n%PDF-1.4 starts the next byte", [0x380, 0x388, 0x390, 0x398])]
    # One unit is one cell, as wide as it is high: 10.8 units across the 6.6 inches.
    width, unit, bar, picture = 6.6, 6.6 / 10.8, 2.5, 5.1
    rows = sum(len(starts) for _, starts in groups)
    lines = sum(label.count("\n") + 1 for label, _ in groups)
    hex_units = 1.55 * rows + 0.65 * lines + 0.5 * len(groups) + 0.2
    height = bar + hex_units * unit + picture
    fig = plt.figure(figsize=(width, height), dpi=100)
    byte_map(fig.add_axes([0.0, (height - bar) / height, 1.0, bar / height]), narrow=True)

    ax = fig.add_axes([0.0, picture / height, 1.0, hex_units * unit / height])
    y = 0.0
    for label, starts in groups:
        y -= 0.35
        ax.text(-2.75, y, label, ha="left", va="top", fontsize=24, color=GREY, linespacing=1.15)
        y -= 0.65 * (label.count("\n") + 1) + 0.15
        for start in starts:
            y -= 1.55
            ax.text(-0.2, y + 0.7, f"{start:08x}", ha="right", va="center", family="monospace", fontsize=19,
                    color=GREY)
            byte_row(ax, start, 8, y, height=1.4, hex_y=1.0, char_y=0.38, hex_size=25, char_size=22, frame=2.5)
    ax.set_xlim(-2.8, 8.0)
    ax.set_ylim(-hex_units, 0.0)
    ax.axis("off")

    side = 4.4
    png_part(fig.add_axes([(width - side) / 2 / width, 0.05 / height, side / width, side / height]), narrow=True)
    return fig


figlib.save(wide(), HERE / "layout.png", page=PAGE, dark=True)
figlib.save(narrow(), HERE / "layout.narrow.png", page=PAGE, dark=True)
