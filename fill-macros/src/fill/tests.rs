//! Expansion snapshots, structural checks on the generated code, and the parse/validate
//! edge cases that are cheaper to test here than with a trybuild case each.
//!
//! The snapshots (`src/snapshots/*.snap`, insta + prettyplease) are for review: a change to
//! the generated code shows up in the diff as `cargo expand` would print it. The structural
//! tests turn the doc comments' claims into checked contracts: no branch outside
//! `dumb7_loop`, and the operation count of each doc comment equals the operators in the body.

use super::try_fill as fill_impl;
use proc_macro2::{Spacing, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::BTreeMap;

/// The arguments of a `fill!` call, as tokens.
fn tokens_of(args: &str) -> TokenStream {
    args.parse().expect("test arguments are valid Rust tokens")
}

/// The expansion of a valid call.
fn expansion(args: &str) -> TokenStream {
    fill_impl(tokens_of(args)).unwrap_or_else(|err| panic!("`fill!({args})` fails: {err}"))
}

/// The expansion as items.
fn items(args: &str) -> syn::File {
    syn::parse2(expansion(args)).expect("the expansion parses as items")
}

/// The expansion pretty-printed, as `cargo expand` shows it.
fn pretty(args: &str) -> String {
    prettyplease::unparse(&items(args))
}

/// The error messages of an invalid call, in order.
fn errors(args: &str) -> Vec<String> {
    match fill_impl(tokens_of(args)) {
        Ok(_) => panic!("`fill!({args})` should fail"),
        Err(err) => err.into_iter().map(|e| e.to_string()).collect(),
    }
}

const DIRS: [(&str, &str); 8] = [
    ("noEa", "no_ea"),
    ("east", "east"),
    ("soEa", "so_ea"),
    ("sout", "sout"),
    ("soWe", "so_we"),
    ("west", "west"),
    ("noWe", "no_we"),
    ("nort", "nort"),
];

const ROOK: &str = "[nort, east, sout, west]";
const BISHOP: &str = "[noEa, soEa, soWe, noWe]";

/// Every call the snapshots cover, as `(snapshot name, arguments)`.
fn cases() -> Vec<(String, String)> {
    let mut cases = Vec::new();
    for algo in ["kogge", "dumb7", "dumb7_loop"] {
        for (wiki, snake) in DIRS {
            cases.push((
                format!("{algo}__{snake}"),
                format!("dir = {wiki}, algo = {algo}"),
            ));
        }
    }
    cases.push((
        "subtract__east".into(),
        "dir = east, algo = subtract".into(),
    ));
    for (algo, list, dirs) in [
        ("kogge", "rook", ROOK),
        ("kogge", "bishop", BISHOP),
        ("dumb7", "rook", ROOK),
        ("dumb7", "bishop", BISHOP),
        ("dumb7_loop", "rook", ROOK),
    ] {
        cases.push((
            format!("{algo}__{list}"),
            format!("dir = {dirs}, algo = {algo}, name = {list}_attacks, vis = pub"),
        ));
    }
    for (name, args) in [
        (
            "geometry__9x10_kogge_chariot",
            "files = 9, ranks = 10, dir = [nort, east, sout, west], algo = kogge, op = attacks, \
             name = chariot_attacks, vis = pub",
        ),
        (
            "geometry__9x10_kogge_cannon",
            "files = 9, ranks = 10, dir = [nort, east, sout, west], algo = kogge, op = cannon, \
             name = cannon_captures, vis = pub",
        ),
        (
            "geometry__9x10_dumb7_sout",
            "files = 9, ranks = 10, dir = sout, algo = dumb7",
        ),
        (
            "geometry__10x10_kogge_no_we",
            "files = 10, ranks = 10, dir = noWe, algo = kogge",
        ),
        (
            "geometry__10x10_dumb7_grasshopper",
            "files = 10, ranks = 10, dir = [noEa, soEa, soWe, noWe], algo = dumb7, \
             op = grasshopper, name = grasshopper_landings",
        ),
        (
            "geometry__10x10_subtract_east",
            "files = 10, ranks = 10, dir = east, algo = subtract",
        ),
        (
            "geometry__4x4_subtract_cannon",
            "files = 4, ranks = 4, dir = east, algo = subtract, op = cannon",
        ),
        (
            "geometry__12x12_kogge_rook",
            "files = 12, ranks = 12, dir = [nort, east, sout, west], algo = kogge, \
             name = rook_attacks, vis = pub",
        ),
        (
            "geometry__14x14_dumb7_so_we",
            "files = 14, ranks = 14, dir = soWe, algo = dumb7",
        ),
        (
            "geometry__14x14_subtract_east",
            "files = 14, ranks = 14, dir = east, algo = subtract",
        ),
        (
            "geometry__16x16_kogge_nort",
            "files = 16, ranks = 16, dir = nort, algo = kogge",
        ),
        (
            "geometry__16x16_kogge_cannon",
            "files = 16, ranks = 16, dir = [noEa, soWe], algo = kogge, op = cannon, \
             name = diagonal_cannon",
        ),
        (
            "geometry__15x15_dumb7_loop_rook",
            "files = 15, ranks = 15, dir = [nort, east, sout, west], algo = dumb7_loop, \
             name = rook_attacks",
        ),
        (
            "rider__nightrider_kogge",
            "dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)], \
             name = nightrider_attacks, vis = pub",
        ),
        ("rider__1_2_kogge", "dir = (1, 2)"),
        (
            "rider__dabbaba_dumb7_10x10",
            "files = 10, ranks = 10, dir = (0, -2), algo = dumb7",
        ),
    ] {
        cases.push((name.into(), args.into()));
    }
    cases.push((
        "subtract__list_east".into(),
        "dir = [east], algo = subtract, name = rank_east_attacks".into(),
    ));
    for (name, args) in [
        ("variant__op_fill", "dir = soWe, op = fill"),
        (
            "variant__op_occluded_dumb7",
            "dir = noWe, algo = dumb7, op = occluded",
        ),
        (
            "variant__name",
            "dir = nort, algo = kogge, op = attacks, name = north_attacks",
        ),
        ("variant__vis_pub", "dir = east, algo = dumb7, vis = pub"),
        (
            "variant__vis_pub_crate_name",
            "name = soea, vis = pub(crate), op = occluded, dir = soEa",
        ),
        (
            "variant__vis_pub_super_list",
            "dir = [sout, noEa], name = two_rays, vis = pub(super)",
        ),
    ] {
        cases.push((name.into(), args.into()));
    }
    for (name, args) in [
        (
            "leaper__knight",
            "dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)], \
             op = leap, name = knight_attacks, vis = pub",
        ),
        (
            "leaper__knight_14x14",
            "files = 14, ranks = 14, \
             dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)], \
             op = leap, name = knight_attacks",
        ),
        (
            "leaper__horse_16x16",
            "files = 16, ranks = 16, dir = [(1, 2), (-1, 2)], op = lame, name = horse_north",
        ),
        (
            "leaper__camel_10x10",
            "files = 10, ranks = 10, dir = (1, 3), op = leap",
        ),
        (
            "leaper__king_9x10",
            "files = 9, ranks = 10, dir = [nort, noEa, east, soEa, sout, soWe, west, noWe], \
             op = leap, name = king_steps",
        ),
        (
            "leaper__horse_9x10",
            "files = 9, ranks = 10, \
             dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)], \
             op = lame, name = horse_attacks",
        ),
        (
            "leaper__horse_attackers_9x10",
            "files = 9, ranks = 10, \
             dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)], \
             op = lame_attackers, name = horse_attackers",
        ),
        (
            "leaper__elephant_9x10",
            "files = 9, ranks = 10, dir = [(2, 2), (2, -2), (-2, -2), (-2, 2)], op = lame, \
             name = elephant_attacks",
        ),
        (
            "leaper__double_push",
            "dir = (0, 2), op = push, name = double_push",
        ),
        (
            "variant__empty_type",
            "/// Attributes before the keys go on the function, after its own doc.\n\
             #[cfg(not(test))]\n\
             dir = [nort, east], op = attacks, name = typed, empty = crate::Empty",
        ),
        (
            "variant__empty_type_occluded",
            "dir = west, op = occluded, empty = Empty",
        ),
        (
            "variant__empty_type_lame",
            "files = 9, ranks = 10, dir = [(1, 2), (-1, 2)], op = lame, name = horse_north, \
             empty = Empty",
        ),
    ] {
        cases.push((name.into(), args.into()));
    }
    for (name, args) in [
        (
            "draughts__10x10_no_ea",
            "files = 10, ranks = 10, squares = dark, dir = noEa",
        ),
        (
            "draughts__8x8_king_attacks",
            "squares = dark, dir = [noEa, soEa, soWe, noWe], name = king_attacks, vis = pub",
        ),
        (
            "draughts__10x10_men_moves",
            "files = 10, ranks = 10, squares = dark, dir = [noWe, noEa], op = push, \
             name = white_men_moves",
        ),
        (
            "draughts__10x10_jumps",
            "files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe], \
             op = jumps, name = man_jumps, vis = pub",
        ),
        (
            "draughts__10x10_jumpers",
            "files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe], \
             op = jumpers, name = man_jumpers, vis = pub",
        ),
        (
            "draughts__10x10_flying_jumps",
            "files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe], \
             op = flying_jumps, name = king_jumps, vis = pub",
        ),
        (
            "draughts__10x10_flying_targets",
            "files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe], \
             op = flying_targets, name = king_targets, vis = pub",
        ),
        (
            "draughts__10x10_flying_jumps_no_we_dumb7",
            "files = 10, ranks = 10, squares = dark, dir = noWe, algo = dumb7, \
             op = flying_jumps",
        ),
        (
            "draughts__12x12_flying_targets_so_ea",
            "files = 12, ranks = 12, squares = dark, dir = soEa, op = flying_targets",
        ),
        (
            "draughts__16x16_no_we_attacks",
            "files = 16, ranks = 16, squares = dark, dir = noWe, op = attacks",
        ),
        (
            "draughts__16x16_jumps",
            "files = 16, ranks = 16, squares = dark, dir = [noEa, soWe], op = jumps, \
             name = man_jumps",
        ),
        (
            "draughts__chess_board_jumps",
            "dir = [noEa, noWe, nort], op = jumps, name = white_jumps",
        ),
        (
            "draughts__10x10_flying_jumps_empty_type",
            "files = 10, ranks = 10, squares = dark, dir = [noEa, noWe], op = flying_jumps, \
             name = king_jumps, empty = bitfill::Empty",
        ),
        (
            "draughts__chess_board_flying_jumps",
            "dir = [noEa, soWe], op = flying_jumps, name = king_jumps",
        ),
    ] {
        cases.push((name.into(), args.into()));
    }
    // `set = Type`: one case per op family and per word (`u64`, `u128`, `Wide`, the dark
    // squares in each).
    for (name, args) in [
        ("set__kogge_nort", "dir = nort, set = Bitboard"),
        (
            "set__kogge_bishop_flipped",
            "dir = [noEa, soEa, soWe, noWe], name = bishop_attacks, vis = pub, set = Bitboard",
        ),
        (
            "set__dumb7_no_we_9x10",
            "files = 9, ranks = 10, dir = noWe, algo = dumb7, set = Board90",
        ),
        (
            "set__dumb7_loop_rook_9x10",
            "files = 9, ranks = 10, dir = [nort, east, sout, west], algo = dumb7_loop, \
             name = chariot_attacks, set = Board90",
        ),
        (
            "set__subtract_east",
            "dir = east, algo = subtract, set = Bitboard",
        ),
        (
            "set__cannon_9x10_empty_type",
            "files = 9, ranks = 10, dir = [nort, east, sout, west], op = cannon, \
             name = cannon_captures, set = Board90, empty = Empty90",
        ),
        (
            "set__grasshopper_14x14_dumb7",
            "files = 14, ranks = 14, dir = [noEa, soWe], algo = dumb7, op = grasshopper, \
             name = grasshopper_landings, set = Board196",
        ),
        (
            "set__rook_16x16",
            "files = 16, ranks = 16, dir = [nort, east, sout, west], name = rook_attacks, \
             set = Board256",
        ),
        (
            "set__dumb7_loop_nort_16x16",
            "files = 16, ranks = 16, dir = nort, algo = dumb7_loop, op = attacks, \
             set = Board256",
        ),
        (
            "set__knight",
            "dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)], \
             op = leap, name = knight_attacks, set = Bitboard",
        ),
        (
            "set__horse_attackers_9x10",
            "files = 9, ranks = 10, \
             dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)], \
             op = lame_attackers, name = horse_attackers, set = Board90",
        ),
        (
            "set__double_push_14x14",
            "files = 14, ranks = 14, dir = (0, -2), op = push, name = black_double_push, \
             set = Board196",
        ),
        (
            "set__draughts_10x10_jumps",
            "files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe], \
             op = jumps, name = man_jumps, set = Board50",
        ),
        (
            "set__draughts_10x10_jumpers_empty_type",
            "files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe], \
             op = jumpers, name = man_jumpers, set = Board50, empty = Empty50",
        ),
        (
            "set__draughts_10x10_flying_targets",
            "files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe], \
             op = flying_targets, name = king_targets, set = Board50",
        ),
        (
            "set__draughts_12x12_attacks",
            "files = 12, ranks = 12, squares = dark, dir = noEa, op = attacks, set = Board78",
        ),
        (
            "set__draughts_16x16_flying_jumps_dumb7",
            "files = 16, ranks = 16, squares = dark, dir = [noEa, soWe], algo = dumb7, \
             op = flying_jumps, name = king_jumps, set = Board136",
        ),
        (
            "set__generic_path",
            "dir = east, op = attacks, name = east_attacks, set = crate::Set<u64>",
        ),
    ] {
        cases.push((name.into(), args.into()));
    }
    cases
}

fn snapshot(name: &str, args: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.set_description(format!("fill!({args})"));
    settings.bind(|| insta::assert_snapshot!(name, pretty(args)));
}

fn snapshot_cases(prefix: &str) {
    let mut count = 0;
    for (name, args) in cases() {
        if name.starts_with(prefix) {
            snapshot(&name, &args);
            count += 1;
        }
    }
    assert!(count > 0, "no snapshot case starts with {prefix}");
}

#[test]
fn snapshots_kogge() {
    snapshot_cases("kogge__");
}

#[test]
fn snapshots_dumb7() {
    snapshot_cases("dumb7__");
}

#[test]
fn snapshots_dumb7_loop() {
    snapshot_cases("dumb7_loop__");
}

#[test]
fn snapshots_subtract() {
    snapshot_cases("subtract__");
}

#[test]
fn snapshots_variants() {
    snapshot_cases("variant__");
}

#[test]
fn snapshots_geometries() {
    snapshot_cases("geometry__");
}

#[test]
fn snapshots_riders() {
    snapshot_cases("rider__");
}

#[test]
fn snapshots_leapers() {
    snapshot_cases("leaper__");
}

#[test]
fn snapshots_draughts() {
    snapshot_cases("draughts__");
}

#[test]
fn snapshots_set_type() {
    snapshot_cases("set__");
}

/// The tokens of a stream with its groups opened and multi-character operators glued back
/// together (`<<`, `|=`, `!=`, `->`), so that `|` and `|=` count as different tokens.
fn flat(stream: TokenStream) -> Vec<String> {
    let mut out = Vec::new();
    let mut glued = String::new();
    for tree in stream {
        if let TokenTree::Punct(punct) = &tree {
            glued.push(punct.as_char());
            if punct.spacing() == Spacing::Alone {
                out.push(std::mem::take(&mut glued));
            }
            continue;
        }
        if !glued.is_empty() {
            out.push(std::mem::take(&mut glued));
        }
        match tree {
            TokenTree::Group(group) => out.extend(flat(group.stream())),
            other => out.push(other.to_string()),
        }
    }
    if !glued.is_empty() {
        out.push(glued);
    }
    out
}

/// The operators of a function body by the kinds the doc comments count them in.
fn operators(body: TokenStream) -> BTreeMap<&'static str, u32> {
    let mut counts = BTreeMap::new();
    for token in flat(body) {
        let kind = match token.as_str() {
            "<<" | ">>" => "shift",
            "&" | "&=" => "and",
            "|" | "|=" => "or",
            "^" | "^=" => "xor",
            "!" => "not",
            "wrapping_sub" | "-" | "-=" => "sub",
            // Past 128 squares, `Wide`'s const fns in place of the operators.
            "shl" | "shr" => "shift",
            "and" => "and",
            "or" => "or",
            "xor" => "xor",
            "not" => "not",
            "swap_bytes" => "swap",
            // Operators the generated code must not use without a count.
            "+" | "+=" | "*" | "<<=" | ">>=" | "wrapping_mul" | "wrapping_add" => {
                panic!("uncounted operator `{token}`")
            }
            _ => continue,
        };
        *counts.entry(kind).or_insert(0) += 1;
    }
    counts
}

