#!/usr/bin/env python3
"""A USI engine's `go perft` as a perft oracle for the shogi engine (Python 3, std lib
only). Written for YaneuraOu (a separate program, GPL: build it yourself, outside this
repository; docs/shogi.md has the build line), whose `go perft` counts as the shogi engine
does (YaneuraOu's `MoveList<LEGAL_ALL>`). scripts/shogi-oracle.sh runs it.

Usage:
  usi-perft.py [--divide] <SFEN | startpos> <depth>
      Prints the total node count. With --divide, first the per-root-move
      counts as `<usi move> <count>` lines sorted by move, then the total.
  usi-perft.py --batch FILE <depth>
      FILE holds one SFEN (or `startpos`) per line; blank lines and lines
      starting with '#' are skipped. One engine process is kept alive for
      the whole file; prints `<count>\t<sfen>` per position, in order.
      A position the engine rejects (it exits on a malformed SFEN) or
      that makes it die is printed as `ERROR\t<sfen>` with a message on
      stderr; the engine is restarted and the batch goes on; the exit
      status is then 1.
  --time   also print YaneuraOu's own `Elapsed Time` and NPS lines (stderr).

A position may be given with or without a leading `sfen `, and may end in
`moves m1 m2 ...` (passed through to the USI position command).

The engine is $YANEURAOU (its path). YaneuraOu's perft uses
MoveList<LEGAL_ALL> (non-promotions of pawn/lance/bishop/rook included,
pawn-drop mate excluded) and counts the last ply without playing it.
Depth 0 is answered as 1 without asking the engine, so without validating the
position (`go perft 0` would start a normal search). Output format read
from source/perft.h and usi.cpp: per root move `<move>: <count>`, then
`Elapsed Time = <ms> [ms]`, `<nps> NPS`, an empty line,
`Nodes searched: <total>`.
"""

import os
import re
import subprocess
import sys
import threading


MOVE_LINE = re.compile(r"^(\S+): (\d+)$")
TOTAL_LINE = re.compile(r"^Nodes searched: (\d+)$")


class EngineDied(Exception):
    pass


class Engine:
    def __init__(self, binary):
        self.binary = binary
        # cwd: the binary's directory, so that nothing it might look for or
        # write (book/, eval/, logs) lands in the caller's directory.
        self.proc = subprocess.Popen(
            [binary],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=os.path.dirname(os.path.abspath(binary)) or ".",
            text=True,
            bufsize=1,
        )
        self.send("usi")
        self.wait_for("usiok")
        for cmd in (
            "setoption name Threads value 1",
            "setoption name USI_Hash value 16",
            "setoption name BookFile value no_book",
            "isready",
        ):
            self.send(cmd)
        self.wait_for("readyok")

    def send(self, line):
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise EngineDied("engine stdin closed")

    def readline(self):
        line = self.proc.stdout.readline()
        if line == "":
            raise EngineDied(self.last_words())
        return line.rstrip("\r\n")

    def last_words(self):
        rc = self.proc.poll()
        return "engine exited" + ("" if rc is None else " with status %d" % rc)

    def wait_for(self, token):
        while True:
            line = self.readline()
            if line.strip() == token:
                return

    def read_perft(self):
        """Reads one `go perft` answer: (total, [(move, count)], extra lines)."""
        moves, extra = [], []
        while True:
            line = self.readline()
            m = TOTAL_LINE.match(line)
            if m:
                return int(m.group(1)), moves, extra
            m = MOVE_LINE.match(line)
            if m:
                moves.append((m.group(1), int(m.group(2))))
            elif line.startswith("info string CRITICAL ERROR"):
                extra.append(line)
                raise EngineDied(line)
            elif line.strip():
                extra.append(line)

    def close(self):
        try:
            self.send("quit")
            self.proc.stdin.close()
        except EngineDied:
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def position_command(pos):
    pos = " ".join(pos.split())
    if "\n" in pos or not pos:
        raise ValueError("empty position")
    if pos == "startpos" or pos.startswith("startpos "):
        return "position " + pos
    if pos.startswith("sfen "):
        pos = pos[5:]
    return "position sfen " + pos


def parse_depth(text):
    try:
        depth = int(text)
    except ValueError:
        raise ValueError("depth must be an integer, got %r" % text)
    if depth < 0:
        raise ValueError("depth must be >= 0, got %d" % depth)
    return depth


def binary_path():
    binary = os.environ.get("YANEURAOU", "")
    if not binary:
        raise ValueError("set YANEURAOU to the path of the engine (a USI program with `go perft`)")
    if not os.access(binary, os.X_OK):
        raise ValueError("YANEURAOU=%s is not an executable file" % binary)
    return binary


def single(pos, depth, divide, show_time):
    if depth == 0:
        print(1)
        return 0
    engine = Engine(binary_path())
    try:
        engine.send(position_command(pos))
        engine.send("go perft %d" % depth)
        total, moves, extra = engine.read_perft()
    except EngineDied as e:
        print("usi-perft: engine failed on %r: %s" % (pos, e), file=sys.stderr)
        return 1
    finally:
        engine.close()
    if show_time:
        for line in extra:
            print(line, file=sys.stderr)
    if divide:
        for move, count in sorted(moves):
            print("%s %d" % (move, count))
    print(total)
    return 0


def batch(path, depth, show_time):
    with open(path) as f:
        positions = [l.strip() for l in f]
    positions = [p for p in positions if p and not p.startswith("#")]
    if depth == 0:
        for p in positions:
            print("1\t%s" % p)
        return 0
    commands = []
    for p in positions:
        try:
            commands.append(position_command(p))
        except ValueError:
            commands.append(None)
    binary = binary_path()
    status = 0
    start = 0
    while start < len(positions):
        engine = Engine(binary)

        # The commands are written by a thread while this one reads the
        # answers: no round trip per position, and no deadlock on full pipes.
        def writer(first=start, engine=engine):
            try:
                for cmd in commands[first:]:
                    if cmd is None:
                        # An unparseable line: a command that makes the engine
                        # report an error for exactly this position.
                        cmd = "position sfen ?"
                    engine.send(cmd)
                    engine.send("go perft %d" % depth)
            except EngineDied:
                pass

        t = threading.Thread(target=writer, daemon=True)
        t.start()
        i = start
        try:
            while i < len(positions):
                total, _, extra = engine.read_perft()
                print("%d\t%s" % (total, positions[i]), flush=False)
                if show_time:
                    for line in extra:
                        print(line, file=sys.stderr)
                i += 1
        except EngineDied as e:
            sys.stdout.flush()
            print("ERROR\t%s" % positions[i])
            print("usi-perft: line %r: %s" % (positions[i], e), file=sys.stderr)
            status = 1
            i += 1
        engine.close()
        t.join(timeout=5)
        start = i
    sys.stdout.flush()
    return status


def main(argv):
    args = argv[1:]
    divide = "--divide" in args
    show_time = "--time" in args
    args = [a for a in args if a not in ("--divide", "--time")]
    try:
        if args and args[0] == "--batch":
            if len(args) != 3 or divide:
                raise ValueError("usage: usi-perft.py --batch FILE DEPTH")
            return batch(args[1], parse_depth(args[2]), show_time)
        if len(args) != 2:
            raise ValueError("usage: usi-perft.py [--divide] [--time] <SFEN|startpos> <depth>")
        return single(args[0], parse_depth(args[1]), divide, show_time)
    except (ValueError, OSError) as e:
        print("usi-perft: %s" % e, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
