//! The naive oracle for boards of any size (2x2 to 16x16) and any step vector: walk each
//! ray square by square with file and rank arithmetic, never with shifts of whole words.
//! Sets are any [`Word`]: `u128` up to 128 squares, `bitfill::Wide<4>` on any board;
//! square = rank x files + file. Bits beyond the board are never read and never set.

#![allow(dead_code)] // each test uses its part

use bitfill::Wide;
use core::ops::{BitAnd, BitOr, Not};

/// A set of squares as the oracle needs it: one bit per square, set one at a time.
pub trait Word:
    Copy
    + PartialEq
    + core::fmt::Debug
    + BitOr<Output = Self>
    + BitAnd<Output = Self>
    + Not<Output = Self>
{
    const ZERO: Self;
    fn bit(sq: i32) -> Self;
    fn has(self, sq: i32) -> bool;
}

impl Word for u128 {
    const ZERO: u128 = 0;
    fn bit(sq: i32) -> u128 {
        1 << sq
    }
    fn has(self, sq: i32) -> bool {
        self >> sq & 1 == 1
    }
}

/// The sets the tests compare on every board: the widest word.
pub type Set = Wide<4>;

/// A generated function's word, to and from [`Set`]: bits beyond the word are dropped on
/// the way in (as a caller of that board could not pass them).
pub trait AsSet: Copy {
    fn from_set(set: Set) -> Self;
    fn to_set(self) -> Set;
}

impl AsSet for u64 {
    fn from_set(set: Set) -> u64 {
        set.0[0]
    }
    fn to_set(self) -> Set {
        Wide([self, 0, 0, 0])
    }
}

impl AsSet for u128 {
    fn from_set(set: Set) -> u128 {
        u128::from(set.0[0]) | u128::from(set.0[1]) << 64
    }
    fn to_set(self) -> Set {
        Wide([self as u64, (self >> 64) as u64, 0, 0])
    }
}

impl AsSet for Wide<3> {
    fn from_set(set: Set) -> Wide<3> {
        Wide([set.0[0], set.0[1], set.0[2]])
    }
    fn to_set(self) -> Set {
        Wide([self.0[0], self.0[1], self.0[2], 0])
    }
}

impl AsSet for Wide<4> {
    fn from_set(set: Set) -> Wide<4> {
        set
    }
    fn to_set(self) -> Set {
        self
    }
}

impl Word for Wide<4> {
    const ZERO: Wide<4> = Wide::EMPTY;
    fn bit(sq: i32) -> Wide<4> {
        Wide::square(sq as usize)
    }
    fn has(self, sq: i32) -> bool {
        self.contains(sq as usize)
    }
}

/// A rectangular board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub files: i32,
    pub ranks: i32,
}

/// A step vector `(file step, rank step)`.
pub type Step = (i32, i32);

