#!/usr/bin/env python3
"""Chart data for "Detecting RDP brute force": the failed logons (Security event 4625) of
the public brute-force sample, counted per targeted account and per sub-status code,
the two columns the page's failures search reads first.

Reads the sample "ID 4776,4625-AccountRestore local bruteforce.evtx" of EVTX-to-MITRE-Attack
(https://github.com/mdecrevoisier/EVTX-to-MITRE-Attack/blob/8119420d43bc0163200d64a733a80ad6e9cacf90/TA0006-Credential%20Access/T1110.xxx-Brut%20force/ID%204776%2C4625-AccountRestore%20local%20bruteforce.evtx,
SHA-256 83cc548d47150f1420bb47448f7a91c348a6c6f6890c2bb30abcab021b1a611a)
and writes next to itself:
  failures-per-account.json  [{"label": "<TargetUserName> / <SubStatus>", "value": <4625 events>}, ...]
                             by account name, then sub-status

Run: python3 make_figures.py "path/to/ID 4776,4625-AccountRestore local bruteforce.evtx"
Needs python3-evtx (Debian/Ubuntu: apt install python3-evtx).
"""
import json
import pathlib
import re
import sys
from collections import Counter

import Evtx.Evtx as evtx

OUT = pathlib.Path(__file__).resolve().parent
failures = Counter()
with evtx.Evtx(sys.argv[1]) as log:
    for record in log.records():
        xml = record.xml()
        if ">4625</EventID>" not in xml:
            continue
        f = dict(re.findall(r'<Data Name="(\w+)">(.*?)</Data>', xml, re.S))
        failures[(f["TargetUserName"], f["SubStatus"])] += 1
rows = [{"label": f"{user} / {sub}", "value": n} for (user, sub), n in sorted(failures.items())]
(OUT / "failures-per-account.json").write_text(json.dumps(rows) + "\n")
print("wrote", OUT / "failures-per-account.json", rows)
