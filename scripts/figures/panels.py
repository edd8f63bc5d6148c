"""Several states of a worked example in one figure: real Chromium screenshots, stacked, each under a label.

A worked example's target often answers in one line of plain text, so one screenshot says little; the
figure that teaches puts the states side by side: the refusal, then the answer once the request changed.
Each panel is a screenshot taken by scripts/figures/screenshot.ts (Chromium drawing our own target on
127.0.0.1), trimmed to what it drew; its label names the request that produced it, and the status line
in the label is read from the running target too (`status_of`), never typed.

    import sys; sys.path.insert(0, "<repo>/scripts/figures")
    from panels import Panel, screenshot, stack, status_of
    shot = screenshot("http://127.0.0.1:19861/report", work / "a.png", header=["Referer: https://..."])
    stack([Panel(["GET /report, no Referer", status_of(url)], shot)], out / "figure.png")

Needs Pillow (Debian: python3-pil) and the repository's node_modules (npm ci).
"""
import subprocess
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFont

REPO = Path(__file__).resolve().parents[2]
SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SANS_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
WHITE = (255, 255, 255)


def screenshot(url, out, *, width=700, height=400, scale=1.2, selector=None, header=(), unreachable=()):
    """Runs screenshot.ts on `url` (Chromium, light colour scheme) and returns the PNG it wrote, trimmed."""
    command = ["npx", "tsx", "scripts/figures/screenshot.ts", url, str(out), "--width", str(width), "--height", str(height), "--scale", str(scale)]
    if selector:
        command += ["--selector", selector]
    for line in header:
        command += ["--header", line]
    for host in unreachable:
        command += ["--unreachable", host]
    subprocess.run(command, cwd=REPO, check=True, stdout=subprocess.DEVNULL)
    return trim(Image.open(out).convert("RGB"), margin=round(10 * scale))


def trim(image, margin):
    """Cuts the blank page around what Chromium drew and sets it on white, `margin` pixels on every side."""
    box = ImageChops.difference(image, Image.new("RGB", image.size, WHITE)).getbbox()
    if box is None:
        raise SystemExit("a screenshot came out blank")
    drawn = image.crop(box)
    framed = Image.new("RGB", (drawn.width + 2 * margin, drawn.height + 2 * margin), WHITE)
    framed.paste(drawn, (margin, margin))
    return framed


def first_blocks(image, count, margin):
    """The top of `image` down to the end of its first `count` blocks of drawn rows (lines separated by blank rows)."""
    blank = [all(image.getpixel((x, y)) == WHITE for x in range(image.width)) for y in range(image.height)]
    blocks, inside = 0, False
    for y, empty in enumerate(blank):
        if not empty and not inside:
            inside = True
        elif empty and inside:
            inside, blocks = False, blocks + 1
            if blocks == count:
                return trim(image.crop((0, 0, image.width, y)), margin)
    raise SystemExit(f"expected at least {count} blocks of text in the screenshot, found {blocks}")


def status_of(url, headers=None):
    """`HTTP <code> <reason>` as the running target answers `url`, plus the Location of a redirect (not followed)."""

    class NoFollow(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    opener = urllib.request.build_opener(NoFollow)
    try:
        with opener.open(urllib.request.Request(url, headers=headers or {})) as response:
            code, reason, location = response.status, response.reason, response.headers.get("Location")
    except urllib.error.HTTPError as error:
        code, reason, location = error.code, error.reason, error.headers.get("Location")
    return f"→ {code} {reason}" + (f", Location: {location}" if location else "")


@dataclass
class Panel:
    label: list  # lines of text: the request first, then what answered
    image: Image.Image


def stack(panels, out, *, pad=18, gap=22, font_size=16):
    """Writes the panels one under the other: each label, then its screenshot in a thin grey frame, all frames one width."""
    bold, regular = ImageFont.truetype(SANS_BOLD, font_size), ImageFont.truetype(SANS, font_size)
    line_height = round(font_size * 1.45)
    frame = max(panel.image.width for panel in panels) + 2
    label_width = max(ImageDraw.Draw(Image.new("RGB", (1, 1))).textlength(line, font=bold) for panel in panels for line in panel.label)
    width = max(frame, round(label_width)) + 2 * pad
    height = pad + sum(len(p.label) * line_height + 6 + p.image.height + 2 for p in panels) + gap * (len(panels) - 1) + pad
    figure = Image.new("RGB", (width, height), WHITE)
    draw = ImageDraw.Draw(figure)
    y = pad
    for panel in panels:
        for number, line in enumerate(panel.label):
            draw.text((pad, y), line, font=bold if number == 0 else regular, fill=(40, 40, 40) if number == 0 else (85, 85, 85))
            y += line_height
        y += 6
        draw.rectangle((pad, y, pad + frame - 1, y + panel.image.height + 1), outline=(190, 190, 190), fill=WHITE)
        figure.paste(panel.image, (pad + 1, y + 1))
        y += panel.image.height + 2 + gap
    figure.save(out, optimize=True)
    return figure.size
