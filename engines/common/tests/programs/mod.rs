//! What the tests of the command-line programs (`perft`, `othello`, `shogi`, `xiangqi`,
//! `xxl`, `draughts`) share: each game's `tests/cli.rs` includes this file (`#[path]`) and
//! runs its own program as a user runs it, through the target's runner as cargo would, and
//! checks what it prints, the same on any number of threads, its exit codes, and a clear
//! message on stderr (exit code 2) for every kind of malformed input. The checks that hold
//! for several programs are written once here, each for one program.
//!
//! A program is named by its path, `env!("CARGO_BIN_EXE_<name>")`, which only the tests of
//! the package that owns it can read: hence one `tests/cli.rs` per game.
#![allow(dead_code)] // each program's tests use a part of it

use std::process::{Command, Output, Stdio};

/// The variable the runner of a cross target names itself in: `.cargo/config.toml` runs
/// the aarch64 test binaries through `scripts/run-aarch64.sh`, which sets it, so that the
/// programs these tests start go through the runner (qemu-aarch64) too.
pub const RUNNER: &str = "BITFILL_RUNNER";

/// A command that starts `program` as cargo would: through the target's runner when the
/// tests run under one (`BITFILL_RUNNER` set), else directly.
pub fn command(program: &str) -> Command {
    match std::env::var_os(RUNNER) {
        Some(runner) => {
            let mut command = Command::new(runner);
            command.arg(program);
            command
        }
        None => Command::new(program),
    }
}

pub fn run(program: &str, args: &[&str]) -> Output {
    command(program)
        .args(args)
        .output()
        .expect("the program runs")
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8 output")
}

