#!/usr/bin/env python3
"""Figure for the "HTML - Source code" page: our own worked example, as Chromium draws it and as it was sent.

Root-Me pages use no challenge file. This script imports the page's own `example.py` block (through
scripts/figures/worked_example.py, so the figure comes from the code the page shows), serves its `Site`
handler on 127.0.0.1:19701, takes screenshots with scripts/figures/screenshot.ts (760 px window at 1.2x),
fetches the raw front page from the same server, and composes with scripts/figures/panels.py, writing
next to itself:
  drawn-and-sent.png  four panels, each under its request and the status the running target returns for
                      it: the login page as Chromium draws it; the same response as the server sent it, set
                      in a monospaced font with the lines that carry what the browser does not draw highlighted
                      (comment, event handler, hidden field, script file); the script file as Chromium draws it;
                      /panel requested directly, with no password

It also writes drawn-and-sent.narrow.png, the same four panels for phones
(scripts/figures/panels.py's narrow: a 220 px window at 2.4x, labels wrapped at 30 px, so its text stays
12 px high on a 375 px phone).

Run from anywhere: python3 make_figures.py
Needs Pillow (Debian: python3-pil, for /usr/bin/python3) and the repository's npm packages (npx tsx).
"""
import re
import sys
import tempfile
import urllib.request
from pathlib import Path

OUT = Path(__file__).resolve().parent
REPO = OUT.parents[4]
sys.path.insert(0, str(REPO / "scripts" / "figures"))
from panels import Panel, screenshot, source_panel, stack, status_of  # noqa: E402
from worked_example import load_example, serving  # noqa: E402

PORT, WIDTH = 19701, 760
# What the browser parses but never draws: the same four kinds the example's Reader collects.
NOT_DRAWN = re.compile(r'<!--|\son\w+="|type="hidden"|<script src=')


def main():
    example = load_example(REPO / "docs/root-me/web-server/html-source-code/html-source-code.mdx")
    with serving(example.Site, PORT) as base, tempfile.TemporaryDirectory() as work:
        work = Path(work)
        sent = urllib.request.urlopen(base + "/").read().decode()
        statuses = {path: status_of(base + path) for path in ("/", "/static/login.js", "/panel")}
        for name, narrow in (("drawn-and-sent.png", False), ("drawn-and-sent.narrow.png", True)):
            page = screenshot(base + "/", work / "page.png", width=WIDTH, narrow=narrow)
            script = screenshot(base + "/static/login.js", work / "script.png", width=WIDTH, narrow=narrow)
            panel = screenshot(base + "/panel", work / "panel.png", width=WIDTH, narrow=narrow)
            draw(base, statuses, sent, page, script, panel, name, narrow)


def draw(base, statuses, sent, page, script, panel, name, narrow):
    size = stack([
        Panel([f"GET {base}/ as Chromium draws it", statuses["/"], "a heading, a field, a button"], page),
        Panel([f"GET {base}/ as the server sent it (what view-source shows)",
               "highlighted: lines holding what it does not draw (comment, handler, hidden field, script)"],
              source_panel(sent, NOT_DRAWN, width=max(shot.width for shot in (page, script, panel)), narrow=narrow)),
        Panel([f"GET {base}/static/login.js as Chromium draws it", statuses["/static/login.js"],
               "the file the page's script tag loads"], script),
        Panel([f"GET {base}/panel, requested directly with no password", statuses["/panel"]], panel),
    ], OUT / name, narrow=narrow)
    print(f"Wrote {OUT / name} ({size[0]}x{size[1]})")


if __name__ == "__main__":
    main()
