#!/usr/bin/env python3
"""Figure for the flag_shop write-up.

Reads the challenge source `store.c` (2,887 bytes, SHA-256 995954ec...9dc4) from
https://github.com/Cyber-Exp-EG/picoCTF/blob/5d8156d65aee879fe5afcbd7463abe48334b8f99/General%20Skills/flag_shop/store.c
takes the starting balance, the knock-off price and the flag threshold from its own lines
(`int account_balance = N;`, `total_cost = P*number_flags;`, `if(account_balance > T)`),
replays the knock-off purchase with C's 32-bit signed wrap-around for every quantity
from 1 to 10,000,000, and writes next to this script, through scripts/figures/figlib.py's
save() (which reads the picture back with OCR and refuses to write it if it shows the part
of the flag that the page's <Flag> hides):
  balance-after-purchase.png  the balance the store reports after buying q knock-offs,
                              with the quantities that unlock the flag shaded
  balance-after-purchase.narrow.png  the same chart for phones, taller, the bands marked "flag" and the
                              dips "wraps", their quantities in a key under the chart (text 12 px high
                              at 343 CSS px wide)

Run: /usr/bin/python3 make_figures.py /path/to/store.c
Needs NumPy and Matplotlib (Debian: python3-numpy python3-matplotlib).
"""
import re
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
from matplotlib.patches import Rectangle

OUT = Path(__file__).resolve().parent
REPOSITORY = Path(__file__).resolve().parents[5]
PAGE = REPOSITORY / "docs/pico-ctf/general-skills/flag_shop.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
source = Path(sys.argv[1]).read_text()
start = int(re.search(r"int account_balance = (\d+);", source).group(1))
price = int(re.search(r"total_cost = (\d+)\*number_flags;", source).group(1))
target = int(re.search(r"if\(account_balance > (\d+)\)", source).group(1))


def wrap32(values):
    """What a C int holds after the arithmetic wraps modulo 2**32."""
    return ((values + 2**31) % 2**32) - 2**31


q = np.arange(1, 10_000_001, dtype=np.int64)
cost = wrap32(price * q)
bought = cost <= start                       # the store's own test
balance = np.where(bought, wrap32(start - cost), start)
wins = balance > target

# Plot every 2000th quantity (the curve is linear in between) plus every quantity where the
# balance jumps, so the two-quantity dip below zero before each window stays visible.
jumps = np.flatnonzero(np.abs(np.diff(balance)) > 1_000_000)
keep = np.union1d(np.arange(0, q.size, 2000), np.clip(np.concatenate([jumps + d for d in range(-2, 4)]), 0, q.size - 1))
edges = np.flatnonzero(np.diff(wins.astype(np.int8)))
bands = list(zip(edges[::2] + 1, edges[1::2]))


def draw(narrow):
    """The chart with its labels beside the line; for phones a taller chart whose bands and dips carry
    one word each ("flag", "wraps"), the quantities in a key under it, at 21 pt: 12 px high or more at
    343 CSS px wide."""
    if narrow:
        fig, (ax, key) = plt.subplots(2, 1, figsize=(6.4, 9.2), dpi=100, gridspec_kw={"height_ratios": [5.4, 3.0]})
        key.axis("off")
    else:
        fig, ax = plt.subplots(figsize=(9, 4.2), dpi=100)
    font = 21 if narrow else 12
    text = figlib.MUTED if narrow else "#777777"
    fig.patch.set_alpha(0)
    ax.set_facecolor("none")
    ax.plot(q[keep] / 1e6, balance[keep] / 1e9, color="#4477aa", linewidth=2.2 if narrow else 1.4)
    for lo, hi in bands:
        ax.axvspan(q[lo] / 1e6, q[hi] / 1e6, color="#ccbb44", alpha=0.25, linewidth=0)
        dip = q[lo] - 1
        if narrow:
            ax.text((q[lo] + q[hi]) / 2e6, -1.0, "flag", ha="center", va="center", fontsize=font, color=text)
            ax.annotate("wraps", xy=(dip / 1e6, -2.1), xytext=(dip / 1e6 - 0.25, -1.2), ha="right", va="center",
                        fontsize=font, color=text, arrowprops={"arrowstyle": "->", "color": "#999999"})
            continue
        ax.text((q[lo] + q[hi]) / 2e6, -1.6, f"flag for\nq = {q[lo]:,}\nto {q[hi]:,}", ha="center",
                fontsize=12, color="#888888")
        ax.annotate(f"q = {dip - 1:,}\nand {dip:,}:\nbalance wraps\nnegative", xy=(dip / 1e6, -2.1),
                    xytext=(dip / 1e6 - 2.25, -1.1), fontsize=12, color="#777777",
                    arrowprops={"arrowstyle": "->", "color": "#999999"})
    ax.axhline(0, color="#999999", linewidth=0.6)
    ax.set_xlabel("knock-off flags bought\n(millions)" if narrow else "knock-off flags bought (millions)",
                  color=text, fontsize=font)
    ax.set_ylabel("balance after purchase\n(billions of dollars)", color=text, fontsize=font)
    ax.tick_params(colors=text, labelsize=font)
    for side in ax.spines.values():
        side.set_color("#999999")
    ax.set_xlim(0, 10)
    if narrow:
        # The key: a shaded swatch for the bands, a line for the dips, each with the quantities.
        key.set_xlim(0, 10)
        key.set_ylim(-5.7, 0.0)
        key.add_patch(Rectangle((0, -1.05), 0.9, 0.7, color="#ccbb44", alpha=0.25, linewidth=0))
        lines = ["flag for"] + [f"q = {q[lo]:,} to {q[hi]:,}" for lo, hi in bands]
        key.text(1.3, -0.25, "\n".join(lines), va="top", fontsize=font, color=text, linespacing=1.3)
        key.plot([0.45, 0.45], [-3.3, -4.0], color="#4477aa", linewidth=2.2)
        lines = ["balance wraps negative for"] + [f"q = {q[lo] - 2:,} and {q[lo] - 1:,}" for lo, _hi in bands]
        key.text(1.3, -3.0, "\n".join(lines), va="top", fontsize=font, color=text, linespacing=1.3)
    fig.tight_layout()
    return fig


figlib.save(draw(narrow=False), OUT / "balance-after-purchase.png", page=PAGE, bbox_inches=None, pad_inches=0.1)
figlib.save(draw(narrow=True), OUT / "balance-after-purchase.narrow.png", page=PAGE)
print(f"start {start}, price {price}, target {target}; winning quantities:",
      [(int(q[lo]), int(q[hi])) for lo, hi in zip(edges[::2] + 1, edges[1::2])])
