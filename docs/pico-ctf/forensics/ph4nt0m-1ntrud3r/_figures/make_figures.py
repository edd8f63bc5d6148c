#!/usr/bin/env python3
"""Figure for the Ph4nt0m 1ntrud3r write-up.

Reads the original download `myNetworkTraffic.pcap` (1,452 bytes, SHA-256 488f4423...e23a), from
https://github.com/marnold22/picoGYM/blob/91b493799ef01767a565ea6806889329a13ba4aa/FORENSICS/Ph4nt0m-1ntrud3r_COMPLETE/myNetworkTraffic.pcap
and writes, next to this script:
  file-vs-time.png  the 22 packets twice: in the order the file stores them and sorted by capture
                    time (frame.time_epoch), each cell numbered with its record number and coloured
                    by TCP payload length (8 bytes: chaff; 12 or 4 bytes: a piece of the flag), with a
                    line from each piece's place in the file to its place in time. Only record numbers
                    and lengths are drawn, never payloads.
  file-vs-time.narrow.png  the same for phones: the two orders as two columns of 22 cells side by side,
                    lines between them, titles and key wrapped, at 24 pt (text 12 px high at 343 CSS px wide)

The figure goes through scripts/figures/figlib.py's `save`, which refuses to write it if OCR finds
the part of the flag that the page's <Flag> hides.

Run: /usr/bin/python3 make_figures.py /path/to/myNetworkTraffic.pcap
Needs tshark (Debian: tshark) and Matplotlib (Debian: python3-matplotlib).

The chart is also written as file-vs-time.dark.png, recoloured for the dark mode (figlib.save's dark=True):
the site shows it there instead of the light chart, whose grey labels need a light ground. The narrow
chart is written the same way, as file-vs-time.narrow.dark.png.
"""
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = Path(__file__).resolve().parents[5]
sys.path.insert(0, str(REPO / "scripts/figures"))
import figlib  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402

PAGE = REPO / "docs/pico-ctf/forensics/ph4nt0m-1ntrud3r/ph4nt0m-1ntrud3r.mdx"
plt = figlib._pyplot()

cmd = ["tshark", "-r", sys.argv[1], "-T", "fields", "-e", "frame.number", "-e", "frame.time_epoch", "-e", "tcp.len"]
rows = [r.split("\t") for r in subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.splitlines()]
packets = [(int(n), Decimal(t), int(length)) for n, t, length in rows]
in_file = [n for n, _, _ in packets]
in_time = [n for n, _, _ in sorted(packets, key=lambda p: p[1])]
length = {n: l for n, _, l in packets}
print("time order:", in_time)

CHAFF, PIECE = "#d9d9d9", "#ffb703"


def draw(narrow: bool):
    """The two orders as two rows of 22 cells, or for phones as two columns of 22 cells side by side
    (file order on the left, capture time on the right), at 24 pt so that at 343 CSS px wide the
    text still shows 12 px high."""
    if narrow:
        return draw_columns()
    fig = plt.figure(figsize=(13, 3.6), dpi=figlib.DPI)
    ax = fig.add_axes([0, 0, 1, 1])
    Y_FILE, Y_TIME = 2.6, 0.0
    for order, y in ((in_file, Y_FILE), (in_time, Y_TIME)):
        for x, n in enumerate(order):
            ax.add_patch(Rectangle((x, y), 0.9, 0.8, facecolor=PIECE if length[n] != 8 else CHAFF, edgecolor="none"))
            ax.text(x + 0.45, y + 0.4, str(n), ha="center", va="center", fontsize=13, color=figlib.INK)
    for n in in_file:
        if length[n] != 8:
            ax.plot([in_file.index(n) + 0.45, in_time.index(n) + 0.45], [Y_FILE - 0.05, Y_TIME + 0.85],
                    color="#e09f00", linewidth=1.5)
    ax.text(-0.3, Y_FILE + 0.4, "order in the file", ha="right", va="center", fontsize=13, color=figlib.MUTED)
    ax.text(-0.3, Y_TIME + 0.4, "order by capture time", ha="right", va="center", fontsize=13, color=figlib.MUTED)
    ax.add_patch(Rectangle((0, -0.9), 0.6, 0.45, facecolor=CHAFF))
    ax.text(0.8, -0.68, "8-byte payload (decodes to random bytes)", va="center", fontsize=13, color=figlib.INK)
    ax.add_patch(Rectangle((11, -0.9), 0.6, 0.45, facecolor=PIECE))
    ax.text(11.8, -0.68, "12- or 4-byte payload (decodes to text)", va="center", fontsize=13, color=figlib.INK)
    ax.set_xlim(-6.2, 22.1)
    ax.set_ylim(-1.1, 3.6)
    ax.axis("off")
    return fig


def draw_columns():
    """For phones: the file order down the left, the time order down the right, lines between them, the
    column titles above and the key under them. Data units are inches, so sizes read as drawn."""
    width, pitch, cell_w, cell_h = 6.4, 0.46, 1.2, 0.4
    X_FILE, X_TIME = 0.4, 4.6
    rows = len(in_file)
    head, key = 1.05, 2.1
    height = head + rows * pitch + key
    fig = plt.figure(figsize=(width, height), dpi=figlib.DPI)
    ax = fig.add_axes([0, 0, 1, 1])
    top = height - head  # top edge of the first row
    for order, x in ((in_file, X_FILE), (in_time, X_TIME)):
        for i, n in enumerate(order):
            y = top - i * pitch - cell_h
            ax.add_patch(Rectangle((x, y), cell_w, cell_h, facecolor=PIECE if length[n] != 8 else CHAFF, edgecolor="none"))
            ax.text(x + cell_w / 2, y + cell_h / 2, str(n), ha="center", va="center", fontsize=24, color=figlib.INK)
    for n in in_file:
        if length[n] != 8:
            ax.plot([X_FILE + cell_w + 0.05, X_TIME - 0.05],
                    [top - in_file.index(n) * pitch - cell_h / 2, top - in_time.index(n) * pitch - cell_h / 2],
                    color="#e09f00", linewidth=2)
    for x, title in ((X_FILE, "order in\nthe file"), (X_TIME, "order by\ncapture time")):
        ax.text(x + cell_w / 2, top + 0.12, title, ha="center", va="bottom", fontsize=24, color=figlib.MUTED,
                linespacing=1.1)
    y = top - rows * pitch - 0.35
    for colour, label in ((CHAFF, "8-byte payload\n(decodes to random bytes)"), (PIECE, "12- or 4-byte payload\n(decodes to text)")):
        ax.add_patch(Rectangle((X_FILE, y - 0.3), 0.45, 0.3, facecolor=colour))
        ax.text(X_FILE + 0.65, y + 0.03, label, va="top", fontsize=24, color=figlib.INK, linespacing=1.1)
        y -= 0.85
    ax.set_xlim(0, width)
    ax.set_ylim(0, height)
    ax.axis("off")
    return fig


figlib.save(draw(narrow=False), HERE / "file-vs-time.png", page=PAGE, dark=True)
figlib.save(draw(narrow=True), HERE / "file-vs-time.narrow.png", page=PAGE, dark=True)
