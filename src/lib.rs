//! Sliding-piece attacks for bitboard engines: set-wise (every rook, bishop or queen of a
//! set in one call), for one piece, for many positions at once, at compile time, on boards
//! other than 8x8, and in your own code through the [`fill!`] macro.
//!
//! The algorithms are the Chess Programming Wiki's, one module each, named by its pages:
//! [`kogge`] (Kogge-Stone Algorithm), [`dumb7`] (Dumb7Fill), [`subtract`] (Fill by
//! Subtraction), [`kindergarten`] (Kindergarten Bitboards, on the index of Occupancy of any
//! Line) and [`hyperbola`] (Hyperbola Quintessence). All of them are branch-free and need no
//! table or a small one (11.6 KiB in all, written by `build.rs`: [`hyperbola`]'s masks, the
//! kindergarten and line tables and the [`leapers`]' 2 KiB).
//!
//! # Which function for which job
//!
//! | You want | Call |
//! |---|---|
//! | A side's attack map: the squares its rooks, bishops and queens attack, all at once | [`slider_attacks`]`(orthogonal, diagonal, occupied)`; one kind: [`rook_attacks`]`(rooks, occupied)`, [`bishop_attacks`], [`queen_attacks`] (the fastest path for the CPU: AVX-512, AVX2 or SSE2 on x86-64, NEON on aarch64, simd128 on wasm32 built with it) |
//! | One piece's attacks, for move generation | [`rook_attacks_from`]`(square, occupied)`, [`bishop_attacks_from`], [`queen_attacks_from`] (Hyperbola Quintessence, 3.5 KiB of tables; a [`Square`] cannot be out of range) |
//! | A set of squares to work with: operators, iteration, a diagram | [`Bitboard`]: `& \| ^ ! -`, `for square in bitboard`, [`contains`](Bitboard::contains), [`first`](Bitboard::first), [`pop`](Bitboard::pop), [`len`](Bitboard::len), [`Bitboard::from_squares`] in `const`; `Display` draws it rank 8 on top, `FromStr` reads the drawing |
//! | Knights, kings and pawns | set-wise [`knight_attacks`]`(knights)`, [`king_attacks`]`(kings)`, [`pawn_attacks`]`(color, pawns)` (the Chess Programming Wiki's "Knight Pattern" and "King Pattern": a few shifts, `const fn`); one piece [`knight_attacks_from`]`(square)`, [`king_attacks_from`], [`pawn_attacks_from`]`(color, square)` (one read of a 512-byte table) |
//! | Pawn pushes and captures, set-wise; a side's legal pawn moves in one call | [`single_push_targets`]`(color, pawns, occupied)`, [`double_push_targets`], the pushers [`pawns_able_to_push`], [`pawns_able_to_double_push`], the captures by side [`pawn_west_attacks`]`(color, pawns)`, [`pawn_east_attacks`] (the Chess Programming Wiki's "Pawn Pushes" and "Pawn Attacks"); for a legal move generator [`pawns::legal_targets`]`(color, pawns, &board, &checks, check_mask)`, the pins from [`pins::slider_checks`] |
//! | Checks and pins: the squares between two squares, the line through them | [`between`]`(a, b)` (strictly between), [`line`](fn@line)`(a, b)` (the whole line through both, ends included), [`aligned`]`(a, b, c)` (`const fn`, branch-free) |
//! | A king's checkers, check ray and pin rays from the enemy sliders, once per node | [`pins::slider_checks`]`(&board)`, the position's sets by name in a [`pins::Board`] |
//! | Othello: moves and flips, set-wise | [`othello::moves`]`(player, opponent)`, [`othello::flips`]`(player, opponent, square)` (AVX2, four directions per register, when the CPU has it); `const`: [`othello::moves_const`], [`othello::flips_const`] |
//! | Many positions at once | [`simd::slider_attacks_batch`]`(orthogonal, diagonal, occupied, out)`: eight positions per AVX-512 register, four per AVX2 register, NEON on aarch64, two per simd128 register on wasm32, the scalar fills elsewhere |
//! | Attacks computed at compile time (`const` tables) | the algorithm modules' `const fn`s: [`kogge::rook_attacks`]`(sliders, `[`Empty::of`]`(occupied))`, [`kindergarten::rook_attacks_from`]`(square, occupied)`, [`hyperbola::rook_attacks_from`], ... |
//! | Another board (up to 16x16: xiangqi's 9x10, shogi's 9x9, chu shogi's 12x12, XXL chess's 14x14, ...) or another piece (cannon, grasshopper, leapers) | [`fill!`]`(files = 9, ranks = 10, dir = ..., op = ...)` in your crate: the macro writes the fill for that board (`u128` past 64 squares, a [`Wide`] of `u64` words past 128); [`geometry`] has `const fn` rays, double rays and regions for any board ([`geometry::wide`] past 128 squares) |
//! | Your own fills: one direction, a list of directions, your algorithm and op, in your engine's source | [`fill!`]`(dir = [nort, east, sout, west], algo = kogge, op = attacks, name = ...)`: plain shifts and masks, `const`, `no_std` |
//! | One slider's attacks on another board (shogi's rook and lance on 9x9, a xiangqi chariot), for move generation | [`geometry::rays`] for its rays once, then [`geometry::positive_ray_attacks`]`(ray, occupied)` or [`geometry::negative_ray_attacks`] per ray (the Classical Approach: 5 to 7 operations) |
//! | Bulk counting: the sum of the sizes of many target sets (the moves of every piece at the leaves of a perft) | [`popcount::Tally`]: `add(set)`, `total()`; SSE2 where the CPU has no `popcnt` (the default x86-64 target), plain popcounts where it has |
//! | A direction chosen at run time | [`kogge::attacks`]`(sliders, empty, dir)`, [`shift_one`]`(bitboard, dir)` with a [`Dir`] |
//!
//! Coming from another crate, the getters map one to one:
//!
//! | cozy-chess | shakmaty | bitfill |
//! |---|---|---|
//! | `get_rook_moves(sq, blockers)`, `get_bishop_moves` | `attacks::rook_attacks(sq, occupied)`, `bishop_attacks` | [`rook_attacks_from`]`(sq, occupied)`, [`bishop_attacks_from`] |
//! | `get_rook_moves(..) \| get_bishop_moves(..)` | `attacks::queen_attacks(sq, occupied)` | [`queen_attacks_from`]`(sq, occupied)` |
//! | `get_knight_moves(sq)`, `get_king_moves(sq)` | `attacks::knight_attacks(sq)`, `king_attacks(sq)` | [`knight_attacks_from`]`(sq)`, [`king_attacks_from`]`(sq)`; a set: [`knight_attacks`]`(knights)` |
//! | `get_pawn_attacks(sq, color)` | `attacks::pawn_attacks(color, sq)` | [`pawn_attacks_from`]`(color, sq)`; a set: [`pawn_attacks`]`(color, pawns)` |
//! | `get_between_rays(from, to)`, `get_line_rays(from, to)` | `attacks::between(a, b)`, `attacks::ray(a, b)` | [`between`]`(a, b)`, [`line`](fn@line)`(a, b)` |
//! | | `attacks::aligned(a, b, c)` | [`aligned`]`(a, b, c)` |
//! | `BitBoard`: `has(sq)`, `len()`, `next_square()` | `Bitboard`: `contains(sq)`, `count()`, `first()` | [`Bitboard`]: `contains(sq)`, `len()`, `first()` |
//! | a loop over a side's sliders | a loop over a side's sliders | [`slider_attacks`]`(orthogonal, diagonal, occupied)`: all of them in one call |
//!
//! Squares are [`Square`]s (`Square::E4`, `"e4".parse()`, [`Square::new`]`(`[`File`]`::E,
//! `[`Rank`]`::Fourth)`), sides [`Color`]s, sets of squares [`Bitboard`]s, in and out of
//! every function of the 8x8 board: a user never writes `.0` to call bitfill, only to leave
//! it for an engine's own words (`Bitboard(x)` and `.0`, or `From` both ways, cost
//! nothing). Boards other than 8x8 ([`fill!`], [`geometry`]) take the board's word, `u64`,
//! `u128` or [`Wide`], or a type of the caller's (`fill!`'s `set = Type`).
//!
//! # Conventions
//!
//! Squares are little-endian rank-file: a1 = bit 0, h1 = bit 7, h8 = bit 63; on other
//! boards square = rank x files + file. A square index is a `usize` everywhere
//! ([`Square::from_index`], [`Square::index`], [`geometry`], [`Wide::square`]); a count
//! of squares (`len`) and a shift are `u32`, as `u64::count_ones` and `<<` take them; a
//! step between squares (a pawn's push, a rider's vector) an `i32`. Directions
//! are named as the Chess Programming Wiki names them (`nort`, `noEa`, `east`, `soEa`,
//! `sout`, `soWe`, `west`, `noWe`) and numbered in its dir8 order: 0 to 7 clockwise from
//! north-east (`noEa` = 0, `nort` = 7), the index of its `shift` and `avoidWrap` tables
//! (Kogge-Stone Algorithm page, "Generalized Rays"); [`Dir`] is that numbering.
//!
//! Blockers: user-facing functions take the `occupied` squares, as lookup libraries do. The
//! algorithm modules ([`kogge`], [`dumb7`], [`subtract`]) and [`fill!`] keep the Chess
//! Programming Wiki's `(sliders, empty)`; in the modules the empty squares are an [`Empty`],
//! so the occupied squares passed there by mistake do not compile (`Empty::of(occupied)`),
//! and no tuple constructor makes one from a set whatever it holds. Where a function takes
//! several sets that could be swapped, they go by name: [`pins::slider_checks`] takes a
//! [`pins::Board`].
//!
//! One name, one meaning: a set-wise getter is `*_attacks(pieces, ...)`, a one-square
//! getter `*_attacks_from(square, ...)`, in every module.
//!
//! Arguments read in one order, as a sentence does: who (the side, a [`Color`], or
//! Othello's `player` and `opponent`), then what the function is about (the square or the
//! set of pieces that move or attack), then the board (`occupied`, or `empty` in the
//! algorithm modules), then the other sets it needs (`ours`, `enemies`), then masks; an
//! output buffer last. `pawn_attacks(color, pawns)`, `single_push_targets(color, pawns,
//! occupied)`, `rook_attacks_from(square, occupied)`, `slider_attacks(orthogonal, diagonal,
//! occupied)`, `othello::flips(player, opponent, square)`, `simd::slider_attacks_batch(orthogonal,
//! diagonal, occupied, out)`.
//!
//! ```
//! use bitfill::{Square, rook_attacks};
//! // A rook on d4 and a blocker on d6.
//! let rook = Square::D4.bitboard();
//! let occupied = rook | Square::D6;
//! let attacks = rook_attacks(rook, occupied);
//! assert!(attacks.contains(Square::D6)); // the blocker is attacked
//! assert!(!attacks.contains(Square::D7)); // what is behind it is not
//! ```
#![no_std]
#![deny(missing_docs)]
// The docs link the x86 kernels (`simd::Avx2`, `simd::sse2`, `othello::avx2`, ...), which
// exist on x86_64 only: built for another target (`cargo doc --target aarch64-...`), those
// links have nothing to point to. The x86_64 build of the docs (CI's, docs.rs's) checks
// every link.
#![cfg_attr(not(target_arch = "x86_64"), allow(rustdoc::broken_intra_doc_links))]

