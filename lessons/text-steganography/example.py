"""Worked example of the text-steganography lesson: survey a text's hidden channels, one check at a time.

Makes its own input in the current folder: notice.txt, a short building notice whose lines end in runs of
spaces, each run closed by a tab (this example's own scheme: every character of the message is written as
its three octal digits, each digit as that many spaces, three characters per line). Then it reads the file
as an analyst would, checking the usual channels in turn: bytes against characters, unusual code points,
first letters, and what sits at the ends of lines. Standard library only.
"""
import unicodedata
from pathlib import Path

LINES = [
    "Notice to all residents of Linden Court",
    "The lift in block B will be serviced on Thursday.",
    "Please use the east stairs between nine and four.",
    "Parcels can be left with the caretaker as usual.",
    "Bicycles in the hallway will be moved to the shed.",
    "Thank you for your patience while the work is done.",
    "Questions go to the residents' committee, room 2.",
    "Signed, the building management",
]
SECRET = "spare key in meter box 7"


def hide(lines: list[str], secret: str) -> str:
    """Three characters per line; each character as three octal digits, each digit as n spaces and a tab."""
    out = []
    for n, line in enumerate(lines):
        digits = "".join(f"{ord(ch):03o}" for ch in secret[3 * n:3 * n + 3])
        out.append(line + "".join(" " * int(d) + "\t" for d in digits) + "\n")
    return "".join(out)


Path("notice.txt").write_text(hide(LINES, SECRET), encoding="utf-8")

# --- The analyst's side: only the file is known ---
raw = Path("notice.txt").read_bytes()
text = raw.decode("utf-8")
lines = text.split("\n")[:-1]
print(f"1. {len(raw)} bytes, {len(text)} characters, {len(lines)} lines")

unusual = sorted({ch for ch in text if not 0x20 <= ord(ch) <= 0x7E})
names = {"\t": "TAB (control character)", "\n": "LINE FEED (control character)"}
print("2. characters outside printable ASCII:")
for ch in unusual:
    print(f"   U+{ord(ch):04X} {names.get(ch) or unicodedata.name(ch)}: {text.count(ch)}")

print("3. first letters of the lines:", "".join(line[0] for line in lines))

print("4. line ends, shown the way cat -A shows them (tab as ^I, end of line as $):")
trailing = [line[len(line.rstrip(" \t")):] for line in lines]
for line, tail in list(zip(lines, trailing))[:3]:
    print("   ..." + line[-len(tail) - 6:-len(tail)] + tail.replace("\t", "^I") + "$")
print(f"   {sum(map(bool, trailing))} of {len(lines)} lines end in whitespace, "
      f"{sorted({t.count(chr(9)) for t in trailing})} tabs each")

runs = [[len(run) for run in t.split("\t")[:-1]] for t in trailing]
print("5. lengths of the space runs before each tab:")
for row in runs[:3]:
    print("  ", row)
flat = [n for row in runs for n in row]
print(f"   all {len(flat)} runs: shortest {min(flat)}, longest {max(flat)}; "
      f"every third run from the first: {sorted(set(flat[::3]))}")
digits = "".join(map(str, flat))
print("   as octal digits:", digits[:27], "...")
print("   three digits to a character:", repr("".join(chr(int(digits[i:i + 3], 8)) for i in range(0, len(digits), 3))))
