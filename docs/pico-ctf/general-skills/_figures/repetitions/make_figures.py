#!/usr/bin/env python3
"""Figure for the "repetitions" write-up: how four Base64 characters become three bytes.

Reads the challenge file `enc_flag` (349 bytes, SHA-256 9444af21...9db3) from
https://github.com/pwnpeko/picoctf-2023/blob/2ffc4c824056566d25fdf43b115066586928bd76/repetitions/enc_flag%20(1)
takes its first four characters (the first Base64 group, far from the flag, which only the sixth
decoding reaches), draws the 6 bits each character stands for, regroups the 24 bits into the
3 bytes that `base64 -d` writes, and shows that those bytes are Base64 characters again.
Writes next to this script, through scripts/figures/figlib.py's save(), which reads the picture
back with OCR and refuses to write it if it shows the part of the flag that the page's <Flag> hides:
  base64-group.png
  base64-group.narrow.png  the same three rows for phones, 6 inches wide, captions on two lines

Run: /usr/bin/python3 make_figures.py /path/to/enc_flag   (needs Debian python3-matplotlib)
"""
import base64
import sys
import textwrap
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402

OUT = Path(__file__).resolve().parent
REPOSITORY = Path(__file__).resolve().parents[5]
PAGE = REPOSITORY / "docs/pico-ctf/general-skills/repetitions.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
data = Path(sys.argv[1]).read_bytes()
group = data[:4].decode("ascii")
values = [ALPHABET.index(c) for c in group]
decoded = base64.b64decode(group)
assert len(decoded) == 3 and bytes(int("".join(f"{v:06b}" for v in values)[i:i + 8], 2) for i in (0, 8, 16)) == decoded
bits = "".join(f"{v:06b}" for v in values)
again = all(chr(b) in ALPHABET for b in decoded)

COLOURS = figlib.MARKS[:4]


def draw(narrow):
    """The three rows; for phones the same rows 6 inches wide, each caption on two lines and a larger font,
    so that the text stays 12 px high at 343 CSS px wide."""
    font = 19 if narrow else figlib.MIN_FONT_PT + 2
    big = font + (2 if narrow else 4)
    # y of each caption and each row of cells; a phone's two-line captions need more room
    cap1, row1, cap2, row2, cap3, row3, last = ((7.0, 4.6, 4.2, 2.55, 2.2, -0.2, -0.6) if narrow
                                                else (5.0, 3.6, 3.15, 1.95, 1.5, 0.1, -0.6))
    captions = ["the file's first four characters, each a position in the 64-symbol alphabet",
                "6 bits per character: 24 bits in all",
                "read 8 bits at a time: the 3 bytes base64 -d writes"]
    if narrow:
        captions = [textwrap.fill(caption, 38) for caption in captions]
    fig, ax = plt.subplots(figsize=(6.0, 6.6) if narrow else (10, 4.6), dpi=figlib.DPI)
    fig.patch.set_facecolor("white")
    ax.set_xlim(-0.2, 24.2)
    ax.set_ylim(-2.0 if narrow else -0.95, 7.2 if narrow else 5.3)
    ax.axis("off")
    caption = dict(fontsize=font, color=figlib.INK, va="top" if narrow else "baseline", linespacing=1.1)

    # Row 1: the four characters, their position in the Base64 alphabet.
    ax.text(0, cap1, captions[0], **caption)
    for i, (char, value) in enumerate(zip(group, values)):
        x = i * 6
        ax.add_patch(Rectangle((x + 0.1, row1), 5.8, 1.0, facecolor=COLOURS[i], alpha=0.25, edgecolor=COLOURS[i], lw=1.5))
        ax.text(x + 3, row1 + 0.5, f"{char} = {value}" if not narrow else f"{char}={value}", ha="center", va="center",
                fontsize=big, family="monospace", color=figlib.INK)

    # Row 2: 24 bits, six per character.
    ax.text(0, cap2, captions[1], **caption)
    for i, bit in enumerate(bits):
        ax.add_patch(Rectangle((i + 0.05, row2), 0.9, 0.85, facecolor=COLOURS[i // 6], alpha=0.35, edgecolor="none"))
        ax.text(i + 0.5, row2 + 0.42, bit, ha="center", va="center", fontsize=font - (4 if narrow else 0),
                family="monospace", color=figlib.INK)

    # Row 3: the same bits read as three bytes.
    ax.text(0, cap3, captions[2], **caption)
    for j, byte in enumerate(decoded):
        x = j * 8
        ax.add_patch(Rectangle((x + 0.1, row3), 7.8, 1.0, facecolor=figlib.CELL, edgecolor=figlib.INK, lw=1.2))
        ax.text(x + 4, row3 + 0.5, f"0x{byte:02x} = {chr(byte)}" if not narrow else f"0x{byte:02x}={chr(byte)}",
                ha="center", va="center", fontsize=big, family="monospace", color=figlib.INK)
    verdict = ("all three are Base64 characters again: another layer to decode" if again
               else "not all of them are Base64 characters")
    ax.text(0, last, textwrap.fill(verdict, 38) if narrow else verdict, fontsize=font, color=figlib.MARKS[1],
            va="top" if narrow else "baseline")
    return fig


for name, narrow in (("base64-group.png", False), ("base64-group.narrow.png", True)):
    figlib.save(draw(narrow), OUT / name, page=PAGE, facecolor="white", transparent=False, pad_inches=0.15,
                metadata={"Software": None})
print(f"{group!r} -> values {values} -> bytes {decoded!r}")