/// The compass, `(file step, rank step)`, in the order of the Dumb7Fill page's `dir8`:
/// noEa, east, soEa, sout, soWe, west, noWe, nort.
pub const COMPASS: [Step; 8] = [
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, 1),
];
pub const ROOK: [Step; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
pub const BISHOP: [Step; 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
pub const NIGHTRIDER: [Step; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

impl Geometry {
    pub const fn new(files: i32, ranks: i32) -> Geometry {
        Geometry { files, ranks }
    }

    pub fn squares(self) -> i32 {
        self.files * self.ranks
    }

    /// The squares the short form of an exhaustive per-square sweep covers: every 13th
    /// square (13 is prime to every board width up to 16 but 13, so the sample meets every
    /// file of the others) and the last one, a corner.
    pub fn sample(self) -> Vec<i32> {
        let last = self.squares() - 1;
        (0..last).step_by(13).chain([last]).collect()
    }

    /// The bits that are squares, of a board of at most 128 squares.
    pub fn board(self) -> u128 {
        u128::MAX >> (128 - self.squares())
    }

    /// The bits that are squares.
    pub fn board_set<T: Word>(self) -> T {
        (0..self.squares()).fold(T::ZERO, |set, sq| set | T::bit(sq))
    }

    /// The bits of the word the board is held in (64, 128 or 64 per word of a `Wide`).
    pub fn word_set<T: Word>(self) -> T {
        let bits = match self.squares() {
            0..=64 => 64,
            65..=128 => 128,
            n => (n + 63) / 64 * 64,
        };
        (0..bits).fold(T::ZERO, |set, sq| set | T::bit(sq))
    }

    fn is_set<T: Word>(b: T, sq: i32) -> bool {
        b.has(sq)
    }

    /// The square one `step` from `sq`, if it is on the board.
    pub fn step(self, sq: i32, (df, dr): Step) -> Option<i32> {
        let (file, rank) = (sq % self.files + df, sq / self.files + dr);
        ((0..self.files).contains(&file) && (0..self.ranks).contains(&rank))
            .then_some(rank * self.files + file)
    }

    /// The squares of the board set in `set`.
    pub fn each<T: Word>(self, set: T) -> impl Iterator<Item = i32> {
        (0..self.squares()).filter(move |&sq| set.has(sq))
    }

    fn union<T: Word>(self, set: T, f: impl Fn(i32) -> T) -> T {
        self.each(set).map(f).fold(T::ZERO, |a, b| a | b)
    }

    /// The squares of the ray from `sq` (excluded) to the edge, nearest first.
    pub fn ray(self, sq: i32, step: Step) -> impl Iterator<Item = i32> {
        let mut at = sq;
        core::iter::from_fn(move || {
            at = self.step(at, step)?;
            Some(at)
        })
    }

    /// A lone slider's attacks: up to and including the first square not in `empty`.
    pub fn ray_attacks<T: Word>(self, sq: i32, step: Step, empty: T) -> T {
        let mut attacks = T::ZERO;
        for next in self.ray(sq, step) {
            attacks = attacks | T::bit(next);
            if !Self::is_set(empty, next) {
                break;
            }
        }
        attacks
    }

    pub fn attacks<T: Word>(self, sliders: T, empty: T, step: Step) -> T {
        self.union(sliders, |sq| self.ray_attacks(sq, step, empty))
    }

    /// The occluded fill: the generators and the squares reached through `propagator`.
    pub fn occluded<T: Word>(self, generator: T, propagator: T, step: Step) -> T {
        self.union(generator, |sq| {
            let mut flood = T::bit(sq);
            for next in self.ray(sq, step) {
                if !Self::is_set(propagator, next) {
                    break;
                }
                flood = flood | T::bit(next);
            }
            flood
        })
    }

    pub fn fill<T: Word>(self, generator: T, step: Step) -> T {
        self.occluded(generator, !T::ZERO, step)
    }

    /// The xiangqi cannon's captures: the first occupied square after the first occupied
    /// square (the screen).
    pub fn cannon<T: Word>(self, sliders: T, empty: T, step: Step) -> T {
        self.union(sliders, |sq| {
            let mut occupied = self.ray(sq, step).filter(|&s| !Self::is_set(empty, s));
            occupied.next();
            occupied.next().map_or(T::ZERO, T::bit)
        })
    }

    /// The grasshopper's landing square: the square right after the first occupied one (the
    /// hurdle), if there is one on the board.
    pub fn grasshopper<T: Word>(self, sliders: T, empty: T, step: Step) -> T {
        self.union(sliders, |sq| {
            let mut ray = self.ray(sq, step);
            match ray.find(|&s| !Self::is_set(empty, s)) {
                Some(_) => ray.next().map_or(T::ZERO, T::bit),
                None => T::ZERO,
            }
        })
    }

    /// A list of directions: the union of `op` over them.
    pub fn each_step<T: Word>(self, steps: &[Step], op: impl Fn(Step) -> T) -> T {
        steps.iter().map(|&s| op(s)).fold(T::ZERO, |a, b| a | b)
    }
}
