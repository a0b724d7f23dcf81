//! Set-wise attacks on NEON (Advanced SIMD), which every aarch64 CPU runs: two opposite
//! directions per 128-bit register, one lane shifting left and the other right.
//!
//! SSE2 shifts both 64-bit lanes by the same amount, so [`sse2`](super) pairs a direction
//! with its opposite by flipping the board (a byte swap). NEON's `ushl` (`vshlq_u64`)
//! takes a signed count per lane, a negative one shifting right, so a register
//! `[board, board]` shifted by `[s, -s]` steps both ways at once and no flip is needed:
//! one Kogge-Stone fill runs a direction in lane 0 and its opposite in lane 1. The wrap
//! mask of each lane is that of its own direction (the Chess Programming Wiki's
//! Kogge-Stone Algorithm page: towards the east not the a-file, towards the west not the
//! h-file):
//!
//! ```text
//! lane                  0                    1
//! generator             sliders              sliders
//! counts [8, -8]        nort                 sout
//! counts [9, -9]        noEa, not a-file     soWe, not h-file
//! counts [-7, 7]        soEa, not a-file     noWe, not h-file
//! counts [1, -1]        east, not a-file     west, not h-file   (attacks_by_direction)
//! ```
//!
//! Every pair that wraps goes east in lane 0 and west in lane 1 (the 7 pair takes its
//! counts as `[-7, 7]` for that), so all of them share one wrap mask `[not a-file, not
//! h-file]`: the two diagonal pairs mask the empty squares once and their ORed attacks
//! once. The two lanes are ORed once at the end. Each pair is Kogge-Stone's fill, 11
//! vector operations, and the wrap masks (13 for a pair alone, 2 x 11 + 3 for the two
//! diagonal pairs):
//!
//! ```text
//! propagator = empty & wrap                             1
//! generator = bsl(propagator, ushl(generator, step),    2   three times: steps 1, 2, 4
//!                 generator)
//! propagator &= ushl(propagator, step)                  2   twice
//! attacks = ushl(generator, step) & wrap                2
//! ```
//!
//! The bit select `bsl(mask, a, b)` (`a` where `mask` has a bit, `b` elsewhere) does
//! Kogge-Stone's `generator |= propagator & moved` in one instruction where the generator
//! and the propagator share no square, and for sliders filling through the empty squares
//! they never do (the comment on `occluded_disjoint` says why).
//!
//! East and west of the root getters stay in general registers, both by subtraction
//! ([`crate::subtract`], 7 operations): west is east on the board turned half round
//! (`rbit` reverses the 64 bits, so a1 becomes h8 and every ray towards the west one
//! towards the east), three `rbit`s more, where Kogge-Stone's west takes 16. An aarch64
//! core issues integer and vector instructions to separate pipes, so the two halves run
//! side by side. Operation counts, vector (v) and general-register (g), the `dup`s into
//! vectors and the `fmov`, `mov` and `orr` out included:
//!
//! ```text
//! rook     1 pair (11 v) + 4 v + east and west (17 g) + 4 g
//! bishop   2 pairs (25 v) + 4 v
//! slider   3 pairs (36 v) + 5 v + east and west (17 g) + 5 g
//! ```
//!
//! `scripts/mca.sh` (docs/arm.md) estimates the split with llvm-mca: with west by
//! Kogge-Stone the side map took 21.5 cycles a position on llvm-mca's `apple-m1` model,
//! with west by subtraction 20.0, with one wrap mask for both diagonal pairs 19.0, and
//! with the bit selects 15.5; the vertical pair in general registers too (fewer vector
//! operations, more integer ones) took 40.
//!
//! The batches run the single-position kernel in a loop: the positions are independent, so
//! the core overlaps them. Two positions per register, every direction with the same
//! shifts in both lanes, would take about 48 vector operations a position (seven
//! Kogge-Stone rays and east by subtraction for two boards, their masks and ORs) against
//! the single kernel's 41, which also leaves east and west to the integer pipes; LLVM's own
//! vectorization of the scalar Kogge-Stone loop, two positions per register, took 23.3
//! cycles a position on llvm-mca's `apple-m1` model against this loop's 15.5.
//! [`attacks_by_direction`] runs all four pairs in vectors and stores the lanes.
//!
//! NEON is a target property: this module compiles only where `target_feature = "neon"`
//! is enabled for the whole build (every aarch64 target but the soft-float ones), so every
//! CPU the code can run on has it, and nothing is detected at run time. Each public
//! function calls its `#[target_feature(enable = "neon")]` kernel in an `unsafe` block
//! whose only proof obligation is that fact.

