//! `fill!`'s parse, validate and expand on arbitrary token streams: never a panic; what it
//! accepts expands to Rust items that parse; what it rejects becomes a compile error.
//!
//! A proc-macro crate cannot be linked into a program, so its modules are compiled in here
//! by `#[path]`, with `fill_impl`, the macro's implementation on `proc_macro2` tokens, copied
//! from fill-macros/src/lib.rs (3 lines): proc_macro2 runs outside a compiler with its own
//! tokenizer, spans included.
//!
//! Input: the first byte chooses how the rest becomes tokens. Even: the rest is source text
//! (lossy UTF-8), tokenized by proc_macro2; inputs that do not tokenize are skipped, as
//! rustc would never call the macro with them. Odd: each byte picks a token of `fill!`'s
//! vocabulary (keys, directions, algorithms, ops, visibilities, punctuation, groups, a few
//! near-misses), so that libFuzzer spends its time on calls that almost work.

#![no_main]

use std::str::FromStr;

use libfuzzer_sys::fuzz_target;
use proc_macro2::TokenStream;

#[path = "../../fill-macros/src/compass.rs"]
mod compass;
#[path = "../../fill-macros/src/expand.rs"]
mod expand;
#[path = "../../fill-macros/src/parse.rs"]
mod parse;
#[path = "../../fill-macros/src/validate.rs"]
mod validate;

/// The macro on `proc_macro2` tokens: parse, validate, expand, as in fill-macros/src/lib.rs
/// (the one place to change when the macro's entry point moves).
fn fill_impl(input: TokenStream) -> syn::Result<TokenStream> {
    let args = syn::parse2(input)?;
    let spec = validate::validate(args)?;
    Ok(expand::expand(&spec))
}

/// The words and punctuation a `fill!` call is made of, and some it is not.
#[rustfmt::skip]
const VOCABULARY: &[&str] = &[
    "dir", "algo", "op", "name", "vis", "=", ",",
    "nort", "noEa", "east", "soEa", "sout", "soWe", "west", "noWe",
    "kogge", "dumb7", "dumb7_loop", "subtract", "fill", "occluded", "attacks",
    "pub", "crate", "super", "in", "self", "my_fill", "noEast", "Nort", "r#dir", "_", "1", "\"x\"",
    ";", ":", "::", "=>", "#", "'a", "-", "gen", "fn", "[", "]", "(", ")", "{", "}",
];

/// The tokens the bytes pick, as source text, with every group closed.
fn from_vocabulary(data: &[u8]) -> String {
    let mut text = String::new();
    let mut open = Vec::new();
    for &b in data {
        let word = VOCABULARY[usize::from(b) % VOCABULARY.len()];
        let closing = match word {
            "[" => Some("]"),
            "(" => Some(")"),
            "{" => Some("}"),
            _ => None,
        };
        if let Some(closing) = closing {
            open.push(closing);
        } else if matches!(word, "]" | ")" | "}") {
            // Only the innermost group may close, and only when one is open.
            match open.pop() {
                Some(closing) => text.push_str(closing),
                None => continue,
            }
            text.push(' ');
            continue;
        }
        text.push_str(word);
        text.push(' ');
    }
    while let Some(closing) = open.pop() {
        text.push_str(closing);
    }
    text
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let text = if mode & 1 == 0 {
        String::from_utf8_lossy(rest).into_owned()
    } else {
        from_vocabulary(rest)
    };
    let Ok(tokens) = TokenStream::from_str(&text) else {
        return;
    };
    match fill_impl(tokens.clone()) {
        Ok(items) => {
            // What `fill!` writes must be Rust items, and the same on every call.
            let code = items.to_string();
            if let Err(error) = syn::parse2::<syn::File>(items) {
                panic!("fill!({text}) expands to code that does not parse: {error}\n{code}");
            }
            let again = fill_impl(tokens).map(|items| items.to_string());
            assert_eq!(again.ok().as_deref(), Some(code.as_str()), "fill!({text})");
        }
        Err(error) => {
            // Every error has a message, and turns into `compile_error!` calls.
            for part in error.clone() {
                assert!(
                    !part.to_string().is_empty(),
                    "fill!({text}): an empty message"
                );
            }
            let _ = error.into_compile_error();
        }
    }
});
