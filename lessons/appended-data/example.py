"""Worked example of the appended-data lesson: where does a file say it ends, and what follows that point?

Makes its own inputs in the current folder: stamp.png, a small PNG with nothing after it, and badge.bmp, a
small BMP with a gzip-compressed note appended after its pixels. Then it reads each file the way a viewer
does, finds the end the format declares, and looks at whatever comes after it. Standard library only.
"""
import gzip
import struct
import zlib
from pathlib import Path

WIDTH, HEIGHT = 6, 4


def png() -> bytes:
    """A greyscale PNG: signature, IHDR, IDAT, IEND, each chunk with its CRC."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\x00" + bytes(range(0, 240, 40)) for _ in range(HEIGHT))  # filter byte 0, then pixels
    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def bmp() -> bytes:
    """A 24-bit BMP: a 14-byte file header, a 40-byte info header, then rows of blue-green-red pixels,
    bottom row first, each row padded to a multiple of 4 bytes."""
    row = bytes([0, 0, 200] * WIDTH) + b"\x00" * (-3 * WIDTH % 4)
    pixels = row * HEIGHT
    info = struct.pack("<IiiHHIIiiII", 40, WIDTH, HEIGHT, 1, 24, 0, len(pixels), 2835, 2835, 0, 0)
    size = 14 + len(info) + len(pixels)
    return b"BM" + struct.pack("<IHHI", size, 0, 0, 14 + len(info)) + info + pixels


Path("stamp.png").write_bytes(png())
# mtime=0 fixes the timestamp in the gzip header, so the file is the same on every run.
note = gzip.compress(b"spare key: under the third flowerpot\n", mtime=0)
Path("badge.bmp").write_bytes(bmp() + note)


def png_end(data: bytes) -> int:
    """Walk the chunks as a decoder does; the file ends where the IEND chunk (and its CRC) ends."""
    pos = 8
    while True:
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        pos += 12 + length  # length field, type, data, CRC
        if kind == b"IEND":
            return pos


def bmp_end(data: bytes) -> int:
    """A BMP has no end marker: its header states the file size, and the pixel array's size follows
    from the offset of the pixels, the width, the height and the bit depth."""
    size, = struct.unpack("<I", data[2:6])
    offset, = struct.unpack("<I", data[10:14])
    width, height, _, bits = struct.unpack("<iiHH", data[18:30])
    row = (width * bits // 8 + 3) // 4 * 4
    print(f"  header: file size {size}, pixels at {offset}, {width}x{abs(height)}, {bits} bits, rows of {row} bytes")
    return offset + row * abs(height)


def xxd_line(data: bytes, offset: int) -> str:
    """16 bytes from offset, laid out the way xxd prints them."""
    piece = data[offset:offset + 16]
    pairs = " ".join(piece[i:i + 2].hex() for i in range(0, len(piece), 2))
    text = "".join(chr(b) if 0x20 <= b < 0x7F else "." for b in piece)
    return f"{offset:08x}: {pairs:<39}  {text}"


SIGNATURES = {b"\x1f\x8b": "gzip", b"PK\x03\x04": "ZIP", b"\x89PNG": "PNG", b"\xff\xd8\xff": "JPEG"}

for name, find_end in (("stamp.png", png_end), ("badge.bmp", bmp_end)):
    data = Path(name).read_bytes()
    print(f"== {name}")
    end = find_end(data)
    print(f"  the format ends at byte {end}; the file has {len(data)} bytes; {len(data) - end} follow")
    if end == len(data):
        continue
    tail = data[end:]
    print("  " + xxd_line(data, end))
    kind = next((k for sig, k in SIGNATURES.items() if tail.startswith(sig)), None)
    print(f"  the tail starts with {tail[:2].hex(' ')}: {kind or 'no known signature'}")
    if kind == "gzip":
        print(f"  gunzipped: {gzip.decompress(tail).decode()!r}")
