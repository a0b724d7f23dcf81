#!/usr/bin/env python3
"""The `draughts` program against independent draughts programs, move for move and perft
count for perft count, on random positions: dame-rs for international rules, py-draughts for
Russian and Brazilian, clatsop for English (American checkers).

Run by scripts/draughts-oracle.sh, once per oracle, each with the Python of a virtual
environment that has that package (py-draughts is GPL: it runs as an outside program, in
its own process and environment, and none of its code is part of bitfill). This file only
imports the oracle named by --oracle.

Positions: random games from the start position (moves chosen by the oracle, so that the
positions are the oracle's own), and random placements of men and kings (long captures,
kings on open lines). For each position the legal moves are compared as
(start, end, squares taken, crowned or not) with the lines of `draughts FEN 1 --divide`,
and perft counts to a small depth with `draughts FEN depth`. Duplicates are dropped on both
sides (the default of `draughts`): two capture orders with the same start, end and squares
taken are one move. clatsop lists each capture order apart, so for English the moves are also
compared with `--duplicates keep`.

Exit status: 0 when everything agrees, 1 on a disagreement (the first few are printed with
their FEN), 2 on bad usage.
"""

import argparse
import random
import subprocess
import sys
from collections import Counter

FILES = {"international": 10, "brazilian": 8, "russian": 8, "english": 8}
START = {
    "international": "W:W31-50:B1-20",
    "brazilian": "W:W21-32:B1-12",
    "russian": "W:W21-32:B1-12",
    "english": "B:W21-32:B1-12",
}


# ---------------------------------------------------------------------------------------
# The draughts program.
# ---------------------------------------------------------------------------------------

class Program:
    def __init__(self, path, variant):
        self.path = path
        self.variant = variant

    def run(self, fen, depth, *extra):
        args = [self.path, fen, str(depth), "--variant", self.variant, *extra]
        out = subprocess.run(args, capture_output=True, text=True)
        if out.returncode != 0:
            raise RuntimeError(f"{' '.join(args)}: exit {out.returncode}: {out.stderr}")
        return out.stdout

    def perft(self, fen, depth):
        last = self.run(fen, depth).strip().splitlines()[-1]
        return int(last.removeprefix("Nodes searched: "))

    def moves(self, fen, duplicates="drop"):
        """The root moves as `draughts` writes them, a Counter of strings."""
        text = self.run(fen, 1, "--divide", "--duplicates", duplicates)
        moves = Counter()
        for line in text.splitlines():
            if ": " in line and not line.startswith("Nodes"):
                moves[line.rsplit(": ", 1)[0]] += 1
        return moves


def write_moves(moves):
    """Moves (start, end, frozenset of squares taken) written as `draughts --divide` writes
    them: `32-28`, `28x19`, and the squares taken in brackets where another move has the
    same start and end. A Counter, so that duplicates kept show."""
    out = Counter()
    for (start, end, taken) in moves:
        sep = "x" if taken else "-"
        text = f"{start}{sep}{end}"
        if any((s, e) == (start, end) and t != taken for (s, e, t) in moves):
            text += " (" + ",".join(str(n) for n in sorted(taken)) + ")"
        out[text] += 1
    return out


# ---------------------------------------------------------------------------------------
# Random placements.
# ---------------------------------------------------------------------------------------

def random_fen(rng, variant):
    files = FILES[variant]
    squares = files * files // 2
    half = files // 2
    density = rng.choice([0.15, 0.3, 0.45, 0.6])
    king_share = rng.choice([0.0, 0.15, 0.4, 0.8])
    sides = {"W": [], "B": []}
    for n in range(1, squares + 1):
        if rng.random() >= density:
            continue
        side = rng.choice("WB")
        row = (n - 1) // half
        far = row == 0 if side == "W" else row == files - 1
        king = far or rng.random() < king_share
        sides[side].append(f"K{n}" if king else str(n))
    return f"{rng.choice('WB')}:W{','.join(sides['W'])}:B{','.join(sides['B'])}"


# ---------------------------------------------------------------------------------------
# The oracles: each gives the legal moves of a FEN as (start, end, frozenset taken), the
# position after a move as a FEN, and perft.
# ---------------------------------------------------------------------------------------

class Dame:
    """dame-rs (international rules)."""

    def __init__(self):
        import dame

        self.dame = dame

    def board(self, fen):
        return self.dame.Board(fen)

    def moves(self, board):
        return [(m.from_square, m.to_square, frozenset(m.captured)) for m in board.legal_moves]

    def children(self, board):
        for m in board.legal_moves:
            child = board.copy()
            child.push(m)
            yield (m.from_square, m.to_square, frozenset(m.captured)), child

    def fen(self, board):
        return board.fen()

    def perft(self, board, depth):
        return self.dame.perft(board, depth)


class PyDraughts:
    """py-draughts (Russian and Brazilian rules); squares 0-based in its moves."""

    def __init__(self, variant):
        import draughts

        self.cls = {"russian": draughts.RussianBoard, "brazilian": draughts.BrazilianBoard}[variant]

    def board(self, fen):
        return self.cls.from_fen(fen)

    @staticmethod
    def key(m):
        return (m.square_list[0] + 1, m.square_list[-1] + 1,
                frozenset(c + 1 for c in m.captured_list))

    def moves(self, board):
        return [self.key(m) for m in board.legal_moves]

    def children(self, board):
        seen = set()
        for m in board.legal_moves:
            key = self.key(m)
            if key in seen:
                continue
            seen.add(key)
            board.push(m)
            child = self.cls.from_fen(self.fen(board))
            board.pop()
            yield key, child

    def fen(self, board):
        text = board.fen() if callable(board.fen) else board.fen
        return text.removeprefix('[FEN "').removesuffix('"]')

    def perft(self, board, depth):
        if depth == 0:
            return 1
        return sum(self.perft(child, depth - 1) for _, child in self.children(board))


