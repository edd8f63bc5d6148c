#!/usr/bin/env python3
"""Chart data for the substitution2 write-up.

Reads the challenge's message.txt (1,288 bytes, SHA-256 01f4b528...ae05), archived at
https://github.com/silentzero192/picoCTF-Challenges/blob/77ed4fa4fc56d09f4a0801894be39029fd823fd5/Cryptography/substitution2/message.txt
and writes next to this script, both over the 1,245 letters before the encrypted flag:
  cipher-letter-counts.json  how often each cipher letter a-z occurs
  cipher-trigrams.json       the ten most frequent overlapping three-letter sequences
                             (ties broken alphabetically: jgf, ljg and qpj share 10th place),
                             labelled with what the solved key turns them into ("fnj = the")

KEY is the key solve.py finds, written as the plain letter for each cipher letter a-z
(cipher b and r never occur, so their entries are placeholders).

Run: python3 make_figures.py /path/to/message.txt
"""
import json
import string
import sys
from collections import Counter
from pathlib import Path

KEY = "ujwrgtnbqecfohkvizsympladx"

OUT = Path(__file__).resolve().parent
text = Path(sys.argv[1]).read_text(encoding="utf-8").strip()
stream = text[:text.index("{") - 7]  # the running text, without the encrypted flag
table = str.maketrans(string.ascii_lowercase, KEY)

letters = Counter(stream)
(OUT / "cipher-letter-counts.json").write_text(json.dumps(
    [{"label": c, "value": letters[c]} for c in string.ascii_lowercase], indent=1) + "\n")

triples = Counter(stream[i:i + 3] for i in range(len(stream) - 2))
top = sorted(triples.items(), key=lambda kv: (-kv[1], kv[0]))[:10]
(OUT / "cipher-trigrams.json").write_text(json.dumps(
    [{"label": f"{g} = {g.translate(table)}", "value": n} for g, n in top], indent=1) + "\n")

print(len(stream), sorted(letters.items(), key=lambda kv: -kv[1]))
print(top)
