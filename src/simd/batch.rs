//! The length check of the `*_batch` functions, shared by every backend so that the error
//! names the same arguments everywhere, and its error.

use crate::Bitboard;
use core::fmt;

/// The error of a `*_batch` function whose slices differ in length: nothing was written.
///
/// The first slice argument sets the length of the batch; `argument` names the first other
/// slice whose length differs from it.
///
/// ```
/// use bitfill::{Bitboard, simd};
/// let (sliders, occupied) = ([Bitboard(1), Bitboard(2)], [Bitboard::EMPTY; 2]);
/// let error = simd::queen_attacks_batch(&sliders, &occupied, &mut [Bitboard::EMPTY; 3]).unwrap_err();
/// assert_eq!(error.to_string(), "batch length mismatch: `out` has 3 bitboards, `sliders` has 2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LengthMismatch {
    /// The name of the first slice argument, which sets the batch length.
    pub expected_from: &'static str,
    /// The batch length: the length of `expected_from`.
    pub expected: usize,
    /// The name of the slice argument whose length differs.
    pub argument: &'static str,
    /// Its length.
    pub found: usize,
}

impl fmt::Display for LengthMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "batch length mismatch: `{}` has {} bitboards, `{}` has {}",
            self.argument, self.found, self.expected_from, self.expected
        )
    }
}

impl core::error::Error for LengthMismatch {}

/// The common length of the named slices, or the first one that differs from the first.
fn batch_len(slices: &[(&'static str, usize)]) -> Result<usize, LengthMismatch> {
    let Some(&(expected_from, expected)) = slices.first() else {
        return Ok(0);
    };
    match slices.iter().find(|&&(_, len)| len != expected) {
        None => Ok(expected),
        Some(&(argument, found)) => Err(LengthMismatch {
            expected_from,
            expected,
            argument,
            found,
        }),
    }
}

/// The length check of the one-set batches (`queen`, `rook`, `bishop`), shared by every
/// backend so that the error names the same arguments everywhere.
pub(super) fn set_batch_len(
    sliders: &[Bitboard],
    occupied: &[Bitboard],
    out: &[Bitboard],
) -> Result<usize, LengthMismatch> {
    batch_len(&[
        ("sliders", sliders.len()),
        ("occupied", occupied.len()),
        ("out", out.len()),
    ])
}

/// The length check of [`slider_attacks_batch`](super::slider_attacks_batch), shared by
/// every backend.
pub(super) fn slider_batch_len(
    orthogonal: &[Bitboard],
    diagonal: &[Bitboard],
    occupied: &[Bitboard],
    out: &[Bitboard],
) -> Result<usize, LengthMismatch> {
    batch_len(&[
        ("orthogonal", orthogonal.len()),
        ("diagonal", diagonal.len()),
        ("occupied", occupied.len()),
        ("out", out.len()),
    ])
}
