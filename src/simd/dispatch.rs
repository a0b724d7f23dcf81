//! One dispatch for a caller's whole loop: [`dispatch`] runs a task (a [`WithKernels`]) on
//! the kernels of the widest path the CPU has, inside a function compiled for that path's
//! features, so that the task's body, bitfill's kernels and the caller's own popcounts and
//! bit scans all compile for the CPU, on a build for the default target.
//!
//! # Why
//!
//! On the default x86_64 target every root getter ([`crate::slider_attacks`], ...) asks the
//! cached detection and calls the AVX2 or AVX-512 kernel: fast, but a call, and the
//! caller's own code around it stays compiled for the baseline CPU: without POPCNT, a
//! `count_ones` is a dozen instructions, without BMI1 a `trailing_zeros` is a `bsf` and a
//! test. Built with `-C target-cpu=native`, the same loop inlines the kernels and counts
//! in one instruction, but the program then runs only on CPUs like the one it was built for.
//! [`dispatch`] gives a default build the native loop: the CPU is asked once (the cached
//! answer the root getters keep), and the loop runs in its copy for that CPU. This is the
//! scheme of pulp's `Arch::dispatch` and of the multiversion crate, with bitfill's kernels
//! as the vocabulary.
//!
//! # The pieces
//!
//! - [`Kernels`]: the kernels of one path as methods, named as the root functions are
//!   ([`Kernels::slider_attacks`] computes [`crate::slider_attacks`], ...), and
//!   [`Kernels::run`], which runs a task in the token's copy.
//! - One zero-sized token per path implements it. A token is a proof that the CPU runs
//!   its path's features, so its methods are safe:
//!
//!   | token | path | where it exists | the copy is compiled for |
//!   |---|---|---|---|
//!   | [`Portable`] | the scalar fills ([`scalar`](super::scalar)) | everywhere | the build's target |
//!   | [`Sse2`] | SSE2 ([`sse2`](super::sse2)) | x86_64 | the build's target (SSE2 is x86_64's baseline) |
//!   | [`Avx2`](super::Avx2) | AVX2 | x86_64, [`Avx2::detect`](super::Avx2::detect) | AVX2, BMI1, BMI2, POPCNT, LZCNT |
//!   | [`Avx512`](super::Avx512) | AVX-512 | x86_64, [`Avx512::detect`](super::Avx512::detect) | those and AVX-512 F, VL, BW, DQ |
//!   | `Neon` | NEON | aarch64 (a target property) | the build's target |
//!   | `Simd128` | simd128 | wasm32 built with `+simd128` | the build's target |
//!
//! - [`WithKernels`]: the task, a struct whose fields carry the state in, whose `run` is
//!   generic over the token, and whose `Output` carries the result out. A closure cannot
//!   serve: its body would be compiled once, not once per path.
//! - [`dispatch`]: the widest token the CPU has, then `task.run(token)` in its copy. On
//!   aarch64 and wasm32 nothing is detected (the path is the build's), and without `std`
//!   neither: the token of what is compiled in runs the task directly.
//!
//! # What must inline
//!
//! A `#[target_feature]` function gives its features only to the code inlined into it:
//! a function the task calls and LLVM leaves out of line is compiled for the build's
//! target. So mark the task's `run` `#[inline(always)]` (or `#[inline]`), and the helpers
//! it calls in the hot loop too; bitfill's token methods are `#[inline(always)]`. A
//! recursive task (a search, a perft) counts each child through [`Kernels::run`] on the
//! token it was given: that call enters the same copy again, so the whole tree runs in it.
//!
//! ```
//! use bitfill::{Bitboard, Square};
//! use bitfill::simd::{self, Kernels, WithKernels};
//!
//! /// One side's slider mobility over many positions: the state comes in as fields...
//! struct Mobility<'a> {
//!     /// (rooks and queens, bishops and queens, our pieces, every piece) per position.
//!     positions: &'a [(Bitboard, Bitboard, Bitboard, Bitboard)],
//! }
//!
//! impl WithKernels for Mobility<'_> {
//!     /// ...and the result goes out as the output.
//!     type Output = u32;
//!
//!     #[inline(always)]
//!     fn run<K: Kernels>(self, kernels: K) -> u32 {
//!         let mut moves = 0;
//!         for &(orthogonal, diagonal, ours, occupied) in self.positions {
//!             let attacks = kernels.slider_attacks(orthogonal, diagonal, occupied);
//!             // Compiled for the CPU too: one `popcnt` in the AVX2 and AVX-512 copies.
//!             moves += (attacks - ours).len();
//!         }
//!         moves
//!     }
//! }
//!
//! // A rook on a1 and a bishop on c1 (with a pawn on a3); a queen on d4 alone.
//! let white = Bitboard::from_squares(&[Square::A1, Square::C1, Square::A3]);
//! let queen = Square::D4.bitboard();
//! let positions = [
//!     (Square::A1.bitboard(), Square::C1.bitboard(), white, white),
//!     (queen, queen, queen, queen),
//! ];
//! let moves = simd::dispatch(Mobility { positions: &positions });
//! // a2 b1 b2 d2 e3 f4 g5 h6 (a3 and c1 are ours), and the queen's 27.
//! assert_eq!(moves, 8 + 27);
//! // Any token runs the same task and counts the same.
//! assert_eq!(simd::Portable.run(Mobility { positions: &positions }), moves);
//! ```
//!
//! # Soundness
//!
//! The one `unsafe` of the scheme is the call of a `#[target_feature]` copy. A token of
//! the AVX2 or AVX-512 path exists only where its `detect` found every feature of its copy
//! (or they are compiled in), and [`Kernels::run`] takes the token by value: so the copy
//! is entered only on a CPU that runs it. The other tokens' copies are the build's target
//! itself, entered by a plain call.