/// The cost a doc comment states: `(total, {kind: count})` from
/// `14 operations: 6 shifts + 5 and + 3 or`.
fn documented_cost(doc: &str) -> (u32, BTreeMap<&'static str, u32>) {
    let at = doc
        .find(" operations: ")
        .expect("the doc states an operation count");
    let total: u32 = doc[..at]
        .rsplit(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a number before `operations`");
    let rest = &doc[at + " operations: ".len()..];
    let rest = &rest[..rest.find('.').expect("the cost ends with a period")];
    let mut parts = BTreeMap::new();
    for part in rest.split(" + ") {
        let (n, kind) = part.split_once(' ').expect("`count kind`");
        let kind = match kind {
            "shift" | "shifts" => "shift",
            "and" => "and",
            "or" => "or",
            "xor" => "xor",
            "not" => "not",
            "sub" => "sub",
            "byte swap" | "byte swaps" => "swap",
            other => panic!("unknown kind `{other}` in `{doc}`"),
        };
        parts.insert(kind, n.parse().expect("a count"));
    }
    (total, parts)
}

struct Function {
    name: String,
    doc: String,
    body: TokenStream,
}

/// Checks what every generated function has in common and returns its doc and body.
fn functions(args: &str) -> Vec<Function> {
    let file = items(args);
    assert!(!file.items.is_empty(), "`fill!({args})` generates nothing");
    file.items
        .into_iter()
        .map(|item| {
            let syn::Item::Fn(function) = item else {
                panic!("`fill!({args})` generates something other than a fn");
            };
            let name = function.sig.ident.to_string();
            let has = |attr: &str| function.attrs.iter().any(|a| a.path().is_ident(attr));
            assert!(function.sig.constness.is_some(), "{name} is not const");
            assert!(has("inline"), "{name} lacks #[inline]");
            assert!(has("must_use"), "{name} lacks #[must_use]");
            let doc: Vec<String> = function
                .attrs
                .iter()
                .filter(|a| a.path().is_ident("doc"))
                .map(|a| match &a.meta {
                    syn::Meta::NameValue(syn::MetaNameValue {
                        value:
                            syn::Expr::Lit(syn::ExprLit {
                                lit: syn::Lit::Str(text),
                                ..
                            }),
                        ..
                    }) => text.value(),
                    _ => panic!("{name}: a doc attribute that is not a string"),
                })
                .collect();
            assert!(!doc.is_empty(), "{name} has no doc comment");
            Function {
                name,
                doc: doc.join("\n"),
                body: function.block.to_token_stream(),
            }
        })
        .collect()
}

const BRANCHES: [&str; 6] = ["if", "else", "match", "loop", "while", "for"];

#[test]
fn only_dumb7_loop_branches() {
    for (case, args) in cases() {
        for function in functions(&args) {
            let tokens = flat(function.body.clone());
            let branches: Vec<&String> = tokens
                .iter()
                .filter(|t| BRANCHES.contains(&t.as_str()))
                .collect();
            if args.contains("dumb7_loop") {
                assert!(
                    branches.iter().all(|t| *t == "while") && !branches.is_empty(),
                    "{case}/{}: expected `while` only, found {branches:?}",
                    function.name
                );
            } else {
                assert!(
                    branches.is_empty(),
                    "{case}/{}: branches {branches:?}",
                    function.name
                );
            }
        }
    }
}

#[test]
fn documented_operation_counts_match_the_code() {
    let mut checked = 0;
    for (case, args) in cases() {
        if args.contains("dumb7_loop") {
            continue;
        }
        for function in functions(&args) {
            let (total, documented) = documented_cost(&function.doc);
            let present = operators(function.body);
            assert_eq!(
                documented, present,
                "{case}/{}: the doc comment counts {documented:?}, the body has {present:?}",
                function.name
            );
            assert_eq!(
                total,
                present.values().sum::<u32>(),
                "{case}/{}: the total is not the sum of the parts",
                function.name
            );
            checked += 1;
        }
    }
    // 8 directions x (3 kogge + 2 dumb7 ops), subtract, 4 + 1 lists, 7 in the variants;
    // on other boards and for riders, 1 + 1 + 2 + 3 + 1 + 1 + 1 + 1 + 3 + 2, past 128
    // squares 1 + 2 + 1 + 3 + 1; 9 leapers; 3 with `empty = Type`; on draughts boards
    // 3 + 13; with `set = Type` 3 + 1 + 2 + 1 + 1 + 1 + 1 + 3 + 5 + 1 (the loops left out).
    assert_eq!(checked, 8 * 5 + 1 + 4 + 1 + 7 + 16 + 8 + 9 + 3 + 16 + 19);
}

/// The loop's cost is per iteration: three operations in each loop body.
#[test]
fn dumb7_loop_costs_three_operations_per_iteration() {
    for (case, args) in cases() {
        if !args.contains("dumb7_loop") {
            continue;
        }
        for function in functions(&args) {
            assert!(
                function
                    .doc
                    .contains("each iteration costs 3 operations (shift, and, or)"),
                "{case}/{}",
                function.name
            );
            let mut loops = 0;
            let mut trees = function.body.into_iter().peekable();
            // The body is one brace group; the `while` statements are at its top level.
            let Some(TokenTree::Group(block)) = trees.next() else {
                panic!("a body is a block");
            };
            let mut statements = block.stream().into_iter().peekable();
            while let Some(tree) = statements.next() {
                if matches!(&tree, TokenTree::Ident(i) if i == "while") {
                    // Skip the condition up to the loop body.
                    let body = statements
                        .by_ref()
                        .find_map(|t| match t {
                            TokenTree::Group(g)
                                if g.delimiter() == proc_macro2::Delimiter::Brace =>
                            {
                                Some(g)
                            }
                            _ => None,
                        })
                        .expect("a loop body");
                    let count: u32 = operators(body.stream()).values().sum();
                    assert_eq!(count, 3, "{case}/{}", function.name);
                    loops += 1;
                }
            }
            let rays = if args.contains('[') { 4 } else { 1 };
            assert_eq!(loops, rays, "{case}/{}: one loop per ray", function.name);
        }
    }
}

/// The figures of the Chess Programming Wiki's Kogge-Stone Algorithm and Dumb7Fill pages:
/// Kogge-Stone takes 14 operations for a vertical ray's attacks, the
/// unrolled Dumb7Fill 19.
#[test]
fn vertical_attack_counts_are_the_wiki_pages() {
    for (algo, count) in [("kogge", 14), ("dumb7", 19)] {
        for dir in ["nort", "sout"] {
            let args = format!("dir = {dir}, algo = {algo}, op = attacks");
            let [function] = &functions(&args)[..] else {
                panic!("one function");
            };
            assert!(
                function.doc.contains(&format!("; {count} operations: ")),
                "{args}: {}",
                function.doc
            );
            assert_eq!(
                operators(function.body.clone()).values().sum::<u32>(),
                count
            );
        }
    }
}

/// The generated items, by name, of a valid call.
fn names(args: &str) -> Vec<String> {
    items(args)
        .items
        .iter()
        .map(|item| match item {
            syn::Item::Fn(f) => f.sig.ident.to_string(),
            _ => panic!("not a fn"),
        })
        .collect()
}

#[test]
fn default_names_and_ops() {
    assert_eq!(
        names("dir = noEa"),
        ["no_ea_fill", "no_ea_occluded", "no_ea_attacks"]
    );
    assert_eq!(
        names("dir = soWe, algo = dumb7"),
        ["so_we_occluded", "so_we_attacks"]
    );
    assert_eq!(
        names("dir = nort, algo = dumb7_loop"),
        ["nort_occluded", "nort_attacks"]
    );
    assert_eq!(names("dir = east, algo = subtract"), ["east_attacks"]);
    assert_eq!(names("dir = [nort], name = up"), ["up"]);
}

#[test]
fn default_algorithm_is_kogge() {
    assert_eq!(
        expansion("dir = west").to_string(),
        // The doc comment quotes the call with every key spelled out, so the two are equal.
        expansion("dir = west, algo = kogge").to_string(),
    );
}

#[test]
fn keys_in_any_order_and_trailing_commas() {
    let reference = expansion("dir = noWe, algo = dumb7, op = attacks, name = f, vis = pub");
    for args in [
        "dir = noWe, algo = dumb7, op = attacks, name = f, vis = pub,",
        "vis = pub, name = f, op = attacks, algo = dumb7, dir = noWe",
        "op = attacks, dir = noWe, vis = pub, algo = dumb7, name = f,",
    ] {
        assert_eq!(expansion(args).to_string(), reference.to_string(), "{args}");
    }
    // A trailing comma inside the list, too.
    assert_eq!(
        expansion("dir = [nort, sout,], name = f").to_string(),
        expansion("dir = [nort, sout], name = f").to_string(),
    );
}

#[test]
fn visibilities() {
    for (vis, printed) in [
        ("pub", "pub const fn"),
        ("pub(crate)", "pub(crate) const fn"),
        ("pub(super)", "pub(super) const fn"),
        ("pub(self)", "pub(self) const fn"),
        ("pub(in crate::board)", "pub(in crate::board) const fn"),
    ] {
        let text = pretty(&format!("dir = east, algo = subtract, vis = {vis}"));
        assert!(text.contains(printed), "{vis}: {text}");
    }
    assert!(pretty("dir = east, algo = subtract").contains("\nconst fn east_attacks"));
}

#[test]
fn list_op_defaults_to_attacks_and_accepts_it_spelled_out() {
    assert_eq!(
        expansion("dir = [noEa, noWe], name = f").to_string(),
        expansion("dir = [noEa, noWe], name = f, op = attacks").to_string(),
    );
}

#[test]
fn each_error_is_reported_once_at_its_key() {
    assert_eq!(
        errors("dir = nort, dir = sout, dir = east"),
        [
            "duplicate `dir` argument: give each key once",
            "duplicate `dir` argument: give each key once"
        ]
    );
    assert_eq!(
        errors("dir = [nort, nort, nort], name = f"),
        [
            "direction `nort` appears twice in the list",
            "direction `nort` appears twice in the list"
        ]
    );
}

#[test]
fn errors_come_in_source_order() {
    let found = errors("dir = north, algo = fast, op = flood, colour = red, name = 5");
    // Errors of shape and of meaning mixed, in the order of the pairs they belong to.
    assert_eq!(found.len(), 5, "{found:#?}");
    assert!(found[0].contains("did you mean `nort`"), "{found:#?}");
    assert!(
        found[1].starts_with("unknown algorithm `fast`"),
        "{found:#?}"
    );
    assert!(found[2].starts_with("unknown op `flood`"), "{found:#?}");
    assert!(
        found[3].starts_with("unknown argument `colour`; expected one of: `dir`, `algo`"),
        "{found:#?}"
    );
    assert!(
        found[4].starts_with("expected a function name"),
        "{found:#?}"
    );
    // Reversed, the errors come reversed; a missing `dir` comes last.
    let found = errors("name = 5, colour = red, op = flood, algo = fast");
    assert_eq!(found.len(), 5, "{found:#?}");
    assert!(
        found[0].starts_with("expected a function name"),
        "{found:#?}"
    );
    assert!(
        found[1].starts_with("unknown argument `colour`"),
        "{found:#?}"
    );
    assert!(found[2].starts_with("unknown op `flood`"), "{found:#?}");
    assert!(
        found[3].starts_with("unknown algorithm `fast`"),
        "{found:#?}"
    );
    assert!(found[4].starts_with("missing `dir = ...`"), "{found:#?}");
}

#[test]
fn empty_type_errors() {
    let found = errors("dir = nort, op = fill, empty = Empty");
    assert_eq!(
        found,
        ["`empty = ..` types the empty squares' argument, and `op = fill` takes none"]
    );
    let found = errors("dir = (1, 2), op = leap, empty = Empty");
    assert!(found[0].contains("`op = leap` takes none"), "{found:?}");
    let found = errors("dir = nort, empty = 3");
    assert!(found[0].starts_with("expected a type"), "{found:?}");
    let found = errors("dir = nort, empty = Empty, empty = Empty");
    assert!(found[0].starts_with("duplicate `empty`"), "{found:?}");
    // Without `op`, kogge makes `fill` too, which simply keeps its one argument.
    let file = items("dir = nort, empty = Empty");
    assert_eq!(file.items.len(), 3);
}

#[test]
fn did_you_mean_for_keys_algorithms_and_ops() {
    for (args, hint) in [
        ("dri = nort", "unknown argument `dri` (did you mean `dir`?)"),
        ("dir = nort, algorithm = kogge", "(did you mean `algo`?)"),
        ("dir = nort, rank = 9", "(did you mean `ranks`?)"),
        (
            "dir = nort, algo = koge",
            "unknown algorithm `koge` (did you mean `kogge`?)",
        ),
        ("dir = nort, algo = dumb8", "(did you mean `dumb7`?)"),
        ("dir = nort, algo = Subtract", "(did you mean `subtract`?)"),
        (
            "dir = nort, op = attack",
            "unknown op `attack` (did you mean `attacks`?)",
        ),
        (
            "dir = nort, op = occluded_fill",
            "(did you mean `occluded`?)",
        ),
        ("dir = nort, op = flood", ""),
        ("dir = nort, op = canon", "(did you mean `cannon`?)"),
        ("dir = nrot", "(did you mean `nort`?)"),
    ] {
        let found = errors(args);
        assert!(found[0].contains(hint), "{args}: {found:?}");
        if hint.is_empty() {
            assert!(!found[0].contains("did you mean"), "{args}: {found:?}");
        }
    }
    // Too far from anything: no guess.
    let found = errors("dir = nort, algo = magic");
    assert!(!found[0].contains("did you mean"), "{found:?}");
}

#[test]
fn a_list_of_ops_says_what_to_do() {
    let found = errors("dir = nort, op = [attacks, occluded], algo = fast");
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found[0].starts_with("a list of ops is not supported: call `fill!` once per op"),
        "{found:#?}"
    );
    assert!(found[1].starts_with("unknown algorithm"), "{found:#?}");
}

