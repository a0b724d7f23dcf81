//! The README shows the expansion of one `fill!` call as "exactly" what the macro emits:
//! this keeps it the same as the reviewed snapshot of that call, so the two cannot drift
//! apart. (The README's Rust examples themselves run as doctests of `src/lib.rs`.)

const README: &str = include_str!("../README.md");
const SNAPSHOT: &str = include_str!("../fill-macros/src/fill/snapshots/variant__name.snap");

#[test]
fn readme_expansion_is_the_snapshot() {
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
        README.contains(&format!("```rust\n{body}```")),
        "README.md no longer shows the expansion of `{call}` as in variant__name.snap:\n{body}"
    );
    assert!(
        README.contains(&format!("\n{call};\n")),
        "README.md no longer invokes `{call}`"
    );
}

/// Every program, example, bench and test the README tells the reader to run exists, so
/// that a command copied from it does not fail with "no bin target named ...".
#[test]
fn readme_commands_name_existing_targets() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut checked = 0;
    for (flag, dirs) in [
        ("--bin ", &["engines/src/bin"][..]),
        ("--example ", &["examples"][..]),
        ("--bench ", &["benches"][..]),
        ("--test ", &["tests", "fill-macros/tests"][..]),
    ] {
        for (i, _) in README.match_indices(flag) {
            let name: String = README[i + flag.len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if name.is_empty() {
                continue; // `--bench` alone, `--test` in prose
            }
            let found = dirs
                .iter()
                .any(|dir| std::path::Path::new(&format!("{root}/{dir}/{name}.rs")).exists());
            assert!(
                found,
                "README.md runs `{flag}{name}`, but no {dirs:?}/{name}.rs exists"
            );
            checked += 1;
        }
    }
    assert!(
        checked >= 8,
        "only {checked} commands found: did the README change form?"
    );
}
