"""Worked example of the lsb-steganography lesson: hide text in the lowest bit of one colour, then find it
without knowing where it is, by trying the usual layouts one after the other.

Makes its own input in the current folder: sunset.png, a 64x48 RGB picture (sky, sun, ground) written with
zlib and struct, carrying a message in bit 0 of its blue samples. Then it reads the PNG back, collects bit 0
in each channel set and bit order, and keeps the layout whose bytes read as text. Standard library only.
"""
import struct
import zlib
from pathlib import Path

W, H = 64, 48


def cover() -> list[list[list[int]]]:
    """Rows of [R, G, B] pixels: a sky that darkens by one level per row, a flat sun, a ground gradient."""
    rows = []
    for y in range(H):
        row = []
        for x in range(W):
            if (x - 46) ** 2 + (y - 12) ** 2 <= 49:
                row.append([250, 210, 60])                        # the sun: one flat colour
            elif y < 30:
                row.append([90 + y, 150 + y, 230 - y])            # the sky
            else:
                row.append([60 + x // 4, 120 + x // 4, 40 + x // 2])  # the ground
        rows.append(row)
    return rows


def hide(rows, text: str) -> None:
    """This example's scheme: the length in digits, a colon, the text; one bit per pixel in blue's
    bit 0, rows top to bottom, and each byte's lowest bit first."""
    payload = f"{len(text)}:{text}".encode()
    bits = [(byte >> i) & 1 for byte in payload for i in range(8)]
    for n, bit in enumerate(bits):
        pixel = rows[n // W][n % W]
        pixel[2] = (pixel[2] & 0xFE) | bit                        # clear bit 0, then set it to the message bit


def write_png(rows, name: str) -> None:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    raw = b"".join(b"\x00" + bytes(v for pixel in row for v in pixel) for row in rows)  # filter 0 per row
    header = struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0)                              # 8-bit RGB
    Path(name).write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9))
                           + chunk(b"IEND", b""))


def read_png(name: str) -> tuple[int, int, bytes]:
    """Width, height and the R, G, B samples in pixel order. Handles filter type 0 only, which is what
    write_png uses; other encoders use all five PNG filters, and Pillow undoes them for you."""
    data, pos, idat = Path(name).read_bytes(), 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        if kind == b"IHDR":
            width, height = struct.unpack(">II", data[pos + 8:pos + 16])
        elif kind == b"IDAT":
            idat += data[pos + 8:pos + 8 + length]
        pos += 12 + length
    raw, stride = zlib.decompress(idat), 3 * width
    rows = [raw[y * (stride + 1):(y + 1) * (stride + 1)] for y in range(height)]
    assert all(row[0] == 0 for row in rows), "this reader handles filter type 0 only"
    return width, height, b"".join(row[1:] for row in rows)


picture = cover()
hide(picture, "the ferry leaves quay 3 at 06:10, bring the blue crate")
write_png(picture, "sunset.png")

# --- The analyst's side: only the file is known ---
width, height, samples = read_png("sunset.png")
print(f"sunset.png: {width} x {height} RGB, {len(samples)} samples, at most {len(samples) // 8} bytes in bit 0")


def extract(channels: str, order: str, count: int) -> bytes:
    """Bit 0 of the chosen channels, pixel by pixel, packed into bytes most or least significant bit first."""
    picked = [i for i in range(len(samples)) if "RGB"[i % 3] in channels]
    bits = [samples[i] & 1 for i in picked[:8 * count]]
    out = bytearray()
    for k in range(0, len(bits) - 7, 8):
        group = bits[k:k + 8] if order == "msb" else bits[k:k + 8][::-1]
        out.append(int("".join(map(str, group)), 2))
    return bytes(out)


def shown(data: bytes) -> str:
    return "".join(chr(b) if 0x20 <= b < 0x7F else "." for b in data)


print("\nlayout        printable  first 24 bytes as text")
results = []
for channels in ("RGB", "R", "G", "B"):
    for order in ("msb", "lsb"):
        head = extract(channels, order, 24)
        share = sum(0x20 <= b < 0x7F for b in head) / len(head)
        results.append((share, channels, order))
        print(f"{channels:<4} {order}-first {share:8.0%}  {shown(head)}")

_, channels, order = max(results)
data = extract(channels, order, len(samples) // 8)
length, _, rest = data.partition(b":")
print(f"\nbest: {channels}, bit 0, {order} first; length field {length.decode()!r}")
print("message:", rest[:int(length)].decode())
