//! Parse: the tokens of `fill!(..)` into [`Args`], a list of `key = value` pairs.
//!
//! Parsing checks only the shape of each pair. What the values mean (is `noEast` a
//! direction?) is `validate`'s job, so that every error of a call can be reported at once.
//! A malformed pair is recorded and skipped up to the next comma for the same reason.

use super::compass::Dir;
use proc_macro2::{Span, TokenTree};
use syn::parse::discouraged::Speculative;
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::{Ident, LitInt, Token, Visibility, bracketed, parenthesized, token};

pub mod kw {
    syn::custom_keyword!(dir);
    syn::custom_keyword!(algo);
    syn::custom_keyword!(op);
    syn::custom_keyword!(name);
    syn::custom_keyword!(vis);
    syn::custom_keyword!(files);
    syn::custom_keyword!(ranks);
}

/// Everything between the parentheses of `fill!(..)`.
pub struct Args {
    pub entries: Vec<Entry>,
    /// Keys given with a malformed value (already reported): not missing, but unknown, so
    /// that validation neither asks for them nor guesses their value.
    pub malformed: Vec<&'static str>,
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
    Files(kw::files, LitInt),
    Ranks(kw::ranks, LitInt),
}

/// `dir = noEa`, `dir = (1, 2)` or `dir = [nort, (1, 2)]`.
pub enum DirValue {
    One(DirItem),
    List(token::Bracket, Punctuated<DirItem, Token![,]>),
}

/// One direction: a compass name, or a step vector `(file step, rank step)`.
pub enum DirItem {
    Named(Ident),
    Vector {
        /// The whole `(..)`, for errors about the vector.
        span: Span,
        file: i32,
        rank: i32,
    },
}


impl Parse for Args {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut entries = Vec::new();
        let mut malformed = Vec::new();
        let mut errors = Errors::default();
        while !input.is_empty() {
            let key = peek_key(input);
            match input.parse::<Entry>() {
                Ok(entry) => entries.push(entry),
                Err(err) => {
                    errors.push(err);
                    malformed.extend(key);
                    skip_to_comma(input);
                }
            }
            if input.is_empty() {
                break;
            }
            if !input.peek(Token![,]) {
                errors.push(input.error("expected `,` between arguments"));
                // Keep going from here if a key follows: that pair is most likely fine, only
                // the comma is missing, and its own errors are worth reporting too. Anything
                // else is the rest of a malformed value, which this one error covers.
                if peek_key(input).is_some() {
                    continue;
                }
                skip_to_comma(input);
                if input.is_empty() {
                    break;
                }
            }
            input.parse::<Token![,]>()?;
        }
        Ok(Args {
            entries,
            malformed,
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
            Ok(Entry::Algo(
                key,
                value_ident(
                    input,
                    "an algorithm, one of: kogge, dumb7, dumb7_loop, subtract",
                )?,
            ))
        } else if lookahead.peek(kw::op) {
            let key = input.parse()?;
            input.parse::<Token![=]>()?;
            Ok(Entry::Op(
                key,
                value_ident(input, "an op, one of: fill, occluded, attacks")?,
            ))
        } else if lookahead.peek(kw::name) {
            let key = input.parse()?;
            input.parse::<Token![=]>()?;
            Ok(Entry::Name(
                key,
                value_ident(input, "a function name (an identifier)")?,
            ))
        } else if lookahead.peek(kw::files) {
            let key = input.parse()?;
            input.parse::<Token![=]>()?;
            Ok(Entry::Files(key, value_int(input, "the number of files, 2 to 16")?))
        } else if lookahead.peek(kw::ranks) {
            let key = input.parse()?;
            input.parse::<Token![=]>()?;
            Ok(Entry::Ranks(key, value_int(input, "the number of ranks, 2 to 16")?))
        } else if lookahead.peek(kw::vis) {
            let key = input.parse()?;
            input.parse::<Token![=]>()?;
            // Parsed on a fork: a malformed `pub(..)` must be reported as a visibility, at the
            // whole value, and must leave no half-parsed group behind (syn would report that
            // as "unexpected token" and drop every other error of the call).
            let fork = input.fork();
            match fork.parse::<Visibility>() {
                Ok(vis) if input.peek(Token![pub]) && (fork.is_empty() || fork.peek(Token![,])) => {
                    input.advance_to(&fork);
                    Ok(Entry::Vis(key, vis))
                }
                _ => Err(syn::Error::new_spanned(
                    value_tokens(input),
                    "expected a visibility: `pub`, `pub(crate)`, `pub(super)`, `pub(self)` or \
                     `pub(in path)`",
                )),
            }
        } else {
            let err = lookahead.error();
            match input.parse::<Ident>() {
                // Name the unknown key, and keep syn's list of the keys expected.
                Ok(key) => Err(syn::Error::new(
                    key.span(),
                    format!("unknown argument `{key}`; {err}"),
                )),
                Err(_) => Err(err),
            }
        }
    }
}