/// Exit code 2, nothing on stdout, and a message on stderr that contains every one of
/// `expected`.
#[track_caller]
pub fn assert_rejected(program: &str, args: &[&str], expected: &[&str]) {
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
pub fn divide(program: &str, args: &[&str]) -> (Vec<String>, u64) {
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

/// `perft`, `shogi`, `xiangqi` and `xxl` (the programs that take a FEN and a depth) reject
/// the same malformed depths and command lines with the same messages; `usage` begins the
/// program's usage (`"usage: perft"`).
#[track_caller]
pub fn rejects_a_malformed_depth_or_argument_list(program: &str, usage: &str) {
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

/// A first argument that is not UTF-8 is a message and exit code 2, in every program.
#[cfg(unix)]
#[track_caller]
pub fn rejects_a_non_utf8_argument(program: &str) {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let output = command(program)
        .arg(OsStr::from_bytes(b"\xff"))
        .output()
        .unwrap();
    let message = stderr(&output);
    assert_eq!(output.status.code(), Some(2), "{message}");
    assert!(message.contains("argument 1"), "{message}");
    assert!(message.contains("is not valid UTF-8"), "{message}");
}

/// `--help` prints the usage (which begins with `usage`) on stdout, with `--threads N` and
/// how many threads the machine runs, and succeeds.
#[track_caller]
pub fn assert_help_is_the_usage(program: &str, usage: &str) {
    let output = run(program, &["--help"]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.starts_with(usage));
    assert!(text.contains("--threads N"), "{text}");
    assert!(text.contains("This machine runs "), "{text}");
}

/// The usage names `--leaves`.
#[track_caller]
pub fn assert_help_names_leaves(program: &str) {
    let text = stdout(&run(program, &["--help"]));
    assert!(
        text.contains("--leaves L") && text.contains("list"),
        "{text}"
    );
}

/// A reader that stops early (`perft ... | head -1`) ends the program quietly: `program`
/// run with `args` and its stdout closed at once writes nothing on stderr and does not
/// panic.
#[track_caller]
pub fn closed_pipe(program: &str, args: &[&str]) {
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

/// The divide output of `program` from `fen` to `depth` is the same, byte for byte, on any
/// number of threads, wherever `--threads` stands.
#[track_caller]
pub fn assert_same_divide_on_threads(program: &str, fen: &str, depth: &str) {
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

/// The tour of `program` prints the same lines with `args` (a number of threads) as
/// without, but for the speed.
#[track_caller]
pub fn assert_same_tour_on_threads(program: &str, args: &[&str]) {
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
    let one = run(program, &[]);
    let threads = run(program, args);
    assert!(threads.status.success(), "{}", stdout(&threads));
    assert_eq!(
        without_speeds(&stdout(&threads)),
        without_speeds(&stdout(&one)),
        "{args:?}"
    );
}

/// `--threads` takes a whole number from 1 to 1024 after it, once: anything else after
/// `args` is a message and exit code 2 (`usage` begins the program's usage).
#[track_caller]
pub fn rejects_a_malformed_thread_count(program: &str, args: &[&str], usage: &str) {
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

/// `--leaves list` (the last ply's moves written into the move list) prints the same
/// divide of `program` from `fen` to `depth`, byte for byte, as the default bulk counting,
/// wherever it stands and on threads.
#[track_caller]
pub fn assert_same_divide_with_listed_leaves(program: &str, fen: &str, depth: &str) {
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

/// The tour of `program`, run with `args` (`--leaves list` among them), checks its
/// published counts: every line `OK`, none `MISMATCH`.
#[track_caller]
pub fn assert_tour_passes_with(program: &str, args: &[&str]) {
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

/// `--leaves` takes `bulk` or `list` after it, once: anything else is a message and exit
/// code 2 (`usage` begins the program's usage).
#[track_caller]
pub fn rejects_a_malformed_leaves(program: &str, usage: &str) {
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

/// The tour of `program` with `args`: it succeeds with `lines` lines `OK`; its output.
#[track_caller]
pub fn tour_is_ok(program: &str, args: &[&str], lines: usize) -> String {
    let output = run(program, args);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(
        text.lines().filter(|line| line.contains(" OK ")).count(),
        lines,
        "{text}"
    );
    text
}

/// `--isa PATH` on every path a target names: where the CPU runs it, the same output as
/// without the flag but for the speed (the path is only the kernels' instruction set);
/// where it does not,
/// exit code 2 and a message that says so; a name that is no path, exit code 2.
#[track_caller]
pub fn assert_same_output_on_every_isa(program: &str, args: &[&str]) {
    // The lines with a speed on them differ from run to run.
    let counts = |output: &Output| -> Vec<String> {
        stdout(output)
            .lines()
            .filter(|line| !line.contains("nodes/s"))
            .map(str::to_string)
            .collect()
    };
    let widest = run(program, args);
    assert!(widest.status.success(), "{}", stderr(&widest));
    let mut ran = Vec::new();
    for isa in ["scalar", "sse2", "avx2", "avx512", "neon", "simd128"] {
        let mut with_isa = args.to_vec();
        with_isa.extend(["--isa", isa]);
        let output = run(program, &with_isa);
        if output.status.success() {
            assert_eq!(counts(&output), counts(&widest), "--isa {isa}");
            ran.push(isa);
        } else {
            let message = stderr(&output);
            assert_eq!(output.status.code(), Some(2), "--isa {isa}: {message}");
            assert!(
                message.contains("does not run") || message.contains("not a path of this target"),
                "--isa {isa}: {message}"
            );
        }
    }
    // Every CPU runs the portable fills.
    assert!(ran.contains(&"scalar"), "{ran:?}");
    #[cfg(target_arch = "x86_64")]
    assert!(ran.contains(&"sse2"), "{ran:?}");
    let mut bogus = args.to_vec();
    bogus.extend(["--isa", "avx3"]);
    assert_rejected(program, &bogus, &["\"avx3\" is not an instruction set"]);
    let mut twice = args.to_vec();
    twice.extend(["--isa", "scalar", "--isa=scalar"]);
    assert_rejected(program, &twice, &["--isa is given twice"]);
}
