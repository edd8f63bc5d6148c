#!/usr/bin/env python3
"""Chart data for "Building the Sysmon and Splunk lab": how many Sysmon events of each
event ID the public sample collection holds, the collection every later page tests on.

Reads every .evtx file under a checkout of EVTX-ATTACK-SAMPLES at commit
4ceed2f4706daf601c212a8f91c113dd85349a2c
(https://github.com/sbousseaden/EVTX-ATTACK-SAMPLES/tree/4ceed2f4706daf601c212a8f91c113dd85349a2c),
keeps the records whose provider is Microsoft-Windows-Sysmon, and writes next to itself:
  sysmon-event-ids.json  [{"label": "<event ID>", "value": <records>}, ...] in event ID order

The copy of the snapshot this was run on (2026-11-24) lacks the content of one file,
Credential Access/CA_PetiPotam_etw_rpc_efsr_5_6.evtx, so the counts cover the other 277
.evtx files (8,255 records, 3,241 of them from Sysmon); the script prints how many files it read.

Run: python3 make_figures.py path/to/EVTX-ATTACK-SAMPLES
Needs python3-evtx (Debian/Ubuntu: apt install python3-evtx). Records python-evtx cannot
render are skipped, as in the page's own scripts.
"""
import json
import pathlib
import re
import sys
from collections import Counter

import Evtx.Evtx as evtx

OUT = pathlib.Path(__file__).resolve().parent
counts = Counter()
files = 0
for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.evtx")):
    files += 1
    try:
        with evtx.Evtx(str(path)) as log:
            for record in log.records():
                try:
                    xml = record.xml()
                except Exception:
                    continue
                if 'Provider Name="Microsoft-Windows-Sysmon"' in xml:
                    counts[int(re.search(r">(\d+)</EventID>", xml).group(1))] += 1
    except OSError:
        pass
rows = [{"label": str(event_id), "value": counts[event_id]} for event_id in sorted(counts)]
(OUT / "sysmon-event-ids.json").write_text(json.dumps(rows) + "\n")
print("wrote", OUT / "sysmon-event-ids.json", sum(counts.values()), "Sysmon records from", files, ".evtx files")
