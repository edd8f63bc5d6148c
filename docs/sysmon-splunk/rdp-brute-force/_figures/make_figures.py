#!/usr/bin/env python3
"""Chart data for "Detecting RDP brute force": every failed logon (Security event 4625)
in the two public sample collections the page reads, counted by logon type and by
whether the event names a source address, to show how many failures a search that
starts with IpAddress!="-" would throw away.

Reads every .evtx file under two checkouts:
  EVTX-ATTACK-SAMPLES at commit 4ceed2f4706daf601c212a8f91c113dd85349a2c
  (https://github.com/sbousseaden/EVTX-ATTACK-SAMPLES/tree/4ceed2f4706daf601c212a8f91c113dd85349a2c)
  EVTX-to-MITRE-Attack at commit 8119420d43bc0163200d64a733a80ad6e9cacf90
  (https://github.com/mdecrevoisier/EVTX-to-MITRE-Attack/tree/8119420d43bc0163200d64a733a80ad6e9cacf90)
and writes next to itself:
  failures-by-type-and-address.json
      [{"label": "type <n> (<name>), <address or no address>", "value": <4625 events>}, ...]
      most events first

The copies this was run on (2026-11-28) lack the content of one file of the first
collection (Credential Access/CA_PetiPotam_etw_rpc_efsr_5_6.evtx) and of three PowerShell
files of the second; python-evtx cannot render 1,290 records of the second collection,
none of them in a file named for event 4625. The script prints how many files and
records it read and how many it skipped.

Run: python3 make_figures.py path/to/EVTX-ATTACK-SAMPLES path/to/EVTX-to-MITRE-Attack
Needs python3-evtx (Debian/Ubuntu: apt install python3-evtx).
"""
import json
import pathlib
import re
import sys
from collections import Counter

import Evtx.Evtx as evtx

OUT = pathlib.Path(__file__).resolve().parent
# Logon type names as in Microsoft's documentation of event 4624/4625.
TYPE_NAMES = {"2": "Interactive", "3": "Network", "7": "Unlock", "8": "NetworkCleartext",
              "9": "NewCredentials", "10": "RemoteInteractive", "11": "CachedInteractive"}

failures = Counter()
files = records = skipped = 0
for folder in sys.argv[1:]:
    for path in sorted(pathlib.Path(folder).rglob("*.evtx")):
        files += 1
        try:
            with evtx.Evtx(str(path)) as log:
                for record in log.records():
                    try:
                        xml = record.xml()
                    except Exception:
                        skipped += 1
                        continue
                    records += 1
                    if ">4625</EventID>" not in xml:
                        continue
                    f = dict(re.findall(r'<Data Name="(\w+)">(.*?)</Data>', xml, re.S))
                    logon_type = f.get("LogonType", "?")
                    address = "no address" if f.get("IpAddress", "-") in ("-", "") else "with an address"
                    failures[f"type {logon_type} ({TYPE_NAMES.get(logon_type, '?')}), {address}"] += 1
        except OSError:
            pass
rows = [{"label": label, "value": n} for label, n in sorted(failures.items(), key=lambda kv: (-kv[1], kv[0]))]
(OUT / "failures-by-type-and-address.json").write_text(json.dumps(rows) + "\n")
print(f"read {records} records from {files} .evtx files ({skipped} records python-evtx could not render)")
print("wrote", OUT / "failures-by-type-and-address.json", rows)
