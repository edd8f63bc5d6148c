#!/usr/bin/env python3
"""Figure for the "PHP - Command injection" page: our own PHP backup form, attacked in Chromium.

Root-Me pages use no challenge file. This script writes the page's own `config.php` and `index.php`
blocks (read with scripts/figures/worked_example.py, so the figure comes from the code the page shows)
into a temporary folder with notes/, backups/ and public/, serves it with PHP's built-in web server on
127.0.0.1:19731, has Chromium (scripts/figures/screenshot.ts) type the page's payload into the form and
submit it, then opens the file the injected command wrote, and writes, next to itself:
  blind-injection.png  three panels, 640 px wide, each labelled with its request: the form with the
                       payload typed; the answer to it, the same "backup queued" as any name gets; the
                       file public/out.txt the injected command wrote, as Chromium draws it

Run from anywhere: python3 make_figures.py
Needs PHP's command-line interpreter (Debian: php-cli), Pillow (Debian: python3-pil, for /usr/bin/python3)
and the repository's npm packages (npx tsx).
"""
import re
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent
REPO = OUT.parents[4]
PAGE = REPO / "docs/root-me/web-server/php-command-injection/php-command-injection.mdx"
sys.path.insert(0, str(REPO / "scripts" / "figures"))
from worked_example import code_block  # noqa: E402

PORT, WIDTH = 19731, 640
BASE = f"http://127.0.0.1:{PORT}"
LABEL = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 13)


def screenshot(path, out, height, *options):
    subprocess.run(["npx", "tsx", "scripts/figures/screenshot.ts", BASE + path, str(out),
                    "--width", str(WIDTH), "--height", str(height), *options], cwd=REPO, check=True)
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
    # The payload of the page's own curl demo, read from that command line.
    payload = re.search(r"--data-urlencode '(name=[^']*out\.txt[^']*)'", PAGE.read_text(encoding="utf-8")).group(1)
    payload = payload.removeprefix("name=")
    with tempfile.TemporaryDirectory() as site, tempfile.TemporaryDirectory() as work:
        site, work = Path(site), Path(work)
        for folder in ("notes", "backups", "public"):
            (site / folder).mkdir()
        (site / "notes" / "todo.txt").write_text("water the ferns\n")
        for name in ("config.php", "index.php"):
            (site / name).write_text(code_block(PAGE, name), encoding="utf-8")
        server = subprocess.Popen(["php", "-S", f"127.0.0.1:{PORT}", "-t", str(site)], cwd=site,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(50):
                try:
                    urllib.request.urlopen(BASE + "/").close()
                    break
                except OSError:
                    time.sleep(0.1)
            form = screenshot("/", work / "form.png", 40, "--fill", f"input={payload}")
            answer = screenshot("/", work / "answer.png", 36, "--fill", f"input={payload}", "--submit", "button")
            written = screenshot("/public/out.txt", work / "out.png", 70)
        finally:
            server.terminate()
            server.wait()
    stack([
        (f"GET /: the form, with \"{payload}\" typed", form),
        ("POST /: the answer, the same as for any other name", answer),
        ("GET /public/out.txt: the file the injected cat wrote, as Chromium draws it", written),
    ]).save(OUT / "blind-injection.png", optimize=True)
    print("Wrote", OUT / "blind-injection.png")


if __name__ == "__main__":
    main()