use super::batch::{LengthMismatch, set_batch_len, slider_batch_len};
use crate::{Bitboard, subtract};
use core::arch::aarch64::{
    int64x2_t, uint64x2_t, vandq_u64, vbicq_u64, vbslq_u64, vcombine_s64, vcombine_u64,
    vcreate_s64, vcreate_u64, vdupq_n_u64, veorq_u64, vgetq_lane_u64, vorrq_u64, vshlq_u64,
    vsubq_u64,
};

const NOT_A_FILE: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H_FILE: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// `[lane0, lane1]`.
#[target_feature(enable = "neon")]
#[inline]
pub(crate) fn pair(lane0: u64, lane1: u64) -> uint64x2_t {
    vcombine_u64(vcreate_u64(lane0), vcreate_u64(lane1))
}

/// `[value, value]`.
#[target_feature(enable = "neon")]
#[inline]
pub(crate) fn splat(value: u64) -> uint64x2_t {
    vdupq_n_u64(value)
}

/// Lane 0 ORed with lane 1.
#[target_feature(enable = "neon")]
#[inline]
pub(crate) fn or_lanes(v: uint64x2_t) -> u64 {
    vgetq_lane_u64::<0>(v) | vgetq_lane_u64::<1>(v)
}

/// The shift counts of a pair of opposite directions, `step` squares a step: lane 0 by
/// `step`, lane 1 by `-step` (a positive count towards h8, a negative one towards a1), for
/// one, two and four steps.
#[target_feature(enable = "neon")]
#[inline]
pub(crate) fn counts(step: i64) -> [int64x2_t; 3] {
    let lanes = |n: i64| vcombine_s64(vcreate_s64(n as u64), vcreate_s64(n.wrapping_neg() as u64));
    [lanes(step), lanes(2 * step), lanes(4 * step)]
}

/// The occluded fill of `generator` through `propagator` (already wrap-masked), each lane
/// shifting by its own `counts` (one, two and four steps): Kogge-Stone's three doubling
/// steps, 13 operations.
#[target_feature(enable = "neon")]
#[inline]
pub(crate) fn occluded(
    mut generator: uint64x2_t,
    mut propagator: uint64x2_t,
    counts: &[int64x2_t; 3],
) -> uint64x2_t {
    let shift = |v: uint64x2_t, count: int64x2_t| vshlq_u64(v, count);
    generator = vorrq_u64(
        generator,
        vandq_u64(propagator, shift(generator, counts[0])),
    );
    propagator = vandq_u64(propagator, shift(propagator, counts[0]));
    generator = vorrq_u64(
        generator,
        vandq_u64(propagator, shift(generator, counts[1])),
    );
    propagator = vandq_u64(propagator, shift(propagator, counts[1]));
    vorrq_u64(
        generator,
        vandq_u64(propagator, shift(generator, counts[2])),
    )
}

