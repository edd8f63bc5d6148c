#!/usr/bin/env python3
"""Chart data for the Packets Primer write-up.

Reads the original download `network-dump.flag.pcap` (778 bytes, SHA-256 3f162128...0357), from
https://github.com/marnold22/picoGYM/blob/aff183836264d8087b130d532aebf59cfa812e16/FORENSICS/Packets-Primer_COMPLETE/network-dump.flag.pcap
and writes, next to this script:
  payload-per-frame.json  one entry per frame, in capture order: the frame number with its protocol
                          and TCP flags (or ARP request/reply) as the label, and the number of TCP
                          payload bytes it carries as the value (0 for handshake, ACK and ARP frames).
                          Only lengths are written, never payload bytes.

Run: python3 make_figures.py /path/to/network-dump.flag.pcap
Needs tshark (Debian: tshark).
"""
import json
import subprocess
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
FLAGS = [("syn", "SYN"), ("fin", "FIN"), ("reset", "RST"), ("push", "PSH"), ("ack", "ACK")]
fields = ["frame.number", "arp.opcode", "tcp.len"] + [f"tcp.flags.{f}" for f, _ in FLAGS]
cmd = ["tshark", "-r", sys.argv[1], "-T", "fields"] + [a for f in fields for a in ("-e", f)]
rows = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.splitlines()

data = []
for row in rows:
    number, opcode, length, *flags = row.split("\t")
    if opcode:
        label = f"{number} ARP {'request' if opcode == '1' else 'reply'}"
    else:
        names = [name for (_, name), bit in zip(FLAGS, flags) if bit in ("1", "True")]
        label = f"{number} TCP {', '.join(names)}"
    data.append({"label": label, "value": int(length or 0)})

(OUT / "payload-per-frame.json").write_text(json.dumps(data) + "\n")
print("wrote", OUT / "payload-per-frame.json", "-", len(data), "frames")
