//! Draughts boards (`squares = dark`) and the draughts ops expand to code that compiles in a
//! plain crate with warnings denied, is usable in `const` context, and computes what it
//! claims on the international board (10x10: the 50 dark squares in bits 0 to 54, a ghost
//! bit at 5, 16, 27, 38 and 49).
#![deny(warnings)]

fill_macros::fill!(files = 10, ranks = 10, squares = dark, dir = [noWe, noEa], op = push,
                   name = white_men_moves);
fill_macros::fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe],
                   op = jumps, name = man_jumps);
fill_macros::fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe],
                   op = jumpers, name = man_jumpers);
fill_macros::fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe],
                   op = flying_jumps, name = king_jumps);
fill_macros::fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe],
                   op = flying_targets, name = king_targets);

/// The draughts ops take `empty = Type` as the other ops do.
mod typed {
    pub struct Empty(pub u64);
    fill_macros::fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe],
                       op = flying_jumps, name = king_jumps, vis = pub, empty = Empty);
    fill_macros::fill!(files = 10, ranks = 10, squares = dark, dir = noEa, op = jumps,
                       vis = pub, empty = Empty);
}

/// White's twenty men, ranks 1 to 4; black's, ranks 7 to 10.
const WHITE: u64 = ((1 << 22) - 1) & !(1 << 5 | 1 << 16);
const BLACK: u64 = ((1 << 55) - (1 << 33)) & !(1 << 38 | 1 << 49);
const EMPTY: u64 = ((1 << 55) - 1) & !(1 << 5 | 1 << 16 | 1 << 27 | 1 << 38 | 1 << 49) & !WHITE & !BLACK;
const MOVES: u64 = white_men_moves(WHITE, EMPTY);

// A man on c3 (bit 12), an enemy on d4 (bit 18); a king on a1 (bit 0) behind them.
const C3: u64 = 1 << 12;
const D4: u64 = 1 << 18;
const JUMPS: u64 = man_jumps(C3, !(C3 | D4), D4);
const KING_LANDINGS: u64 = king_jumps(1, !(1 | D4), D4);

fn main() {
    assert_eq!(EMPTY.count_ones(), 10); // ranks 5 and 6
    assert_eq!(MOVES, 0b11111 << 22); // the five squares of rank 5
    assert_eq!(JUMPS, 1 << 24); // e5
    assert_eq!(man_jumpers(C3, !(C3 | D4), D4), C3);
    // e5, f6, g7, h8, i9, j10
    assert_eq!(KING_LANDINGS, 1 << 24 | 1 << 30 | 1 << 36 | 1 << 42 | 1 << 48 | 1 << 54);
    assert_eq!(king_targets(1, !(1 | D4), D4), D4);
    // With the square beyond d4 occupied there is no capture.
    assert_eq!(king_jumps(1, !(1 | D4 | 1 << 24), D4), 0);
    assert_eq!(typed::king_jumps(1, typed::Empty(!(1 | D4)), D4), KING_LANDINGS);
    assert_eq!(typed::no_ea_jumps(C3, typed::Empty(!(C3 | D4)), D4), JUMPS);
}