/// [`occluded`] where `generator` and `propagator` share no square, as sliders and the
/// empty squares never do: 10 operations. Each step `generator | propagator & moved` is
/// one bit select (`bsl`: `moved` where `propagator` has a bit, `generator` elsewhere),
/// which equals it as long as the generator and the propagator stay apart. They do: after
/// `k` steps a square of the generator is at most `2^k - 1` squares past a slider, and a
/// square of the propagator has `2^k - 1` empty squares behind it, the slider's among them.
#[target_feature(enable = "neon")]
#[inline]
fn occluded_disjoint(
    mut generator: uint64x2_t,
    mut propagator: uint64x2_t,
    counts: &[int64x2_t; 3],
) -> uint64x2_t {
    let shift = |v: uint64x2_t, count: int64x2_t| vshlq_u64(v, count);
    generator = vbslq_u64(propagator, shift(generator, counts[0]), generator);
    propagator = vandq_u64(propagator, shift(propagator, counts[0]));
    generator = vbslq_u64(propagator, shift(generator, counts[1]), generator);
    propagator = vandq_u64(propagator, shift(propagator, counts[1]));
    vbslq_u64(propagator, shift(generator, counts[2]), generator)
}

/// `v` moved one step of `counts` (lane 0 towards h8, lane 1 towards a1).
#[target_feature(enable = "neon")]
#[inline]
pub(crate) fn step(v: uint64x2_t, counts: &[int64x2_t; 3]) -> uint64x2_t {
    vshlq_u64(v, counts[0])
}

/// The attacks of a pair of opposite directions through `propagator` (already
/// wrap-masked, and apart from `generator`), before the final wrap mask, which the
/// vertical pair does not need: 11 operations.
#[target_feature(enable = "neon")]
#[inline]
fn unmasked_attacks(
    generator: uint64x2_t,
    propagator: uint64x2_t,
    counts: &[int64x2_t; 3],
) -> uint64x2_t {
    step(occluded_disjoint(generator, propagator, counts), counts)
}

/// Nort in lane 0, sout in lane 1: 11 operations.
#[target_feature(enable = "neon")]
#[inline]
fn vertical(sliders: uint64x2_t, empty: uint64x2_t) -> uint64x2_t {
    unmasked_attacks(sliders, empty, &counts(8))
}

/// NoEa and soEa in lane 0, soWe and noWe in lane 1: 2 x 11 + 3 operations.
#[target_feature(enable = "neon")]
#[inline]
fn diagonal(sliders: uint64x2_t, empty: uint64x2_t) -> uint64x2_t {
    // Both pairs go east in lane 0 and west in lane 1 (the 7 pair by counts [-7, 7]), so
    // one wrap mask serves both, before the fills and after.
    let wrap = pair(NOT_A_FILE, NOT_H_FILE);
    let propagator = vandq_u64(empty, wrap);
    let nine = unmasked_attacks(sliders, propagator, &counts(9));
    let seven = unmasked_attacks(sliders, propagator, &counts(-7));
    vandq_u64(vorrq_u64(nine, seven), wrap)
}

/// East and west, in general registers, both by subtraction: west is east on the board
/// turned half round (`rbit` reverses the 64 bits: a1 becomes h8, a ray towards the west
/// one towards the east), three `rbit`s and 7 operations against Kogge-Stone's 16.
#[inline(always)]
fn horizontal(sliders: u64, empty: u64) -> u64 {
    let west = subtract::east_attacks(
        Bitboard(sliders.reverse_bits()),
        crate::Empty(empty.reverse_bits()),
    );
    subtract::east_attacks(Bitboard(sliders), crate::Empty(empty)).0 | west.0.reverse_bits()
}

/// The squares attacked along ranks and files by every slider in `sliders`, given the
/// `occupied` squares: [`crate::rook_attacks`] on NEON.
#[inline]
#[must_use]
pub fn rook_attacks(sliders: u64, occupied: u64) -> u64 {
    // SAFETY: this module compiles only with `target_feature = "neon"` enabled for the
    // whole build: every CPU the code runs on has NEON.
    unsafe { kernel_rook_attacks(sliders, occupied) }
}

#[target_feature(enable = "neon")]
#[inline]
fn kernel_rook_attacks(sliders: u64, occupied: u64) -> u64 {
    let empty = !(occupied | sliders);
    or_lanes(vertical(splat(sliders), splat(empty))) | horizontal(sliders, empty)
}

