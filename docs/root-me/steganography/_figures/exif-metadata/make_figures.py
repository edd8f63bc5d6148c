#!/usr/bin/env python3
"""Figure for the "EXIF - Metadata" page: the GPS position of our own worked example's PNG, as raw bytes.

Root-Me pages use no challenge file: this script reads the page itself, runs the page's own
`example.py` block in a temporary folder (it writes photo.png, an 8 x 8 grey PNG with an XMP packet of
our own), finds the two GPS attributes in the file's bytes and writes, next to itself:
  gps-bytes.png  a hex dump (8 bytes a row) of the stretch of the iTXt chunk that holds
                 exif:GPSLatitude and exif:GPSLongitude, each attribute framed, and the hemisphere
                 letters N and W marked on their own
  gps-bytes.narrow.png  the same at phone size (hex_dump's narrow: the key wrapped, text 12 px high at
                 343 CSS px wide)

Written through scripts/figures/figlib.py's save(), which checks the picture against the page's <Flag>
(a Root-Me page has none, so the check only confirms that).

Run: /usr/bin/python3 make_figures.py ../../exif-metadata.mdx
Needs Matplotlib (Debian: python3-matplotlib).
"""
import contextlib
import io
import os
import re
import sys
import tempfile
from pathlib import Path

OUT = Path(__file__).resolve().parent
PAGE = Path(sys.argv[1]).resolve()
sys.path.insert(0, str(OUT.parents[4] / "scripts" / "figures"))
import figlib  # noqa: E402

script = re.search(r'```python title="example\.py"\n(.*?)\n```', PAGE.read_text(encoding="utf-8"), re.S).group(1)
here = os.getcwd()
with tempfile.TemporaryDirectory() as work:
    os.chdir(work)
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(script, "example.py", "exec"), {"__name__": "example"})
    png = Path("photo.png").read_bytes()
    os.chdir(here)

lat = re.search(rb'exif:GPSLatitude="[^"]+"', png)
lon = re.search(rb'exif:GPSLongitude="[^"]+"', png)
marks = [
    (lat.end() - 2, lat.end() - 1, "N: north"),
    (lon.end() - 2, lon.end() - 1, "W: west, so negative"),
    (lat.start(), lat.end(), "exif:GPSLatitude"),
    (lon.start(), lon.end(), "exif:GPSLongitude"),
]
for name, narrow in (("gps-bytes.png", False), ("gps-bytes.narrow.png", True)):
    fig = figlib.hex_dump(png, start=lat.start(), length=lon.end() - lat.start(), marks=marks, per_row=8, narrow=narrow)
    figlib.save(fig, OUT / name, page=PAGE)
