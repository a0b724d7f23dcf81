//! The pieces that do not slide: the general, the advisors, the elephants, the horses and
//! the soldiers. Their moves are bitfill's: `fill!` leaper ops on the 9x10 board (`leap`
//! for the general's, advisors' and soldiers' steps, `lame` for the horse's leg and the
//! elephant's eye, `lame_attackers` for the horses that check a general) and `geometry`
//! for the palaces and the river. The move generator reads them per square, so the tables
//! here are those functions evaluated at compile time for each square, one entry per leg
//! where a leg can block. 90 squares, square = rank x 9 + file, a1 = 0 (red's left corner),
//! i10 = 89; red's half is ranks 1 to 5, black's ranks 6 to 10.

use bitfill::{fill, geometry};

/// The 90 squares of the board as a `u128` set.
pub const BOARD: u128 = geometry::rectangle(9, 10, (0, 8), (0, 9));

/// The set holding only `sq` (0 to 89).
#[inline(always)]
#[must_use]
pub const fn bit(sq: u32) -> u128 {
    1 << sq
}

/// Red's half of the board, ranks 1 to 5; black's is the rest.
pub const RED_HALF: u128 = geometry::rank_band(9, 10, 0, 4);

/// The two palaces, red's (d1-f3) and black's (d8-f10).
pub const PALACE: u128 =
    geometry::rectangle(9, 10, (3, 5), (0, 2)) | geometry::rectangle(9, 10, (3, 5), (7, 9));

fill!(
    files = 9,
    ranks = 10,
    dir = [nort, east, sout, west],
    op = leap,
    name = orthogonal_steps
);
fill!(
    files = 9,
    ranks = 10,
    dir = [noEa, soEa, soWe, noWe],
    op = leap,
    name = diagonal_steps
);
fill!(files = 9, ranks = 10, dir = nort, op = leap);
fill!(files = 9, ranks = 10, dir = east, op = leap);
fill!(files = 9, ranks = 10, dir = sout, op = leap);
fill!(files = 9, ranks = 10, dir = west, op = leap);
fill!(files = 9, ranks = 10, dir = noEa, op = leap);
fill!(files = 9, ranks = 10, dir = soEa, op = leap);
fill!(files = 9, ranks = 10, dir = soWe, op = leap);
fill!(files = 9, ranks = 10, dir = noWe, op = leap);

// The horse's moves by leg: north, east, south, west of the horse.
fill!(
    files = 9,
    ranks = 10,
    dir = [(1, 2), (-1, 2)],
    op = lame,
    name = horse_north
);
fill!(
    files = 9,
    ranks = 10,
    dir = [(2, 1), (2, -1)],
    op = lame,
    name = horse_east
);
fill!(
    files = 9,
    ranks = 10,
    dir = [(1, -2), (-1, -2)],
    op = lame,
    name = horse_south
);
fill!(
    files = 9,
    ranks = 10,
    dir = [(-2, 1), (-2, -1)],
    op = lame,
    name = horse_west
);

// The horses that reach a square through its diagonal neighbour (their shared leg):
// north-east, south-east, south-west, north-west of the square.
fill!(
    files = 9,
    ranks = 10,
    dir = [(-1, -2), (-2, -1)],
    op = lame_attackers,
    name = horses_via_no_ea
);
fill!(
    files = 9,
    ranks = 10,
    dir = [(-1, 2), (-2, 1)],
    op = lame_attackers,
    name = horses_via_so_ea
);
fill!(
    files = 9,
    ranks = 10,
    dir = [(1, 2), (2, 1)],
    op = lame_attackers,
    name = horses_via_so_we
);
fill!(
    files = 9,
    ranks = 10,
    dir = [(1, -2), (2, -1)],
    op = lame_attackers,
    name = horses_via_no_we
);