use super::LengthMismatch;
use crate::{Bitboard, Square};

#[cfg(target_arch = "x86_64")]
use super::{Avx2, Avx512};

/// A task [`dispatch`] runs: the caller's loop, generic over the kernels of a path.
///
/// The fields of the implementing struct carry the task's inputs (references to the
/// positions, a depth, a `&mut` to write into); `run` returns the result. See the
/// [guide](crate::guide::dispatch) for examples.
pub trait WithKernels {
    /// What the task computes.
    type Output;

    /// The task on the kernels `kernels`, in the copy of the code compiled for its path
    /// (when [`dispatch`] or [`Kernels::run`] called it). Mark it `#[inline(always)]`, so
    /// that it is compiled into that copy.
    fn run<K: Kernels>(self, kernels: K) -> Self::Output;
}

/// The kernels of one path, as methods of its token: each computes what the root function
/// of the same name computes (on every path the same; only the speed differs), and
/// inlines into the copy of the task that calls it.
pub trait Kernels: Copy {
    /// True where a popcount is one instruction in this token's copy (x86_64's POPCNT in
    /// the AVX2 and AVX-512 copies or compiled in, WebAssembly's `i64.popcnt`): a caller
    /// counting many sets then counts each by `count_ones`; where false (the default
    /// x86_64 target's SSE2 path, aarch64's `cnt` on a vector register), a carry-save
    /// adder or [`popcount::Tally`](crate::popcount::Tally) counts several sets for less.
    const POPCNT: bool;

    /// Runs `task` with this token in the token's copy: compiled for its features, the
    /// task's body inlined. [`dispatch`] calls it with the widest token; a recursive task
    /// calls it at each node, so that the children run in the same copy.
    fn run<T: WithKernels>(self, task: T) -> T::Output;

