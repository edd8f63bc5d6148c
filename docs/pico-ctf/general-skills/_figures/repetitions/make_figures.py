#!/usr/bin/env python3
"""Chart data for the "repetitions" write-up.

Reads the challenge file `enc_flag` (349 bytes, SHA-256 9444af21...9db3) from
https://github.com/pwnpeko/picoctf-2023/blob/2ffc4c824056566d25fdf43b115066586928bd76/repetitions/enc_flag%20(1)
peels its Base64 layers with strict decoding (line breaks removed first) until decoding fails,
and writes next to this script:
  layer-sizes.json  the size in bytes of the file and of each decoded layer (no content)

Run: python3 make_figures.py /path/to/enc_flag
"""
import base64
import binascii
import json
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
data = Path(sys.argv[1]).read_bytes()
sizes = [{"label": "the file", "value": len(data)}]
layer = 0
while True:
    try:
        data = base64.b64decode(b"".join(data.split()), validate=True)
    except binascii.Error:
        break
    layer += 1
    sizes.append({"label": f"layer {layer}", "value": len(data)})
sizes[-1]["label"] += " (plaintext)"
(OUT / "layer-sizes.json").write_text(json.dumps(sizes, indent=2) + "\n")
print(json.dumps(sizes))
