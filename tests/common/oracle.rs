//! The independent, deliberately naive oracle: walk every ray square by square, with file
//! and rank arithmetic, never with shifts of whole bitboards or with bitfill's tables.

/// `(file step, rank step)` of each direction, in the seeds' dir8 order
/// (noEa, east, soEa, sout, soWe, west, noWe, nort).
pub const STEPS: [(i32, i32); 8] = [
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, 1),
];

pub const ROOK_DIRS: [usize; 4] = [7, 1, 3, 5];
pub const BISHOP_DIRS: [usize; 4] = [0, 2, 4, 6];

fn is_set(b: u64, sq: i32) -> bool {
    b >> sq & 1 == 1
}

/// The square one step from `sq` in direction `d`, if on the board.
pub fn step(sq: i32, d: usize) -> Option<i32> {
    let (df, dr) = STEPS[d];
    let (file, rank) = (sq % 8 + df, sq / 8 + dr);
    ((0..8).contains(&file) && (0..8).contains(&rank)).then_some(rank * 8 + file)
}

/// Attacks of the lone slider on `sq` in direction `d`: walk until the board edge or the
/// first square that is not empty (that square included).
pub fn ray_attacks(sq: i32, d: usize, empty: u64) -> u64 {
    let mut attacks = 0;
    let mut at = sq;
    while let Some(next) = step(at, d) {
        attacks |= 1 << next;
        if !is_set(empty, next) {
            break;
        }
        at = next;
    }
    attacks
}

/// Occluded fill of the lone generator on `sq`: the square itself and every square reached
/// through `propagator`.
pub fn ray_occluded(sq: i32, d: usize, propagator: u64) -> u64 {
    let mut flood = 1 << sq;
    let mut at = sq;
    while let Some(next) = step(at, d) {
        if !is_set(propagator, next) {
            break;
        }
        flood |= 1 << next;
        at = next;
    }
    flood
}

fn each_square(set: u64, f: impl Fn(i32) -> u64) -> u64 {
    (0..64).filter(|&sq| is_set(set, sq)).map(f).fold(0, |a, b| a | b)
}

/// Set-wise attacks in direction `d`: the union over every slider.
pub fn attacks(sliders: u64, empty: u64, d: usize) -> u64 {
    each_square(sliders, |sq| ray_attacks(sq, d, empty))
}

/// Set-wise occluded fill in direction `d`.
pub fn occluded(generator: u64, propagator: u64, d: usize) -> u64 {
    each_square(generator, |sq| ray_occluded(sq, d, propagator))
}

/// Set-wise fill on an empty board.
pub fn fill(generator: u64, d: usize) -> u64 {
    occluded(generator, u64::MAX, d)
}

pub fn attacks_in(sliders: u64, empty: u64, dirs: &[usize]) -> u64 {
    dirs.iter().map(|&d| attacks(sliders, empty, d)).fold(0, |a, b| a | b)
}

pub fn rook_attacks(sliders: u64, empty: u64) -> u64 {
    attacks_in(sliders, empty, &ROOK_DIRS)
}

pub fn bishop_attacks(sliders: u64, empty: u64) -> u64 {
    attacks_in(sliders, empty, &BISHOP_DIRS)
}

pub fn queen_attacks(sliders: u64, empty: u64) -> u64 {
    rook_attacks(sliders, empty) | bishop_attacks(sliders, empty)
}

/// The squares of the rays of `sq` in direction `d` on an empty board.
pub fn ray_mask(sq: i32, d: usize) -> u64 {
    ray_attacks(sq, d, u64::MAX)
}
