//! The Chess Programming Wiki's Dumb7Fill: one step at a time, as many cycles as the
//! longest ray needs (seven on 8x8), unrolled; or as the page's loop that stops when the
//! flood stops, the only expansion that branches.

use super::super::board::Board;
use super::super::spec::{Op, Ray};
use super::direction::{DirCode, Names};
use super::word::{Ops, shifted};
use quote::quote;

pub(super) fn code(board: Board, ray: &Ray, op: Op, n: &Names, looped: bool) -> DirCode {
    let s = board.shift(ray.step);
    let (g, p, f) = (&n.generator, &n.propagator, &n.flood);
    let mut ops = Ops::default();
    let propagator_mask = board.landing_mask(ray.step, 1);
    ops.ands += u32::from(propagator_mask.is_some());
    let moved = shifted(g, s);
    let mut steps = Vec::new();
    let setup;
    if looped {
        setup = vec![quote!(let mut #f = 0;)];
        steps.push(quote! {
            while #g != 0 {
                #f |= #g;
                #g = #moved & #p;
            }
        });
        // Counted per iteration: `describe_cost` says so.
        ops.ors += 1;
        ops.shifts += 1;
        ops.ands += 1;
    } else {
        setup = vec![quote!(let mut #f = #g;)];
        let cycles = cycles(board, ray, op);
        for k in 0..cycles {
            if k + 1 < cycles {
                steps.push(quote!(#g = #moved & #p; #f |= #g;));
            } else {
                steps.push(quote!(#f |= #moved & #p;));
            }
        }
        ops.shifts += cycles;
        ops.ands += cycles;
        ops.ors += cycles;
    }
    let mut code = DirCode::new(board, ray, op, f, propagator_mask, setup, steps, ops);
    // The propagator is only masked, never changed: a second fill can use it again.
    code.kept = vec![p.clone()];
    code
}

/// One cycle per square of the longest ray (seven on 8x8); for attacks one fewer, because
/// the final shift attacks the edge square whatever is on it.
pub(super) fn cycles(board: Board, ray: &Ray, op: Op) -> u32 {
    let longest = board.longest_ray(ray.step);
    if op == Op::Occluded {
        longest
    } else {
        longest - 1
    }
}
