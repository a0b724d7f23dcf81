//! Hoppers, set-wise, on the attacks of any algorithm: pieces that move along a ray over
//! exactly one occupied square. The names are the literature's: xiangqi calls the piece a
//! cannon jumps its "screen", fairy chess calls the piece a grasshopper jumps its "hurdle".
//!
//! The attacks of every slider in one direction end on the first occupied square of each
//! ray, so `attacks & occupied` is the set of screens (hurdles), each on its own slider's
//! ray. From there, the cannon's captures are the attacks of the screens in the same
//! direction that land on an occupied square; the grasshopper lands one step beyond the
//! hurdle. Fills are unions over their generators, so all of it holds for any number of
//! sliders at once.

use super::super::spec::{Op, Spec};
use super::rays::{Generator, attack_rays};
use super::word::{Ops, masked, shifted};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::Ident;

/// The doc comment's first paragraph.
pub(super) fn text(op: Op, dirs: &[String]) -> String {
    let dirs = match dirs {
        [one] => format!("direction {one}"),
        _ => format!("directions {}", dirs.join(", ")),
    };
    match op {
        Op::Cannon => format!(
            "The captures of every xiangqi cannon in `sliders` in the {dirs}, given \
             the `empty` squares: on each ray, the first occupied square beyond the first \
             occupied one (the cannon's \"screen\", as xiangqi calls it), whatever stands on \
             it; mask your own pieces out. A cannon moves without capturing like a rook: those \
             are the `attacks` squares that are empty."
        ),
        _ => format!(
            "The landing squares of every grasshopper in `sliders` in the {dirs}, \
             given the `empty` squares: on each ray, the square right after the first \
             occupied one (the \"hurdle\", as fairy chess calls it), if it is on the board, \
             whatever stands on it; mask your own pieces out."
        ),
    }
}

/// Appends to `body` what follows the attacks of every ray (given as `attacks`, each ray's
/// result expression) and returns each ray's term of the union.
pub(super) fn expand(
    spec: &Spec,
    op: Op,
    attacks: &[TokenStream],
    kept: &[Vec<Ident>],
    body: &mut Vec<TokenStream>,
    total: &mut Ops,
) -> Vec<TokenStream> {
    let board = spec.board;
    let occupied = format_ident!("occupied");
    body.push(quote!(let #occupied = !empty;));
    total.nots += 1;
    // The first occupied square of each ray.
    let what = if op == Op::Cannon {
        "screens"
    } else {
        "hurdles"
    };
    let firsts: Vec<(Ident, TokenStream)> = spec
        .rays
        .iter()
        .zip(attacks)
        .map(|(ray, attacks)| {
            total.ands += 1;
            (
                format_ident!("{}_{what}", ray.snake()),
                quote!((#attacks) & #occupied),
            )
        })
        .collect();
    match op {
        Op::Cannon => {
            let generators = firsts
                .into_iter()
                .map(|(name, init)| Generator {
                    name,
                    init: Some(init),
                })
                .collect();
            let (beyond, _) = attack_rays(spec, generators, "hop_", false, Some(kept), false);
            body.extend(beyond.setup.iter().cloned());
            body.extend(beyond.interleaved().into_iter().cloned());
            total.add(beyond.ops);
            beyond
                .results
                .iter()
                .map(|r| {
                    total.ands += 1;
                    quote!((#r) & #occupied)
                })
                .collect()
        }
        _ => spec
            .rays
            .iter()
            .zip(firsts)
            .map(|(ray, (name, init))| {
                body.push(quote!(let #name = #init;));
                total.shifts += 1;
                let moved = shifted(&name, board.shift(ray.step));
                match board.landing_mask(ray.step, 1) {
                    None => moved,
                    Some(mask) => {
                        total.ands += 1;
                        masked(board, mask, moved)
                    }
                }
            })
            .collect(),
    }
}
