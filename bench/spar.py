#!/usr/bin/env python3
"""spar.py - Tabula against an outside engine (or another Tabula) at equal time.

Plays every opening of a fixed set twice, colours swapped, each engine given
the same time a move; a third tabula-cli, the referee, plays every move
through the rules and judges the game.  Every move is checked legal by the
referee and by the outside engine (it refuses a move its own rules refuse).
Prints a line a game and W/D/L for the first engine, its score with a 95%
interval and the average final margin.  bench/README.md says how to fetch and
build the outside engines; they are never part of this repository.

Engines (--a, --b):
  tabula:BIN:LEVEL[:KEY=VALUE...]   tabula-cli at a level, e.g.
                                    tabula:build/tabula-cli:expert
  aalina:DIR                        Aualé's engine (Aalina 1.2.1), classes,
                                    oware-book.bin and oware-leaves.bin in DIR
  cmancala:BIN                      CMancala's terminal interface (Kalah, 6 pits)
"""
import argparse
import math
import os
import queue
import re
import subprocess
import sys
import threading
import time


class EngineError(Exception):
    pass


def read_answer(proc, what):
    """Reads a tabula-cli answer: lines up to an empty one."""
    lines = []
    while True:
        line = proc.stdout.readline()
        if not line:
            raise EngineError(f"{what}: tabula-cli ended")
        line = line.rstrip("\n")
        if line == "" and lines:
            break
        lines.append(line)
    if not lines[0].startswith("= "):
        raise EngineError(f"{what}: {lines[0]}")
    return lines[0][2:]


