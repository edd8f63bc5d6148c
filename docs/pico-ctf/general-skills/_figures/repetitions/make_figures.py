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

Run: /usr/bin/python3 make_figures.py /path/to/enc_flag   (needs Debian python3-matplotlib)
"""
import base64
import sys
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
fig, ax = plt.subplots(figsize=(10, 4.6), dpi=figlib.DPI)
fig.patch.set_facecolor("white")
ax.set_xlim(-0.2, 24.2)
ax.set_ylim(-0.95, 5.3)
ax.axis("off")
font = figlib.MIN_FONT_PT + 2

# Row 1: the four characters, their position in the Base64 alphabet.
ax.text(0, 5.0, "the file's first four characters, each a position in the 64-symbol alphabet", fontsize=font,
        color=figlib.INK)
for i, (char, value) in enumerate(zip(group, values)):
    x = i * 6
    ax.add_patch(Rectangle((x + 0.1, 3.6), 5.8, 1.0, facecolor=COLOURS[i], alpha=0.25, edgecolor=COLOURS[i], lw=1.5))
    ax.text(x + 3, 4.1, f"{char} = {value}", ha="center", va="center", fontsize=font + 4, family="monospace",
            color=figlib.INK)

# Row 2: 24 bits, six per character.
ax.text(0, 3.15, "6 bits per character: 24 bits in all", fontsize=font, color=figlib.INK)
for i, bit in enumerate(bits):
    ax.add_patch(Rectangle((i + 0.05, 1.95), 0.9, 0.85, facecolor=COLOURS[i // 6], alpha=0.35, edgecolor="none"))
    ax.text(i + 0.5, 2.37, bit, ha="center", va="center", fontsize=font, family="monospace", color=figlib.INK)

# Row 3: the same bits read as three bytes.
ax.text(0, 1.5, "read 8 bits at a time: the 3 bytes base64 -d writes", fontsize=font, color=figlib.INK)
for j, byte in enumerate(decoded):
    x = j * 8
    ax.add_patch(Rectangle((x + 0.1, 0.1), 7.8, 1.0, facecolor=figlib.CELL, edgecolor=figlib.INK, lw=1.2))
    ax.text(x + 4, 0.6, f"0x{byte:02x} = {chr(byte)}", ha="center", va="center", fontsize=font + 4,
            family="monospace", color=figlib.INK)
verdict = ("all three are Base64 characters again: another layer to decode" if again
           else "not all of them are Base64 characters")
ax.text(0, -0.6, verdict, fontsize=font, color=figlib.MARKS[1])

figlib.save(fig, OUT / "base64-group.png", page=PAGE, facecolor="white", transparent=False, pad_inches=0.15,
            metadata={"Software": None})
print(f"{group!r} -> values {values} -> bytes {decoded!r}")
