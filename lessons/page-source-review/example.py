"""Worked example of the page-source-review lesson: what a page sends that the browser does not draw.

Serves a small ferry-timetable site of our own on 127.0.0.1 (a free port chosen by the system), fetches the
page as curl would, sorts the text a browser draws from what it keeps out of sight, then follows every file the
page pulls in, down to the source map that its minified script points to. Standard library only.
"""
import html.parser
import json
import re
import threading
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="generator" content="SiteKit 2.3">
  <title>Harbour ferries</title>
  <link rel="stylesheet" href="/static/site.css">
  <script src="/static/app.min.js" defer></script>
</head>
<body data-env="staging">
  <h1>Harbour ferries</h1>
  <p>Next departure: 14:30 to North Quay.</p>
  <!-- crew rota moved to /crew/rota.html, same login as the ticket office -->
  <div hidden>Winter timetable: draft, not for publication</div>
  <p style="display:none">Ticket office till code: 4417</p>
  <form action="/book">
    <input type="hidden" name="fare_class" value="crew">
    <button>Book a seat</button>
  </form>
</body>
</html>
"""
CSS = """body { font-family: sans-serif; }
/* the .promo banner is off until the spring sale; its rules are in promo-2025.css */
h1 { color: navy; }
"""
SOURCE = """// departures.js: refreshes the departure board every minute.
function pad(t) { return t.padStart(5, "0"); }
// TODO before launch: remove the test feed /api/v0/departures?debug=1, it skips the login
"""
MINIFIED = 'function n(t){return t.padStart(5,"0")}\n//# sourceMappingURL=app.min.js.map\n'
SOURCE_MAP = json.dumps({"version": 3, "file": "app.min.js", "sources": ["src/departures.js"],
                         "sourcesContent": [SOURCE], "names": ["pad"], "mappings": "AAAA"})
FILES = {"/": (PAGE, "text/html"), "/static/site.css": (CSS, "text/css"),
         "/static/app.min.js": (MINIFIED, "text/javascript"),
         "/static/app.min.js.map": (SOURCE_MAP, "application/json")}


class Site(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        body, kind = FILES.get(self.path, ("not found\n", "text/plain"))
        self.send_response(200 if self.path in FILES else 404)
        self.send_header("Content-Type", kind)
        self.end_headers()
        self.wfile.write(body.encode())


class Census(html.parser.HTMLParser):
    """Sorts a document into what a browser draws and what it receives without drawing."""
    NOT_DRAWN = {"head", "script", "style", "template", "title"}
    VOID = {"meta", "link", "input", "img", "br", "hr"}

    def __init__(self):
        super().__init__()
        self.stack, self.drawn, self.unseen, self.fetches = [], [], [], []

    def hiding(self):
        return any(hidden for _, hidden in self.stack)

    def handle_starttag(self, tag, attrs):
        a, line = dict(attrs), self.getpos()[0]
        for name, value in attrs:
            if name.startswith("data-"):
                self.unseen.append((line, f"<{tag} {name}>", value))
        if tag == "meta" and "name" in a:
            self.unseen.append((line, f'<meta name="{a["name"]}">', a["content"]))
        if tag == "input" and a.get("type") == "hidden":
            self.unseen.append((line, '<input type="hidden">', f'{a["name"]}={a["value"]}'))
        for attr in ("src", "href"):
            if attr in a and tag in ("script", "link", "img", "iframe"):
                self.fetches.append((line, a[attr]))
        if tag not in self.VOID:
            style = a.get("style", "").replace(" ", "")
            why = "hidden" if "hidden" in a else 'style="display:none"' if "display:none" in style else None
            self.stack.append((tag, tag in self.NOT_DRAWN or why is not None))
            if why:
                self.unseen.append((line, f"<{tag} {why}>", None))       # its text is filled in below

    def handle_endtag(self, tag):
        while self.stack and self.stack.pop()[0] != tag:
            pass

    def handle_data(self, data):
        text = " ".join(data.split())
        if not text:
            return
        if not self.hiding():
            self.drawn.append(text)
        elif self.unseen and self.unseen[-1][2] is None:
            line, what, _ = self.unseen[-1]
            self.unseen[-1] = (line, what, text)

    def handle_comment(self, data):
        self.unseen.append((self.getpos()[0], "<!-- comment -->", data.strip()))


def get(url):
    with urllib.request.urlopen(url) as response:
        return response.status, response.headers["Content-Type"], response.read().decode()


server = ThreadingHTTPServer(("127.0.0.1", 0), Site)
threading.Thread(target=server.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{server.server_address[1]}"

# 1. The page, as sent. Sort what the browser draws from what it only receives.
status, kind, page = get(base + "/")
census = Census()
census.feed(page)
print(f"GET / -> {status}, {kind}, {len(page)} bytes, {len(page.splitlines())} lines")
words = sum(len(text.split()) for text in census.drawn)
print(f"\ndrawn on screen ({words} words): " + " | ".join(census.drawn))
print("\nsent but not drawn:")
for line, what, value in sorted(census.unseen):
    print(f"  line {line:2}  {what:<26} {value}")
print("\nfiles the page makes the browser fetch:")
for line, path in census.fetches:
    print(f"  line {line:2}  {path}")

# 2. Every file the page pulls in is a document of its own, with its own comments.
for _, path in census.fetches:
    status, kind, text = get(base + path)
    print(f"\nGET {path} -> {status}, {len(text.splitlines())} lines")
    for comment in re.findall(r"/\*(.*?)\*/", text, re.S):
        print("  comment:", comment.strip())
    mapping = re.search(r"^//# sourceMappingURL=(\S+)", text, re.M)
    if mapping:
        print("  last line points to a source map:", mapping.group(1))
        map_path = path.rsplit("/", 1)[0] + "/" + mapping.group(1)   # resolved relative to the script

        # 3. The source map carries the original, unminified source, comments included.
        status, kind, text = get(base + map_path)
        source_map = json.loads(text)
        print(f"\nGET {map_path} -> {status}, source map version {source_map['version']}, "
              f"sources {source_map['sources']}")
        for name, content in zip(source_map["sources"], source_map.get("sourcesContent", [])):
            for number, code in enumerate(content.splitlines(), 1):
                if code.lstrip().startswith("//"):
                    print(f"  {name}, line {number}: {code.strip()}")
server.shutdown()
