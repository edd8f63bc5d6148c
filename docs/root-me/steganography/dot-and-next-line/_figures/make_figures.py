#!/usr/bin/env python3
"""Figure for the "Dot and next line" page: our own worked example's page, as printed and after levels.

Root-Me pages use no challenge file: this script reads the page itself, runs the page's own
`example.py` block in a temporary folder (it writes page.pgm, the typeset page of our own), and writes,
next to itself:
  page-and-levels.png  top, the page as a reader sees it, enlarged; bottom, the same pixels after a levels
                       adjustment: the normal ink black, the paler ink of the marked letters orange

Run: python3 make_figures.py ../dot-and-next-line.mdx
Needs Pillow (Debian: python3-pil).
"""
import contextlib
import io
import os
import re
import sys
import tempfile
from pathlib import Path

from PIL import Image

OUT = Path(__file__).resolve().parent
page = Path(sys.argv[1]).resolve().read_text(encoding="utf-8")
script = re.search(r'```python title="example\.py"\n(.*?)\n```', page, re.S).group(1)
here = os.getcwd()
with tempfile.TemporaryDirectory() as work:
    os.chdir(work)
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(script, "example.py", "exec"), {"__name__": "example"})
    scan = Image.open("page.pgm").convert("L")
    scan.load()
    os.chdir(here)

S, GAP = 8, 24
levels = Image.new("RGB", scan.size)
levels.putdata([(20, 20, 20) if v < 56 else (224, 122, 31) if v < 150 else (246, 246, 244) for v in scan.getdata()])
fig = Image.new("RGB", (scan.width * S, scan.height * S * 2 + GAP), (200, 200, 196))
fig.paste(scan.convert("RGB").resize((scan.width * S, scan.height * S), Image.NEAREST), (0, 0))
fig.paste(levels.resize((scan.width * S, scan.height * S), Image.NEAREST), (0, scan.height * S + GAP))
fig.save(OUT / "page-and-levels.png", optimize=True)
print("wrote", OUT / "page-and-levels.png", fig.size)
