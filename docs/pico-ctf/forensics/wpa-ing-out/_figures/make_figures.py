#!/usr/bin/env python3
"""Chart data for the WPA-ing Out write-up.

Reads the original download `wpa-ing_out.pcap` (1,000,774 bytes, SHA-256 8b5f308e...9233), from
https://github.com/silentzero192/picoCTF-Challenges/blob/77ed4fa4fc56d09f4a0801894be39029fd823fd5/Forensics/wpaing-out/wpa-ing_out.pcap
and writes, next to this script:
  frame-kinds.json  the 23,523 frames counted by 802.11 frame type and subtype (IEEE 802.11 names),
                    data frames split into protected ones, EAPOL and the rest, largest count first.

Run: python3 make_figures.py /path/to/wpa-ing_out.pcap
Needs tshark (Debian: tshark).
"""
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parent
NAMES = {
    0x00: "management: association request", 0x01: "management: association response",
    0x04: "management: probe request", 0x05: "management: probe response", 0x08: "management: beacon",
    0x0B: "management: authentication", 0x0C: "management: deauthentication",
    0x19: "control: block ack", 0x1C: "control: CTS", 0x1D: "control: ACK",
    0x20: "data: plain data", 0x24: "data: null function", 0x28: "data: QoS data",
}
cmd = ["tshark", "-r", sys.argv[1], "-T", "fields", "-e", "wlan.fc.type_subtype", "-e", "wlan.fc.protected",
       "-e", "eapol.type"]
counts = Counter()
for row in subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.splitlines():
    subtype, protected, eapol = row.split("\t")
    name = NAMES[int(subtype, 16)]
    if eapol:
        name += ", EAPOL (handshake)"
    elif name.startswith("data") and protected in ("1", "True"):
        name += ", protected"
    counts[name] += 1

data = [{"label": label, "value": n} for label, n in counts.most_common()]
(OUT / "frame-kinds.json").write_text(json.dumps(data) + "\n")
print("wrote", OUT / "frame-kinds.json", "-", sum(counts.values()), "frames")
