#!/usr/bin/env python3
"""Chart data for the shark on wire 1 write-up.

Reads the original download `capture.pcap` (239,455 bytes, SHA-256 c1e9b473...5fca), from
https://github.com/HHousen/PicoCTF-2019/blob/435f5605a5ecf81b3dba05e6c7b86ab446f36b41/Forensics/shark%20on%20wire%201/capture.pcap
and writes, next to this script:
  datagrams-per-stream.json  one entry per udp.stream among the IPv4 UDP frames that Wireshark leaves
                             to the generic `data` dissector, in stream order: the label names the
                             stream, its addresses and the payload size per datagram (a single size,
                             or the average), the value is the number of datagrams. Only counts and
                             sizes are written, never payload bytes.

Run: python3 make_figures.py /path/to/capture.pcap
Needs tshark (Debian: tshark).
"""
import json
import subprocess
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
cmd = ["tshark", "-r", sys.argv[1], "-Y", "ip and udp and data", "-T", "fields",
       "-e", "udp.stream", "-e", "ip.src", "-e", "ip.dst", "-e", "udp.dstport", "-e", "data.len"]
streams = {}
for row in subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.splitlines():
    number, src, dst, port, length = row.split("\t")
    s = streams.setdefault(int(number), {"src": src, "dst": f"{dst}:{port}", "sizes": []})
    s["sizes"].append(int(length))

data = []
for number in sorted(streams):
    s = streams[number]
    sizes = s["sizes"]
    size = f"{sizes[0]} B each" if len(set(sizes)) == 1 else f"{sum(sizes) / len(sizes):.0f} B on average"
    data.append({"label": f"stream {number}: {s['src']} to {s['dst']}, {size}", "value": len(sizes)})
(OUT / "datagrams-per-stream.json").write_text(json.dumps(data) + "\n")
print("wrote", OUT / "datagrams-per-stream.json", "-", len(data), "streams,", sum(d["value"] for d in data), "datagrams")
