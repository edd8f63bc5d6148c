#!/usr/bin/env python3
"""Chart data for the caesar write-up.

Reads the challenge's file `ciphertext` (35 bytes, SHA-256 0b9e8d79...96aa), archived at
https://github.com/kevinjycui/picoCTF-2019-writeup/blob/94827f09ee536ca5ebf10f929ca186b69a8f585d/Cryptography/caesar/ciphertext
and writes next to this script:
  shift-scores.json  for every shift 0-25, the English score solve.py's formula gives the
                     first 18 body letters shifted back by it (sum of English letter
                     frequencies, in percent). The last eight letters are each player's own
                     and are left out: 26 scores of the whole body would be 26 linear
                     equations in the 26 letter counts, and solving them gives back which
                     letters the private eight are (their counts, not their order).

The numbers equal what solve.py computes when run without an argument.

Run: python3 make_figures.py /path/to/ciphertext
"""
import json
import sys
from pathlib import Path

# The same table as solve.py: approximate English letter frequencies, in percent.
FREQ = dict(zip("etaoinshrdlcumwfgypbvkjxqz",
                [12.7, 9.1, 8.2, 7.5, 7.0, 6.7, 6.3, 6.1, 6.0, 4.3, 4.0, 2.8, 2.8,
                 2.4, 2.4, 2.2, 2.0, 2.0, 1.9, 1.5, 1.0, 0.8, 0.2, 0.2, 0.1, 0.1]))

OUT = Path(__file__).resolve().parent
text = Path(sys.argv[1]).read_text().strip()
body = text.split("{", 1)[1].rstrip("}")[:-8]  # the first 18 letters, which encrypt the phrase every flag shares


def unshift(s: str, k: int) -> str:
    return "".join(chr((ord(c) - ord("a") - k) % 26 + ord("a")) for c in s)


data = [{"label": str(k), "value": round(sum(FREQ[c] for c in unshift(body, k)), 1)} for k in range(26)]
(OUT / "shift-scores.json").write_text(json.dumps(data, indent=1) + "\n")
print(" ".join(f"{d['label']}:{d['value']}" for d in data))
