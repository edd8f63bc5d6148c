"""Worked example of the splunk-searching lesson: what one SPL search returns, computed step by step in Python.

Splunk is not run here. The script writes ten Sysmon events of our own as Windows event XML (field names and
their order as in Sysinternals' Sysmon event manifest; fields this search does not use hold "-"), reads them back,
and applies each stage of the SPL search below in turn, printing the table that stage would hand to the next.
It computes the search's result; it is not Splunk's output. Standard library only.
"""
import re
import xml.etree.ElementTree as ET
from pathlib import Path

SPL = [
    r'index=sysmon source="XmlWinEventLog:Microsoft-Windows-Sysmon/Operational" EventCode=22 NOT Image="*\\chrome.exe"',
    r'| eval query=lower(QueryName)',
    r'| stats count AS lookups dc(query) AS names values(query) AS queried BY Image',
    r'| where names >= 3',
    r'| sort -names',
]

# Field names and their order, per event ID, as the Sysmon manifest lists them (schema 4.81).
FIELDS = {
    1: "RuleName UtcTime ProcessGuid ProcessId Image FileVersion Description Product Company OriginalFileName "
       "CommandLine CurrentDirectory User LogonGuid LogonId TerminalSessionId IntegrityLevel Hashes "
       "ParentProcessGuid ParentProcessId ParentImage ParentCommandLine ParentUser",
    3: "RuleName UtcTime ProcessGuid ProcessId Image User Protocol Initiated SourceIsIpv6 SourceIp SourceHostname "
       "SourcePort SourcePortName DestinationIsIpv6 DestinationIp DestinationHostname DestinationPort "
       "DestinationPortName",
    22: "RuleName UtcTime ProcessGuid ProcessId QueryName QueryStatus QueryResults Image User",
}
NS = "http://schemas.microsoft.com/win/2004/08/events/event"
CHROME = r"C:\Program Files\Google\Chrome\Application\chrome.exe"
SVCHOST = r"C:\Windows\System32\svchost.exe"
UPD = r"C:\Users\Public\upd.exe"
PROC = {CHROME: ("{4a1c2e10-0b1a-6668-5c02-000000001d00}", "6120", r"WS-07\dana"),
        SVCHOST: ("{4a1c2e10-09f3-6668-1800-000000001d00}", "1384", r"NT AUTHORITY\LOCAL SERVICE"),
        UPD: ("{4a1c2e10-0c2e-6668-7103-000000001d00}", "7712", r"WS-07\dana")}


def dns(second, image, name, answer):
    guid, pid, user = PROC[image]
    status, results = ("0", f"::ffff:{answer};") if answer else ("9003", "-")
    return 22, second, dict(ProcessGuid=guid, ProcessId=pid, QueryName=name, QueryStatus=status,
                            QueryResults=results, Image=image, User=user)


events = [
    (1, 0, dict(ProcessGuid=PROC[UPD][0], ProcessId="7712", Image=UPD, OriginalFileName="-",
                CommandLine=f'"{UPD}" /quiet', CurrentDirectory="C:\\Users\\Public\\", User=r"WS-07\dana",
                IntegrityLevel="Medium", ParentImage=r"C:\Windows\System32\cmd.exe", ParentUser=r"WS-07\dana")),
    dns(2, CHROME, "www.example.com", "192.0.2.10"),
    dns(3, SVCHOST, "ntp.example.org", "198.51.100.4"),
    dns(4, UPD, "zx81vq.example.test", None),
    dns(5, UPD, "pq0m3l.example.test", None),
    dns(6, CHROME, "cdn.example.net", "192.0.2.20"),
    dns(7, UPD, "ZX81VQ.example.test", None),
    dns(8, UPD, "hh2k7w.example.test", "203.0.113.9"),
    (3, 9, dict(ProcessGuid=PROC[UPD][0], ProcessId="7712", Image=UPD, User=r"WS-07\dana", Protocol="tcp",
                Initiated="true", SourceIp="10.0.5.27", SourcePort="51544", DestinationIp="203.0.113.9",
                DestinationPort="443", DestinationPortName="https")),
    dns(10, SVCHOST, "ntp.example.org", "198.51.100.4"),
]

root = ET.Element("Events")          # a wrapper so the file parses as one document
for record, (code, second, data) in enumerate(events, 1):
    event = ET.SubElement(root, "Event", xmlns=NS)
    system = ET.SubElement(event, "System")
    ET.SubElement(system, "Provider", Name="Microsoft-Windows-Sysmon", Guid="{5770385f-c22a-43e0-bf4c-06f5698ffbd9}")
    ET.SubElement(system, "EventID").text = str(code)
    ET.SubElement(system, "TimeCreated", SystemTime=f"2024-06-11T09:30:{second:02d}.000000Z")
    ET.SubElement(system, "EventRecordID").text = str(4100 + record)
    ET.SubElement(system, "Channel").text = "Microsoft-Windows-Sysmon/Operational"
    ET.SubElement(system, "Computer").text = "WS-07"
    body = ET.SubElement(event, "EventData")
    data = dict(RuleName="-", UtcTime=f"2024-06-11 09:30:{second:02d}.000", **data)
    for name in FIELDS[code].split():
        ET.SubElement(body, "Data", Name=name).text = data.get(name, "-")
ET.indent(root)
Path("events.xml").write_text(ET.tostring(root, encoding="unicode") + "\n")

# ---- Reading the events back, as the Sysmon add-on does: each <Data Name="X"> becomes field X ----
rows = []
for event in ET.parse("events.xml").getroot():
    fields = {d.get("Name"): d.text for d in event.iter(f"{{{NS}}}Data")}
    fields["EventCode"] = event.find(f"{{{NS}}}System/{{{NS}}}EventID").text
    rows.append(fields)
written = re.findall(r"  <Event .*?</Event>", Path("events.xml").read_text(), re.S)
print(f"events.xml: {len(rows)} events; the fourth one as written:")
print(written[3])


def like(value, pattern):
    """A search-time field match: * is a wildcard, a doubled backslash in the quoted SPL string is one backslash,
    and the case of letters is ignored."""
    regex = ".*".join(re.escape(part) for part in pattern.replace("\\\\", "\\").split("*"))
    return value is not None and re.fullmatch(regex, value, re.IGNORECASE) is not None


print("\n" + SPL[0])
# NOT keeps events that have no Image at all; Image!="*\\chrome.exe" would drop them.
rows = [r for r in rows if r["EventCode"] == "22" and not like(r.get("Image"), r"*\\chrome.exe")]
for r in rows:
    print(f"  {r['Image']:<32} {r['QueryName']}")

print(SPL[1])
for r in rows:
    r["query"] = r["QueryName"].lower()

print(SPL[2])
groups = {}
for r in rows:
    groups.setdefault(r["Image"], []).append(r["query"])
table = [{"Image": image, "lookups": len(q), "names": len(set(q)), "queried": sorted(set(q))}
         for image, q in sorted(groups.items())]
for t in table:
    print(f"  {t['Image']:<32} lookups={t['lookups']} names={t['names']} queried={' '.join(t['queried'])}")

print(SPL[3])
table = [t for t in table if t["names"] >= 3]
print(SPL[4])
table.sort(key=lambda t: -t["names"])
print("\nResult (computed here from the events, not printed by Splunk):")
print(f"  {'Image':<24} {'lookups':>7} {'names':>5}  queried")
for t in table:
    print(f"  {t['Image']:<24} {t['lookups']:>7} {t['names']:>5}  {t['queried'][0]}")
    for value in t["queried"][1:]:
        print(f"  {'':<24} {'':>7} {'':>5}  {value}")
