#!/usr/bin/env python3
"""Figure for the "Weak password" page: our own worked example's login form and its two answers, in Chromium.

Root-Me pages use no challenge file. This script imports the page's own `example.py` block (through
scripts/figures/worked_example.py, so the figure comes from the code the page shows), serves its `Console`
handler on 127.0.0.1:19711, has Chromium (scripts/figures/screenshot.ts) type the two pairs the example
tries into the form and submit them, asks the same server with the example's own `login()` for the status
and cookie of each answer (a browser draws neither), and writes, next to itself:
  login-attempts.png  three panels, 640 px wide, each labelled with its request: the PrintHub login form
                      with the second pair typed; the answer to the manual's first pair; the answer to the
                      second, with the status and cookie of each in its label

Run from anywhere: python3 make_figures.py
Needs Pillow (Debian: python3-pil, for /usr/bin/python3) and the repository's npm packages (npx tsx).
"""
import subprocess
import sys
import tempfile
import threading
from http.server import ThreadingHTTPServer
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent
REPO = OUT.parents[4]
sys.path.insert(0, str(REPO / "scripts" / "figures"))
from worked_example import load_example  # noqa: E402

PORT, WIDTH = 19711, 640
BASE = f"http://127.0.0.1:{PORT}"
LABEL = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 13)


def screenshot(out, height, user, password, submit):
    subprocess.run(["npx", "tsx", "scripts/figures/screenshot.ts", BASE + "/", str(out),
                    "--width", str(WIDTH), "--height", str(height),
                    "--fill", f"input:nth-of-type(1)={user}", "--fill", f"input:nth-of-type(2)={password}",
                    *(["--submit", "button"] if submit else [])], cwd=REPO, check=True)
    return Image.open(out).convert("RGB")


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
    example = load_example(REPO / "docs/root-me/web-server/weak-password/weak-password.mdx")
    (first, second) = example.MANUAL_DEFAULTS["PrintHub"]
    server = ThreadingHTTPServer(("127.0.0.1", PORT), example.Console)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    panels = []
    try:
        with tempfile.TemporaryDirectory() as work:
            work = Path(work)
            panels.append((f"GET /: the console's login page, with the pair {second[0]} / {second[1]} typed",
                           screenshot(work / "form.png", 62, *second, submit=False)))
            for i, (user, password) in enumerate((first, second)):
                status, cookie, _ = example.login(BASE + "/login", user, password)
                answer = screenshot(work / f"answer{i}.png", 36, user, password, submit=True)
                panels.append((f"POST /login with {user} / {password}  →  HTTP {status}, "
                               + (f"Set-Cookie: {cookie}" if cookie else "no cookie"), answer))
    finally:
        server.shutdown()
    stack(panels).save(OUT / "login-attempts.png", optimize=True)
    print("Wrote", OUT / "login-attempts.png")


if __name__ == "__main__":
    main()
