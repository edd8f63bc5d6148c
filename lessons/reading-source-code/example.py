"""Worked example of the reading-source-code lesson: read a program backwards, from its secret to its input.

Writes a small ticket checker, ticket.py, and the note it guards, note.txt, in the current folder. Then it reads
the program with Python's own parser (the ast module) the way you would read it by eye: who calls whom, where
the secret comes out, what guards it, where the input comes in and what is done to it first. Only then does it
run the program, three times, to test what the reading predicts. Standard library only.
"""
import ast
import subprocess
import sys
from pathlib import Path

PROGRAM = '''"""Ferry ticket checker: prints the boarding note for a valid ticket code."""


def load_note():
    with open("note.txt") as f:
        return f.read().strip()


def checksum(word):
    return sum(ord(c) for c in word) % 97


def legacy_check(code):
    # the old format, kept for reference
    return code == "TK-00-ADMIN"


def valid(code):
    parts = code.split("-")
    if len(parts) != 3 or parts[0] != "TK":
        return False
    return parts[1].isdigit() and int(parts[1]) == checksum(parts[2])


def main():
    code = input("Ticket code: ").strip().upper()
    if valid(code):
        print("Boarding note:", load_note())
    else:
        print("Invalid ticket.")


if __name__ == "__main__":
    main()
'''
Path("ticket.py").write_text(PROGRAM)
Path("note.txt").write_text("gate 3, the blue ferry\n")

tree = ast.parse(PROGRAM)
functions = {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}
print(f"ticket.py: {len(PROGRAM.splitlines())} lines, {len(functions)} functions\n")


def calls_in(node):
    return [n for n in ast.walk(node) if isinstance(n, ast.Call)]


def called_name(call):
    return call.func.id if isinstance(call.func, ast.Name) else None


# 1. The map: every function, and who calls it. Code that nothing calls never runs.
callers = {name: [] for name in functions}
for node in tree.body:
    owner = node.name if isinstance(node, ast.FunctionDef) else f"the module (line {node.lineno})"
    for call in calls_in(node):
        if called_name(call) in callers:
            callers[called_name(call)].append(owner)
print("[1] functions and their callers")
for name, node in functions.items():
    print(f"    {name:<13} line {node.lineno:2}  called by {', '.join(callers[name]) or 'nobody'}")

# 2. Where the secret comes out: the file it is read from, and the print that shows it.
print("\n[2] where the secret comes out")
for name, node in functions.items():
    for call in calls_in(node):
        if called_name(call) == "open":
            print(f"    line {call.lineno}: {ast.unparse(call)} in {name}, which returns its contents")
            reader = name
for name, node in functions.items():
    for branch in [n for n in ast.walk(node) if isinstance(n, ast.If)]:
        for call in calls_in(ast.Module(body=branch.body, type_ignores=[])):
            if called_name(call) == "print" and reader in ast.unparse(call):
                print(f"    line {call.lineno}: {ast.unparse(call)}")
                print(f"        only when: {ast.unparse(branch.test)}  (line {branch.lineno}, in {name})")
                guard = called_name(branch.test)

# 3. Where the input comes in, and what is done to it before anything checks it.
print("\n[3] where the input comes in")
for node in ast.walk(functions["main"]):
    if isinstance(node, ast.Assign) and "input(" in ast.unparse(node.value):
        print(f"    line {node.lineno}: {ast.unparse(node)}")

# 4. The guard itself, in full.
node = functions[guard]
print(f"\n[4] the guard, {guard}(), lines {node.lineno}-{node.end_lineno}")
for number in range(node.lineno, node.end_lineno + 1):
    print(f"    {number:2} | {PROGRAM.splitlines()[number - 1]}")


# 5. What the reading predicts, tested by running the program itself.
def checksum(word):
    return sum(ord(c) for c in word) % 97


word = "harbour"
tries = [("TK-00-ADMIN", "the literal in legacy_check"),
         (f"tk-{checksum(word)}-{word}", "checksum of the word as typed"),
         (f"tk-{checksum(word.upper())}-{word}", "checksum of the word after .upper()")]
print("\n[5] three inputs, run for real")
for code, why in tries:
    run = subprocess.run([sys.executable, "ticket.py"], input=code + "\n", capture_output=True, text=True)
    print(f"    {code:<15} ({why}) -> {run.stdout.removeprefix('Ticket code: ').strip()}")
