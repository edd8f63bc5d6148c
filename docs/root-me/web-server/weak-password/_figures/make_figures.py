#!/usr/bin/env python3
"""Figure for the "Weak password" page: our own worked example's login form and its two answers, in Chromium.

Root-Me pages use no challenge file. This script imports the page's own `example.py` block (through
scripts/figures/worked_example.py, so the figure comes from the code the page shows), serves its `Console`
handler on 127.0.0.1:19711, has Chromium (scripts/figures/screenshot.ts, 640 px window at 1.2x) type the
two pairs the example tries into the form and submit them, reads from the same server the status of each
answer (panels.status_of, posting the same pair) and its cookie (the example's own `login()`), since a
browser draws neither, and composes with scripts/figures/panels.py, writing next to itself:
  login-attempts.png  three panels, each under its request: the PrintHub login form with the second pair
                      typed; the answer to the manual's first pair; the answer to the second, with the
                      status and cookie of each in its label

It also writes login-attempts.narrow.png, the same three panels for phones
(scripts/figures/panels.py's narrow: a 220 px window at 2.4x, labels wrapped at 30 px, so its text stays
12 px high on a 375 px phone).

Run from anywhere: python3 make_figures.py
Needs Pillow (Debian: python3-pil, for /usr/bin/python3) and the repository's npm packages (npx tsx).
"""
import sys
import tempfile
from pathlib import Path

OUT = Path(__file__).resolve().parent
REPO = OUT.parents[4]
sys.path.insert(0, str(REPO / "scripts" / "figures"))
from panels import Panel, screenshot, stack, status_of  # noqa: E402
from worked_example import load_example, serving  # noqa: E402

PORT, WIDTH = 19711, 640


def typed(user, password):
    """The login form's two fields, as screenshot.ts fills them."""
    return {"input:nth-of-type(1)": user, "input:nth-of-type(2)": password}


def main():
    example = load_example(REPO / "docs/root-me/web-server/weak-password/weak-password.mdx")
    (first, second) = example.MANUAL_DEFAULTS["PrintHub"]
    for name, narrow in (("login-attempts.png", False), ("login-attempts.narrow.png", True)):
        with serving(example.Console, PORT) as base, tempfile.TemporaryDirectory() as work:
            work = Path(work)
            form = screenshot(base + "/", work / "form.png", width=WIDTH, fill=typed(*second), narrow=narrow)
            panels = [Panel([f"GET {base}/: the console's login page", status_of(base + "/"),
                             f"with the pair {second[0]} / {second[1]} typed"], form)]
            for i, (user, password) in enumerate((first, second)):
                answer = screenshot(base + "/", work / f"answer{i}.png", width=WIDTH, fill=typed(user, password),
                                    submit="button", narrow=narrow)
                status = status_of(base + "/login", data={"user": user, "pass": password})
                _, cookie, _ = example.login(base + "/login", user, password)
                panels.append(Panel([f"POST {base}/login with user={user}&pass={password}",
                                     status + (f", Set-Cookie: {cookie}" if cookie else ", no cookie")], answer))
        size = stack(panels, OUT / name, narrow=narrow)
        print(f"Wrote {OUT / name} ({size[0]}x{size[1]})")


if __name__ == "__main__":
    main()