#[test]
fn a_key_without_value_or_equals() {
    assert_eq!(
        errors("dir = , algo = kogge"),
        [
            "`dir =` needs a value: a direction such as `nort` or `noEa`, a step vector `(file \
          step, rank step)` or a list of them in brackets"
        ]
    );
    assert_eq!(
        errors("dir = nort, algo"),
        [
            "expected `=` after `algo`; `algo` takes an algorithm, one of: kogge, dumb7, \
          dumb7_loop, subtract"
        ]
    );
    let found = errors("dir = nort, files =, ranks = 9");
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0].starts_with("`files =` needs a value"),
        "{found:#?}"
    );
}

#[test]
fn geometry_errors() {
    for (args, message) in [
        (
            "files = 1, dir = nort",
            "`files = 1` is out of range: a board has 2 to 16 files",
        ),
        (
            "ranks = 17, dir = nort",
            "`ranks = 17` is out of range: a board has 2 to 16 ranks",
        ),
        (
            "files = 17, ranks = 16, dir = nort",
            "`files = 17` is out of range: a board has 2 to 16 files",
        ),
        ("dir = (0, 0)", "the step vector `(0, 0)` does not move"),
        (
            "files = 9, ranks = 10, dir = (9, 1)",
            "the step `(9, 1)` cannot move on a board of 9 files and 10 ranks",
        ),
        ("dir = (0, -8)", "the step `(0, -8)` cannot move"),
        (
            "dir = (1, x)",
            "expected a step vector `(file step, rank step)` of two integers",
        ),
        ("dir = (1, 2, 3)", "expected a step vector"),
        (
            "dir = [(1, 2), (1, 2)], name = f",
            "direction `(1, 2)` appears twice in the list",
        ),
        (
            "dir = [east, (1, 0)], name = f",
            "direction `east` appears twice in the list",
        ),
        (
            "dir = (1, 1), algo = subtract",
            "`algo = subtract` works only for `east`",
        ),
        (
            "dir = [nort, east], op = occluded, name = f",
            "a direction list generates only",
        ),
    ] {
        let found = errors(args);
        assert!(found[0].starts_with(message), "{args}: {found:#?}");
    }
    // A rejected board does not also reject the directions.
    assert_eq!(errors("files = 40, dir = (3, 1)").len(), 1);
    assert_eq!(errors("files = 2, ranks = 2, dir = (2, 0)").len(), 1);
}