// The elephant's moves by eye: north-east, south-east, south-west, north-west.
fill!(
    files = 9,
    ranks = 10,
    dir = (2, 2),
    op = lame,
    name = elephant_no_ea
);
fill!(
    files = 9,
    ranks = 10,
    dir = (2, -2),
    op = lame,
    name = elephant_so_ea
);
fill!(
    files = 9,
    ranks = 10,
    dir = (-2, -2),
    op = lame,
    name = elephant_so_we
);
fill!(
    files = 9,
    ranks = 10,
    dir = (-2, 2),
    op = lame,
    name = elephant_no_we
);

/// A step that needs one square empty: a horse's leg or an elephant's eye, and the
/// squares it leads to. An unused entry has `block = 0` and `targets = 0`.
#[derive(Clone, Copy, Debug)]
pub struct Leap {
    /// The square that must be empty (one bit).
    pub block: u128,
    /// Where the leap lands when `block` is empty.
    pub targets: u128,
}

/// The occupancy of the squares around `sq` as the bits of a word: bit `10 + d` is square
/// `sq + d`, for `d` from -10 to 10 (a file either way is 1, a rank 9), so that every
/// orthogonal and diagonal neighbour of `sq` is in it, at the same bit for every square;
/// squares below a1 read as empty. A lame leap's leg is then a fixed bit of the word
/// ([`HORSE_LEGS`], [`DIAGONAL_LEGS`]): a test of one register with a constant, where a
/// test of the leg's `u128` takes both words (callgrind, start position depth 4, default
/// x86-64 target: 132.6 million instructions with the `u128` tests, 128.6 million with
/// these; 120.8 and 119.1 million on x86-64-v3).
#[inline(always)]
#[must_use]
pub const fn around(sq: u32, occupied: u128) -> u32 {
    ((occupied << 10) >> sq) as u32
}

/// The bit of [`around`] that is the square `d` squares from its square.
const fn leg(d: i32) -> u32 {
    1 << (10 + d)
}

/// The legs of the entries of [`HORSE`] as bits of [`around`]: north, east, south and west
/// of the square.
pub const HORSE_LEGS: [u32; 4] = [leg(9), leg(1), leg(-9), leg(-1)];

/// The legs of the entries of [`ELEPHANT`] and [`HORSE_ATTACKERS`] as bits of [`around`]:
/// north-east, south-east, south-west and north-west of the square.
pub const DIAGONAL_LEGS: [u32; 4] = [leg(10), leg(-8), leg(-10), leg(8)];

const NO_LEAP: Leap = Leap {
    block: 0,
    targets: 0,
};

/// A table of four lame leaps per square: entry `i` is `(leg i, lame leap over it)`, both
/// bitfill functions of the square's bit, evaluated with every square empty (only the
/// board's edge stops them; the move generator tests the leg in the square's [`around`]),
/// and masked by `$within` of the square. A leg off the board, or nothing to land on,
/// leaves the entry unused.
macro_rules! legs_table {
    ($within:expr, $($i:literal: ($leg:ident, $lame:ident)),* $(,)?) => {{
        let mut table = [[NO_LEAP; 4]; 90];
        let mut sq = 0;
        while sq < 90 {
            let piece = bit(sq as u32);
            let within: u128 = $within(piece);
            $(
                let targets = $lame(piece, BOARD) & within;
                if targets != 0 {
                    table[sq][$i] = Leap {
                        block: $leg(piece),
                        targets,
                    };
                }
            )*
            sq += 1;
        }
        table
    }};
}

/// `$moves` of the square's bit for every square.
macro_rules! by_square {
    ($piece:ident => $moves:expr) => {{
        let mut table = [0; 90];
        let mut sq = 0;
        while sq < 90 {
            let $piece = bit(sq as u32);
            table[sq] = $moves;
            sq += 1;
        }
        table
    }};
}

/// The squares on the same side of the river as `piece`.
const fn same_half(piece: u128) -> u128 {
    if piece & RED_HALF != 0 {
        RED_HALF
    } else {
        BOARD & !RED_HALF
    }
}

