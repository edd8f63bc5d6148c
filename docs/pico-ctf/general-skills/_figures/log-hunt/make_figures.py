#!/usr/bin/env python3
"""Figure for the Log Hunt write-up.

Reads the challenge log `server.log` (108,322 bytes, SHA-256 78a17f8f...2639) from
https://github.com/Yaboku19/ctf/blob/352bad0821617459775f1b9833063192ded64b70/picoCTF/logCTF/easy/log_hunt/server.log
and writes, next to this script, through scripts/figures/figlib.py's save() (which reads the
picture back with OCR and refuses to write it if it shows a part of the flag that the page's
<Flag> hides):
  flagpart-timeline.png  when each FLAGPART line was logged, one row per distinct piece
                         (numbered by first appearance; the piece texts are not drawn),
                         each burst labelled with its number of lines, over a strip of
                         all 2,348 log lines
  flagpart-timeline.narrow.png  the same timeline for phones: 5.6 inches wide, 20 pt text, a tick
                         every hour

Run: /usr/bin/python3 make_figures.py /path/to/server.log
Needs Matplotlib (Debian: python3-matplotlib).
"""
import re
import sys
from datetime import datetime
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.dates as mdates
import matplotlib.pyplot as plt

OUT = Path(__file__).resolve().parent
REPOSITORY = Path(__file__).resolve().parents[5]
PAGE = REPOSITORY / "docs/pico-ctf/general-skills/log-hunt.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
LINE = re.compile(r"^\[(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)\] (\w+) (.*)$")

all_times, parts, order = [], [], []
for raw in Path(sys.argv[1]).read_text().splitlines():
    stamp, _level, message = LINE.match(raw).groups()
    when = datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S")
    all_times.append(when)
    if message.startswith("FLAGPART:"):
        piece = message.split()[-1]
        if piece not in order:
            order.append(piece)
        parts.append((when, order.index(piece) + 1))

grey = "#767676"                    # 4.5:1 on white
# A burst is a run of lines of the same piece less than a minute apart; each is labelled with its size.
bursts = []
for when, piece in parts:
    if bursts and bursts[-1][1] == piece and (when - bursts[-1][2]).total_seconds() < 60:
        bursts[-1][2] = when
        bursts[-1][3] += 1
    else:
        bursts.append([when, piece, when, 1])


def draw(narrow):
    """The timeline; for phones 5.6 inches wide with 20 pt text and a tick every hour, so that the text stays
    12 px high at 343 CSS px wide."""
    font = 20 if narrow else 12
    fig, ax = plt.subplots(figsize=(5.6, 5.0) if narrow else (9, 3.4), dpi=100)
    fig.patch.set_alpha(0)
    ax.set_facecolor("none")
    # the strip of all lines sits lower on a phone, so its two-line label clears "piece 1"
    strip = -0.1 if narrow else 0.4
    ax.vlines(all_times, strip - 0.15, strip + 0.15, color="#bbbbbb", linewidth=0.3)
    ax.scatter([t for t, _ in parts], [p for _, p in parts], s=40 if narrow else 28, color="#4477aa", zorder=3)
    for first, piece, _last, count in bursts:
        ax.annotate(f"\u00d7{count}", (first, piece), xytext=(7, -1), textcoords="offset points",
                    va="center", fontsize=font, color=grey)
    ax.set_yticks([strip] + list(range(1, len(order) + 1)))
    everything = f"all {len(all_times):,} lines"
    ax.set_yticklabels([everything.replace(" lines", "\nlines") if narrow else everything]
                       + [f"piece {i}" for i in range(1, len(order) + 1)])
    ax.set_ylim(-0.45 if narrow else 0, len(order) + 0.6)
    if narrow:
        ax.xaxis.set_major_locator(mdates.HourLocator())
    ax.xaxis.set_major_formatter(mdates.DateFormatter("%H:%M"))
    label = f"time of day in the log ({all_times[0]:%Y-%m-%d})"
    ax.set_xlabel(label.replace(" (", "\n(") if narrow else label, color=grey, fontsize=font)
    ax.tick_params(colors=grey, labelsize=font)
    for side in ax.spines.values():
        side.set_color("#999999")
    fig.tight_layout()
    return fig


for name, narrow in (("flagpart-timeline.png", False), ("flagpart-timeline.narrow.png", True)):
    figlib.save(draw(narrow), OUT / name, page=PAGE, bbox_inches=None, pad_inches=0.1)
print(len(all_times), "lines,", len(parts), "FLAGPART lines,", len(order), "pieces;",
      "bursts (piece, lines):", [(piece, count) for _first, piece, _last, count in bursts])
