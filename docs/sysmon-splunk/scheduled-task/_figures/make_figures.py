#!/usr/bin/env python3
"""Chart data for "Detecting scheduled task persistence": what follows the task name on
each schtasks.exe command line (Sysmon event 1) of the public sample collection. The
page's first rex pattern only finds a name that is followed by another switch, so this
count says on how many command lines it can work at all, and why it fails on the others.

The name after /tn is read as the patterns read it: a quoted string up to the closing
quote, or a bare word up to the next space. What follows it is then classed as
  "another switch follows"          whitespace, then a switch starting with "/"
  "nothing follows: /tn is last"    the end of the command line
  "text glued to the closing quote" anything else (the quote is not the end of the name)

Reads every .evtx file under a checkout of EVTX-ATTACK-SAMPLES at commit
4ceed2f4706daf601c212a8f91c113dd85349a2c
(https://github.com/sbousseaden/EVTX-ATTACK-SAMPLES/tree/4ceed2f4706daf601c212a8f91c113dd85349a2c)
and writes next to itself:
  after-task-name.json  [{"label": "<what follows>", "value": <command lines>}, ...]
                        in the order above

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
LABELS = ["another switch follows", "nothing follows: /tn is last", "text glued to the closing quote"]
NAME = re.compile(r'(?i)/tn\s+(?:"[^"]*"|\S+)')


def what_follows(cmdline):
    match = NAME.search(cmdline)
    rest = cmdline[match.end():]
    if rest.strip() == "":
        return LABELS[1]
    if rest[0].isspace() and rest.lstrip().startswith("/"):
        return LABELS[0]
    return LABELS[2]


classes = Counter()
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
                if not f.get("Image", "").lower().endswith("\\schtasks.exe"):
                    continue
                label = what_follows(f["CommandLine"].strip())
                classes[label] += 1
                print(f"{path.name[:30]:30} #{record.record_num():<4} {label}")
    except OSError:
        pass
rows = [{"label": label, "value": classes[label]} for label in LABELS]
(OUT / "after-task-name.json").write_text(json.dumps(rows) + "\n")
print("wrote", OUT / "after-task-name.json", "for", sum(classes.values()), "command lines:", rows)
