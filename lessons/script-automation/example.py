"""Worked example of the script-automation lesson: a trail of 500 notes, each naming the next, followed by a loop.

Makes its own input in the current folder (trail/, 500 notes that each say "next: <name>", a real trail from
start.txt to a note that says "END: ...", and an older starting note whose trail runs in a circle), then follows
both trails with one loop that has three ways to stop: the end marker, a note it has seen before, and a step
limit. The notes are made with a fixed random seed, so the output is the same on every run. Standard library only.
"""
import random
from pathlib import Path

rng = random.Random(31)
folder = Path("trail")
folder.mkdir(exist_ok=True)
names = [f"n{i:03d}.txt" for i in range(500)]
for name in names:  # every note points somewhere
    (folder / name).write_text(f"next: {rng.choice(names)}\n")
trail = rng.sample(names, 41)  # the real trail, from start.txt through 41 notes
for here, there in zip(trail, trail[1:]):
    (folder / here).write_text(f"next: {there}\n")
(folder / trail[-1]).write_text("END: the meeting moved to room 12\n")
(folder / "start.txt").write_text(f"next: {trail[0]}\n")
circle = rng.sample([name for name in names if name not in trail], 5)  # five notes that point round in a ring
for here, there in zip(circle, circle[1:] + circle[:1]):
    (folder / here).write_text(f"next: {there}\n")
(folder / "start-old.txt").write_text(f"next: {circle[0]}\n")


def follow(first: str, limit: int = 1000) -> tuple[list[str], str]:
    """One step per note; stop at the end marker, at a note seen before, or after `limit` steps."""
    visited, name = [], first
    while len(visited) < limit:
        if name in visited:
            return visited, f"stopped: {name} was already step {visited.index(name) + 1}, the trail is a circle"
        visited.append(name)
        text = (folder / name).read_text().strip()
        if text.startswith("END: "):
            return visited, f"found: {text}"
        if not text.startswith("next: "):
            return visited, f"stopped: {name} holds something unexpected: {text!r}"
        name = text.removeprefix("next: ")
    return visited, f"stopped: no end after {limit} steps"


for first in ["start.txt", "start-old.txt"]:
    visited, result = follow(first)
    print(f"== following {first}")
    shown = list(enumerate(visited, start=1))
    if len(shown) > 6:  # print the first three steps and the last two, like a trimmed transcript
        shown = shown[:3] + [None] + shown[-2:]
    for step in shown:
        if step is None:
            print(f"[... {len(visited) - 5} steps omitted ...]")
        else:
            number, name = step
            print(f"step {number:>2}: {name:<13} {(folder / name).read_text().strip()}")
    print(result)
