"""Worked example of the remote-shell-access lesson: a first look around a machine you only reach through a shell.

Runs a toy login server on 127.0.0.1 in a thread of this script (any free port; the number is never printed).
It is not SSH: nothing is encrypted and the server proves nothing about itself. It imitates what you see once
SSH has done its work: a password prompt, then either a shell that keeps its state between commands, or a single
command run in a fresh shell (SSH's "shell" and "exec" requests). Its commands print what their real
counterparts print, in a reduced form. The client logs in, looks around, and prints both sides of the
conversation. Standard library only.
"""
import posixpath
import socket
import socketserver
import threading

USER, PASSWORD, HOST = "guest", "maple-7", "toybox"
FILES = {  # path: (owner, permissions, content)
    "/home/guest/notes.txt": ("guest", "-rw-r--r--", "ask ops before touching /srv\n"),
    "/home/guest/.plan": ("guest", "-rw-r--r--", "back on Monday\n"),
    "/srv/ops/audit.log": ("ops", "-rw-------", "03:00 disk check passed\n"),
    "/srv/ops/README": ("ops", "-rw-r--r--", "audit.log is written by the ops account\n"),
}
FOLDERS = {posixpath.dirname(path) for path in FILES} | {"/", "/home", "/srv"}


def run(command: str, state: dict) -> str:
    """One command of the toy shell; state["cwd"] survives from one command to the next."""
    words = command.split()
    name, args = (words[0], words[1:]) if words else ("", [])
    here = lambda p: posixpath.normpath(posixpath.join(state["cwd"], p))
    if name == "whoami":
        return USER + "\n"
    if name == "hostname":
        return HOST + "\n"
    if name == "pwd":
        return state["cwd"] + "\n"
    if name == "cd":
        target = here(args[0] if args else "/home/guest")
        if target not in FOLDERS:
            return f"bash: cd: {args[0]}: No such file or directory\n"
        state["cwd"] = target
        return ""
    if name == "ls":
        flags = "".join(a[1:] for a in args if a.startswith("-"))
        folder = here(([a for a in args if not a.startswith("-")] or ["."])[0])
        names = sorted(posixpath.basename(p) for p in FILES if posixpath.dirname(p) == folder)
        if "a" not in flags:
            names = [n for n in names if not n.startswith(".")]
        if "l" in flags:  # ls -l without its "total" line: permissions, links, owner, group, size, date, name
            return "".join(
                f"{FILES[folder + '/' + n][1]} 1 {FILES[folder + '/' + n][0]:<5} {FILES[folder + '/' + n][0]:<5}"
                f" {len(FILES[folder + '/' + n][2]):>3} Jan  5 03:00 {n}\n" for n in names)
        return "  ".join(([".", ".."] if "a" in flags else []) + names) + "\n"
    if name == "cat":
        path = here(args[0])
        if path not in FILES:
            return f"cat: {args[0]}: No such file or directory\n"
        owner, mode, content = FILES[path]
        return content if owner == USER or mode[7] == "r" else f"cat: {args[0]}: Permission denied\n"
    return f"bash: {name}: command not found\n"


class ToyLogin(socketserver.StreamRequestHandler):
    def say(self, text: str) -> None:
        self.wfile.write(text.encode())

    def handle(self) -> None:
        request = self.rfile.readline().decode().strip()  # "shell", or "exec <command>"
        while True:
            self.say(f"{USER}@{HOST}'s password: ")
            if self.rfile.readline().decode().strip() == PASSWORD:
                break
            self.say("Permission denied, please try again.\n")
        state = {"cwd": "/home/guest"}  # every connection starts a fresh shell in the home folder
        if request.startswith("exec "):
            self.say(run(request[5:], state))
            return  # one command, then the connection closes
        self.say(f"Welcome to {HOST}, a toy server inside example.py.\n")
        while True:
            shown = state["cwd"].replace("/home/guest", "~", 1)
            self.say(f"{USER}@{HOST}:{shown}$ ")
            line = self.rfile.readline().decode().strip()
            if line == "exit":
                self.say("logout\n")
                return
            self.say(run(line, state))


def connect(address, request: str, typed: list[str]) -> None:
    """Send the request, then each typed line after the next prompt; print everything as a terminal shows it."""
    print(f"--- new connection, request: {request}")
    with socket.create_connection(address) as conn:
        conn.sendall(request.encode() + b"\n")
        buffer = b""
        for line in typed:
            while not buffer.endswith((b"$ ", b"password: ")):
                buffer += conn.recv(4096)
            if buffer.endswith(b"password: "):
                which = "the password" if line == PASSWORD else "a wrong password"
                print(buffer.decode() + f"[typed, not shown: {which}]")
            else:
                print(buffer.decode() + line)  # the terminal echoes what you type after the prompt
            conn.sendall(line.encode() + b"\n")
            buffer = b""
        while chunk := conn.recv(4096):
            buffer += chunk
        print(buffer.decode() + "--- connection closed by the server")


server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), ToyLogin)
server.daemon_threads = True  # never keep the script alive for a connection left open
threading.Thread(target=server.serve_forever, daemon=True).start()

connect(server.server_address, "shell", [
    "not-the-password", PASSWORD,
    "whoami", "hostname", "pwd", "ls", "ls -a", "cat .plan",
    "ls -l /srv/ops", "cat /srv/ops/audit.log", "cd /srv/ops", "pwd", "exit",
])
connect(server.server_address, "exec pwd", [PASSWORD])
server.shutdown()
server.server_close()
