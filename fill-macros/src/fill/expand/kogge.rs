//! The Chess Programming Wiki's Kogge-Stone Algorithm: a parallel prefix fill in doubling
//! steps of 1, 2, 4, ... squares, as many as the longest ray needs (three on 8x8).

use super::{DirCode, Names, Ops, masked, shift_bare, shifted};
use crate::fill::board::Board;
use crate::fill::validate::{Op, Ray};
use quote::quote;

pub(super) fn code(board: Board, ray: &Ray, op: Op, n: &Names) -> DirCode {
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
