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
    syn::custom_keyword!(squares);
    syn::custom_keyword!(set);
    syn::custom_keyword!(empty);
}

/// Everything between the parentheses of `fill!(..)`.
pub struct Args {
    /// Outer attributes before the first key (doc comments, `#[cfg]`, ...), put on every
    /// generated function after its own doc comment.
    pub attrs: Vec<syn::Attribute>,
    /// The pairs, each with its position among the pairs of the call, by which errors are
    /// ordered.
    pub entries: Vec<(usize, Entry)>,
    /// Keys given with a malformed value (already reported): not missing, but unknown, so
    /// that validation neither asks for them nor guesses their value.
    pub malformed: Vec<&'static str>,
    /// Errors of shape (unknown key, missing `=` or `,`), each at its position.
    pub errors: Errors,
    /// The last token of the call, where a missing key is reported (the closing parenthesis
    /// is not part of a macro's input); the call itself when it is empty.
    pub end: Span,
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
    /// `squares = dark`: which squares are bits (see `squares.rs`).
    Squares(kw::squares, Ident),
    /// `set = Type`: the type of every set the functions take and return.
    Set(kw::set, syn::Type),
    /// `empty = Type`: the type of the empty squares' argument.
    Empty(kw::empty, syn::Type),
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
        let end = last_span(input);
        let attrs = input.call(syn::Attribute::parse_outer)?;
        let mut position = 0;
        while !input.is_empty() {
            position += 1;
            let key = peek_key(input);
            match input.parse::<Entry>() {
                Ok(entry) => entries.push((position, entry)),
                Err(err) => {
                    errors.push_at(position, err);
                    malformed.extend(key);
                    skip_to_comma(input);
                }
            }
            if input.is_empty() {
                break;
            }
            if !input.peek(Token![,]) {
                errors.push_at(position, input.error("expected `,` between arguments"));
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
            attrs,
            entries,
            malformed,
            errors,
            end,
        })
    }
}

/// The key `K` and its `=`, with errors at the key when the `=` or the value is missing.
fn key<K: Parse + syn::spanned::Spanned>(
    input: ParseStream,
    name: &str,
    what: &str,
) -> syn::Result<K> {
    let key: K = input.parse()?;
    if !input.peek(Token![=]) {
        return Err(syn::Error::new(
            key.span(),
            format!("expected `=` after `{name}`; `{name}` takes {what}"),
        ));
    }
    let eq: Token![=] = input.parse()?;
    if input.is_empty() || input.peek(Token![,]) {
        return Err(syn::Error::new(
            eq.span,
            format!("`{name} =` needs a value: {what}"),
        ));
    }
    Ok(key)
}

const ALGOS: &str = "an algorithm, one of: kogge, dumb7, dumb7_loop, subtract";
const OPS: &str = "an op, one of: fill, occluded, attacks, cannon, grasshopper";
const SET: &str = "a tuple struct whose field `.0` is the board's word, such as \
                   `bitfill::Bitboard`";
const EMPTY: &str = "a tuple struct whose field `.0` is the board's word, such as \
                     `bitfill::Empty`";
const DIRS: &str = "a direction such as `nort` or `noEa`, a step vector `(file step, rank step)` \
                    or a list of them in brackets";

impl Parse for Entry {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let lookahead = input.lookahead1();
        if lookahead.peek(kw::dir) {
            let key = key(input, "dir", DIRS)?;
            Ok(Entry::Dir(key, input.parse()?))
        } else if lookahead.peek(kw::algo) {
            let key = key(input, "algo", ALGOS)?;
            Ok(Entry::Algo(key, value_ident(input, ALGOS)?))
        } else if lookahead.peek(kw::op) {
            let key = key(input, "op", OPS)?;
            if input.peek(token::Bracket) {
                let list = value_tokens(input);
                skip_to_comma(input);
                return Err(syn::Error::new_spanned(
                    list,
                    "a list of ops is not supported: call `fill!` once per op, each with its \
                     `name` (`op = attacks, name = ..` and `op = occluded, name = ..`), or \
                     leave `op` out to get every op of the algorithm with default names",
                ));
            }
            Ok(Entry::Op(key, value_ident(input, OPS)?))
        } else if lookahead.peek(kw::name) {
            let key = key(input, "name", "a function name (an identifier)")?;
            Ok(Entry::Name(
                key,
                value_ident(input, "a function name (an identifier)")?,
            ))
        } else if lookahead.peek(kw::files) {
            let key = key(input, "files", "the number of files, 2 to 16")?;
            Ok(Entry::Files(
                key,
                value_int(input, "the number of files, 2 to 16")?,
            ))
        } else if lookahead.peek(kw::ranks) {
            let key = key(input, "ranks", "the number of ranks, 2 to 16")?;
            Ok(Entry::Ranks(
                key,
                value_int(input, "the number of ranks, 2 to 16")?,
            ))
        } else if lookahead.peek(kw::squares) {
            let key = key(input, "squares", SQUARES)?;
            Ok(Entry::Squares(key, value_ident(input, SQUARES)?))
        } else if lookahead.peek(kw::set) {
            let key = key(input, "set", SET)?;
            Ok(Entry::Set(key, value_type(input, SET)?))
        } else if lookahead.peek(kw::empty) {
            let key = key(input, "empty", EMPTY)?;
            Ok(Entry::Empty(key, value_type(input, EMPTY)?))
        } else if lookahead.peek(kw::vis) {
            let key = key(input, "vis", "a visibility such as `pub` or `pub(crate)`")?;
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
                // Name the unknown key, guess which one was meant, and keep syn's list of the
                // keys expected.
                Ok(key) => {
                    let hint = did_you_mean(&key.to_string(), &KEYS)
                        .map(|k| format!(" (did you mean `{k}`?)"))
                        .unwrap_or_default();
                    Err(syn::Error::new(
                        key.span(),
                        format!("unknown argument `{key}`{hint}; {err}"),
                    ))
                }
                Err(_) => Err(err),
            }
        }
    }
}

