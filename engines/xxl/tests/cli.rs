//! The program `xxl` (XXL chess), run as a user runs it: what it prints, the same on any
//! number of threads and either way of counting the leaves, its exit codes, and a clear
//! message on stderr (exit code 2) for every kind of malformed input.

// On wasm32 (wasm32-wasip1 under node's WASI, wasm32-unknown-unknown) a program cannot
// start another: WASI has no process spawning, so every test here would fail on the spawn
// and nothing of the program would be tested. Its counts are checked there by
// tests/engines, which call the engines' functions in-process.
#![cfg(not(target_family = "wasm"))]

#[path = "../../common/tests/programs/mod.rs"]
mod programs;

use programs::*;

const XXL: &str = env!("CARGO_BIN_EXE_xxl");

/// `--isa` forces each path bitfill has on this CPU, with the same counts.
#[test]
fn every_instruction_set_counts_the_same() {
    assert_same_output_on_every_isa(XXL, &["startpos", "2"]);
}

#[test]
fn xxl_divide_prints_each_root_move_then_the_total() {
    let (roots, total) = divide(XXL, &["startpos", "2"]);
    assert_eq!((roots.len(), total), (46, 2116));
    for line in ["n2n4: 46", "e1d4: 46", "f1g3: 46"] {
        assert!(
            roots.iter().any(|l| l == line),
            "files a to n, a camel's and a centaur's jump: {roots:?}"
        );
    }

    // Black to move: ranks 13 and 11 written out; castling as the king's move.
    let castling =
        "r6k5r/pppppppppppppp/14/14/14/14/14/14/14/14/14/14/PPPPPPPPPPPPPP/R6K5R b KQkq - 0 1";
    let output = run(XXL, &[castling, "1"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    for line in ["a13a11: 1\n", "h14m14: 1\n", "h14c14: 1\n"] {
        assert!(text.contains(line), "{line} in {text}");
    }
    assert!(text.ends_with("\nNodes searched: 43\n"), "{text}");
}

#[test]
fn xxl_without_arguments_checks_the_start_position_to_depth_4() {
    let text = tour_is_ok(XXL, &[], 4);
    assert!(text.contains("5905087 nodes"), "{text}");
}

/// The XXL FEN error names the field or rank at fault; the FEN is quoted whole.
#[test]
fn xxl_rejects_a_malformed_fen() {
    assert_rejected(
        XXL,
        &["not a fen", "3"],
        &[
            "xxl: error: invalid FEN \"not a fen\"",
            "1 rank, expected 14",
            "--help",
        ],
    );
    assert_rejected(
        XXL,
        &["7k6/14/14/14/14/14/14/14/14/14/14/14/14/7K6 x", "1"],
        &["the side to move is \"x\", expected \"w\" or \"b\""],
    );
    assert_rejected(
        XXL,
        &["7k6/14/14/14/14/14/14/14/14/14/14/14/14/7K7 w", "1"],
        &["rank 1 of the piece placement covers 15 squares, expected 14"],
    );
    assert_rejected(
        XXL,
        &["7k6/14/14/14/14/14/14/14/14/14/14/14/7K6 w", "1"],
        &["13 ranks, expected 14"],
    );
    assert_rejected(
        XXL,
        &["7k6/14/14/14/14/14/3P10/14/14/14/14/14/14/7K6 w", "1"],
        &["white pawn on d8"],
    );
    assert_rejected(
        XXL,
        &[
            "7k6/14/14/14/14/14/14/14/14/14/14/14/14/7K6 w KQ - 0 1",
            "1",
        ],
        &["castling right 'K'"],
    );
    assert_rejected(
        XXL,
        &[
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "1",
        ],
        &["8 ranks, expected 14"],
    );
}

/// One rule for depth 0 in every program: the position itself, one node.
#[test]
fn depth_zero_counts_the_position_itself() {
    let output = run(XXL, &["startpos", "0"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output), "\nNodes searched: 1\n");
}

/// A malformed depth or command line is rejected with the message every program that takes
/// a FEN and a depth gives.
#[test]
fn a_malformed_depth_or_argument_list_is_rejected() {
    rejects_a_malformed_depth_or_argument_list(XXL, "usage: xxl");
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_rejected() {
    rejects_a_non_utf8_argument(XXL);
}

#[test]
fn help_is_the_usage_on_stdout() {
    assert_help_is_the_usage(XXL, "usage: xxl");
}

/// A reader that stops early (`... | head -1`) ends the program quietly, at depth 5
/// (the pipe closes before the first root move's count is written) and while other
/// threads are counting.
#[test]
fn a_closed_pipe_is_no_panic() {
    closed_pipe(XXL, &["startpos", "5", "--threads", "1"]);
    closed_pipe(XXL, &["startpos", "5", "--threads", "2"]);
}

#[test]
#[ignore = "deep: the same at depth 6, where the first root move alone takes seconds; about 7 s"]
fn a_closed_pipe_is_no_panic_deep() {
    closed_pipe(XXL, &["startpos", "6", "--threads", "1"]);
    closed_pipe(XXL, &["startpos", "5", "--threads", "2"]);
}

/// The divide output is the same, byte for byte, on any number of threads, wherever
/// `--threads` stands.
#[test]
fn threads_print_the_same_divide() {
    let xxl = "r3cmakm4r/14/14/14/14/14/14/14/14/14/14/14/14/R3CMAKM4R b KQkq - 0 1";
    assert_same_divide_on_threads(XXL, "startpos", "3");
    assert_same_divide_on_threads(XXL, xxl, "3");
}

/// The tour prints the same lines on threads, but for the speed.
#[test]
fn threads_check_the_same_tour() {
    assert_same_tour_on_threads(XXL, &["--threads", "2"]);
}

/// `--threads` takes a whole number from 1 to 1024 after it, once.
#[test]
fn a_malformed_thread_count_is_rejected() {
    rejects_a_malformed_thread_count(XXL, &["startpos", "1"], "usage: xxl");
}

/// `--leaves list` prints the same divide, byte for byte, as the default bulk counting,
/// wherever it stands and on threads.
#[test]
fn list_leaves_print_the_same_divide() {
    assert_same_divide_with_listed_leaves(XXL, "startpos", "3");
}

/// The tour checks its published counts with `--leaves list` too.
#[test]
fn list_leaves_check_the_tour() {
    assert_tour_passes_with(XXL, &["--leaves", "list"]);
}

/// `--leaves` takes `bulk` or `list` after it, once: anything else is a message and exit
/// code 2.
#[test]
fn a_malformed_leaves_is_rejected() {
    rejects_a_malformed_leaves(XXL, "usage: xxl");
}

/// The usage names `--leaves`.
#[test]
fn help_names_leaves() {
    assert_help_names_leaves(XXL);
}
