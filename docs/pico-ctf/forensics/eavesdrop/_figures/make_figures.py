#!/usr/bin/env python3
"""Chart data for the Eavesdrop write-up: frames per conversation or protocol, computed with tshark.

Reads the original download `capture.flag.pcap` (7,518 bytes, SHA-256 61d0bd4e...87c9), from
https://github.com/silentzero192/picoCTF-Challenges/blob/c88d943bbcfc39fdd7c6bc48dddcb8a290c67b11/Forensics/evaesdrop/capture.flag.pcap
and writes frames.json next to this script: [{"label", "value"}], largest first. TCP frames are
grouped by conversation (the server side's address and port); other frames by their top protocol.

Run: python3 make_figures.py /path/to/capture.flag.pcap
Needs tshark.
"""
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parent
NAMES = {"10.0.2.4:9001": "TCP to 10.0.2.4:9001 (the chat)", "10.0.2.4:9002": "TCP to 10.0.2.4:9002 (the file)",
         "35.224.170.84:80": "TCP to 35.224.170.84:80 (connectivity check)"}

fields = subprocess.run(
    ["tshark", "-r", sys.argv[1], "-T", "fields", "-E", "separator=|", "-e", "frame.protocols",
     "-e", "ip.src", "-e", "tcp.srcport", "-e", "ip.dst", "-e", "tcp.dstport"],
    capture_output=True, text=True, check=True).stdout.splitlines()
counts = Counter()
for line in fields:
    protocols, src, sport, dst, dport = line.split("|")
    if ":tcp" in protocols:
        server = f"{dst}:{dport}" if int(sport) > int(dport) else f"{src}:{sport}"
        counts[NAMES.get(server, f"TCP to {server}")] += 1
    else:
        counts[protocols.split(":")[-1].upper()] += 1
data = [{"label": k, "value": v} for k, v in counts.most_common()]
json.dump(data, open(OUT / "frames.json", "w"), indent=1)
print(json.dumps(data), sum(counts.values()))
