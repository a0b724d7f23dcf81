//! `fill!`'s parse, validate and expand on arbitrary token streams: never a panic; the
//! output, items or `compile_error!`s, is Rust that parses, and the same on every call.
//!
//! A proc-macro crate cannot be linked into a program, so the macro's implementation,
//! fill-macros/src/fill/ (everything but the `#[proc_macro]` entry point, and nothing in it
//! depends on `proc_macro`), is compiled in here by `#[path]`: proc_macro2 runs outside a
//! compiler with its own tokenizer, spans included.
//!
//! Input: the first byte chooses how the rest becomes tokens. Even: the rest is source text
//! (lossy UTF-8), tokenized by proc_macro2; inputs that do not tokenize are skipped, as
//! rustc would never call the macro with them. Odd: each byte picks a token of `fill!`'s
//! vocabulary (keys, directions, step vectors, board sizes, algorithms, ops, visibilities,
//! the `set` and `empty` keys' types, attributes, punctuation, groups, a few near-misses),
//! so that libFuzzer spends its time on calls that almost work.

#![no_main]

use std::str::FromStr;

use libfuzzer_sys::fuzz_target;
use proc_macro2::TokenStream;

// Formatted by its own crate: `cargo fmt` here must leave fill-macros alone.
#[rustfmt::skip]
#[path = "../../fill-macros/src/fill/mod.rs"]
mod fill;

/// The macro on `proc_macro2` tokens: the items, or the errors as `compile_error!`s (the
/// one place to change when the macro's entry point moves).
fn fill_macro(input: TokenStream) -> TokenStream {
    fill::fill(input)
}

/// The words and punctuation a `fill!` call is made of, and some it is not.
#[rustfmt::skip]
const VOCABULARY: &[&str] = &[
    "dir", "algo", "op", "name", "vis", "files", "ranks", "=", ",",
    "nort", "noEa", "east", "soEa", "sout", "soWe", "west", "noWe",
    "kogge", "dumb7", "dumb7_loop", "subtract",
    "fill", "occluded", "attacks", "cannon", "grasshopper",
    "squares", "dark", "all", "jumps", "jumpers", "flying_jumps", "flying_targets",
    "leap", "lame", "lame_attackers", "push",
    "0", "1", "2", "-1", "-2", "7", "8", "9", "10", "16", "17", "128", "0x10", "1u8", "99999999999999999999",
    "pub", "crate", "super", "in", "self", "my_fill", "noEast", "Nort", "r#dir", "_", "\"x\"",
    ";", ":", "::", "=>", "#", "'a", "-", "gen", "fn", "[", "]", "(", ")", "{", "}",
    "empty", "Empty", "bitfill", "u64", "&", "doc", "cfg",
    "set", "Bitboard", "Board", "Empty64", "u128", "Wide", "<", ">",
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
    let output = fill_macro(tokens.clone());
    let code = output.to_string();
    let file = match syn::parse2::<syn::File>(output) {
        Ok(file) => file,
        Err(error) => panic!("fill!({text}) makes code that does not parse: {error}\n{code}"),
    };
    // Items, or errors only: an error never comes with half of the items.
    let is_error = |item: &syn::Item| {
        matches!(item, syn::Item::Macro(m) if m.mac.path.segments.last()
            .is_some_and(|segment| segment.ident == "compile_error"))
    };
    let errors = file.items.iter().filter(|item| is_error(item)).count();
    assert!(
        errors == 0 || errors == file.items.len(),
        "fill!({text}): {errors} errors among {} items\n{code}",
        file.items.len()
    );
    assert!(!file.items.is_empty(), "fill!({text}) makes nothing");
    assert_eq!(
        fill_macro(tokens).to_string(),
        code,
        "fill!({text}): not deterministic"
    );
});
