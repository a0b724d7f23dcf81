//! The independent, deliberately naive oracle: walk every ray square by square, with file
//! and rank arithmetic, never with shifts of whole bitboards or with bitfill's tables.

/// `(file step, rank step)` of each direction, in dir8 order (the Kogge-Stone Algorithm page's numbering)
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
    (0..64)
        .filter(|&sq| is_set(set, sq))
        .map(f)
        .fold(0, |a, b| a | b)
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
    dirs.iter()
        .map(|&d| attacks(sliders, empty, d))
        .fold(0, |a, b| a | b)
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

fn file_rank(sq: i32) -> (i32, i32) {
    (sq % 8, sq / 8)
}

/// Every bit of `b` moved one square in direction `d`; bits that would leave the board
/// vanish. Square by square.
pub fn shift_one(b: u64, d: usize) -> u64 {
    each_square(b, |sq| step(sq, d).map_or(0, |to| 1 << to))
}

/// The squares that a one-square step in direction `d` can reach: every square that has a
/// neighbour in the opposite direction (the Kogge-Stone Algorithm page's `avoidWrap[d]`).
pub fn reachable_by_one_step(d: usize) -> u64 {
    shift_one(u64::MAX, d)
}

/// Square index difference of one step in direction `d`, read off a central square.
pub fn square_step(d: usize) -> i32 {
    let d4 = 3 * 8 + 3;
    step(d4, d).expect("d4 has a neighbour in every direction") - d4
}

/// The squares for which `same(file, rank)` holds, given the file and rank of `sq`.
fn squares_where(sq: i32, same: impl Fn((i32, i32), (i32, i32)) -> bool) -> u64 {
    let here = file_rank(sq);
    (0..64)
        .filter(|&other| same(here, file_rank(other)))
        .fold(0, |m, other| m | 1 << other)
}

/// The rank through `sq`, `sq` included.
pub fn rank_line(sq: i32) -> u64 {
    squares_where(sq, |(_, r), (_, r2)| r == r2)
}

/// The file through `sq`, `sq` included.
pub fn file_line(sq: i32) -> u64 {
    squares_where(sq, |(f, _), (f2, _)| f == f2)
}

/// The a1-h8-direction diagonal through `sq`: file minus rank is constant.
pub fn diagonal_line(sq: i32) -> u64 {
    squares_where(sq, |(f, r), (f2, r2)| f - r == f2 - r2)
}

/// The h1-a8-direction anti-diagonal through `sq`: file plus rank is constant.
pub fn anti_diagonal_line(sq: i32) -> u64 {
    squares_where(sq, |(f, r), (f2, r2)| f + r == f2 + r2)
}

/// The squares on the board edge: rank 1 or 8, file a or h.
pub fn edge_squares() -> u64 {
    (0..64)
        .filter(|&sq| {
            let (f, r) = file_rank(sq);
            f == 0 || f == 7 || r == 0 || r == 7
        })
        .fold(0, |m, sq| m | 1 << sq)
}

/// The four corners a1, h1, a8, h8.
pub fn corner_squares() -> u64 {
    [0, 7, 56, 63].iter().fold(0, |m, sq| m | 1 << sq)
}

/// The attacks of the lone slider on `sq` in the directions `dirs`.
pub fn lone_attacks(sq: i32, empty: u64, dirs: &[usize]) -> u64 {
    dirs.iter().fold(0, |m, &d| m | ray_attacks(sq, d, empty))
}

/// The last square of the ray of `sq` in direction `d` (the board-edge square), if the
/// ray has any square.
pub fn ray_end(sq: i32, d: usize) -> u64 {
    let mut at = sq;
    while let Some(next) = step(at, d) {
        at = next;
    }
    if at == sq { 0 } else { 1 << at }
}
