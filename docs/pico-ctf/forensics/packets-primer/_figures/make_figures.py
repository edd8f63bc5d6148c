#!/usr/bin/env python3
"""Figure for the Packets Primer write-up.

Reads the original download `network-dump.flag.pcap` (778 bytes, SHA-256 3f162128...0357), from
https://github.com/marnold22/picoGYM/blob/aff183836264d8087b130d532aebf59cfa812e16/FORENSICS/Packets-Primer_COMPLETE/network-dump.flag.pcap
and writes, next to this script:
  frame-4-layers.png  the first 82 of the 126 bytes of frame 4, the only frame with a TCP payload, as a
                      hex dump with the Ethernet, IPv4 and TCP headers and the first 16 payload bytes
                      marked. Only those 16 bytes of the payload are drawn (they spell the flag's fixed
                      start with a space after each character); the other 44 are left out.
  frame-4-layers.narrow.png  the same bytes, 8 a row at phone size, for screens up to 600 px wide
  frame-4-layers.dark.png, frame-4-layers.narrow.dark.png  both recoloured for the dark mode

The pcap is read with the standard library (classic pcap: a 24-byte file header, then a 16-byte
record header before each frame). The figure goes through scripts/figures/figlib.py's `save`,
which refuses to write it if OCR finds the part of the flag that the page's <Flag> hides.

Run: /usr/bin/python3 make_figures.py /path/to/network-dump.flag.pcap
Needs Matplotlib (Debian: python3-matplotlib).
"""
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = Path(__file__).resolve().parents[5]
sys.path.insert(0, str(REPO / "scripts/figures"))
import figlib  # noqa: E402

PAGE = REPO / "docs/pico-ctf/forensics/packets-primer/packets-primer.mdx"

data = open(sys.argv[1], "rb").read()
magic = data[:4]
assert magic == b"\xd4\xc3\xb2\xa1", "little-endian classic pcap expected"
frames, pos = [], 24
while pos < len(data):
    _sec, _usec, incl, _orig = struct.unpack("<IIII", data[pos:pos + 16])
    frames.append(data[pos + 16:pos + 16 + incl])
    pos += 16 + incl

frame = frames[3]                                   # frame 4
assert frame[12:14] == b"\x08\x00" and frame[23] == 6, "IPv4 carrying TCP expected"
ip_len = (frame[14] & 0x0F) * 4
tcp_start = 14 + ip_len
tcp_len = (frame[tcp_start + 12] >> 4) * 4
payload = tcp_start + tcp_len
print(f"frame 4: {len(frame)} bytes, IPv4 header {ip_len}, TCP header {tcp_len}, payload {len(frame) - payload} from byte {payload}")
shown = payload + 16                                # 16 payload bytes: the fixed start of the flag only

marks = [(0, 14, "Ethernet II header"), (14, tcp_start, "IPv4 header"),
         (tcp_start, payload, "TCP header with options"),
         (payload, shown, f"payload: first 16 of {len(frame) - payload} bytes, the rest not drawn")]
for narrow, name in ((False, "frame-4-layers.png"), (True, "frame-4-layers.narrow.png")):
    fig = figlib.hex_dump(frame, start=0, length=shown, marks=marks, narrow=narrow)
    figlib.save(fig, HERE / name, page=PAGE, dark=True)
