#!/usr/bin/env python3
"""Figures for the __TITLE__ write-up (__PAGE__).

Reads the original download __ARTIFACT__ (say here where it came from and its SHA-256, as the
page's challenge card does) and writes, next to this script:
  first-bytes.png  the file's first 32 bytes, its signature marked.

Describe each figure here: what it shows, and why it cannot show the part of the flag that the
page's <Flag> hides (figlib.save refuses a picture whose text shows it).

Run: /usr/bin/python3 __SCRIPT__ /path/to/__ARTIFACT__
with the Python that `npm run figures:setup` names (it installs Pillow, NumPy and Matplotlib).
"""
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
REPOSITORY = OUT.parents[__DEPTH__]
PAGE = REPOSITORY / "__PAGE__"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402

if len(sys.argv) != 2:
    sys.exit(f"usage: python3 {sys.argv[0]} /path/to/__ARTIFACT__")
data = Path(sys.argv[1]).read_bytes()

# A hex dump with marked byte ranges: (first offset, end offset, label). Change the range and the
# label to what your page explains; figlib also has side_by_side(images, labels) and bit_planes(image).
# narrow=True draws 8 bytes a row, so the text stays 12 px or more on a 375 px phone.
figure = figlib.hex_dump(data, start=0, length=32, marks=[(0, 8, "signature")], narrow=True)
figlib.save(figure, OUT / "first-bytes.png", page=PAGE)
