#!/usr/bin/env python3
"""Chart data for the Binary Search write-up.

Reads the game script `guessing_game.sh` (1,579 bytes, SHA-256 3985bcd2...3bf6) from
https://github.com/arch-err/picoCTF-2024/blob/3aeab7304bb72baed13a820e43d6563edfba3ac3/challenges/Binary_Search/home/ctf-player/drop-in/guessing_game.sh
(the same file is inside the challenge's challenge.zip), takes the range and the guess limit
from its own lines `target=$(( (RANDOM % N) + 1 ))` and `MAX_GUESSES=M`, plays the midpoint
strategy against every possible target, and writes next to this script:
  guesses-needed.json  how many targets the midpoint rule finds on guess 1, 2, ... M

Run: python3 make_figures.py /path/to/guessing_game.sh
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parent
source = Path(sys.argv[1]).read_text()
top = int(re.search(r"RANDOM % (\d+)", source).group(1))
limit = int(re.search(r"MAX_GUESSES=(\d+)", source).group(1))


def guesses(target: int) -> int:
    low, high, n = 1, top, 0
    while True:
        guess = (low + high) // 2
        n += 1
        if guess == target:
            return n
        low, high = (guess + 1, high) if guess < target else (low, guess - 1)


counts = Counter(guesses(t) for t in range(1, top + 1))
assert max(counts) <= limit, "the midpoint rule would not always win"
data = [{"label": str(n), "value": counts.get(n, 0)} for n in range(1, limit + 1)]
(OUT / "guesses-needed.json").write_text(json.dumps(data, indent=1) + "\n")
print(f"range 1..{top}, limit {limit}:", data)