    /// [`crate::rook_attacks`].
    fn rook_attacks(self, sliders: Bitboard, occupied: Bitboard) -> Bitboard;
    /// [`crate::bishop_attacks`].
    fn bishop_attacks(self, sliders: Bitboard, occupied: Bitboard) -> Bitboard;
    /// [`crate::queen_attacks`].
    fn queen_attacks(self, sliders: Bitboard, occupied: Bitboard) -> Bitboard;
    /// [`crate::slider_attacks`].
    fn slider_attacks(
        self,
        orthogonal: Bitboard,
        diagonal: Bitboard,
        occupied: Bitboard,
    ) -> Bitboard;
    /// [`simd::attacks_by_direction`](super::attacks_by_direction).
    fn attacks_by_direction(self, sliders: Bitboard, occupied: Bitboard) -> [Bitboard; 8];
    /// [`simd::slider_attacks_by_direction`](super::slider_attacks_by_direction).
    fn slider_attacks_by_direction(
        self,
        orthogonal: Bitboard,
        diagonal: Bitboard,
        occupied: Bitboard,
    ) -> [Bitboard; 8];
    /// [`simd::east_attacks_x2`](super::east_attacks_x2).
    fn east_attacks_x2(self, rooks: [Bitboard; 2], occupied: [Bitboard; 2]) -> [Bitboard; 2];
    /// [`simd::rook_attacks_batch`](super::rook_attacks_batch).
    ///
    /// # Errors
    /// [`LengthMismatch`] when the slices' lengths differ (nothing is written).
    fn rook_attacks_batch(
        self,
        sliders: &[Bitboard],
        occupied: &[Bitboard],
        out: &mut [Bitboard],
    ) -> Result<(), LengthMismatch>;
    /// [`simd::bishop_attacks_batch`](super::bishop_attacks_batch).
    ///
    /// # Errors
    /// [`LengthMismatch`] when the slices' lengths differ (nothing is written).
    fn bishop_attacks_batch(
        self,
        sliders: &[Bitboard],
        occupied: &[Bitboard],
        out: &mut [Bitboard],
    ) -> Result<(), LengthMismatch>;
    /// [`simd::queen_attacks_batch`](super::queen_attacks_batch).
    ///
    /// # Errors
    /// [`LengthMismatch`] when the slices' lengths differ (nothing is written).
    fn queen_attacks_batch(
        self,
        sliders: &[Bitboard],
        occupied: &[Bitboard],
        out: &mut [Bitboard],
    ) -> Result<(), LengthMismatch>;
    /// [`simd::slider_attacks_batch`](super::slider_attacks_batch).
    ///
    /// # Errors
    /// [`LengthMismatch`] when the slices' lengths differ (nothing is written).
    fn slider_attacks_batch(
        self,
        orthogonal: &[Bitboard],
        diagonal: &[Bitboard],
        occupied: &[Bitboard],
        out: &mut [Bitboard],
    ) -> Result<(), LengthMismatch>;
    /// [`othello::moves`](crate::othello::moves).
    fn othello_moves(self, player: Bitboard, opponent: Bitboard) -> Bitboard;
    /// [`othello::flips`](crate::othello::flips).
    fn othello_flips(self, player: Bitboard, opponent: Bitboard, square: Square) -> Bitboard;
    /// [`crate::rook_attacks_from`]: one rook.
    fn rook_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard;
    /// [`crate::bishop_attacks_from`]: one bishop.
    fn bishop_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard;
    /// [`crate::queen_attacks_from`]: one queen.
    fn queen_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard;
}

/// The single-square getters of the tokens whose path has no vector Hyperbola Quintessence
/// of its own: scalar [`hyperbola`](crate::hyperbola), one copy for all of them.
macro_rules! scalar_single_square {
    () => {
        #[inline(always)]
        fn rook_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard {
            crate::hyperbola::rook_attacks_from(square, occupied)
        }
        #[inline(always)]
        fn bishop_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard {
            crate::hyperbola::bishop_attacks_from(square, occupied)
        }
        #[inline(always)]
        fn queen_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard {
            crate::hyperbola::queen_attacks_from(square, occupied)
        }
    };
}

