//! A flying king's captures, set-wise, on the attacks of any shift fill (Kogge-Stone by
//! default): the draughts king that moves any distance along a diagonal captures the first
//! piece on its ray if it is an enemy with an empty square beyond it, and lands on any
//! empty square beyond it up to the next piece.
//!
//! The attacks of every king in one direction end on the first occupied square of each
//! ray, so `attacks & enemies` is the set of enemies the kings reach, each on its own
//! king's ray. An enemy can be captured if the square beyond it is empty: one shift of the
//! fill's first propagator (the empty squares, masked as the fill masked them) back onto
//! it (`flying_targets`). The landing squares are the attacks of those enemies in the same
//! direction, fill over the same empty squares (whose doublings the first fill kept), that
//! are empty (`flying_jumps`): the empty squares up to the next piece, none when the square
//! right beyond is occupied. As with the hoppers (`hopper.rs`), fills are unions over their
//! generators, so all of it holds for every king at once.

use super::super::spec::{Algo, Op, Spec};
use super::direction::reassigns;
use super::docs::{describe_cost, doc_lines, docs, prose};
use super::params::{Edge, Param, edge, wrap};
use super::rays::{Generator, attack_rays};
use super::word::{hex, shifted};
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::Ident;

pub(super) fn expand(spec: &Spec, op: Op, name: Ident) -> TokenStream {
    let board = spec.board;
    let (kings, enemies, empty) = (
        format_ident!("kings"),
        format_ident!("enemies"),
        format_ident!("empty"),
    );
    let (gen_mut, _) = reassigns(spec.algo, Op::Attacks);
    let generators = spec
        .rays
        .iter()
        .map(|ray| {
            if gen_mut {
                Generator {
                    name: format_ident!("{}_kings", ray.snake()),
                    init: Some(quote!(#kings)),
                }
            } else {
                Generator {
                    name: kings.clone(),
                    init: None,
                }
            }
        })
        .collect();
    // Keep: the first propagator of each ray stays as it is (targets shift it), and its
    // Kogge-Stone doublings serve the second fill (jumps).
    let (rays, kept) = attack_rays(spec, generators, "", true, None, false);
    let mut total = rays.ops;
    let mut body = Vec::new();
    if spec.algo != Algo::Subtract
        && spec
            .rays
            .iter()
            .any(|ray| board.spare_bits_can_enter(ray.step))
    {
        // The spare bits of the word would flood onto the board through a right shift.
        let m = hex(board, board.board_mask());
        body.push(quote!(let #kings = #kings & #m;));
        total.ands += 1;
    }
    body.extend(rays.setup.iter().cloned());
    body.extend(rays.interleaved().into_iter().cloned());
    // The first blocker of each ray, where it is an enemy.
    let reached: Vec<(Ident, TokenStream)> = spec
        .rays
        .iter()
        .zip(&rays.results)
        .map(|(ray, attacks)| {
            total.ands += 1;
            (
                format_ident!("{}_enemies", ray.snake()),
                quote!((#attacks) & #enemies),
            )
        })
        .collect();
    let results: Vec<TokenStream> = match op {
        Op::FlyingTargets => spec
            .rays
            .iter()
            .zip(reached)
            .zip(&kept)
            .map(|((ray, (name, init)), kept)| {
                body.push(quote!(let #name = #init;));
                // The first propagator: the empty squares a step may land on, so that its
                // bit moved one step back is the square it came from.
                let propagator = kept.first().cloned().unwrap_or_else(|| empty.clone());
                let beyond = shifted(&propagator, -board.shift(ray.step));
                total.shifts += 1;
                total.ands += 1;
                quote!(#name & #beyond)
            })
            .collect(),
        _ => {
            let generators = reached
                .into_iter()
                .map(|(name, init)| Generator {
                    name,
                    init: Some(init),
                })
                .collect();
            let (beyond, _) = attack_rays(spec, generators, "beyond_", false, Some(&kept), false);
            body.extend(beyond.setup.iter().cloned());
            body.extend(beyond.interleaved().into_iter().cloned());
            total.add(beyond.ops);
            spec.rays
                .iter()
                .zip(&beyond.results)
                .zip(beyond.floods.iter().zip(&kept))
                .map(
                    |((ray, attacks), (flood, kept))| match (flood, kept.first()) {
                        // The attacks of the enemies, the empty squares only: their flood moved
                        // one step on the first propagator, which is `empty` masked as the
                        // attacks' final shift would be, one `and` instead of two.
                        (Some(flood), Some(propagator)) => {
                            let amount = board.shift(ray.step);
                            // Counted by `attack_rays` as the attacks' shift and mask.
                            total.ands -= u32::from(board.landing_mask(ray.step, 1).is_some());
                            total.ands += 1;
                            let moved = shifted(flood, amount);
                            quote!(#moved & #propagator)
                        }
                        _ => {
                            total.ands += 1;
                            quote!((#attacks) & #empty)
                        }
                    },
                )
                .collect()
        }
    };
    let results: Vec<TokenStream> = if results.len() > 1 {
        results.iter().map(|r| quote!((#r))).collect()
    } else {
        results
    };
    total.ors += results.len() as u32 - 1;
    let cost = describe_cost(spec, op, &total, spec.rays.len() as u32);
    let dirs: Vec<String> = spec.rays.iter().map(prose).collect();
    // The call as written: a single direction's name is shown only if it was given.
    let shown = if spec.is_list {
        Some(&name)
    } else {
        spec.name.as_ref()
    };
    let doc = docs(&doc_lines(spec, text(op, &dirs), op, cost, shown));
    let vis = &spec.vis;
    let Edge {
        params,
        unwrap,
        output,
    } = edge(
        spec,
        &[
            Param::set(&kings, false),
            Param::empty(&empty, false),
            Param::set(&enemies, false),
        ],
    );
    let result = wrap(spec, quote!(#(#results)|*));
    let attrs = &spec.attrs;
    // Spanned at the name, as the other expansions, for the dead-code lint.
    let span = name.span();
    quote_spanned! {span=>
        #doc
        #(#attrs)*
        #[inline]
        #[must_use]
        #vis const fn #name(#params) -> #output {
            #unwrap
            #(#body)*
            #result
        }
    }
}

/// The doc comment's first paragraph.
fn text(op: Op, dirs: &[String]) -> String {
    let dirs = match dirs {
        [one] => format!("direction {one}"),
        _ => format!("directions {}", dirs.join(", ")),
    };
    let blockers = "`empty` and `enemies` must not overlap. Every square in neither blocks \
                    without being captured: the pieces of the side that captures, and in a \
                    capture sequence the enemies already captured, which stay on the board \
                    until it ends; a king that moves on from a square counts it as `empty` \
                    says.";
    match op {
        Op::FlyingTargets => format!(
            "The enemies a flying king of `kings` can capture in the {dirs}, given the \
             `empty` squares and the `enemies`: on each ray, the first square not in `empty`, \
             if it is in `enemies` and the square beyond it is in `empty`. {blockers}"
        ),
        _ => format!(
            "The landing squares of the captures of every flying king in `kings` in the \
             {dirs}, given the `empty` squares and the `enemies`: on each ray whose first \
             square not in `empty` is in `enemies`, the squares of `empty` beyond it up to \
             the next square not in `empty` (none when the square right beyond it is not \
             empty). The union over the kings and directions; with one king and one \
             direction per call, every landing square captures the same enemy. {blockers}"
        ),
    }
}
