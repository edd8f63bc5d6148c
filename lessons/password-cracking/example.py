"""Worked example of the password-cracking lesson: a word list, mangling rules, unsalted and salted hashes.

Makes its own inputs in the current folder (words.txt, a small word list, and two leaked tables of our own:
unsalted SHA-256 digests and salted PBKDF2-HMAC-SHA256 records in the format hashcat's mode 10900 reads),
tests the cracker on a planted password, then cracks what it can and counts the work. Standard library only.
"""
import base64
import hashlib
from pathlib import Path

WORDS = ["password", "123456", "qwerty", "summit", "marmot", "glacier", "basecamp",
         "crampon", "ridge", "cairn", "edelweiss", "avalanche", "switchback", "iloveyou"]

# Mangling rules, cheapest and likeliest first: a name and what the rule makes of one word.
RULES = [
    ("as it is", lambda w: [w]),
    ("capital first", lambda w: [w.capitalize()]),
    ("a@ o0 e3", lambda w: [w.replace("a", "@").replace("o", "0").replace("e", "3")]),
    ("two digits", lambda w: [f"{w}{n:02d}" for n in range(100)]),
    ("capital + year", lambda w: [f"{w.capitalize()}{y}" for y in range(1970, 2030)]),
]


def candidates(words):
    """Every guess in order, with the rule that made it: each rule runs over the whole list before the next."""
    for name, rule in RULES:
        for word in words:
            for guess in rule(word):
                yield guess, name


def sha256_hex(password: str) -> str:
    return hashlib.sha256(password.encode()).hexdigest()


def pbkdf2_record(password: str, salt: bytes, rounds: int) -> str:
    key = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, rounds)
    return f"sha256:{rounds}:{base64.b64encode(salt).decode()}:{base64.b64encode(key).decode()}"


def crack_unsalted(digests: set, words) -> tuple[dict, int]:
    """One pass: hash each guess once, look it up among all digests at the same time."""
    found, tried = {}, 0
    for guess, rule in candidates(words):
        tried += 1
        digest = sha256_hex(guess)
        if digest in digests and digest not in found:
            found[digest] = (guess, rule, tried)
    return found, tried


Path("words.txt").write_text("\n".join(WORDS) + "\n")
words = Path("words.txt").read_text().split()      # split() also drops each line's newline
total = sum(1 for _ in candidates(words))
print(f"words.txt: {len(words)} words; the rules make {total} guesses from them")

# 1. Test the pipeline before trusting a "not found": plant a password you know the rules can reach.
planted = sha256_hex("cairn42")
found, _ = crack_unsalted({planted}, words)
print("self-test, sha256('cairn42'):", f"found by rule {found[planted][1]!r}" if planted in found else "MISSED")

# 2. Unsalted SHA-256: equal passwords give equal digests, and one pass serves every row.
leak = {"alice": sha256_hex("marmot"), "bob": sha256_hex("Glacier1998"), "carol": sha256_hex("b@s3c@mp"),
        "dave": sha256_hex("marmot"), "erin": sha256_hex("cairn-teapot-ridge-41")}
Path("unsalted.txt").write_text("".join(f"{user}:{digest}\n" for user, digest in leak.items()))
found, tried = crack_unsalted(set(leak.values()), words)
print(f"\nunsalted.txt: {len(leak)} rows, {len(set(leak.values()))} distinct digests")
for digest in dict.fromkeys(leak.values()):
    users = ", ".join(u for u, d in leak.items() if d == digest)
    guess, rule, at = found.get(digest, ("(not found)", "", 0))
    print(f"  {users:12} {guess:22} {f'rule {rule!r}, guess {at}' if at else ''}".rstrip())
print(f"  {tried} SHA-256 computations for all rows together")

# 3. Salted and slow: the same password gives two different records, and each record is its own search.
ROUNDS = 1000
salted = {"frank": pbkdf2_record("crampon07", b"m4Rq-19xZ", ROUNDS),
          "grace": pbkdf2_record("crampon07", b"Tt0p;v2Lk", ROUNDS)}
Path("salted.txt").write_text("".join(f"{record}\n" for record in salted.values()))
print(f"\nsalted.txt: PBKDF2-HMAC-SHA256, {ROUNDS} iterations")
work = 0
for user, record in salted.items():
    _, rounds, salt_b64, key_b64 = record.split(":")
    salt, key = base64.b64decode(salt_b64), base64.b64decode(key_b64)
    for tried, (guess, rule) in enumerate(candidates(words), start=1):
        if hashlib.pbkdf2_hmac("sha256", guess.encode(), salt, int(rounds)) == key:
            break
    work += tried * int(rounds)
    print(f"  {user}: {record[:30]}[...]  -> {guess!r}, rule {rule!r}, guess {tried}")
print(f"  {work:,} HMAC-SHA256 computations for two rows ({ROUNDS} per guess per row)")
