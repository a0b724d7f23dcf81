//! Parse: the tokens of `fill!(..)` into [`Args`], a list of `key = value` pairs.
//!
//! Parsing checks only the shape of each pair. What the values mean (is `noEast` a
//! direction?) is `validate`'s job, so that every error of a call can be reported at once.
//! A malformed pair is recorded and skipped up to the next comma for the same reason.

use proc_macro2::TokenTree;
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::{Ident, Token, Visibility, bracketed, token};

pub mod kw {
    syn::custom_keyword!(dir);
    syn::custom_keyword!(algo);
    syn::custom_keyword!(op);
    syn::custom_keyword!(name);
    syn::custom_keyword!(vis);
}

/// Everything between the parentheses of `fill!(..)`.
pub struct Args {
    pub entries: Vec<Entry>,
    /// Errors of shape (unknown key, missing `=` or `,`), already combined.
    pub errors: Option<syn::Error>,
}

/// One `key = value` pair. `key` is kept for its span: duplicate keys are reported there.
pub enum Entry {
    Dir(kw::dir, DirValue),
    Algo(kw::algo, Ident),
    Op(kw::op, Ident),
    Name(kw::name, Ident),
    Vis(kw::vis, Visibility),
}

/// `dir = noEa` or `dir = [nort, east]`.
pub enum DirValue {
    One(Ident),
    List(token::Bracket, Punctuated<Ident, Token![,]>),
}

impl Parse for Args {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut entries = Vec::new();
        let mut errors = Errors::default();
        while !input.is_empty() {
            match input.parse::<Entry>() {
                Ok(entry) => entries.push(entry),
                Err(err) => {
                    errors.push(err);
                    skip_to_comma(input);
                }
            }
            if input.is_empty() {
                break;
            }
            if input.peek(Token![,]) {
                input.parse::<Token![,]>()?;
            } else {
                // Keep going from here: the next pair is most likely fine, only the comma is
                // missing, and its own errors are worth reporting too.
                errors.push(input.error("expected `,` between arguments"));
            }
        }
        Ok(Args {
            entries,
            errors: errors.into_error(),
        })
    }
}

impl Parse for Entry {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let lookahead = input.lookahead1();
        if lookahead.peek(kw::dir) {
            let key = input.parse()?;
            input.parse::<Token![=]>()?;
            Ok(Entry::Dir(key, input.parse()?))
        } else if lookahead.peek(kw::algo) {
            let key = input.parse()?;
            input.parse::<Token![=]>()?;
            Ok(Entry::Algo(key, value_ident(input, "an algorithm")?))
        } else if lookahead.peek(kw::op) {
            let key = input.parse()?;
            input.parse::<Token![=]>()?;
            Ok(Entry::Op(key, value_ident(input, "an op")?))
        } else if lookahead.peek(kw::name) {
            let key = input.parse()?;
            input.parse::<Token![=]>()?;
            Ok(Entry::Name(key, value_ident(input, "a function name")?))
        } else if lookahead.peek(kw::vis) {
            let key = input.parse()?;
            input.parse::<Token![=]>()?;
            if !input.peek(Token![pub]) {
                return Err(input.error(
                    "expected a visibility: `pub`, `pub(crate)`, `pub(super)` or `pub(in path)`",
                ));
            }
            Ok(Entry::Vis(key, input.parse()?))
        } else {
            Err(lookahead.error())
        }
    }
}

impl Parse for DirValue {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        if input.peek(token::Bracket) {
            let content;
            let bracket = bracketed!(content in input);
            let mut list = Punctuated::new();
            while !content.is_empty() {
                list.push_value(value_ident(&content, "a direction")?);
                if content.is_empty() {
                    break;
                }
                list.push_punct(content.parse::<Token![,]>()?);
            }
            Ok(DirValue::List(bracket, list))
        } else {
            Ok(DirValue::One(value_ident(
                input,
                "a direction or a list of directions in brackets",
            )?))
        }
    }
}

/// An identifier value, with an error that says which kind of value belongs here.
fn value_ident(input: ParseStream, what: &str) -> syn::Result<Ident> {
    if input.peek(Ident) {
        input.parse()
    } else {
        Err(input.error(format!("expected {what}")))
    }
}

/// Skip the rest of a malformed pair, so that the pairs after it still get parsed.
fn skip_to_comma(input: ParseStream) {
    let _ = input.step(|cursor| {
        let mut rest = *cursor;
        while let Some((tree, next)) = rest.token_tree() {
            if matches!(&tree, TokenTree::Punct(p) if p.as_char() == ',') {
                break;
            }
            rest = next;
        }
        Ok(((), rest))
    });
}

/// Errors collected over a whole call, combined into one `syn::Error` at the end.
#[derive(Default)]
pub struct Errors(Option<syn::Error>);

impl Errors {
    pub fn push(&mut self, err: syn::Error) {
        match &mut self.0 {
            Some(all) => all.combine(err),
            None => self.0 = Some(err),
        }
    }

    pub fn into_error(self) -> Option<syn::Error> {
        self.0
    }
}