/// The keys of `fill!`.
pub const KEYS: [&str; 10] = [
    "dir", "algo", "op", "name", "vis", "files", "ranks", "squares", "set", "empty",
];

const SQUARES: &str = "which squares are bits: `dark` (a draughts board's dark squares, packed) \
                       or `all` (every square, the default)";

/// The candidate closest to `word` by edit distance (insertions, deletions, substitutions
/// and swaps of neighbours, ignoring case), if it is close enough to be a misspelling: at
/// most one edit for short words, two for longer ones. Failing that, the candidate `word`
/// spells out (`algorithm` for `algo`, `direction` for `dir`).
pub fn did_you_mean<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let lower = word.to_lowercase();
    let word: Vec<char> = lower.chars().collect();
    let limit = if word.len() <= 4 { 1 } else { 2 };
    candidates
        .iter()
        .map(|c| {
            (
                distance(&word, &c.to_lowercase().chars().collect::<Vec<_>>()),
                *c,
            )
        })
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
        .or_else(|| {
            candidates
                .iter()
                .find(|c| c.len() >= 2 && lower.starts_with(&c.to_lowercase()))
                .copied()
        })
}

/// Optimal string alignment distance between `a` and `b`.
fn distance(a: &[char], b: &[char]) -> usize {
    let mut d = vec![vec![0; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[a.len()][b.len()]
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
    } else if input.peek(kw::squares) {
        Some("squares")
    } else if input.peek(kw::set) {
        Some("set")
    } else if input.peek(kw::empty) {
        Some("empty")
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

/// A type value (`set = Type`, `empty = Type`), with an error at the whole value when it
/// is not one.
fn value_type(input: ParseStream, what: &str) -> syn::Result<syn::Type> {
    // On a fork, so that the error spans the whole value, however far the type got.
    let fork = input.fork();
    match fork.parse::<syn::Type>() {
        Ok(ty) if fork.is_empty() || fork.peek(Token![,]) => {
            input.advance_to(&fork);
            Ok(ty)
        }
        _ => Err(syn::Error::new_spanned(
            value_tokens(input),
            format!("expected a type: {what}"),
        )),
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

/// The span of the last token of `input`, or the call site when it is empty.
fn last_span(input: ParseStream) -> Span {
    let mut span = Span::call_site();
    let mut rest = input.cursor();
    while let Some((tree, next)) = rest.token_tree() {
        span = tree.span();
        rest = next;
    }
    span
}

/// Errors collected over a whole call, each at the position (among the pairs of the call)
/// it belongs to, combined into one `syn::Error` in source order at the end.
#[derive(Default)]
pub struct Errors(Vec<(usize, syn::Error)>);

impl Errors {
    /// An error of the pair at `position` (1 for the first pair; `usize::MAX` after the
    /// last one).
    pub fn push_at(&mut self, position: usize, err: syn::Error) {
        self.0.push((position, err));
    }

    pub fn into_error(mut self) -> Option<syn::Error> {
        // Stable: the errors of one pair stay in the order they were found.
        self.0.sort_by_key(|(position, _)| *position);
        self.0
            .into_iter()
            .map(|(_, err)| err)
            .reduce(|mut all, err| {
                all.combine(err);
                all
            })
    }
}
