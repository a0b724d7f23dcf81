//! The program `perft` (chess), run as a user runs it: what it prints, the same on any
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
use std::io::{BufRead, BufReader};
use std::process::Stdio;

const PERFT: &str = env!("CARGO_BIN_EXE_perft");

#[test]
fn perft_divide_prints_each_root_move_then_the_total() {
    let (roots, total) = divide(PERFT, &["startpos", "3"]);
    assert_eq!((roots.len(), total), (20, 8902));
    assert!(roots.iter().any(|line| line == "e2e4: 600"), "{roots:?}");

    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let output = run(PERFT, &[kiwipete, "2"]);
    assert!(stdout(&output).ends_with("\nNodes searched: 2039\n"));
    assert!(
        stdout(&output).contains("e1g1: "),
        "castling in UCI notation"
    );
}

/// `--isa` forces each path bitfill has on this CPU, with the same counts.
#[test]
fn every_instruction_set_counts_the_same() {
    assert_same_output_on_every_isa(PERFT, &["startpos", "3"]);
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_same_output_on_every_isa(PERFT, &[kiwipete, "2", "--leaves", "list"]);
}

/// One rule for depth 0 in every program: the position itself, one node.
#[test]
fn depth_zero_counts_the_position_itself() {
    let output = run(PERFT, &["startpos", "0"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output), "\nNodes searched: 1\n");
}

#[test]
fn a_malformed_fen_says_what_was_expected_and_where() {
    assert_rejected(
        PERFT,
        &["not a fen", "3"],
        &[
            "invalid FEN",
            "has 3 fields, expected 6 fields separated by spaces",
            "  not a fen\n           ^ here",
        ],
    );
    assert_rejected(
        PERFT,
        &[
            "rnbqkbnr/ppppp2ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "1",
        ],
        &[
            "rank 7 of the piece placement covers 10 squares, expected 8",
            "\n           ^^^^^^^^^ here",
        ],
    );
    assert_rejected(
        PERFT,
        &[
            "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "1",
        ],
        &["has 7 ranks, expected 8 ranks of 8 squares"],
    );
    assert_rejected(
        PERFT,
        &["8/8/8/8/8/8/8/1Kk5 w - - 0 1", "1"],
        &["the two kings stand on adjacent squares", "^^ here"],
    );
    assert_rejected(
        PERFT,
        &["k7/8/8/8/8/8/8/R6K w - - 0 1", "1"],
        &["black is in check but not to move"],
    );
    assert_rejected(
        PERFT,
        &["k7/8/8/8/8/8/8/K7 x - - 0 1", "1"],
        &["the side to move is \"x\", expected \"w\" or \"b\""],
    );
}

/// A malformed depth or command line is rejected with the message every program that takes
/// a FEN and a depth gives.
#[test]
fn a_malformed_depth_or_argument_list_is_rejected() {
    rejects_a_malformed_depth_or_argument_list(PERFT, "usage: perft");
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_rejected() {
    rejects_a_non_utf8_argument(PERFT);
}

#[test]
fn help_is_the_usage_on_stdout() {
    assert_help_is_the_usage(PERFT, "usage: perft");
}

/// The first root move's count comes out while the others are still being counted, as
/// Stockfish prints them: the program is still running when the first line arrives.
#[test]
fn perft_prints_each_root_move_as_soon_as_it_is_known() {
    let (roots, _) = divide(PERFT, &["startpos", "1"]);
    let (first_move, _) = roots[0].split_once(": ").expect("move: count");
    let first_generated = format!("{first_move}: ");
    for threads in ["1", "2"] {
        let mut child = command(PERFT)
            .args(["startpos", "7", "--threads", threads])
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        let still_running = child.try_wait().unwrap().is_none();
        child.kill().unwrap();
        child.wait().unwrap();
        // The first move generated, whichever thread finishes first.
        assert!(
            first.starts_with(&first_generated),
            "{threads} threads: {first}"
        );
        let (_, count) = first.trim_end().split_once(": ").expect("move: count");
        assert!(count.parse::<u64>().unwrap() > 1_000_000, "{first}");
        assert!(
            still_running,
            "{threads} threads: the first count came only at the end"
        );
    }
}

/// A reader that stops early (`... | head -1`) ends the program quietly, at depth 5
/// (the pipe closes before the first root move's count is written) and while other
/// threads are counting.
#[test]
fn a_closed_pipe_is_no_panic() {
    closed_pipe(PERFT, &["startpos", "5", "--threads", "1"]);
    closed_pipe(PERFT, &["startpos", "7", "--threads", "2"]);
}

#[test]
#[ignore = "deep: the same at depth 6, where the first root move alone takes seconds; about 7 s"]
fn a_closed_pipe_is_no_panic_deep() {
    closed_pipe(PERFT, &["startpos", "6", "--threads", "1"]);
    closed_pipe(PERFT, &["startpos", "7", "--threads", "2"]);
}

/// The divide output is the same, byte for byte, on any number of threads, wherever
/// `--threads` stands.
#[test]
fn threads_print_the_same_divide() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let fool = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
    assert_same_divide_on_threads(PERFT, "startpos", "5");
    assert_same_divide_on_threads(PERFT, kiwipete, "4");
    assert_same_divide_on_threads(PERFT, fool, "4");
    assert_same_divide_on_threads(PERFT, "startpos", "1");
}

/// `--threads` takes a whole number from 1 to 1024 after it, once.
#[test]
fn a_malformed_thread_count_is_rejected() {
    rejects_a_malformed_thread_count(PERFT, &["startpos", "1"], "usage: perft");
    rejects_a_malformed_thread_count(PERFT, &[], "usage: perft");
    // The value is the next argument, whatever it is.
    assert_rejected(
        PERFT,
        &["--threads", "startpos", "1"],
        &["\"startpos\" is not a number of threads"],
    );
}

/// `--leaves list` prints the same divide, byte for byte, as the default bulk counting,
/// wherever it stands and on threads.
#[test]
fn list_leaves_print_the_same_divide() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_same_divide_with_listed_leaves(PERFT, kiwipete, "3");
}

/// `--leaves` takes `bulk` or `list` after it, once: anything else is a message and exit
/// code 2.
#[test]
fn a_malformed_leaves_is_rejected() {
    rejects_a_malformed_leaves(PERFT, "usage: perft");
}

/// The usage names `--leaves`.
#[test]
fn help_names_leaves() {
    assert_help_names_leaves(PERFT);
}
