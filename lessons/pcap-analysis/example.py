"""Worked example of the pcap-analysis lesson: write a capture from the format's specification, then read it back.

Makes its own input in the current folder, lesson.pcap: a DNS lookup over UDP, then an HTTP download over TCP
whose reply arrives in two segments, the second one first. Then parses every record layer by layer (pcap record
header, Ethernet, IPv4, UDP or TCP), prints a one-line summary per packet, counts the conversations and puts the
TCP payload back together by sequence number. Standard library only.
"""
import struct
from pathlib import Path

T0 = 1718098200                       # 2024-06-11 09:30:00 UTC: fixed times, so every run writes the same file
MAC = {"192.168.1.10": "02:00:00:00:00:0a", "192.168.1.1": "02:00:00:00:00:01", "203.0.113.80": "02:00:00:00:00:01"}


def checksum(data: bytes) -> int:
    """The Internet checksum (RFC 1071): ones' complement of the ones' complement sum of 16-bit words."""
    if len(data) % 2:
        data += b"\0"
    total = sum(struct.unpack(f"!{len(data) // 2}H", data))
    while total >> 16:
        total = (total & 0xFFFF) + (total >> 16)
    return ~total & 0xFFFF


def ip4(a: str) -> bytes:
    return bytes(int(x) for x in a.split("."))


def frame(src: str, dst: str, proto: int, l4: bytes, ident: int) -> bytes:
    """Ethernet II + IPv4 (20-byte header, no options) around a UDP or TCP segment."""
    ip = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + len(l4), ident, 0x4000, 64, proto, 0, ip4(src), ip4(dst))
    ip = ip[:10] + struct.pack("!H", checksum(ip)) + ip[12:]
    eth = bytes.fromhex(MAC[dst].replace(":", "")) + bytes.fromhex(MAC[src].replace(":", "")) + b"\x08\x00"
    data = eth + ip + l4
    return data + b"\0" * (60 - len(data)) if len(data) < 60 else data   # short frames padded to 60 bytes


def pseudo(src: str, dst: str, proto: int, length: int) -> bytes:
    return ip4(src) + ip4(dst) + struct.pack("!BBH", 0, proto, length)


def udp(src, sport, dst, dport, payload, ident):
    head = struct.pack("!HHHH", sport, dport, 8 + len(payload), 0)
    csum = checksum(pseudo(src, dst, 17, 8 + len(payload)) + head + payload)
    return frame(src, dst, 17, head[:6] + struct.pack("!H", csum) + payload, ident)


def tcp(src, sport, dst, dport, seq, ack, flags, payload, ident):
    head = struct.pack("!HHIIBBHHH", sport, dport, seq, ack, 5 << 4, flags, 64240, 0, 0)   # 20 bytes: offset 5
    csum = checksum(pseudo(src, dst, 6, 20 + len(payload)) + head + payload)
    return frame(src, dst, 6, head[:16] + struct.pack("!H", csum) + head[18:] + payload, ident)


def dns(ident: int, flags: int, answer: str = "") -> bytes:
    name = b"".join(bytes([len(p)]) + p.encode() for p in "files.example.net".split(".")) + b"\0"
    msg = struct.pack("!HHHHHH", ident, flags, 1, 1 if answer else 0, 0, 0) + name + struct.pack("!HH", 1, 1)
    if answer:                                        # C0 0C: a pointer to the name at offset 12
        msg += b"\xc0\x0c" + struct.pack("!HHIH", 1, 1, 300, 4) + ip4(answer)
    return msg


C, R, S = "192.168.1.10", "192.168.1.1", "203.0.113.80"
body = b"Quarterly figures\nNorth 1200\nSouth 950\nEast 1430\nWest 1105\n"
reply = b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: %d\r\n\r\n" % len(body) + body
request = b"GET /figures.txt HTTP/1.1\r\nHost: files.example.net\r\n\r\n"
cut = 100                                             # the reply leaves the server in two segments
a, b = 1000, 5000                                     # initial sequence numbers of client and server
SYN, ACK, PSH, FIN = 0x02, 0x10, 0x08, 0x01
packets = [
    (0.000000, udp(C, 53001, R, 53, dns(0x1a2b, 0x0100), 1)),
    (0.012400, udp(R, 53, C, 53001, dns(0x1a2b, 0x8180, S), 7)),
    (0.013100, tcp(C, 49200, S, 80, a, 0, SYN, b"", 2)),
    (0.051800, tcp(S, 80, C, 49200, b, a + 1, SYN | ACK, b"", 0)),
    (0.051900, tcp(C, 49200, S, 80, a + 1, b + 1, ACK, b"", 3)),
    (0.052000, tcp(C, 49200, S, 80, a + 1, b + 1, PSH | ACK, request, 4)),
    (0.090700, tcp(S, 80, C, 49200, b + 1 + cut, a + 1 + len(request), PSH | ACK, reply[cut:], 91)),
    (0.091500, tcp(S, 80, C, 49200, b + 1, a + 1 + len(request), ACK, reply[:cut], 90)),
    (0.091600, tcp(C, 49200, S, 80, a + 1 + len(request), b + 1 + len(reply), ACK, b"", 5)),
    (0.091800, tcp(S, 80, C, 49200, b + 1 + len(reply), a + 1 + len(request), FIN | ACK, b"", 92)),
]

