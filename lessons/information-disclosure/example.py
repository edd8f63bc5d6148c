"""Worked example of the information-disclosure lesson: what a web server says about itself when asked.

Serves a small shop of our own on 127.0.0.1 (a free port chosen by the system). The handler plays the part of a
careless deployment: it names its software in headers, lists private folders in robots.txt, leaves an editor's
backup of a configuration file beside the original, and shows a debug error page. The client side sends ten
ordinary requests in five steps and prints what each answer gives away. Standard library only.
"""
import threading
import urllib.error
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CONFIG = """<?php
// shop settings
$db_host = "10.0.4.12";
$db_user = "shop";
$db_pass = "Tide-Table-2291";
"""
ROBOTS = "User-agent: *\nDisallow: /backup/\nDisallow: /staff-old/\n"
DEBUG_PAGE = """Database error (debug mode is on)
  file:  /var/www/quayside/catalogue.php, line 88
  query: SELECT name, price FROM products WHERE id = '{item}'
  error: unterminated quoted string
"""

class Shop(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def version_string(self):                 # what goes in the Server header of every answer
        return "Quayside/2.4.1"

    def answer(self, status, body, kind="text/html"):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("X-Powered-By", "PHP/7.4.3")
        self.send_header("X-Backend", "app-02.shop.internal")
        self.end_headers()
        self.wfile.write(body.encode())

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        item = urllib.parse.parse_qs(url.query).get("id", [""])[0]
        if url.path == "/":
            self.answer(200, "<h1>Quayside shop</h1>\n")
        elif url.path == "/robots.txt":
            self.answer(200, ROBOTS, "text/plain")
        elif url.path == "/backup/":
            self.answer(403, "<h1>Forbidden</h1>\n")            # exists, but listing it is refused
        elif url.path == "/config.php":
            self.answer(200, "")                                 # the server runs PHP; only its output is sent
        elif url.path == "/config.php.bak":
            self.answer(200, CONFIG, "text/plain")               # not .php, so served as a plain file
        elif url.path == "/product" and item.isdigit():
            self.answer(200, f"<h1>Item {item}</h1>\n")
        elif url.path == "/product":
            self.answer(500, DEBUG_PAGE.format(item=item), "text/plain")
        else:
            self.answer(404, "<h1>Not Found</h1>\n")


def get(url):
    try:
        with urllib.request.urlopen(url) as response:
            return response.status, response.headers, response.read().decode()
    except urllib.error.HTTPError as error:                      # 4xx and 5xx answers are answers too
        return error.code, error.headers, error.read().decode()


server = ThreadingHTTPServer(("127.0.0.1", 0), Shop)
threading.Thread(target=server.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{server.server_address[1]}"

print("[1] the headers of the front page (Date left out)")
status, headers, body = get(base + "/")
for name, value in headers.items():
    if name != "Date":
        print(f"    {name}: {value}")

print("\n[2] robots.txt, the list of places the owner asks crawlers to skip")
status, headers, body = get(base + "/robots.txt")
disallowed = [line.split(":", 1)[1].strip() for line in body.splitlines() if line.startswith("Disallow")]
print(f"    {status}, Disallow: {disallowed}")

print("\n[3] those places, asked for directly: a status code alone says whether something is there")
for path in disallowed:
    status, headers, body = get(base + path)
    print(f"    {path:<12} -> {status}")

print("\n[4] a configuration file, and the copy an editor left beside it")
for path in ["/config.php", "/config.php.bak", "/config.php~", "/config.php.old"]:
    status, headers, body = get(base + path)
    print(f"    {path:<16} -> {status}, {headers['Content-Type']}, {len(body)} bytes")
    for line in body.splitlines():
        if line.startswith("$"):
            print("        " + line)

print("\n[5] a normal request, then one the code does not expect")
for query in ["id=7", "id=7'"]:
    status, headers, body = get(f"{base}/product?{query}")
    print(f"    /product?{query:<5} -> {status}")
    if status >= 500:
        for line in body.splitlines():
            print("        " + line)
server.shutdown()