impl Parse for DirValue {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        if input.peek(token::Bracket) {
            let content;
            let bracket = bracketed!(content in input);
            let list = parse_list(&content);
            if list.is_err() {
                // Leave nothing unparsed in the brackets: syn would report the rest as
                // "unexpected token" and drop every other error of the call.
                skip_to_comma_or_end(&content, false);
            }
            Ok(DirValue::List(bracket, list?))
        } else {
            Ok(DirValue::One(dir_item(
                input,
                &format!(
                    "a direction, one of: {}, a step vector `(file step, rank step)` such as \
                     `(1, 2)`, or a list of them in brackets",
                    Dir::ALL.map(Dir::wiki_name).join(", ")
                ),
            )?))
        }
    }
}

/// The directions between the brackets of `dir = [..]`.
fn parse_list(content: ParseStream) -> syn::Result<Punctuated<DirItem, Token![,]>> {
    let mut list = Punctuated::new();
    while !content.is_empty() {
        list.push_value(dir_item(
            content,
            &format!(
                "a direction, one of: {}, or a step vector `(file step, rank step)`",
                Dir::ALL.map(Dir::wiki_name).join(", ")
            ),
        )?);
        if content.is_empty() {
            break;
        }
        if !content.peek(Token![,]) {
            return Err(content.error("expected `,` between directions"));
        }
        list.push_punct(content.parse()?);
    }
    Ok(list)
}

/// A compass name or a step vector `(file step, rank step)`.
fn dir_item(input: ParseStream, what: &str) -> syn::Result<DirItem> {
    if input.peek(token::Paren) {
        let span = input.cursor().span();
        let content;
        parenthesized!(content in input);
        let vector = (|| {
            let file = signed_int(&content)?;
            content.parse::<Token![,]>()?;
            let rank = signed_int(&content)?;
            content.parse::<Option<Token![,]>>()?;
            if content.is_empty() {
                Ok((file, rank))
            } else {
                Err(content.error("unexpected token"))
            }
        })();
        match vector {
            Ok((file, rank)) => Ok(DirItem::Vector { span, file, rank }),
            Err(_) => {
                skip_to_comma_or_end(&content, false);
                Err(syn::Error::new(
                    span,
                    "expected a step vector `(file step, rank step)` of two integers, such as \
                     `(1, 2)` or `(-1, 0)`",
                ))
            }
        }
    } else {
        Ok(DirItem::Named(value_ident(input, what)?))
    }
}

/// An integer with an optional minus sign, as an `i32`.
fn signed_int(input: ParseStream) -> syn::Result<i32> {
    let negative = input.parse::<Option<Token![-]>>()?.is_some();
    let lit: LitInt = input.parse()?;
    let value: i32 = lit.base10_parse()?;
    Ok(if negative { -value } else { value })
}

/// An integer literal value, with an error that says which kind of value belongs here.
fn value_int(input: ParseStream, what: &str) -> syn::Result<LitInt> {
    if input.peek(LitInt) {
        input.parse()
    } else {
        Err(input.error(format!("expected {what}")))
    }
}

/// The key the next token names, if it is one.
fn peek_key(input: ParseStream) -> Option<&'static str> {
    if input.peek(kw::dir) {
        Some("dir")
    } else if input.peek(kw::algo) {
        Some("algo")
    } else if input.peek(kw::op) {
        Some("op")
    } else if input.peek(kw::name) {
        Some("name")
    } else if input.peek(kw::vis) {
        Some("vis")
    } else if input.peek(kw::files) {
        Some("files")
    } else if input.peek(kw::ranks) {
        Some("ranks")
    } else {
        None
    }
}

/// The tokens of a value, up to the next comma, without consuming them: for an error that
/// spans the whole value.
fn value_tokens(input: ParseStream) -> proc_macro2::TokenStream {
    let mut tokens = proc_macro2::TokenStream::new();
    let mut rest = input.cursor();
    while let Some((tree, next)) = rest.token_tree() {
        if matches!(&tree, TokenTree::Punct(p) if p.as_char() == ',') {
            break;
        }
        tokens.extend([tree]);
        rest = next;
    }
    tokens
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
    skip_to_comma_or_end(input, true);
}

/// Skip tokens up to the next comma (if `at_comma`) or to the end of the stream.
fn skip_to_comma_or_end(input: ParseStream, at_comma: bool) {
    let _ = input.step(|cursor| {
        let mut rest = *cursor;
        while let Some((tree, next)) = rest.token_tree() {
            if at_comma && matches!(&tree, TokenTree::Punct(p) if p.as_char() == ',') {
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
