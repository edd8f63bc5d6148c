"""Worked example of the text-search lesson: four days of a help desk's tickets, searched the way grep does.

Makes its own input in the current folder (tickets/, four text files of short ticket lines in which the word
"lab" is common and a few codes of the form lab{...} hide), then runs the searches a reader would type and
prints what grep prints for each. The searches use Python's re module with the same patterns; grep -r itself
visits files in the order the folder stores them, so the files are sorted here to keep the output the same
everywhere. Standard library only.
"""
import random
import re
from pathlib import Path

rng = random.Random(2024)
PEOPLE = ["Ana", "Bo", "Chen", "Dee", "Eli"]
TOPICS = [
    "printer in lab 3 is jammed",
    "cannot log in to the lab portal",
    "lab results email bounced",
    "projector cable missing",
    "password reset for the wiki",
    "new starter needs a badge",
    "lab fridge alarm went off",
    "VPN drops every hour",
]
HIDDEN = {
    ("tue.txt", 41): "Bo: asked for codes lab{north_gate} and lab{south_gate} again",
    ("wed.txt", 7): "Eli: old code LAB{loading_bay} still on the whiteboard",
    ("thu.txt", 88): "Chen: pasted lab{ into the chat by mistake",
}

Path("tickets").mkdir(exist_ok=True)
for day in ["mon.txt", "tue.txt", "wed.txt", "thu.txt"]:
    lines = [f"{rng.choice(PEOPLE)}: {rng.choice(TOPICS)}" for _ in range(120)]
    for (name, number), text in HIDDEN.items():
        if name == day:
            lines[number - 1] = text
    Path("tickets", day).write_text("\n".join(lines) + "\n")

FILES = sorted(Path("tickets").iterdir())


def grep(pattern: str, *, ignore_case=False, only_matching=False, numbers=False, count=False, names=True):
    """A small grep -r: one regular expression tested against every line of every file."""
    regex = re.compile(pattern, re.IGNORECASE if ignore_case else 0)
    for path in FILES:
        hits = 0
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            found = regex.findall(line) if only_matching else ([line] if regex.search(line) else [])
            hits += bool(found)
            if not count:
                for text in found:
                    prefix = (f"{path}:" if names else "") + (f"{number}:" if numbers else "")
                    print(prefix + text)
        if count:
            print(f"{path}:{hits}")


print("$ grep -rc lab tickets")
grep(r"lab", count=True)
print("$ grep -rn 'lab{' tickets")
grep(r"lab\{", numbers=True)
print("$ grep -rho 'lab{.*}' tickets")
grep(r"lab\{.*\}", only_matching=True, names=False)
print("$ grep -rho 'lab{[^}]*}' tickets")
grep(r"lab\{[^}]*\}", only_matching=True, names=False)
print("$ grep -rhoi 'lab{[^}]*}' tickets")
grep(r"lab\{[^}]*\}", ignore_case=True, only_matching=True, names=False)

# -c counts matching lines, not matches: Tuesday has one line holding two codes.
tuesday = Path("tickets/tue.txt").read_text().splitlines()
print("$ grep -c 'lab{[^}]*}' tickets/tue.txt")
print(sum(1 for line in tuesday if re.search(r"lab\{[^}]*\}", line)))
print("$ grep -o 'lab{[^}]*}' tickets/tue.txt | wc -l")
print(sum(len(re.findall(r"lab\{[^}]*\}", line)) for line in tuesday))
