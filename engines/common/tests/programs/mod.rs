//! The command-line programs `perft`, `othello`, `shogi`, `xiangqi`, `xxl` and `draughts`, run as a user
//! runs them: what they
//! print, the same on any number of threads, their exit codes, and a clear message on
//! stderr (exit code 2) for every kind of malformed input.

// On wasm32 (wasm32-wasip1 under node's WASI, wasm32-unknown-unknown) a program cannot
// start another: WASI has no process spawning, so every test here would fail on the spawn
// and nothing of the programs would be tested. The programs' counts are checked there by
// tests/engines, which call the engines' functions in-process.
#![cfg(not(target_family = "wasm"))]

use std::io::{BufRead, BufReader};
use std::process::{Command, Output, Stdio};

const PERFT: &str = env!("CARGO_BIN_EXE_perft");
const OTHELLO: &str = env!("CARGO_BIN_EXE_othello");
const XIANGQI: &str = env!("CARGO_BIN_EXE_xiangqi");
const XXL: &str = env!("CARGO_BIN_EXE_xxl");
const SHOGI: &str = env!("CARGO_BIN_EXE_shogi");
const DRAUGHTS: &str = env!("CARGO_BIN_EXE_draughts");

/// The variable the runner of a cross target names itself in: `.cargo/config.toml` runs
/// the aarch64 test binaries through `scripts/run-aarch64.sh`, which sets it, so that the
/// programs these tests start go through the runner (qemu-aarch64) too.
const RUNNER: &str = "BITFILL_RUNNER";

/// A command that starts `program` as cargo would: through the target's runner when the
/// tests run under one (`BITFILL_RUNNER` set), else directly.
fn command(program: &str) -> Command {
    match std::env::var_os(RUNNER) {
        Some(runner) => {
            let mut command = Command::new(runner);
            command.arg(program);
            command
        }
        None => Command::new(program),
    }
}

fn run(program: &str, args: &[&str]) -> Output {
    command(program)
        .args(args)
        .output()
        .expect("the program runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8 output")
}

/// Exit code 2, nothing on stdout, and a message on stderr that contains every one of
/// `expected`.
#[track_caller]
fn assert_rejected(program: &str, args: &[&str], expected: &[&str]) {
    let output = run(program, args);
    let message = stderr(&output);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {message}");
    assert!(output.stdout.is_empty(), "{args:?}");
    for part in expected {
        assert!(
            message.contains(part),
            "{args:?}: {part:?} not in\n{message}"
        );
    }
    assert!(!message.contains("panicked"), "{message}");
}

