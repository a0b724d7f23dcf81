//! The public API, pinned: every item `cargo doc` shows for the x86_64 build (functions,
//! types, constants, modules, macros, and for each type its inherent methods, associated
//! constants, fields, variants and trait implementations), listed one per line in
//! `tests/library/public-api.txt`. A change to the API changes the list, so it is made on
//! purpose and shows in review: after a deliberate change, rewrite the list with
//! `BITFILL_BLESS=1 cargo test --test library public_api` and read the diff.
//!
//! The list is read from rustdoc's own pages (`all.html` and each type's page), which are
//! what a user sees: items behind `#[doc(hidden)]` (`bitfill::internals`) are not in it, and
//! functions that `fill!` or `macro_rules!` generate are. The docs are built by a nested
//! `cargo doc` into a target directory of its own, so it never waits for the test's.

use std::collections::BTreeSet;
use std::path::Path;

/// The `id`s of rustdoc's sections that name a member of a type, and the word the list
/// uses for each.
const MEMBERS: [(&str, &str); 6] = [
    ("method.", "fn"),
    ("tymethod.", "fn"),
    ("associatedconstant.", "const"),
    ("associatedtype.", "type"),
    ("structfield.", "field"),
    ("variant.", "variant"),
];

/// rustdoc's `all.html` headings, and the word the list uses for their items.
const KINDS: [(&str, &str); 9] = [
    ("structs", "struct"),
    ("enums", "enum"),
    ("traits", "trait"),
    ("functions", "fn"),
    ("types", "type"),
    ("constants", "const"),
    ("statics", "static"),
    ("macros", "macro"),
    ("unions", "union"),
];

/// The part of `page` from the element with id `from` to the next `<h2` (or the end).
fn section<'a>(page: &'a str, from: &str) -> &'a str {
    let Some(start) = page.find(&format!("id=\"{from}\"")) else {
        return "";
    };
    let rest = &page[start..];
    let end = rest[1..].find("<h2").map_or(rest.len(), |e| e + 1);
    &rest[..end]
}

/// Every `id="prefix..."` value in `html`, without the prefix, up to the closing quote.
fn ids<'a>(html: &'a str, prefix: &str) -> Vec<&'a str> {
    let needle = format!("id=\"{prefix}");
    html.match_indices(&needle)
        .map(|(i, _)| {
            let value = &html[i + needle.len()..];
            &value[..value.find('"').expect("an id ends with a quote")]
        })
        .collect()
}

/// The links of `all.html`'s list under the heading `id`: `(href, path)` pairs.
fn items(all: &str, id: &str) -> Vec<(String, String)> {
    let list = section(all, id);
    let list = &list[..list.find("</ul>").unwrap_or(list.len())];
    list.split("<li><a href=\"")
        .skip(1)
        .map(|item| {
            let (href, rest) = item.split_once('"').expect("an href ends with a quote");
            let path = &rest[rest.find('>').expect("a link has text") + 1..];
            let path = &path[..path.find('<').expect("a link's text ends")];
            (href.to_string(), path.to_string())
        })
        .collect()
}

/// The public API of the docs in `doc` (a `target/doc/bitfill`), one line an item.
fn api(doc: &Path) -> BTreeSet<String> {
    let read = |page: &str| {
        std::fs::read_to_string(doc.join(page)).unwrap_or_else(|e| panic!("{page}: {e}"))
    };
    let all = read("all.html");
    let mut lines = BTreeSet::new();
    let mut modules = BTreeSet::new();
    for (id, kind) in KINDS {
        for (href, path) in items(&all, id) {
            if let Some((module, _)) = path.rsplit_once("::") {
                modules.insert(module.to_string());
            }
            lines.insert(format!("{kind} {path}"));
            if !matches!(kind, "struct" | "enum" | "trait" | "union") {
                continue;
            }
            let page = read(&href);
            // Inherent members: fields, variants, the impl blocks' methods and constants;
            // a trait's own items. Trait implementations by their headers' ids
            // (`impl-From%3Cu64%3E-for-Bitboard`), which name the trait and its parameters.
            let own = [
                section(&page, "fields"),
                section(&page, "variants"),
                section(&page, "implementations"),
                section(&page, "required-associated-types"),
                section(&page, "required-associated-consts"),
                section(&page, "required-methods"),
                section(&page, "provided-methods"),
            ];
            for part in own {
                for (prefix, word) in MEMBERS {
                    for member in ids(part, prefix) {
                        // rustdoc numbers the ids of a name that repeats (`method.new-1`).
                        let member = member.split('-').next().unwrap_or(member);
                        lines.insert(format!("{word} {path}::{member}"));
                    }
                }
            }
            for implementation in ids(section(&page, "trait-implementations"), "impl-") {
                let implementation = implementation.replace("%3C", "<").replace("%3E", ">");
                let implementation = implementation.replace("%26", "&").replace("%2C", ",");
                lines.insert(format!("impl {path}: {implementation}"));
            }
        }
    }
    for module in modules {
        lines.insert(format!("mod {module}"));
    }
    lines
}

