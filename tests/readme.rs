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
