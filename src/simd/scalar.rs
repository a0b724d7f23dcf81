//! The portable path, in general registers: the root getters on architectures other than
//! x86_64, the batches without AVX2, and everywhere a path the tests force. The root
//! convention (`occupied`), on the scalar fills that `cargo bench --bench fills` and
//! `--bench simd` measure fastest for each job: Kogge-Stone
//! ([`crate::kogge`]) for four directions and for the batches, Dumb7Fill ([`crate::dumb7`])
//! for a single call over all eight directions, and the subtraction of [`crate::subtract`].
//!
//! Why the split: on a baseline x86-64 target the compiler vectorizes eight interleaved
//! Kogge-Stone rays with SSE2 and runs out of registers (276 instructions with spills, against
//! 96 for the rook), so one call of the queen is about 1.35x slower than Dumb7Fill's. In a
//! batch loop the positions are independent: the Kogge-Stone loop of
//! [`slider_attacks_batch`] took 5.9 µs for 1000 positions, against 15.0 µs for single
//! Dumb7Fill calls (`cargo bench --bench simd`); the queen, rook and bishop batches use the
//! same loop, not measured separately.
//!
//! Call them directly to force this path (the tests do, so that every CPU exercises it).
//! For `const` contexts, call [`crate::kogge`] and [`crate::dumb7`], which these wrap.

use super::batch::{LengthMismatch, set_batch_len, slider_batch_len};
use crate::{Bitboard, Empty};
use crate::{dumb7, kogge, subtract};

/// The empty squares: neither occupied nor a slider.
#[inline(always)]
const fn empty(occupied: u64, sliders: u64) -> Empty {
    Empty::from_empty_squares(Bitboard(!(occupied | sliders)))
}

/// [`crate::queen_attacks`] on [`dumb7::queen_attacks`]: all eight directions.
#[inline]
#[must_use]
pub fn queen_attacks(sliders: u64, occupied: u64) -> u64 {
    dumb7::queen_attacks(Bitboard(sliders), empty(occupied, sliders)).0
}

/// [`crate::rook_attacks`] on [`kogge::rook_attacks`].
#[inline]
#[must_use]
pub fn rook_attacks(sliders: u64, occupied: u64) -> u64 {
    kogge::rook_attacks(Bitboard(sliders), empty(occupied, sliders)).0
}

/// [`crate::bishop_attacks`] on [`kogge::bishop_attacks`].
#[inline]
#[must_use]
pub fn bishop_attacks(sliders: u64, occupied: u64) -> u64 {
    kogge::bishop_attacks(Bitboard(sliders), empty(occupied, sliders)).0
}

/// The squares attacked by `orthogonal` along ranks and files and by `diagonal` along
/// diagonals: [`crate::slider_attacks`].
#[inline]
#[must_use]
pub fn slider_attacks(orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
    let empty = empty(occupied, orthogonal | diagonal);
    dumb7::rook_attacks(Bitboard(orthogonal), empty).0
        | dumb7::bishop_attacks(Bitboard(diagonal), empty).0
}

/// The attacks in each direction, in dir8 order: [`super::attacks_by_direction`].
#[inline]
#[must_use]
pub fn attacks_by_direction(sliders: u64, occupied: u64) -> [u64; 8] {
    slider_attacks_by_direction(sliders, sliders, occupied)
}

/// `orthogonal`'s attacks along ranks and files and `diagonal`'s along diagonals, each
/// direction apart, in dir8 order: [`super::slider_attacks_by_direction`].
#[inline]
#[must_use]
pub fn slider_attacks_by_direction(orthogonal: u64, diagonal: u64, occupied: u64) -> [u64; 8] {
    let empty = empty(occupied, orthogonal | diagonal);
    let (orthogonal, diagonal) = (Bitboard(orthogonal), Bitboard(diagonal));
    [
        kogge::no_ea_attacks(diagonal, empty).0,
        kogge::east_attacks(orthogonal, empty).0,
        kogge::so_ea_attacks(diagonal, empty).0,
        kogge::sout_attacks(orthogonal, empty).0,
        kogge::so_we_attacks(diagonal, empty).0,
        kogge::west_attacks(orthogonal, empty).0,
        kogge::no_we_attacks(diagonal, empty).0,
        kogge::nort_attacks(orthogonal, empty).0,
    ]
}

/// Two calls of [`subtract::east_attacks`]: [`super::east_attacks_x2`].
#[inline]
#[must_use]
pub fn east_attacks_x2(rooks: [u64; 2], occupied: [u64; 2]) -> [u64; 2] {
    [
        subtract::east_attacks(Bitboard(rooks[0]), Empty::of(Bitboard(occupied[0]))).0,
        subtract::east_attacks(Bitboard(rooks[1]), Empty::of(Bitboard(occupied[1]))).0,
    ]
}

/// `out[i] = f(sliders[i], occupied[i])`, after the length check.
fn each(
    sliders: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
    f: impl Fn(u64, u64) -> u64,
) -> Result<(), LengthMismatch> {
    set_batch_len(sliders, occupied, out)?;
    for ((out, sliders), occupied) in out.iter_mut().zip(sliders).zip(occupied) {
        *out = Bitboard(f(sliders.0, occupied.0));
    }
    Ok(())
}

/// A loop over [`kogge::queen_attacks`]: [`super::queen_attacks_batch`].
pub fn queen_attacks_batch(
    sliders: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    each(sliders, occupied, out, |s, o| {
        kogge::queen_attacks(Bitboard(s), empty(o, s)).0
    })
}

/// A loop over [`rook_attacks`]: [`super::rook_attacks_batch`].
pub fn rook_attacks_batch(
    sliders: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    each(sliders, occupied, out, rook_attacks)
}

/// A loop over [`bishop_attacks`]: [`super::bishop_attacks_batch`].
pub fn bishop_attacks_batch(
    sliders: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    each(sliders, occupied, out, bishop_attacks)
}

/// A loop over the Kogge-Stone rook and bishop getters: [`super::slider_attacks_batch`].
pub fn slider_attacks_batch(
    orthogonal: &[Bitboard],
    diagonal: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    slider_batch_len(orthogonal, diagonal, occupied, out)?;
    for (((out, &orthogonal), &diagonal), &occupied) in
        out.iter_mut().zip(orthogonal).zip(diagonal).zip(occupied)
    {
        let empty = empty(occupied.0, orthogonal.0 | diagonal.0);
        *out = kogge::rook_attacks(orthogonal, empty) | kogge::bishop_attacks(diagonal, empty);
    }
    Ok(())
}