#[cfg(target_arch = "x86_64")]
#[test]
fn public_api() {
    let Some(cargo) = std::env::var_os("CARGO") else {
        eprintln!("not run by cargo: no CARGO to build the docs with");
        return;
    };
    let root = env!("CARGO_MANIFEST_DIR");
    let target_dir = Path::new(root).join("target/public-api");
    let status = std::process::Command::new(cargo)
        .current_dir(root)
        .args([
            "doc",
            "-p",
            "bitfill",
            "--no-deps",
            "--lib",
            "--locked",
            "--quiet",
        ])
        .arg("--target-dir")
        .arg(&target_dir)
        // The test's own flags (a target CPU, coverage) are not the docs' business.
        .env_remove("RUSTFLAGS")
        .env_remove("RUSTDOCFLAGS")
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env_remove("CARGO_BUILD_TARGET")
        .status()
        .expect("cargo doc runs");
    assert!(status.success(), "cargo doc failed");
    let found = api(&target_dir.join("doc/bitfill"));
    let pinned_path = Path::new(root).join("tests/library/public-api.txt");
    if std::env::var_os("BITFILL_BLESS").is_some() {
        let text: String = found.iter().map(|line| format!("{line}\n")).collect();
        std::fs::write(&pinned_path, text).expect("the list is written");
        return;
    }
    let pinned: BTreeSet<String> = std::fs::read_to_string(&pinned_path)
        .expect("tests/library/public-api.txt exists")
        .lines()
        .map(str::to_string)
        .collect();
    let added: Vec<_> = found.difference(&pinned).collect();
    let removed: Vec<_> = pinned.difference(&found).collect();
    assert!(
        added.is_empty() && removed.is_empty(),
        "the public API changed.\nadded: {added:#?}\nremoved: {removed:#?}\nIf that is \
         deliberate, run `BITFILL_BLESS=1 cargo test --test library public_api` and commit \
         tests/library/public-api.txt."
    );
}

/// The reader itself, on a page written here: a change in rustdoc's markup that it no
/// longer understands must fail loudly, not pin an empty list.
#[test]
fn the_reader_finds_items_and_members() {
    let all = r#"<h3 id="structs">Structs</h3><ul class="all-items"><li><a href="struct.B.html">B</a></li></ul><h3 id="functions">Functions</h3><ul class="all-items"><li><a href="kogge/fn.nort_fill.html">kogge::nort_fill</a></li></ul>"#;
    let page = r#"<h2 id="fields">Fields</h2><span id="structfield.0"></span><h2 id="implementations">Implementations</h2><div id="implementations-list"><section id="method.len"></section><section id="associatedconstant.EMPTY"></section></div><h2 id="trait-implementations">Trait Implementations</h2><section id="impl-From%3Cu64%3E-for-B"></section><section id="method.from"></section><h2 id="synthetic-implementations">"#;
    // CARGO_TARGET_TMPDIR (one per target directory), not std::env::temp_dir() and
    // std::process::id(), which wasm32-wasip1 does not have.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("public-api-reader");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("all.html"), all).unwrap();
    std::fs::write(dir.join("struct.B.html"), page).unwrap();
    let found: Vec<String> = api(&dir).into_iter().collect();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        found,
        [
            "const B::EMPTY",
            "field B::0",
            "fn B::len",
            "fn kogge::nort_fill",
            "impl B: From<u64>-for-B",
            "mod kogge",
            "struct B",
        ]
    );
}
