"""Worked example of the message-digests lesson: one published digest, six ways to hash "the same" text.

Makes its own inputs in the current folder (the message saved as an editor and as Windows would save it, and
the published digest as raw bytes), then shows which bytes the digest was really computed over, how a raw
digest differs from its hex text, and how far one changed character moves the result. Standard library only.
"""
import hashlib
from pathlib import Path

MESSAGE = "Meet at the café at 9"
PUBLISHED = hashlib.sha256(MESSAGE.encode("utf-8")).hexdigest()   # what the sender computed and published

Path("notice.txt").write_bytes((MESSAGE + "\n").encode("utf-8"))         # a text editor ends the last line
Path("notice-win.txt").write_bytes((MESSAGE + "\r\n").encode("utf-8"))   # Windows ends lines with CR LF
Path("published.bin").write_bytes(bytes.fromhex(PUBLISHED))              # the digest as 32 raw bytes

print("published SHA-256:", PUBLISHED)

# 1. Six byte sequences a person might hash when asked for "the SHA-256 of the message".
attempts = {
    "UTF-8, nothing added": MESSAGE.encode("utf-8"),
    "UTF-8 + LF (echo)": (MESSAGE + "\n").encode("utf-8"),
    "notice-win.txt": Path("notice-win.txt").read_bytes(),
    "Latin-1": MESSAGE.encode("latin-1"),
    "UTF-16LE": MESSAGE.encode("utf-16-le"),
    "with the quotes": f'"{MESSAGE}"'.encode("utf-8"),
}
print(f"\n{'what was hashed':22} {'bytes':>5}  {'SHA-256 starts':16}  match")
for label, data in attempts.items():
    digest = hashlib.sha256(data).hexdigest()
    print(f"{label:22} {len(data):5}  {digest[:16]}  {'yes' if digest == PUBLISHED else 'no'}")
print("the bytes of 'é':", {name: "é".encode(name).hex(" ") for name in ("utf-8", "latin-1", "utf-16-le")})

# 2. A file's digest covers every byte of it, the final newline included.
with open("notice.txt", "rb") as f:
    file_digest = hashlib.file_digest(f, "sha256").hexdigest()
print("\nnotice.txt as a file:", file_digest[:16], "(= UTF-8 + LF)" if file_digest == hashlib.sha256(
    attempts["UTF-8 + LF (echo)"]).hexdigest() else "")

# 3. A digest is bytes; hex is one way to write them. Compare like with like.
raw = Path("published.bin").read_bytes()
computed = hashlib.sha256(MESSAGE.encode("utf-8"))
print(f"\npublished.bin: {len(raw)} bytes, starts {raw[:4]!r}")
print("raw == hexdigest()      :", raw == computed.hexdigest())
print("raw == digest()         :", raw == computed.digest())
print("raw.hex() == hexdigest():", raw.hex() == computed.hexdigest())

# 4. The size of the digest names the family; the content never changes it.
print("\nalgorithm  bytes  hex digits")
for name in ("md5", "sha1", "sha256", "sha512"):
    h = hashlib.new(name, MESSAGE.encode("utf-8"))
    print(f"{name:9}  {h.digest_size:5}  {len(h.hexdigest()):10}")

# 5. One character changed, and about half of the 256 output bits change with it.
a = hashlib.sha256(b"Meet at the caf\xc3\xa9 at 9").digest()
b = hashlib.sha256(b"Meet at the caf\xc3\xa9 at 8").digest()
flipped = sum(bin(x ^ y).count("1") for x, y in zip(a, b))
print(f"\n'at 9' -> 'at 8': {flipped} of 256 bits differ")
print(f"  {a.hex()}\n  {b.hex()}")
