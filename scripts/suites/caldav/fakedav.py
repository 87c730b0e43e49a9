#!/usr/bin/env python3
"""A tiny scripted CalDAV server for the answers real servers rarely give on demand.

One principal (/dav/alice/), one calendar home (/dav/alice/cal/) holding calendars made with
POST /_control {"make": "NAME"}. Items live in memory. Knobs (POST /_control, JSON) steer the
odd behaviour the sync tests need:

  auth          "none" | "basic" | "digest"   (user alice, password secret)
  put_status    an HTTP status (403, 507) answered to PUTs whose href contains put_match
  put_match     substring of the href for put_status ("" = every PUT)
  rewrite       true: PUT stores the item with an extra X-REWRITTEN line and sends no ETag
  sync          "ok" | "unsupported" | "truncate" (at most 5 changes per answer, then 507)
  invalidate_tokens  true: every sync token handed out so far is refused (403 valid-sync-token)
  race_once     true: the next conditional PUT or DELETE finds the item changed (412)
  duplicate     {"calendar": NAME, "href": NAME.ics, "copy_of": OTHER.ics}: a second href
                with the same UID
  redirect_to   a URL: anything under /redirect/ answers 307 with this Location
  hang paths:   anything under /hang/ never answers; /noauth401 answers 401 with no challenge
  hostile paths: under /huge/ a 207 claims a Content-Length of 8 GiB, then sends until hung up;
                under /endless/ a 207 sends a chunked body that never ends, at about 100 MB/s;
                under /flood/ the same as fast as the client takes it
  auth "stale"  every request gets a Digest challenge with stale=true
  html paths:   anything under /html/ answers 404 with a web server's HTML page (text/html)

Every request is recorded (Host, path, whether it carried Authorization); GET /_seen returns
the list and a reset empties it.

GET /_dump?calendar=NAME returns {href: data} as JSON. Started as: fakedav.py PORT.
"""
import hashlib
import http.server
import json
import secrets
import sys
import threading
import time
import urllib.parse
import xml.etree.ElementTree as ET

D = "DAV:"
C = "urn:ietf:params:xml:ns:caldav"
HOME = "/dav/alice/cal/"
PRINCIPAL = "/dav/alice/"

lock = threading.Lock()
state = {
    "auth": "none", "put_status": 0, "put_match": "", "rewrite": False, "sync": "ok",
    "race_once": False, "seq": 1, "calendars": {}, "nonces": set(), "requests": 0,
    "redirect_to": "", "seen": [],
}


def etag_of(data):
    return '"' + hashlib.sha256(data.encode()).hexdigest()[:16] + '"'


def calendar(name):
    return state["calendars"].setdefault(name, {"items": {}, "tombstones": {}})


def bump():
    state["seq"] += 1
    return state["seq"]


def multistatus(responses, token=None):
    out = ['<?xml version="1.0" encoding="utf-8"?>',
           '<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" '
           'xmlns:cs="http://calendarserver.org/ns/" xmlns:a="http://apple.com/ns/ical/">']
    out += responses
    if token is not None:
        out.append(f"<d:sync-token>{token}</d:sync-token>")
    out.append("</d:multistatus>")
    return "\n".join(out)


