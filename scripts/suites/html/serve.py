#!/usr/bin/env python3
"""A tiny local server for AlmanacHTML pages: every GET or POST of a route runs `almanac html
ARGS --query QUERY`
and answers with its output (400 and the reason when the query is refused, exit 65), so the
no-JavaScript round trip (a POST of the form, read like a query) and the script's fragment
requests both reach the engine. POST or GET
/submit echoes the form it receives (as JSON in a <pre>), to check what a form posts.
`server.delay` (seconds, 0 by default; `--delay` here) holds every answer of a route that long,
to try the page under a slow network; `server.headers` maps a route to extra response headers
(a Content-Security-Policy). A refusal's text is English (`Content-Language: en`). A route given as `{"cgi": PATH}` runs
PATH as a CGI program (RFC 3875) with `server.env` added to its environment: the Swift handler
of Examples/HTMLBooking.

    python3 scripts/suites/html/serve.py [--port 8016] [--almanac .build/debug/almanac] -- --range --months 2

Listens on 127.0.0.1 only.
"""
import argparse
import html
import json
import os
import subprocess
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def make_server(almanac, routes, port=0):
    """A server whose paths map to `almanac html` argument lists; port 0 picks a free one."""

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):  # quiet
            pass

        def answer(self, status, body, kind="text/html; charset=utf-8", headers=()):
            data = body.encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Cache-Control", "no-store")
            for name, value in headers:
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)

        def echo(self, query):
            pairs = urllib.parse.parse_qsl(query, keep_blank_values=True)
            self.server.submissions.append(pairs)
            body = json.dumps(pairs, ensure_ascii=False)
            page = ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
                    "<title>Submitted</title></head><body><main><h1>Submitted</h1>"
                    f"<pre id=\"submitted\">{html.escape(body)}</pre></main></body></html>")
            self.answer(200, page)

        def do_POST(self):
            path, _, _ = self.path.partition("?")
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(min(length, 1_000_000)).decode("utf-8", "replace")
            if path == "/submit":
                self.echo(body)
            else:
                self.render(path, body, "POST")

        def do_GET(self):
            path, _, query = self.path.partition("?")
            if path == "/submit":
                self.echo(query)
                return
            self.render(path, query, "GET")

        def cgi(self, program, path, query, method):
            """Runs a CGI program and answers with its Status line, headers and body."""
            env = dict(os.environ, GATEWAY_INTERFACE="CGI/1.1", REQUEST_METHOD=method,
                       PATH_INFO=path, QUERY_STRING=query if method == "GET" else "",
                       CONTENT_LENGTH=str(len(query.encode())) if method == "POST" else "",
                       **self.server.env)
            run = subprocess.run([program], input=(query if method == "POST" else "").encode(),
                                 capture_output=True, timeout=30, env=env)
            head, _, body = run.stdout.decode("utf-8").partition("\r\n\r\n")
            status, headers, kind = 500, [], "text/plain; charset=utf-8"
            for line in head.split("\r\n"):
                name, _, value = line.partition(": ")
                if name == "Status":
                    status = int(value.split()[0])
                elif name == "Content-Type":
                    kind = value
                elif name:
                    headers.append((name, value))
            self.answer(status, body if run.returncode == 0 else run.stderr.decode("utf-8"),
                        kind, headers)

        def render(self, path, query, method):
            """The page of a route for a query: a GET's, or the body of a no-JS click (POST)."""
            args = routes.get(path)
            if args is None:
                self.answer(404, "not found", "text/plain")
                return
            if self.server.delay:
                time.sleep(self.server.delay)
            if isinstance(args, dict):
                self.cgi(args["cgi"], path, query, method)
                return
            run = subprocess.run([almanac, "html", *args, "--query", query],
                                 capture_output=True, text=True, timeout=30)
            english = [("Content-Language", "en")]
            if run.returncode == 0:
                self.answer(200, run.stdout, headers=self.server.headers.get(path, {}).items())
            elif run.returncode == 65:
                self.answer(400, run.stderr, "text/plain; charset=utf-8", english)
            else:
                self.answer(500, run.stderr, "text/plain; charset=utf-8", english)

    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    server.submissions = []
    server.delay = 0
    server.headers = {}
    server.env = {}
    return server


def start_in_background(almanac, routes):
    """Starts a server on a free port in a daemon thread; returns (server, base URL)."""
    server = make_server(almanac, routes)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8016)
    parser.add_argument("--almanac", default=".build/debug/almanac")
    parser.add_argument("--delay", type=float, default=0, help="seconds before each answer")
    parser.add_argument("args", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    args = [a for a in options.args if a != "--"] or ["--range", "--months", "2"]
    server = make_server(options.almanac, {"/": args + ["--form-action", "/submit"]}, options.port)
    server.delay = options.delay
    print(f"serving http://127.0.0.1:{server.server_address[1]}/ (almanac html {' '.join(args)})")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        sys.exit(0)


if __name__ == "__main__":
    main()
