//! Compile-time behaviour of `fill!` in a real crate: every error a user can make gets a
//! message at the offending token that says what is allowed (`ui/fail`), and the expansions
//! compile, also in `const` context, and compute what they claim (`ui/pass`); and each
//! misuse of bitfill's typed API that used to compile and answer wrong is a type error
//! (`ui/api`).
//!
//! Regenerate the expected `.stderr` files with `TRYBUILD=overwrite cargo test -p
//! fill-macros-ui --test ui`, then read every one.

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/fail/*.rs");
    cases.compile_fail("tests/ui/api/*.rs");
    cases.pass("tests/ui/pass/*.rs");
}
