//! The oracle: every ray walked square by square with file and rank arithmetic, never with
//! shifts of whole bitboards, masks or tables, so that it shares no idea with the code under
//! test. It takes `occupied`, the convention of bitfill's user-facing getters; the
//! adapters in the targets turn it into `empty` where today's API takes that.
//!
//! Written for the fuzz crate on its own (tests/common/oracle.rs is the same idea, but a
//! test module cannot be a dependency); both are checked against the library, so a mistake
//! in either shows.

/// A direction as a step on the board: `(file step, rank step)`.
pub type Step = (i32, i32);

/// The eight directions in bitfill's dir8 order (`Dir as usize`): noEa, east, soEa, sout,
/// soWe, west, noWe, nort.
pub const STEPS: [Step; 8] = [
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, 1),
];

/// The rook directions (nort, east, sout, west), as indices into [`STEPS`].
pub const ORTHOGONAL: [usize; 4] = [7, 1, 3, 5];
/// The bishop directions (noEa, soEa, soWe, noWe), as indices into [`STEPS`].
pub const DIAGONAL: [usize; 4] = [0, 2, 4, 6];
/// All eight.
pub const ALL: [usize; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

/// True when square (`file`, `rank`) is in `set`.
fn contains(set: u64, file: i32, rank: i32) -> bool {
    set >> (rank * 8 + file) & 1 == 1
}

fn square(file: i32, rank: i32) -> u64 {
    1 << (rank * 8 + file)
}

fn on_board(file: i32, rank: i32) -> bool {
    (0..8).contains(&file) && (0..8).contains(&rank)
}

/// Every (file, rank) in `set`.
fn squares(set: u64) -> impl Iterator<Item = (i32, i32)> {
    (0..8)
        .flat_map(|rank| (0..8).map(move |file| (file, rank)))
        .filter(move |&(file, rank)| contains(set, file, rank))
}

/// The squares a lone slider on (`file`, `rank`) attacks in direction `d`: step until the
/// board edge, taking the first occupied square and stopping there.
#[must_use]
pub fn ray(file: i32, rank: i32, d: usize, occupied: u64) -> u64 {
    let (df, dr) = STEPS[d];
    let (mut f, mut r) = (file + df, rank + dr);
    let mut attacked = 0;
    while on_board(f, r) {
        attacked |= square(f, r);
        if contains(occupied, f, r) {
            break;
        }
        f += df;
        r += dr;
    }
    attacked
}

/// The squares every slider in `sliders` attacks in the directions `dirs`: the union of the
/// rays of each slider, one at a time.
#[must_use]
pub fn attacks(sliders: u64, occupied: u64, dirs: &[usize]) -> u64 {
    squares(sliders)
        .flat_map(|(file, rank)| dirs.iter().map(move |&d| ray(file, rank, d, occupied)))
        .fold(0, |all, ray| all | ray)
}

/// The occluded fill of the Chess Programming Wiki's Dumb7Fill and Kogge-Stone pages:
/// every generator square, and every square reached from one in direction `d` through
/// squares of `propagator` only.
#[must_use]
pub fn occluded(generator: u64, propagator: u64, d: usize) -> u64 {
    let (df, dr) = STEPS[d];
    let mut flood = 0;
    for (file, rank) in squares(generator) {
        flood |= square(file, rank);
        let (mut f, mut r) = (file + df, rank + dr);
        while on_board(f, r) && contains(propagator, f, r) {
            flood |= square(f, r);
            f += df;
            r += dr;
        }
    }
    flood
}

/// Every square of `set` moved one step in direction `d`; squares that would leave the
/// board vanish.
#[must_use]
pub fn shift_one(set: u64, d: usize) -> u64 {
    let (df, dr) = STEPS[d];
    squares(set)
        .map(|(file, rank)| (file + df, rank + dr))
        .filter(|&(f, r)| on_board(f, r))
        .fold(0, |all, (f, r)| all | square(f, r))
}

/// Bit `f` set iff some square of `set` is on file `f`.
#[must_use]
pub fn files_of(set: u64) -> u8 {
    squares(set).fold(0, |all, (file, _)| all | 1 << file)
}

/// Bit `r` set iff some square of `set` is on rank `r`.
#[must_use]
pub fn ranks_of(set: u64) -> u8 {
    squares(set).fold(0, |all, (_, rank)| all | 1 << rank)
}

/// Othello: the opponent discs a `player` disc placed on (`file`, `rank`) flips. In each
/// direction, step over the run of `opponent` discs next to it; the run flips if a player
/// disc closes it. Nothing if the square is taken.
#[must_use]
pub fn othello_flips(player: u64, opponent: u64, file: i32, rank: i32) -> u64 {
    if contains(player | opponent, file, rank) {
        return 0;
    }
    let mut flipped = 0;
    for (df, dr) in STEPS {
        let (mut f, mut r) = (file + df, rank + dr);
        let mut run = 0;
        while on_board(f, r) && contains(opponent, f, r) {
            run |= square(f, r);
            f += df;
            r += dr;
        }
        if on_board(f, r) && contains(player, f, r) {
            flipped |= run;
        }
    }
    flipped
}

/// Othello: the squares where `player` may place a disc, those where it flips something.
#[must_use]
pub fn othello_moves(player: u64, opponent: u64) -> u64 {
    (0..8)
        .flat_map(|rank| (0..8).map(move |file| (file, rank)))
        .filter(|&(file, rank)| othello_flips(player, opponent, file, rank) != 0)
        .fold(0, |moves, (file, rank)| moves | square(file, rank))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rook_on_d4_with_a_blocker_on_d6() {
        let d4 = square(3, 3);
        let d6 = square(3, 5);
        let attacked = attacks(d4, d4 | d6, &ORTHOGONAL);
        // 14 on an empty board, minus d7 and d8.
        assert_eq!(attacked.count_ones(), 12);
        assert_ne!(attacked & d6, 0);
        assert_eq!(attacked & square(3, 6), 0);
    }

    #[test]
    fn bishop_in_the_corner_sees_the_long_diagonal() {
        assert_eq!(attacks(1, 1, &DIAGONAL), 0x8040_2010_0804_0200);
        assert_eq!(attacks(1, 1, &ALL).count_ones(), 21);
    }

    #[test]
    fn occluded_includes_the_generator_and_stops_before_a_hole() {
        // a1 north through a2, a3; a4 is not in the propagator.
        assert_eq!(
            occluded(1, 1 << 8 | 1 << 16 | 1 << 32, 7),
            1 | 1 << 8 | 1 << 16
        );
        assert_eq!(shift_one(1 << 7, 1), 0);
        assert_eq!(shift_one(1, 0), 1 << 9);
        assert_eq!(files_of(1 << 63 | 1), 0x81);
        assert_eq!(ranks_of(1 << 63 | 1), 0x81);
    }

    #[test]
    fn othello_by_hand() {
        // The initial position, black to move: black d5 and e4, white d4 and e5.
        let (black, white) = (1 << 35 | 1 << 28, 1 << 27 | 1 << 36);
        // d3, c4, f5, e6.
        assert_eq!(
            othello_moves(black, white),
            1 << 19 | 1 << 26 | 1 << 37 | 1 << 44
        );
        assert_eq!(othello_flips(black, white, 3, 2), 1 << 27); // d3 flips d4
        assert_eq!(othello_flips(black, white, 0, 0), 0); // a1: nothing
        assert_eq!(othello_flips(black, white, 3, 3), 0); // d4 is taken
        // A run to the edge with no closing disc flips nothing: X a1, O b1-h1.
        assert_eq!(othello_moves(1, 0xfe), 0);
    }
}