def prop_response(href, props, status="HTTP/1.1 200 OK"):
    return (f"<d:response><d:href>{href}</d:href><d:propstat><d:prop>{props}</d:prop>"
            f"<d:status>{status}</d:status></d:propstat></d:response>")


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def reply(self, status, body="", headers=None, content_type="application/xml; charset=utf-8"):
        data = body.encode() if isinstance(body, str) else body
        self.send_response(status)
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        if data:
            self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length).decode("utf-8", "replace") if length else ""

    def authorised(self):
        mode = state["auth"]
        header = self.headers.get("Authorization") or ""
        if mode == "none":
            return True
        if mode == "stale":
            self.reply(401, "auth", {"WWW-Authenticate": 'Digest realm="fake", qop="auth", '
                                     f'algorithm=MD5, nonce="{secrets.token_hex(8)}", stale=true'})
            return False
        if mode == "basic":
            import base64
            if header == "Basic " + base64.b64encode(b"alice:secret").decode():
                return True
            self.reply(401, "auth", {"WWW-Authenticate": 'Basic realm="fake"'})
            return False
        if header.startswith("Digest "):
            fields = {}
            for part in header[7:].split(","):
                if "=" in part:
                    key, value = part.strip().split("=", 1)
                    fields[key.lower()] = value.strip('"')
            algorithm = fields.get("algorithm", "MD5").upper()
            h = (lambda s: hashlib.sha256(s.encode()).hexdigest()) if algorithm.startswith("SHA-256") \
                else (lambda s: hashlib.md5(s.encode()).hexdigest())
            ha1 = h(f"alice:fake:secret")
            ha2 = h(f"{self.command}:{fields.get('uri', '')}")
            expected = h(f"{ha1}:{fields.get('nonce')}:{fields.get('nc')}:{fields.get('cnonce')}:auth:{ha2}")
            if fields.get("username") == "alice" and fields.get("nonce") in state["nonces"] \
                    and fields.get("response") == expected and fields.get("uri") == self.path:
                return True
        nonce = secrets.token_hex(8)
        state["nonces"].add(nonce)
        self.reply(401, "auth", {"WWW-Authenticate":
                                 f'Digest realm="fake", qop="auth", algorithm=MD5, nonce="{nonce}", opaque="xyz"'})
        return False

    def handle_any(self):
        path = urllib.parse.urlparse(self.path).path
        body = self.body()
        with lock:
            state["requests"] += 1
            if not path.startswith("/_"):
                state["seen"].append({"host": self.headers.get("Host", ""), "path": path,
                                      "authorization": "Authorization" in self.headers})
        if path.startswith("/redirect/"):
            return self.reply(307, "", {"Location": state["redirect_to"]})
        if path.startswith("/huge/"):
            self.send_response(207)
            self.send_header("Content-Type", "application/xml; charset=utf-8")
            self.send_header("Content-Length", str(8 << 30))
            self.end_headers()
            return self.trickle(lambda part: part)
        if path.startswith("/endless/"):
            self.send_response(207)
            self.send_header("Content-Type", "application/xml; charset=utf-8")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            # At about 100 MB/s, a fast network's rate: at loopback speed corelibs-foundation
            # queues data for its delegate without back-pressure (docs/caldav.md).
            return self.trickle(lambda part: b"%x\r\n%s\r\n" % (len(part), part), pace=0.00064)
        if path.startswith("/flood/"):
            self.send_response(207)
            self.send_header("Content-Type", "application/xml; charset=utf-8")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            return self.trickle(lambda part: b"%x\r\n%s\r\n" % (len(part), part))
        if path.startswith("/hang/"):
            time.sleep(3600)
            return
        if path == "/noauth401":
            return self.reply(401, "no")
        if path.startswith("/html/"):
            page = ("<!DOCTYPE html>\n<html><head><meta charset='utf-8'>\n<title>\n  404 Not Found"
                    " &amp; gone\n</title><style>body { font-family: sans-serif; }</style></head>\n"
                    "<body><h1>Not Found</h1>" + "<p>filler</p>" * 200 + "</body></html>")
            return self.reply(404, page, content_type="text/html; charset=utf-8")
        if path == "/_control":
            with lock:
                change = json.loads(body or "{}")
                if "make" in change:
                    calendar(change.pop("make"))
                if "duplicate" in change:
                    dup = change.pop("duplicate")
                    cal = calendar(dup["calendar"])
                    data = cal["items"][dup["copy_of"]]["data"]
                    data = data.replace("SUMMARY:", "SUMMARY:Duplicate of ", 1)
                    cal["items"][dup["href"]] = {"data": data, "etag": etag_of(data), "seq": bump()}
                if change.pop("invalidate_tokens", False):
                    state["min_token"] = state["seq"] + 1
                if change.pop("reset", False):
                    state["calendars"] = {}
                    state["seen"] = []
                state.update(change)
                reply = {k: v for k, v in state.items()
                         if k not in ("calendars", "nonces", "seen")}
            return self.reply(200, json.dumps(reply), content_type="application/json")
        if path == "/_seen":
            with lock:
                seen = list(state["seen"])
            return self.reply(200, json.dumps(seen), content_type="application/json")
        if path == "/_dump":
            query = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query)
            with lock:
                cal = calendar(query["calendar"][0])
                dump = {href: item["data"] for href, item in cal["items"].items()}
            return self.reply(200, json.dumps(dump), content_type="application/json")
        with lock:
            if not self.authorised():
                return
            return getattr(self, "do_" + self.command.lower())(path, body)

    def trickle(self, frame, pace=0.0):
        """Sends XML-looking bytes, 64 KiB at a time (`pace` seconds apart), until the client
        hangs up (at most an hour)."""
        part = b"<d:multistatus xmlns:d='DAV:'>" + b" " * 65506
        deadline = time.time() + 3600
        next_time = time.time()
        try:
            while time.time() < deadline:
                self.wfile.write(frame(part))
                if pace:
                    next_time += pace
                    delay = next_time - time.time()
                    if delay > 0:
                        time.sleep(delay)
        except OSError:
            pass
        self.close_connection = True

    do_PROPFIND = do_REPORT = do_GET = do_PUT = do_DELETE = do_MKCALENDAR = do_POST = handle_any

    def split(self, path):
        if not path.startswith(HOME):
            return None, None
        rest = path[len(HOME):].split("/")
        name = urllib.parse.unquote(rest[0]) if rest and rest[0] else None
        item = urllib.parse.unquote(rest[1]) if len(rest) > 1 and rest[1] else None
        return name, item

    def collection_props(self, name):
        token = f"http://fake/sync/{state['seq']}"
        sync = "" if state["sync"] == "unsupported" else f"<d:sync-token>{token}</d:sync-token>"
        return ("<d:resourcetype><d:collection/><c:calendar/></d:resourcetype>"
                f"<d:displayname>{escape(name.title())}</d:displayname>"
                "<a:calendar-color>#1E90FF</a:calendar-color>"
                '<c:supported-calendar-component-set><c:comp name="VEVENT"/></c:supported-calendar-component-set>'
                f"<cs:getctag>{state['seq']}</cs:getctag>{sync}")

    def do_propfind(self, path, body):
        depth = self.headers.get("Depth", "1")
        if path in ("/", "/dav/", PRINCIPAL, "/.well-known/caldav"):
            if path == "/.well-known/caldav":
                return self.reply(301, "", {"Location": "/dav/"})
            props = (f"<d:current-user-principal><d:href>{PRINCIPAL}</d:href></d:current-user-principal>"
                     f"<c:calendar-home-set><d:href>{HOME}</d:href></c:calendar-home-set>"
                     "<d:resourcetype><d:collection/></d:resourcetype>")
            return self.reply(207, multistatus([prop_response(path, props)]))
        if path == HOME:
            responses = [prop_response(HOME, "<d:resourcetype><d:collection/></d:resourcetype>")]
            if depth != "0":
                for name in sorted(state["calendars"]):
                    responses.append(prop_response(HOME + name + "/", self.collection_props(name)))
            return self.reply(207, multistatus(responses))
        name, item = self.split(path)
        if name not in state["calendars"]:
            return self.reply(404, "")
        cal = state["calendars"][name]
        responses = [prop_response(HOME + name + "/", self.collection_props(name))]
        if depth != "0":
            for href, entry in sorted(cal["items"].items()):
                responses.append(prop_response(
                    HOME + name + "/" + urllib.parse.quote(href),
                    f"<d:getetag>{entry['etag']}</d:getetag><d:resourcetype/>"))
        return self.reply(207, multistatus(responses))

    def do_report(self, path, body):
        name, _ = self.split(path)
        if name not in state["calendars"]:
            return self.reply(404, "")
        cal = state["calendars"][name]
        root = ET.fromstring(body)
        base = HOME + name + "/"
        if root.tag == f"{{{C}}}calendar-multiget":
            responses = []
            for href in root.iter(f"{{{D}}}href"):
                item = urllib.parse.unquote(href.text.strip().rsplit("/", 1)[-1])
                entry = cal["items"].get(item)
                if entry is None:
                    responses.append(f"<d:response><d:href>{href.text}</d:href>"
                                     "<d:status>HTTP/1.1 404 Not Found</d:status></d:response>")
                else:
                    responses.append(prop_response(
                        href.text, f"<d:getetag>{entry['etag']}</d:getetag>"
                                   f"<c:calendar-data>{escape(entry['data'])}</c:calendar-data>"))
            return self.reply(207, multistatus(responses))
        if root.tag == f"{{{D}}}sync-collection":
            mode = state["sync"]
            if mode == "unsupported":
                return self.reply(501, "not implemented")
            token = (root.findtext(f"{{{D}}}sync-token") or "").strip()
            since = 0
            if token:
                try:
                    since = int(token.rsplit("/", 1)[-1])
                except ValueError:
                    since = -1
                if since < state.get("min_token", 0):
                    return self.reply(403, '<?xml version="1.0"?><d:error xmlns:d="DAV:">'
                                           '<d:valid-sync-token/></d:error>')
            changes = [(e["seq"], href, e) for href, e in cal["items"].items() if e["seq"] > since]
            changes += [(seq, href, None) for href, seq in cal["tombstones"].items()
                        if seq > since and (since > 0)]
            changes.sort(key=lambda c: c[0])
            truncated = mode == "truncate" and len(changes) > 5
            if truncated:
                changes = changes[:5]
                new_token = changes[-1][0]
            else:
                new_token = state["seq"]
            responses = []
            for _, href, entry in changes:
                full = base + urllib.parse.quote(href)
                if entry is None:
                    responses.append(f"<d:response><d:href>{full}</d:href>"
                                     "<d:status>HTTP/1.1 404 Not Found</d:status></d:response>")
                else:
                    responses.append(prop_response(full, f"<d:getetag>{entry['etag']}</d:getetag>"))
            if truncated:
                responses.append(f"<d:response><d:href>{base}</d:href>"
                                 "<d:status>HTTP/1.1 507 Insufficient Storage</d:status></d:response>")
            return self.reply(207, multistatus(responses, f"http://fake/sync/{new_token}"))
        return self.reply(403, "unsupported report")

    def do_get(self, path, body):
        name, item = self.split(path)
        entry = state["calendars"].get(name, {"items": {}})["items"].get(item)
        if entry is None:
            return self.reply(404, "")
        return self.reply(200, entry["data"], {"ETag": entry["etag"]}, "text/calendar")

    def race(self, cal, item):
        if state["race_once"] and item in cal["items"]:
            state["race_once"] = False
            entry = cal["items"][item]
            data = entry["data"].replace("SUMMARY:", "SUMMARY:Raced ", 1)
            cal["items"][item] = {"data": data, "etag": etag_of(data), "seq": bump()}

    def do_put(self, path, body):
        name, item = self.split(path)
        if name not in state["calendars"] or not item:
            return self.reply(409, "no such calendar")
        cal = state["calendars"][name]
        if state["put_status"] and state["put_match"] in item:
            detail = ('<d:error xmlns:d="DAV:"><d:quota-not-exceeded/></d:error>'
                      if state["put_status"] == 507 else
                      '<d:error xmlns:d="DAV:"><d:need-privileges/></d:error>')
            return self.reply(state["put_status"], detail)
        self.race(cal, item)
        current = cal["items"].get(item)
        if self.headers.get("If-None-Match") == "*" and current is not None:
            return self.reply(412, "exists")
        match = self.headers.get("If-Match")
        if match is not None and (current is None or current["etag"] != match):
            return self.reply(412, "changed")
        data = body.replace("\r\n", "\n").replace("\n", "\r\n")
        if state["rewrite"]:
            data = data.replace("END:VEVENT", "X-REWRITTEN:yes\r\nEND:VEVENT", 1)
        cal["items"][item] = {"data": data, "etag": etag_of(data), "seq": bump()}
        cal["tombstones"].pop(item, None)
        headers = {} if state["rewrite"] else {"ETag": etag_of(data)}
        return self.reply(201 if current is None else 204, "", headers)

    def do_delete(self, path, body):
        name, item = self.split(path)
        cal = state["calendars"].get(name)
        if cal is None or item not in cal["items"]:
            return self.reply(404, "")
        self.race(cal, item)
        match = self.headers.get("If-Match")
        if match is not None and cal["items"][item]["etag"] != match:
            return self.reply(412, "changed")
        del cal["items"][item]
        cal["tombstones"][item] = bump()
        return self.reply(204, "")

    def do_mkcalendar(self, path, body):
        name, _ = self.split(path)
        calendar(name)
        return self.reply(201, "")


if __name__ == "__main__":
    server = http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler)
    server.daemon_threads = True
    server.serve_forever()
