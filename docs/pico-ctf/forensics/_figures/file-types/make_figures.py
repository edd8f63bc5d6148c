#!/usr/bin/env python3
"""Figures for the file types write-up.

Reads the original download `Flag.pdf` (5,161 bytes, SHA-256 c3a89aae...a7a9), from
https://github.com/marnold22/picoGYM/blob/288007b10dd1103510744a144f9b27eed190b15a/FORENSICS/File-Types_COMPLETE/Flag.pdf
unpacks it layer by layer in a temporary directory (same tools as the page: sh + uudecode, ar, cpio,
bzip2, gzip, lzip, lz4, xz, lzop) and writes, next to this script:
  layer-sizes.json      [{"label", "value"}]: the size in bytes of the file at each depth, in order
  layer-signatures.png  the first 12 bytes of each layer, the format's signature bytes highlighted
  layer-signatures.narrow.png  the same for phones: each layer's name above its first 9 bytes (the
                        longest signature), each byte above its character (text 12 px high at 343 CSS
                        px wide). Both go through scripts/figures/figlib.py's save(), which checks them
                        against the page's <Flag>.

Run: python3 make_figures.py /path/to/Flag.pdf
Needs Matplotlib (Debian: python3-matplotlib) and the unpackers listed above.
"""
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle

OUT = Path(__file__).resolve().parent
REPOSITORY = OUT.parents[4]
PAGE = REPOSITORY / "docs/pico-ctf/forensics/file-types.mdx"
sys.path.insert(0, str(REPOSITORY / "scripts/figures"))
import figlib  # noqa: E402

# file(1) verdict prefix -> (format name, number of signature bytes to highlight, unpack command)
RULES = [
    ("shell archive", "shar script", 9, lambda f, d: subprocess.run(["sh", f], cwd=d, check=True, capture_output=True)),
    ("current ar archive", "ar", 8, lambda f, d: subprocess.run(["ar", "x", f], cwd=d, check=True)),
    ("cpio archive", "cpio (binary)", 2,
     lambda f, d: subprocess.run(["cpio", "-id", "--quiet"], stdin=open(f, "rb"), cwd=d, check=True)),
    ("bzip2", "bzip2", 3, lambda f, d: Path(d, "data").write_bytes(subprocess.run(["bzip2", "-dc", f], capture_output=True, check=True).stdout)),
    ("gzip", "gzip", 2, lambda f, d: Path(d, "data").write_bytes(subprocess.run(["gzip", "-dc", f], capture_output=True, check=True).stdout)),
    ("lzip", "lzip", 4, lambda f, d: Path(d, "data").write_bytes(subprocess.run(["lzip", "-dc", f], capture_output=True, check=True).stdout)),
    ("LZ4", "LZ4 frame", 4, lambda f, d: Path(d, "data").write_bytes(subprocess.run(["lz4", "-dcq", f], capture_output=True, check=True).stdout)),
    ("LZMA", "LZMA (.lzma)", 1, lambda f, d: Path(d, "data").write_bytes(subprocess.run(["xz", "--format=lzma", "-dc", f], capture_output=True, check=True).stdout)),
    ("lzop", "lzop", 9, lambda f, d: Path(d, "data").write_bytes(subprocess.run(["lzop", "-dc", f], capture_output=True, check=True).stdout)),
    ("XZ", "xz", 6, lambda f, d: Path(d, "data").write_bytes(subprocess.run(["xz", "-dc", f], capture_output=True, check=True).stdout)),
    ("ASCII text", "hex digits (text)", 0, None),
]

layers = []  # (format, size, first bytes, signature length)
with tempfile.TemporaryDirectory() as tmp:
    current = Path(tmp, "Flag.pdf")
    shutil.copy(sys.argv[1], current)
    depth = 0
    while True:
        verdict = subprocess.run(["file", "--brief", str(current)], capture_output=True, text=True, check=True).stdout
        name, sig, unpack = next((n, s, u) for prefix, n, s, u in RULES if prefix in verdict.split(",")[0])
        data = current.read_bytes()
        layers.append((name, len(data), data[:12], sig))
        if unpack is None:
            break
        depth += 1
        out = Path(tmp, f"layer{depth}")
        out.mkdir()
        unpack(str(current), str(out))
        current = next(p for p in sorted(out.rglob("*")) if p.is_file())

json.dump([{"label": f"{i}: {name}", "value": size} for i, (name, size, _, _) in enumerate(layers)],
          open(OUT / "layer-sizes.json", "w"), indent=1)



def draw(narrow):
    """One row per layer: its name, its first 12 bytes and their characters. For phones each layer's
    name sits above its first 9 bytes (every signature fits), each byte above its character, at sizes
    that keep the text 12 px high at 343 CSS px wide."""
    rows = len(layers)
    if not narrow:
        fig, ax = plt.subplots(figsize=(13.6, 0.55 * rows + 0.6), dpi=100)
        for r, (name, size, head, sig) in enumerate(layers):
            y = rows - 1 - r
            ax.text(-0.3, y + 0.4, f"{r}: {name}", ha="right", va="center", fontsize=13, color=figlib.MUTED)
            for i, byte in enumerate(head):
                ax.add_patch(Rectangle((i, y), 0.94, 0.8, facecolor="#ffb703" if i < sig else "#d9d9d9",
                                       edgecolor="none"))
                ax.text(i + 0.47, y + 0.4, f"{byte:02x}", ha="center", va="center", family="monospace",
                        fontsize=12.5, color="#111111")
            text = "".join(chr(b) if 32 <= b < 127 else "." for b in head)
            ax.text(12.3, y + 0.4, text, ha="left", va="center", family="monospace", fontsize=12.5,
                    color=figlib.MUTED)
        ax.set_xlim(-5.2, 17.5)
        ax.set_ylim(-0.2, rows)
        ax.axis("off")
        return fig
    shown, pitch = 9, 3.1
    fig, ax = plt.subplots(figsize=(6.0, 1.4 * rows + 0.3), dpi=100)
    for r, (name, size, head, sig) in enumerate(layers):
        y = (rows - 1 - r) * pitch
        ax.text(0, y + 1.0, f"{r}: {name}", ha="left", va="bottom", fontsize=20, color=figlib.MUTED)
        for i, byte in enumerate(head[:shown]):
            ax.add_patch(Rectangle((i, y), 0.94, 0.9, facecolor="#ffb703" if i < sig else "#d9d9d9", edgecolor="none"))
            ax.text(i + 0.47, y + 0.45, f"{byte:02x}", ha="center", va="center", family="monospace", fontsize=21,
                    color="#111111")
            ax.text(i + 0.47, y - 0.08, chr(byte) if 32 < byte < 127 else "\u00b7", ha="center", va="top",
                    family="monospace", fontsize=19, color=figlib.MUTED)
    ax.set_xlim(-0.1, shown)
    ax.set_ylim(-0.9, rows * pitch - 0.2)
    ax.axis("off")
    return fig


figlib.save(draw(narrow=False), OUT / "layer-signatures.png", page=PAGE)
figlib.save(draw(narrow=True), OUT / "layer-signatures.narrow.png", page=PAGE)
for row in layers:
    print(row[0], row[1], row[2].hex(" "))
