"""Worked example of the strings-extraction lesson: what strings finds in a binary, and what it cannot.

Makes its own input in the current folder: router.bin, 16 KiB of random bytes standing in for machine code,
with three settings written into it in three ways (plain ASCII, UTF-16LE, and ASCII compressed with zlib).
Then it does what strings(1) does, its options emulated in a few lines, and searches each result.
Standard library only.
"""
import random
import re
import zlib
from pathlib import Path

rng = random.Random(1337)  # a fixed seed: the same "noise", and so the same output, on every run
blob = bytearray(rng.randbytes(16384))


def put(offset: int, data: bytes) -> None:
    """Write data with a zero byte on each side, the way a C program leaves its strings."""
    blob[offset:offset + len(data) + 2] = b"\x00" + data + b"\x00"


put(0x0400, b"Bootloader v2.1 starting")
put(0x1800, b"admin_user=operator")
put(0x2C00, "wifi_psk=harbour-lights-42".encode("utf-16-le"))  # how Windows software often stores text
put(0x3400, zlib.compress(b"backup_password=tide-pool-9\n"))  # compressed: no readable run is left
Path("router.bin").write_bytes(blob)


def strings(data: bytes, min_len: int = 4, encoding: str = "s") -> list[tuple[int, str]]:
    """Runs of printable characters (space to tilde, and tab), found the way GNU strings finds them.

    encoding "s" reads one byte per character (the default); "l" reads 16-bit little-endian
    characters, a printable byte followed by a zero byte each (strings -e l)."""
    char = rb"[\t\x20-\x7e]" if encoding == "s" else rb"[\t\x20-\x7e]\x00"
    step = 1 if encoding == "s" else 2
    return [(m.start(), m.group()[::step].decode("ascii"))
            for m in re.finditer(rb"(?:%s){%d,}" % (char, min_len), data)]


def show(title: str, found: list[tuple[int, str]]) -> None:
    print(f"== {title}")
    for offset, text in found:
        print(f"{offset:7x} {text}")  # the layout of strings -t x: offset in hex, then the text


data = Path("router.bin").read_bytes()
print(f"router.bin: {len(data)} bytes")
for n in (4, 6, 8, 10):
    print(f"strings -n {n:<2} router.bin | wc -l  -> {len(strings(data, n)):3}")
print()
show("strings -n 10 -t x router.bin", strings(data, 10))
show("strings -n 10 -t x -e l router.bin", strings(data, 10, "l"))
hits = [text for _, text in strings(data) + strings(data, 4, "l") if "pass" in text]
print(f"lines containing 'pass', both encodings: {len(hits)}\n")

# Compressed text has no readable runs. A zlib stream starts with 78 9c (default level),
# so try to inflate at every place those two bytes occur, as carving tools do.
for match in re.finditer(rb"\x78\x9c", data):
    try:
        inflated = zlib.decompressobj().decompress(data[match.start():])
    except zlib.error:
        print(f"78 9c at {match.start():#x}: not a zlib stream")
        continue
    print(f"78 9c at {match.start():#x}: inflates to {len(inflated)} bytes")
    show("strings -t x on the inflated bytes", strings(inflated))
