//! Dumb7Fill: the straightforward flood, one step per cycle, seven cycles.
//!
//! ```text
//! flood = generator;
//! generator = (generator >> 8) & propagator;  flood |= generator;   cycle 1 of 7 (sout)
//! ...
//! ```
//!
//! Each cycle depends on the last, but the propagator stays constant, so several
//! directions interleave well. The attack getter needs one cycle fewer than the occluded
//! fill: after six cycles the flood has reached every square up to six steps away, and the
//! final shift attacks the seventh, the board edge, whatever stands on it. So its inner
//! flood is *not* the occluded fill; the public `*_occluded` functions are full seven-cycle
//! fills and equal [`kogge`](crate::kogge)'s.

use crate::{Dir, shift_one};
use fill_macros::fill;

fill!(dir = nort, algo = dumb7, vis = pub);
fill!(dir = noEa, algo = dumb7, vis = pub);
fill!(dir = east, algo = dumb7, vis = pub);
fill!(dir = soEa, algo = dumb7, vis = pub);
fill!(dir = sout, algo = dumb7, vis = pub);
fill!(dir = soWe, algo = dumb7, vis = pub);
fill!(dir = west, algo = dumb7, vis = pub);
fill!(dir = noWe, algo = dumb7, vis = pub);

fill!(dir = [nort, east, sout, west], algo = dumb7, name = rook_attacks, vis = pub);
fill!(dir = [noEa, soEa, soWe, noWe], algo = dumb7, name = bishop_attacks, vis = pub);
fill!(
    dir = [nort, noEa, east, soEa, sout, soWe, west, noWe],
    algo = dumb7,
    name = queen_attacks,
    vis = pub
);

/// One flood cycle in a direction chosen at run time: rotate by [`Dir::shift`], then keep
/// what the (wrap-masked) propagator lets through.
const fn cycle(generator: u64, propagator: u64, r: u32) -> u64 {
    generator.rotate_left(r) & propagator
}

/// The occluded fill in a direction chosen at run time ("Generalized Rays" on the Chess Programming Wiki's Dumb7Fill page),
/// seven unrolled cycles.
#[inline]
#[must_use]
pub const fn occluded(mut generator: u64, propagator: u64, dir: Dir) -> u64 {
    let r = (dir.shift() & 63) as u32;
    // The wrap mask on the propagator also clears the rank a rotate would wrap into.
    let propagator = propagator & dir.avoid_wrap();
    let mut flood = generator;
    let mut i = 0;
    while i < 7 {
        generator = cycle(generator, propagator, r);
        flood |= generator;
        i += 1;
    }
    flood
}

/// The attacks of `sliders` in a direction chosen at run time: six cycles and the final
/// step (the unrolled generalized attack getter of the Chess Programming Wiki's Dumb7Fill page).
#[inline]
#[must_use]
pub const fn attacks(mut sliders: u64, empty: u64, dir: Dir) -> u64 {
    let r = (dir.shift() & 63) as u32;
    let empty = empty & dir.avoid_wrap();
    let mut flood = sliders;
    let mut i = 0;
    while i < 6 {
        sliders = cycle(sliders, empty, r);
        flood |= sliders;
        i += 1;
    }
    shift_one(flood, dir)
}

/// The loop version of the Chess Programming Wiki's Dumb7Fill page: fill until the flood stops, then one more step. It branches
/// and its time depends on the position; it is here to be compared with the unrolled fills.
#[inline]
#[must_use]
pub const fn attacks_loop(mut sliders: u64, empty: u64, dir: Dir) -> u64 {
    let r = (dir.shift() & 63) as u32;
    let empty = empty & dir.avoid_wrap();
    let mut flood = 0;
    while sliders != 0 {
        flood |= sliders;
        sliders = cycle(sliders, empty, r);
    }
    shift_one(flood, dir)
}
