//! Expand: a valid [`Spec`] into items. Pure `proc_macro2` in and out, so the unit tests
//! and the expansion snapshots call it directly. Each algorithm writes one direction's code
//! in its own file, named after its Chess Programming Wiki page; the hoppers are built from
//! the attacks of any of them (`hopper.rs`).
//!
//! Each direction is emitted as `setup` statements, interleavable `steps` and a `result`
//! expression over local names, so that a direction list can run its rays round-robin:
//! step 1 of every ray, then step 2 of every ray, and so on. Neighbouring statements are
//! independent and an out-of-order CPU overlaps them.
//!
//! The files build on one another and never import back: `word` (the word, its literals,
//! shifts and operation counts) and `params` (the sets at the edge of a function) at the
//! bottom; `direction` (one direction's code) on them; the algorithms (`kogge`, `dumb7`,
//! `subtract`) on that; `rays` (every ray of a call, interleaved) on the algorithms;
//! `hopper` and `docs` (the doc comments) on `rays`; the ops' files (`slider`, `leap`,
//! `jumps`, `flying`) on top, called from here; `wide` rewrites what they made past 128
//! squares.

mod direction;
mod docs;
mod dumb7;
mod flying;
mod hopper;
mod jumps;
mod kogge;
mod leap;
mod params;
mod rays;
mod slider;
mod subtract;
mod wide;
mod word;

use super::spec::Spec;
use proc_macro2::TokenStream;
use syn::Ident;

/// The items of a valid call: one function per op.
pub fn expand(spec: &Spec) -> TokenStream {
    let ray = spec.rays[0];
    spec.ops
        .iter()
        .map(|&op| {
            let name = spec
                .name
                .clone()
                .unwrap_or_else(|| Ident::new(&format!("{}_{}", ray.snake(), op.name()), ray.span));
            let item = if op.is_leaper() {
                leap::expand(spec, op, name)
            } else if op.is_jump() {
                jumps::expand(spec, op, name)
            } else if op.is_flying() {
                flying::expand(spec, op, name)
            } else if spec.is_list || op.is_hopper() {
                slider::expand_rays(spec, op, name)
            } else {
                slider::expand_one(spec, &ray, op, name)
            };
            if spec.board.is_wide() {
                wide::widen(item)
            } else {
                item
            }
        })
        .collect()
}
