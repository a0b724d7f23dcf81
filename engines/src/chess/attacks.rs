//! Attack getters: bitfill's root getters for sets of sliders, single sliders, knights,
//! kings and pawns, and the choice of kernel inside the perft recursion's copies.
//!
//! At the leaves of perft the moves of all sliders are counted at once, set-wise:
//! `slider_attacks_by_direction` (bitfill's `simd::slider_attacks_by_direction`, eight
//! Kogge-Stone rays in vector lanes) gives each direction's attacks apart, and a target on
//! a ray has one slider behind it, so the popcounts add up to the moves. The opponent's
//! attack map comes from `slider_attacks` (bitfill's `slider_attacks`). Inside the copies
//! of the recursion compiled for AVX2 and for AVX-512 both take bitfill's kernels for
//! those features inline. The moves of one slider go through [`rook_moves_from`],
//! [`bishop_moves_from`] and [`queen_moves_from`], which use bitfill's root single-square
//! getters (`bitfill::rook_attacks_from`, ...), as do the checks and pins
//! (`bitfill::pins::slider_checks`).
//!
//! Knights, kings and pawns are bitfill's (`bitfill::leapers::KNIGHT_ATTACKS` and
//! `KING_ATTACKS` per square, `pawn_attacks` set-wise). Tables: bitfill's leapers, 2,048
//! bytes; the tables bitfill's single-square sliders read,
//! 3,584 bytes; bitfill's line tables (`RANK`, `FILE`,
//! `DIAGONAL`, `ANTI_DIAGONAL`, 512 bytes each), read for a quick "can any slider be on a
//! line through the king at all" test.

use bitfill::{Color, Square};

/// Where the generator's slider kernels come from: bitfill's run-time dispatch
/// ([`Dispatch`]), or, inside a copy of the perft recursion compiled for more features,
/// bitfill's kernels for those features, inlined, through tokens asked for once at the
/// root (`V3`, `V4`): no check of the CPU at any node.
pub trait Kernels: Copy {
    /// The squares `orthogonal` attacks along ranks and files and `diagonal` along
    /// diagonals (bitfill's `slider_attacks`).
    fn slider_attacks(self, orthogonal: u64, diagonal: u64, occupied: u64) -> u64;
    /// The same, each direction apart (bitfill's `simd::slider_attacks_by_direction`).
    fn slider_attacks_by_direction(self, orthogonal: u64, diagonal: u64, occupied: u64)
    -> [u64; 8];
    /// The squares one queen on `sq` attacks ([`queen_moves_from`]).
    fn queen_moves_from(self, sq: u32, occupied: u64) -> u64;
    /// `popcount(sets[0] & mask) + ... + popcount(sets[7] & mask)`: plain popcounts where
    /// the code has POPCNT, else the build's choice (`tally::sum_of_counts`).
    fn sum_of_counts(self, sets: [u64; 8], mask: u64) -> u32;
}

/// bitfill's root getters, as the build and the run-time dispatch choose; with AVX2
/// compiled in and AVX-512 not, the AVX2 kernels inlined (the dispatch would look for
/// AVX-512 and call its kernel where the CPU has it, which costs more than the kernel
/// saves at this size).
#[derive(Clone, Copy)]
pub struct Dispatch;

impl Kernels for Dispatch {
    #[inline(always)]
    fn slider_attacks(self, orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
        #[cfg(all(
            target_arch = "x86_64",
            target_feature = "avx2",
            not(target_feature = "avx512f")
        ))]
        if let Some(avx2) = bitfill::simd::Avx2::detect() {
            return avx2.slider_attacks(orthogonal, diagonal, occupied);
        }
        bitfill::slider_attacks(orthogonal, diagonal, occupied)
    }

    #[inline(always)]
    fn slider_attacks_by_direction(
        self,
        orthogonal: u64,
        diagonal: u64,
        occupied: u64,
    ) -> [u64; 8] {
        #[cfg(all(
            target_arch = "x86_64",
            target_feature = "avx2",
            not(target_feature = "avx512f")
        ))]
        if let Some(avx2) = bitfill::simd::Avx2::detect() {
            return avx2.slider_attacks_by_direction(orthogonal, diagonal, occupied);
        }
        bitfill::simd::slider_attacks_by_direction(orthogonal, diagonal, occupied)
    }

    #[inline(always)]
    fn queen_moves_from(self, sq: u32, occupied: u64) -> u64 {
        queen_moves_from(sq, occupied)
    }

    #[inline(always)]
    fn sum_of_counts(self, sets: [u64; 8], mask: u64) -> u32 {
        crate::tally::sum_of_counts(sets, mask)
    }
}

