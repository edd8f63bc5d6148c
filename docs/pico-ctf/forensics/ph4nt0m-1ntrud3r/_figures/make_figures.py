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

The figure goes through scripts/figures/figlib.py's `save`, which refuses to write it if OCR finds
the part of the flag that the page's <Flag> hides.

Run: /usr/bin/python3 make_figures.py /path/to/myNetworkTraffic.pcap
Needs tshark (Debian: tshark) and Matplotlib (Debian: python3-matplotlib).

The chart is also written as file-vs-time.dark.png, recoloured for the dark mode (figlib.save's dark=True):
the site shows it there instead of the light chart, whose grey labels need a light ground.
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
figlib.save(fig, HERE / "file-vs-time.png", page=PAGE, dark=True)