# The pcap file: a 24-byte global header, then for each packet a 16-byte record header and the frame's bytes.
out = struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 65535, 1)        # magic, v2.4, snaplen, LINKTYPE_ETHERNET
for t, data in packets:
    usec = round(t * 1_000_000)
    out += struct.pack("<IIII", T0 + usec // 1_000_000, usec % 1_000_000, len(data), len(data)) + data
Path("lesson.pcap").write_bytes(out)

# ---- Reading it back, as a capture tool does -----------------------------------------------------------
cap = Path("lesson.pcap").read_bytes()
magic, major, minor, _, _, snaplen, linktype = struct.unpack_from("<IHHiIII", cap, 0)
print(f"lesson.pcap: {len(cap)} bytes, magic {magic:08x}, version {major}.{minor}, snaplen {snaplen},"
      f" link type {linktype}")

pos, first, records = 24, None, []
while pos < len(cap):
    sec, usec, incl, orig = struct.unpack_from("<IIII", cap, pos)
    records.append((sec * 1_000_000 + usec, cap[pos + 16:pos + 16 + incl]))   # time in microseconds
    pos += 16 + incl

NAMES = {SYN: "SYN", SYN | ACK: "SYN, ACK", ACK: "ACK", PSH | ACK: "PSH, ACK", FIN | ACK: "FIN, ACK"}
segments, talks = [], {}
print(" No.     Time  Source        Destination   Proto  Len  Info")
for n, (ts, f) in enumerate(records, 1):
    first = ts if first is None else first
    ihl = (f[14] & 0x0F) * 4                          # IPv4 header length, in 4-byte words
    total, proto = struct.unpack_from("!H", f, 16)[0], f[23]
    src, dst = ".".join(map(str, f[26:30])), ".".join(map(str, f[30:34]))
    l4 = f[14 + ihl:14 + total]                       # the IPv4 total length, not the frame, says where data ends
    sport, dport = struct.unpack_from("!HH", l4, 0)
    if proto == 17:
        data, kind = l4[8:], "UDP"
        info = f"{sport} -> {dport} Len={len(data)}"
    else:
        seq, ack, off, flags = struct.unpack_from("!IIBB", l4, 4)
        data, kind = l4[(off >> 4) * 4:], "TCP"
        info = f"{sport} -> {dport} [{NAMES[flags]}] Seq={seq} Len={len(data)}"
        if data:
            segments.append((n, src, sport, seq, data))
    key = tuple(sorted([(src, sport), (dst, dport)])) + (kind,)
    talks[key] = talks.get(key, 0) + 1
    print(f"{n:3} {(ts - first) / 1e6:9.6f}  {src:<13} {dst:<13} {kind:<5} {len(f):4}  {info}")

f = records[5][1]                                     # packet 6, the request, taken apart by hand
ihl = (f[14] & 0x0F) * 4                              # low nibble of the first IPv4 byte, in 4-byte words
off = (f[14 + ihl + 12] >> 4) * 4                     # high nibble of TCP header byte 12, in 4-byte words
total = struct.unpack_from("!H", f, 16)[0]
print("\nPacket 6, layer by layer:")
print(f"  Ethernet  bytes  0-13   type 0x{f[12:14].hex()} (IPv4)")
print(f"  IPv4      bytes 14-{13 + ihl}   first byte 0x{f[14]:02x}: version {f[14] >> 4},"
      f" header {ihl // 4} x 4 = {ihl} bytes; total length {total}")
print(f"  TCP       bytes {14 + ihl}-{13 + ihl + off}   header byte 12 is 0x{f[14 + ihl + 12]:02x}:"
      f" {off // 4} x 4 = {off} bytes")
print(f"  data      bytes {14 + ihl + off}-{13 + total}  {total - ihl - off} bytes,"
      f" starting {f[14 + ihl + off:][:27]!r}")

print("\nConversations (both directions counted together):")
for (end1, end2, kind), count in talks.items():
    print(f"  {kind} {end1[0]}:{end1[1]} <-> {end2[0]}:{end2[1]}  {count} packets")

print("\nData segments from the server, in capture order:")
server = [s for s in segments if s[2] == 80]
for n, src, sport, seq, data in server:
    print(f"  packet {n}: relative Seq={seq - b - 1:<4} {len(data):3} bytes")
print("Joined in capture order, the reply starts", b"".join(s[4] for s in server)[:30])
stream = b"".join(s[4] for s in sorted(server, key=lambda s: s[3]))
print("Joined by sequence number, it starts     ", stream[:30])
head, text = stream.split(b"\r\n\r\n", 1)
length = int(head.split(b"Content-Length: ")[1].split(b"\r\n")[0])
print(f"\nBody of the reply ({len(text)} bytes; Content-Length says {length}):")
print(text.decode(), end="")
