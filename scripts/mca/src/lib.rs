//! The loops scripts/mca.sh hands to llvm-mca: one side's slider attack map over a slice
//! of positions, once per contender, each an unmangled `#[inline(never)]` function so
//! that its loop can be cut out of the assembly. Each iteration of the outer loop is one
//! position; the magic loop has an inner loop per piece kind, which the script weighs by
//! the number of pieces in the positions.

#![no_std]

use bitfill::Bitboard;
use cozy_chess::{BitBoard, get_bishop_moves, get_rook_moves};

/// One position: one side's rooks and queens, its bishops and queens, and the occupancy.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct Position {
    pub orthogonal: Bitboard,
    pub diagonal: Bitboard,
    pub occupied: Bitboard,
}

/// `out[i]` = the side's attack map of `positions[i]`, by `f`.
#[inline(always)]
fn each(positions: &[Position], out: &mut [Bitboard], f: impl Fn(&Position) -> Bitboard) {
    for (out, p) in out.iter_mut().zip(positions) {
        *out = f(p);
    }
}

/// bitfill's eight directions in one call: `slider_attacks` (on aarch64, `simd::neon`).
#[unsafe(no_mangle)]
#[inline(never)]
pub fn mca_slider_attacks(positions: &[Position], out: &mut [Bitboard]) {
    each(positions, out, |p| {
        bitfill::slider_attacks(p.orthogonal, p.diagonal, p.occupied)
    });
}

/// bitfill's two root calls, rook and bishop (on aarch64, `simd::neon`'s).
#[unsafe(no_mangle)]
#[inline(never)]
pub fn mca_two_calls(positions: &[Position], out: &mut [Bitboard]) {
    each(positions, out, |p| {
        bitfill::rook_attacks(p.orthogonal, p.occupied)
            | bitfill::bishop_attacks(p.diagonal, p.occupied)
    });
}

/// The scalar Kogge-Stone fills of `bitfill::kogge` (the `const` path), rook and bishop.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn mca_kogge(positions: &[Position], out: &mut [Bitboard]) {
    each(positions, out, |p| {
        let empty = bitfill::Empty::of(p.occupied | p.orthogonal | p.diagonal);
        bitfill::kogge::rook_attacks(p.orthogonal, empty)
            | bitfill::kogge::bishop_attacks(p.diagonal, empty)
    });
}

/// What a user without set-wise fills writes: one cozy-chess magic lookup per piece.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn mca_magic(positions: &[Position], out: &mut [Bitboard]) {
    each(positions, out, |p| {
        let occupied = BitBoard(p.occupied.0);
        let mut attacks = BitBoard::EMPTY;
        for square in BitBoard(p.orthogonal.0) {
            attacks |= get_rook_moves(square, occupied);
        }
        for square in BitBoard(p.diagonal.0) {
            attacks |= get_bishop_moves(square, occupied);
        }
        Bitboard(attacks.0)
    });
}
