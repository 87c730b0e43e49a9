"""Servers and helpers for the CalDAV sync tests and benchmarks.

Starts Radicale (htpasswd auth, plain passwords: its default is denyall), xandikos and the
scripted fake server (fakedav.py) on free 127.0.0.1 ports, runs the built `almanac` binary,
and reads both sides: the server through python `caldav` (the independent oracle), the vdir
through plain file reads.
"""
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import caldav
import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
ALMANAC = os.environ.get("ALMANAC_BIN", os.path.join(ROOT, ".build", "debug", "almanac"))
USER, PASSWORD = "alice", "secret"


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for(port, process, name, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{name} exited with {process.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{name} did not listen on {port} within {seconds} s")


class Server:
    """A running server: `url` (what `almanac sync --url` gets), `auth` (user, password)."""

    def __init__(self, kind, workdir):
        self.kind = kind
        self.port = free_port()
        self.dir = os.path.join(workdir, kind)
        os.makedirs(self.dir)
        log = open(os.path.join(self.dir, "log"), "w")
        if kind == "radicale":
            with open(os.path.join(self.dir, "users"), "w") as f:
                f.write(f"{USER}:{PASSWORD}\n")
            config = os.path.join(self.dir, "config")
            with open(config, "w") as f:
                f.write(f"""[server]
hosts = 127.0.0.1:{self.port}
[auth]
type = htpasswd
htpasswd_filename = {self.dir}/users
htpasswd_encryption = plain
[storage]
filesystem_folder = {self.dir}/collections
[logging]
level = warning
""")
            command = [sys.executable, "-m", "radicale", "--config", config]
            self.url = f"http://127.0.0.1:{self.port}/"
            self.auth = (USER, PASSWORD)
        elif kind == "xandikos":
            command = [sys.executable, "-m", "xandikos.web", "serve", "-d", self.dir + "/data",
                       "--defaults", "-l", "127.0.0.1", "-p", str(self.port)]
            if shutil.which("xandikos"):
                command = ["xandikos", "serve", "-d", self.dir + "/data", "--defaults",
                           "-l", "127.0.0.1", "-p", str(self.port)]
            self.url = f"http://127.0.0.1:{self.port}/"
            self.auth = None
        else:
            command = [sys.executable, os.path.join(HERE, "fakedav.py"), str(self.port)]
            self.url = f"http://127.0.0.1:{self.port}/dav/"
            self.auth = None
        self.process = subprocess.Popen(command, stdout=log, stderr=log,
                                        start_new_session=True)
        wait_for(self.port, self.process, kind)

    def stop(self):
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)

    # The oracle.
    def client(self):
        if self.auth:
            return caldav.DAVClient(url=self.url, username=self.auth[0], password=self.auth[1])
        return caldav.DAVClient(url=self.url)

    def make_calendar(self, name):
        if self.kind == "fake":
            self.control(make=name)
            return self.calendar(name)
        return self.client().principal().make_calendar(name=name.title(), cal_id=name)

    def calendar(self, name):
        for cal in self.client().principal().calendars():
            if str(cal.url).rstrip("/").rsplit("/", 1)[-1] == name:
                return cal
        raise KeyError(name)

    def calendar_url(self, name):
        return str(self.calendar(name).url)

    def control(self, **knobs):
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}/_control", data=json.dumps(knobs).encode(),
            method="POST")
        with urllib.request.urlopen(request) as response:
            return json.loads(response.read())

    def items(self, name):
        """{UID: text} as python caldav reads the calendar."""
        out = {}
        for event in self.calendar(name).events():
            text = event.data
            uid = uid_of(text)
            assert uid not in out, f"duplicate UID {uid} on the server"
            out[uid] = text
        return out


def uid_of(text):
    unfolded = re.sub(r"\r?\n[ \t]", "", text)
    match = re.search(r"^UID:(.*?)\r?$", unfolded, re.M)
    return match.group(1).strip() if match else None


def meaning(text):
    """What an item says, independent of formatting: a sorted tuple per component."""
    calendar = icalendar.Calendar.from_ical(text)
    out = []
    for component in calendar.walk():
        if component.name not in ("VEVENT", "VTODO"):
            continue
        facts = [component.name]
        for key in ("UID", "SUMMARY", "DESCRIPTION", "LOCATION", "RRULE", "EXDATE"):
            if key in component:
                facts.append((key, component[key].to_ical() if hasattr(component[key], "to_ical")
                              else str(component[key])))
        for key in ("DTSTART", "DTEND", "RECURRENCE-ID"):
            if key in component:
                facts.append((key, str(component.decoded(key))))
        out.append(tuple(str(f) for f in facts))
    return tuple(sorted(out))