#[cfg(feature = "std")]
extern crate std;

// `fill!` names the type of boards past 128 squares as `::bitfill::Wide`; this lets the
// crate's own calls resolve that path too.
extern crate self as bitfill;

mod between;
mod bitboard;
mod color;
mod dir;
pub mod dumb7;
mod empty;
pub mod geometry;
pub mod guide;
pub mod hyperbola;
#[doc(hidden)]
pub mod internals;
pub mod kindergarten;
pub mod kogge;
pub mod leapers;
mod line_occupancy;
pub mod othello;
pub mod pawns;
pub mod pins;
pub mod popcount;
pub mod simd;
mod square;
pub mod subtract;
mod tables;
mod wide;

pub use between::{aligned, between, line};
pub use bitboard::{
    Bitboard, ParseBitboardError, ParseBitboardErrorKind, SideBySide, Squares, Subsets,
};
pub use color::{Color, ParseColorError};
pub use dir::{Dir, ParseDirError};
pub use empty::Empty;
pub use fill_macros::fill;
pub use leapers::{
    king_attacks, king_attacks_from, knight_attacks, knight_attacks_from, pawn_attacks,
    pawn_attacks_from,
};
pub use pawns::{
    double_push_targets, pawn_east_attacks, pawn_west_attacks, pawns_able_to_double_push,
    pawns_able_to_push, single_push_targets,
};
pub use square::{File, ParseSquareError, Rank, Square, SquareIndexError};
pub use wide::{Wide, WideDiagram, WideSquares};