class Clatsop:
    """clatsop (American checkers = English draughts); square index i is PDN square i + 1
    (index = row * 4 + column // 2, row 0 the top row, black's)."""

    def __init__(self):
        import clatsop

        self.clatsop = clatsop
        self.rules = clatsop.american_ruleset()

    def board(self, fen):
        side, *fields = fen.split(":")
        masks = {"W": 0, "B": 0}
        kings = 0
        for field in fields:
            for entry in filter(None, field[1:].split(",")):
                king = entry.startswith("K")
                a, _, b = entry.lstrip("K").partition("-")
                for n in range(int(a), int(b or a) + 1):
                    masks[field[0]] |= 1 << (n - 1)
                    if king:
                        kings |= 1 << (n - 1)
        return self.clatsop.Turn.from_masks(masks["B"], masks["W"], kings, 1 if side == "B" else 0)

    def key(self, turn, transition):
        black = turn.black_to_move
        ours_before = turn.board.black if black else turn.board.white
        theirs_before = turn.board.white if black else turn.board.black
        after = transition.turn.board
        ours_after = after.black if black else after.white
        theirs_after = after.white if black else after.black
        start = self.rules[transition.rule_indices[0]].mover.bit_length()
        moved = ours_after & ~ours_before
        end = moved.bit_length() if moved else start
        taken = theirs_before & ~theirs_after
        return (start, end, frozenset(i + 1 for i in range(32) if taken >> i & 1))

    def moves(self, turn):
        return [self.key(turn, t) for t in self.rules.legal_transitions(turn)]

    def children(self, turn):
        seen = set()
        for t in self.rules.legal_transitions(turn):
            key = self.key(turn, t)
            if key not in seen:
                seen.add(key)
                yield key, t.turn

    def fen(self, turn):
        b = turn.board
        def side(mask):
            return ",".join(("K" if b.kings >> i & 1 else "") + str(i + 1)
                            for i in range(32) if mask >> i & 1)
        return f"{'B' if turn.black_to_move else 'W'}:W{side(b.white)}:B{side(b.black)}"

    def perft(self, turn, depth):
        if depth == 0:
            return 1
        return sum(self.perft(child, depth - 1) for _, child in self.children(turn))


# ---------------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--oracle", required=True, choices=["dame", "py-draughts", "clatsop"])
    parser.add_argument("--variant", required=True, choices=sorted(FILES))
    parser.add_argument("--program", required=True, help="the draughts program")
    parser.add_argument("--games", type=int, default=10, help="random games (default 10)")
    parser.add_argument("--plies", type=int, default=60, help="plies a game (default 60)")
    parser.add_argument("--placements", type=int, default=150, help="random placements")
    parser.add_argument("--depth", type=int, default=3, help="perft depth (default 3)")
    parser.add_argument("--perft-every", type=int, default=5,
                        help="perft on every n-th position (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    if args.oracle == "dame":
        oracle = Dame()
    elif args.oracle == "py-draughts":
        oracle = PyDraughts(args.variant)
    else:
        oracle = Clatsop()
    program = Program(args.program, args.variant)
    rng = random.Random(args.seed)

    positions = []
    for _ in range(args.games):
        board = oracle.board(START[args.variant])
        for _ in range(args.plies):
            positions.append(oracle.fen(board))
            children = list(oracle.children(board))
            if not children:
                break
            board = rng.choice(children)[1]
    positions += [random_fen(rng, args.variant) for _ in range(args.placements)]

    failures = []
    moves_compared = perfts = nodes = 0
    for i, fen in enumerate(positions):
        board = oracle.board(fen)
        theirs = oracle.moves(board)
        expected = write_moves(sorted(set(theirs)))
        got = program.moves(fen)
        moves_compared += sum(got.values())
        if got != expected:
            failures.append(f"{fen}: moves differ\n  draughts: {sorted(got.elements())}\n"
                            f"  {args.oracle}: {sorted(expected.elements())}")
        if args.oracle == "clatsop":
            kept = program.moves(fen, "keep")
            if kept != write_moves(sorted(theirs)):
                failures.append(f"{fen}: moves differ with duplicates kept\n"
                                f"  draughts: {sorted(kept.elements())}\n"
                                f"  clatsop: {sorted(write_moves(sorted(theirs)).elements())}")
        if i % args.perft_every == 0:
            want = oracle.perft(oracle.board(fen), args.depth)
            count = program.perft(fen, args.depth)
            perfts += 1
            nodes += want
            if count != want:
                failures.append(f"{fen}: perft {args.depth}: draughts {count}, "
                                f"{args.oracle} {want}")
    print(f"{args.variant} against {args.oracle}: {len(positions)} positions "
          f"({args.games} games, {args.placements} placements), {moves_compared} moves, "
          f"{perfts} perft {args.depth} counts ({nodes} nodes): "
          f"{'all agree' if not failures else f'{len(failures)} DISAGREE'}")
    for failure in failures[:5]:
        print("  " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
