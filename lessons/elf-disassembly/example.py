"""Worked example of the elf-disassembly lesson: build a tiny x86-64 Linux program, then read it back by hand.

Writes `tiny` in the current folder: an ELF header, one program header, a .text section of machine code, a
.rodata section with a message, and the section headers, laid out as the ELF specification describes. Then it
decodes the headers, follows the entry point into .text and decodes the instructions with a table of four
opcodes. objdump does this decoding for real, for every instruction; the table only shows how it works.
Standard library only; the program is never run, only read.
"""
import struct
from pathlib import Path

BASE = 0x400000            # where the single loadable segment is mapped in memory
TEXT_OFF = 0x80            # file offset of .text (after the 64-byte ELF header and the 56-byte program header)
MESSAGE = b"tiny ELF says hi\n"


def code_for(text_addr: int, message_addr: int) -> bytes:
    """write(1, message, len) then exit(0), as raw x86-64 machine code."""
    lea_end = text_addr + 10 + 7                                # address of the instruction after the lea
    return (b"\xb8" + struct.pack("<I", 1)                      # mov eax, 1       (system call 1: write)
            + b"\xbf" + struct.pack("<I", 1)                    # mov edi, 1       (file descriptor 1: stdout)
            + b"\x48\x8d\x35" + struct.pack("<i", message_addr - lea_end)  # lea rsi, [rip+disp32]
            + b"\xba" + struct.pack("<I", len(MESSAGE))         # mov edx, length
            + b"\x0f\x05"                                       # syscall
            + b"\xb8" + struct.pack("<I", 60)                   # mov eax, 60      (system call 60: exit)
            + b"\x31\xff"                                       # xor edi, edi     (status 0)
            + b"\x0f\x05")                                      # syscall


def build() -> bytes:
    text_len = len(code_for(0, 0))
    rodata_off = TEXT_OFF + text_len
    shstrtab = b"\0.text\0.rodata\0.shstrtab\0"
    shstrtab_off = rodata_off + len(MESSAGE)
    shoff = (shstrtab_off + len(shstrtab) + 7) & ~7             # section headers start on an 8-byte boundary
    loaded = rodata_off + len(MESSAGE)                          # the segment covers headers, .text and .rodata
    code = code_for(BASE + TEXT_OFF, BASE + rodata_off)

    ident = b"\x7fELF" + bytes([2, 1, 1, 0]) + bytes(8)        # 64-bit, little-endian, version 1, System V ABI
    ehdr = ident + struct.pack("<HHIQQQIHHHHHH", 2, 0x3E, 1, BASE + TEXT_OFF, 64, shoff, 0, 64, 56, 1, 64, 4, 3)
    phdr = struct.pack("<IIQQQQQQ", 1, 5, 0, BASE, BASE, loaded, loaded, 0x1000)   # PT_LOAD, flags R+X

    def shdr(name, kind, flags, offset, size, align):
        addr = BASE + offset if flags else 0                    # only allocated sections have an address
        return struct.pack("<IIQQQQIIQQ", name, kind, flags, addr, offset, size, 0, 0, align, 0)

    sections = (bytes(64)                                                        # index 0 is always empty
                + shdr(shstrtab.index(b".text"), 1, 6, TEXT_OFF, text_len, 16)   # PROGBITS, ALLOC+EXECINSTR
                + shdr(shstrtab.index(b".rodata"), 1, 2, rodata_off, len(MESSAGE), 1)  # PROGBITS, ALLOC
                + shdr(shstrtab.index(b".shstrtab"), 3, 0, shstrtab_off, len(shstrtab), 1))  # STRTAB
    body = ehdr + phdr + bytes(TEXT_OFF - 120) + code + MESSAGE + shstrtab
    return body + bytes(shoff - len(body)) + sections


REGS = ["eax", "ecx", "edx", "ebx", "esp", "ebp", "esi", "edi"]
REGS64 = ["rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi"]