/// The squares attacked along ranks and files by every slider in `sliders` (rooks, and
/// queens if you like), given the `occupied` squares: each ray stops at the first occupied
/// square, which is attacked. The sliders count as occupied whether `occupied` has them or
/// not, as on a real board.
///
/// ```text
/// sliders           occupied          attacked
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . . . . . . .
/// . . . . . . . .   . . . 1 . . . .   . . . 1 . . . .
/// . . . . . . . .   . . . . . . . .   . . . 1 . . . .
/// . . . 1 . . . .   . 1 . 1 . . . .   . 1 1 . 1 1 1 1
/// . . . . . . . .   . . . . . . . .   . . . 1 . . . .
/// . . . . . . . .   . . . . . . . .   . . . 1 . . . .
/// . . . . . . . .   . . . . . . . .   . . . 1 . . . .
/// ```
///
/// The widest path the build and CPU have: on x86_64 the four rays in the lanes of one
/// AVX-512 register ([`simd::Avx512`]), else the AVX2 kernel ([`simd::Avx2`]), each when
/// compiled in or detected at run time (feature `std`; one cached check, [`simd::backend`]
/// says which), else SSE2, which every x86_64 CPU has (the vertical pair of rays in one
/// register, east by subtraction and west by Kogge-Stone beside it, see `simd::sse2`);
/// NEON on aarch64; on wasm32 built with simd128 the SSE2 pairing in simd128
/// (`simd::wasm`); elsewhere Kogge-Stone. For `const` contexts use [`kogge::rook_attacks`]
/// (`const fn`, `(sliders, empty)` as the Chess Programming Wiki writes it).
///
/// ```
/// use bitfill::{Bitboard, Empty, Square, kogge, rook_attacks};
/// // A rook on d4, blockers on d6 and b4.
/// let rook = Square::D4.bitboard();
/// let occupied = rook | Square::D6 | Square::B4;
/// let attacks = rook_attacks(rook, occupied);
/// assert_eq!(attacks, Bitboard(0x0000_0808_f608_0808)); // the diagram above
/// assert_eq!(attacks, kogge::rook_attacks(rook, Empty::of(occupied)));
/// ```
///
/// ```compile_fail
/// // The answer is a set, not a word: `.0` leaves the type on purpose.
/// let attacks: u64 = bitfill::rook_attacks_from(bitfill::Square::A1, bitfill::Bitboard::EMPTY);
/// ```
#[inline]
#[must_use]
pub fn rook_attacks(sliders: Bitboard, occupied: Bitboard) -> Bitboard {
    Bitboard(simd::fastest::rook_attacks(sliders.0, occupied.0))
}