#[test]
fn vectors_and_compass_names_are_the_same_directions() {
    assert_eq!(
        expansion("dir = (0, 1), op = attacks, name = f").to_string(),
        expansion("dir = nort, op = attacks, name = f").to_string(),
    );
    assert_eq!(
        names("dir = (-1, 2), algo = dumb7"),
        ["ray_m1_2_occluded", "ray_m1_2_attacks"]
    );
    assert_eq!(names("dir = sout, op = cannon"), ["sout_cannon"]);
    assert_eq!(
        names("dir = (2, 0), op = grasshopper"),
        ["ray_2_0_grasshopper"]
    );
}

#[test]
fn word_types() {
    for (args, word) in [
        ("dir = nort", "u64"),
        ("files = 16, ranks = 4, dir = nort", "u64"),
        ("files = 13, ranks = 5, dir = nort", "u128"),
        (
            "files = 9, ranks = 10, dir = [nort, east], op = cannon, name = f",
            "u128",
        ),
        ("files = 12, ranks = 11, dir = nort", "::bitfill::Wide<3>"),
        ("files = 12, ranks = 12, dir = nort", "::bitfill::Wide<3>"),
        ("files = 13, ranks = 13, dir = nort", "::bitfill::Wide<3>"),
        ("files = 14, ranks = 14, dir = nort", "::bitfill::Wide<4>"),
        (
            "files = 16, ranks = 16, dir = (1, 2), op = leap",
            "::bitfill::Wide<4>",
        ),
    ] {
        let text = pretty(args);
        assert!(text.contains(&format!(") -> {word} {{")), "{args}: {text}");
    }
}

