#!/usr/bin/env python3
"""Figure for the "Install files" page: our own worked example's leftover installer, drawn and as sent.

Root-Me pages use no challenge file. This script imports the page's own `example.py` block (through
scripts/figures/worked_example.py, so the figure comes from the code the page shows), serves its `Site`
handler on 127.0.0.1:19721, takes screenshots with scripts/figures/screenshot.ts (640 px window at 1.2x),
fetches the installer's raw response from the same server, and composes with scripts/figures/panels.py,
writing next to itself:
  installer.png  three panels, each under its request and the status the running target returns for it:
                 the installation notes as Chromium draws them; the installer they name as Chromium draws
                 it, the database password masked; the same response as the server sent it, set in a
                 monospaced font, the password's line highlighted

It also writes installer.narrow.png, the same three panels for phones
(scripts/figures/panels.py's narrow: a 220 px window at 2.4x, labels wrapped at 30 px, so its text stays
12 px high on a 375 px phone).

Run from anywhere: python3 make_figures.py
Needs Pillow (Debian: python3-pil, for /usr/bin/python3) and the repository's npm packages (npx tsx).
"""
import sys
import tempfile
import urllib.request
from pathlib import Path

OUT = Path(__file__).resolve().parent
REPO = OUT.parents[4]
sys.path.insert(0, str(REPO / "scripts" / "figures"))
from panels import Panel, screenshot, source_panel, stack, status_of  # noqa: E402
from worked_example import load_example, serving  # noqa: E402

PORT, WIDTH = 19721, 640


def main():
    example = load_example(REPO / "docs/root-me/web-server/install-files/install-files.mdx")
    with serving(example.Site, PORT) as base, tempfile.TemporaryDirectory() as work:
        work = Path(work)
        sent = urllib.request.urlopen(base + "/admin/install.php").read().decode()
        statuses = {path: status_of(base + path) for path in ("/docs/INSTALL.txt", "/admin/install.php")}
        for name, narrow in (("installer.png", False), ("installer.narrow.png", True)):
            notes = screenshot(base + "/docs/INSTALL.txt", work / "notes.png", width=WIDTH, narrow=narrow)
            drawn = screenshot(base + "/admin/install.php", work / "installer.png", width=WIDTH, narrow=narrow)
            draw(base, statuses, sent, notes, drawn, name, narrow)


def draw(base, statuses, sent, notes, drawn, name, narrow):
    size = stack([
        Panel([f"GET {base}/docs/INSTALL.txt as Chromium draws it", statuses["/docs/INSTALL.txt"],
               "the notes name the installer"], notes),
        Panel([f"GET {base}/admin/install.php as Chromium draws it", statuses["/admin/install.php"],
               "still there, prefilled, the password masked"], drawn),
        Panel([f"GET {base}/admin/install.php as the server sent it", "highlighted: the masked field's value"],
              source_panel(sent, r'name="db_pass"', width=max(notes.width, drawn.width), narrow=narrow)),
    ], OUT / name, narrow=narrow)
    print(f"Wrote {OUT / name} ({size[0]}x{size[1]})")


if __name__ == "__main__":
    main()