/// The squares attacked along diagonals by every slider in `sliders`, given the `occupied`
/// squares: [`crate::bishop_attacks`] on NEON.
#[inline]
#[must_use]
pub fn bishop_attacks(sliders: u64, occupied: u64) -> u64 {
    // SAFETY: this module compiles only with `target_feature = "neon"` enabled for the
    // whole build: every CPU the code runs on has NEON.
    unsafe { kernel_bishop_attacks(sliders, occupied) }
}

#[target_feature(enable = "neon")]
#[inline]
fn kernel_bishop_attacks(sliders: u64, occupied: u64) -> u64 {
    or_lanes(diagonal(splat(sliders), splat(!(occupied | sliders))))
}

/// The squares attacked by every queen in `sliders`, given the `occupied` squares:
/// [`crate::queen_attacks`] on NEON.
#[inline]
#[must_use]
pub fn queen_attacks(sliders: u64, occupied: u64) -> u64 {
    slider_attacks(sliders, sliders, occupied)
}

/// The squares attacked by `orthogonal` along ranks and files and by `diagonal` along
/// diagonals, given the `occupied` squares: [`crate::slider_attacks`] on NEON.
#[inline]
#[must_use]
pub fn slider_attacks(orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
    // SAFETY: this module compiles only with `target_feature = "neon"` enabled for the
    // whole build: every CPU the code runs on has NEON.
    unsafe { kernel_slider_attacks(orthogonal, diagonal, occupied) }
}

#[target_feature(enable = "neon")]
#[inline]
fn kernel_slider_attacks(orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
    let empty = !(occupied | orthogonal | diagonal);
    let empties = splat(empty);
    let up_and_down = vorrq_u64(
        vertical(splat(orthogonal), empties),
        self::diagonal(splat(diagonal), empties),
    );
    or_lanes(up_and_down) | horizontal(orthogonal, empty)
}

/// The attacks of every slider in `sliders` in each direction, in dir8 order:
/// [`simd::attacks_by_direction`](super::attacks_by_direction) on NEON, all four pairs
/// in vectors (4 x 11 operations, one wrap mask for the empty squares and one for each of
/// the three pairs that wrap), each lane stored to its direction.
#[inline]
#[must_use]
pub fn attacks_by_direction(sliders: u64, occupied: u64) -> [u64; 8] {
    slider_attacks_by_direction(sliders, sliders, occupied)
}

/// `orthogonal`'s attacks along ranks and files and `diagonal`'s along diagonals, each
/// direction apart, in dir8 order:
/// [`simd::slider_attacks_by_direction`](super::slider_attacks_by_direction) on NEON, as
/// [`attacks_by_direction`] with a generator of each kind.
#[inline]
#[must_use]
pub fn slider_attacks_by_direction(orthogonal: u64, diagonal: u64, occupied: u64) -> [u64; 8] {
    // SAFETY: this module compiles only with `target_feature = "neon"` enabled for the
    // whole build: every CPU the code runs on has NEON.
    unsafe { kernel_attacks_by_direction(orthogonal, diagonal, occupied) }
}

#[target_feature(enable = "neon")]
#[inline]
fn kernel_attacks_by_direction(orthogonal: u64, diagonal: u64, occupied: u64) -> [u64; 8] {
    let (generator, diagonal_generator) = (splat(orthogonal), splat(diagonal));
    let empty = splat(!(occupied | orthogonal | diagonal));
    // Every pair that wraps goes east in lane 0 and west in lane 1 (the 7 pair by counts
    // [-7, 7]): one wrap mask for all three.
    let wrap = pair(NOT_A_FILE, NOT_H_FILE);
    let propagator = vandq_u64(empty, wrap);
    let masked = |v: uint64x2_t| vandq_u64(v, wrap);
    let nort_sout = vertical(generator, empty);
    let east_west_rays = masked(unmasked_attacks(generator, propagator, &counts(1)));
    let no_ea_so_we = masked(unmasked_attacks(diagonal_generator, propagator, &counts(9)));
    let so_ea_no_we = masked(unmasked_attacks(
        diagonal_generator,
        propagator,
        &counts(-7),
    ));
    let lane0 = |v: uint64x2_t| vgetq_lane_u64::<0>(v);
    let lane1 = |v: uint64x2_t| vgetq_lane_u64::<1>(v);
    // dir8: noEa, east, soEa, sout, soWe, west, noWe, nort.
    [
        lane0(no_ea_so_we),
        lane0(east_west_rays),
        lane0(so_ea_no_we),
        lane1(nort_sout),
        lane1(no_ea_so_we),
        lane1(east_west_rays),
        lane1(so_ea_no_we),
        lane0(nort_sout),
    ]
}

