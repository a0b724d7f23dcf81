//! Short captures, set-wise: a piece jumps over an enemy one step away onto the empty
//! square beyond it, as a draughts man captures (and a checkers king), for every piece of a
//! set at once, as draughts programs generate men's captures. Per direction it is two
//! shifts: the pieces moved one step meet the enemies, and those moved one step more
//! meet the empty squares (`jumps`); or, walking back from the empty squares, the enemies
//! with an empty square beyond them, moved back one step more, meet the pieces
//! (`jumpers`). No fill: nothing slides.
//!
//! One mask per direction, on the result: the squares whose square two steps back (for
//! `jumpers`, two steps on) is on the board, so that each bit comes from the square it
//! should and nothing wraps across an edge, lands on a draughts board's ghost bit or on the
//! word's spare bits. It is left out only where no bit outside it can be reached (north and
//! south on 8x8, where the shift brings in zeros); the middle square is then on the board
//! too, between two that are.

use super::super::board::Step;
use super::super::spec::{Op, Spec};
use super::docs::{board_text, docs, invocation, prose};
use super::params::{Edge, Param, edge, wrap};
use super::word::{Ops, hex, shifted};
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::Ident;

pub(super) fn expand(spec: &Spec, op: Op, name: Ident) -> TokenStream {
    let board = spec.board;
    let (pieces, enemies, empty) = (
        format_ident!("pieces"),
        format_ident!("enemies"),
        format_ident!("empty"),
    );
    let mut ops = Ops::default();
    let mut body = Vec::new();
    let mut results = Vec::new();
    for ray in &spec.rays {
        let step = ray.step;
        let s = board.shift(step);
        let middle = format_ident!("{}_enemies", ray.snake());
        // `jumps` walks forwards from the pieces, `jumpers` backwards from the empty squares.
        let (from, to, amount, back) = match op {
            Op::Jumps => (&pieces, &empty, s, step),
            _ => (
                &empty,
                &pieces,
                -s,
                Step {
                    file: -step.file,
                    rank: -step.rank,
                },
            ),
        };
        let moved = shifted(from, amount);
        body.push(quote!(let #middle = #enemies & #moved;));
        let moved = shifted(&middle, amount);
        ops.shifts += 2;
        ops.ands += 2;
        results.push(match board.exact_landing_mask(back, 2) {
            Some(mask) => {
                ops.ands += 1;
                let mask = hex(board, mask);
                quote!(#mask & #to & #moved)
            }
            None => quote!(#to & #moved),
        });
    }
    ops.ors += results.len() as u32 - 1;
    let results: Vec<TokenStream> = if results.len() > 1 {
        results.iter().map(|r| quote!((#r))).collect()
    } else {
        results
    };
    let doc = docs(&doc_lines(spec, op, &ops, &name));
    let vis = &spec.vis;
    let Edge {
        params,
        unwrap,
        output,
    } = edge(
        spec,
        &[
            Param::set(&pieces, false),
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

fn doc_lines(spec: &Spec, op: Op, ops: &Ops, name: &Ident) -> Vec<String> {
    let dirs: Vec<String> = spec.rays.iter().map(prose).collect();
    let along = match &dirs[..] {
        [one] => format!("the direction {one}"),
        _ => format!("any of the directions {}", dirs.join(", ")),
    };
    let what = match op {
        Op::Jumps => format!(
            "The landing squares of the short captures of `pieces` along {along}, as a \
             draughts man captures: the square two steps from a piece, if it is in `empty` \
             and the square between is in `enemies`. The union over the pieces and \
             directions; with one direction per call, the captured enemy is one step back \
             from each landing square and the capturing piece two."
        ),
        _ => format!(
            "The pieces of `pieces` that can make a short capture along {along}, as a \
             draughts man captures: the square one step on is in `enemies` and the square \
             beyond it in `empty`."
        ),
    };
    let mut text = vec![what, String::new()];
    if let Some(board) = board_text(spec.board) {
        text.extend([board, String::new()]);
    }
    text.extend([
        format!(
            "Two shifts per direction, an `and` with `enemies` between them, one with \
             `{}` after, and a mask where a bit could come from off the board; {}.",
            if op == Op::Jumps { "empty" } else { "pieces" },
            ops.describe()
        ),
        String::new(),
        format!(
            "Generated by `{}`.",
            invocation(spec, op, spec.name.as_ref().map(|_| name))
        ),
    ]);
    text
}
