//! The engine's sliding getters on the 9x10 board (square = rank x 9 + file, a1 = bit 0,
//! red's left corner; bits 90 and up are ignored on input and never set on output).
//!
//! TEMPORARY: square-walking loops with the exact signatures that `bitfill::fill!` will
//! generate for `files = 9, ranks = 10` (`op = attacks` and `op = cannon`); they are replaced
//! by `fill!` invocations as soon as the macro handles this geometry.

/// The 90 squares of the board.
const BOARD: u128 = (1 << 90) - 1;

/// Walks from every slider in the direction (`df`, `dr`): with `screens = 0` the squares up
/// to and including the first occupied one; with `screens = 1` the first occupied square
/// beyond exactly one occupied square.
const fn walk(sliders: u128, empty: u128, df: i32, dr: i32, screens: u32) -> u128 {
    let mut sliders = sliders & BOARD;
    let empty = empty & BOARD;
    let mut out = 0;
    while sliders != 0 {
        let sq = sliders.trailing_zeros() as i32;
        sliders &= sliders - 1;
        {
            let mut file = sq % 9 + df;
            let mut rank = sq / 9 + dr;
            let mut seen = 0;
            while file >= 0 && file < 9 && rank >= 0 && rank < 10 {
                let bit = 1u128 << (rank * 9 + file);
                if empty & bit == 0 {
                    if seen == screens {
                        out |= bit;
                        break;
                    }
                    seen += 1;
                } else if screens == 0 {
                    out |= bit;
                }
                file += df;
                rank += dr;
            }
        }
    }
    out
}

/// The squares a chariot on each square of `sliders` attacks north (up to and including the
/// first occupied square).
#[must_use]
pub const fn nort_attacks(sliders: u128, empty: u128) -> u128 {
    walk(sliders, empty, 0, 1, 0)
}

/// The squares attacked east.
#[must_use]
pub const fn east_attacks(sliders: u128, empty: u128) -> u128 {
    walk(sliders, empty, 1, 0, 0)
}

/// The squares attacked south.
#[must_use]
pub const fn sout_attacks(sliders: u128, empty: u128) -> u128 {
    walk(sliders, empty, 0, -1, 0)
}

/// The squares attacked west.
#[must_use]
pub const fn west_attacks(sliders: u128, empty: u128) -> u128 {
    walk(sliders, empty, -1, 0, 0)
}

/// The chariot attacks of every slider in the four orthogonal directions.
#[must_use]
pub const fn chariot_attacks(sliders: u128, empty: u128) -> u128 {
    nort_attacks(sliders, empty)
        | east_attacks(sliders, empty)
        | sout_attacks(sliders, empty)
        | west_attacks(sliders, empty)
}

/// Cannon captures north: the first occupied square beyond exactly one screen.
#[must_use]
pub const fn nort_cannon(sliders: u128, empty: u128) -> u128 {
    walk(sliders, empty, 0, 1, 1)
}

/// Cannon captures east.
#[must_use]
pub const fn east_cannon(sliders: u128, empty: u128) -> u128 {
    walk(sliders, empty, 1, 0, 1)
}

/// Cannon captures south.
#[must_use]
pub const fn sout_cannon(sliders: u128, empty: u128) -> u128 {
    walk(sliders, empty, 0, -1, 1)
}

/// Cannon captures west.
#[must_use]
pub const fn west_cannon(sliders: u128, empty: u128) -> u128 {
    walk(sliders, empty, -1, 0, 1)
}

/// Cannon captures in the four orthogonal directions.
#[must_use]
pub const fn cannon_captures(sliders: u128, empty: u128) -> u128 {
    nort_cannon(sliders, empty)
        | east_cannon(sliders, empty)
        | sout_cannon(sliders, empty)
        | west_cannon(sliders, empty)
}
