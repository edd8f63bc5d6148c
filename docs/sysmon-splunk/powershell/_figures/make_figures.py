#!/usr/bin/env python3
"""Chart data for "Detecting PowerShell abuse": the parent process of every PowerShell
start (Sysmon event 1 whose Image is powershell.exe or pwsh.exe) in the public sample
collection, the same 16 events the page's test_enc_regex.py runs its pattern over.

Reads every .evtx file under a checkout of EVTX-ATTACK-SAMPLES at commit
4ceed2f4706daf601c212a8f91c113dd85349a2c
(https://github.com/sbousseaden/EVTX-ATTACK-SAMPLES/tree/4ceed2f4706daf601c212a8f91c113dd85349a2c)
and writes next to itself:
  powershell-parents.json  [{"label": "<parent file name>", "value": <starts>}, ...]
                           most frequent first, ties by name

Run: python3 make_figures.py path/to/EVTX-ATTACK-SAMPLES
Needs python3-evtx (Debian/Ubuntu: apt install python3-evtx).
"""
import html
import json
import pathlib
import re
import sys
from collections import Counter

import Evtx.Evtx as evtx

OUT = pathlib.Path(__file__).resolve().parent
IMAGE = re.compile(r"(?i)\\(powershell|pwsh)\.exe$")
parents = Counter()
for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.evtx")):
    try:
        with evtx.Evtx(str(path)) as log:
            for record in log.records():
                try:
                    xml = record.xml()
                except Exception:
                    continue
                if "Microsoft-Windows-Sysmon" not in xml or ">1</EventID>" not in xml:
                    continue
                f = {k: html.unescape(v) for k, v in re.findall(r'<Data Name="(\w+)">(.*?)</Data>', xml, re.S)}
                if IMAGE.search(f.get("Image", "")):
                    parents[f.get("ParentImage", "").split("\\")[-1]] += 1
    except OSError:
        pass
rows = [{"label": name, "value": n} for name, n in sorted(parents.items(), key=lambda kv: (-kv[1], kv[0].lower()))]
(OUT / "powershell-parents.json").write_text(json.dumps(rows) + "\n")
print("wrote", OUT / "powershell-parents.json", rows)
