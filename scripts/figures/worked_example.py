"""A write-up's worked example as a Python module, for the scripts that make its figures.

The figures of a worked example (a screenshot of our own target as Chromium draws it)
must come from the very code the page shows, so they are made from that code block,
never from a copy of it. This reads the block titled `example.py` (or another title)
from the page's MDX, writes it to a temporary directory and imports it; a page whose
example runs at import time prints its output to stderr instead of stdout.

    import sys; sys.path.insert(0, "<repo>/scripts/figures")
    from worked_example import load_example, serving
    example = load_example("docs/.../page.mdx")
    with serving(example.Site, 19861) as base:      # base == "http://127.0.0.1:19861"
        ...                                         # screenshots of base + "/..."
    # the server is shut down and its port closed here

Or from the shell, to serve one handler class of the example on a fixed port:

    python3 scripts/figures/worked_example.py docs/.../page.mdx Site 19861
"""
import contextlib
import importlib.util
import re
import shutil
import sys
import tempfile
import threading
from http.server import ThreadingHTTPServer
from pathlib import Path


def code_block(mdx_path, title="example.py"):
    """The text of the fenced code block whose title is `title`; an error names the page and title."""
    text = Path(mdx_path).read_text(encoding="utf-8")
    match = re.search(r'^```\w+ title="' + re.escape(title) + r'"\n(.*?)^```$', text, re.S | re.M)
    if not match:
        raise SystemExit(f'{mdx_path}: no code block titled "{title}"')
    return match.group(1)


def load_example(mdx_path, title="example.py"):
    """Imports the page's code block as a module named after its title (the file is gone once it is loaded)."""
    directory = Path(tempfile.mkdtemp(prefix="worked-example-"))
    try:
        source = directory / title
        source.write_text(code_block(mdx_path, title), encoding="utf-8")
        spec = importlib.util.spec_from_file_location(source.stem, source)
        module = importlib.util.module_from_spec(spec)
        with contextlib.redirect_stdout(sys.stderr):
            spec.loader.exec_module(module)
        return module
    finally:
        shutil.rmtree(directory)


def server(handler, port, **attributes):
    """An HTTP server of one handler class on 127.0.0.1:port, with each of `attributes` set on it (backend=...)."""
    httpd = ThreadingHTTPServer(("127.0.0.1", port), handler)
    for name, value in attributes.items():
        setattr(httpd, name, value)
    return httpd


@contextlib.contextmanager
def serving(handler, port, **attributes):
    """Serves one handler class on 127.0.0.1:port in a daemon thread for the duration of the `with`, yielding
    its base URL (http://127.0.0.1:<port>, no trailing slash); on exit the server is shut down and closed.

    The figure scripts all serve a handler for the duration of their screenshots, so this is the one copy of it.
    """
    httpd = server(handler, port, **attributes)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        httpd.shutdown()
        httpd.server_close()


def serve(handler, port):
    """Serves one handler class on 127.0.0.1:port until the process is stopped."""
    httpd = server(handler, port)
    print(f"serving {handler.__name__} on http://127.0.0.1:{port}/", file=sys.stderr, flush=True)
    httpd.serve_forever()


if __name__ == "__main__":
    if len(sys.argv) != 4:
        raise SystemExit("usage: python3 scripts/figures/worked_example.py <page.mdx> <HandlerClass> <port>")
    page, handler_name, port = sys.argv[1], sys.argv[2], int(sys.argv[3])
    serve(getattr(load_example(page), handler_name), port)
