"""Several states of a worked example in one figure: real Chromium screenshots, stacked, each under a label.

A worked example's target often answers in one line of plain text, so one screenshot says little; the
figure that teaches puts the states side by side: the refusal, then the answer once the request changed.
A panel is a screenshot taken by scripts/figures/screenshot.ts (Chromium drawing our own target on
127.0.0.1, typing into its forms if asked), trimmed to what it drew; its label names the request that
produced it, and the status line in the label is read from the running target too (`status_of`), never
typed. A panel can also be a response as the server sent it, fetched from the same target and set line by
line in a monospaced font as view-source lays it out (`source_panel`), the lines that matter highlighted:
what a browser receives but does not draw (a comment, a hidden field, a masked password's value).

    import sys; sys.path.insert(0, "<repo>/scripts/figures")
    from panels import Panel, screenshot, source_panel, stack, status_of
    shot = screenshot("http://127.0.0.1:19861/report", work / "a.png", header=["Referer: https://..."])
    form = screenshot(url, work / "b.png", fill={"input:nth-of-type(1)": "admin"}, submit="button")
    sent = source_panel(urllib.request.urlopen(url).read().decode(), r'<!--|type="hidden"')
    stack([Panel(["GET /report, no Referer", status_of(url)], shot), Panel(["GET / as sent"], sent)], out / "figure.png")

Needs Pillow (Debian: python3-pil) and the repository's node_modules (npm ci).
"""
import re
import subprocess
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFont

REPO = Path(__file__).resolve().parents[2]
SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SANS_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
WHITE = (255, 255, 255)
# The phone variant (`name.narrow.png`, served below 600 px): screenshots in a 220 px window at 2.4x and
# labels and source lines at 30 px, so that a figure about 610 px wide, shown 341 CSS px wide on a 375 px
# phone, keeps Chromium's 13 px monospace and the labels at least 12 px high. Long lines wrap instead.
NARROW_WIDTH, NARROW_SCALE, NARROW_FONT = 220, 2.4, 30


def screenshot(url, out, *, width=700, height=400, scale=1.2, selector=None, header=(), unreachable=(),
               credentials=None, fill=None, submit=None, narrow=False):
    """Runs screenshot.ts on `url` (Chromium, light colour scheme) and returns the PNG it wrote, trimmed.

    `header` lines ('Name: value') go with every request; `credentials` ('user:password') answers an HTTP
    authentication challenge; `fill` ({css: value}, the css without "=") types into form fields, in order,
    and `submit` (css) then clicks a button, the screenshot showing the page the answer drew; `unreachable`
    hosts do not resolve. `narrow` takes it for the phone variant instead: a NARROW_WIDTH window at
    NARROW_SCALE, the whole page (text wraps and the page grows longer), whatever `width` and `scale` say.
    """
    if narrow:
        width, scale = NARROW_WIDTH, NARROW_SCALE
    command = ["npx", "tsx", "scripts/figures/screenshot.ts", url, str(out), "--width", str(width), "--height", str(height), "--scale", str(scale)]
    if selector:
        command += ["--selector", selector]
    elif narrow:
        command += ["--full-page"]
    for line in header:
        command += ["--header", line]
    for host in unreachable:
        command += ["--unreachable", host]
    if credentials:
        command += ["--credentials", credentials]
    for css, value in (fill or {}).items():
        command += ["--fill", f"{css}={value}"]
    if submit:
        command += ["--submit", submit]
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


