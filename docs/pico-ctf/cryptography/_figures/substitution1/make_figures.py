#!/usr/bin/env python3
"""Chart data for the substitution1 write-up.

Reads the challenge's message.txt (638 bytes, SHA-256 1d60b182...6deb), archived at
https://github.com/silentzero192/picoCTF-Challenges/blob/77ed4fa4fc56d09f4a0801894be39029fd823fd5/Cryptography/substitution1/message.txt
and writes next to this script:
  cipher-letter-ranking.json  every cipher letter that occurs, most frequent first, labelled
                              with the plain letter the solved key gives it ("j = e"),
                              counted as the page's Counter command does: the whole file up
                              to the flag's last underscore (the player's own ending, which
                              holds letters too, is left out so the chart gives none of it away)

KEY is the key solve.py ends with (its hill climb plus the one correction, a -> q),
written as the plain letter for each cipher letter a-z.

Run: python3 make_figures.py /path/to/message.txt
"""
import json
import string
import sys
from collections import Counter
from pathlib import Path

KEY = "qsxwrvauketcbjfzpmlinohgyd"

OUT = Path(__file__).resolve().parent
text = Path(sys.argv[1]).read_text(encoding="utf-8").lower()
text = text[: text.rindex("_")]  # stop where the shared part of the flag ends
counts = Counter(c for c in text if c in string.ascii_lowercase)
plain = dict(zip(string.ascii_lowercase, KEY))
ranking = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
data = [{"label": f"{c} = {plain[c]}", "value": n} for c, n in ranking]
(OUT / "cipher-letter-ranking.json").write_text(json.dumps(data, indent=1) + "\n")
print(" ".join(f"{d['label']}:{d['value']}" for d in data))