def local_items(vdir, name):
    """{UID: text} of a vdir collection (fails on a duplicate UID)."""
    folder = os.path.join(vdir, name)
    out = {}
    if not os.path.isdir(folder):
        return out
    for file in sorted(os.listdir(folder)):
        if not file.endswith(".ics") or file.startswith("."):
            continue
        with open(os.path.join(folder, file), encoding="utf-8", newline="") as f:
            text = f.read()
        uid = uid_of(text)
        assert uid not in out, f"duplicate UID {uid} in {folder}"
        out[uid] = text
    return out


def local_file(vdir, name, uid):
    folder = os.path.join(vdir, name)
    for file in os.listdir(folder):
        if file.endswith(".ics"):
            path = os.path.join(folder, file)
            with open(path, encoding="utf-8", newline="") as f:
                if uid_of(f.read()) == uid:
                    return path
    raise KeyError(uid)


VTIMEZONE = """BEGIN:VTIMEZONE
TZID:Europe/Berlin
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE
"""


def event(uid, summary, index=0, modified="20260101T000000Z", description=None):
    """One vdir item: every fourth recurs weekly with an override, every fifth is all-day,
    every third is in Europe/Berlin with its VTIMEZONE."""
    day = 1 + index % 27
    month = 1 + (index // 28) % 12
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//almanac tests//EN"]
    zoned = index % 3 == 0
    if zoned:
        lines += VTIMEZONE.strip().split("\n")
    lines += ["BEGIN:VEVENT", f"UID:{uid}", "DTSTAMP:20260101T000000Z",
              f"LAST-MODIFIED:{modified}", f"SUMMARY:{summary}"]
    if description:
        lines.append(f"DESCRIPTION:{description}")
    if index % 5 == 0:
        lines += [f"DTSTART;VALUE=DATE:2026{month:02d}{day:02d}",
                  f"DTEND;VALUE=DATE:2026{month:02d}{day + 1:02d}"]
    elif zoned:
        lines += [f"DTSTART;TZID=Europe/Berlin:2026{month:02d}{day:02d}T090000",
                  f"DTEND;TZID=Europe/Berlin:2026{month:02d}{day:02d}T100000"]
    else:
        lines += [f"DTSTART:2026{month:02d}{day:02d}T140000Z",
                  f"DTEND:2026{month:02d}{day:02d}T150000Z"]
    recurring = index % 4 == 0 and index % 5 != 0
    if recurring:
        lines.append("RRULE:FREQ=WEEKLY;COUNT=10")
    lines.append("END:VEVENT")
    if recurring:
        start = (f"TZID=Europe/Berlin:2026{month:02d}{day:02d}T090000" if zoned
                 else f"2026{month:02d}{day:02d}T140000Z")
        sep = ";" if zoned else ":"
        lines += ["BEGIN:VEVENT", f"UID:{uid}", "DTSTAMP:20260101T000000Z",
                  f"RECURRENCE-ID{sep}{start}", f"SUMMARY:{summary} (moved)"]
        if zoned:
            lines += [f"DTSTART;TZID=Europe/Berlin:2026{month:02d}{day:02d}T110000",
                      f"DTEND;TZID=Europe/Berlin:2026{month:02d}{day:02d}T120000"]
        else:
            lines += [f"DTSTART:2026{month:02d}{day:02d}T160000Z",
                      f"DTEND:2026{month:02d}{day:02d}T170000Z"]
        lines.append("END:VEVENT")
    lines.append("END:VCALENDAR")
    return "\r\n".join(lines) + "\r\n"


def write_local(vdir, name, uid, text, file=None):
    folder = os.path.join(vdir, name)
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, file or (re.sub(r"[^A-Za-z0-9@._-]", "_", uid) + ".ics"))
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    return path


def almanac_sync(server, vdir, *args, url=None, user=True, password=None, timeout=300,
                 env=None):
    command = [ALMANAC, "sync", "--url", url or server.url, "--calendars", vdir, *args]
    environment = dict(os.environ)
    environment.pop("ALMANAC_CALDAV_PASSWORD", None)
    if user and server.auth:
        command += ["--user", server.auth[0]]
        environment["ALMANAC_CALDAV_PASSWORD"] = password or server.auth[1]
    environment.update(env or {})
    result = subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                            env=environment, stdin=subprocess.DEVNULL)
    return result.returncode, result.stdout, result.stderr


def start_sync(server, vdir, *args):
    command = [ALMANAC, "sync", "--url", server.url, "--calendars", vdir, *args]
    environment = dict(os.environ)
    if server.auth:
        command += ["--user", server.auth[0]]
        environment["ALMANAC_CALDAV_PASSWORD"] = server.auth[1]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=environment, stdin=subprocess.DEVNULL)
