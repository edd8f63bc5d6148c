"""Worked example of the disk-image-analysis lesson: walk a disk image layer by layer, by hand.

Makes its own input in the current folder, disk.img (2 MiB): an MBR partition table with one FAT12 partition
at sector 2048, holding three files, one of them deleted. Then reads it back the way The Sleuth Kit does:
partition table (mmls), boot sector (fsstat), directory entries (fls), and the deleted file's clusters (icat -r).
Standard library only.
"""
import struct
from pathlib import Path

SECTOR = 512
PART_START, PART_SECTORS = 2048, 2048          # the partition: 1 MiB, starting 1 MiB into the disk
SPC, RESERVED, NFATS, FAT_SECTORS, ROOT_ENTRIES = 4, 1, 2, 2, 64   # 2 KiB clusters, 4 root sectors
ROOT_SECTOR = RESERVED + NFATS * FAT_SECTORS                       # 5
DATA_SECTOR = ROOT_SECTOR + ROOT_ENTRIES * 32 // SECTOR            # 9: cluster 2 starts here

NOTES = b"Meeting moved to Thursday.\nBring the signed copies.\n"
PLAN = b"".join(b"line %03d: inventory of the east storeroom, shelf by shelf\n" % n for n in range(1, 46))
TODO = b"1. return the keys\n2. shred the old plans\n"


def write_disk() -> bytes:
    disk = bytearray((PART_START + PART_SECTORS) * SECTOR)

    # MBR: boot code area left empty, four 16-byte partition entries at 446, signature 55 AA at 510.
    # Entry 0: status, CHS start, type 0x01 (FAT12), CHS end, first sector (LBA), number of sectors.
    disk[446:462] = struct.pack("<B3sB3sII", 0x00, b"\x00\x02\x00", 0x01, b"\xfe\xff\xff", PART_START, PART_SECTORS)
    disk[510:512] = b"\x55\xaa"

    # FAT12 boot sector with its BIOS Parameter Block, at the partition's first sector.
    boot = bytearray(SECTOR)
    boot[0:3] = b"\xeb\x3c\x90"
    boot[3:11] = b"LESSON  "
    struct.pack_into("<HBHBHHBHHHI", boot, 11, SECTOR, SPC, RESERVED, NFATS, ROOT_ENTRIES, PART_SECTORS,
                     0xF8, FAT_SECTORS, 32, 64, PART_START)
    struct.pack_into("<BBBI11s8s", boot, 36, 0x80, 0, 0x29, 0x2024_0611, b"EVIDENCE   ", b"FAT12   ")
    boot[510:512] = b"\x55\xaa"
    base = PART_START * SECTOR
    disk[base:base + SECTOR] = boot

    # The FAT: 12-bit entries. Entries 0 and 1 are reserved; 0xFFF ends a chain, 0 means free.
    fat = {0: 0xFF8, 1: 0xFFF, 2: 0xFFF, 5: 0xFFF}   # NOTES in cluster 2, TODO in 5; PLAN's 3 and 4 freed
    table = bytearray(FAT_SECTORS * SECTOR)
    for n, value in fat.items():
        at = n * 3 // 2
        if n % 2 == 0:
            table[at] = value & 0xFF
            table[at + 1] = (table[at + 1] & 0xF0) | (value >> 8)
        else:
            table[at] = (table[at] & 0x0F) | ((value & 0x0F) << 4)
            table[at + 1] = value >> 4
    for copy in range(NFATS):
        at = base + (RESERVED + copy * FAT_SECTORS) * SECTOR
        disk[at:at + len(table)] = table

    # Root directory: 32-byte entries. Fixed times (2024-06-11 09:30) so every run gives the same bytes.
    def dirent(name: bytes, attr: int, cluster: int, size: int) -> bytes:
        date, time = ((2024 - 1980) << 9) | (6 << 5) | 11, (9 << 11) | (30 << 5)
        return struct.pack("<11sBBBHHHHHHHI", name, attr, 0, 0, time, date, date, 0, time, date, cluster, size)

    root = base + ROOT_SECTOR * SECTOR
    entries = [dirent(b"EVIDENCE   ", 0x08, 0, 0),
               dirent(b"NOTES   TXT", 0x20, 2, len(NOTES)),
               b"\xe5" + dirent(b"PLAN    TXT", 0x20, 3, len(PLAN))[1:],   # deleted: first byte set to E5
               dirent(b"TODO    TXT", 0x20, 5, len(TODO))]
    for i, e in enumerate(entries):
        disk[root + 32 * i:root + 32 * (i + 1)] = e

    # File contents. PLAN's clusters were freed in the FAT, but nothing wiped them.
    for cluster, content in ((2, NOTES), (3, PLAN), (5, TODO)):
        at = base + (DATA_SECTOR + (cluster - 2) * SPC) * SECTOR
        disk[at:at + len(content)] = content
    return bytes(disk)


