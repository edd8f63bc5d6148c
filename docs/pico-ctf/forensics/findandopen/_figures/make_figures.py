#!/usr/bin/env python3
"""Chart data for the findandopen write-up: what the 69 frames of the capture carry, computed with tshark.

Reads the original download `dump.pcap` (7,413 bytes, SHA-256 766696dc...d0a4), from
https://github.com/silentzero192/picoCTF-Challenges/blob/c88d943bbcfc39fdd7c6bc48dddcb8a290c67b11/Forensics/find-and-open/dump.pcap
and writes frames.json next to this script: [{"label", "value"}] in capture order, one entry per run of
consecutive frames that are identical raw Ethernet frames (labelled with the first characters of the
frame read as text from its first byte, header included) or that are all mDNS.

Run: python3 make_figures.py /path/to/dump.pcap
Needs tshark.
"""
import json
import subprocess
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent

lines = subprocess.run(
    ["tshark", "-r", sys.argv[1], "-T", "fields", "-E", "separator=|", "-e", "frame.number",
     "-e", "frame.protocols", "-e", "eth.dst", "-e", "eth.src", "-e", "eth.type", "-e", "data.data"],
    capture_output=True, text=True, check=True).stdout.splitlines()

groups = []        # [first, last, key, count]; key = the frame's bytes, or "mDNS"
for line in lines:
    number, protocols, dst, src, etype, payload = line.split("|")
    number = int(number)
    if protocols.endswith(":mdns"):
        key = "mDNS"
    else:
        key = (bytes.fromhex(dst.replace(":", "")) + bytes.fromhex(src.replace(":", ""))
               + int(etype, 16).to_bytes(2, "big") + bytes.fromhex(payload))
    if groups and groups[-1][2] == key and groups[-1][1] == number - 1:
        groups[-1][1] = number
        groups[-1][3] += 1
    else:
        groups.append([number, number, key, 1])

data = []
for first, last, key, count in groups:
    if key == "mDNS":
        words = "mDNS (Chromecast)"
    elif key.endswith(b"="):
        words = "Base64 ending in ="
    else:
        text = key.decode("ascii", "replace")
        words = text if len(text) <= 22 else text[:20] + "..."
    span = f"frame {first}" if first == last else f"frames {first}-{last}"
    data.append({"label": f"{span}: {words}", "value": count})
json.dump(data, open(OUT / "frames.json", "w"), indent=1)
print(json.dumps(data, indent=1), sum(d["value"] for d in data))
