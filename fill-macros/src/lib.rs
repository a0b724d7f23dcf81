//! The `fill!` macro of [bitfill](https://docs.rs/bitfill): unrolled, branch-free, set-wise
//! sliding-piece fills for bitboards of any rectangular board up to 16x16, generated at
//! compile time.
//!
//! Everything but the entry point lives in the private module `fill` (`src/fill/`), whose subtree depends
//! only on `proc_macro2`, `syn` and `quote`: a fuzz target includes it with
//! `#[path = ".../fill-macros/src/fill/mod.rs"] mod fill;` and calls `fill::fill`.

mod fill;

/// Generates set-wise fill and attack functions for one direction or a list of them.
///
/// ```text
/// fill!(files = 9, ranks = 10, dir = noEa, algo = kogge, op = attacks, name = ..., vis = pub,
///       set = Board90)
/// ```
///
/// - `files`, `ranks`: the board, 2 to 16 each; 8 and 8 by default. Square = rank x
///   files + file (a1 = bit 0). The functions work on a `u64` when the board has at most 64
///   squares, on a `u128` up to 128, and past that on `bitfill::Wide<W>`, W `u64` words
///   (`Wide<3>` for 12x12, `Wide<4>` for 14x14 and 16x16; the calling crate must depend on
///   bitfill), whose `const fn`s stand in for the operators; the word's bits beyond the
///   board are ignored on input (pass `!occupied` as `empty`) and never set on output.
/// - `squares`: `all` (default) or `dark`, a draughts board: only the dark squares (a1
///   dark), packed as draughts programs keep them, the dark squares of rank r at bit
///   (files + 1) x (r / 2) + (files/2 + 1) x (r % 2) + c for files 2c (r even) or 2c + 1
///   (r odd), with a ghost bit (never a square) between each two ranks, so that each
///   diagonal step is one shift (on 10x10: bits 0 to 54 of a `u64`, noEa 6, noWe 5). Needs
///   an even number of files; only directions that stay on the dark squares (the
///   diagonals, `(2, 2)`, `(0, 2)`, ...). The word holds the highest bit: `u64` to 10x10,
///   `u128` to 14x14, `Wide<3>` for 16x16.
/// - `dir` (required): `nort`, `noEa`, `east`, `soEa`, `sout`, `soWe`, `west`, `noWe` (the
///   compass of the Chess Programming Wiki's Dumb7Fill page), a rider's step vector
///   `(file step, rank step)` such as `(1, 2)` (one ray of a nightrider), or a list of them
///   such as `[nort, east, sout, west]` (a list makes one function for the union of the
///   rays and needs a `name`).
/// - `algo`: `kogge` (default), `dumb7`, `dumb7_loop` (the only one that branches), or
///   `subtract` (east only).
/// - `op`: `fill(generator)`, `occluded(generator, propagator)`, `attacks(sliders, empty)`,
///   or a hopper, `cannon(sliders, empty)` or `grasshopper(sliders, empty)`; by default
///   every op of `fill`, `occluded` and `attacks` the algorithm has (`kogge`: all three;
///   `dumb7`, `dumb7_loop`: occluded and attacks; `subtract`: attacks). A list takes
///   `attacks` (the default), `cannon`, `grasshopper` or a leaper op.
/// - The leaper ops step once along each vector and take no `algo`: `leap(pieces)` (a
///   knight, a king, a camel: nothing blocks), `lame(pieces, empty)` (a xiangqi horse or
///   elephant: every square of its path before the target must be empty; the path runs
///   straight along the step's longer component first, then diagonally),
///   `lame_attackers(targets, empty)` (the squares from which such a piece reaches a
///   target: the path walked backwards, for "is the general attacked by a horse") and
///   `push(pawns, empty)` (as `lame`, onto empty squares only: a pawn's push, `(0, 2)` its
///   double push).
/// - The draughts ops, on any board: `jumps(pieces, empty, enemies)` (the landing squares
///   of short captures, as a man captures: an enemy one step away, an empty square
///   beyond; no `algo`), `jumpers(pieces, empty, enemies)` (the pieces that can make one),
///   `flying_jumps(kings, empty, enemies)` (a flying king's landing squares: beyond the
///   first blocker of a ray, if it is an enemy, the empty squares up to the next blocker)
///   and `flying_targets(kings, empty, enemies)` (the enemies a flying king can capture);
///   the flying ones fill with `kogge` (default), `dumb7` or `dumb7_loop`, and want
///   `empty` and `enemies` apart.
/// - `name`: the function's name, default `{dir}_{op}` in snake case (`no_ea_attacks`,
///   `ray_m1_2_attacks` for `(-1, 2)`); only with a single op.
/// - `vis`: `pub`, `pub(crate)`, ...; private by default.
/// - `set = Type`: every set of squares the functions take (the pieces, sliders,
///   generators, targets, enemies, the empty squares) and return is a `Type` instead of
///   the bare word: a tuple struct of one field, `.0`, the board's word (`u64`, `u128` or
///   `bitfill::Wide<W>`), visible where `fill!` is called, as `bitfill::Bitboard(pub
///   u64)`, shakmaty's `Bitboard(pub u64)` and cozy-chess's `BitBoard(pub u64)` are. The
///   body unwraps each argument once, first thing (`let sliders: u64 = sliders.0;`), and
///   wraps the result once (`Bitboard(..)`): the same word code, still a `const fn`, and
///   the newtype costs nothing. A generic struct will do (`set = Set<u64>`).
/// - `empty = Type`: the empty squares alone are a `Type`, a tuple struct as for `set`
///   (bitfill's algorithm modules use `bitfill::Empty`, whose field only bitfill sees), so
///   that the occupied squares cannot be passed there by mistake; without it, they take
///   the `set` type, if any. Not with `fill` or `leap`, which take no empty squares.
///
/// Arguments read in the crate's order: the pieces that move, then the board (`empty`),
/// then the other sets (`enemies`).
///
/// Each item is an `#[inline] #[must_use] const fn` over `u64`, `u128` or `Wide` (or the
/// `set` type) with a doc comment that states what it computes, the algorithm and its
/// operation count. `fill!` makes items, so it goes where items go (at module level, or
/// among a function's statements), never where an expression is expected: `fill!(dir =
/// nort, op = attacks, name = north);` then `let attacks = north(sliders, empty);`. An
/// unused private function it makes warns as a hand-written one does.
///
/// The hoppers, named as the literature names them. `cannon` is the xiangqi cannon's
/// captures: on each ray, the first occupied square beyond the first one, which xiangqi
/// calls the "screen". `grasshopper` is the fairy-chess grasshopper's landing square: the
/// square right after the first occupied one, the "hurdle", whatever stands on it. Both
/// leave it to the caller to mask out its own pieces. A cannon `C` on b1 going east, with
/// pieces `x`:
///
/// ```text
/// board           cannon (east)     grasshopper (east)
/// . C x . x x .   . . . . 1 . .     . . . 1 . . .
/// ```
///
/// The xiangqi horse, set-wise, and who attacks a general as a horse:
///
/// ```text
/// fill!(files = 9, ranks = 10, op = lame, name = horse_attacks,
///       dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
/// fill!(files = 9, ranks = 10, op = lame_attackers, name = horse_attackers,
///       dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
/// let checkers = horse_attackers(general, !occupied) & their_horses;
/// ```
#[proc_macro]
pub fn fill(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    fill::fill(input.into()).into()
}
