#!/usr/bin/env python3
"""Figure for the "HTML - Source code" page: our own worked example, as Chromium draws it and as it was sent.

Root-Me pages use no challenge file. This script imports the page's own `example.py` block (through
scripts/figures/worked_example.py, so the figure comes from the code the page shows), serves its `Site`
handler on 127.0.0.1:19701, takes screenshots with scripts/figures/screenshot.ts, fetches the raw front
page from the same server, and writes, next to itself:
  drawn-and-sent.png  four panels, 760 px wide: the login page as Chromium draws it; the same response as
                      the server sent it, drawn here in a monospaced font with the lines the browser does
                      not draw highlighted (comment, event handler, hidden field, script file); the script
                      file as Chromium draws it; /panel requested directly, with no password

Run from anywhere: python3 make_figures.py
Needs Pillow (Debian: python3-pil, for /usr/bin/python3) and the repository's npm packages (npx tsx).
"""
import re
import subprocess
import sys
import tempfile
import threading
import urllib.request
from http.server import ThreadingHTTPServer
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent
REPO = OUT.parents[4]
sys.path.insert(0, str(REPO / "scripts" / "figures"))
from worked_example import load_example  # noqa: E402

PORT, WIDTH = 19701, 760
BASE = f"http://127.0.0.1:{PORT}"
FONTS = Path("/usr/share/fonts/truetype/dejavu")
LABEL = ImageFont.truetype(str(FONTS / "DejaVuSans.ttf"), 13)
MONO = ImageFont.truetype(str(FONTS / "DejaVuSansMono.ttf"), 13)
# What the browser parses but never draws: the same four kinds the example's Reader collects.
NOT_DRAWN = re.compile(r'<!--|\son\w+="|type="hidden"|<script src=')


def screenshot(path, out, height):
    subprocess.run(["npx", "tsx", "scripts/figures/screenshot.ts", BASE + path, str(out),
                    "--width", str(WIDTH), "--height", str(height)], cwd=REPO, check=True)
    return Image.open(out).convert("RGB")


def source_panel(text):
    """The response text line by line, as view-source lays it out, with the undrawn lines highlighted."""
    lines = text.rstrip("\n").split("\n")
    panel = Image.new("RGB", (WIDTH, 12 + 18 * len(lines)), "white")
    draw = ImageDraw.Draw(panel)
    for i, line in enumerate(lines):
        y = 6 + 18 * i
        if NOT_DRAWN.search(line):
            draw.rectangle((0, y, WIDTH, y + 17), fill=(255, 236, 160))
        draw.text((44, y + 1), line, font=MONO, fill=(20, 20, 20))
        draw.text((8, y + 1), f"{i + 1:>3}", font=MONO, fill=(150, 150, 150))
    return panel


def stack(panels):
    """Each panel under a grey label band, framed, one above the other."""
    band, gap = 26, 10
    height = sum(band + p.height + 2 + gap for _, p in panels) - gap
    figure = Image.new("RGB", (WIDTH + 2, height), "white")
    draw = ImageDraw.Draw(figure)
    y = 0
    for label, panel in panels:
        draw.rectangle((0, y, WIDTH + 1, y + band - 1), fill=(232, 235, 239))
        draw.text((8, y + 6), label, font=LABEL, fill=(40, 44, 52))
        y += band
        draw.rectangle((0, y, WIDTH + 1, y + panel.height + 1), outline=(200, 204, 210))
        figure.paste(panel, (1, y + 1))
        y += panel.height + 2 + gap
    return figure


def main():
    example = load_example(REPO / "docs/root-me/web-server/html-source-code/html-source-code.mdx")
    server = ThreadingHTTPServer(("127.0.0.1", PORT), example.Site)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with tempfile.TemporaryDirectory() as work:
            work = Path(work)
            page = screenshot("/", work / "page.png", 112)
            sent = urllib.request.urlopen(BASE + "/").read().decode()
            script = screenshot("/static/login.js", work / "script.png", 104)
            panel = screenshot("/panel", work / "panel.png", 36)
    finally:
        server.shutdown()
    stack([
        ("GET / as Chromium draws it: a heading, a field, a button", page),
        ("GET / as the server sent it (what view-source shows); highlighted: what it holds but does not draw", source_panel(sent)),
        ("GET /static/login.js, the file the page's script tag loads, as Chromium draws it", script),
        ("GET /panel, requested directly with no password", panel),
    ]).save(OUT / "drawn-and-sent.png", optimize=True)
    print("Wrote", OUT / "drawn-and-sent.png")


if __name__ == "__main__":
    main()
