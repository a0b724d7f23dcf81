//! The program `othello`, run as a user runs it: what it prints, the same on any number
//! of threads and either way of counting the leaves, its exit codes, and a clear message on
//! stderr (exit code 2) for every kind of malformed input.

// On wasm32 (wasm32-wasip1 under node's WASI, wasm32-unknown-unknown) a program cannot
// start another: WASI has no process spawning, so every test here would fail on the spawn
// and nothing of the program would be tested. Its counts are checked there by
// tests/engines, which call the engines' functions in-process.
#![cfg(not(target_family = "wasm"))]

#[path = "../../common/tests/programs/mod.rs"]
mod programs;

use programs::*;

const OTHELLO: &str = env!("CARGO_BIN_EXE_othello");

#[test]
fn othello_counts() {
    for args in [
        &["6", "dumb7"][..],
        &["6", "kogge"],
        &["6", "scalar"],
        &["6"],
        &["6", "--every-leaf"],
        &["--every-leaf", "6", "library"],
        &["6", "--leaves", "list"],
        &["--leaves=list", "6", "scalar"],
        &["6", "kogge", "--leaves", "bulk"],
        &["6", "--leaves", "list", "--every-leaf"],
    ] {
        let output = run(OTHELLO, args);
        assert!(output.status.success(), "{args:?}");
        assert!(
            stdout(&output).starts_with("Nodes searched: 8200\n"),
            "{args:?}"
        );
    }
    // Egaroucid's mode 2: a pass costs no depth.
    let output = run(OTHELLO, &["9", "--free-pass"]);
    assert!(stdout(&output).starts_with("Nodes searched: 3005320\n"));
    tour_is_ok(OTHELLO, &[], 9);
}

/// One rule for depth 0 in every program: the position itself, one node.
/// `--isa` forces each path bitfill has on this CPU, with the same counts.
#[test]
fn every_instruction_set_counts_the_same() {
    assert_same_output_on_every_isa(OTHELLO, &["6"]);
}

#[test]
fn depth_zero_counts_the_position_itself() {
    let output = run(OTHELLO, &["0"]);
    assert!(output.status.success());
    assert!(stdout(&output).starts_with("Nodes searched: 1\n"));
}

/// The program takes a depth alone, then a generator and options: anything else is a
/// message and exit code 2.
#[test]
fn a_malformed_depth_or_argument_list_is_rejected() {
    for depth in ["-1", "+3", "x", "", "3.0", "99999999999"] {
        assert_rejected(OTHELLO, &[depth], &["is not a depth", "0 or more"]);
    }
    assert_rejected(OTHELLO, &["3", "magic"], &["\"magic\" is not a generator"]);
    assert_rejected(OTHELLO, &["3", "--bulk"], &["\"--bulk\" is not an option"]);
    assert_rejected(
        OTHELLO,
        &["--every-leaf"],
        &["expected a depth before the options"],
    );
    assert_rejected(OTHELLO, &["3", "kogge", "x"], &["at most two arguments"]);
    assert_rejected(
        OTHELLO,
        &["3", "--leaves", "all"],
        &["\"all\" is not a way"],
    );
    assert_rejected(
        OTHELLO,
        &["3", "--leaves"],
        &["--leaves expects bulk or list"],
    );
    assert_rejected(
        OTHELLO,
        &["3", "--leaves=list", "--leaves", "bulk"],
        &["--leaves is given twice"],
    );
}

/// Without a depth, `--leaves list` runs the checked tour with the moves of the last ply
/// listed.
#[test]
fn othello_tour_with_listed_leaves() {
    tour_is_ok(OTHELLO, &["--leaves", "list"], 9);
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_rejected() {
    rejects_a_non_utf8_argument(OTHELLO);
}

#[test]
fn help_is_the_usage_on_stdout() {
    assert_help_is_the_usage(OTHELLO, "usage: othello");
}

/// The tour prints the same lines on threads, but for the speed.
#[test]
fn threads_check_the_same_tour() {
    assert_same_tour_on_threads(OTHELLO, &["--threads", "3"]);
}

#[test]
fn othello_counts_on_threads() {
    for (args, nodes) in [
        (&["9", "--threads", "2"][..], 3_005_288),
        (&["--threads", "3", "9", "kogge"], 3_005_288),
        (&["9", "scalar", "--threads=8", "--every-leaf"], 3_005_288),
        (&["9", "--free-pass", "--threads", "2"], 3_005_320),
        (&["--leaves", "list", "9", "--threads", "2"], 3_005_288),
        (&["8", "--free-pass", "--leaves=list"], 390_216),
        (&["2", "--threads", "2"], 12),
        (&["0", "--threads", "2"], 1),
    ] {
        let output = run(OTHELLO, args);
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        let text = stdout(&output);
        assert!(
            text.starts_with(&format!("Nodes searched: {nodes}\n")),
            "{args:?}: {text}"
        );
    }
}

/// `--threads` takes a whole number from 1 to 1024 after it, once.
#[test]
fn a_malformed_thread_count_is_rejected() {
    rejects_a_malformed_thread_count(OTHELLO, &["3"], "usage: othello");
    rejects_a_malformed_thread_count(OTHELLO, &[], "usage: othello");
}