#[test]
fn did_you_mean() {
    for (wrong, right) in [
        ("no_ea", "noEa"),
        ("NoEa", "noEa"),
        ("north", "nort"),
        ("South_West", "soWe"),
        ("EAST", "east"),
    ] {
        let found = errors(&format!("dir = {wrong}"));
        assert!(
            found[0].contains(&format!("(did you mean `{right}`?)")),
            "{wrong}: {found:?}"
        );
    }
    let found = errors("dir = up");
    assert!(!found[0].contains("did you mean"), "{found:?}");
}

#[test]
fn a_broken_list_does_not_hide_the_other_errors() {
    let found = errors("dir = [nort east], algo = fast, name = f");
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(found[0].starts_with("expected `,`"), "{found:#?}");
    assert!(
        found[1].starts_with("unknown algorithm `fast`"),
        "{found:#?}"
    );

    let found = errors("dir = [nort, 7], algo = fast, name = f");
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found[0].starts_with("expected a direction, one of: noEa, east"),
        "{found:#?}"
    );

    // A broken `dir` may have been a list: no guess that `name` needs a single op.
    let found = errors("dir = [nort sout], name = f");
    assert_eq!(found, ["expected `,` between directions"]);
}

#[test]
fn a_broken_visibility_does_not_hide_the_other_errors() {
    for vis in [
        "public",
        "pub(in 5)",
        "pub(crate",
        "pub(foo)",
        "crate",
        "\"pub\"",
    ] {
        let args = format!("dir = nort, vis = {vis}, algo = fast");
        let Ok(tokens) = args.parse::<TokenStream>() else {
            continue; // an unbalanced delimiter never reaches a macro
        };
        let found = match fill_impl(tokens) {
            Ok(_) => panic!("{args} should fail"),
            Err(err) => err.into_iter().map(|e| e.to_string()).collect::<Vec<_>>(),
        };
        assert!(
            found.iter().any(|e| e.starts_with("unknown algorithm")),
            "{vis}: {found:#?}"
        );
        assert!(
            found.iter().any(|e| e.contains("visibility")),
            "{vis}: {found:#?}"
        );
    }
}

