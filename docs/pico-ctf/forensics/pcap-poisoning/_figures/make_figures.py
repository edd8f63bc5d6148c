#!/usr/bin/env python3
"""Chart data for the PcapPoisoning write-up.

Reads the original download `trace.pcap` (106,715 bytes, SHA-256 f5f322e8...14b0), from
https://github.com/pwnpeko/picoctf-2023/blob/2ffc4c824056566d25fdf43b115066586928bd76/pcappoisoning/trace.pcap
and writes, next to this script:
  packets-by-content.json  the 1,510 packets grouped by what they carry (the most frequent TCP
                           payload, the decoy; no payload; each other payload; not TCP), the decoy
                           split by the protocol name tshark gives it. Labels hold lengths and
                           protocol names only, never payload bytes.

Run: python3 make_figures.py /path/to/trace.pcap
Needs tshark (Debian: tshark).
"""
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parent
cmd = ["tshark", "-r", sys.argv[1], "-T", "fields", "-e", "_ws.col.Protocol", "-e", "tcp.len",
       "-e", "tcp.payload"]
rows = [r.split("\t") for r in subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.splitlines()]

decoy, _ = Counter(p for _, n, p in rows if n not in ("", "0")).most_common(1)[0]
decoy_len = len(decoy) // 2
as_tcp = as_ftp_data = 0
others = set()
empty = 0
singles = Counter()
not_tcp = []
for proto, length, payload in rows:
    if length == "":
        not_tcp.append(proto)
    elif length == "0":
        empty += 1
    elif payload == decoy:
        if proto == "TCP":
            as_tcp += 1
        elif proto == "FTP-DATA":
            as_ftp_data += 1
        else:
            others.add(proto)
    else:
        singles[f"one {length}-byte payload, labelled {proto}"] += 1

data = [
    {"label": f"decoy {decoy_len}-byte payload, labelled TCP", "value": as_tcp},
    {"label": f"decoy {decoy_len}-byte payload, labelled FTP-DATA", "value": as_ftp_data},
    {"label": f"decoy {decoy_len}-byte payload, labelled one of {len(others)} other services", "value": len(others)},
    {"label": "TCP without payload", "value": empty},
]
data += [{"label": label, "value": n} for label, n in sorted(singles.items())]
data.append({"label": "not TCP (" + ", ".join(sorted(not_tcp)) + ")", "value": len(not_tcp)})
assert sum(d["value"] for d in data) == len(rows)
(OUT / "packets-by-content.json").write_text(json.dumps(data) + "\n")
print("wrote", OUT / "packets-by-content.json", "-", len(rows), "packets")
