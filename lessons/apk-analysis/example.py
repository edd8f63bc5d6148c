"""Worked example of the apk-analysis lesson: build a small APK-shaped ZIP, then read it back as an analyst would.

Writes `notes.apk` in the current folder: a ZIP holding a manifest, a resource file and a classes.dex whose
header and string table follow the Dalvik Executable format (source.android.com, "Dalvik executable format").
It is not an installable app: the manifest is plain text (a real APK stores it as binary XML) and there is no
signature. Then it lists the archive, reads the manifest, checks the DEX header and prints the string table.
Standard library only.
"""
import hashlib
import io
import re
import struct
import zipfile
import zlib

# Every name and literal a class uses ends up in the DEX string table. These would come from a class like
#   class Sync { static final String TAG = "NotesSync"; String apiKey = "nk_test_..."; String endpoint() {...} }
STRINGS = ["<init>", "Lorg/example/notes/Sync;", "Ljava/lang/Object;", "Ljava/lang/String;", "NotesSync",
           "https://staging.notes.example/api", "endpoint", "apiKey", "nk_test_7f21c0de", "Sync.java"]
MANIFEST = """<?xml version="1.0" encoding="utf-8"?>
<manifest package="org.example.notes" android:versionName="1.4">
  <uses-permission android:name="android.permission.INTERNET"/>
  <application android:label="@string/app_name" android:debuggable="true">
    <activity android:name=".MainActivity" android:exported="true"/>
    <service android:name=".Sync"/>
  </application>
</manifest>
"""


def uleb128(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def build_dex() -> bytes:
    strings = sorted(STRINGS, key=lambda s: s.encode("utf-16-be"))   # the format requires this order
    ids_off = 0x70                                                  # right after the 0x70-byte header
    data_off = ids_off + 4 * len(strings)
    data, offsets = bytearray(), []
    for s in strings:                                               # string_data_item: uleb128 length, bytes, NUL
        offsets.append(data_off + len(data))
        data += uleb128(len(s)) + s.encode() + b"\0"
    data += bytes(-len(data) % 4)                                   # the map_list is 4-byte aligned
    map_off = data_off + len(data)
    maps = [(0x0000, 1, 0), (0x0001, len(strings), ids_off), (0x2002, len(strings), data_off), (0x1000, 1, map_off)]
    data += struct.pack("<I", len(maps)) + b"".join(struct.pack("<HHII", t, 0, n, o) for t, n, o in maps)
    size = data_off + len(data)
    header = bytearray(b"dex\n035\0" + bytes(24))                   # magic, then checksum and signature, filled below
    header += struct.pack("<IIIIII", size, 0x70, 0x12345678, 0, 0, map_off)
    header += struct.pack("<II", len(strings), ids_off) + bytes(40)  # no types, protos, fields, methods, classes here
    header += struct.pack("<II", len(data), data_off)
    dex = header + b"".join(struct.pack("<I", o) for o in offsets) + data
    dex[12:32] = hashlib.sha1(dex[32:]).digest()                     # signature: SHA-1 of everything after it
    dex[8:12] = struct.pack("<I", zlib.adler32(dex[12:]))            # checksum: Adler-32 of everything after it
    return bytes(dex)


def build_apk() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as apk:
        for name, content in [("AndroidManifest.xml", MANIFEST.encode()), ("classes.dex", build_dex()),
                              ("res/values/strings.xml", b'<resources><string name="app_name">Notes</string></resources>\n')]:
            apk.writestr(zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0)), content, zipfile.ZIP_DEFLATED)
    return buffer.getvalue()


with open("notes.apk", "wb") as f:
    f.write(build_apk())

# 1. An APK is a ZIP archive: list it like `unzip -l`.
apk = zipfile.ZipFile("notes.apk")
print("notes.apk starts with", open("notes.apk", "rb").read(4).hex(" "), "(PK, a ZIP local file header)")
for info in apk.infolist():
    print(f"  {info.file_size:6}  {info.filename}")

# 2. The manifest: package name, permissions, components, and flags worth noticing.
manifest = apk.read("AndroidManifest.xml").decode()
print("\nmanifest:", re.search(r'package="([^"]+)"', manifest).group(1))
for line in manifest.splitlines():
    if re.search(r"<(uses-permission|activity|service)|debuggable", line):
        print("  ", line.strip())

# 3. The DEX header: magic, checksum, signature, sizes and where the tables are.
dex = apk.read("classes.dex")
magic = dex[:8]
checksum, = struct.unpack_from("<I", dex, 8)
file_size, header_size, endian = struct.unpack_from("<III", dex, 32)
map_off, string_count, string_ids = struct.unpack_from("<III", dex, 52)
print(f"\nclasses.dex: magic {magic!r}, version {magic[4:7].decode()}, {file_size} bytes, header {header_size:#x}")
print(f"  endian tag {endian:#010x}, {string_count} strings listed at offset {string_ids:#x}, map at {map_off:#x}")
print(f"  checksum {checksum:#010x}, recomputed {zlib.adler32(dex[12:]):#010x}")
print(f"  signature {dex[12:32].hex()[:16]}..., recomputed {hashlib.sha1(dex[32:]).hexdigest()[:16]}...")


def read_uleb128(data: bytes, pos: int):
    value = shift = 0
    while True:
        byte = data[pos]
        value |= (byte & 0x7F) << shift
        pos, shift = pos + 1, shift + 7
        if byte < 0x80:
            return value, pos


# 4. The string table: an offset per string, then at that offset the length and the bytes.
print("\nstring table (sorted by the format, not by where the code uses them):")
for i in range(string_count):
    offset, = struct.unpack_from("<I", dex, string_ids + 4 * i)
    length, start = read_uleb128(dex, offset)
    text = dex[start:dex.index(b"\0", start)].decode()
    print(f"  [{i}] at {offset:#05x}, {length:2} chars: {text}")
