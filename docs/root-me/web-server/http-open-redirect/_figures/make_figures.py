#!/usr/bin/env python3
"""Figure for the "HTTP - Open redirect" page: our own worked example (not the challenge) as Chromium draws it.

Imports the Portal handler from the page's own `example.py` block (scripts/figures/worked_example.py, so the
figure comes from the code the page shows) and serves it on 127.0.0.1:19863, as the page's curl demo does.
Chromium (scripts/figures/screenshot.ts, 700 px window at 1.2x) opens the links page, then /out and /out-fixed
with the page's last probe, https://docs.example.org@phish.example/, as `to`. /out answers 302 and Chromium
follows the Location to the host phish.example; `--unreachable phish.example` makes Chromium's resolver say
that host does not exist without asking DNS (.example names are reserved and never resolve), so nothing leaves
the machine and the screenshot is Chromium's error page naming the host it went to, cut after its first two
lines. Writes next to itself:
  links-and-landing.png  the links page, where the crafted /out link lands, and the fixed endpoint's refusal,
                         stacked, each under the request that produced it and the status the running target
                         returns for it (read without following the redirect)

It also writes links-and-landing.narrow.png, the same three panels for phones
(scripts/figures/panels.py's narrow: a 220 px window at 2.4x, labels wrapped at 30 px, so its text stays
12 px high on a 375 px phone).

Run from anywhere: python3 make_figures.py   (needs Pillow, Debian: python3-pil, and npm ci in the repository)
"""
import html
import re
import sys
import tempfile
import urllib.parse
import urllib.request
from pathlib import Path

OUT = Path(__file__).resolve().parent
REPO = OUT.parents[4]
sys.path.insert(0, str(REPO / "scripts" / "figures"))
from panels import Panel, first_blocks, screenshot, stack, status_of  # noqa: E402
from worked_example import code_block, load_example, serving  # noqa: E402

PORT = 19863
PAGE = OUT.parent / "http-open-redirect.mdx"
example = load_example(PAGE)
# The crafted target is the example's own last probe: the partner's name as a user name in front of @phish.example.
target = re.findall(r'^\s+"(https://[^"]+)",', code_block(PAGE), re.M)[-1]
landing = urllib.parse.urlsplit(target).hostname
with serving(example.Portal, PORT) as base, tempfile.TemporaryDirectory() as work:
    with urllib.request.urlopen(base + "/") as response:
        first_href = html.unescape(re.search(r'href="([^"]+)"', response.read().decode()).group(1))
    out_url, fixed_url = (f"{base}{endpoint}?{urllib.parse.urlencode({'to': target})}" for endpoint in ("/out", "/out-fixed"))
    for name, narrow in (("links-and-landing.png", False), ("links-and-landing.narrow.png", True)):
        links = screenshot(base + "/", Path(work) / "links.png", narrow=narrow)
        lands = screenshot(out_url, Path(work) / "lands.png", selector="#main-message", unreachable=[landing], narrow=narrow)
        refused = screenshot(fixed_url, Path(work) / "refused.png", selector="pre", narrow=narrow)
        size = stack(
            [
                Panel([f"GET {base}/", status_of(base + "/"), f"the first link's href: {first_href}"], links),
                Panel(
                    [f"GET {base}/out?to={target}", status_of(out_url), f"and Chromium, following it, goes to the host {landing}:"],
                    first_blocks(lands, 2, margin=12 * (2 if narrow else 1)),
                ),
                Panel([f"GET {base}/out-fixed?to={target}", status_of(fixed_url)], refused),
            ],
            OUT / name,
            narrow=narrow,
        )
        print(f"wrote {OUT / name} ({size[0]}x{size[1]})")
