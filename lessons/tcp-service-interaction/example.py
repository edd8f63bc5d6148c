"""Worked example of the tcp-service-interaction lesson: a silent command service, driven by a socket client.

Runs a small glossary service on 127.0.0.1 in a thread of this script (any free port; the number is never
printed). It says nothing until the client sends a command, reads each command up to a newline, ends its own
lines with CR LF, and closes a reply of several lines with a line holding a single dot. The client prints every
byte it receives (S:) and sends (C:) exactly, as Python writes bytes. Standard library only.
"""
import socket
import socketserver
import threading

GLOSSARY = {
    "port": "a number that picks one service on a host",
    "socket": "one end of a connection, as a program sees it",
    "stream": "bytes in order, with no message boundaries",
}


class Glossary(socketserver.StreamRequestHandler):
    def say(self, text: str) -> None:
        self.wfile.write(text.encode())

    def handle(self) -> None:
        for raw in self.rfile:  # one command per line; the loop ends when the client hangs up
            command, _, argument = raw.decode().strip().partition(" ")
            if command == "LIST":
                self.say(f"{len(GLOSSARY)} terms\r\n")
                for term in sorted(GLOSSARY):
                    self.say(term + "\r\n")
                self.say(".\r\n")
            elif command == "DEFINE":
                self.say(f"{argument}: {GLOSSARY.get(argument, 'no such term')}\r\n")
            elif command == "QUIT":
                self.say("bye\r\n")
                return
            else:
                self.say(f"unknown command {command}\r\n")


server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Glossary)
server.daemon_threads = True  # never keep the script alive for a connection left open
threading.Thread(target=server.serve_forever, daemon=True).start()

conn = socket.create_connection(server.server_address)
conn.settimeout(1.0)
pending = b""


def receive_until(marker: bytes) -> bytes:
    """TCP delivers a stream, not messages: keep reading until the marker is in hand, print it line by line."""
    global pending
    while marker not in pending:
        try:
            chunk = conn.recv(4096)
        except TimeoutError:
            print("   (nothing arrived within 1 second)")
            return b""
        if not chunk:  # b"" means the other side closed the connection
            print("   (connection closed by the server)")
            break
        pending += chunk
    end = pending.index(marker) + len(marker) if marker in pending else len(pending)
    received, pending = pending[:end], pending[end:]
    for line in received.splitlines(keepends=True):
        print(f"S: {line!r}")
    return received


def send(data: bytes) -> None:
    print(f"C: {data!r}")
    conn.sendall(data)


print("   (connected)")
receive_until(b"\r\n")  # a silent service: nothing comes until we speak
send(b"list")  # wrong case, and no newline yet: the server is still reading its line
receive_until(b"\r\n")
send(b"\n")
receive_until(b"\r\n")
send(b"LIST\n")
reply = receive_until(b"\r\n.\r\n")  # a reply of several lines ends with a line holding one dot
terms = [line.decode().rstrip("\r\n") for line in reply.splitlines(keepends=True)[1:-1]]
send(b"".join(f"DEFINE {term}\n".encode() for term in terms))  # three commands in one write
for _ in terms:
    receive_until(b"\r\n")
send(b"QUIT\n")
receive_until(b"\r\n")
receive_until(b"\r\n")  # nothing more: the server hangs up
conn.close()
server.shutdown()
server.server_close()
