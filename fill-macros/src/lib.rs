//! The `fill!` macro of [bitfill](https://docs.rs/bitfill): unrolled, branch-free, set-wise
//! sliding-piece fills for bitboards, generated at compile time.
//!
//! The crate splits as the literature does the work: `parse` reads `key = value` pairs,
//! `validate` checks them and collects every error, `expand` writes the code. The
//! generated items refer to nothing but `u64`, so they compile in any crate, in `no_std`
//! and in `const` context.

mod compass;
mod expand;
mod parse;
mod validate;

#[cfg(test)]
mod tests;

use proc_macro::TokenStream;

/// Generates set-wise fill and attack functions for one direction or a list of them.
///
/// ```text
/// fill!(dir = noEa, algo = kogge, op = attacks, name = ..., vis = pub)
/// ```
///
/// - `dir` (required): `nort`, `noEa`, `east`, `soEa`, `sout`, `soWe`, `west`, `noWe`, or a
///   list such as `[nort, east, sout, west]` (a list makes one `attacks` function for the
///   union of the rays and needs a `name`).
/// - `algo`: `kogge` (default), `dumb7`, `dumb7_loop` (the only one that branches), or
///   `subtract` (east only).
/// - `op`: `fill(generator)`, `occluded(generator, propagator)` or `attacks(sliders, empty)`;
///   by default every op the algorithm has (`kogge`: all three; `dumb7`, `dumb7_loop`:
///   occluded and attacks; `subtract`: attacks).
/// - `name`: the function's name, default `{dir}_{op}` in snake case (`no_ea_attacks`);
///   only with a single op.
/// - `vis`: `pub`, `pub(crate)`, ...; private by default.
///
/// Each item is an `#[inline] #[must_use] const fn` over `u64` with a doc comment that
/// states what it computes, the algorithm and its operation count.
#[proc_macro]
pub fn fill(input: TokenStream) -> TokenStream {
    fill_impl(input.into())
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// The macro on `proc_macro2` tokens: parse, validate, expand.
fn fill_impl(input: proc_macro2::TokenStream) -> syn::Result<proc_macro2::TokenStream> {
    let args = syn::parse2(input)?;
    let spec = validate::validate(args)?;
    Ok(expand::expand(&spec))
}
