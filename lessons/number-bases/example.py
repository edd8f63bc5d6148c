"""Worked example of the number-bases lesson: one value written in four bases, converted by hand and checked.

Converts a number to base 16 and base 8 by repeated division, gets binary from the hex digits four bits at a
time, regroups the bits in threes for octal, and checks every result by place value and with int(). Then it
reads one string of digits in several bases, finds the smallest base each token can be written in, pads values
to the width of a byte, and decodes a file mode written in octal. Standard library only; it writes no files.
"""
import stat

DIGITS = "0123456789abcdef"


def by_division(n: int, base: int) -> str:
    """Divide by the base until nothing is left; the remainders, read from the last, are the digits."""
    digits = []
    while n > 0:
        quotient, remainder = divmod(n, base)
        print(f"  {n:>4} / {base:<2} = {quotient:>3} remainder {remainder:>2} -> digit {DIGITS[remainder]}")
        digits.append(DIGITS[remainder])
        n = quotient
    return "".join(reversed(digits))


def place_value(text: str, base: int) -> str:
    """The sum of digit times power of the base, written out."""
    terms = [f"{DIGITS.index(d)}*{base}^{len(text) - 1 - i}" for i, d in enumerate(text)]
    total = sum(DIGITS.index(d) * base ** (len(text) - 1 - i) for i, d in enumerate(text))
    return f"{' + '.join(terms)} = {total}"


n = 181
print(f"== {n} to base 16 and base 8 by repeated division")
hex_digits = by_division(n, 16)
octal_digits = by_division(n, 8)
print(f"  hex {hex_digits}, octal {octal_digits}")

print("== binary from hex, four bits per digit; octal from binary, three bits per digit")
nibbles = [format(DIGITS.index(d), "04b") for d in hex_digits]
print(f"  {' '.join(hex_digits)} -> {' '.join(nibbles)}")
bits = "".join(nibbles)
padded = bits.zfill(-(-len(bits) // 3) * 3)
triples = [padded[i:i + 3] for i in range(0, len(padded), 3)]
print(f"  {' '.join(triples)} -> {' '.join(str(int(t, 2)) for t in triples)}")

print("== back to decimal by place value")
for text, base in [(hex_digits, 16), (octal_digits, 8), (bits, 2)]:
    print(f"  base {base:>2}: {place_value(text, base)}")
print(f"  int() agrees: {int(hex_digits, 16)} {int(octal_digits, 8)} {int(bits, 2)}")
print(f"  and back: format -> {format(n, 'x')} {format(n, 'o')} {format(n, 'b')}, "
      f"prefixed -> {hex(n)} {oct(n)} {bin(n)}")

print("== the same digits '101' in four bases")
print("  " + ", ".join(f"base {b}: {int('101', b)}" for b in (2, 8, 10, 16)))

print("== the smallest base each token can be written in")
for token in ["1101", "0755", "19", "7f", "cafe", "Hello"]:
    lowered = token.lower()
    if set(lowered) <= set(DIGITS):
        smallest = max(DIGITS.index(d) for d in lowered) + 1
        readable = [b for b in (2, 8, 10, 16) if b >= smallest]
        print(f"  {token:>6}: base {smallest} or more, so one of {readable}")
    else:
        print(f"  {token:>6}: has digits beyond f, not a number in any of 2, 8, 10, 16")

print("== one byte, padded to its full width")
for value in (0, 5, 181, 255):
    print(f"  {value:>3}: binary {value:08b}  octal {value:03o}  hex {value:02x}")

print("== octal in the wild: a file mode")
mode = 0o754
print(f"  {oct(mode)} -> {' '.join(format(int(d), '03b') for d in format(mode, 'o'))} "
      f"-> {stat.filemode(stat.S_IFREG | mode)}")
