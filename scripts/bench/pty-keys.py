#!/usr/bin/env python3
"""Key-to-frame latency of the terminal picker through a real pseudo-terminal.

Starts `almanac pick --range` on an 80x24 pseudo-terminal, waits for its first frame, then
writes arrow keys one at a time (right, down, left, up, repeated) and takes, for each key, the
time from writing it to the arrival of the last byte the program writes in answer (the output
has ended once the terminal stays quiet for --quiet milliseconds; that wait is not counted).
The peer is dialog(1)'s calendar (`dialog --calendar`, curses), driven by the same keys in the
same run: a terminal date picker written in C, whose focus starts on its OK button, so four
Tabs (not timed) take it to the day grid first. Prints the median and 90th percentile of each
and the bytes a key's answer took on average.

Usage: scripts/bench/pty-keys.py [--almanac BINARY] [--keys N] [--quiet MS]
  --almanac  the binary (default .build/release/almanac: `swift build -c release --product almanac`)
  --keys     keys per program (default 200)
  --quiet    milliseconds of silence that end an answer (default 60)
The peer needs dialog (`apt-get install dialog`); without it only Almanac is measured.
Exit status: 0, or 1 when a program does not draw its first frame or answer a key within 5 s.
"""

import argparse
import fcntl
import os
import pty
import select
import shutil
import signal
import statistics
import struct
import sys
import termios
import time

# Right, down, left, up as a terminal sends them: CSI in normal cursor mode, SS3 once the
# program has asked for application cursor keys (DECCKM, `ESC [ ? 1 h`), as curses does.
KEYS = {False: [b"\x1b[C", b"\x1b[B", b"\x1b[D", b"\x1b[A"],
        True: [b"\x1bOC", b"\x1bOB", b"\x1bOD", b"\x1bOA"]}


def spawn(argv):
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", TZ="UTC", COLUMNS="80",
                   LINES="24")
        os.execvpe(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    os.kill(pid, signal.SIGWINCH)
    return pid, fd


def drain(fd, quiet, limit=5.0):
    """Reads until the terminal is quiet for `quiet` seconds; returns (bytes, last arrival)."""
    data = b""
    last = None
    deadline = time.perf_counter() + limit
    while True:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            if data or time.perf_counter() > deadline:
                return data, last
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return data, last
        if not chunk:
            return data, last
        data += chunk
        last = time.perf_counter()


def measure(name, argv, keys, quiet, setup=b""):
    pid, fd = spawn(argv)
    first, _ = drain(fd, 0.5)
    for byte in setup:
        os.write(fd, bytes([byte]))
        first += drain(fd, quiet)[0]
    if not first:
        print(f"{name}: no first frame within 5 s", file=sys.stderr)
        os.kill(pid, signal.SIGKILL)
        return None
    latencies, sizes = [], []
    application = first.rfind(b"\x1b[?1h") > first.rfind(b"\x1b[?1l")
    for index in range(keys):
        key = KEYS[application][index % 4]
        start = time.perf_counter()
        os.write(fd, key)
        data, last = drain(fd, quiet)
        if last is None:
            print(f"{name}: no answer to key {index + 1} within 5 s", file=sys.stderr)
            os.kill(pid, signal.SIGKILL)
            return None
        latencies.append((last - start) * 1e3)
        sizes.append(len(data))
        if b"\x1b[?1h" in data or b"\x1b[?1l" in data:
            application = data.rfind(b"\x1b[?1h") > data.rfind(b"\x1b[?1l")
    os.write(fd, b"\x1b")
    time.sleep(0.2)
    os.kill(pid, signal.SIGTERM)
    os.waitpid(pid, 0)
    os.close(fd)
    latencies.sort()
    p90 = latencies[int(0.9 * (len(latencies) - 1))]
    print(f"{name}: {keys} keys, median {statistics.median(latencies):.3f} ms, "
          f"p90 {p90:.3f} ms, {statistics.mean(sizes):.1f} bytes a key")
    return latencies


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--almanac", default=".build/release/almanac")
    parser.add_argument("--keys", type=int, default=200)
    parser.add_argument("--quiet", type=float, default=60)
    args = parser.parse_args()
    if not 1 <= args.keys <= 100_000:
        parser.error("--keys takes 1 to 100000")
    if not 5 <= args.quiet <= 5_000:
        parser.error("--quiet takes 5 to 5000 milliseconds")
    if not os.access(args.almanac, os.X_OK):
        parser.error(f"{args.almanac}: not an executable (swift build -c release --product almanac)")
    quiet = args.quiet / 1e3
    ok = measure("almanac pick --range", [args.almanac, "pick", "--range"], args.keys, quiet)
    dialog = shutil.which("dialog")
    if dialog:
        ok = measure("dialog --calendar (peer)",
                     [dialog, "--calendar", "Pick a day", "0", "0", "6", "12", "2026"],
                     args.keys, quiet, setup=b"\t" * 4) and ok
    else:
        print("dialog --calendar (peer): not installed (apt-get install dialog)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