/// The kernels of the recursion's copy for AVX2, BMI1, BMI2, POPCNT and LZCNT: bitfill's
/// AVX2 kernels through its token. Only x86_64 builds without AVX2 compiled in have it
/// (with AVX2 compiled in, [`Dispatch`] takes them).
/// True when the CPU runs AVX2, BMI1, BMI2, POPCNT and LZCNT: the features of the
/// recursion's copy for AVX2, and part of those of the copy for AVX-512.
#[cfg(all(target_arch = "x86_64", not(target_feature = "avx512f")))]
fn v3_features() -> bool {
    std::is_x86_feature_detected!("avx2")
        && std::is_x86_feature_detected!("bmi1")
        && std::is_x86_feature_detected!("bmi2")
        && std::is_x86_feature_detected!("popcnt")
        && std::is_x86_feature_detected!("lzcnt")
}

#[cfg(all(target_arch = "x86_64", not(target_feature = "avx2")))]
#[derive(Clone, Copy)]
pub(crate) struct V3 {
    avx2: bitfill::simd::Avx2,
}

#[cfg(all(target_arch = "x86_64", not(target_feature = "avx2")))]
impl V3 {
    /// The kernels, if the CPU runs every feature of the copy: asked once, at the root.
    /// A `V3` exists only where it does.
    pub(crate) fn detect() -> Option<V3> {
        let avx2 = bitfill::simd::Avx2::detect()?;
        v3_features().then_some(V3 { avx2 })
    }
}

#[cfg(all(target_arch = "x86_64", not(target_feature = "avx2")))]
impl Kernels for V3 {
    #[inline(always)]
    fn slider_attacks(self, orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
        self.avx2.slider_attacks(orthogonal, diagonal, occupied)
    }

    #[inline(always)]
    fn slider_attacks_by_direction(
        self,
        orthogonal: u64,
        diagonal: u64,
        occupied: u64,
    ) -> [u64; 8] {
        self.avx2
            .slider_attacks_by_direction(orthogonal, diagonal, occupied)
    }

    #[inline(always)]
    fn queen_moves_from(self, sq: u32, occupied: u64) -> u64 {
        self.avx2.queen_attacks_from(square(sq), occupied)
    }

    #[inline(always)]
    fn sum_of_counts(self, sets: [u64; 8], mask: u64) -> u32 {
        crate::tally::sum_of_counts_with::<_, true>(sets, mask)
    }
}

/// The kernels of the recursion's copy for AVX-512 (F, VL, BW, DQ) and the features of
/// `V3`: bitfill's AVX-512 kernels for the sets of sliders, its AVX2 queen. Only x86_64
/// builds without AVX-512 compiled in have it.
#[cfg(all(target_arch = "x86_64", not(target_feature = "avx512f")))]
#[derive(Clone, Copy)]
pub(crate) struct V4 {
    avx512: bitfill::simd::Avx512,
    avx2: bitfill::simd::Avx2,
}

#[cfg(all(target_arch = "x86_64", not(target_feature = "avx512f")))]
impl V4 {
    /// The kernels, if the CPU runs every feature of the copy: asked once, at the root.
    /// A `V4` exists only where it does.
    pub(crate) fn detect() -> Option<V4> {
        let features = v3_features()
            && std::is_x86_feature_detected!("avx512f")
            && std::is_x86_feature_detected!("avx512vl")
            && std::is_x86_feature_detected!("avx512bw")
            && std::is_x86_feature_detected!("avx512dq");
        let (avx512, avx2) = (
            bitfill::simd::Avx512::detect()?,
            bitfill::simd::Avx2::detect()?,
        );
        features.then_some(V4 { avx512, avx2 })
    }
}

