#!/usr/bin/env python3
"""Chart data for the Ph4nt0m 1ntrud3r write-up.

Reads the original download `myNetworkTraffic.pcap` (1,452 bytes, SHA-256 488f4423...e23a), from
https://github.com/marnold22/picoGYM/blob/91b493799ef01767a565ea6806889329a13ba4aa/FORENSICS/Ph4nt0m-1ntrud3r_COMPLETE/myNetworkTraffic.pcap
and writes, next to this script:
  length-by-time.json  the 22 packets sorted by capture time (frame.time_epoch), each labelled with
                       its time after the first packet and its record number in the file, with its
                       TCP payload length as the value. Only lengths are written, never payloads.

Run: python3 make_figures.py /path/to/myNetworkTraffic.pcap
Needs tshark (Debian: tshark).
"""
import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

OUT = Path(__file__).resolve().parent
cmd = ["tshark", "-r", sys.argv[1], "-T", "fields", "-e", "frame.number", "-e", "frame.time_epoch", "-e", "tcp.len"]
rows = [r.split("\t") for r in subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.splitlines()]
rows = sorted((Decimal(t), int(n), int(length)) for n, t, length in rows)
start = rows[0][0]
data = [{"label": f"+{(t - start) * 1000:.3f} ms, record {n}", "value": length} for t, n, length in rows]
(OUT / "length-by-time.json").write_text(json.dumps(data) + "\n")
print("wrote", OUT / "length-by-time.json", "-", len(data), "packets")
