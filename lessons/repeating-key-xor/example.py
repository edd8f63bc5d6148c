"""Worked example of the repeating-key-xor lesson: recover an unknown key from the ciphertext alone.

Makes its own input in the current folder (secret.bin, a paragraph written for this lesson XORed with a key
the attack never reads), then finds the key's length by Hamming distance, each key byte by English letter
frequency, and decrypts. Standard library only.
"""
import math
from collections import Counter
from pathlib import Path

PLAIN = (b"Most hives in the north field came through the winter, but two colonies were lost to damp. "
         b"Next spring the boxes will be raised on bricks and the entrances turned away from the wind. "
         b"The heather crop was late this year and darker than usual; the honey set hard within a month, "
         b"so the jars need warming before they are sold at the market. Remember to order new frames "
         b"before April, to check every queen for eggs in the first warm week, and to write down which "
         b"hives were fed sugar in the autumn, since their honey is not for sale.")

# Approximate frequencies in English text, in percent, with the space (about one character in six).
ENGLISH = dict(zip(" etaoinshrdlcumwfgypbvkjxqz",
                   [18.0, 12.7, 9.1, 8.2, 7.5, 7.0, 6.7, 6.3, 6.1, 6.0, 4.3, 4.0, 2.8, 2.8,
                    2.4, 2.4, 2.2, 2.0, 2.0, 1.9, 1.5, 1.0, 0.8, 0.2, 0.2, 0.1, 0.1]))


def xor(data: bytes, key: bytes) -> bytes:
    """Byte i of the data XOR byte i % len(key) of the key: the same call encrypts and decrypts."""
    return bytes(b ^ key[i % len(key)] for i, b in enumerate(data))


def hamming(a: bytes, b: bytes) -> int:
    """Number of bit positions in which a and b differ."""
    return sum(bin(x ^ y).count("1") for x, y in zip(a, b))


def key_length_score(data: bytes, n: int) -> float:
    """Average Hamming distance between neighbouring n-byte blocks, per byte (lower: more likely)."""
    blocks = [data[i:i + n] for i in range(0, len(data) - n + 1, n)]
    pairs = list(zip(blocks, blocks[1:]))
    return sum(hamming(a, b) for a, b in pairs) / len(pairs) / n


def english_score(text: bytes) -> float:
    """Sum of the English frequencies of the characters; any unprintable byte rules the candidate out."""
    if any(not (32 <= b < 127 or b in (9, 10, 13)) for b in text):
        return -1.0
    return sum(ENGLISH.get(chr(b).lower(), 0.0) for b in text)


def xxd_line(data: bytes) -> str:
    """The first 16 bytes as xxd prints them (emulated): offset, hex in pairs, printable characters."""
    first = data[:16]
    pairs = " ".join(first[i:i + 2].hex() for i in range(0, len(first), 2))
    return f"00000000: {pairs:<39}  " + "".join(chr(b) if 32 <= b < 127 else "." for b in first)


Path("secret.bin").write_bytes(xor(PLAIN, b"kestrel"))

data = Path("secret.bin").read_bytes()
print(f"secret.bin: {len(data)} bytes")
print(xxd_line(data))

# 1. The key length: blocks one key length apart were XORed with the same key bytes, so their distance is
#    the distance between two pieces of English, which is smaller than between two random-looking blocks.
ranked = sorted((key_length_score(data, n), n) for n in range(2, 25))
print("\nkey length, best six of 2..24 (bits differing per byte):")
for score, n in ranked[:6]:
    print(f"  {n:2d}  {score:.3f}")
# A key of 7 bytes repeated is also a key of 14 and 21 bytes, so multiples of the length score well too:
# when the best few share a divisor, that divisor is the length.
top = [n for _, n in ranked[:3]]
length = math.gcd(*top) if math.gcd(*top) >= 2 else top[0]
print(f"best three {top}: length {length}")

# 2. Each key byte alone: column j holds every byte XORed with key[j], a single-byte XOR with 256 candidates.
key = bytearray()
print(f"\nkey bytes, one column of about {len(data) // length} bytes each:")
for j in range(length):
    column = data[j::length]
    ranked_bytes = sorted(((english_score(bytes(b ^ k for b in column)), k) for k in range(256)), reverse=True)
    (score, k), (score2, k2) = ranked_bytes[0], ranked_bytes[1]
    common = Counter(column).most_common(1)[0][0]
    key.append(k)
    print(f"  column {j}: {k:#04x} {chr(k)!r} score {score:6.1f} (next {k2:#04x} {score2:6.1f})"
          f"  most common byte {common:#04x} ^ 0x20 = {common ^ 0x20:#04x}")
print("key:", bytes(key))

# 3. Decrypt with the same operation that encrypted.
plain = xor(data, bytes(key))
print("\n" + plain[:90].decode(), "[...]")

# 4. Known plaintext gives the key directly: ciphertext XOR plaintext = key stream, wherever you know a word.
offset = plain.index(b"heather")
stream = xor(data[offset:offset + 7], b"heather")
print(f"\n'heather' at offset {offset}: key stream {stream!r}, key index {offset % length} onwards")
