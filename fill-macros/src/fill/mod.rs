//! The macro on `proc_macro2` tokens, in three steps as thiserror-impl splits them: `parse`
//! reads `key = value` pairs, `validate` checks them against the board model (`board`) and
//! collects every error into a `spec` (the model of a valid call), `expand` writes the code,
//! one file per algorithm. No module imports its way back into one that imports it:
//! `board`, `compass` and `spec` are the model, `squares` checks a draughts board for
//! `validate`, and `expand` reads only the model. Nothing in this module depends on
//! `proc_macro`, so that unit tests, snapshots and fuzz targets run it.

mod board;
mod compass;
mod expand;
mod parse;
mod spec;
mod squares;
mod validate;

#[cfg(test)]
mod tests;

use proc_macro2::TokenStream;

/// `fill!`: its arguments in, the items (or the errors, as `compile_error!`s) out.
pub(crate) fn fill(input: TokenStream) -> TokenStream {
    try_fill(input).unwrap_or_else(syn::Error::into_compile_error)
}

/// The macro on `proc_macro2` tokens: parse, validate, expand.
fn try_fill(input: TokenStream) -> syn::Result<TokenStream> {
    let args = syn::parse2(input)?;
    let spec = validate::validate(args)?;
    Ok(expand::expand(&spec))
}
