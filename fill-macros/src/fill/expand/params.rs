//! The sets at the edge of a generated function: its parameters and what it returns.
//!
//! Bare, every set is the board's word (`u64`, `u128`, `bitfill::Wide<W>`). With `set =
//! Type` every set the function takes or returns is a `Type`, a tuple struct whose field
//! `.0` is the word (`bitfill::Bitboard`, an engine's own bitboard); with `empty = Type`
//! the empty squares are one (`bitfill::Empty`), and without it they take the `set` type.
//! The body is the same word code either way: each typed parameter is unwrapped once, first
//! thing (`let sliders: u64 = sliders.0;`), and the result wrapped once, last
//! (`Bitboard(..)`), so that the function stays a `const fn` and the newtype costs nothing.

use super::super::spec::Spec;
use super::word::word_type;
use proc_macro2::TokenStream;
use quote::{ToTokens, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Ident, PathArguments, Type};

/// What a parameter of a generated function holds, which decides its type.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    /// A set of squares: the pieces that move (`sliders`, `pieces`, `kings`, `pawns`, a
    /// fill's `generator`), the `targets` of `lame_attackers`, the `enemies`.
    Set,
    /// The empty squares (a fill's `propagator`).
    Empty,
}

/// One parameter: its name, what it holds, and whether the body reassigns it.
pub(super) struct Param {
    name: Ident,
    role: Role,
    mutable: bool,
}

impl Param {
    /// A set of squares (the `set` type).
    pub(super) fn set(name: &Ident, mutable: bool) -> Param {
        Param {
            name: name.clone(),
            role: Role::Set,
            mutable,
        }
    }

    /// The empty squares (the `empty` type, else the `set` type).
    pub(super) fn empty(name: &Ident, mutable: bool) -> Param {
        Param {
            name: name.clone(),
            role: Role::Empty,
            mutable,
        }
    }
}

/// A generated function's edge: its parameter list, the statements that unwrap its typed
/// parameters first thing in the body, and its return type.
pub(super) struct Edge {
    pub(super) params: TokenStream,
    pub(super) unwrap: TokenStream,
    pub(super) output: TokenStream,
}

/// The type a parameter of `role` takes, if the call gave it one.
fn typed(spec: &Spec, role: Role) -> Option<&Type> {
    match role {
        Role::Set => spec.set.as_ref(),
        Role::Empty => spec.empty.as_ref().or(spec.set.as_ref()),
    }
}

/// The edge of a function that takes `params` and returns a set.
pub(super) fn edge(spec: &Spec, params: &[Param]) -> Edge {
    let word = word_type(spec.board);
    let mut list = Vec::new();
    let mut unwrap = TokenStream::new();
    for Param {
        name,
        role,
        mutable,
    } in params
    {
        let mutability = if *mutable { quote!(mut) } else { quote!() };
        match typed(spec, *role) {
            Some(ty) => {
                list.push(quote!(#name: #ty));
                // At the type of the call, so that a struct whose `.0` is not the board's
                // word is reported there.
                let span = ty.span();
                let local = Ident::new(&name.to_string(), span);
                unwrap.extend(quote_spanned!(span=> let #mutability #local: #word = #local.0;));
            }
            None => list.push(quote!(#mutability #name: #word)),
        }
    }
    let output = match &spec.set {
        Some(ty) => ty.to_token_stream(),
        None => word,
    };
    Edge {
        params: quote!(#(#list),*),
        unwrap,
        output,
    }
}

/// The body's last expression, the result as a word, wrapped in the `set` type if there
/// is one: `Bitboard(result)`.
pub(super) fn wrap(spec: &Spec, result: TokenStream) -> TokenStream {
    match &spec.set {
        Some(ty) => {
            let constructor = constructor(ty);
            quote_spanned!(ty.span()=> #constructor(#result))
        }
        None => result,
    }
}

/// The tuple struct's constructor, as an expression: the type's path, its generic
/// arguments behind a turbofish (`Set::<u64>` for `Set<u64>`). `validate` lets only paths
/// through.
fn constructor(ty: &Type) -> TokenStream {
    match ty {
        Type::Path(path) => {
            let mut path = path.clone();
            for segment in &mut path.path.segments {
                if let PathArguments::AngleBracketed(arguments) = &mut segment.arguments {
                    arguments.colon2_token = Some(Default::default());
                }
            }
            path.into_token_stream()
        }
        Type::Paren(inner) => constructor(&inner.elem),
        Type::Group(inner) => constructor(&inner.elem),
        other => other.into_token_stream(),
    }
}