#[test]
fn missing_comma_is_one_error() {
    assert_eq!(
        errors("dir = nort algo = kogge"),
        ["expected `,` between arguments"]
    );
    assert_eq!(
        errors("dir = nort, algo = kogge dumb7, op = fill"),
        ["expected `,` between arguments"]
    );
}

/// A cheap fuzz: random calls built from well-formed pairs (most of them valid, many in
/// invalid combinations) and loose tokens. Every call either expands to items that parse or
/// fails with at least one error; none panics.
#[test]
fn no_input_panics() {
    const KEYS: [&str; 6] = ["dir", "algo", "op", "name", "vis", "set"];
    const VALUES: [&str; 35] = [
        "nort",
        "noEa",
        "east",
        "soWe",
        "no_ea",
        "kogge",
        "dumb7",
        "dumb7_loop",
        "subtract",
        "fill",
        "occluded",
        "attacks",
        "f",
        "pub",
        "pub(crate)",
        "pub(in crate)",
        "pub(in 5)",
        "[nort, east]",
        "[east]",
        "[noEa, soWe, nort,]",
        "[]",
        "[nort east]",
        "[nort, nort]",
        "[7]",
        "(x)",
        "7",
        "\"s\"",
        "fn",
        "r#fn",
        "",
        "= =",
        "kogge dumb7",
        "u64",
        "&Bitboard",
        "Set<u64>",
    ];
    // The valid values of each key, in the order of `KEYS`.
    const VALID: [&[&str]; 6] = [
        &[
            "nort",
            "noEa",
            "east",
            "soWe",
            "[nort, east]",
            "[east]",
            "[noEa, soWe, nort,]",
        ],
        &["kogge", "dumb7", "dumb7_loop", "subtract"],
        &["fill", "occluded", "attacks"],
        &["f", "g"],
        &["pub", "pub(crate)", "pub(in crate)"],
        &["Bitboard", "crate::Set<u64>"],
    ];
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = |bound: usize| {
        // xorshift64
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    let mut expanded = 0;
    const CALLS: usize = 20_000;
    for _ in 0..CALLS {
        let mut args = String::new();
        for _ in 0..next(6) {
            match next(10) {
                0 => args.push_str(VALUES[next(VALUES.len())]),
                1 => args.push_str(KEYS[next(KEYS.len())]),
                _ => {
                    let key = next(KEYS.len());
                    args.push_str(KEYS[key]);
                    args.push_str(" = ");
                    args.push_str(if next(4) == 0 {
                        VALUES[next(VALUES.len())]
                    } else {
                        VALID[key][next(VALID[key].len())]
                    });
                }
            }
            args.push_str(if next(8) == 0 { " " } else { ", " });
        }
        match fill_impl(tokens_of(&args)) {
            Ok(tokens) => {
                syn::parse2::<syn::File>(tokens)
                    .unwrap_or_else(|err| panic!("`fill!({args})` expands to bad code: {err}"));
                expanded += 1;
            }
            Err(err) => assert!(err.into_iter().count() > 0, "{args}"),
        }
    }
    // The valid corner of the space is visited too.
    println!("{expanded} of {CALLS} random calls expanded");
    assert!(
        expanded > CALLS / 50,
        "only {expanded} of {CALLS} random calls expanded"
    );
}

#[test]
fn draughts_board_errors() {
    let leaves = |dir: &str| format!("`{dir}` leaves the dark squares");
    let e = errors("squares = dark, dir = [noEa, nort, west, (2, 1)], name = king");
    assert_eq!(e.len(), 3, "{e:?}");
    for (error, dir) in e.iter().zip(["nort", "west", "(2, 1)"]) {
        assert!(error.starts_with(&leaves(dir)), "{error}");
    }
    // Steps that stay on the dark squares are fine, whatever their length.
    for dir in ["(2, 2)", "(0, 2)", "(-2, 0)", "(1, 3)", "soWe"] {
        expansion(&format!("squares = dark, dir = {dir}, op = attacks"));
    }
    assert!(errors("squares = light, dir = noEa")[0].contains("unknown squares `light`"));
    let odd = errors("files = 7, squares = dark, dir = noEa");
    assert_eq!(odd.len(), 1, "{odd:?}");
    assert!(odd[0].contains("needs an even number of files"));
    assert!(
        errors("files = 2, ranks = 2, squares = dark, dir = noWe")[0]
            .contains("moves no dark square")
    );
    assert!(
        errors("squares = dark, dir = noEa, op = jumps, algo = dumb7")[0]
            .contains("needs no fill algorithm")
    );
    assert!(
        errors("dir = east, algo = subtract, op = flying_targets")[0]
            .contains("has no `flying_targets` op")
    );
    // `squares` is a key like the others: given twice, or without a value.
    assert!(
        errors("squares = dark, squares = dark, dir = noEa")[0].contains("duplicate `squares`")
    );
    assert!(errors("squares = , dir = noEa")[0].contains("`squares =` needs a value"));
}

#[test]
fn draughts_ops_names_and_parameters() {
    assert_eq!(
        names("squares = dark, dir = noEa, op = jumps"),
        ["no_ea_jumps"]
    );
    for op in ["jumps", "jumpers", "flying_jumps", "flying_targets"] {
        let text = pretty(&format!(
            "files = 10, ranks = 10, squares = dark, dir = [noEa, soWe], op = {op}, name = f"
        ));
        let params = if op.starts_with("flying") {
            "kings"
        } else {
            "pieces"
        };
        assert!(
            text.contains(&format!(
                "const fn f({params}: u64, empty: u64, enemies: u64) -> u64"
            )),
            "{text}"
        );
    }
}

/// Every op and a few directions on draughts boards of every width and some heights, the
/// odd widths (an error) included: an expansion or errors, never a panic, and the errors
/// only where the call is wrong.
#[test]
fn draughts_boards_of_every_size_expand_or_say_why() {
    let ops = [
        "fill",
        "occluded",
        "attacks",
        "cannon",
        "grasshopper",
        "leap",
        "lame",
        "lame_attackers",
        "push",
        "jumps",
        "jumpers",
        "flying_jumps",
        "flying_targets",
    ];
    let mut expanded = 0;
    for files in 2..=16 {
        for ranks in [2, 3, 5, 8, 16] {
            for dir in ["noEa", "soWe", "nort", "(2, 2)", "(0, -2)"] {
                for op in ops {
                    let args = format!(
                        "files = {files}, ranks = {ranks}, squares = dark, dir = {dir}, op = {op}"
                    );
                    let leaves = dir == "nort";
                    let odd = files % 2 == 1;
                    // Nothing moves noWe-wards or two ranks on a board of two ranks; a lame
                    // piece needs a leg, which one diagonal step has not; (0, -2) passes a
                    // light square.
                    let stuck = ranks == 2 && dir.contains("2") || files == 2 && dir == "(2, 2)";
                    let lame = matches!(op, "lame" | "lame_attackers") && dir.len() == 4;
                    let light_path =
                        matches!(op, "lame" | "lame_attackers" | "push") && dir == "(0, -2)";
                    let wrong = leaves || odd || stuck || lame || light_path;
                    match fill_impl(tokens_of(&args)) {
                        Ok(_) => {
                            assert!(!wrong, "`fill!({args})` should fail");
                            expanded += 1;
                        }
                        Err(err) => assert!(wrong, "`fill!({args})`: {err}"),
                    }
                }
            }
        }
    }
    assert!(expanded > 1_500, "{expanded}");
}

/// `set = S` on every op, algorithm and board (`u64`, `u128`, `Wide`, and the dark squares
/// in each), with and without `empty = E`: every set parameter is an `S`, the empty
/// squares an `E` if given (else an `S`), the result an `S`; the body first unwraps each
/// parameter into a word (`let sliders: u64 = sliders.0;`), in order, and ends in
/// `S(..)`.
#[test]
fn set_types_every_set_of_every_op() {
    let boards = [
        ("", "u64"),
        ("files = 9, ranks = 10, ", "u128"),
        ("files = 14, ranks = 14, ", "::bitfill::Wide<4>"),
        ("files = 10, ranks = 10, squares = dark, ", "u64"),
        ("files = 12, ranks = 12, squares = dark, ", "u128"),
        (
            "files = 16, ranks = 16, squares = dark, ",
            "::bitfill::Wide<3>",
        ),
    ];
    let mut calls = Vec::new();
    for algo in ["kogge", "dumb7", "dumb7_loop"] {
        // Every default op of the algorithm on one direction, and a list's attacks.
        calls.push(format!("dir = noEa, algo = {algo}"));
        calls.push(format!("dir = [noEa, soWe], algo = {algo}, name = f"));
        calls.push(format!(
            "dir = [noEa, soWe], algo = {algo}, op = cannon, name = f"
        ));
        calls.push(format!(
            "dir = [noEa, soWe], algo = {algo}, op = grasshopper, name = f"
        ));
        calls.push(format!(
            "dir = [noEa, soWe], algo = {algo}, op = flying_jumps, name = f"
        ));
        calls.push(format!(
            "dir = [noEa, soWe], algo = {algo}, op = flying_targets, name = f"
        ));
    }
    calls.push("dir = noEa, op = fill".into());
    for op in ["leap", "lame", "lame_attackers", "push"] {
        calls.push(format!("dir = [(2, 2), (-2, -2)], op = {op}, name = f"));
    }
    for op in ["jumps", "jumpers"] {
        calls.push(format!("dir = [noEa, soWe], op = {op}, name = f"));
    }
    let subtract = "dir = east, algo = subtract";
    let mut checked = 0;
    for (board, word) in boards {
        let board_calls = calls
            .iter()
            .map(String::as_str)
            .chain((!board.contains("dark")).then_some(subtract));
        for call in board_calls {
            let takes_empty = !call.contains("op = leap") && !call.contains("op = fill");
            for typed in ["set = S", "set = S, empty = E"] {
                if typed.contains("empty") && !takes_empty {
                    continue;
                }
                let args = format!("{board}{call}, {typed}");
                let empty_type = if typed.contains("empty") { "E" } else { "S" };
                for item in items(&args).items {
                    let syn::Item::Fn(function) = item else {
                        panic!("{args}: not a fn");
                    };
                    check_set_types(&args, &function, word, empty_type);
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 300, "{checked}");
}

/// See `set_types_every_set_of_every_op`.
fn check_set_types(args: &str, function: &syn::ItemFn, word: &str, empty_type: &str) {
    let text = |t: &dyn ToTokens| t.to_token_stream().to_string();
    let name = &function.sig.ident;
    let syn::ReturnType::Type(_, output) = &function.sig.output else {
        panic!("{args}: {name} returns nothing");
    };
    assert_eq!(text(output), "S", "{args}: {name}'s result");
    let mut statements = function.block.stmts.iter();
    for input in &function.sig.inputs {
        let syn::FnArg::Typed(typed) = input else {
            panic!("{args}: {name} takes self");
        };
        let syn::Pat::Ident(param) = &*typed.pat else {
            panic!("{args}: {name} has a pattern parameter");
        };
        assert!(
            param.mutability.is_none(),
            "{args}: {name}: mut {}",
            param.ident
        );
        let param = &param.ident;
        let expected = if param == "empty" || param == "propagator" {
            empty_type
        } else {
            "S"
        };
        assert_eq!(text(&typed.ty), expected, "{args}: {name}({param})");
        let unwrap = statements
            .next()
            .unwrap_or_else(|| panic!("{args}: {name} has no statement for {param}"));
        let unwrap = text(unwrap).replace("let mut ", "let ");
        assert_eq!(
            unwrap,
            format!("let {param} : {} = {param} . 0 ;", tokens_of(word)),
            "{args}: {name}"
        );
    }
    let Some(syn::Stmt::Expr(syn::Expr::Call(last), None)) = function.block.stmts.last() else {
        panic!("{args}: {name} does not end in a call");
    };
    assert_eq!(text(&last.func), "S", "{args}: {name}");
    // The word code in between knows nothing of the types.
    for statement in &function.block.stmts[function.sig.inputs.len()..] {
        let tokens = flat(statement.to_token_stream());
        let leaked = tokens.iter().filter(|t| *t == "S" || *t == "E").count();
        let wrapper = usize::from(std::ptr::eq(
            statement,
            function.block.stmts.last().unwrap(),
        ));
        assert_eq!(leaked, wrapper, "{args}: {name}: {}", text(statement));
    }
}

#[test]
fn set_type_names_generic_types_with_a_turbofish() {
    let text = expansion("dir = east, op = attacks, name = f, set = crate::Set<u64>").to_string();
    assert!(
        text.contains("const fn f (sliders : crate :: Set < u64 >"),
        "{text}"
    );
    assert!(text.contains("crate :: Set :: < u64 > ("), "{text}");
    // The doc comment quotes the call.
    assert!(text.contains("name = f, set = crate::Set<u64>)`"), "{text}");
}

#[test]
fn set_type_errors() {
    let found = errors("dir = nort, set = Bitboard, set = Bitboard");
    assert_eq!(found, ["duplicate `set` argument: give each key once"]);
    for value in ["3", "\"Bitboard\"", "Bitboard Bitboard", "+"] {
        let found = errors(&format!("dir = nort, set = {value}"));
        assert_eq!(
            found,
            [
                "expected a type: a tuple struct whose field `.0` is the board's word, such as \
              `bitfill::Bitboard`"
            ],
            "{value}"
        );
    }
    for value in ["u64", "(u128)"] {
        let found = errors(&format!("dir = nort, set = {value}"));
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(
            found[0].contains("is a primitive type, with no field `.0`")
                && found[0].contains("leave `set` out"),
            "{found:?}"
        );
    }
    let found = errors("dir = nort, empty = u64");
    assert!(found[0].contains("leave `empty` out"), "{found:?}");
    for value in [
        "&Bitboard",
        "(Bitboard, Bitboard)",
        "[u64; 1]",
        "<B as T>::Set",
        "dyn Fn(u64)",
    ] {
        let found = errors(&format!("dir = nort, set = {value}"));
        assert_eq!(found.len(), 1, "{value}: {found:?}");
        assert!(
            found[0].contains("is not a tuple struct"),
            "{value}: {found:?}"
        );
    }
    // `empty` is only unwrapped, never built: a reference to a tuple struct will do.
    expansion("dir = nort, op = attacks, empty = &Empty");
    // Misspelt, the key is guessed as the others are.
    for key in ["sets", "st", "Set"] {
        let found = errors(&format!("dir = nort, {key} = Bitboard"));
        assert!(
            found[0].starts_with(&format!("unknown argument `{key}` (did you mean `set`?)")),
            "{found:?}"
        );
    }
    // Reported in source order with the other errors, and a malformed `set` is no excuse
    // to drop them.
    let found = errors("algo = fast, set = 3, dir = north");
    assert_eq!(found.len(), 3, "{found:?}");
    assert!(found[0].starts_with("unknown algorithm"), "{found:?}");
    assert!(found[1].starts_with("expected a type"), "{found:?}");
    assert!(found[2].contains("did you mean `nort`"), "{found:?}");
    let found = errors("set = u64, dir = north");
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].contains("primitive type"), "{found:?}");
    // `set` alone types the arguments of `fill` and `leap`, which take no empty squares.
    expansion("dir = nort, op = fill, set = Bitboard");
    expansion("dir = (1, 2), op = leap, set = Bitboard");
}
