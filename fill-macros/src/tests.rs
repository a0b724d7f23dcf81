//! Expansion snapshots and structural checks on the generated code.

use crate::fill_impl;
use quote::quote;

/// The expansion of a `fill!` argument list, pretty-printed as `cargo expand` shows it.
fn pretty(args: proc_macro2::TokenStream) -> String {
    let tokens = fill_impl(args).expect("valid call");
    let file: syn::File = syn::parse2(tokens).expect("expansion parses as items");
    prettyplease::unparse(&file)
}

#[test]
fn smoke() {
    println!("{}", pretty(quote!(dir = east, algo = kogge)));
    println!("{}", pretty(quote!(dir = noEa, algo = dumb7)));
    println!("{}", pretty(quote!(dir = sout, algo = dumb7_loop)));
    println!("{}", pretty(quote!(dir = east, algo = subtract, vis = pub)));
    println!("{}", pretty(quote!(dir = [nort, east, sout, west], algo = kogge, name = rook_attacks, vis = pub)));
    println!("{}", pretty(quote!(dir = [noEa, soWe], algo = dumb7, name = diag)));
}