/// The set-wise methods of a token whose path is a module of free functions: `$slider`
/// for the four getters, `$direction` for the two by direction and the east pair,
/// `$batch` for the batches.
macro_rules! module_kernels {
    ($slider:path, $direction:path, $east:path, $batch:path) => {
        #[inline(always)]
        fn rook_attacks(self, sliders: Bitboard, occupied: Bitboard) -> Bitboard {
            use $slider as path;
            Bitboard(path::rook_attacks(sliders.0, occupied.0))
        }
        #[inline(always)]
        fn bishop_attacks(self, sliders: Bitboard, occupied: Bitboard) -> Bitboard {
            use $slider as path;
            Bitboard(path::bishop_attacks(sliders.0, occupied.0))
        }
        #[inline(always)]
        fn queen_attacks(self, sliders: Bitboard, occupied: Bitboard) -> Bitboard {
            use $slider as path;
            Bitboard(path::queen_attacks(sliders.0, occupied.0))
        }
        #[inline(always)]
        fn slider_attacks(
            self,
            orthogonal: Bitboard,
            diagonal: Bitboard,
            occupied: Bitboard,
        ) -> Bitboard {
            use $slider as path;
            Bitboard(path::slider_attacks(orthogonal.0, diagonal.0, occupied.0))
        }
        #[inline(always)]
        fn attacks_by_direction(self, sliders: Bitboard, occupied: Bitboard) -> [Bitboard; 8] {
            use $direction as path;
            path::attacks_by_direction(sliders.0, occupied.0).map(Bitboard)
        }
        #[inline(always)]
        fn slider_attacks_by_direction(
            self,
            orthogonal: Bitboard,
            diagonal: Bitboard,
            occupied: Bitboard,
        ) -> [Bitboard; 8] {
            use $direction as path;
            path::slider_attacks_by_direction(orthogonal.0, diagonal.0, occupied.0).map(Bitboard)
        }
        #[inline(always)]
        fn east_attacks_x2(self, rooks: [Bitboard; 2], occupied: [Bitboard; 2]) -> [Bitboard; 2] {
            use $east as path;
            path::east_attacks_x2(rooks.map(|b| b.0), occupied.map(|b| b.0)).map(Bitboard)
        }
        #[inline(always)]
        fn rook_attacks_batch(
            self,
            sliders: &[Bitboard],
            occupied: &[Bitboard],
            out: &mut [Bitboard],
        ) -> Result<(), LengthMismatch> {
            use $batch as path;
            path::rook_attacks_batch(sliders, occupied, out)
        }
        #[inline(always)]
        fn bishop_attacks_batch(
            self,
            sliders: &[Bitboard],
            occupied: &[Bitboard],
            out: &mut [Bitboard],
        ) -> Result<(), LengthMismatch> {
            use $batch as path;
            path::bishop_attacks_batch(sliders, occupied, out)
        }
        #[inline(always)]
        fn queen_attacks_batch(
            self,
            sliders: &[Bitboard],
            occupied: &[Bitboard],
            out: &mut [Bitboard],
        ) -> Result<(), LengthMismatch> {
            use $batch as path;
            path::queen_attacks_batch(sliders, occupied, out)
        }
        #[inline(always)]
        fn slider_attacks_batch(
            self,
            orthogonal: &[Bitboard],
            diagonal: &[Bitboard],
            occupied: &[Bitboard],
            out: &mut [Bitboard],
        ) -> Result<(), LengthMismatch> {
            use $batch as path;
            path::slider_attacks_batch(orthogonal, diagonal, occupied, out)
        }
    };
}

