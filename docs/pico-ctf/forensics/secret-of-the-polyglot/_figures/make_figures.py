#!/usr/bin/env python3
"""Figure for the Secret of the Polyglot write-up.

Reads the original download `flag2of2-final.pdf` (3,362 bytes, SHA-256 98ccd18b...7fda), from
https://github.com/Sivnerof/PicoCTF/blob/c9964f38496379f4599468e6ab715ae3f1caa8cf/Forensics/Secret-of-the-Polyglot/flag2of2-final.pdf
and writes, next to this script:
  layout.png  a map of the 3,362 bytes (PNG part, PDF part, and where IEND, %PDF-, xref and %%EOF
              sit, found by searching the file), two rows of hex around the start of each format
              with the signatures marked, and the PNG part drawn ten times larger with everything
              after the opening brace covered: the pixels spell the flag's common start, which the
              page's <Flag> hides, so only "picoCT" and "F{" are left visible

The figure goes through scripts/figures/figlib.py's `save`, which refuses to write it if OCR finds
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

fig = plt.figure(figsize=(11, 6.2), dpi=100)

# --- byte map ------------------------------------------------------------
ax = fig.add_axes([0.0, 0.70, 0.66, 0.28])
n = len(data)
ax.add_patch(Rectangle((0, 0), png_end, 1, facecolor=PNG_C))
ax.add_patch(Rectangle((pdf, 0), n - pdf, 1, facecolor=PDF_C))
ax.text(png_end / 2, 0.5, f"PNG\n0-{png_end - 1}", ha="center", va="center", fontsize=13, color="#111111")
ax.text((pdf + n) / 2, 0.5, f"PDF\n{pdf}-{n - 1}", ha="center", va="center", fontsize=13, color="#111111")
for off, label, y in [(0, "\\x89PNG", 1.15), (iend, "IEND", 1.15), (pdf, "%PDF-", -0.55),
                      (xref, "xref", 1.15), (eof, "%%EOF", -0.55)]:
    ax.plot([off, off], [0, 1], color=MARK, linewidth=1.5)
    ax.text(off, y, f"{label}\n@{off}" if y > 1 else f"{label} @{off}", ha="center",
            va="bottom" if y > 1 else "top", fontsize=12, color=GREY)
ax.set_xlim(-260, n + 330)
ax.set_ylim(-1.0, 2.0)
ax.axis("off")

# --- hex rows ------------------------------------------------------------
ax = fig.add_axes([0.0, 0.02, 0.66, 0.6])
rows = [0, (iend // 16) * 16, (iend // 16) * 16 + 16]
def colour(off):
    if off < 8:
        return PNG_C, True            # PNG signature
    if iend <= off < png_end:
        return PNG_C, True            # IEND type and CRC
    if pdf <= off < pdf + 8:
        return PDF_C, True            # %PDF-1.4
    return ("#e9ecef", False)
for r, start in enumerate(rows):
    y = len(rows) - 1 - r
    ax.text(-0.4, y + 0.4, f"{start:08x}", ha="right", va="center", family="monospace", fontsize=12, color=GREY)
    for i in range(16):
        off = start + i
        c, strong = colour(off)
        ax.add_patch(Rectangle((i, y), 0.92, 0.8, facecolor=c, edgecolor=MARK if strong else "none",
                               linewidth=1.5 if strong else 0))
        b = data[off]
        ax.text(i + 0.46, y + 0.55, f"{b:02x}", ha="center", va="center", family="monospace", fontsize=12,
                color="#111111")
        ax.text(i + 0.46, y + 0.2, chr(b) if 0x20 < b < 0x7f else ".", ha="center", va="center",
                family="monospace", fontsize=11, color="#444444")
    if r == 0:
        ax.text(16.3, y + 0.4, "PNG\nsignature", va="center", fontsize=12, color=GREY)
ax.text(16.3, 1.4, "IEND + CRC:\nthe PNG ends", va="center", fontsize=12, color=GREY)
ax.text(16.3, 0.4, "%PDF-1.4 starts\nthe next byte", va="center", fontsize=12, color=GREY)
ax.set_xlim(-4.6, 21.5)
ax.set_ylim(-0.2, 3.0)
ax.axis("off")

# --- the PNG part --------------------------------------------------------
ax = fig.add_axes([0.70, 0.10, 0.30, 0.80])
img = Image.open(sys.argv[1]).convert("RGB").resize((500, 500), Image.NEAREST)
ax.imshow(img)
# The second text line (pixel rows 14-29) shows F and the brace in columns 1-11; from column 12 on,
# and on the whole third line (rows 30-45), the pixels spell the hidden part of the flag: covered.
COVER = "#9e9e9e"
ax.add_patch(Rectangle((120, 140), 380, 160, facecolor=COVER, edgecolor="none"))
ax.add_patch(Rectangle((0, 300), 500, 160, facecolor=COVER, edgecolor="none"))
ax.text(250, 380, "rest of the text\ncovered", ha="center", va="center", fontsize=13, color="white")
ax.set_title("the file opened as a PNG (x10)", fontsize=13, color=GREY)
ax.set_xticks([]); ax.set_yticks([])
for s in ax.spines.values():
    s.set_color(GREY)
figlib.save(fig, HERE / "layout.png", page=PAGE)
