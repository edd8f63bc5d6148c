#!/usr/bin/env python3
"""Chart data for "Detecting Run key persistence": the label the page's alert search gives
to every Run-key value write (Sysmon event 13 under \\CurrentVersion\\Run) in the public
sample collection, using the same three patterns, in the same order, as the alert and
the page's run_keys.py.

Reads every .evtx file under a checkout of EVTX-ATTACK-SAMPLES at commit
4ceed2f4706daf601c212a8f91c113dd85349a2c
(https://github.com/sbousseaden/EVTX-ATTACK-SAMPLES/tree/4ceed2f4706daf601c212a8f91c113dd85349a2c)
and writes next to itself:
  run-key-labels.json  [{"label": "<alert label>", "value": <SetValue events>}, ...]
                       in the alert's rule order, "none" last

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
RUN = re.compile(r"(?i)\\CurrentVersion\\Run")
RULES = [
    ("user-writable folder", re.compile(r"(?i)\\(AppData|Temp|Users\\Public|ProgramData)\\")),
    ("script host or LOLBin", re.compile(r"(?i)\b(powershell|pwsh|cmd|mshta|rundll32|regsvr32|wscript|cscript)(\.exe)?\b")),
    ("writable Windows folder", re.compile(r"(?i)\\Windows\\(Tasks|Temp)\\")),
]

labels = Counter()
for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.evtx")):
    try:
        with evtx.Evtx(str(path)) as log:
            for record in log.records():
                try:
                    xml = record.xml()
                except Exception:
                    continue
                if "Microsoft-Windows-Sysmon" not in xml or ">13</EventID>" not in xml:
                    continue
                f = {k: html.unescape(v) for k, v in re.findall(r'<Data Name="(\w+)">(.*?)</Data>', xml, re.S)}
                if not RUN.search(f.get("TargetObject", "")):
                    continue
                details = f.get("Details", "")
                labels[next((name for name, rule in RULES if rule.search(details)), "none")] += 1
    except OSError:
        pass
rows = [{"label": name, "value": labels[name]} for name, _ in RULES] + [{"label": "none", "value": labels["none"]}]
(OUT / "run-key-labels.json").write_text(json.dumps(rows) + "\n")
print("wrote", OUT / "run-key-labels.json", rows)