/// The set-wise methods of a token whose path is its own inherent methods ([`Avx2`],
/// [`Avx512`]); the pair east by SSE2, which every x86_64 CPU runs.
#[cfg(target_arch = "x86_64")]
macro_rules! token_kernels {
    ($token:ident) => {
        #[inline(always)]
        fn rook_attacks(self, sliders: Bitboard, occupied: Bitboard) -> Bitboard {
            Bitboard($token::rook_attacks(self, sliders.0, occupied.0))
        }
        #[inline(always)]
        fn bishop_attacks(self, sliders: Bitboard, occupied: Bitboard) -> Bitboard {
            Bitboard($token::bishop_attacks(self, sliders.0, occupied.0))
        }
        #[inline(always)]
        fn queen_attacks(self, sliders: Bitboard, occupied: Bitboard) -> Bitboard {
            Bitboard($token::queen_attacks(self, sliders.0, occupied.0))
        }
        #[inline(always)]
        fn slider_attacks(
            self,
            orthogonal: Bitboard,
            diagonal: Bitboard,
            occupied: Bitboard,
        ) -> Bitboard {
            Bitboard($token::slider_attacks(
                self,
                orthogonal.0,
                diagonal.0,
                occupied.0,
            ))
        }
        #[inline(always)]
        fn attacks_by_direction(self, sliders: Bitboard, occupied: Bitboard) -> [Bitboard; 8] {
            $token::attacks_by_direction(self, sliders.0, occupied.0).map(Bitboard)
        }
        #[inline(always)]
        fn slider_attacks_by_direction(
            self,
            orthogonal: Bitboard,
            diagonal: Bitboard,
            occupied: Bitboard,
        ) -> [Bitboard; 8] {
            $token::slider_attacks_by_direction(self, orthogonal.0, diagonal.0, occupied.0)
                .map(Bitboard)
        }
        #[inline(always)]
        fn east_attacks_x2(self, rooks: [Bitboard; 2], occupied: [Bitboard; 2]) -> [Bitboard; 2] {
            super::sse2::east_attacks_x2(rooks.map(|b| b.0), occupied.map(|b| b.0)).map(Bitboard)
        }
        #[inline(always)]
        fn rook_attacks_batch(
            self,
            sliders: &[Bitboard],
            occupied: &[Bitboard],
            out: &mut [Bitboard],
        ) -> Result<(), LengthMismatch> {
            $token::rook_attacks_batch(self, sliders, occupied, out)
        }
        #[inline(always)]
        fn bishop_attacks_batch(
            self,
            sliders: &[Bitboard],
            occupied: &[Bitboard],
            out: &mut [Bitboard],
        ) -> Result<(), LengthMismatch> {
            $token::bishop_attacks_batch(self, sliders, occupied, out)
        }
        #[inline(always)]
        fn queen_attacks_batch(
            self,
            sliders: &[Bitboard],
            occupied: &[Bitboard],
            out: &mut [Bitboard],
        ) -> Result<(), LengthMismatch> {
            $token::queen_attacks_batch(self, sliders, occupied, out)
        }
        #[inline(always)]
        fn slider_attacks_batch(
            self,
            orthogonal: &[Bitboard],
            diagonal: &[Bitboard],
            occupied: &[Bitboard],
            out: &mut [Bitboard],
        ) -> Result<(), LengthMismatch> {
            $token::slider_attacks_batch(self, orthogonal, diagonal, occupied, out)
        }
    };
}

/// The portable path: the scalar fills of `scalar`, Othello's
/// [`moves_const`](crate::othello::moves_const) and
/// [`flips_const`](crate::othello::flips_const), scalar Hyperbola Quintessence for one
/// slider. Every target has it; [`dispatch`] takes it where no vector path is compiled in
/// or detected (other architectures, wasm32 without simd128).
///
/// ```
/// use bitfill::Square;
/// use bitfill::simd::{Kernels, Portable};
/// let queen = Square::D4.bitboard();
/// assert_eq!(Portable.queen_attacks(queen, queen), bitfill::queen_attacks(queen, queen));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Portable;

impl Kernels for Portable {
    const POPCNT: bool = cfg!(any(target_feature = "popcnt", target_arch = "wasm32"));

    /// The build's own code: one call.
    #[inline(always)]
    fn run<T: WithKernels>(self, task: T) -> T::Output {
        build_copy(self, task)
    }

    module_kernels!(super::scalar, super::scalar, super::scalar, super::scalar);

    #[inline(always)]
    fn othello_moves(self, player: Bitboard, opponent: Bitboard) -> Bitboard {
        crate::othello::moves_const(player, opponent)
    }
    #[inline(always)]
    fn othello_flips(self, player: Bitboard, opponent: Bitboard, square: Square) -> Bitboard {
        crate::othello::flips_const(player, opponent, square)
    }
    scalar_single_square!();
}

