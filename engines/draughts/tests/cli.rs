//! The program `draughts`, run as a user runs it: what it prints for each rule set, the
//! same on threads and either way of counting the leaves, its exit codes, and a clear
//! message on stderr (exit code 2) for every kind of malformed input.

// On wasm32 (wasm32-wasip1 under node's WASI, wasm32-unknown-unknown) a program cannot
// start another: WASI has no process spawning, so every test here would fail on the spawn
// and nothing of the program would be tested. Its counts are checked there by
// tests/engines, which call the engines' functions in-process.
#![cfg(not(target_family = "wasm"))]

#[path = "../../common/tests/programs/mod.rs"]
mod programs;

use programs::*;

const DRAUGHTS: &str = env!("CARGO_BIN_EXE_draughts");

#[test]
fn draughts_counts_each_variant_and_prints_the_total_last() {
    for (args, total) in [
        (&["startpos", "4"][..], 4265),
        (&["startpos", "4", "--variant", "international"][..], 4265),
        (&["--variant=brazilian", "startpos", "5"][..], 7473),
        (&["startpos", "5", "--variant", "russian"][..], 7482),
        (&["startpos", "5", "--variant", "english"][..], 7361),
        (
            &[
                "B:W21-32:B1-12",
                "5",
                "--variant",
                "english",
                "--leaves",
                "list",
            ][..],
            7361,
        ),
        (&["startpos", "8", "--duplicates", "keep"][..], 6_483_971),
        (
            &["startpos", "8", "--duplicates", "drop", "--threads", "2"][..],
            6_483_961,
        ),
        (&["W:W31-50:B1-20", "0"][..], 1),
    ] {
        let output = run(DRAUGHTS, args);
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        assert_eq!(
            stdout(&output),
            format!("Nodes searched: {total}\n"),
            "{args:?}"
        );
    }
}

/// `--isa` forces each path bitfill has on this CPU, with the same counts.
#[test]
fn every_instruction_set_counts_the_same() {
    assert_same_output_on_every_isa(DRAUGHTS, &["startpos", "4", "--divide"]);
}

#[test]
fn draughts_divide_prints_each_root_move_in_pdn_then_the_total() {
    let (roots, total) = divide(DRAUGHTS, &["startpos", "2", "--divide"]);
    assert_eq!((roots.len(), total), (9, 81));
    assert!(roots.iter().any(|line| line == "32-28: 9"), "{roots:?}");
    // The same on two threads and with listed leaves.
    let again = divide(
        DRAUGHTS,
        &[
            "startpos",
            "2",
            "--divide",
            "--threads",
            "2",
            "--leaves",
            "list",
        ],
    );
    assert_eq!(again, (roots, total));
    // A capture of several pieces is written by its start and end; where two share them
    // (the man on 23 goes round either side of e5), the squares taken tell them apart.
    let (roots, _) = divide(
        DRAUGHTS,
        &[
            "W:W23:B10,11,18,19",
            "1",
            "--divide",
            "--variant",
            "english",
        ],
    );
    let mut roots = roots;
    roots.sort();
    assert_eq!(roots, ["23x7 (10,18): 1", "23x7 (11,19): 1"]);
    let (roots, _) = divide(DRAUGHTS, &["W:W32:B27,28,19", "1", "--divide"]);
    assert_eq!(roots, ["32x14: 1"]);
    // The king's round trip: one move, or two orders with duplicates kept.
    let fen = "W:WK36:B31,32,41,42";
    assert_eq!(divide(DRAUGHTS, &[fen, "1", "--divide"]).0, ["36x36: 1"]);
    assert_eq!(
        divide(DRAUGHTS, &[fen, "1", "--divide", "--duplicates", "keep"]).0,
        ["36x36: 1", "36x36: 1"]
    );
}

#[test]
fn draughts_without_arguments_checks_the_start_position() {
    let output = run(DRAUGHTS, &["--variant", "english"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(text.matches(" OK ").count(), 10, "{text}");
    assert!(!text.contains("MISMATCH"), "{text}");
}

#[test]
fn draughts_rejects_malformed_input() {
    let cases: &[(&[&str], &[&str])] = &[
        (
            &["W:W51:B1", "1"],
            &["square 51 is off the board", "1 to 50"],
        ),
        (
            &["W:W33:B1", "1", "--variant", "russian"],
            &[
                "invalid russian FEN",
                "square 33 is off the board",
                "1 to 32",
            ],
        ),
        (
            &["W:W31,31:B1", "1"],
            &["square 31 is listed twice for white"],
        ),
        (&["W:W31:B1,31", "1"], &["square 31 is listed for both"]),
        (&["X:W31:B1", "1"], &["the side to move is \"X\""]),
        (&["W:W31:X1", "1"], &["\"X1\" does not start with W or B"]),
        (&["W:W31,K:B1", "1"], &["a K with no square after it"]),
        (&["W:W40-31:B1", "1"], &["the range 40-31 runs backwards"]),
        (
            &["W:W31:B1,x", "1"],
            &["\"x\" in black's list is not a square"],
        ),
        (&["W:W31", "1"], &["black's pieces are not given"]),
        (&["W:W3:B40", "1"], &["white's man on 3", "K3"]),
        (&["", "1"], &["the FEN is empty"]),
        (&["startpos"], &["expected a FEN (or startpos) and a depth"]),
        (&["startpos", "deep"], &["\"deep\" is not a depth"]),
        (&["startpos", "-1"], &["\"-1\" is not a depth"]),
        (&["startpos", "1", "2"], &["got 3 arguments"]),
        (
            &["startpos", "1", "--variant", "frisian"],
            &[
                "\"frisian\" is not a variant",
                "international, brazilian, russian or english",
            ],
        ),
        (&["startpos", "1", "--variant"], &["--variant expects"]),
        (
            &["startpos", "1", "--duplicates", "some"],
            &["\"some\" is not a way to count duplicate captures"],
        ),
        (
            &[
                "startpos",
                "1",
                "--variant",
                "russian",
                "--variant",
                "english",
            ],
            &["--variant is given twice"],
        ),
        (
            &["startpos", "1", "--threads", "0"],
            &["is not a number of threads"],
        ),
        (
            &["startpos", "1", "--leaves", "all"],
            &["is not a way to count the leaves"],
        ),
        (&["startpos", "1", "--fast"], &["unknown option \"--fast\""]),
    ];
    for (args, expected) in cases {
        assert_rejected(DRAUGHTS, args, expected);
    }
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_rejected() {
    rejects_a_non_utf8_argument(DRAUGHTS);
}

#[test]
fn help_is_the_usage_on_stdout() {
    assert_help_is_the_usage(DRAUGHTS, "usage: draughts");
}
