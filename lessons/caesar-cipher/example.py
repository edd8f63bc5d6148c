"""Worked example of the caesar-cipher lesson: break a shifted paragraph by scoring all 26 shifts.

Makes its own input in the current folder (intercept.txt, a paragraph written for this lesson and shifted by
a key the attack does not use), then tries every shift and lets a chi-squared test against English letter
frequencies pick the right one. Standard library only.
"""
import string
from collections import Counter
from pathlib import Path

# Approximate frequencies of letters in English text, in percent.
ENGLISH = dict(zip("etaoinshrdlcumwfgypbvkjxqz",
                   [12.7, 9.1, 8.2, 7.5, 7.0, 6.7, 6.3, 6.1, 6.0, 4.3, 4.0, 2.8, 2.8,
                    2.4, 2.4, 2.2, 2.0, 2.0, 1.9, 1.5, 1.0, 0.8, 0.2, 0.2, 0.1, 0.1]))

PLAIN = ("The ferry to the island leaves at seven, not at eight as the old timetable says. "
         "Bring warm clothes: the wind on the upper deck is sharp even in June, and the cafe "
         "on board closes early. When you arrive, walk past the harbour office and follow the "
         "stone path up the hill until you reach the blue door.")


def shift(text: str, k: int) -> str:
    """Move every letter k places along the alphabet, wrapping at z; keep case, leave the rest alone."""
    out = []
    for ch in text:
        for alphabet in (string.ascii_lowercase, string.ascii_uppercase):
            if ch in alphabet:
                ch = alphabet[(alphabet.index(ch) + k) % 26]
                break
        out.append(ch)
    return "".join(out)


def chi_squared(text: str) -> float:
    """How far the text's letter counts are from English: 0 is a perfect fit, larger is worse."""
    letters = [c for c in text.lower() if c in ENGLISH]
    counts = Counter(letters)
    total = 0.0
    for letter, percent in ENGLISH.items():
        expected = len(letters) * percent / 100
        total += (counts[letter] - expected) ** 2 / expected
    return total


Path("intercept.txt").write_text(shift(PLAIN, 11) + "\n")

# 1. Look at the ciphertext: word lengths and punctuation survive, letters do not.
cipher = Path("intercept.txt").read_text().strip()
letters = [c for c in cipher.lower() if c.isalpha()]
print("ciphertext:", cipher[:64], "[...]")
print(len(letters), "letters; most common:", " ".join(f"{c}={n}" for c, n in Counter(letters).most_common(5)))

# 2. Try every key: undo each shift and measure how English the result looks.
scores = sorted((chi_squared(shift(cipher, -k)), k) for k in range(26))
print("\nbest five of 26 shifts (lowest chi-squared first):")
for score, k in scores[:5]:
    print(f"  shift {k:2d}  chi2 {score:8.1f}  {shift(cipher, -k)[:36]}")
best = scores[0][1]
print(f"winner: shift {best}, {scores[1][0] / scores[0][0]:.1f} times better than the runner-up")

# 3. The one-letter shortcut: the most common ciphertext letter is probably 'e'.
top = Counter(letters).most_common(1)[0][0]
print(f"\nshortcut: '{top}' - 'e' = {(ord(top) - ord('e')) % 26}")

# 4. The statistics need text. A short message made of rare letters fools the same test.
short = shift("fuzzy jazz", 11)
k_short = min(range(26), key=lambda k: chi_squared(shift(short, -k)))
print(f"\nshort message {short!r}: test picks shift {k_short} -> {shift(short, -k_short)!r}, "
      f"shift 11 -> {shift(short, -11)!r}")

# 5. ROT13 is the shift by half the alphabet: applying it twice is a shift by 26, which changes nothing.
once = shift("Meet at the blue door.", 13)
print(f"\nrot13 once : {once}\nrot13 twice: {shift(once, 13)}")
print("shift -13 equals shift +13:", shift(cipher, -13) == shift(cipher, 13))