/// The squares attacked along diagonals by every slider in `sliders` (bishops, and queens
/// if you like), given the `occupied` squares: each ray stops at the first occupied
/// square, which is attacked. The sliders count as occupied, as in [`rook_attacks`].
///
/// ```text
/// sliders           occupied          attacked
/// . . . . . . . .   . . . . . . . .   . . . . . . . 1
/// . . . . . . . .   . . . . . . . .   . . . . . . 1 .
/// . . . . . . . .   . 1 . . . . . .   . 1 . . . 1 . .
/// . . . . . . . .   . . . . . . . .   . . 1 . 1 . . .
/// . . . 1 . . . .   . . . 1 . . . .   . . . . . . . .
/// . . . . . . . .   . . . . . . . .   . . 1 . 1 . . .
/// . . . . . . . .   . . . . . . . .   . 1 . . . 1 . .
/// . . . . . . . .   . . . . . . . .   1 . . . . . 1 .
/// ```
///
/// The widest path the build and CPU have, as for [`rook_attacks`]: AVX-512, AVX2 or the
/// four diagonal rays in two SSE2 registers (`simd::sse2`) on x86_64; NEON on aarch64;
/// simd128 on wasm32 built with it; elsewhere Kogge-Stone. For `const` contexts use
/// [`kogge::bishop_attacks`].
///
/// ```
/// use bitfill::{Empty, Square, bishop_attacks, kogge};
/// let (bishop, blocker) = (Square::D4.bitboard(), Square::B6.bitboard());
/// let attacks = bishop_attacks(bishop, bishop | blocker);
/// assert_eq!(attacks, kogge::bishop_attacks(bishop, Empty::of(bishop | blocker)));
/// assert!(attacks.contains(Square::B6));
/// assert!(!attacks.contains(Square::A7)); // behind b6
/// ```
#[inline]
#[must_use]
pub fn bishop_attacks(sliders: Bitboard, occupied: Bitboard) -> Bitboard {
    Bitboard(simd::fastest::bishop_attacks(sliders.0, occupied.0))
}

