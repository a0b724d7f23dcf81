//! The program `xiangqi`, run as a user runs it: what it prints, the same on any number
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

const XIANGQI: &str = env!("CARGO_BIN_EXE_xiangqi");

/// `--isa` forces each path bitfill has on this CPU, with the same counts.
#[test]
fn every_instruction_set_counts_the_same() {
    assert_same_output_on_every_isa(XIANGQI, &["startpos", "3"]);
}

#[test]
fn xiangqi_divide_prints_each_root_move_then_the_total() {
    let (roots, total) = divide(XIANGQI, &["startpos", "2"]);
    assert_eq!((roots.len(), total), (44, 1920));
    assert!(
        roots.iter().any(|line| line.starts_with("h3e3: ")),
        "the central cannon in Fairy-Stockfish's notation: {roots:?}"
    );

    // The start position written out, black to move: ranks written 10 down to 1 come out
    // as `a10`-style squares.
    let black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1";
    let output = run(XIANGQI, &[black, "1"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).ends_with("\nNodes searched: 44\n"));
    assert!(
        stdout(&output).contains("a10a9: 1\n"),
        "{}",
        stdout(&output)
    );
}

/// One rule for depth 0 in every program: the position itself, one node.
#[test]
fn depth_zero_counts_the_position_itself() {
    let output = run(XIANGQI, &["startpos", "0"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output), "\nNodes searched: 1\n");
}

/// The xiangqi FEN error names the field and the text at fault; the FEN is quoted whole.
#[test]
fn xiangqi_rejects_a_malformed_fen_or_argument_list() {
    assert_rejected(
        XIANGQI,
        &["not a fen", "3"],
        &["xiangqi: error: invalid FEN \"not a fen\"", "--help"],
    );
    assert_rejected(
        XIANGQI,
        &[
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1",
            "1",
        ],
        &["the side to move is \"x\", expected \"w\" or \"b\""],
    );
    assert_rejected(
        XIANGQI,
        &[
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w - - 0 1",
            "1",
        ],
        &["rank 1 of the piece placement covers 10 squares, expected 9"],
    );
}

/// A malformed depth or command line is rejected with the message every program that takes
/// a FEN and a depth gives.
#[test]
fn a_malformed_depth_or_argument_list_is_rejected() {
    rejects_a_malformed_depth_or_argument_list(XIANGQI, "usage: xiangqi");
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_rejected() {
    rejects_a_non_utf8_argument(XIANGQI);
}

#[test]
fn help_is_the_usage_on_stdout() {
    assert_help_is_the_usage(XIANGQI, "usage: xiangqi");
}

/// A reader that stops early (`... | head -1`) ends the program quietly, at depth 5
/// (the pipe closes before the first root move's count is written) and while other
/// threads are counting.
#[test]
fn a_closed_pipe_is_no_panic() {
    closed_pipe(XIANGQI, &["startpos", "5", "--threads", "1"]);
}

#[test]
#[ignore = "deep: the same at depth 6, where the first root move alone takes seconds; about 7 s"]
fn a_closed_pipe_is_no_panic_deep() {
    closed_pipe(XIANGQI, &["startpos", "6", "--threads", "1"]);
}

/// The divide output is the same, byte for byte, on any number of threads, wherever
/// `--threads` stands.
#[test]
fn threads_print_the_same_divide() {
    let xiangqi = "2b1k4/4a4/4c4/9/r3n1p2/9/9/4B1N2/4A4/2BK2R2 w - - 0 1";
    assert_same_divide_on_threads(XIANGQI, "startpos", "4");
    assert_same_divide_on_threads(XIANGQI, xiangqi, "4");
}

/// `--threads` takes a whole number from 1 to 1024 after it, once.
#[test]
fn a_malformed_thread_count_is_rejected() {
    rejects_a_malformed_thread_count(XIANGQI, &["startpos", "1"], "usage: xiangqi");
}

/// `--leaves list` prints the same divide, byte for byte, as the default bulk counting,
/// wherever it stands and on threads.
#[test]
fn list_leaves_print_the_same_divide() {
    assert_same_divide_with_listed_leaves(XIANGQI, "startpos", "3");
}

/// `--leaves` takes `bulk` or `list` after it, once: anything else is a message and exit
/// code 2.
#[test]
fn a_malformed_leaves_is_rejected() {
    rejects_a_malformed_leaves(XIANGQI, "usage: xiangqi");
}

/// The usage names `--leaves`.
#[test]
fn help_names_leaves() {
    assert_help_names_leaves(XIANGQI);
}
