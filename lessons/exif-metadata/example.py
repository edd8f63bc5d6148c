"""Worked example of the exif-metadata lesson: read a photo's EXIF by hand, the way exiftool does.

Makes its own input in the current folder: photo.jpg, a real 8x8 grey JPEG written byte by byte, whose APP1
segment holds EXIF data (a TIFF structure: a header, then image file directories of 12-byte entries). One
note sits where a quick listing does not show it. Then it walks the segments and every directory, printing
each tag with the directory it came from. Standard library only.
"""
import struct
from pathlib import Path

NAMES = {0x010E: "ImageDescription", 0x010F: "Make", 0x0110: "Model", 0x0131: "Software",
         0x0132: "ModifyDate", 0x013B: "Artist", 0x8769: "ExifOffset", 0x9000: "ExifVersion",
         0x9003: "DateTimeOriginal", 0x9286: "UserComment"}
ASCII, LONG, UNDEFINED = 2, 4, 7  # EXIF field types: text ending in a zero byte, 32-bit number, raw bytes


def segment(marker: int, body: bytes) -> bytes:
    """A JPEG segment: FF, the marker, a two-byte length that counts itself, then the body."""
    return bytes([0xFF, marker]) + struct.pack(">H", len(body) + 2) + body


def directory(entries: list[tuple[int, int, bytes]], at: int, next_ifd: int) -> bytes:
    """One IFD placed at offset `at` of the TIFF data: a count, 12-byte entries (tag, type, count, value
    or offset), the offset of the next IFD, then the values too long to fit in four bytes."""
    data_at = at + 2 + 12 * len(entries) + 4
    table, extra = struct.pack(">H", len(entries)), b""
    for tag, kind, value in sorted(entries):
        field = value.ljust(4, b"\0") if len(value) <= 4 else struct.pack(">I", data_at + len(extra))
        if len(value) > 4:
            extra += value + b"\0" * (len(value) % 2)  # values start on even offsets
        table += struct.pack(">HHI", tag, kind, len(value) if kind != LONG else 1) + field
    return table + struct.pack(">I", next_ifd) + extra


def text(tag: int, value: str) -> tuple[int, int, bytes]:
    return tag, ASCII, value.encode() + b"\0"


ifd0 = [text(0x010E, "lighthouse in fog"), text(0x010F, "Kestrel"), text(0x0110, "K-200"),
        text(0x0131, "PhotoDesk 3.1"), text(0x0132, "2024:05:17 19:42:08"), text(0x013B, "M. Okafor")]
exif = [(0x9000, UNDEFINED, b"0232"), text(0x9003, "2024:05:17 19:42:08"),
        (0x9286, UNDEFINED, b"ASCII\0\0\0" + b"shot from the east pier")]  # 8 bytes name the character code
ifd1 = [text(0x010E, "locker 14, code 5081")]  # a second directory, usually the thumbnail's

exif_at = 8 + len(directory(ifd0 + [(0x8769, LONG, b"\0" * 4)], 8, 0))  # sizes first, then the real bytes
ifd1_at = exif_at + len(directory(exif, exif_at, 0))
tiff = (b"MM\x00\x2a" + struct.pack(">I", 8)  # big-endian ("Motorola"), the number 42, IFD0 at offset 8
        + directory(ifd0 + [(0x8769, LONG, struct.pack(">I", exif_at))], 8, ifd1_at)
        + directory(exif, exif_at, 0) + directory(ifd1, ifd1_at, 0))

# A minimal baseline JPEG: one 8x8 block of mid grey. A quantisation table, the frame header, two
# Huffman tables of a single one-bit code each, the scan header, one byte of scan data, End Of Image.
one_code = b"\x01" + b"\x00" * 15 + b"\x00"
image = (segment(0xDB, b"\x00" + b"\x01" * 64) + segment(0xC0, b"\x08\x00\x08\x00\x08\x01\x01\x11\x00")
         + segment(0xC4, b"\x00" + one_code + b"\x10" + one_code) + segment(0xDA, b"\x01\x01\x00\x00\x3f\x00")
         + b"\x3f\xff\xd9")
Path("photo.jpg").write_bytes(b"\xff\xd8" + segment(0xE1, b"Exif\0\0" + tiff) + image)

# --- Reading it back ---
data = Path("photo.jpg").read_bytes()
print("== segments")
pos, app1 = 2, None
print("     0  ffd8  SOI (start of image)")
while True:
    marker, length = data[pos + 1], struct.unpack(">H", data[pos + 2:pos + 4])[0]
    label = {0xE1: "APP1", 0xDB: "DQT", 0xC0: "SOF0", 0xC4: "DHT", 0xDA: "SOS"}[marker]
    print(f"{pos:6}  ff{marker:02x}  {label:<4} {length:4} bytes  {data[pos + 4:pos + 10]!r}")
    if marker == 0xE1:
        app1 = pos + 4
    if marker == 0xDA:  # compressed data follows: a data byte FF is followed by a stuffed 00
        end = data.index(b"\xff\xd9", pos + 2 + length)
        print(f"{end:6}  ffd9  EOI (end of image)")
        break
    pos += 2 + length

tiff = data[app1 + 6:]  # after "Exif\0\0"; every offset below counts from here
order = ">" if tiff[:2] == b"MM" else "<"
magic, first = struct.unpack(order + "HI", tiff[2:8])
print(f"\n== TIFF header at byte {app1 + 6}: {tiff[:2].decode()}, {magic}, IFD0 at {first}")


def walk(offset: int, group: str) -> list[tuple[str, str]]:
    """Print one IFD's tags, follow the Exif pointer, then the chain to the next IFD."""
    found, (count,) = [], struct.unpack(order + "H", tiff[offset:offset + 2])
    for n in range(count):
        tag, kind, size = struct.unpack(order + "HHI", tiff[offset + 2 + 12 * n:offset + 10 + 12 * n])
        field = tiff[offset + 10 + 12 * n:offset + 14 + 12 * n]
        raw = field[:size] if size <= 4 else tiff[struct.unpack(order + "I", field)[0]:][:size]
        value = str(struct.unpack(order + "I", field)[0]) if kind == LONG else repr(raw.rstrip(b"\0").decode())
        print(f"[{group}]".ljust(10) + f"{tag:#06x} {NAMES[tag]:<17}: {value}")
        found.append((NAMES[tag], group))
        if tag == 0x8769:
            found += walk(int(value), "ExifIFD")
    (next_ifd,) = struct.unpack(order + "I", tiff[offset + 2 + 12 * count:offset + 6 + 12 * count])
    return found + (walk(next_ifd, "IFD1") if next_ifd else [])


tags = walk(first, "IFD0")
print("\n== names that occur more than once")
for name in sorted({name for name, _ in tags}):
    groups = [group for other, group in tags if other == name]
    if len(groups) > 1:
        print(f"{name}: in {', '.join(groups)}")
