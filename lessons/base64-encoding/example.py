"""Worked example of the base64-encoding lesson: Base64 done by hand, then the properties that let you spot it.

Encodes one short word bit by bit and checks it against the base64 module, shows how padding follows the input
length, shows that a known word encodes differently at each offset and computes the characters to search for,
decodes strictly and leniently, compares the URL-safe alphabet, and computes what common file signatures look like
once encoded. Standard library only; it writes no files.
"""
import base64
import binascii
import string

ALPHABET = string.ascii_uppercase + string.ascii_lowercase + string.digits + "+/"


def by_hand(data: bytes) -> str:
    """Three bytes at a time: 24 bits, cut into four 6-bit indexes into the alphabet, '=' for missing bytes."""
    out = []
    for i in range(0, len(data), 3):
        group = data[i:i + 3]
        bits = "".join(f"{b:08b}" for b in group).ljust(24, "0")
        indexes = [int(bits[j:j + 6], 2) for j in range(0, 24, 6)]
        chars = "".join(ALPHABET[k] for k in indexes)[:len(group) + 1].ljust(4, "=")
        print(f"  {group!r:<8} {group.hex(' '):<9} {' '.join(bits[j:j + 6] for j in range(0, 24, 6))}"
              f"  {indexes} -> {chars}")
        out.append(chars)
    return "".join(out)


print("== 'tide' by hand")
word = b"tide"
print(f"  {by_hand(word)}  (base64 module: {base64.b64encode(word).decode()})")

print("== the padding follows the length")
for n in range(1, 7):
    data = b"harbour"[:n]
    encoded = base64.b64encode(data).decode()
    print(f"  {n} byte{'s' if n > 1 else ' '} {data!r:<10} -> {encoded:<8}  {len(encoded)} characters, {encoded.count('=')} '='")


def fingerprints(known: bytes) -> list[str]:
    """The characters that depend only on `known`, for each of its three possible offsets modulo 3."""
    found = []
    for shift in range(3):
        encoded = base64.b64encode(b"\x00" * shift + known).decode()
        first = -(-shift * 4 // 3)                  # first character whose six bits all come from `known`
        last = (shift + len(known)) * 4 // 3        # characters fully covered by the bytes so far
        found.append(encoded[first:last])
    return found


print("== one known word at three offsets")
messages = [b"ALERT: pump stopped", b"[ALERT] valve shut", b"> ALERT: tank low", b"#42 ALERT: door open"]
marks = fingerprints(b"ALERT")
print(f"  fingerprints of b'ALERT': {marks}")
for message in messages:
    encoded = base64.b64encode(message).decode()
    hits = [shift for shift, mark in enumerate(marks) if mark in encoded]
    print(f"  {encoded:<28} offset {message.index(b'ALERT')}, contains fingerprint {hits}")

print("== strict and lenient decoding")
damaged = "dGlk\nZQ==!"
print(f"  lenient: {base64.b64decode(damaged)!r}  (the newline and the '!' were skipped)")
try:
    base64.b64decode(damaged, validate=True)
except binascii.Error as error:
    print(f"  strict:  binascii.Error: {error}")
try:
    base64.b64decode("dGlkZQ")
except binascii.Error as error:
    print(f"  padding cut off: binascii.Error: {error}")
print(f"  padding restored: {base64.b64decode('dGlkZQ' + '=' * (-len('dGlkZQ') % 4))!r}")

print("== two alphabets for the same bytes")
raw = bytes([0xfb, 0xef, 0xbe, 0xff])
print(f"  standard {base64.b64encode(raw).decode()}   URL-safe {base64.urlsafe_b64encode(raw).decode()}")

print("== what file signatures look like once encoded (offset 0)")
for name, signature in [("PNG", b"\x89PNG\r\n\x1a\n"), ("JPEG", b"\xff\xd8\xff"), ("PDF", b"%PDF-"),
                        ("ZIP", b"PK\x03\x04"), ("gzip", b"\x1f\x8b\x08"), ("JSON", b'{"')]:
    print(f"  {name:<5} {signature.hex(' '):<23} -> {fingerprints(signature)[0]}")
