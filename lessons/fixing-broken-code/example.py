"""Worked example of the fixing-broken-code lesson: run a broken script, read the error, fix the first problem, repeat.

Writes tally.py, a short program with three mistakes, into the current folder and runs it with the same Python
interpreter, from this folder and by its relative name, and removes the folder from what it prints. After each
run it applies exactly one fix, prints it as a before/after pair of lines, and runs the program again until it
finishes. Standard library only.
"""
import os
import subprocess
import sys
from pathlib import Path

SCRIPT = "tally.py"

SOURCE = '''\
# Adds up each team's points from a small table and prints the totals.
print("tallying", 4, "rows")
rows = [
    ("owls", 12),
    ("foxes", 7),
    ("owls", "30"),
    ("foxes", 5,
]

totals = {}
for team, points in rows:
    totals[team] = total.get(team, 0) + points

for team in sorted(totals):
    print(f"{team}: {totals[team]}")
'''

# One fix per round: (what the error led us to, the line as it was, the line as it should be).
FIXES = [
    ("close the tuple the error message names", '    ("foxes", 5,\n', '    ("foxes", 5),\n'),
    ("use the name that exists", "    totals[team] = total.get(team, 0) + points\n",
     "    totals[team] = totals.get(team, 0) + points\n"),
    ("the data, not the addition, is wrong", '    ("owls", "30"),\n', '    ("owls", 30),\n'),
]


def run() -> int:
    """Run the script as a reader would; print what the terminal shows, then the exit status ($? in a shell)."""
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PYTHON_COLORS="0")
    result = subprocess.run([sys.executable, SCRIPT], capture_output=True, text=True, env=env)
    print(f"$ python3 {SCRIPT}")
    # Python names the script by its absolute path in a traceback: drop the folder, which differs on every machine.
    shown = (result.stdout + result.stderr).replace(str(Path.cwd()) + os.sep, "")
    print(shown, end="")
    print(f"[exit status {result.returncode}]")
    return result.returncode


source = SOURCE
Path(SCRIPT).write_text(source)
for reason, before, after in FIXES:
    if run() == 0:
        break
    assert source.count(before) == 1, before
    line = source[:source.index(before)].count("\n") + 1
    source = source.replace(before, after)
    Path(SCRIPT).write_text(source)
    print(f"fix, line {line} ({reason}):")
    print(f"-{before.rstrip()}")
    print(f"+{after.rstrip()}")
    print()
run()
