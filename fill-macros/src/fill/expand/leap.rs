//! Leapers, set-wise: pieces that step once along each of their vectors instead of sliding.
//! The Chess Programming Wiki's "Knight Pattern" and "King Pattern" pages do it for every
//! knight or king of a set at once: shift the set by each vector and mask off what wrapped
//! across the east or west edge. A lame leaper (the xiangqi horse and elephant) is blocked
//! by a piece on its path: it steps square by square, and each intermediate square must be
//! empty, which for a whole set is one shift and one `and` with `empty` per square. Paths
//! that share their start share its code (a horse's `(1, 2)` and `(-1, 2)` both pass the
//! square north of the horse).

use super::super::board::Step;
use super::super::spec::{Op, Spec};
use super::docs::{board_text, docs, invocation, prose};
use super::params::{Edge, Param, edge, wrap};
use super::word::{Ops, hex, shifted};
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::Ident;

/// `ray_1_2`-style names of a displacement, for locals: `via_0_1`, `via_m1_m1`.
fn local(at: Step) -> Ident {
    let n = |v: i32| {
        if v < 0 {
            format!("m{}", -v)
        } else {
            v.to_string()
        }
    };
    format_ident!("via_{}_{}", n(at.file), n(at.rank))
}

/// The displacements one piece passes through, ending where it lands, from its square:
/// the whole vector in one step for `leap`; square by square otherwise, and for
/// `lame_attackers` backwards, from the target to the piece.
fn walk(op: Op, step: Step) -> Vec<Step> {
    match op {
        Op::Leap => vec![step],
        Op::LameAttackers => {
            // The piece's path seen from its target: every square shifted by -step, in
            // reverse order, ending on the piece (-step).
            let forward = step.path();
            let mut back: Vec<Step> = forward
                .iter()
                .rev()
                .skip(1)
                .map(|p| Step {
                    file: p.file - step.file,
                    rank: p.rank - step.rank,
                })
                .collect();
            back.push(Step {
                file: -step.file,
                rank: -step.rank,
            });
            back
        }
        _ => step.path(),
    }
}

pub(super) fn expand(spec: &Spec, op: Op, name: Ident) -> TokenStream {
    let board = spec.board;
    let pieces = if op == Op::LameAttackers {
        format_ident!("targets")
    } else if op == Op::Push {
        format_ident!("pawns")
    } else {
        format_ident!("pieces")
    };
    let empty = format_ident!("empty");
    let mut ops = Ops::default();
    let mut body = Vec::new();
    let walks: Vec<Vec<Step>> = spec.rays.iter().map(|r| walk(op, r.step)).collect();
    let moves_south = walks
        .iter()
        .flatten()
        .any(|s| board.spare_bits_can_enter(*s));
    if moves_south {
        // The spare bits of the word would move onto the board through a right shift.
        let m = hex(board, board.board_mask());
        body.push(quote!(let #pieces = #pieces & #m;));
        ops.ands += 1;
    }
    // The locals already computed, by displacement: paths that share a start share them.
    let mut known: Vec<(Step, Ident)> = vec![(Step { file: 0, rank: 0 }, pieces.clone())];
    let mut results = Vec::new();
    for walk in &walks {
        let mut from = Step { file: 0, rank: 0 };
        for (i, &at) in walk.iter().enumerate() {
            let last = i + 1 == walk.len();
            if !last && known.iter().any(|(s, _)| *s == at) {
                from = at;
                continue;
            }
            let source = known
                .iter()
                .find(|(s, _)| *s == from)
                .map(|(_, n)| n.clone())
                .expect("a walk starts from a known square");
            let step = Step {
                file: at.file - from.file,
                rank: at.rank - from.rank,
            };
            ops.shifts += 1;
            let moved = match board.landing_mask(step, 1) {
                None => shifted(&source, board.shift(step)),
                Some(mask) => {
                    ops.ands += 1;
                    let moved = shifted(&source, board.shift(step));
                    let mask = hex(board, mask);
                    quote!(#moved & #mask)
                }
            };
            if last {
                if op == Op::Push {
                    ops.ands += 1;
                    results.push(quote!(#moved & #empty));
                } else {
                    results.push(moved);
                }
            } else {
                let name = local(at);
                ops.ands += 1;
                body.push(quote!(let #name = #moved & #empty;));
                known.push((at, name));
            }
            from = at;
        }
    }
    ops.ors += results.len() as u32 - 1;
    let results: Vec<TokenStream> = if results.len() > 1 {
        results.iter().map(|r| quote!((#r))).collect()
    } else {
        results
    };
    let mut params = vec![Param::set(&pieces, false)];
    if op != Op::Leap {
        params.push(Param::empty(&empty, false));
    }
    let Edge {
        params,
        unwrap,
        output,
    } = edge(spec, &params);
    let result = wrap(spec, quote!(#(#results)|*));
    let doc = docs(&doc_lines(spec, op, &ops, &name));
    let vis = &spec.vis;
    // Spanned at the name, as the other expansions, for the dead-code lint.
    let span = name.span();
    let attrs = &spec.attrs;
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
    let vectors = match &dirs[..] {
        [one] => format!("the step {one}"),
        _ => format!("any of the steps {}", dirs.join(", ")),
    };
    let what = match op {
        Op::Leap => format!(
            "The squares one leap from any piece in `pieces` along {vectors}, whatever stands \
             between: nothing blocks a leaper. Mask your own pieces out."
        ),
        Op::Lame => format!(
            "The squares a lame leaper of `pieces` reaches along {vectors}, given the `empty` \
             squares: the piece walks straight along the longer component of the step first, \
             then diagonally, and every square of that path but the last must be empty (a \
             xiangqi horse's leg, an elephant's eye). Mask your own pieces out."
        ),
        Op::LameAttackers => format!(
            "The squares from which a lame leaper moving along {vectors} reaches a square of \
             `targets`, given the `empty` squares: its path walked backwards from the target, \
             each square but the piece's own empty (a piece there would block the leg or eye). \
             AND with the attacker's pieces to find them."
        ),
        _ => format!(
            "The squares the pawns of `pawns` move to along {vectors} without capturing, given \
             the `empty` squares: every square of the path, the last included, must be empty \
             (a double push is the step `(0, 2)` with the pawns of its start rank)."
        ),
    };
    let mut text = vec![what, String::new()];
    if let Some(board) = board_text(spec.board) {
        text.extend([board, String::new()]);
    }
    let how = if op == Op::Leap {
        "One shift per step, and a mask where it could wrap across the east or west edge \
         (the Chess Programming Wiki's \"Knight Pattern\")"
    } else {
        "One shift per square of each path, an `and` with `empty` on each square that must be \
         empty, and a mask where a step could wrap; paths that begin alike share their start"
    };
    text.extend([
        format!("{how}; {}.", ops.describe()),
        String::new(),
        format!(
            "Generated by `{}`.",
            invocation(spec, op, spec.name.as_ref().map(|_| name))
        ),
    ]);
    text
}
