"""Worked example of the filesystem-navigation lesson: a copied web server folder, explored like find and ls do.

Makes its own input in the current folder (site-backup/, with a hidden folder, an empty log and one large file),
then lists it the way ls and ls -a do, filters it the way find's tests do, and resolves a relative path one
component at a time, as the kernel does. Standard library only.
"""
import fnmatch
import os
from pathlib import Path

FILES = {
    "site-backup/index.html": "<h1>Under construction</h1>\n",
    "site-backup/.htaccess": "Options -Indexes\n",
    "site-backup/assets/css/main.css": "body { margin: 0; }\n",
    "site-backup/logs/error.log": "",
    "site-backup/logs/access.log": "GET /index.html 200\n" * 150,
    "site-backup/old/.drafts/release-notes.txt": "Version 2 moves the admin page.\n",
}
for name, text in FILES.items():
    Path(name).parent.mkdir(parents=True, exist_ok=True)
    Path(name).write_text(text)


def ls(folder: str, show_hidden: bool) -> str:
    """ls prints the names in a folder; names starting with a dot only with -a (which adds . and .. too)."""
    names = sorted(os.listdir(folder))
    if show_hidden:
        return "  ".join([".", ".."] + names)
    return "  ".join(name for name in names if not name.startswith("."))


def walk(top: str):
    """Every file under top, as find visits them (sorted here; find itself keeps the folder's own order)."""
    for folder, subfolders, files in os.walk(top):
        subfolders.sort()
        for name in sorted(files):
            yield os.path.join(folder, name)


def kib_blocks(size: int) -> int:
    """find -size Nk compares the size in KiB rounded up: 1 byte counts as 1k, 0 bytes as 0k."""
    return (size + 1023) // 1024


print("$ ls site-backup")
print(ls("site-backup", show_hidden=False))
print("$ ls -a site-backup")
print(ls("site-backup", show_hidden=True))

print("$ find site-backup -type f")
for path in walk("site-backup"):
    print(path)

print("$ find site-backup -name '*.log'")
for path in walk("site-backup"):
    if fnmatch.fnmatchcase(os.path.basename(path), "*.log"):
        print(path)

print("$ find site-backup -type f -empty")
for path in walk("site-backup"):
    if os.path.getsize(path) == 0:
        print(path)

print("$ find site-backup -type f -size +1k")
for path in walk("site-backup"):
    if kib_blocks(os.path.getsize(path)) > 1:
        print(path)

# A relative path is read from the current folder, one component at a time.
start, relative = "site-backup/old/.drafts", "../../logs/error.log"
print(f"resolving {relative} from {start}/")
where = start.split("/")
for part in relative.split("/"):
    if part == "..":
        where.pop()
    elif part != ".":
        where.append(part)
    print(f"  {part:<10} -> {'/'.join(where)}")
print("exists:", Path("/".join(where)).is_file())
