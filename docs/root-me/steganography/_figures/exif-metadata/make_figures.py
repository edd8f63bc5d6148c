#!/usr/bin/env python3
"""Chart data for the "EXIF - Metadata" page: the chunks of our own worked example's PNG, by size.

Root-Me pages use no challenge file: this script reads the page itself, runs the page's own
`example.py` block in a temporary folder (it writes photo.png, an 8 x 8 grey PNG with an XMP packet of
our own), walks that file's chunks and writes, next to itself:
  chunk-sizes.json  [{"label": "<chunk type>", "value": <data bytes>}, ...] in file order, for <Chart>

Run: python3 make_figures.py ../../exif-metadata.mdx
Needs only the Python standard library.
"""
import contextlib
import io
import json
import os
import re
import struct
import sys
import tempfile
from pathlib import Path

OUT = Path(__file__).resolve().parent
page = Path(sys.argv[1]).resolve().read_text(encoding="utf-8")
script = re.search(r'```python title="example\.py"\n(.*?)\n```', page, re.S).group(1)
here = os.getcwd()
with tempfile.TemporaryDirectory() as work:
    os.chdir(work)
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(script, "example.py", "exec"), {"__name__": "example"})
    png = Path("photo.png").read_bytes()
    os.chdir(here)

rows, pos = [], 8
while pos < len(png):
    length, kind = struct.unpack(">I4s", png[pos:pos + 8])
    rows.append({"label": kind.decode(), "value": length})
    pos += 12 + length
(OUT / "chunk-sizes.json").write_text(json.dumps(rows) + "\n")
print("wrote", OUT / "chunk-sizes.json", rows)
