#!/usr/bin/env python3
"""Chart data for the substitution0 write-up.

Reads the challenge's message.txt (670 bytes, SHA-256 fa907c42...0cdb), archived at
https://github.com/syafiqparadisam/pico-ctf/blob/9f4464a9335959e790418f6b9cdd5b75432400da/2022/cryptography/substitution0/message.txt
and writes next to this script:
  cipher-letter-counts.json  how often each letter A-Z occurs in the message below the
                             key line, capitals and lowercase counted together, up to the
                             last underscore of the flag line (the player's own ending,
                             which holds letters too, is left out so the chart gives none
                             of it away)

Run: python3 make_figures.py /path/to/message.txt
"""
import json
import string
import sys
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parent
text = Path(sys.argv[1]).read_text(encoding="utf-8")
message = text.split("\n", 1)[1]  # everything below the key line
message = message[: message.rindex("_") + 1]  # stop where the shared part of the flag ends
counts = Counter(c for c in message.upper() if c in string.ascii_uppercase)
data = [{"label": c, "value": counts[c]} for c in string.ascii_uppercase]
(OUT / "cipher-letter-counts.json").write_text(json.dumps(data, indent=1) + "\n")
print(sorted(counts.items(), key=lambda kv: -kv[1]))
