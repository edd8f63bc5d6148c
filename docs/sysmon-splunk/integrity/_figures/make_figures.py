#!/usr/bin/env python3
"""Chart data for "Detecting file integrity changes": for every Sysmon event 2 (a process
changed a file's creation time) in the public sample collection, how many days the
creation time was moved back: PreviousCreationUtcTime minus CreationUtcTime, the
shifted_days of the page's timestomps.py and Splunk search.

Reads every .evtx file under a checkout of EVTX-ATTACK-SAMPLES at commit
4ceed2f4706daf601c212a8f91c113dd85349a2c
(https://github.com/sbousseaden/EVTX-ATTACK-SAMPLES/tree/4ceed2f4706daf601c212a8f91c113dd85349a2c)
and writes next to itself:
  shifted-days.json  [{"label": "<file> (by <process>)", "value": <days, 1 decimal>}, ...]
                     largest shift first

Run: python3 make_figures.py path/to/EVTX-ATTACK-SAMPLES
Needs python3-evtx (Debian/Ubuntu: apt install python3-evtx).
"""
import html
import json
import pathlib
import re
import sys
from datetime import datetime

import Evtx.Evtx as evtx

OUT = pathlib.Path(__file__).resolve().parent
FMT = "%Y-%m-%d %H:%M:%S.%f"
rows = []
for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.evtx")):
    try:
        with evtx.Evtx(str(path)) as log:
            for record in log.records():
                try:
                    xml = record.xml()
                except Exception:
                    continue
                if "Microsoft-Windows-Sysmon" not in xml or ">2</EventID>" not in xml:
                    continue
                f = {k: html.unescape(v) for k, v in re.findall(r'<Data Name="(\w+)">(.*?)</Data>', xml, re.S)}
                shift = datetime.strptime(f["PreviousCreationUtcTime"], FMT) - datetime.strptime(f["CreationUtcTime"], FMT)
                name = f["TargetFilename"].split("\\")[-1]
                writer = f["Image"].split("\\")[-1]
                rows.append({"label": f"{name} (by {writer})", "value": round(shift.total_seconds() / 86400, 1)})
    except OSError:
        pass
rows.sort(key=lambda row: (-row["value"], row["label"]))
(OUT / "shifted-days.json").write_text(json.dumps(rows) + "\n")
print("wrote", OUT / "shifted-days.json", rows)
