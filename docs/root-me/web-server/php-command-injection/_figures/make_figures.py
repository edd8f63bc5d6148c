#!/usr/bin/env python3
"""Figure for the "PHP - Command injection" page: our own PHP backup form, attacked in Chromium.

Root-Me pages use no challenge file. This script writes the page's own `config.php` and `index.php`
blocks (read with scripts/figures/worked_example.py, so the figure comes from the code the page shows)
into a temporary folder with notes/, backups/ and public/, serves it with PHP's built-in web server on
127.0.0.1:19731, has Chromium (scripts/figures/screenshot.ts, 640 px window at 1.2x) type the page's
payload into the form and submit it, then opens the file the injected command wrote, and composes with
scripts/figures/panels.py, writing next to itself:
  blind-injection.png  three panels, each under its request: the form with the payload typed; the answer
                       to it, the same "backup queued" as any name gets; the file public/out.txt the
                       injected command wrote, as Chromium draws it. The two GETs carry the status the
                       server returns; the POST is not sent again for its status (that would run the
                       injected command a second time)

It also writes blind-injection.narrow.png, the same three panels for phones
(scripts/figures/panels.py's narrow: a 220 px window at 2.4x, labels wrapped at 30 px, so its text stays
12 px high on a 375 px phone),
from a second run of the same form in a fresh site folder.

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

OUT = Path(__file__).resolve().parent
REPO = OUT.parents[4]
PAGE = REPO / "docs/root-me/web-server/php-command-injection/php-command-injection.mdx"
sys.path.insert(0, str(REPO / "scripts" / "figures"))
from panels import Panel, screenshot, stack, status_of  # noqa: E402
from worked_example import code_block  # noqa: E402

PORT, WIDTH = 19731, 640
BASE = f"http://127.0.0.1:{PORT}"


def main():
    for figure, narrow in (("blind-injection.png", False), ("blind-injection.narrow.png", True)):
        run(figure, narrow)


def run(figure, narrow):
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
            form = screenshot(BASE + "/", work / "form.png", width=WIDTH, fill={"input": payload}, narrow=narrow)
            form_status = status_of(BASE + "/")
            # The POST is not asked again for its status: that would run the injected command a second time.
            answer = screenshot(BASE + "/", work / "answer.png", width=WIDTH, fill={"input": payload}, submit="button",
                                narrow=narrow)
            written = screenshot(BASE + "/public/out.txt", work / "out.png", width=WIDTH, narrow=narrow)
            written_status = status_of(BASE + "/public/out.txt")
        finally:
            server.terminate()
            server.wait()
    size = stack([
        Panel([f"GET {BASE}/: the backup form", form_status, f"with \"{payload}\" typed as the name"], form),
        Panel([f"POST {BASE}/ with that name (the form submitted)", "the answer, the same as for any other name"], answer),
        Panel([f"GET {BASE}/public/out.txt as Chromium draws it", written_status, "the file the injected cat wrote"], written),
    ], OUT / figure, narrow=narrow)
    print(f"Wrote {OUT / figure} ({size[0]}x{size[1]})")


if __name__ == "__main__":
    main()
