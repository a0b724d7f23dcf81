//! The sets at the edge of a generated function: its parameters and what it returns.

use super::super::spec::Spec;
use super::word::word_type;
use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

/// The parameter for the empty squares named `name`, and the statement that unwraps it
/// first thing in the body when `empty = Type` gave it a type of its own.
pub(super) fn empty_param(
    spec: &Spec,
    name: &Ident,
    mutable: bool,
) -> (TokenStream, Option<TokenStream>) {
    let word = word_type(spec.board);
    let mutability = if mutable { quote!(mut) } else { quote!() };
    match &spec.empty {
        Some(ty) => (
            quote!(#name: #ty),
            Some(quote!(let #mutability #name: #word = #name.0;)),
        ),
        None => (quote!(#mutability #name: #word), None),
    }
}