class Tabula:
    """tabula-cli: the referee, and a player at a level."""

    def __init__(self, binary, game, opts, level=None, extra=()):
        self.proc = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.level = level
        self.extra = list(extra)
        self.name = f"tabula {level}" if level else "referee"
        self.cmd(f"game {game} {' '.join(opts)}".strip())

    def cmd(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        return read_answer(self.proc, f"{self.name}: {line}")

    def new_game(self, moves):
        self.cmd("reset")
        for m in moves:
            self.cmd(f"play {m}")

    def move(self, moves, ms):
        ans = self.cmd(f"go level={self.level} time={ms} {' '.join(self.extra)}".strip())
        m = re.match(r"(\S+) score=(\S+) depth=(\d+)", ans)
        return m.group(1), f"v={m.group(2)} d={m.group(3)}"

    def played(self, move, mine):
        self.cmd(f"play {move}")

    def close(self):
        try:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.flush()
        except OSError:
            pass
        self.proc.wait()


class OutsideEngine:
    """A program spoken to in lines on its standard input, told `quit` at
    the end and killed if it does not go."""

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def close(self):
        try:
            self.send("quit")
        except OSError:
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()


class Aalina(OutsideEngine):
    """Aualé's engine over its UCI-like protocol.  It ends a game at the
    second occurrence of a position, where Abapa waits for the third: then
    it is given the position alone, without the moves that led to it."""

    def __init__(self, directory, referee):
        self.proc = subprocess.Popen(["java", "-Xss8m", "-cp", directory, "com.joansala.oware.OwareService"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     text=True, bufsize=1)
        self.referee = referee
        self.name = "aalina"
        self.send("uci")
        self.wait("uciok")
        self.send("debug on")
        self.send("isready")
        self.wait("readyok")


    def wait(self, prefix):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise EngineError("aalina ended")
            line = line.strip()
            if "Error" in line:
                raise EngineError(f"aalina: {line}")
            if line.startswith("info depth"):
                w = line.split()
                self.info = f"v={int(w[5]) / 25:.1f} d={w[2]}"
            if line.startswith(prefix):
                return line

    @staticmethod
    def to_aalina(m):
        c = m.upper()
        return c if c <= "F" else chr(ord("a") + ord(c) - ord("G"))

    @staticmethod
    def from_aalina(m):
        return m if m <= "F" else chr(ord("G") + ord(m) - ord("a"))

    def new_game(self, moves):
        self.send("ucinewgame")
        self.send("isready")
        self.wait("readyok")

    def go(self, position, ms):
        self.info = "book"
        self.send(position)
        self.send(f"go movetime {ms}")
        line = self.wait("bestmove")
        return line.split()[1]

    def move(self, moves, ms):
        m = self.go("position startpos moves " + "".join(self.to_aalina(x) for x in moves), ms)
        note = ""
        if m == "0000":  # a repetition to Aalina, not yet to Abapa
            p1, p2, stores, side = self.referee.cmd("show").split("/")
            fen = "-".join(p1.split(",") + p2.split(",") + stores.split(",")) + ("-S" if side == "1" else "-N")
            m = self.go("position fen " + fen, ms)
            note = "no history"
            if m == "0000":
                raise EngineError("aalina: no move in " + fen)
        return self.from_aalina(m), note or self.info

    def played(self, move, mine):
        pass



class CMancala(OutsideEngine):
    """CMancala's terminal interface (Kalah with six pits, captures only
    of a non-empty opposite pit: Tabula's empty_capture=off).  It is driven
    a ply at a time (autoplay off): the opening's position is loaded by its
    code, then each `step` plays its own move or asks for ours.  Its pits
    are numbered 1..6 from each player's own left; its time is CPU time,
    in seconds, checked after each iteration."""

    def __init__(self, binary, opts, side, referee, ms):
        seeds = next((o.split("=")[1] for o in opts if o.startswith("seeds=")), "4")
        self.proc = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.referee = referee
        self.side = side  # 0: player 1
        self.name = "cmancala"
        me, you = ("1", "2") if side == 0 else ("2", "1")
        for line in (f"stones {seeds}", f"time {ms / 1000:g}", f"player {me} ai", f"player {you} human",
                     "book true", "autoplay false", "progress false", "start"):
            self.send(line)


    def wait_move(self):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise EngineError("cmancala ended")
            m = re.search(r"Move: (\d+)", line)
            if m:
                return int(m.group(1))
            if "Invalid" in line or "Unknown command" in line or "is empty" in line:
                raise EngineError("cmancala: " + line.strip())

    def new_game(self, moves):
        p1, p2, stores, side = self.referee.cmd("show").split("/")
        s1, s2 = stores.split(",")
        cells = [int(x) for x in p1.split(",")] + [int(s1)] + [int(x) for x in p2.split(",")] + [int(s2)]
        value = 1 if side == "1" else 0
        for i, c in enumerate(cells):
            value |= c << (1 + 8 * i)
        code = f"{value >> 64:016x}{value & (2 ** 64 - 1):016x}"[5:]
        self.send("load " + code)

    @staticmethod
    def letter(k, side):
        return chr(ord("A") + k - 1) if side == 0 else chr(ord("G") + 6 - k)

    def move(self, moves, ms):
        self.send("step")
        side = 0 if self.referee.cmd("status").split()[1] == "1" else 1
        return self.letter(self.wait_move(), side), ""

    def played(self, move, mine):
        if mine:
            return
        side = 0 if move < "G" else 1
        k = ord(move) - ord("A") + 1 if side == 0 else ord("G") + 6 - ord(move)
        self.send("step")
        self.send(str(k))
        if self.wait_move() != k:
            raise EngineError(f"cmancala: did not take {move}")



def make_engine(spec, game, opts, referee, side, ms):
    """The engine of spec, playing side (0: the first player)."""
    kind, _, rest = spec.partition(":")
    if kind == "tabula":
        parts = rest.split(":")
        return Tabula(parts[0], game, opts, parts[1] if len(parts) > 1 else "expert", parts[2:])
    if kind == "aalina":
        return Aalina(rest, referee)
    if kind == "cmancala":
        return CMancala(rest, opts, side, referee, ms)
    raise SystemExit(f"unknown engine '{spec}'")


def play_game(args, opening, a_first, referee_bin):
    """One game; returns (a's result 1/0.5/0, margin for a, plies, note)."""
    referee = Tabula(referee_bin, args.game, args.opt)
    a = make_engine(args.a, args.game, args.opt, referee, 0 if a_first else 1, args.time)
    b = make_engine(args.b, args.game, args.opt, referee, 1 if a_first else 0, args.time)
    players = [a, b] if a_first else [b, a]
    moves = list(opening)
    notes = []
    try:
        referee.new_game(moves)
        for e in players:
            e.new_game(moves)
        while True:
            st = referee.cmd("status").split()
            if st[0] == "over":
                break
            side = 0 if st[1] in ("1", "b", "r") else 1
            e = players[side]
            m, note = e.move(moves, args.time)
            if note == "no history":
                notes.append(f"{len(moves)}:{note}")
            if os.environ.get("SPAR_MOVES") == "2":
                print(f"    {len(moves):3d} {'ab'[players.index(e) ^ (not a_first)]} {m} {note}", flush=True)
            referee.cmd(f"play {m}")  # refuses an illegal move
            for p in players:
                p.played(m, p is e)
            moves.append(m)
        winner, counts = st[1], st[2].split("-")
        s1, s2 = int(counts[0]), int(counts[1])
        margin = (s1 - s2) if a_first else (s2 - s1)
        if winner == "draw":
            res = 0.5
        else:
            res = 1.0 if (winner in ("1", "b", "r")) == a_first else 0.0
        return res, margin, len(moves), " ".join(moves), notes
    finally:
        for p in (a, b, referee):
            p.close()


def read_openings(path):
    out = []
    with open(path) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if line:
                out.append(line.split())
    return out


def summary(results):
    n = len(results)
    w = sum(1 for r in results if r[0] == 1.0)
    d = sum(1 for r in results if r[0] == 0.5)
    l = n - w - d
    score = (w + d / 2) / n if n else 0
    # The score's standard error from the games' own spread (draws counted).
    var = sum((r[0] - score) ** 2 for r in results) / (n - 1) if n > 1 else 0
    half = 1.96 * math.sqrt(var / n) if n else 0
    margin = sum(r[1] for r in results) / n if n else 0
    return w, d, l, score, half, margin


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--a", required=True, help="the engine measured")
    ap.add_argument("--b", required=True, help="its opponent")
    ap.add_argument("--game", required=True)
    ap.add_argument("--opt", action="append", default=[], help="KEY=VALUE, the game's options")
    ap.add_argument("--openings", required=True, help="a file of openings, one a line (moves, space-separated)")
    ap.add_argument("--first", type=int, default=0, help="the first opening used (0-based)")
    ap.add_argument("--count", type=int, default=0, help="openings used (0: all)")
    ap.add_argument("--time", type=int, default=1000, help="milliseconds a move, both sides")
    ap.add_argument("--jobs", type=int, default=1, help="games played at once (each uses about one core)")
    ap.add_argument("--referee", default="build/tabula-cli")
    args = ap.parse_args()

    openings = read_openings(args.openings)[args.first:]
    if args.count:
        openings = openings[:args.count]
    tasks = queue.Queue()
    for i, op in enumerate(openings):
        for a_first in (True, False):
            tasks.put((i + args.first, op, a_first))
    results = []
    lock = threading.Lock()
    t0 = time.time()

    def worker():
        while True:
            try:
                i, op, a_first = tasks.get_nowait()
            except queue.Empty:
                return
            try:
                res, margin, plies, line, notes = play_game(args, op, a_first, args.referee)
            except (EngineError, OSError, ValueError) as e:
                with lock:
                    print(f"opening {i} ({'a' if a_first else 'b'} first): ERROR {e}", flush=True)
                continue
            with lock:
                results.append((res, margin))
                tag = {1.0: "won", 0.5: "drawn", 0.0: "lost"}[res]
                print(f"opening {i:2d} {' '.join(op):8s} a {'first ' if a_first else 'second'}: a {tag:5s} "
                      f"margin {margin:+3d} plies {plies:3d} {' '.join(notes)}", flush=True)
                if os.environ.get("SPAR_MOVES"):
                    print("   " + line, flush=True)

    threads = [threading.Thread(target=worker) for _ in range(max(1, args.jobs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    w, d, l, score, half, margin = summary(results)
    print(f"a={args.a} b={args.b} time={args.time} ms games={len(results)} ({time.time() - t0:.0f} s)")
    print(f"a: won {w}, drawn {d}, lost {l}; score {100 * score:.1f}% ± {100 * half:.1f}%; "
          f"average margin {margin:+.2f}")


if __name__ == "__main__":
    main()