def status_of(url, headers=None, data=None):
    """`→ <code> <reason>` as the running target answers `url`, plus the Location of a redirect (not followed).

    With `data` ({field: value}) the request is a POST of that form, URL-encoded, as a browser submits it.
    """

    class NoFollow(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    opener = urllib.request.build_opener(NoFollow)
    body = urllib.parse.urlencode(data).encode() if data is not None else None
    try:
        with opener.open(urllib.request.Request(url, data=body, headers=headers or {})) as response:
            code, reason, location = response.status, response.reason, response.headers.get("Location")
    except urllib.error.HTTPError as error:
        code, reason, location = error.code, error.reason, error.headers.get("Location")
    return f"→ {code} {reason}" + (f", Location: {location}" if location else "")


def source_panel(text, highlight, width=None, *, font_size=14, margin=12, narrow=False):
    """A response as the server sent it, as view-source lays it out: one line per row in a monospaced font,
    numbered in grey, the lines `highlight` picks on a yellow band.

    `highlight` is a regular expression (searched in each line) or a predicate taking the line. The panel
    is as wide as its longest line plus `margin` on both sides, or `width` pixels if that is wider (the
    bands then run across it). The default `font_size`, 14 px, sits a little under Chromium's 13 px monospace
    at scale 1.2 (15.6 px), so a long line of markup still fits a figure under 900 px.
    `narrow` draws it for the phone variant: NARROW_FONT px, at most `width` pixels wide, a line longer than
    that wrapped onto unnumbered rows (the whole line highlighted when it is picked).
    """
    picks = highlight if callable(highlight) else re.compile(highlight).search
    lines = text.rstrip("\n").split("\n")
    if narrow:
        font_size = NARROW_FONT
    font = ImageFont.truetype(MONO, font_size)
    advance = font.getlength("0")
    gutter = len(str(len(lines)))
    text_x = margin + round((gutter + 2) * advance)
    row = round(font_size * 1.45)
    if narrow:
        columns = max(8, int((width - text_x - margin) // advance))
        rows = [(number, piece) for number, line in enumerate(lines, 1)
                for piece in (_wrap_code(line, columns) or [""])]
    else:
        rows = [(number, line) for number, line in enumerate(lines, 1)]
    natural = text_x + round(max(font.getlength(piece) for _, piece in rows)) + margin
    panel = Image.new("RGB", (width if narrow else max(width or 0, natural), 2 * margin + row * len(rows)), WHITE)
    draw = ImageDraw.Draw(panel)
    shown = set()
    for index, (number, piece) in enumerate(rows):
        y = margin + row * index
        if picks(lines[number - 1]):
            draw.rectangle((0, y, panel.width - 1, y + row - 1), fill=(255, 236, 160))
        if number not in shown:
            shown.add(number)
            draw.text((margin, y + (row - font_size) // 2), f"{number:>{gutter}}", font=font, fill=(150, 150, 150))
        draw.text((text_x, y + (row - font_size) // 2), piece, font=font, fill=(20, 20, 20))
    return panel


def _wrap_code(line, columns):
    """A line of code cut into pieces of at most `columns` characters, after a space where one is near the end."""
    pieces = []
    while len(line) > columns:
        cut = line.rfind(" ", columns // 2, columns + 1)
        cut = cut + 1 if cut > 0 else columns
        pieces.append(line[:cut])
        line = line[cut:]
    return pieces + ([line] if line else [])


def _wrap_label(line, font, width):
    """A label cut into lines no wider than `width` pixels in `font`: at spaces, and a word (a URL) too long
    for a line of its own after one of / ? & = or anywhere."""
    measure = ImageDraw.Draw(Image.new("RGB", (1, 1))).textlength
    lines, current = [], ""
    for word in line.split(" "):
        candidate = f"{current} {word}" if current else word
        if measure(candidate, font=font) <= width:
            current = candidate
            continue
        if current:
            lines.append(current)
            current = ""
        while measure(word, font=font) > width:
            fits = max(i for i in range(1, len(word) + 1) if measure(word[:i], font=font) <= width)
            breaks = [i + 1 for i in range(fits // 2, fits) if word[i] in "/?&=:"]
            cut = breaks[-1] if breaks else fits
            lines.append(word[:cut])
            word = word[cut:]
        current = word
    return lines + ([current] if current else [])


@dataclass
class Panel:
    label: list  # lines of text: the request first, then what answered
    image: Image.Image
    first_lines: list = None  # internal: how many lines the request took once wrapped (bold)


def numbered_source(lines, first, marked, font_size=14, margin=12, narrow_width=None):
    """source_panel's layout (monospaced, grey line numbers, marked lines on a yellow band), numbered from `first`.

    `narrow_width` draws it for the phone variant as source_panel's narrow does: NARROW_FONT px, that many
    pixels wide, a longer line wrapped onto unnumbered rows (all of them highlighted when the line is marked)."""
    if narrow_width:
        font_size = NARROW_FONT
    font = ImageFont.truetype(MONO, font_size)
    gutter = len(str(first + len(lines) - 1))
    text_x = margin + round((gutter + 2) * font.getlength("0"))
    row = round(font_size * 1.45)
    if narrow_width:
        columns = max(8, int((narrow_width - text_x - margin) // font.getlength("0")))
        rows = [(first + index, piece, piece_index == 0) for index, line in enumerate(lines)
                for piece_index, piece in enumerate(_wrap_code(line, columns) or [""])]
        width = narrow_width
    else:
        rows = [(first + index, line, True) for index, line in enumerate(lines)]
        width = text_x + round(max(font.getlength(line) for line in lines)) + margin
    panel = Image.new("RGB", (width, 2 * margin + row * len(rows)), WHITE)
    draw = ImageDraw.Draw(panel)
    for index, (number, line, numbered) in enumerate(rows):
        y = margin + row * index
        if number in marked:
            draw.rectangle((0, y, width - 1, y + row - 1), fill=(255, 236, 160))
        if numbered:
            draw.text((margin, y + (row - font_size) // 2), f"{number:>{gutter}}", font=font, fill=(150, 150, 150))
        draw.text((text_x, y + (row - font_size) // 2), line, font=font, fill=(20, 20, 20))
    return panel


def cut_to_frames(image):
    """A narrow figure from panels.stack() without the blank strip on its right (stack sizes the figure by its label
    lines measured in bold, wider than the wrapped lines it draws), keeping the same margin there as on the left."""
    box = ImageChops.difference(image, Image.new("RGB", image.size, WHITE)).getbbox()
    return image.crop((0, 0, min(image.width, box[2] + box[0]), image.height))


def stack(panels, out, *, pad=18, gap=22, font_size=16, narrow=False):
    """Writes the panels one under the other: each label, then its screenshot in a thin grey frame, all frames one width.

    `narrow` writes the phone variant: labels at NARROW_FONT px, wrapped to the frames' width."""
    if narrow:
        font_size, gap = NARROW_FONT, round(gap * 1.5)
    bold, regular = ImageFont.truetype(SANS_BOLD, font_size), ImageFont.truetype(SANS, font_size)
    line_height = round(font_size * 1.45)
    frame = max(panel.image.width for panel in panels) + 2
    if narrow:
        panels = [Panel([wrapped for number, line in enumerate(p.label)
                         for wrapped in _wrap_label(line, bold if number == 0 else regular, frame)], p.image,
                        [len(_wrap_label(p.label[0], bold, frame))]) for p in panels]
    label_width = max(ImageDraw.Draw(Image.new("RGB", (1, 1))).textlength(line, font=bold) for panel in panels for line in panel.label)
    width = max(frame, round(label_width)) + 2 * pad
    height = pad + sum(len(p.label) * line_height + 6 + p.image.height + 2 for p in panels) + gap * (len(panels) - 1) + pad
    figure = Image.new("RGB", (width, height), WHITE)
    draw = ImageDraw.Draw(figure)
    y = pad
    for panel in panels:
        first = panel.first_lines[0] if panel.first_lines else 1
        for number, line in enumerate(panel.label):
            draw.text((pad, y), line, font=bold if number < first else regular, fill=(40, 40, 40) if number < first else (85, 85, 85))
            y += line_height
        y += 6
        draw.rectangle((pad, y, pad + frame - 1, y + panel.image.height + 1), outline=(190, 190, 190), fill=WHITE)
        figure.paste(panel.image, (pad + 1, y + 1))
        y += panel.image.height + 2 + gap
    figure.save(out, optimize=True)
    return figure.size
