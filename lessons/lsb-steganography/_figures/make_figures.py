"""The figure of the lsb-steganography lesson: the picture example.py makes, and bit planes of its blue channel.

Runs the lesson's example.py in a temporary folder (it writes sunset.png there), then draws the picture and
bits 7, 1 and 0 of its blue samples, four times enlarged, in two rows. Run with /usr/bin/python3 (Pillow,
NumPy and Matplotlib from Debian's packages), from anywhere:

    /usr/bin/python3 lessons/lsb-steganography/_figures/make_figures.py
"""
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
LESSON = HERE.parent
sys.path.insert(0, str(LESSON.parents[1] / "scripts/figures"))
import figlib  # noqa: E402
from PIL import Image  # noqa: E402

SCALE = 4

with tempfile.TemporaryDirectory() as tmp:
    shutil.copy(LESSON / "example.py", tmp)
    subprocess.run([sys.executable, "example.py"], cwd=tmp, check=True, capture_output=True)
    picture = Image.open(Path(tmp) / "sunset.png").convert("RGB")
    picture.load()

size = (picture.width * SCALE, picture.height * SCALE)
top_left = figlib.side_by_side([picture.resize(size, Image.NEAREST)], ["sunset.png"], height=size[1])
top_right = figlib.bit_planes(picture, "B", (7,), scale=SCALE)
bottom = figlib.bit_planes(picture, "B", (1, 0), scale=SCALE)

gap = 24
width = max(top_left.width + gap + top_right.width, bottom.width)
canvas = Image.new("RGB", (width, top_left.height + gap + bottom.height), "white")
canvas.paste(top_left, (0, 0))
canvas.paste(top_right, (top_left.width + gap, 0))
canvas.paste(bottom, (0, top_left.height + gap))
figlib.save(canvas, HERE / "blue-bit-planes.png", page=LESSON / "index.mdx")