/// The SSE2 path, the baseline of every x86_64 CPU (no detection): the slider getters and
/// the east pair of `sse2`, Othello's `othello::sse2`;
/// the directions apart and the batches scalar, as the root functions have them on such
/// CPUs. [`dispatch`] takes it on x86_64 CPUs without AVX2 (older than 2013).
///
/// ```
/// use bitfill::simd::{Kernels, Sse2};
/// use bitfill::Square;
/// let (rook, occupied) = (Square::A1.bitboard(), Square::A1 | Square::A3);
/// assert_eq!(Sse2.rook_attacks(rook, occupied), bitfill::rook_attacks(rook, occupied));
/// ```
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sse2;

#[cfg(target_arch = "x86_64")]
impl Kernels for Sse2 {
    const POPCNT: bool = cfg!(target_feature = "popcnt");

    /// The build's own code (SSE2 is part of every x86_64 target): one call.
    #[inline(always)]
    fn run<T: WithKernels>(self, task: T) -> T::Output {
        build_copy(self, task)
    }

    module_kernels!(super::sse2, super::scalar, super::sse2, super::scalar);

    #[inline(always)]
    fn othello_moves(self, player: Bitboard, opponent: Bitboard) -> Bitboard {
        Bitboard(crate::othello::sse2::moves(player.0, opponent.0))
    }
    #[inline(always)]
    fn othello_flips(self, player: Bitboard, opponent: Bitboard, square: Square) -> Bitboard {
        Bitboard(crate::othello::sse2::flips(player.0, opponent.0, square))
    }
    scalar_single_square!();
}

/// `task` on `kernels` in the build's own code: the copy of the tokens whose features the
/// build has (all of them but AVX2 and AVX-512 where those are not compiled in). Out of
/// line, as the AVX2 and AVX-512 copies are: one call per node of a recursion through
/// [`Kernels::run`]. Inlined (`#[inline]`), LLVM inlined the perft recursions into
/// themselves, functions of up to 1.1 MB: the engines built in 432 s instead of 52 (one
/// crate then, on the 2-core Zen 3). The call costs little where a node does much: out of
/// line, the `x86-64-v3` build's chess perft counted Kiwipete 4 in 8.4% fewer instructions
/// and the start position to 5 in 1.6% more, Othello 9 in 7.2% more (callgrind); the
/// engines won that back by counting the last plies inside one call (docs/performance.md).
/// The default target's AVX2 and AVX-512 copies were out of line already.
#[inline(never)]
fn build_copy<K: Kernels, T: WithKernels>(kernels: K, task: T) -> T::Output {
    task.run(kernels)
}

/// `task` on the AVX2 token, compiled for AVX2, BMI1, BMI2, POPCNT and LZCNT: everything
/// inlined into it (the task's `run`, the kernels) is compiled for them.
///
/// # Safety
/// The CPU must run those features: an [`Avx2`] token is the proof.
#[cfg(all(target_arch = "x86_64", not(bitfill_avx2)))]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
#[inline(never)]
unsafe fn avx2_copy<T: WithKernels>(avx2: Avx2, task: T) -> T::Output {
    task.run(avx2)
}

/// `task` on the AVX-512 token, compiled for AVX-512 F, VL, BW, DQ and the AVX2 copy's
/// features.
///
/// # Safety
/// The CPU must run those features: an [`Avx512`] token is the proof.
#[cfg(all(target_arch = "x86_64", not(bitfill_avx512)))]
#[target_feature(enable = "avx512f,avx512vl,avx512bw,avx512dq,avx2,bmi1,bmi2,popcnt,lzcnt")]
#[inline(never)]
unsafe fn avx512_copy<T: WithKernels>(avx512: Avx512, task: T) -> T::Output {
    task.run(avx512)
}

/// The AVX2 path, the methods of the token: the copy compiled for AVX2, BMI1, BMI2, POPCNT
/// and LZCNT; one rook, bishop or queen by AVX2 Hyperbola Quintessence
/// (`hyperbola::avx2`, as `Avx2`'s own `*_attacks_from` methods).
#[cfg(target_arch = "x86_64")]
impl Kernels for Avx2 {
    const POPCNT: bool = true;

    #[inline(always)]
    fn run<T: WithKernels>(self, task: T) -> T::Output {
        #[cfg(bitfill_avx2)]
        return build_copy(self, task);
        // SAFETY: `self` exists, so `Avx2::detect` found AVX2, BMI1, BMI2, POPCNT and LZCNT,
        // every feature `avx2_copy` is compiled for (`has_avx2` in `avx2.rs`).
        #[cfg(not(bitfill_avx2))]
        return unsafe { avx2_copy(self, task) };
    }

