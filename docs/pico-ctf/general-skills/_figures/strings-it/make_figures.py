#!/usr/bin/env python3
"""Chart data for the "strings it" write-up.

Reads the challenge binary `strings` (776,032 bytes, SHA-256 ff902aaa...75d9) from
https://github.com/marnold22/picoGYM/blob/0b0f9e2d303f79994cefcace71523cb58ae9cbc0/GENERAL_SKILLS/Strings-It_COMPLETE/strings
runs GNU `strings -a -t d` on it (the same tool the page uses), assigns every line to the ELF
section whose file range holds its offset (section table from `readelf -S -W`), and writes
next to this script:
  strings-by-section.json  how many of the lines come from .data, from .strtab and from the rest

Run: python3 make_figures.py /path/to/strings
"""
import json
import re
import subprocess
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
binary = sys.argv[1]

sections = []
for line in subprocess.run(["readelf", "-S", "-W", binary], capture_output=True, text=True, check=True).stdout.splitlines():
    m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+(\S+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+([0-9a-f]+)", line)
    if m and m.group(2) != "NOBITS":
        sections.append((m.group(1), int(m.group(3), 16), int(m.group(4), 16)))


def section_of(offset: int) -> str:
    for name, start, size in sections:
        if start <= offset < start + size:
            return name
    return "outside any section"


counts = {}
for line in subprocess.run(["strings", "-a", "-t", "d", binary], capture_output=True, text=True, check=True).stdout.splitlines():
    name = section_of(int(line.split(None, 1)[0]))
    counts[name] = counts.get(name, 0) + 1

data = [
    {"label": ".data: the 10,000 decoy arrays s0 to s9999 (and the flag)", "value": counts.pop(".data", 0)},
    {"label": ".strtab: the arrays' names, s100 to s9999, and other symbols", "value": counts.pop(".strtab", 0)},
    {"label": "every other section together", "value": sum(counts.values())},
]
(OUT / "strings-by-section.json").write_text(json.dumps(data, indent=2) + "\n")
print(json.dumps(data, indent=2))
