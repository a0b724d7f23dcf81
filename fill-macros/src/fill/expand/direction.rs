//! One direction's code, as each algorithm writes it (`kogge.rs`, `dumb7.rs`,
//! `subtract.rs`): the local names it works on, its statements and its result.

use super::super::board::{Board, Mask};
use super::super::spec::{Algo, Op, Ray};
use super::word::{Ops, hex, shift_bare, shifted};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::Ident;

/// The local names one direction's code works on.
pub(super) struct Names {
    pub(super) generator: Ident,
    pub(super) propagator: Ident,
    pub(super) flood: Ident,
}

/// One direction's code, before it is wrapped into a function.
pub(super) struct DirCode {
    /// Mask applied to the propagator once, up front (the wrap mask), if any.
    pub(super) propagator_mask: Option<Mask>,
    /// Whether the generator must first lose the word's spare bits (the bits that are not
    /// squares): they would flood onto the board through a right shift, or be part of an
    /// occluded fill's result.
    pub(super) generator_mask: bool,
    pub(super) setup: Vec<TokenStream>,
    pub(super) steps: Vec<TokenStream>,
    pub(super) result: TokenStream,
    pub(super) ops: Ops,
    /// The propagators the fill leaves for a second fill over the same empty squares, if
    /// any (see `kogge::Propagators`).
    pub(super) kept: Vec<Ident>,
    /// The local the flood ends in, before `result`'s final shift, if there is one.
    pub(super) flood: Option<Ident>,
}

impl DirCode {
    /// The code of a fill algorithm whose flood ends in `flood`; `attacks` adds the final
    /// shift.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn new(
        board: Board,
        ray: &Ray,
        op: Op,
        flood: &Ident,
        propagator_mask: Option<Mask>,
        setup: Vec<TokenStream>,
        steps: Vec<TokenStream>,
        mut ops: Ops,
    ) -> DirCode {
        let generator_mask =
            board.has_spare_bits() && (op != Op::Attacks || board.spare_bits_can_enter(ray.step));
        let result = final_shift(board, ray, op, flood, &mut ops);
        DirCode {
            propagator_mask,
            generator_mask,
            setup,
            steps,
            result,
            ops,
            kept: Vec::new(),
            flood: Some(flood.clone()),
        }
    }
}

/// Which inputs an algorithm reassigns: `(generator, propagator)`. Masking the
/// propagator up front is accounted for separately, by `DirCode::propagator_mask`.
pub(super) fn reassigns(algo: Algo, op: Op) -> (bool, bool) {
    match (algo, op) {
        (Algo::Kogge, Op::Fill) => (true, false),
        (Algo::Kogge, _) => (true, true),
        (Algo::Dumb7 | Algo::Dumb7Loop, _) => (true, false),
        (Algo::Subtract, _) => (false, false),
    }
}

/// For `attacks`, one more step, so that the sliders drop out and the blockers come in.
fn final_shift(board: Board, ray: &Ray, op: Op, flood: &Ident, ops: &mut Ops) -> TokenStream {
    if op != Op::Attacks {
        return quote!(#flood);
    }
    let s = board.shift(ray.step);
    ops.shifts += 1;
    match board.landing_mask(ray.step, 1) {
        None => shift_bare(flood, s),
        Some(mask) => {
            ops.ands += 1;
            let moved = shifted(flood, s);
            let mask = hex(board, mask);
            quote!(#moved & #mask)
        }
    }
}

/// The names of an op's two parameters: `(generator, propagator)` for the fills,
/// `(sliders, empty)` for the attacks and what is built on them.
pub(super) fn param_names(op: Op) -> (Ident, Ident) {
    match op {
        Op::Fill | Op::Occluded => (format_ident!("generator"), format_ident!("propagator")),
        _ => (format_ident!("sliders"), format_ident!("empty")),
    }
}
