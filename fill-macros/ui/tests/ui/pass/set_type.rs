//! `set = Type`: every set a generated function takes or returns is the caller's own tuple
//! struct of the board's word, on every op, in `const` context too, and answers what the
//! same call on bare words answers. `empty = Type` still types the empty squares alone.
#![deny(warnings)]

use fill_macros::fill;

/// An engine's own bitboard, as shakmaty and cozy-chess spell theirs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Board(pub u64);
/// The 90 squares of the xiangqi board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Board90(pub u128);
/// Neither `Copy` nor `Clone`: the functions only take its word out.
pub struct Empty(pub u64);
/// Generic: the functions name it `Set::<u64>` to build it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Set<T>(pub T);

/// The calls on `Board`s and the same calls on bare words, side by side.
mod typed {
    use super::{Board, Board90, Empty, Set};
    use fill_macros::fill;

    fill!(dir = nort, set = Board, vis = pub);
    fill!(dir = [nort, east, sout, west], name = rook_attacks, set = Board, empty = Empty,
          vis = pub);
    fill!(dir = [noEa, soEa, soWe, noWe], algo = dumb7, name = bishop_attacks, set = Board,
          vis = pub);
    fill!(dir = noWe, algo = dumb7_loop, op = attacks, set = Board, vis = pub);
    fill!(dir = east, algo = subtract, set = Set<u64>, vis = pub);
    fill!(dir = [noEa, soWe], op = grasshopper, name = grasshopper, set = Board, vis = pub);
    fill!(files = 9, ranks = 10, dir = [nort, east, sout, west], op = cannon,
          name = cannon_captures, set = Board90, vis = pub);
    fill!(dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
          op = leap, name = knight_attacks, set = Board, vis = pub);
    fill!(files = 9, ranks = 10, op = lame, name = horse_attacks, set = Board90, vis = pub,
          dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
    fill!(files = 9, ranks = 10, op = lame_attackers, name = horse_attackers, set = Board90,
          vis = pub,
          dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
    fill!(dir = (0, 2), op = push, name = double_push, set = Board, vis = pub);
    fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe], op = jumps,
          name = man_jumps, set = Board, vis = pub);
    fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe], op = jumpers,
          name = man_jumpers, set = Board, vis = pub);
    fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe],
          op = flying_jumps, name = king_jumps, set = Board, vis = pub);
    fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe],
          op = flying_targets, name = king_targets, set = Board, vis = pub);
}

mod bare {
    use fill_macros::fill;

    fill!(dir = nort, vis = pub);
    fill!(dir = [nort, east, sout, west], name = rook_attacks, vis = pub);
    fill!(dir = [noEa, soEa, soWe, noWe], algo = dumb7, name = bishop_attacks, vis = pub);
    fill!(dir = noWe, algo = dumb7_loop, op = attacks, vis = pub);
    fill!(dir = east, algo = subtract, vis = pub);
    fill!(dir = [noEa, soWe], op = grasshopper, name = grasshopper, vis = pub);
    fill!(files = 9, ranks = 10, dir = [nort, east, sout, west], op = cannon,
          name = cannon_captures, vis = pub);
    fill!(dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
          op = leap, name = knight_attacks, vis = pub);
    fill!(files = 9, ranks = 10, op = lame, name = horse_attacks, vis = pub,
          dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
    fill!(files = 9, ranks = 10, op = lame_attackers, name = horse_attackers, vis = pub,
          dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
    fill!(dir = (0, 2), op = push, name = double_push, vis = pub);
    fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe], op = jumps,
          name = man_jumps, vis = pub);
    fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe], op = jumpers,
          name = man_jumpers, vis = pub);
    fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe],
          op = flying_jumps, name = king_jumps, vis = pub);
    fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe],
          op = flying_targets, name = king_targets, vis = pub);
}

// A function inside a function body, as the guide shows.
fn north_of(b: Board) -> Board {
    fill!(dir = nort, op = attacks, name = north, set = Board);
    north(b, Board(!0))
}

// Hand-computed: a rook on a1, a blocker on a3: a2, a3 and b1 to h1.
const ROOK_A1: Board = typed::rook_attacks(Board(1), Empty(!(1 | 1 << 16)));
const _: () = assert!(ROOK_A1.0 == 1 << 8 | 1 << 16 | 0xfe);
// A knight on b1: a3, c3, d2.
const _: () = assert!(typed::knight_attacks(Board(1 << 1)).0 == 1 << 16 | 1 << 18 | 1 << 11);
// A generic set type.
const _: () = assert!(typed::east_attacks(Set(1), Set(!0)).0 == 0xfe);
// The xiangqi horse on b1 (bit 1) of 9x10, nothing around: a3, c3, d2 (bits 18, 20, 12).
const HORSE_B1: Board90 = typed::horse_attacks(Board90(1 << 1), Board90(!0));
const _: () = assert!(HORSE_B1.0 == 1 << 18 | 1 << 20 | 1 << 12);

/// xorshift64, for random positions.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

fn main() {
    assert_eq!(north_of(Board(1)), Board(0x0101_0101_0101_0100));
    let mut state = 0x2545_f491_4f6c_dd1d;
    for _ in 0..1000 {
        // Sparse sets, so that rays run and stop.
        let (a, b, c) = (next(&mut state), next(&mut state), next(&mut state));
        let pieces = a & b & c;
        let empty = !(a & b | c & next(&mut state));
        let enemies = !empty & next(&mut state) & !pieces;
        let (p, e, x) = (Board(pieces), Board(empty), Board(enemies));
        assert_eq!(typed::nort_fill(p).0, bare::nort_fill(pieces));
        assert_eq!(typed::nort_occluded(p, e).0, bare::nort_occluded(pieces, empty));
        assert_eq!(typed::nort_attacks(p, e).0, bare::nort_attacks(pieces, empty));
        assert_eq!(typed::rook_attacks(p, Empty(empty)).0, bare::rook_attacks(pieces, empty));
        assert_eq!(typed::bishop_attacks(p, e).0, bare::bishop_attacks(pieces, empty));
        assert_eq!(typed::no_we_attacks(p, e).0, bare::no_we_attacks(pieces, empty));
        let east = typed::east_attacks(Set(pieces), Set(empty));
        assert_eq!(east.0, bare::east_attacks(pieces, empty));
        assert_eq!(typed::grasshopper(p, e).0, bare::grasshopper(pieces, empty));
        assert_eq!(typed::knight_attacks(p).0, bare::knight_attacks(pieces));
        assert_eq!(typed::double_push(p, e).0, bare::double_push(pieces, empty));
        let wide = |w: u64| u128::from(w) << 26 | u128::from(w >> 13);
        let (p90, e90) = (wide(pieces), wide(empty));
        let (p, e) = (Board90(p90), Board90(e90));
        assert_eq!(typed::cannon_captures(p, e).0, bare::cannon_captures(p90, e90));
        assert_eq!(typed::horse_attacks(p, e).0, bare::horse_attacks(p90, e90));
        assert_eq!(typed::horse_attackers(p, e).0, bare::horse_attackers(p90, e90));
        let (p, e) = (Board(pieces), Board(empty));
        assert_eq!(typed::man_jumps(p, e, x).0, bare::man_jumps(pieces, empty, enemies));
        assert_eq!(typed::man_jumpers(p, e, x).0, bare::man_jumpers(pieces, empty, enemies));
        assert_eq!(typed::king_jumps(p, e, x).0, bare::king_jumps(pieces, empty, enemies));
        assert_eq!(typed::king_targets(p, e, x).0, bare::king_targets(pieces, empty, enemies));
    }
}
