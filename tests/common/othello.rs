//! The naive Othello reference the Othello tests share: square by square with file and
//! rank arithmetic (`oracle::step`), no bitboard shifts.

use super::oracle;

/// The naive reference: the discs a disc placed on `square` flips, walking each direction
/// square by square with file and rank arithmetic (`oracle::step`), no bitboard shifts.
pub fn naive_flips(player: u64, opponent: u64, square: i32) -> u64 {
    let is = |set: u64, sq: i32| set >> sq & 1 == 1;
    if is(player | opponent, square) {
        return 0;
    }
    let mut flipped = 0;
    for d in 0..8 {
        let mut run = 0u64;
        let mut at = oracle::step(square, d);
        while let Some(sq) = at.filter(|&sq| is(opponent, sq)) {
            run |= 1 << sq;
            at = oracle::step(sq, d);
        }
        if at.is_some_and(|sq| is(player, sq)) {
            flipped |= run;
        }
    }
    flipped
}

pub fn naive_mobility(player: u64, opponent: u64) -> u64 {
    (0..64)
        .filter(|&sq| naive_flips(player, opponent, sq) != 0)
        .fold(0, |m, sq| m | 1 << sq)
}
