//! The Chess Programming Wiki's Kogge-Stone Algorithm: a parallel prefix fill in doubling
//! steps of 1, 2, 4, ... squares, as many as the longest ray needs (three on 8x8).

use super::super::board::Board;
use super::super::spec::{Op, Ray};
use super::direction::{DirCode, Names};
use super::word::{Ops, masked, shift_bare, shifted};
use quote::{format_ident, quote};
use syn::Ident;

/// What the occluded fill does with its propagator's doublings (the squares from which 1, 2,
/// 4, ... steps run through empty squares).
pub(super) enum Propagators<'a> {
    /// Double the propagator in place, as the Kogge-Stone Algorithm page does.
    InPlace,
    /// Keep each doubling in a local of its own (`nort_empty_2`, `nort_empty_4`, ...), so
    /// that a second fill over the same empty squares (a hopper's) can use them again.
    Keep,
    /// Use the doublings a `Keep` fill made: no propagator work at all.
    Reuse(&'a [Ident]),
}

pub(super) fn code(board: Board, ray: &Ray, op: Op, n: &Names) -> DirCode {
    code_with(board, ray, op, n, &Propagators::InPlace)
}

pub(super) fn code_with(
    board: Board,
    ray: &Ray,
    op: Op,
    n: &Names,
    propagators: &Propagators,
) -> DirCode {
    let s = board.shift(ray.step);
    let steps_needed = board.kogge_steps(ray.step);
    let (g, p) = (&n.generator, &n.propagator);
    let mut ops = Ops::default();
    let mut steps = Vec::new();
    let mut propagator_mask = None;
    match op {
        Op::Fill => {
            // The propagators are compile-time constants: the squares a doubling step
            // may land on without wrapping.
            for k in 0..steps_needed {
                let amount = s << k;
                let flood = match board.landing_mask(ray.step, 1 << k) {
                    None => shift_bare(g, amount),
                    Some(mask) => {
                        ops.ands += 1;
                        masked(board, mask, shifted(g, amount))
                    }
                };
                steps.push(quote!(#g |= #flood;));
                ops.shifts += 1;
                ops.ors += 1;
            }
        }
        _ if !matches!(propagators, Propagators::InPlace) => {
            let reused = match propagators {
                Propagators::Reuse(names) => Some(*names),
                _ => None,
            };
            // The wrap mask goes on the first propagator, once; reused ones have it.
            if reused.is_none()
                && let Some(mask) = board.landing_mask(ray.step, 1)
            {
                propagator_mask = Some(mask);
                ops.ands += 1;
            }
            let mut kept = vec![p.clone()];
            for k in 0..steps_needed {
                let amount = s << k;
                let here = match reused {
                    Some(names) => names[k as usize].clone(),
                    None => kept[k as usize].clone(),
                };
                let moved = shifted(g, amount);
                let mut step = quote!(#g |= #here & #moved;);
                ops.shifts += 1;
                ops.ands += 1;
                ops.ors += 1;
                if reused.is_none() && k + 1 < steps_needed {
                    let next = format_ident!("{}_{}", p, 2u32 << k);
                    let moved = shifted(&here, amount);
                    step.extend(quote!(let #next = #here & #moved;));
                    ops.shifts += 1;
                    ops.ands += 1;
                    kept.push(next);
                }
                steps.push(step);
            }
            let mut code = DirCode::new(board, ray, op, g, propagator_mask, Vec::new(), steps, ops);
            code.kept = if reused.is_none() { kept } else { Vec::new() };
            return code;
        }
        _ => {
            if let Some(mask) = board.landing_mask(ray.step, 1) {
                // A wrapped bit must never propagate, so the wrap mask goes on the
                // propagator once, instead of after every shift of the generator.
                propagator_mask = Some(mask);
                ops.ands += 1;
            }
            for k in 0..steps_needed {
                let amount = s << k;
                let moved = shifted(g, amount);
                let mut step = quote!(#g |= #p & #moved;);
                ops.shifts += 1;
                ops.ands += 1;
                ops.ors += 1;
                // The last doubling of the propagator would only serve a next step.
                if k + 1 < steps_needed {
                    let moved = shift_bare(p, amount);
                    step.extend(quote!(#p &= #moved;));
                    ops.shifts += 1;
                    ops.ands += 1;
                }
                steps.push(step);
            }
        }
    }
    DirCode::new(board, ray, op, g, propagator_mask, Vec::new(), steps, ops)
}