/// The squares attacked by every queen in `sliders`, given the `occupied` squares: all
/// eight directions, as [`slider_attacks`]`(sliders, sliders, occupied)`.
///
/// The widest path the build and CPU have: on x86_64 the AVX-512 kernel (the eight rays in
/// the lanes of one register, [`simd::Avx512`]), else the AVX2 kernel (four directions per
/// register, [`simd::Avx2`]), each when compiled in or detected at run time (feature
/// `std`; one cached check), SSE2 (`simd::sse2`) otherwise; NEON on aarch64; on wasm32
/// built with simd128 the SSE2 pairing in simd128 (`simd::wasm`); Kogge-Stone elsewhere.
/// For `const` contexts use [`dumb7::queen_attacks`] or [`kogge::queen_attacks`].
///
/// ```
/// use bitfill::{Square, queen_attacks};
/// // A queen on d4, a blocker on d6.
/// let attacks = queen_attacks(Square::D4.bitboard(), Square::D4 | Square::D6);
/// assert_eq!(attacks.len(), 25); // 27 on an empty board, minus d7 and d8
/// ```
#[inline]
#[must_use]
pub fn queen_attacks(sliders: Bitboard, occupied: Bitboard) -> Bitboard {
    Bitboard(simd::fastest::queen_attacks(sliders.0, occupied.0))
}

/// The squares attacked by one side's sliders, given the `occupied` squares: `orthogonal`
/// slides along ranks and files (rooks and queens), `diagonal` along diagonals (bishops and
/// queens). The sliders of both sets count as occupied, so a rook's ray stops at a bishop
/// of the same side even where `occupied` lacks it; in a real position (both sets within
/// `occupied`) the result is `rook_attacks(orthogonal, occupied) | bishop_attacks(diagonal,
/// occupied)`. One pass over the eight directions: cheaper than [`rook_attacks`] and
/// [`bishop_attacks`] called one after the other, which each move the occupancy into
/// vector registers.
///
/// ```text
/// orthogonal        diagonal          occupied          attacked
/// . . . . . . . .   . . . . . . . .   . . . . 1 . . .   1 . . 1 . . . 1
/// . . . . . . . .   . . . . . . . .   . . . . . . . .   1 . . 1 . . . 1
/// . . . . . . . .   . . . . . . . .   . . . . . . . .   1 . . 1 . . . 1
/// . . . . . . . .   . . . . . . . .   . . . . . . . .   1 1 . 1 . . 1 1
/// . . . . . . . .   . . . . . . . .   . . . . . . . .   1 . 1 1 . 1 1 1
/// . . . . . . . .   . . . . . . . .   . . . . . . . .   1 1 . 1 1 1 . 1
/// . . . . . . . .   . . . . . . . .   . . . . . . . .   1 1 1 1 1 . 1 1
/// 1 . . 1 . . . 1   . . 1 1 . 1 . .   1 . 1 1 1 1 . 1   . 1 1 . 1 1 1 .
/// ```
///
/// The path as for [`queen_attacks`]. For many positions at once, see
/// [`simd::slider_attacks_batch`].
///
/// ```
/// use bitfill::{Bitboard, Square, bishop_attacks, rook_attacks, slider_attacks};
/// // White: rooks on a1 and h1, a queen on d1, bishops on c1 and f1; kings on e1, e8.
/// let rooks = Square::A1 | Square::H1;
/// let bishops = Square::C1 | Square::F1;
/// let queens = Square::D1.bitboard();
/// let occupied = rooks | bishops | queens | Square::E1 | Square::E8;
/// let attacked = slider_attacks(rooks | queens, bishops | queens, occupied);
/// assert_eq!(attacked, Bitboard(0x8989_89cb_edbb_df76)); // the diagram above
/// assert_eq!(attacked, rook_attacks(rooks | queens, occupied)
///     | bishop_attacks(bishops | queens, occupied));
/// ```
#[inline]
#[must_use]
pub fn slider_attacks(orthogonal: Bitboard, diagonal: Bitboard, occupied: Bitboard) -> Bitboard {
    Bitboard(simd::fastest::slider_attacks(
        orthogonal.0,
        diagonal.0,
        occupied.0,
    ))
}