def decode(code: bytes, pos: int, addr: int):
    """One instruction at code[pos]: (length, text, register written, value). Four opcode forms, nothing else."""
    op = code[pos]
    if 0xB8 <= op <= 0xBF:                                      # B8+r id: mov r32, imm32
        value = struct.unpack_from("<I", code, pos + 1)[0]
        return 5, f"mov    {REGS[op - 0xB8]},{value:#x}", REGS64[op - 0xB8], value
    if code[pos:pos + 2] == b"\x0f\x05":                        # 0F 05: syscall
        return 2, "syscall", None, None
    modrm = code[pos + 2] if code[pos] == 0x48 else code[pos + 1]
    mod, reg, rm = modrm >> 6, (modrm >> 3) & 7, modrm & 7      # ModRM byte: 2 bits, 3 bits, 3 bits
    if code[pos:pos + 2] == b"\x48\x8d" and mod == 0 and rm == 5:   # REX.W 8D /r, mod 00 rm 101: lea r64, [rip+disp32]
        disp = struct.unpack_from("<i", code, pos + 3)[0]
        target = addr + 7 + disp                                # RIP is the address of the NEXT instruction
        return 7, f"lea    {REGS64[reg]},[rip+{disp:#x}]        # {target:#x}", REGS64[reg], target
    if op == 0x31 and mod == 3:                                 # 31 /r, mod 11: xor r32, r32
        same = reg == rm
        return 2, f"xor    {REGS[rm]},{REGS[reg]}", REGS64[rm] if same else None, 0 if same else None
    raise ValueError(f"byte {op:#04x} is not in this table")


data = build()
Path("tiny").write_bytes(data)
print(f"wrote tiny, {len(data)} bytes\n")

# 1. The ELF header: the first 64 bytes, field by field.
ident = data[:16]
(e_type, e_machine, e_version, e_entry, e_phoff, e_shoff, e_flags, e_ehsize,
 e_phentsize, e_phnum, e_shentsize, e_shnum, e_shstrndx) = struct.unpack_from("<HHIQQQIHHHHHH", data, 16)
print("ELF header")
print(f"  magic {ident[:4].hex(' ')}, class {ident[4]} (64-bit), data {ident[5]} (little-endian), OS ABI {ident[7]}")
print(f"  type {e_type} (executable), machine {e_machine:#x} (x86-64), entry point {e_entry:#x}")
print(f"  {e_phnum} program header at offset {e_phoff}, {e_shnum} section headers at offset {e_shoff:#x}")

# 2. The program header: how the loader maps the file into memory.
p_type, p_flags, p_offset, p_vaddr, _, p_filesz, _, _ = struct.unpack_from("<IIQQQQQQ", data, e_phoff)
print(f"\nprogram header: type {p_type} (LOAD), file offset {p_offset:#x} -> address {p_vaddr:#x}, "
      f"{p_filesz:#x} bytes, flags {p_flags} (read+execute)")


def to_offset(address: int) -> int:
    return address - p_vaddr + p_offset


# 3. The section headers, named through the section-name string table.
sections = {}
names_off = struct.unpack_from("<Q", data, e_shoff + e_shstrndx * 64 + 24)[0]
for i in range(1, e_shnum):
    name, _, _, addr, offset, size = struct.unpack_from("<IIQQQQ", data, e_shoff + i * 64)
    label = data[names_off + name:data.index(b"\0", names_off + name)].decode()
    sections[label] = (addr, offset, size)
    print(f"section {label:<10} address {addr:#08x}  offset {offset:#05x}  size {size:#04x}")

# 4. Decode .text from the entry point, keeping track of what each register holds.
addr, offset, size = sections[".text"]
print(f"\nentry {e_entry:#x} is file offset {to_offset(e_entry):#x}, the start of .text")
code, pos, regs = data[offset:offset + size], 0, {}
while pos < size:
    length, text, reg, value = decode(code, pos, addr + pos)
    raw = code[pos:pos + length].hex(" ")
    print(f"  {addr + pos:x}:\t{raw:<21}\t{text}")        # laid out like a line of objdump -d -M intel
    if reg:
        regs[reg] = value
    if text == "syscall":
        if regs["rax"] == 1:
            start = to_offset(regs["rsi"])
            print(f"      -> write(fd={regs['rdi']}, buf={regs['rsi']:#x}, count={regs['rdx']}): "
                  f"{data[start:start + regs['rdx']]!r}")
        elif regs["rax"] == 60:
            print(f"      -> exit(status={regs['rdi']})")
    pos += length
