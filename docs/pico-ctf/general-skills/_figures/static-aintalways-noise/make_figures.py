#!/usr/bin/env python3
"""Figure for the "Static ain't always noise" write-up: a map of the program file.

Reads the challenge program `static` (8,376 bytes, SHA-256 a29c4d29...7c46) from
https://github.com/marnold22/picoGYM/blob/0b0f9e2d303f79994cefcace71523cb58ae9cbc0/GENERAL_SKILLS/Static-Aint-Always-Noise_COMPLETE/static
takes its section table from `readelf -S -W` and the offset of every line that
`strings -a -t d` prints (what ltdis.sh saves), and draws the file from byte 0 to its end:
the sections grouped by role, one tick per string, the part `objdump -Dj .text` reads, the
greeting that main prints and the string that starts with the flag prefix (its text is not drawn).
Writes next to this script, through scripts/figures/figlib.py's save(), which reads the picture
back with OCR and refuses to write it if it shows the part of the flag that the page's <Flag> hides:
  static-file-map.png
  static-file-map.narrow.png  the same map for phones: legend in two columns, labels on two lines, the
                              two pointers one under the other (text 12 px high at 343 CSS px wide)

Run: python3 make_figures.py /path/to/static   (needs matplotlib, e.g. Debian python3-matplotlib)
"""
import re
import subprocess
import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

OUT = Path(__file__).resolve().parent
REPOSITORY = Path(__file__).resolve().parents[5]
PAGE = REPOSITORY / "docs/pico-ctf/general-skills/static-aintalways-noise.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402
binary = sys.argv[1]
size = Path(binary).stat().st_size
plt.rcParams["svg.hashsalt"] = "static"

sections = []
for line in subprocess.run(["readelf", "-S", "-W", binary], capture_output=True, text=True, check=True).stdout.splitlines():
    m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+(\S+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+([0-9a-f]+)", line)
    if m and m.group(1) != "NULL" and m.group(2) != "NOBITS":
        sections.append((m.group(1), int(m.group(3), 16), int(m.group(4), 16)))
shoff = int(re.search(r"starting at offset 0x([0-9a-f]+)", subprocess.run(
    ["readelf", "-S", "-W", binary], capture_output=True, text=True, check=True).stdout).group(1), 16)

strings = []
for line in subprocess.run(["strings", "-a", "-t", "d", binary], capture_output=True, text=True, check=True).stdout.splitlines():
    offset, text = line.split(None, 1)
    strings.append((int(offset), text))

ROLE = {
    ".interp": "loader data", ".note.ABI-tag": "loader data", ".note.gnu.build-id": "loader data",
    ".gnu.hash": "loader data", ".dynsym": "loader data", ".dynstr": "loader data", ".gnu.version": "loader data",
    ".gnu.version_r": "loader data", ".rela.dyn": "loader data", ".rela.plt": "loader data",
    ".init": "code", ".plt": "code", ".plt.got": "code", ".text": "code", ".fini": "code",
    ".rodata": "read-only data", ".eh_frame_hdr": "read-only data", ".eh_frame": "read-only data",
    ".init_array": "writable data", ".fini_array": "writable data", ".dynamic": "writable data",
    ".got": "writable data", ".data": "writable data",
}
COLOUR = {"padding": "#ebebeb", "headers": "#b8b8b8", "loader data": "#9db7d5", "code": "#e39b54", "read-only data": "#8cc084",
          "writable data": "#c98fc9", "not loaded (symbols, comment)": "#d9d2a6"}

def draw(narrow):
    """The map, or for phones the same map narrower and taller (legend in two columns, labels on two
    lines, the two pointers one under the other), with fonts that stay 12 px high at 343 CSS px wide."""
    font = 20 if narrow else 14
    fig, ax = plt.subplots(figsize=(6.0, 8.6) if narrow else (10, 4.9), dpi=100)
    if narrow:
        fig.subplots_adjust(left=0.02, right=0.98)
    fig.patch.set_facecolor("#f7f7f7")
    ax.set_facecolor("#f7f7f7")
    ax.set_xlim(0, size)
    ax.set_ylim(-4.0 if narrow else -2.75, 3.3 if narrow else 2.3)
    ax.axis("off")

    first = min(start for _, start, _ in sections)
    ax.barh(1, size, left=0, height=0.8, color=COLOUR["padding"], edgecolor="white")
    ax.barh(1, first, left=0, height=0.8, color=COLOUR["headers"], edgecolor="white")
    ax.barh(1, size - shoff, left=shoff, height=0.8, color=COLOUR["headers"], edgecolor="white")
    for name, start, length in sections:
        role = ROLE.get(name, "not loaded (symbols, comment)")
        ax.barh(1, length, left=start, height=0.8, color=COLOUR[role], edgecolor="white", linewidth=0.5)
    title = "the file, byte 0 to byte %d, coloured by section role" % size
    ax.text(0, 2.55 if narrow else 1.9, title.replace(", coloured", ",\ncoloured") if narrow else title, fontsize=font, color="#333")

    for offset, text in strings:
        ax.plot([offset, offset], [-0.95, -0.35], color="#444", linewidth=0.8)
    ticks = "one tick per line of strings -a -t x (%d lines)" % len(strings)
    if narrow:
        ax.text(0, 0.45, ticks.replace(" of ", " of\n", 1), fontsize=font, color="#333", va="top")
    else:
        ax.text(0, 0.02, ticks, fontsize=font, color="#333")

    text_sec = next(s for s in sections if s[0] == ".text")
    ax.annotate("", xy=(text_sec[1], 1.5), xytext=(text_sec[1] + text_sec[2], 1.5),
                arrowprops=dict(arrowstyle="<->", color="#b0601c", lw=1.5))
    disassembled = "all that objdump -Dj .text disassembles"
    ax.text(text_sec[1] if narrow else text_sec[1] + text_sec[2] + 60, 1.55,
            disassembled.replace(" .text ", " .text\n") if narrow else disassembled,
            fontsize=font, color="#b0601c", va="bottom" if narrow else "center")

    greeting = next(o for o, t in strings if t.startswith("Oh hai"))
    flag = next(o for o, t in strings if t.startswith("picoCTF"))
    ax.annotate("greeting that main prints\n(0x%x, .rodata)" % greeting, xy=(greeting, -1.0), xytext=(0, -2.3),
                fontsize=font, color="#2f6b2a", arrowprops=dict(arrowstyle="->", color="#2f6b2a"))
    ax.annotate("flag array, never used by main\n(0x%x, .data)" % flag, xy=(flag, -1.0),
                xytext=(0, -3.7) if narrow else (flag - 900, -2.3),
                fontsize=font, color="#8a3d8a", arrowprops=dict(arrowstyle="->", color="#8a3d8a"))

    handles = [plt.Rectangle((0, 0), 1, 1, color=c) for c in COLOUR.values()]
    labels = [label.replace(" (", "\n(") if narrow else label for label in COLOUR]
    ax.legend(handles, labels, loc="lower left", bbox_to_anchor=(0.0, 1.0), ncol=2 if narrow else 4,
              fontsize=font - 1, frameon=False, handlelength=1.2, columnspacing=1.2)
    return fig


for name, narrow in (("static-file-map.png", False), ("static-file-map.narrow.png", True)):
    fig = draw(narrow)
    figlib.save(fig, OUT / name, page=PAGE, facecolor=fig.get_facecolor(), transparent=False,
                pad_inches=0.15, metadata={"Software": None})