/// East attacks of two boards at once, by subtraction: [`super::east_attacks_x2`].
///
/// `vsubq_u64` subtracts each 64-bit lane on its own, so the borrows of one board never
/// reach the other, and the scalar `o ^ (o - 2r)` trick of [`crate::subtract`] runs on
/// both lanes unchanged (the Chess Programming Wiki's "even more with vectors of two
/// bitboards"): 6 operations for two boards.
#[inline]
#[must_use]
pub fn east_attacks_x2(rooks: [u64; 2], occupied: [u64; 2]) -> [u64; 2] {
    // SAFETY: this module compiles only with `target_feature = "neon"` enabled for the
    // whole build: every CPU the code runs on has NEON.
    unsafe { kernel_east_attacks_x2(rooks, occupied) }
}

#[target_feature(enable = "neon")]
#[inline]
fn kernel_east_attacks_x2(rooks: [u64; 2], occupied: [u64; 2]) -> [u64; 2] {
    // The h-file counts as occupied, so that no borrow runs into the next rank; rooks on the
    // h-file attack nothing eastwards and leave the subtraction.
    let h_file = splat(0x8080_8080_8080_8080);
    let rooks = pair(rooks[0], rooks[1]);
    let occupied_with_rooks = vorrq_u64(pair(occupied[0], occupied[1]), vorrq_u64(rooks, h_file));
    // `bic(a, b)` is `a & !b`: the rooks off the h-file.
    let movers = vbicq_u64(rooks, h_file);
    let occupied_without_movers = veorq_u64(movers, occupied_with_rooks);
    let v = veorq_u64(
        vsubq_u64(occupied_without_movers, movers),
        occupied_with_rooks,
    );
    [vgetq_lane_u64::<0>(v), vgetq_lane_u64::<1>(v)]
}

/// `out[i] = f(sliders[i], occupied[i])`, after the length check.
#[inline(always)]
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

/// [`simd::queen_attacks_batch`](super::queen_attacks_batch): a loop over [`queen_attacks`].
pub fn queen_attacks_batch(
    sliders: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    each(sliders, occupied, out, queen_attacks)
}

/// [`simd::rook_attacks_batch`](super::rook_attacks_batch): a loop over [`rook_attacks`].
pub fn rook_attacks_batch(
    sliders: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    each(sliders, occupied, out, rook_attacks)
}

/// [`simd::bishop_attacks_batch`](super::bishop_attacks_batch): a loop over
/// [`bishop_attacks`].
pub fn bishop_attacks_batch(
    sliders: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    each(sliders, occupied, out, bishop_attacks)
}

/// [`simd::slider_attacks_batch`](super::slider_attacks_batch): a loop over
/// [`slider_attacks`].
pub fn slider_attacks_batch(
    orthogonal: &[Bitboard],
    diagonal: &[Bitboard],
    occupied: &[Bitboard],
    out: &mut [Bitboard],
) -> Result<(), LengthMismatch> {
    slider_batch_len(orthogonal, diagonal, occupied, out)?;
    for (((out, orthogonal), diagonal), occupied) in
        out.iter_mut().zip(orthogonal).zip(diagonal).zip(occupied)
    {
        *out = Bitboard(slider_attacks(orthogonal.0, diagonal.0, occupied.0));
    }
    Ok(())
}