/// One orthogonal step inside the palace the square is in (nothing outside the palaces;
/// a step never leads from one palace to the other).
pub const GENERAL: [u128; 90] = by_square!(piece => {
    if piece & PALACE != 0 { orthogonal_steps(piece) & PALACE } else { 0 }
});

/// One diagonal step inside the palace the square is in.
pub const ADVISOR: [u128; 90] = by_square!(piece => {
    if piece & PALACE != 0 { diagonal_steps(piece) & PALACE } else { 0 }
});

/// Elephant moves: two diagonal steps, the eye (the square between) must be empty, and
/// the target on the same side of the river.
pub const ELEPHANT: [[Leap; 4]; 90] = legs_table!(
    same_half,
    0: (no_ea_leap, elephant_no_ea),
    1: (so_ea_leap, elephant_so_ea),
    2: (so_we_leap, elephant_so_we),
    3: (no_we_leap, elephant_no_we),
);

/// Horse moves: one orthogonal step (the leg, which must be empty), then one diagonal step
/// outward; one entry per leg, with the two squares it leads to.
pub const HORSE: [[Leap; 4]; 90] = legs_table!(
    anywhere,
    0: (nort_leap, horse_north),
    1: (east_leap, horse_east),
    2: (sout_leap, horse_south),
    3: (west_leap, horse_west),
);

/// The horses that attack a square, by leg: entry `i` holds a diagonal neighbour of the
/// square (the leg of every horse move that ends here through it) and the two squares
/// from which a horse jumps over that leg onto the square.
pub const HORSE_ATTACKERS: [[Leap; 4]; 90] = legs_table!(
    anywhere,
    0: (no_ea_leap, horses_via_no_ea),
    1: (so_ea_leap, horses_via_so_ea),
    2: (so_we_leap, horses_via_so_we),
    3: (no_we_leap, horses_via_no_we),
);

const fn anywhere(_: u128) -> u128 {
    BOARD
}

/// Soldier moves by colour (0 red, 1 black): one step forward, and one step sideways once
/// the soldier has crossed the river. A `static`, as every table indexed by colour at run
/// time: indexing a `const` array of arrays by a variable copies the inner array (1,440
/// bytes) to the stack first.
pub static SOLDIER: [[u128; 90]; 2] = [
    by_square!(piece => {
        let sideways = if piece & RED_HALF == 0 { east_leap(piece) | west_leap(piece) } else { 0 };
        nort_leap(piece) | sideways
    }),
    by_square!(piece => {
        let sideways = if piece & RED_HALF != 0 { east_leap(piece) | west_leap(piece) } else { 0 };
        sout_leap(piece) | sideways
    }),
];

/// The squares from which a soldier of each colour attacks a square: [`SOLDIER`] inverted.
pub static SOLDIER_ATTACKERS: [[u128; 90]; 2] = [invert(&SOLDIER[0]), invert(&SOLDIER[1])];

const fn invert(moves: &[u128; 90]) -> [u128; 90] {
    let mut table = [0; 90];
    let mut from = 0;
    while from < 90 {
        let mut to = 0;
        while to < 90 {
            if moves[from] >> to & 1 != 0 {
                table[to] |= 1 << from;
            }
            to += 1;
        }
        from += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every leg of every table, as [`around`] sees it from the square, is the bit its
    /// entry's place says; and an occupied square elsewhere does not block it.
    #[test]
    fn legs_are_the_bits_of_around() {
        for (table, legs) in [
            (&HORSE, &HORSE_LEGS),
            (&ELEPHANT, &DIAGONAL_LEGS),
            (&HORSE_ATTACKERS, &DIAGONAL_LEGS),
        ] {
            for (sq, entries) in table.iter().enumerate() {
                for (leap, &leg) in entries.iter().zip(legs) {
                    if leap.targets == 0 {
                        continue;
                    }
                    let sq = sq as u32;
                    assert_eq!(around(sq, leap.block), leg, "square {sq}");
                    assert_eq!(around(sq, BOARD & !leap.block) & leg, 0, "square {sq}");
                }
            }
        }
    }
}