/// The root moves' lines of a divide run (`move: count`), checked to add up to the total
/// printed after a blank line as `Nodes searched: N`, and that total.
#[track_caller]
fn divide(program: &str, args: &[&str]) -> (Vec<String>, u64) {
    let output = run(program, args);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    let [roots @ .., blank, total] = &lines[..] else {
        panic!("too short: {text}");
    };
    let total: u64 = total
        .strip_prefix("Nodes searched: ")
        .expect("the total last")
        .parse()
        .unwrap();
    let sum: u64 = roots
        .iter()
        .map(|line| {
            let (_, count) = line.split_once(": ").expect("move: count");
            count.parse::<u64>().unwrap()
        })
        .sum();
    assert_eq!((blank.as_str(), sum), ("", total), "{text}");
    (roots.to_vec(), total)
}

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
    let output = run(XXL, &[]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(
        text.lines().filter(|line| line.contains(" OK ")).count(),
        4,
        "{text}"
    );
    assert!(text.contains("5905087 nodes"), "{text}");
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
    let output = run(SHOGI, &[]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(
        text.lines().filter(|line| line.contains(" OK ")).count(),
        5,
        "{text}"
    );
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
    let output = run(PERFT, &["startpos", "0"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output), "\nNodes searched: 1\n");
    let output = run(OTHELLO, &["0"]);
    assert!(output.status.success());
    assert!(stdout(&output).starts_with("Nodes searched: 1\n"));
    let output = run(XIANGQI, &["startpos", "0"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output), "\nNodes searched: 1\n");
    let output = run(XXL, &["startpos", "0"]);
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
    let output = run(OTHELLO, &[]);
    assert!(output.status.success(), "{}", stdout(&output));
    let text = stdout(&output);
    assert_eq!(
        text.lines().filter(|line| line.contains(" OK ")).count(),
        9,
        "{text}"
    );
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

/// The programs that take a FEN and a depth (`perft`, `xiangqi`, `xxl`) reject the same malformed
/// command lines with the same messages; `othello` takes a depth alone.
#[test]
fn a_malformed_depth_or_argument_list_is_rejected() {
    for (program, usage) in [
        (PERFT, "usage: perft"),
        (SHOGI, "usage: shogi"),
        (XIANGQI, "usage: xiangqi"),
        (XXL, "usage: xxl"),
    ] {
        for depth in ["-1", "+3", "x", "", "3.0", "99999999999"] {
            assert_rejected(
                program,
                &["startpos", depth],
                &["is not a depth", "0 or more"],
            );
        }
        assert_rejected(
            program,
            &["startpos"],
            &["expected a FEN and a depth", usage],
        );
        assert_rejected(
            program,
            &["startpos", "1", "2"],
            &["got 3 arguments", "quote it"],
        );
        assert_rejected(
            program,
            &["8/8/8/8/8/8/8/K6k", "w", "-", "-", "0", "1", "3"],
            &["got 7 arguments"],
        );
    }
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
    let output = run(OTHELLO, &["--leaves", "list"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(
        text.lines().filter(|line| line.contains(" OK ")).count(),
        9,
        "{text}"
    );
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_rejected() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    for program in [PERFT, OTHELLO, SHOGI, XIANGQI, XXL, DRAUGHTS] {
        let output = command(program)
            .arg(OsStr::from_bytes(b"\xff"))
            .output()
            .unwrap();
        let message = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{message}");
        assert!(message.contains("argument 1"), "{message}");
        assert!(message.contains("is not valid UTF-8"), "{message}");
    }
}

#[test]
fn help_is_the_usage_on_stdout() {
    for (program, usage) in [
        (PERFT, "usage: perft"),
        (OTHELLO, "usage: othello"),
        (SHOGI, "usage: shogi"),
        (XIANGQI, "usage: xiangqi"),
        (XXL, "usage: xxl"),
        (DRAUGHTS, "usage: draughts"),
    ] {
        let output = run(program, &["--help"]);
        assert!(output.status.success());
        let text = stdout(&output);
        assert!(text.starts_with(usage));
        assert!(text.contains("--threads N"), "{text}");
        assert!(text.contains("This machine runs "), "{text}");
    }
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

/// A reader that stops early (`perft ... | head -1`) ends the program quietly, here in a
/// perft to `depth` from the start position, and while other threads are counting.
fn closed_pipe(depth: &str) {
    for (program, args) in [
        (PERFT, ["startpos", depth, "--threads", "1"]),
        (XIANGQI, ["startpos", depth, "--threads", "1"]),
        (XXL, ["startpos", depth, "--threads", "1"]),
        (SHOGI, ["startpos", depth, "--threads", "1"]),
        (PERFT, ["startpos", "7", "--threads", "2"]),
        (XXL, ["startpos", "5", "--threads", "2"]),
    ] {
        let mut child = command(program)
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let output = child.wait_with_output().unwrap();
        assert!(output.stderr.is_empty(), "{}", stderr(&output));
        assert_ne!(output.status.code(), Some(101));
    }
}

/// The divide output is the same, byte for byte, on any number of threads, wherever
/// `--threads` stands.
#[test]
fn threads_print_the_same_divide() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let fool = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
    let xiangqi = "2b1k4/4a4/4c4/9/r3n1p2/9/9/4B1N2/4A4/2BK2R2 w - - 0 1";
    let xxl = "r3cmakm4r/14/14/14/14/14/14/14/14/14/14/14/14/R3CMAKM4R b KQkq - 0 1";
    let matsuri = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1";
    for (program, fen, depth) in [
        (PERFT, "startpos", "5"),
        (PERFT, kiwipete, "4"),
        (PERFT, fool, "4"),
        (PERFT, "startpos", "1"),
        (XIANGQI, "startpos", "4"),
        (XIANGQI, xiangqi, "4"),
        (XXL, "startpos", "3"),
        (XXL, xxl, "3"),
        (SHOGI, "startpos", "4"),
        (SHOGI, matsuri, "3"),
    ] {
        let one = run(program, &[fen, depth]);
        assert!(one.status.success(), "{}", stderr(&one));
        for args in [
            &["--threads", "1", fen, depth][..],
            &[fen, depth, "--threads", "2"],
            &[fen, "--threads", "3", depth],
            &[fen, depth, "--threads=8"],
        ] {
            let output = run(program, args);
            assert!(output.status.success(), "{args:?}: {}", stderr(&output));
            assert_eq!(stdout(&output), stdout(&one), "{args:?}");
        }
    }
}

/// The tours print the same lines on threads, but for the speed.
#[test]
fn threads_check_the_same_tour() {
    /// The fields (separated by two spaces) but the rates (`Mnodes/s`) and the times
    /// (`in 0.2 s`).
    fn without_speeds(text: &str) -> Vec<String> {
        text.lines()
            .map(|line| {
                line.split("  ")
                    .filter(|field| !field.contains("/s") && !field.ends_with(" s"))
                    .collect()
            })
            .collect()
    }
    for (program, args) in [
        (XXL, &["--threads", "2"][..]),
        (OTHELLO, &["--threads", "3"]),
    ] {
        let one = run(program, &[]);
        let threads = run(program, args);
        assert!(threads.status.success(), "{}", stdout(&threads));
        assert_eq!(
            without_speeds(&stdout(&threads)),
            without_speeds(&stdout(&one)),
            "{args:?}"
        );
    }
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

/// `--threads` takes a whole number from 1 to 1024 after it, once, in every program.
#[test]
fn a_malformed_thread_count_is_rejected() {
    for (program, args, usage) in [
        (PERFT, &["startpos", "1"][..], "usage: perft"),
        (PERFT, &[], "usage: perft"),
        (XIANGQI, &["startpos", "1"], "usage: xiangqi"),
        (XXL, &["startpos", "1"], "usage: xxl"),
        (OTHELLO, &["3"], "usage: othello"),
        (OTHELLO, &[], "usage: othello"),
    ] {
        fn with<'a>(args: &[&'a str], extra: &[&'a str]) -> Vec<&'a str> {
            [args, extra].concat()
        }
        for threads in [
            "0",
            "x",
            "-1",
            "+2",
            "",
            "2.0",
            "1025",
            "99999999999999999999",
        ] {
            assert_rejected(
                program,
                &with(args, &["--threads", threads]),
                &[
                    &format!("{threads:?} is not a number of threads"),
                    "a whole number from 1 to 1024",
                    "--help",
                ],
            );
            let flag = format!("--threads={threads}");
            assert_rejected(
                program,
                &with(args, &[&flag]),
                &["is not a number of threads"],
            );
        }
        assert_rejected(
            program,
            &with(args, &["--threads"]),
            &["--threads expects a number of threads after it", usage],
        );
        assert_rejected(
            program,
            &with(args, &["--threads", "2", "--threads=2"]),
            &["--threads is given twice", usage],
        );
    }
    // The value is the next argument, whatever it is.
    assert_rejected(
        PERFT,
        &["--threads", "startpos", "1"],
        &["\"startpos\" is not a number of threads"],
    );
}

/// The pipe closes before the first root move's count is written, at depth 5.
#[test]
fn a_closed_pipe_is_no_panic() {
    closed_pipe("5");
}

#[test]
#[ignore = "deep: the same at depth 6, where the first root move alone takes seconds; about 7 s"]
fn a_closed_pipe_is_no_panic_deep() {
    closed_pipe("6");
}

/// `--leaves list` (the last ply's moves written into the move list) prints the same divide,
/// byte for byte, as the default bulk counting, wherever it stands and on threads.
#[test]
fn list_leaves_print_the_same_divide() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let matsuri = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1";
    for (program, fen, depth) in [
        (PERFT, kiwipete, "3"),
        (XIANGQI, "startpos", "3"),
        (XXL, "startpos", "3"),
        (SHOGI, matsuri, "2"),
    ] {
        let bulk = run(program, &[fen, depth]);
        assert!(bulk.status.success(), "{}", stderr(&bulk));
        for args in [
            &["--leaves", "list", fen, depth][..],
            &[fen, depth, "--leaves=list", "--threads", "2"],
            &[fen, "--leaves", "bulk", depth],
        ] {
            let output = run(program, args);
            assert!(output.status.success(), "{args:?}: {}", stderr(&output));
            assert_eq!(stdout(&output), stdout(&bulk), "{args:?}");
        }
    }
}

/// The tours check their published counts with `--leaves list` too.
#[test]
fn list_leaves_check_the_tour() {
    for (program, args) in [
        (XXL, &["--leaves", "list"][..]),
        (SHOGI, &["--threads", "2", "--leaves=list"]),
    ] {
        let output = run(program, args);
        let text = stdout(&output);
        assert!(
            output.status.success(),
            "{args:?}: {text}{}",
            stderr(&output)
        );
        assert!(
            text.contains(" OK ") && !text.contains("MISMATCH"),
            "{text}"
        );
    }
}

/// `--leaves` takes `bulk` or `list` after it, once, in every program: anything else is a
/// message and exit code 2.
#[test]
fn a_malformed_leaves_is_rejected() {
    for (program, usage) in [
        (PERFT, "usage: perft"),
        (XIANGQI, "usage: xiangqi"),
        (XXL, "usage: xxl"),
        (SHOGI, "usage: shogi"),
    ] {
        for value in ["all", "", "List", "2"] {
            let expected = [
                &format!("{value:?} is not a way to count the leaves")[..],
                "bulk",
                "--help",
            ];
            assert_rejected(program, &["startpos", "1", "--leaves", value], &expected);
            let flag = format!("--leaves={value}");
            assert_rejected(program, &[&flag, "startpos", "1"], &expected);
        }
        assert_rejected(
            program,
            &["startpos", "1", "--leaves"],
            &["--leaves expects bulk or list after it", usage],
        );
        assert_rejected(
            program,
            &["--leaves", "list", "startpos", "1", "--leaves=bulk"],
            &["--leaves is given twice", usage],
        );
    }
}

/// Every program's usage names `--leaves`.
#[test]
fn help_names_leaves() {
    for program in [PERFT, SHOGI, XIANGQI, XXL] {
        let text = stdout(&run(program, &["--help"]));
        assert!(
            text.contains("--leaves L") && text.contains("list"),
            "{text}"
        );
    }
}

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
