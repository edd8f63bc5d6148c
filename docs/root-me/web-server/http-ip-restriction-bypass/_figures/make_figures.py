#!/usr/bin/env python3
"""Figure for the "HTTP - IP restriction bypass" page: our own worked example (not the challenge) as Chromium draws it.

Imports the Admin and FrontProxy handlers from the page's own `example.py` block (scripts/figures/worked_example.py,
so the figure comes from the code the page shows). Serves Admin on 127.0.0.1:19862, as the page's curl demo does,
and FrontProxy on 127.0.0.1:19864 with its backend set to Admin, as the example's main() does. Chromium
(scripts/figures/screenshot.ts, 700 px window at 1.2x) opens the admin page four times: with no forwarding header,
with X-Forwarded-For, with Forwarded, and with the same Forwarded header through the fixing proxy. Writes next to itself:
  forwarded-header-admin.png  the four answers stacked, each under the request that produced it and the status the
                              running target returns for it

It also writes forwarded-header-admin.narrow.png, the same four panels for phones
(scripts/figures/panels.py's narrow: a 220 px window at 2.4x, labels wrapped at 30 px, so its text stays
12 px high on a 375 px phone).

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

ADMIN_PORT, PROXY_PORT = 19862, 19864
example = load_example(OUT.parent / "http-ip-restriction-bypass.mdx")
with serving(example.Admin, ADMIN_PORT) as admin:
    admin_url = admin + "/"
    with serving(example.FrontProxy, PROXY_PORT, backend=admin_url) as proxy, tempfile.TemporaryDirectory() as work:
        proxy_url = proxy + "/"
        gateway = str(example.VPN_GATEWAY)
        requests = [
            (admin_url, None, f"GET {admin_url} with no forwarding header"),
            (admin_url, f"X-Forwarded-For: {gateway}", None),
            (admin_url, f"Forwarded: for={gateway}", None),
            (proxy_url, f"Forwarded: for={gateway}", f"GET {proxy_url} (the fixing proxy in front) with Forwarded: for={gateway}"),
        ]
        for name, narrow in (("forwarded-header-admin.png", False), ("forwarded-header-admin.narrow.png", True)):
            panels = []
            for number, (url, header, label) in enumerate(requests):
                headers = [header] if header else []
                image = screenshot(url, Path(work) / f"{number}.png", selector="pre", header=headers, narrow=narrow)
                status = status_of(url, dict(line.split(": ", 1) for line in headers))
                panels.append(Panel([label or f"GET {url} with {header}", status], image))
            size = stack(panels, OUT / name, narrow=narrow)
            print(f"wrote {OUT / name} ({size[0]}x{size[1]})")
