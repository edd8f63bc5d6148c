"""Worked example of the file-signatures lesson: three files whose names lie, told apart by their first bytes.

Makes its own inputs in the current folder (a bitmap called song.mp3, a ZIP called holiday.jpg, a PDF with no
extension at all), then reads the first bytes of each and names the format from a table of signatures.
Standard library only.
"""
import io
import struct
import zipfile
from pathlib import Path

SIGNATURES = [
    (b"\x89PNG\r\n\x1a\n", "PNG image"),
    (b"PK\x03\x04", "ZIP archive (also DOCX, JAR, APK)"),
    (b"%PDF-", "PDF document"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"\x7fELF", "ELF program"),
    (b"GIF8", "GIF image"),
    (b"BM", "BMP image"),
]


def bmp_2x2() -> bytes:
    """A valid 2 x 2 bitmap, 24 bits a pixel: file header, info header, two rows padded to 4 bytes each."""
    rows = b"".join(pixels + b"\x00\x00" for pixels in (b"\x20\x40\xc0" * 2, b"\xf0\xf0\xf0" * 2))
    info = struct.pack("<IiiHHIIiiII", 40, 2, 2, 1, 24, 0, len(rows), 2835, 2835, 0, 0)
    offset = 14 + len(info)
    return b"BM" + struct.pack("<IHHI", offset + len(rows), 0, 0, offset) + info + rows


def zip_with_note() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        # A fixed date: the archive's bytes, and so this output, are the same on every run.
        archive.writestr(zipfile.ZipInfo("note.txt", date_time=(2024, 1, 1, 0, 0, 0)), "not a photo\n")
    return buffer.getvalue()


def hex_line(data: bytes) -> str:
    """The first 16 bytes as xxd prints them: offset, hex in pairs, then the printable characters."""
    first = data[:16]
    pairs = " ".join(first[i:i + 2].hex() for i in range(0, len(first), 2))
    text = "".join(chr(b) if 0x20 <= b < 0x7F else "." for b in first)
    return f"00000000: {pairs:<39}  {text}"


def identify(data: bytes) -> str:
    for signature, name in SIGNATURES:
        if data.startswith(signature):
            return f"{name} (signature {signature.hex(' ')})"
    return "no known signature"


Path("song.mp3").write_bytes(bmp_2x2())
Path("holiday.jpg").write_bytes(zip_with_note())
Path("quarterly").write_bytes(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< >>\nendobj\n%%EOF\n")

for name in ["song.mp3", "holiday.jpg", "quarterly"]:
    data = Path(name).read_bytes()
    print(f"== {name} ({len(data)} bytes)")
    print(hex_line(data))
    print(f"-> {identify(data)}")