def xxd(data: bytes, offset: int) -> list[str]:
    """Lines in the layout xxd prints: offset, 16 bytes in pairs, then the printable characters."""
    lines = []
    for i in range(0, len(data), 16):
        row = data[i:i + 16]
        pairs = " ".join(row[j:j + 2].hex() for j in range(0, len(row), 2))
        text = "".join(chr(b) if 0x20 <= b < 0x7F else "." for b in row)
        lines.append(f"{offset + i:08x}: {pairs:<39}  {text}")
    return lines


def fat12(table: bytes, n: int) -> int:
    value = struct.unpack_from("<H", table, n * 3 // 2)[0]
    return value >> 4 if n % 2 else value & 0xFFF


Path("disk.img").write_bytes(write_disk())
img = Path("disk.img").read_bytes()
print(f"disk.img: {len(img)} bytes, {len(img) // SECTOR} sectors")

# Layer 1: the partition table.
print("\n== MBR, sector 0")
print(f"signature at offset 510: {img[510:512].hex()}")
for slot in range(4):
    status, ptype, lba, count = struct.unpack_from("<B3xB3xII", img, 446 + 16 * slot)
    if ptype:
        print(f"entry {slot}: type 0x{ptype:02x}, first sector {lba}, {count} sectors, ends at sector {lba + count - 1}")
        start = lba
offset = start * SECTOR
print(f"the file system starts at byte {start} * {SECTOR} = {offset}")

# Layer 2: the file system's boot sector.
print("\n== boot sector, partition sector 0")
bps, spc, reserved, nfats, root_entries, total, media, fat_sectors = struct.unpack_from("<HBHBHHBH", img, offset + 11)
oem, label, fstype = img[offset + 3:offset + 11], img[offset + 43:offset + 54], img[offset + 54:offset + 62]
print(f"OEM {oem.decode()!r}, type {fstype.decode()!r}, label {label.decode()!r}")
print(f"{bps} bytes per sector, {spc} sectors per cluster, {reserved} reserved, {nfats} FATs of {fat_sectors} sectors")
root_at = reserved + nfats * fat_sectors
data_at = root_at + root_entries * 32 // bps
print(f"FATs at sectors {reserved}-{root_at - 1}, root directory {root_at}-{data_at - 1}, cluster 2 at sector {data_at}")
table = img[offset + reserved * bps:offset + (reserved + fat_sectors) * bps]

# Layer 3: directory entries, deleted ones included.
print("\n== root directory")
entries = []
for slot in range(root_entries):
    raw = img[offset + root_at * bps + 32 * slot:offset + root_at * bps + 32 * (slot + 1)]
    if raw[0] == 0x00:
        print(f"slot {slot}: first byte 00, end of directory")
        break
    name, attr = raw[:11], raw[11]
    cluster, size = struct.unpack_from("<HI", raw, 26)
    if attr & 0x08:
        print(f"slot {slot}: {name.decode().strip()!r} volume label")
        continue
    deleted = raw[0] == 0xE5
    if deleted:
        name = b"?" + name[1:]                 # the first letter of a deleted name is gone
    shown = name[:8].decode().strip() + "." + name[8:].decode().strip()
    fat_now = fat12(table, cluster)
    state = "DELETED" if deleted else "in use"
    print(f"slot {slot}: {shown:<10} {state:<7} first cluster {cluster}, size {size}, FAT[{cluster}] = 0x{fat_now:03x}")
    entries.append((slot, shown, deleted, cluster, size, raw))

# Layer 4: the deleted file's content, read from its first cluster onward.
slot, shown, _, cluster, size, raw = next(e for e in entries if e[2])
print(f"\n== slot {slot}, the deleted entry, as xxd shows it")
print("\n".join(xxd(raw, offset + root_at * bps + 32 * slot)))
clusters = -(-size // (spc * bps))
first = offset + (data_at + (cluster - 2) * spc) * bps
recovered = img[first:first + size]
print(f"{size} bytes need {clusters} clusters: read {cluster} to {cluster + clusters - 1} from byte {first}")
lines = recovered.decode().splitlines()
print(f"first line: {lines[0]}")
print(f"last line:  {lines[-1]}")
print(f"identical to the file that was written: {recovered == PLAN}")
