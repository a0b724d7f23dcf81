//! A slider's ops: `fill`, `occluded` and `attacks` of one direction, and one function
//! for the union of a direction list's rays or for a hopper.

use super::super::spec::{Algo, Op, Ray, Spec};
use super::direction::{DirCode, Names, param_names, reassigns};
use super::docs::{describe_cost, doc_lines, docs, op_text, prose};
use super::hopper;
use super::params::{Edge, Param, edge, wrap};
use super::rays::{Generator, attack_rays, dir_code, flipped_names, flips_south, north_of};
use super::word::hex;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::Ident;

/// One direction's `fill`, `occluded` or `attacks`.
pub(super) fn expand_one(spec: &Spec, ray: &Ray, op: Op, name: Ident) -> TokenStream {
    let board = spec.board;
    let (generator, propagator) = param_names(op);
    let names = Names {
        generator: generator.clone(),
        propagator: propagator.clone(),
        flood: format_ident!("flood"),
    };
    let mut code = dir_code(board, spec.algo, ray, op, &names, "");
    let (gen_mut, pro_mut) = reassigns(spec.algo, op);
    let pro_mut = pro_mut || code.propagator_mask.is_some();
    let mut params = vec![Param::set(&generator, gen_mut)];
    if op != Op::Fill {
        params.push(Param::empty(&propagator, pro_mut));
    }
    let Edge {
        params,
        unwrap,
        output,
    } = edge(spec, &params);
    let generator_stmt = code.generator_mask.then(|| {
        code.ops.ands += 1;
        let m = hex(board, board.board_mask());
        quote!(#generator &= #m;)
    });
    let mask_stmt = code.propagator_mask.map(|m| {
        let m = hex(board, m);
        quote!(#propagator &= #m;)
    });
    let DirCode {
        setup,
        steps,
        result,
        ops,
        ..
    } = code;
    let result = wrap(spec, result);
    let vis = &spec.vis;
    let custom = spec.name.as_ref();
    let dir = if spec.algo == Algo::Subtract {
        "east".to_string()
    } else {
        prose(ray)
    };
    let text = doc_lines(
        spec,
        op_text(op, &dir),
        op,
        describe_cost(spec, op, &ops, 1),
        custom,
    );
    let doc = docs(&text);
    // The item carries the span of its name, which is the caller's (`name = ..` or `dir =
    // ..`): so the compiler treats it as the caller's code, and an unused private function
    // warns as a hand-written one does (items spanned inside a macro are exempt).
    let span = name.span();
    let attrs = &spec.attrs;
    quote_spanned! {span=>
        #doc
        #(#attrs)*
        #[inline]
        #[must_use]
        #vis const fn #name(#params) -> #output {
            #unwrap
            #generator_stmt
            #mask_stmt
            #(#setup)*
            #(#steps)*
            #result
        }
    }
}

/// A direction list, or a hopper: one function for the union of the rays.
pub(super) fn expand_rays(spec: &Spec, op: Op, name: Ident) -> TokenStream {
    let board = spec.board;
    let (sliders, empty) = param_names(Op::Attacks);
    let (gen_mut, _) = reassigns(spec.algo, Op::Attacks);
    let generators: Vec<Generator> = spec
        .rays
        .iter()
        .map(|ray| {
            if gen_mut {
                Generator {
                    name: format_ident!("{}_sliders", ray.snake()),
                    init: Some(quote!(#sliders)),
                }
            } else {
                Generator {
                    name: sliders.clone(),
                    init: None,
                }
            }
        })
        .collect();
    let flip = flips_south(spec, op);
    let (flipped_sliders, flipped_empty) = flipped_names();
    let generators = generators
        .into_iter()
        .zip(&spec.rays)
        .map(|(generator, ray)| match generator.init {
            Some(_) if flip && north_of(ray).is_some() => Generator {
                init: Some(quote!(#flipped_sliders)),
                ..generator
            },
            _ => generator,
        })
        .collect();
    let (rays, kept) = attack_rays(spec, generators, "", op.is_hopper(), None, flip);
    let mut total = rays.ops;
    let mut body = Vec::new();
    let needs_mask = spec.algo != Algo::Subtract
        && spec
            .rays
            .iter()
            .any(|ray| board.spare_bits_can_enter(ray.step));
    if needs_mask {
        // The spare bits of the word would flood onto the board through a right shift.
        let m = hex(board, board.board_mask());
        body.push(quote!(let #sliders = #sliders & #m;));
        total.ands += 1;
    }
    if flip {
        body.push(quote! {
            let #flipped_sliders = #sliders.swap_bytes();
            let #flipped_empty = #empty.swap_bytes();
        });
        total.swaps += 2;
    }
    body.extend(rays.setup.iter().cloned());
    body.extend(rays.interleaved().into_iter().cloned());
    let results = if op.is_hopper() {
        hopper::expand(spec, op, &rays.results, &kept, &mut body, &mut total)
    } else if flip {
        // The flipped rays' union, flipped back once.
        let (flipped, plain): (Vec<_>, Vec<_>) = rays
            .results
            .into_iter()
            .zip(&rays.flipped)
            .partition(|(_, f)| **f);
        let flipped: Vec<TokenStream> = flipped.into_iter().map(|(r, _)| r).collect();
        let mut results: Vec<TokenStream> = plain.into_iter().map(|(r, _)| r).collect();
        total.ors += flipped.len() as u32 - 1;
        total.swaps += 1;
        let union = if flipped.len() > 1 {
            quote!(#((#flipped))|*)
        } else {
            quote!(#(#flipped)*)
        };
        results.push(quote!((#union).swap_bytes()));
        results
    } else {
        rays.results
    };
    // Each term of the union in parentheses: `|` binds weaker than `<<` and `&`, but a
    // reader should not have to know that.
    let results: Vec<TokenStream> = if results.len() > 1 {
        results.iter().map(|r| quote!((#r))).collect()
    } else {
        results
    };
    total.ors += results.len() as u32 - 1;
    let dirs: Vec<String> = spec.rays.iter().map(prose).collect();
    let what = if op.is_hopper() {
        hopper::text(op, &dirs)
    } else {
        format!(
            "The squares attacked by every slider in `sliders` {}, given the `empty` squares{}",
            match &dirs[..] {
                [one] => format!("in the {one} direction"),
                _ => format!("in the directions {}", dirs.join(", ")),
            },
            if dirs.len() == 1 {
                "."
            } else if spec.algo == Algo::Dumb7Loop {
                ": the union of the rays."
            } else {
                ": the union of the rays, computed side by side so that the CPU runs them in \
                 parallel."
            }
        )
    };
    let cost = describe_cost(spec, op, &total, spec.rays.len() as u32);
    // The call as written: a single direction's name is shown only if it was given.
    let shown = if spec.is_list {
        Some(&name)
    } else {
        spec.name.as_ref()
    };
    let doc = docs(&doc_lines(spec, what, op, cost, shown));
    let vis = &spec.vis;
    let Edge {
        params,
        unwrap,
        output,
    } = edge(
        spec,
        &[Param::set(&sliders, false), Param::empty(&empty, false)],
    );
    let result = wrap(spec, quote!(#(#results)|*));
    // Spanned at the name, as in `expand_one`, for the dead-code lint.
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