/// The squares a rook on `sq` attacks, given the `occupied` squares (the slider's own
/// square may be in it or not): the fastest single-square getter measured for this build
/// (`cargo bench --bench single_rounds`), reading at most 3.5 KiB of tables. Scalar [`hyperbola::rook_attacks_from`] on every build but wasm32 with simd128, where
/// `hyperbola::wasm::rook_attacks_from` does the file's byte swaps in vectors (WebAssembly has
/// no 64-bit byte swap).
///
/// ```
/// use bitfill::{Bitboard, Square, rook_attacks_from};
/// let occupied = Square::D1 | Square::B3 | Square::G3 | Square::D6;
/// assert_eq!(rook_attacks_from(Square::D3, occupied), Bitboard(0x0000_0808_0876_0808));
/// ```
#[inline]
#[must_use]
pub fn rook_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    hyperbola::root::rook_attacks_from(sq, occupied)
}

/// The squares a bishop on `sq` attacks, given the `occupied` squares: the fastest
/// single-square getter measured for this build, reading at most 3.5 KiB of tables. Built
/// with AVX2 (`-C target-cpu=x86-64-v3` or `native`), `simd::Avx2::bishop_attacks_from`; on wasm32 built with simd128,
/// `hyperbola::wasm::bishop_attacks_from`; otherwise scalar [`hyperbola::bishop_attacks_from`].
///
/// ```
/// use bitfill::{Bitboard, Square, bishop_attacks_from};
/// let attacks = bishop_attacks_from(Square::D4, Square::F6.bitboard());
/// assert_eq!(attacks, Bitboard(0x0001_2214_0014_2241)); // f6 blocks
/// ```
#[inline]
#[must_use]
pub fn bishop_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    hyperbola::root::bishop_attacks_from(sq, occupied)
}

/// The squares a queen on `sq` attacks, given the `occupied` squares: the fastest
/// single-square getter measured for this build, reading at most 3.5 KiB of tables. Built
/// with AVX2, `simd::Avx2::queen_attacks_from` inlined; on other x86_64 builds with the `std` feature, the same kernel behind a
/// run-time check (cached) and a call, which still measures faster than the scalar queen;
/// on wasm32 built with simd128, `hyperbola::wasm::queen_attacks_from`; otherwise scalar
/// [`hyperbola::queen_attacks_from`].
///
/// ```
/// use bitfill::{Bitboard, Square, queen_attacks_from};
/// assert_eq!(queen_attacks_from(Square::D4, Bitboard::EMPTY).len(), 27);
/// ```
#[inline]
#[must_use]
pub fn queen_attacks_from(sq: Square, occupied: Bitboard) -> Bitboard {
    hyperbola::root::queen_attacks_from(sq, occupied)
}

/// Every bit of `b` moved one step in `dir`; bits that would leave the board vanish.
///
/// ```
/// use bitfill::{Bitboard, Dir, Square, shift_one};
/// assert_eq!(shift_one(Square::H1.bitboard(), Dir::East), Bitboard::EMPTY); // h1 has no east neighbour
/// assert_eq!(shift_one(Square::A1.bitboard(), Dir::NoEa), Square::B2.bitboard());
/// ```
#[inline]
#[must_use]
pub const fn shift_one(b: Bitboard, dir: Dir) -> Bitboard {
    Bitboard(b.0.rotate_left((dir.shift() & 63) as u32) & dir.avoid_wrap().0)
}

/// The README's Rust examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
