//! Not for users: what the crate's own benches and tests compare against or check, with no
//! promise that it stays. Hidden from the docs.
//!
//! - the tables `build.rs` writes ([`tables`]), which the tests hold to their oracles;
//! - the loop version of Dumb7Fill ([`dumb7_attacks_loop`]), timed against the unrolled fills;
//! - the AVX2 kernel's Dumb7Fill variants and Othello's Kogge-Stone flips
//!   (`avx2_dumb7_slider_attacks`, `avx2_dumb7_attacks_by_direction`, `othello_kogge_flips`),
//!   the kernels the chosen ones were measured against;
//! - the byte counts of the single-square getters' tables, which the docs quote.
#![allow(missing_docs)]

use crate::{Dir, Empty};

/// The Chess Programming Wiki's "Occupancy of any Line": the index helpers
/// [`kindergarten`](crate::kindergarten)'s multiplications stand on, held to the tests.
pub mod line_occupancy {
    pub use crate::line_occupancy::*;
}

/// The two counters behind [`popcount::Tally`](crate::popcount::Tally), held against each
/// other on every target.
pub mod popcount {
    pub use crate::popcount::counters::*;
}

/// Each path's kernels on the bare words, forced: what the tests hold against the oracle
/// on every CPU and target (the public way to a path is its token, [`crate::simd::Kernels`]).
pub mod simd {
    /// The portable fills.
    pub mod scalar {
        pub use crate::simd::scalar::*;
    }
    /// SSE2, the x86_64 baseline.
    #[cfg(target_arch = "x86_64")]
    pub mod sse2 {
        pub use crate::simd::sse2::*;
    }
    /// NEON, on aarch64.
    #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
    pub mod neon {
        pub use crate::simd::neon::*;
    }
    /// simd128, on wasm32 built with it.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    pub mod wasm {
        pub use crate::simd::wasm::*;
    }
}

/// Othello's kernels on the bare words, each path forced.
pub mod othello {
    pub use crate::othello::scalar::{flips, moves};
    /// SSE2.
    #[cfg(target_arch = "x86_64")]
    pub mod sse2 {
        pub use crate::othello::sse2::*;
    }
    /// AVX2, with its token.
    #[cfg(target_arch = "x86_64")]
    pub mod avx2 {
        pub use crate::othello::avx2::{flips, moves};
    }
    /// NEON.
    #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
    pub mod neon {
        pub use crate::othello::neon::*;
    }
    /// simd128.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    pub mod wasm {
        pub use crate::othello::wasm::*;
    }
}

/// Hyperbola Quintessence's vector paths on the bare words.
pub mod hyperbola {
    /// simd128's single-square getters.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    pub mod wasm {
        pub use crate::hyperbola::wasm::*;
    }
}

/// The tables `build.rs` writes.
pub mod tables {
    pub use crate::tables::*;
}

/// The loop version of the Chess Programming Wiki's Dumb7Fill page: fill until the flood stops, then one more step. It branches
/// and its time depends on the position; it is here to be compared with the unrolled fills.
#[inline]
#[must_use]
pub const fn dumb7_attacks_loop(mut sliders: u64, empty: Empty, dir: Dir) -> u64 {
    let r = (dir.shift() & 63) as u32;
    let empty = empty.0 & dir.avoid_wrap().0;
    let mut flood = 0;
    while sliders != 0 {
        flood |= sliders;
        sliders = crate::dumb7::cycle(sliders, empty, r);
    }
    crate::shift_one(crate::Bitboard(flood), dir).0
}

/// Bytes of tables [`hyperbola`](crate::hyperbola) reads.
pub const HYPERBOLA_TABLE_BYTES: usize = crate::hyperbola::TABLE_BYTES;
/// Bytes of tables [`kindergarten`](crate::kindergarten) reads.
pub const KINDERGARTEN_TABLE_BYTES: usize = crate::kindergarten::TABLE_BYTES;
/// Bytes of the [`leapers`](crate::leapers)' tables.
pub const LEAPERS_TABLE_BYTES: usize = crate::leapers::TABLE_BYTES;

#[cfg(target_arch = "x86_64")]
pub use x86::*;

#[cfg(target_arch = "x86_64")]
mod x86 {
    use crate::Square;
    use crate::simd::Avx2;

    /// `Avx2::slider_attacks` by Dumb7Fill instead of Kogge-Stone.
    #[inline]
    #[must_use]
    pub fn avx2_dumb7_slider_attacks(
        avx2: Avx2,
        orthogonal: u64,
        diagonal: u64,
        occupied: u64,
    ) -> u64 {
        avx2.dumb7_slider_attacks(orthogonal, diagonal, occupied)
    }

    /// `Avx2::attacks_by_direction` by Dumb7Fill instead of Kogge-Stone.
    #[inline]
    #[must_use]
    pub fn avx2_dumb7_attacks_by_direction(avx2: Avx2, sliders: u64, occupied: u64) -> [u64; 8] {
        avx2.dumb7_attacks_by_direction(sliders, occupied)
    }

    /// Othello's flips by Kogge-Stone fills in AVX2 lanes, the kernel the ray flips replaced
    /// where AVX-512 is not compiled in.
    #[inline]
    #[must_use]
    pub fn othello_kogge_flips(avx2: Avx2, player: u64, opponent: u64, square: Square) -> u64 {
        crate::othello::avx2::kogge_flips(avx2, player, opponent, square)
    }
}
