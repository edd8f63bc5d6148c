"""Worked example of the character-encoding lesson: characters, code points and the bytes that store them.

Shows the layout of the ASCII table, then four characters that UTF-8 writes in one to four bytes. It saves one
short note in four encodings (files in the current folder), identifies each file from its bytes alone, shows why
a plain byte search misses UTF-16 text, produces and repairs mojibake, and tells two look-alike words apart.
Standard library only.
"""
import sys
import unicodedata
from pathlib import Path

sys.stdout.reconfigure(encoding="utf-8")  # print é, € and the snake the same way under any locale

print("== the ASCII table's layout")
for ch in "Gg":
    print(f"  {ch!r} is {ord(ch):#04x} = {ord(ch):08b}")
print(f"  only bit 5 differs: 'G' XOR 0x20 is {chr(ord('G') ^ 0x20)!r}, and so for every letter")
print(f"  digit '7' is {ord('7'):#04x}; minus 0x30 gives the number {ord('7') - 0x30}")
print(f"  printable ASCII runs from {0x20:#04x} {chr(0x20)!r} to {0x7e:#04x} {chr(0x7e)!r}")

print("== one code point, one to four bytes")
for ch in "Aé€🐍":
    utf8 = ch.encode("utf-8").hex(" ")
    utf16 = ch.encode("utf-16-be").hex(" ")
    code_point = f"U+{ord(ch):04X}"
    print(f"  {code_point:<7}  UTF-8 {utf8:<11}  UTF-16BE {utf16:<11}  {unicodedata.name(ch)}")

note = "Zoë paid €5"
files = {
    "note-utf8.txt": note.encode("utf-8"),
    "note-utf16le.txt": b"\xff\xfe" + note.encode("utf-16-le"),  # byte-order mark, then little-endian pairs
    "note-utf16be.txt": note.encode("utf-16-be"),                  # no byte-order mark at all
    "note-cp1252.txt": note.encode("cp1252"),                      # one byte per character (Windows-1252)
}
for name, data in files.items():
    Path(name).write_bytes(data)


def sniff(data: bytes) -> str:
    """Guess an encoding from the bytes alone, the way you would read a hex dump."""
    if data.startswith(b"\xef\xbb\xbf"):
        return "utf-8-sig"
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "utf-16"                      # the codec reads the mark and picks the byte order
    if data[0::2].count(0) > len(data) // 4:
        return "utf-16-be"                   # NULs in even positions: the high byte of ASCII letters comes first
    if data[1::2].count(0) > len(data) // 4:
        return "utf-16-le"
    try:
        data.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError:
        return "cp1252"                      # not valid UTF-8: assume a single-byte code page


print(f"== the note {note!r} ({len(note)} characters) saved four ways")
for name in files:
    data = Path(name).read_bytes()
    guess = sniff(data)
    print(f"  {name:<17} {len(data):>2} bytes  {data[:8].hex(' '):<23}  -> {guess:<9} {data.decode(guess)!r}")

print("== searching the bytes for the word 'paid'")
for name in files:
    data = Path(name).read_bytes()
    plain = b"paid" in data
    wide = "paid".encode("utf-16-le") in data or "paid".encode("utf-16-be") in data
    print(f"  {name:<17} as 1-byte text: {str(plain):<5}  as UTF-16: {wide}")

print("== mojibake: UTF-8 bytes decoded with the wrong table, and back")
garbled = files["note-utf8.txt"].decode("cp1252")
print(f"  read as cp1252: {garbled!r}")
print(f"  repaired:       {garbled.encode('cp1252').decode('utf-8')!r}")

print("== two words that look the same")
for word in ["admin", "\u0430dmin"]:
    print(f"  {word}: {' '.join(f'U+{ord(c):04X}' for c in word)}  first is {unicodedata.name(word[0])}")
print(f"  equal? {'admin' == chr(0x430) + 'dmin'}")