#[cfg(all(target_arch = "x86_64", not(target_feature = "avx512f")))]
impl Kernels for V4 {
    #[inline(always)]
    fn slider_attacks(self, orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
        self.avx512.slider_attacks(orthogonal, diagonal, occupied)
    }

    #[inline(always)]
    fn slider_attacks_by_direction(
        self,
        orthogonal: u64,
        diagonal: u64,
        occupied: u64,
    ) -> [u64; 8] {
        self.avx512
            .slider_attacks_by_direction(orthogonal, diagonal, occupied)
    }

    #[inline(always)]
    fn queen_moves_from(self, sq: u32, occupied: u64) -> u64 {
        self.avx2.queen_attacks_from(square(sq), occupied)
    }

    #[inline(always)]
    fn sum_of_counts(self, sets: [u64; 8], mask: u64) -> u32 {
        crate::tally::sum_of_counts_with::<_, true>(sets, mask)
    }
}

/// The square with index `sq & 63`: a total conversion for indices that come from
/// `trailing_zeros` of a non-empty bitboard, so no check is needed on the hot path.
#[inline]
pub(crate) const fn square(sq: u32) -> Square {
    Square::ALL[(sq & 63) as usize]
}

/// The squares one rook on `sq` attacks: up to and including the first occupied square
/// on each of its four rays.
///
/// ```text
/// . . . 1 . . . .     rook on d4, blockers on d7 and f4:
/// . . . 1 . . . .     the blockers are attacked, the squares behind them are not
/// . . . 1 . . . .
/// . . . 1 . . . .
/// 1 1 1 . 1 1 . .
/// . . . 1 . . . .
/// . . . 1 . . . .
/// . . . 1 . . . .
/// ```
///
/// The one place where the generator asks about a single rook, so it uses bitfill's
/// single-square getter, `bitfill::rook_attacks_from`: Hyperbola Quintessence, the fastest
/// in `cargo bench --bench single_rounds` (bulk perft against cozy-chess, measured with it
/// and with kindergarten bitboards: see "One slider" in docs/performance.md).
///
/// ```
/// use bitfill_engines::chess::attacks::rook_moves_from;
/// // d4 = 27; blockers on d7 (51) and f4 (29).
/// let expected = 0x0008_0808_3708_0808_u64;
/// assert_eq!(rook_moves_from(27, 1 << 51 | 1 << 29), expected);
/// ```
#[inline]
#[must_use]
pub fn rook_moves_from(sq: u32, occupied: u64) -> u64 {
    bitfill::rook_attacks_from(square(sq), occupied)
}

/// The squares one bishop on `sq` attacks, up to and including the first occupied square
/// on each diagonal ray. The single-bishop counterpart of [`rook_moves_from`].
#[inline]
#[must_use]
pub fn bishop_moves_from(sq: u32, occupied: u64) -> u64 {
    bitfill::bishop_attacks_from(square(sq), occupied)
}

/// The squares one queen on `sq` attacks: [`rook_moves_from`] | [`bishop_moves_from`].
#[inline]
#[must_use]
pub fn queen_moves_from(sq: u32, occupied: u64) -> u64 {
    bitfill::queen_attacks_from(square(sq), occupied)
}

/// The squares a knight on `sq` attacks: `bitfill::knight_attacks_from` (one read of its
/// table), from the bit index the generator has in hand (`from_index_wrapping` is free).
#[inline]
#[must_use]
pub fn knight_moves_from(sq: u32) -> u64 {
    bitfill::knight_attacks_from(Square::from_index_wrapping(sq as usize))
}

/// The squares next to a king on `sq`: `bitfill::king_attacks_from`.
#[inline]
#[must_use]
pub fn king_moves_from(sq: u32) -> u64 {
    bitfill::king_attacks_from(Square::from_index_wrapping(sq as usize))
}

/// The side whose turn the generator's `WHITE` parameter stands for.
#[inline]
#[must_use]
pub const fn side<const WHITE: bool>() -> Color {
    if WHITE { Color::White } else { Color::Black }
}
