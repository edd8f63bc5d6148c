#!/usr/bin/env python3
"""Chart data for "Detecting scheduled task persistence": how many task names each of the
page's two rex patterns pulls out of the schtasks.exe command lines (Sysmon event 1) of the
public sample collection, and how many of those names are whole. A name counts as whole
when it equals the /tn argument as Windows' argument parser (CommandLineToArgvW rules:
quotes toggle, adjacent text joins) reads it.

Reads every .evtx file under a checkout of EVTX-ATTACK-SAMPLES at commit
4ceed2f4706daf601c212a8f91c113dd85349a2c
(https://github.com/sbousseaden/EVTX-ATTACK-SAMPLES/tree/4ceed2f4706daf601c212a8f91c113dd85349a2c)
and writes next to itself:
  task-name-extraction.json  [{"label": "<pattern>: <what>", "value": <command lines>}, ...]

Run: python3 make_figures.py path/to/EVTX-ATTACK-SAMPLES
Needs python3-evtx (Debian/Ubuntu: apt install python3-evtx).
"""
import html
import json
import pathlib
import re
import sys

import Evtx.Evtx as evtx

OUT = pathlib.Path(__file__).resolve().parent
OLD = re.compile(r'(?i)/tn\s+"?(?P<task>[^"]+?)"?\s+/')
NEW = re.compile(r'(?i)/tn\s+(?:\x22(?P<tn_quoted>[^\x22]+)\x22|(?P<tn_bare>\S+))')


def argv(cmdline):
    """Split a command line the way CommandLineToArgvW does (no backslash escapes needed here)."""
    args, cur, quoted, started = [], "", False, False
    for ch in cmdline:
        if ch == '"':
            quoted, started = not quoted, True
        elif ch in " \t" and not quoted:
            if started:
                args.append(cur)
            cur, started = "", False
        else:
            cur, started = cur + ch, True
    if started:
        args.append(cur)
    return args


def true_name(cmdline):
    args = argv(cmdline)
    for i, arg in enumerate(args[:-1]):
        if arg.lower() == "/tn":
            return args[i + 1]
    return None


total = old_found = old_whole = new_found = new_whole = 0
for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.evtx")):
    try:
        with evtx.Evtx(str(path)) as log:
            for record in log.records():
                try:
                    xml = record.xml()
                except Exception:
                    continue
                if "Microsoft-Windows-Sysmon" not in xml or ">1</EventID>" not in xml:
                    continue
                f = {k: html.unescape(v) for k, v in re.findall(r'<Data Name="(\w+)">(.*?)</Data>', xml, re.S)}
                if not f.get("Image", "").lower().endswith("\\schtasks.exe"):
                    continue
                cmd = f["CommandLine"].strip()
                want = true_name(cmd)
                total += 1
                old, new = OLD.search(cmd), NEW.search(cmd)
                if old:
                    old_found += 1
                    old_whole += old["task"] == want
                if new:
                    got = new["tn_quoted"] or new["tn_bare"]
                    new_found += 1
                    new_whole += got == want
    except OSError:
        pass
rows = [
    {"label": "first pattern: a name found", "value": old_found},
    {"label": "first pattern: the whole name", "value": old_whole},
    {"label": "second pattern: a name found", "value": new_found},
    {"label": "second pattern: the whole name", "value": new_whole},
]
(OUT / "task-name-extraction.json").write_text(json.dumps(rows) + "\n")
print("wrote", OUT / "task-name-extraction.json", "of", total, "command lines:", rows)
