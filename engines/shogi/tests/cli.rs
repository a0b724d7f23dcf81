//! The program `shogi`, run as a user runs it: what it prints, the same on any number of
//! threads and either way of counting the leaves, its exit codes, and a clear message on
//! stderr (exit code 2) for every kind of malformed input.

// On wasm32 (wasm32-wasip1 under node's WASI, wasm32-unknown-unknown) a program cannot
// start another: WASI has no process spawning, so every test here would fail on the spawn
// and nothing of the program would be tested. Its counts are checked there by
// tests/engines, which call the engines' functions in-process.
#![cfg(not(target_family = "wasm"))]

#[path = "../../common/tests/programs/mod.rs"]
mod programs;

use programs::*;

const SHOGI: &str = env!("CARGO_BIN_EXE_shogi");

/// `--isa` forces each path bitfill has on this CPU, with the same counts.
#[test]
fn every_instruction_set_counts_the_same() {
    assert_same_output_on_every_isa(SHOGI, &["startpos", "3"]);
}

#[test]
fn shogi_divide_prints_each_root_move_then_the_total() {
    let (roots, total) = divide(SHOGI, &["startpos", "2"]);
    assert_eq!((roots.len(), total), (30, 900));
    assert!(
        roots.iter().any(|l| l == "7g7f: 30"),
        "USI moves: {roots:?}"
    );

    // Drops and promotions in USI notation; the count of each root move.
    let drops = "4k4/9/9/9/9/9/9/9/4K4 b P 1";
    let output = run(SHOGI, &[drops, "1"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(
        text.contains("P*5e: 1\n") && !text.contains("P*5a"),
        "{text}"
    );
    assert!(text.ends_with("\nNodes searched: 76\n"), "{text}");
    let promotion = "4k4/9/9/2P6/9/9/9/9/4K4 b - 1";
    let text = stdout(&run(SHOGI, &[promotion, "1"]));
    for line in ["7d7c: 1\n", "7d7c+: 1\n"] {
        assert!(text.contains(line), "{line} in {text}");
    }
}

#[test]
fn shogi_without_arguments_checks_the_start_position_to_depth_5() {
    let text = tour_is_ok(SHOGI, &[], 5);
    assert!(text.contains("19861490 nodes"), "{text}");
}

/// The SFEN error names the field or rank at fault; the SFEN is quoted whole.
#[test]
fn shogi_rejects_a_malformed_sfen() {
    assert_rejected(
        SHOGI,
        &["not an sfen", "3"],
        &[
            "shogi: error: invalid FEN \"not an sfen\"",
            "1 ranks, expected 9",
            "--help",
        ],
    );
    for (sfen, message) in [
        ("4k4/9/9/9/9/9/9/9/4K4 x - 1", "the side to move is \"x\""),
        (
            "4k4/9/9/9/9/9/9/9/4K3 b - 1",
            "rank i of the board covers 8 squares",
        ),
        (
            "4+k4/9/9/9/9/9/9/9/4K4 b - 1",
            "only pawns, lances, knights",
        ),
        ("4k4/9/9/9/9/9/9/9/4K4 b 3R 1", "a set has 2"),
        ("P3k4/9/9/9/9/9/9/9/4K4 b - 1", "would have no move"),
        (
            "4k4/9/9/9/P8/9/P8/9/4K4 b - 1",
            "two unpromoted pawns on file 9",
        ),
        (
            "4k4/4R4/9/9/9/9/9/9/4K4 b - 1",
            "white is not to move but its king is attacked",
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 b 2 1",
            "the pieces in hand are \"2\"",
        ),
    ] {
        assert_rejected(SHOGI, &[sfen, "1"], &[message]);
    }
}

/// A malformed depth or command line is rejected with the message every program that takes
/// a FEN and a depth gives.
#[test]
fn a_malformed_depth_or_argument_list_is_rejected() {
    rejects_a_malformed_depth_or_argument_list(SHOGI, "usage: shogi");
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_rejected() {
    rejects_a_non_utf8_argument(SHOGI);
}

#[test]
fn help_is_the_usage_on_stdout() {
    assert_help_is_the_usage(SHOGI, "usage: shogi");
}

/// A reader that stops early (`... | head -1`) ends the program quietly, at depth 5
/// (the pipe closes before the first root move's count is written) and while other
/// threads are counting.
#[test]
fn a_closed_pipe_is_no_panic() {
    closed_pipe(SHOGI, &["startpos", "5", "--threads", "1"]);
}

#[test]
#[ignore = "deep: the same at depth 6, where the first root move alone takes seconds; about 7 s"]
fn a_closed_pipe_is_no_panic_deep() {
    closed_pipe(SHOGI, &["startpos", "6", "--threads", "1"]);
}

/// The divide output is the same, byte for byte, on any number of threads, wherever
/// `--threads` stands.
#[test]
fn threads_print_the_same_divide() {
    let matsuri = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1";
    assert_same_divide_on_threads(SHOGI, "startpos", "4");
    assert_same_divide_on_threads(SHOGI, matsuri, "3");
}

/// `--leaves list` prints the same divide, byte for byte, as the default bulk counting,
/// wherever it stands and on threads.
#[test]
fn list_leaves_print_the_same_divide() {
    let matsuri = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1";
    assert_same_divide_with_listed_leaves(SHOGI, matsuri, "2");
}

/// The tour checks its published counts with `--leaves list` too.
#[test]
fn list_leaves_check_the_tour() {
    assert_tour_passes_with(SHOGI, &["--threads", "2", "--leaves=list"]);
}

/// `--leaves` takes `bulk` or `list` after it, once: anything else is a message and exit
/// code 2.
#[test]
fn a_malformed_leaves_is_rejected() {
    rejects_a_malformed_leaves(SHOGI, "usage: shogi");
}

/// The usage names `--leaves`.
#[test]
fn help_names_leaves() {
    assert_help_names_leaves(SHOGI);
}
