#!/usr/bin/env python3
"""Chart data for the caesar-cipher lesson.

Runs the lesson's example.py in a temporary folder (so its intercept.txt does not land beside the lesson),
then writes next to this script:
  shift-chi-squared.json  for every shift 0-25, the chi-squared distance from English of the example's
                          ciphertext shifted back by that amount, computed with example.py's own functions.

Run: python3 make_figures.py
"""
import contextlib
import io
import json
import os
import runpy
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
EXAMPLE = HERE.parent / "example.py"

with tempfile.TemporaryDirectory() as folder:
    os.chdir(folder)
    with contextlib.redirect_stdout(io.StringIO()):
        example = runpy.run_path(str(EXAMPLE))
    cipher = Path("intercept.txt").read_text().strip()

shift, chi_squared = example["shift"], example["chi_squared"]
data = [{"label": str(k), "value": round(chi_squared(shift(cipher, -k)), 1)} for k in range(26)]
(HERE / "shift-chi-squared.json").write_text(json.dumps(data, indent=1) + "\n")
print(" ".join(f"{d['label']}:{d['value']}" for d in data))