    token_kernels!(Avx2);

    #[inline(always)]
    fn othello_moves(self, player: Bitboard, opponent: Bitboard) -> Bitboard {
        Bitboard(crate::othello::avx2::moves(self, player.0, opponent.0))
    }
    #[inline(always)]
    fn othello_flips(self, player: Bitboard, opponent: Bitboard, square: Square) -> Bitboard {
        Bitboard(crate::othello::avx2::flips(
            self, player.0, opponent.0, square,
        ))
    }
    #[inline(always)]
    fn rook_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard {
        Bitboard(Avx2::rook_attacks_from(self, square, occupied.0))
    }
    #[inline(always)]
    fn bishop_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard {
        Bitboard(Avx2::bishop_attacks_from(self, square, occupied.0))
    }
    #[inline(always)]
    fn queen_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard {
        Bitboard(Avx2::queen_attacks_from(self, square, occupied.0))
    }
}

/// The AVX-512 path, the methods of the token: the copy compiled for AVX-512 F, VL, BW, DQ
/// and the AVX2 copy's features. Othello's moves and one slider take the AVX2 kernels; its
/// flips the Kogge-Stone fills, whose ANDs and ORs LLVM merges two at a time into
/// `vpternlogq` in this copy (Othello perft 12 on Zen 4 about 3% faster than on the line
/// masks of the AVX2 path, which are faster where there is no `vpternlogq`).
#[cfg(target_arch = "x86_64")]
impl Kernels for Avx512 {
    const POPCNT: bool = true;

    #[inline(always)]
    fn run<T: WithKernels>(self, task: T) -> T::Output {
        #[cfg(bitfill_avx512)]
        return build_copy(self, task);
        // SAFETY: `self` exists, so `Avx512::detect` found AVX-512 F, VL, BW, DQ and the
        // AVX2 token's features, every feature `avx512_copy` is compiled for (`has_avx512`
        // in `avx512.rs`).
        #[cfg(not(bitfill_avx512))]
        return unsafe { avx512_copy(self, task) };
    }

    token_kernels!(Avx512);

    #[inline(always)]
    fn othello_moves(self, player: Bitboard, opponent: Bitboard) -> Bitboard {
        Bitboard(crate::othello::avx2::moves(
            self.avx2(),
            player.0,
            opponent.0,
        ))
    }
    #[inline(always)]
    fn othello_flips(self, player: Bitboard, opponent: Bitboard, square: Square) -> Bitboard {
        Bitboard(crate::othello::avx2::kogge_flips(
            self.avx2(),
            player.0,
            opponent.0,
            square,
        ))
    }
    #[inline(always)]
    fn rook_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard {
        Bitboard(Avx2::rook_attacks_from(self.avx2(), square, occupied.0))
    }
    #[inline(always)]
    fn bishop_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard {
        Bitboard(Avx2::bishop_attacks_from(self.avx2(), square, occupied.0))
    }
    #[inline(always)]
    fn queen_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard {
        Bitboard(Avx2::queen_attacks_from(self.avx2(), square, occupied.0))
    }
}

/// The NEON path of aarch64, where NEON is part of the target (no detection): the kernels
/// of `simd::neon` and `othello::neon`; one slider by scalar Hyperbola Quintessence, as
/// the root getters there.
#[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Neon;

#[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
impl Kernels for Neon {
    const POPCNT: bool = false;

    /// The build's own code (NEON is compiled in): one call.
    #[inline(always)]
    fn run<T: WithKernels>(self, task: T) -> T::Output {
        build_copy(self, task)
    }

    module_kernels!(super::neon, super::neon, super::neon, super::neon);

