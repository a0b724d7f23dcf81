//! Sliding-piece attacks for bitboard engines: set-wise (every rook, bishop or queen of a
//! set in one call), for one piece, for many positions at once, at compile time, on boards
//! other than 8x8, and in your own code through the [`fill!`] macro.
//!
//! The algorithms are the Chess Programming Wiki's, one module each, named by its pages:
//! [`kogge`] (Kogge-Stone Algorithm), [`dumb7`] (Dumb7Fill), [`subtract`] (Fill by
//! Subtraction), [`line`](mod@line) (Occupancy of any Line), [`kindergarten`] (Kindergarten
//! Bitboards) and `hyperbola` (Hyperbola Quintessence). All of them are branch-free and
//! need no table or a small one (6.6 KiB in all, [`tables`]).
//!
//! # Which function for which job
//!
//! | You want | Call |
//! |---|---|
//! | A side's attack map: the squares its rooks, bishops and queens attack, all at once | `bitfill::slider_attacks(orthogonal, diagonal, occupied)`; one kind: `bitfill::rook_attacks(rooks, occupied)`, `bishop_attacks`, `queen_attacks` (the fastest path for the CPU, SSE2 or AVX2) |
//! | One piece's attacks, for move generation | `bitfill::rook_attacks_from(square, occupied)`, `bishop_attacks_from`, `queen_attacks_from` (a [`Square`], which cannot be out of range) |
//! | Many positions at once | [`simd::slider_attacks_batch`]`(orthogonal, diagonal, occupied, out)`: four positions per AVX2 register, the scalar fills elsewhere |
//! | Attacks computed at compile time (`const` tables) | the algorithm modules' getters are `const fn`: [`kogge::rook_attacks`]`(sliders, empty)`, [`kindergarten::rook_attacks`]`(square, occupied)`, ... |
//! | Another board (up to 128 squares: xiangqi's 9x10, shogi's 9x9, ...) or another piece (cannon, grasshopper) | `fill!(files = 9, ranks = 10, dir = ..., op = ...)` in your crate: the macro writes the fill for that board |
//! | Your own fills: one direction, a list of directions, your algorithm and op, in your engine's source | [`fill!`]`(dir = [nort, east, sout, west], algo = kogge, op = attacks, name = ...)`: plain shifts and masks, `const`, `no_std` |
//! | A direction chosen at run time | [`kogge::attacks`]`(sliders, empty, dir)`, [`shift_one`]`(bitboard, dir)` with a [`Dir`] |
//! | To see a bitboard | [`board::Bitboard`]: `Display` draws it rank 8 on top, `FromStr` reads the drawing |
//!
//! User-facing functions take the blockers as `occupied`, as lookup libraries do; the
//! algorithm modules and [`fill!`] keep the Chess Programming Wiki's `(sliders, empty)`.
//!
//! # Conventions
//!
//! Squares are little-endian rank-file: a1 = bit 0, h1 = bit 7, h8 = bit 63. Directions
//! are named as the Chess Programming Wiki names them (`nort`, `noEa`, `east`, `soEa`,
//! `sout`, `soWe`, `west`, `noWe`) and numbered in its dir8 order: 0 to 7 clockwise from
//! north-east (`noEa` = 0, `nort` = 7), the index of its `shift` and `avoidWrap` tables
//! (Kogge-Stone Algorithm page, "Generalized Rays"); [`Dir`] is that numbering.
//!
//! ```
//! use bitfill::Square;
//!
//! // A rook on d4 and a blocker on d6: the blocker is attacked, what is behind it is not.
//! let occupied = Square::D4.bitboard() | Square::D6.bitboard();
//! let attacks = bitfill::kindergarten::rook_attacks(Square::D4, occupied);
//! assert_ne!(attacks & Square::D6.bitboard(), 0);
//! assert_eq!(attacks & Square::D7.bitboard(), 0);
//! ```
#![no_std]

#[cfg(feature = "std")]
extern crate std;

pub mod board;
mod dir;
pub mod dumb7;
pub mod kindergarten;
pub mod kogge;
pub mod line;
pub mod simd;
mod square;
pub mod subtract;
pub mod tables;

pub use dir::{Dir, ParseDirError};
pub use fill_macros::fill;
pub use square::{ParseSquareError, Square, SquareIndexError};

/// The fastest scalar set-wise queen getter, as measured by `cargo bench --bench fills`:
/// Dumb7Fill, about 1.35x faster than Kogge-Stone's eight interleaved directions, which
/// the compiler half-vectorizes with SSE2 and spills on a baseline x86-64 target (with
/// `-C target-cpu=x86-64-v3`, Kogge-Stone wins again: see the README).
pub use dumb7::queen_attacks;
/// The fastest scalar set-wise rook and bishop getters, as measured by
/// `cargo bench --bench fills`: Kogge-Stone, faster than Dumb7Fill for most slider counts
/// (up to 1.6x; typically 1.3x for the rook and 1.2x for the bishop).
pub use kogge::{bishop_attacks, rook_attacks};

/// Every bit of `b` moved one step in `dir`; bits that would leave the board vanish.
///
/// ```
/// use bitfill::{Dir, shift_one};
/// assert_eq!(shift_one(1 << 7, Dir::East), 0); // h1 has no east neighbour
/// assert_eq!(shift_one(1 << 0, Dir::NoEa), 1 << 9); // a1 -> b2
/// ```
#[inline]
#[must_use]
pub const fn shift_one(b: u64, dir: Dir) -> u64 {
    b.rotate_left((dir.shift() & 63) as u32) & dir.avoid_wrap()
}

/// The README's Rust examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
