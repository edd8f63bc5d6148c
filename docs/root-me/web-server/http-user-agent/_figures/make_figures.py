#!/usr/bin/env python3
"""Figure for the "HTTP - User-agent" page: our own worked example (not the challenge) as Chromium draws it.

Imports the Report handler from the page's own `example.py` block (scripts/figures/worked_example.py, so the
figure comes from the code the page shows), serves it on 127.0.0.1:19861 as the page's curl demo does, has
Chromium (scripts/figures/screenshot.ts, 700 px window at 1.2x) open /report twice, once as typed in the
address bar and once with the dashboard's address in Referer, and writes next to itself:
  referer-refused-and-accepted.png  the two answers stacked, each under the request that produced it and the
                                    status the running target returns for it
  referer-refused-and-accepted.narrow.png  the same for phones: a 220 px window at 2.4x, labels wrapped at
                                    30 px (scripts/figures/panels.py's narrow), so the text stays 12 px high

Run from anywhere: python3 make_figures.py   (needs Pillow, Debian: python3-pil, and npm ci in the repository)
"""
import sys
import tempfile
from pathlib import Path

OUT = Path(__file__).resolve().parent
REPO = OUT.parents[4]
sys.path.insert(0, str(REPO / "scripts" / "figures"))
from panels import Panel, screenshot, stack, status_of  # noqa: E402
from worked_example import load_example, serving  # noqa: E402

PORT = 19861
example = load_example(OUT.parent / "http-user-agent.mdx")
with serving(example.Report, PORT) as base, tempfile.TemporaryDirectory() as work:
    url = base + "/report"
    referer = f"Referer: {example.DASHBOARD}"
    for name, narrow in (("referer-refused-and-accepted.png", False), ("referer-refused-and-accepted.narrow.png", True)):
        refused = screenshot(url, Path(work) / "refused.png", selector="pre", narrow=narrow)
        accepted = screenshot(url, Path(work) / "accepted.png", selector="pre", header=[referer], narrow=narrow)
        size = stack(
            [
                Panel([f"GET {url} (typed in the address bar, no Referer)", status_of(url)], refused),
                Panel([f"GET {url} with {referer}", status_of(url, dict([referer.split(": ", 1)]))], accepted),
            ],
            OUT / name,
            narrow=narrow,
        )
        print(f"wrote {OUT / name} ({size[0]}x{size[1]})")
