//! The `fill!` guide (`src/guide/fill.md`, rendered as `bitfill::guide::fill_macro`) shows
//! the expansion of one call as "exactly" what the macro emits: this keeps it the same as
//! the reviewed snapshot of that call, so the two cannot drift apart. The commands that the
//! README and the pages under `docs/` tell the reader to run name targets that exist, and
//! every page the README links to exists. (The Rust examples of the README and the guides
//! run as doctests of `src/lib.rs`.)

const README: &str = include_str!("../../README.md");
const GUIDE: &str = include_str!("../../src/guide/fill.md");
/// The pages that show commands, by name.
const PAGES: [(&str, &str); 12] = [
    ("README.md", README),
    (
        "docs/development.md",
        include_str!("../../docs/development.md"),
    ),
    (
        "docs/performance.md",
        include_str!("../../docs/performance.md"),
    ),
    ("docs/xiangqi.md", include_str!("../../docs/xiangqi.md")),
    ("docs/xxl.md", include_str!("../../docs/xxl.md")),
    ("docs/fuzzing.md", include_str!("../../docs/fuzzing.md")),
    ("docs/shogi.md", include_str!("../../docs/shogi.md")),
    ("docs/chess.md", include_str!("../../docs/chess.md")),
    ("docs/anchors.md", include_str!("../../docs/anchors.md")),
    ("docs/arm.md", include_str!("../../docs/arm.md")),
    ("docs/wasm.md", include_str!("../../docs/wasm.md")),
    ("docs/web.md", include_str!("../../docs/web.md")),
];
const SNAPSHOT: &str = include_str!("../../fill-macros/src/fill/snapshots/variant__name.snap");

#[test]
fn guide_expansion_is_the_snapshot() {
    // An insta snapshot is a `---`-delimited header, then the body.
    let body = SNAPSHOT
        .splitn(3, "---\n")
        .nth(2)
        .expect("a snapshot header and body");
    let call = SNAPSHOT
        .lines()
        .find_map(|line| line.strip_prefix("description: "))
        .expect("the snapshot names its call")
        .trim_matches('"');
    assert!(
        body.contains("const fn north_attacks"),
        "unexpected snapshot body"
    );
    assert!(
        GUIDE.contains(&format!("```rust\n{body}```")),
        "src/guide/fill.md no longer shows the expansion of `{call}` as in variant__name.snap:\n{body}"
    );
    assert!(
        GUIDE.contains(&format!("\n{call};\n")),
        "src/guide/fill.md no longer invokes `{call}`"
    );
}

/// Every program, example, bench and test the README and the pages under `docs/` tell the
/// reader to run exists, so that a command copied from them does not fail with "no bin
/// target named ...".
#[test]
fn commands_name_existing_targets() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut checked = 0;
    for (page, text) in PAGES {
        for (flag, dirs) in [
            (
                "--bin ",
                &[
                    "engines/chess/src/bin",
                    "engines/draughts/src/bin",
                    "engines/othello/src/bin",
                    "engines/shogi/src/bin",
                    "engines/xiangqi/src/bin",
                    "engines/xxl/src/bin",
                ][..],
            ),
            (
                "--example ",
                &[
                    "examples",
                    "engines/chess/examples",
                    "engines/shogi/examples",
                ][..],
            ),
            ("--bench ", &["benches"][..]),
            ("--test ", &["tests", "fill-macros/ui/tests"][..]),
        ] {
            for (i, _) in text.match_indices(flag) {
                let name: String = text[i + flag.len()..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if name.is_empty() {
                    continue; // `--bench` alone, `--test` in prose
                }
                // A target is a file, or a folder with a main.rs (the test binaries
                // tests/<area>/main.rs).
                let found = dirs.iter().any(|dir| {
                    [
                        format!("{root}/{dir}/{name}.rs"),
                        format!("{root}/{dir}/{name}/main.rs"),
                    ]
                    .iter()
                    .any(|path| std::path::Path::new(path).exists())
                });
                assert!(
                    found,
                    "{page} runs `{flag}{name}`, but no {dirs:?}/{name}.rs or {name}/main.rs exists"
                );
                checked += 1;
            }
        }
    }
    assert!(
        checked >= 20,
        "only {checked} commands found: did the pages change form?"
    );
}

/// The README links to pages of the repository and to their sections: each exists, and
/// the README stays short enough to read in five minutes (at most 130 lines).
#[test]
fn readme_links_exist_and_it_stays_short() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut links = 0;
    for (i, _) in README.match_indices("](") {
        let target: String = README[i + 2..].chars().take_while(|&c| c != ')').collect();
        if target.starts_with("http") || target.starts_with('#') {
            continue;
        }
        let (path, heading) = target.split_once('#').unwrap_or((&target, ""));
        let file = format!("{root}/{path}");
        assert!(
            std::path::Path::new(&file).exists(),
            "README.md links to {path}, which does not exist"
        );
        if !heading.is_empty() {
            let page = std::fs::read_to_string(&file).expect("a linked page is text");
            assert!(
                page.lines()
                    .filter(|l| l.starts_with('#'))
                    .any(|l| slug(l.trim_start_matches('#')) == heading),
                "README.md links to #{heading} in {path}, which has no such heading"
            );
        }
        links += 1;
    }
    assert!(links >= 5, "{links} links");
    let lines = README.lines().count();
    assert!(lines <= 130, "README.md has {lines} lines");
}

/// The anchor GitHub gives a heading: lower case, spaces to dashes, punctuation dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

#[test]
fn slugs_are_githubs() {
    assert_eq!(
        slug(" The side map on AVX2-only CPUs"),
        "the-side-map-on-avx2-only-cpus"
    );
    assert_eq!(
        slug("aarch64: llvm-mca estimates"),
        "aarch64-llvm-mca-estimates"
    );
}