    #[inline(always)]
    fn othello_moves(self, player: Bitboard, opponent: Bitboard) -> Bitboard {
        Bitboard(crate::othello::neon::moves(player.0, opponent.0))
    }
    #[inline(always)]
    fn othello_flips(self, player: Bitboard, opponent: Bitboard, square: Square) -> Bitboard {
        Bitboard(crate::othello::neon::flips(player.0, opponent.0, square))
    }
    scalar_single_square!();
}

/// The simd128 path of wasm32 built with `-C target-feature=+simd128` (WebAssembly has no
/// detection): the kernels of `simd::wasm`, `othello::wasm` and `hyperbola::wasm`.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Simd128;

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
impl Kernels for Simd128 {
    const POPCNT: bool = true;

    /// The build's own code (simd128 is compiled in): one call.
    #[inline(always)]
    fn run<T: WithKernels>(self, task: T) -> T::Output {
        build_copy(self, task)
    }

    module_kernels!(super::wasm, super::wasm, super::wasm, super::wasm);

    #[inline(always)]
    fn othello_moves(self, player: Bitboard, opponent: Bitboard) -> Bitboard {
        Bitboard(crate::othello::wasm::moves(player.0, opponent.0))
    }
    #[inline(always)]
    fn othello_flips(self, player: Bitboard, opponent: Bitboard, square: Square) -> Bitboard {
        Bitboard(crate::othello::wasm::flips(player.0, opponent.0, square))
    }
    #[inline(always)]
    fn rook_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard {
        Bitboard(crate::hyperbola::wasm::rook_attacks_from(
            square, occupied.0,
        ))
    }
    #[inline(always)]
    fn bishop_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard {
        Bitboard(crate::hyperbola::wasm::bishop_attacks_from(
            square, occupied.0,
        ))
    }
    #[inline(always)]
    fn queen_attacks_from(self, square: Square, occupied: Bitboard) -> Bitboard {
        Bitboard(crate::hyperbola::wasm::queen_attacks_from(
            square, occupied.0,
        ))
    }
}

/// `task` on the widest path the CPU has, in that path's copy ([`Kernels::run`]): on
/// x86_64 the [`Avx512`] token where AVX-512 (F, VL, BW, DQ) and the AVX2 token's features
/// are compiled in or detected, else the [`Avx2`] token where AVX2, BMI1, BMI2, POPCNT and
/// LZCNT are, else [`Sse2`]; on aarch64 `Neon`; on wasm32 built with simd128 `Simd128`;
/// elsewhere [`Portable`]. The [guide](crate::guide::dispatch) shows how a task carries its
/// state in and its result out, and how a recursion stays in the copy. The CPU is asked once per process (the answer the root getters
/// keep, [`backend`](super::backend)'s); each call then costs a load, a compare and a
/// call. Without `std` nothing is detected: the token of what is compiled in runs the task
/// directly.
///
/// ```
/// use bitfill::simd::{self, Kernels, WithKernels};
///
/// /// Which token ran, by the name of its type.
/// struct Name;
/// impl WithKernels for Name {
///     type Output = &'static str;
///     fn run<K: Kernels>(self, _: K) -> &'static str {
///         core::any::type_name::<K>().rsplit("::").next().unwrap()
///     }
/// }
/// let name = simd::dispatch(Name);
/// assert!(["Avx512", "Avx2", "Sse2", "Neon", "Simd128", "Portable"].contains(&name));
/// ```
#[inline]
pub fn dispatch<T: WithKernels>(task: T) -> T::Output {
    #[cfg(target_arch = "x86_64")]
    return match super::dispatched() {
        super::Vectors::Avx512(avx512) => avx512.run(task),
        super::Vectors::Avx2(avx2) => avx2.run(task),
        super::Vectors::Sse2 => Sse2.run(task),
        super::Vectors::Scalar => Portable.run(task),
    };
    #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
    return if super::cap::get() == 0 {
        Portable.run(task)
    } else {
        Neon.run(task)
    };
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    return if super::cap::get() == 0 {
        Portable.run(task)
    } else {
        Simd128.run(task)
    };
    #[cfg(not(any(
        target_arch = "x86_64",
        all(target_arch = "aarch64", target_feature = "neon"),
        all(target_arch = "wasm32", target_feature = "simd128")
    )))]
    return Portable.run(task);
}
