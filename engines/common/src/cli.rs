//! What the command-line programs (`perft`, `othello`, `shogi`, `xiangqi`, `xxl`, `draughts`)
//! share: arguments read as the operating system gives them, one rule for depths, `--threads N`
//! and `--leaves bulk|list` anywhere among the arguments, errors on stderr with exit code
//! 2, output flushed line by line, and the whole program of a game with a FEN and a
//! start-position tour ([`game_perft`]).

use crate::perft::{self, Game};
use bitfill::simd::Backend;
use std::ffi::OsString;
use std::fmt::Display;
use std::io::{self, Write};
use std::num::NonZeroUsize;
use std::process::ExitCode;

/// The exit code of a malformed command line or input.
pub const USAGE_ERROR: u8 = 2;

/// What a program run ends with, besides success.
#[derive(Debug)]
pub enum Failure {
    /// A malformed command line (the wrong number of arguments): the message goes to
    /// stderr with the usage, exit code 2.
    Usage(String),
    /// A malformed argument (a FEN, a depth): the message goes to stderr with a pointer to
    /// `--help`, exit code 2.
    Input(String),
    /// A count that does not match the published one: exit code 1 (the table already says
    /// which).
    Mismatch,
    /// Writing to stdout failed: a closed pipe (`perft ... | head`) ends the program
    /// quietly, anything else is reported; exit code 1.
    Output(io::Error),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Output(error)
    }
}

/// The exit code for `result`, after writing the message of a failure to stderr (a
/// malformed command line followed by `usage`).
#[must_use]
pub fn exit(program: &str, usage: &str, result: Result<(), Failure>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            eprintln!("{program}: error: {message}\n\n{usage}");
            ExitCode::from(USAGE_ERROR)
        }
        Err(Failure::Input(message)) => {
            eprintln!("{program}: error: {message}\n(`{program} --help` shows the usage)");
            ExitCode::from(USAGE_ERROR)
        }
        Err(Failure::Mismatch) => ExitCode::FAILURE,
        Err(Failure::Output(error)) if error.kind() == io::ErrorKind::BrokenPipe => {
            ExitCode::FAILURE
        }
        Err(Failure::Output(error)) => {
            eprintln!("{program}: error: cannot write the output: {error}");
            ExitCode::FAILURE
        }
    }
}

/// The arguments after the program name, each of which must be UTF-8.
///
/// ```
/// use bitfill_engines_common::cli::utf8_args;
/// assert_eq!(utf8_args(["7".into()]).unwrap(), ["7"]);
/// ```
///
/// # Errors
///
/// A [`Failure::Input`] naming the first argument that is not UTF-8 (shown lossily).
pub fn utf8_args(args: impl IntoIterator<Item = OsString>) -> Result<Vec<String>, Failure> {
    args.into_iter()
        .enumerate()
        .map(|(i, arg)| {
            arg.into_string().map_err(|arg| {
                Failure::Input(format!(
                    "argument {} ({:?}) is not valid UTF-8",
                    i + 1,
                    arg.to_string_lossy()
                ))
            })
        })
        .collect()
}

/// A search depth: a whole number of plies, 0 or more. Depth 0 counts the position itself,
/// one node, as perft's definition gives; the same rule holds for every program.
///
/// ```
/// use bitfill_engines_common::cli::parse_depth;
/// assert_eq!(parse_depth("0").unwrap(), 0);
/// assert_eq!(parse_depth("7").unwrap(), 7);
/// assert!(parse_depth("-1").is_err());
/// assert!(parse_depth("seven").is_err());
/// ```
///
/// # Errors
///
/// A [`Failure::Input`] that quotes `text` and says what a depth is.
pub fn parse_depth(text: &str) -> Result<u32, Failure> {
    // `u32::from_str` takes a leading `+`; a depth is digits only.
    match text.parse() {
        Ok(depth) if text.bytes().all(|b| b.is_ascii_digit()) => Ok(depth),
        _ => Err(Failure::Input(format!(
            "{text:?} is not a depth: expected a whole number of plies, 0 or more (0 counts \
             the position itself: 1 node)"
        ))),
    }
}

/// True when `args` asks for the usage (`-h`, `--help`).
#[must_use]
pub fn wants_help(args: &[String]) -> bool {
    args.iter().any(|arg| arg == "-h" || arg == "--help")
}

/// Writes `usage` to stdout, then how many threads this machine runs at once (what
/// `--threads` can use), when the system says.
///
/// # Errors
///
/// The error of a write.
pub fn print_help(usage: &str) -> io::Result<()> {
    print_line(usage)?;
    match std::thread::available_parallelism() {
        Ok(threads) => print_line(&format!(
            "\nThis machine runs {threads} threads at once (`--threads {threads}` counts on all of them)."
        )),
        Err(_) => Ok(()),
    }
}

/// A number of threads: a whole number from 1 to [`perft::MAX_THREADS`] (1024).
///
/// ```
/// use bitfill_engines_common::cli::parse_threads;
/// assert_eq!(parse_threads("2").unwrap().get(), 2);
/// assert!(parse_threads("0").is_err());
/// assert!(parse_threads("two").is_err());
/// ```
///
/// # Errors
///
/// A [`Failure::Input`] that quotes `text` and says what a number of threads is.
pub fn parse_threads(text: &str) -> Result<NonZeroUsize, Failure> {
    match text.parse() {
        Ok(threads)
            if text.bytes().all(|b| b.is_ascii_digit()) && threads <= perft::MAX_THREADS =>
        {
            NonZeroUsize::new(threads)
        }
        _ => None,
    }
    .ok_or_else(|| {
        Failure::Input(format!(
            "{text:?} is not a number of threads: expected a whole number from 1 to {}",
            perft::MAX_THREADS
        ))
    })
}

/// `--threads N` (or `--threads=N`) taken out of `args`, wherever it stands: the number of
/// threads, 1 without it, and the other arguments in their order.
///
/// ```
/// use bitfill_engines_common::cli::take_threads;
/// let args = ["startpos", "--threads", "2", "6"].map(String::from);
/// let (threads, rest) = take_threads(&args).unwrap();
/// assert_eq!((threads.get(), rest), (2, ["startpos", "6"].map(String::from).to_vec()));
/// assert_eq!(take_threads(&args[..1]).unwrap().0.get(), 1);
/// ```
///
/// # Errors
///
/// A [`Failure::Usage`] for `--threads` last, with no number after it, or given twice; a
/// [`Failure::Input`] for a number [`parse_threads`] refuses.
pub fn take_threads(args: &[String]) -> Result<(NonZeroUsize, Vec<String>), Failure> {
    let mut threads = None;
    let mut rest = Vec::with_capacity(args.len());
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let value = match arg.strip_prefix("--threads") {
            Some("") => args.next().ok_or_else(|| {
                Failure::Usage(format!(
                    "--threads expects a number of threads after it, 1 to {}",
                    perft::MAX_THREADS
                ))
            })?,
            Some(value) if value.starts_with('=') => &value[1..],
            _ => {
                rest.push(arg.clone());
                continue;
            }
        };
        if threads.is_some() {
            return Err(Failure::Usage("--threads is given twice".to_string()));
        }
        threads = Some(parse_threads(value)?);
    }
    Ok((threads.unwrap_or(NonZeroUsize::MIN), rest))
}

/// How a perft counts its last ply: every program takes `--leaves bulk` (the default) or
/// `--leaves list`, anywhere among the arguments, as `--threads` is ([`take_leaves`]).
pub use crate::perft::Leaves;

/// `--leaves bulk|list` (or `--leaves=list`) taken out of `args`, wherever it stands: how
/// the last ply is counted, [`Leaves::Bulk`] without it, and the other arguments in their
/// order.
///
/// ```
/// use bitfill_engines_common::cli::{Leaves, take_leaves};
/// let args = ["startpos", "--leaves", "list", "6"].map(String::from);
/// let (leaves, rest) = take_leaves(&args).unwrap();
/// assert_eq!((leaves, rest), (Leaves::List, ["startpos", "6"].map(String::from).to_vec()));
/// assert_eq!(take_leaves(&args[..1]).unwrap().0, Leaves::Bulk);
/// assert!(take_leaves(&["--leaves=all".to_string()]).is_err());
/// ```
///
/// # Errors
///
/// A [`Failure::Usage`] for `--leaves` last, with nothing after it, or given twice; a
/// [`Failure::Input`] for a value other than `bulk` or `list`.
pub fn take_leaves(args: &[String]) -> Result<(Leaves, Vec<String>), Failure> {
    let mut leaves = None;
    let mut rest = Vec::with_capacity(args.len());
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let value = match arg.strip_prefix("--leaves") {
            Some("") => args.next().ok_or_else(|| {
                Failure::Usage("--leaves expects bulk or list after it".to_string())
            })?,
            Some(value) if value.starts_with('=') => &value[1..],
            _ => {
                rest.push(arg.clone());
                continue;
            }
        };
        if leaves.is_some() {
            return Err(Failure::Usage("--leaves is given twice".to_string()));
        }
        leaves = Some(match value {
            "bulk" => Leaves::Bulk,
            "list" => Leaves::List,
            _ => {
                return Err(Failure::Input(format!(
                    "{value:?} is not a way to count the leaves: expected bulk (popcounts of \
                     the last ply's targets) or list (the last ply's moves written out)"
                )));
            }
        });
    }
    Ok((leaves.unwrap_or_default(), rest))
}

/// `--isa PATH` (or `--isa=PATH`) taken out of `args`, wherever it stands, and applied: from
/// then on bitfill's dispatch runs at most that path's copy ([`bitfill::simd::cap`]), so that
/// each path can be run and timed on purpose on a CPU that has a wider one. `PATH` is a
/// [`Backend`]'s name: `scalar`, `sse2`, `avx2`, `avx512` on x86_64 (`neon` on aarch64,
/// `simd128` on wasm32 built with it). Returns the path now in use (`None` without the
/// flag: the widest the CPU has) and the other arguments in their order.
///
/// ```
/// use bitfill::simd::{self, Backend};
/// use bitfill_engines_common::cli::take_isa;
/// let args = ["startpos", "--isa", "scalar", "5"].map(String::from);
/// let (isa, rest) = take_isa(&args).unwrap();
/// assert_eq!((isa, rest), (Some(Backend::Scalar), ["startpos", "5"].map(String::from).to_vec()));
/// assert_eq!(simd::backend(), Backend::Scalar);
/// assert!(take_isa(&["--isa=avx3".to_string()]).is_err());
/// ```
///
/// # Errors
///
/// [`Failure::Usage`] for a flag given twice or without its value, [`Failure::Input`] for a
/// name that is no path, or a path this CPU (or target) does not run: the message says
/// which, and the widest it has.
pub fn take_isa(args: &[String]) -> Result<(Option<Backend>, Vec<String>), Failure> {
    let mut isa = None;
    let mut rest = Vec::with_capacity(args.len());
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let value = match arg.strip_prefix("--isa") {
            Some("") => args.next().ok_or_else(|| {
                Failure::Usage(format!("--isa expects a path after it: {ISA_NAMES}"))
            })?,
            Some(value) if value.starts_with('=') => &value[1..],
            _ => {
                rest.push(arg.clone());
                continue;
            }
        };
        if isa.is_some() {
            return Err(Failure::Usage("--isa is given twice".to_string()));
        }
        let wanted: Backend = value.parse().map_err(|_| {
            Failure::Input(format!(
                "{value:?} is not an instruction set: expected {ISA_NAMES}"
            ))
        })?;
        let used = bitfill::simd::cap(wanted)
            .map_err(|unsupported| Failure::Input(format!("--isa {value}: {unsupported}")))?;
        isa = Some(used);
    }
    Ok((isa, rest))
}

/// The paths `--isa` takes, as the usage and the errors name them.
const ISA_NAMES: &str = "scalar, sse2, avx2 or avx512 (neon on aarch64, simd128 on wasm32)";

/// The note a program writes on stderr when it was asked for more threads than the target
/// has: on WebAssembly without threads (`wasm32-wasip1`) `--threads N` counts on one thread
/// ([`perft::usable_threads`]), with the same counts and output; `None` everywhere else.
///
/// ```
/// use bitfill_engines_common::cli::threads_note;
/// use std::num::NonZeroUsize;
/// assert_eq!(threads_note("perft", NonZeroUsize::MIN), None);
/// let two = NonZeroUsize::new(2).unwrap();
/// let threadless = cfg!(all(target_family = "wasm", not(target_feature = "atomics")));
/// assert_eq!(threads_note("perft", two).is_some(), threadless);
/// ```
#[must_use]
pub fn threads_note(program: &str, threads: NonZeroUsize) -> Option<String> {
    let usable = perft::usable_threads(threads);
    (usable != threads).then(|| {
        format!(
            "{program}: note: this build has no threads (WebAssembly without the threads \
             proposal): --threads {threads} counts on {usable} thread, with the same counts"
        )
    })
}

/// [`take_threads`], [`take_leaves`] and [`take_isa`]: `--threads N`, `--leaves bulk|list`
/// and `--isa PATH` (applied at once), each anywhere among the arguments, and the other
/// arguments in their order; the note of
/// [`threads_note`] written on stderr when the target has fewer threads than asked.
///
/// ```
/// use bitfill_engines_common::cli::{Leaves, take_options};
/// let args = ["--leaves=list", "startpos", "--threads", "2", "6"].map(String::from);
/// let (threads, leaves, rest) = take_options("perft", &args).unwrap();
/// assert_eq!((leaves, rest), (Leaves::List, ["startpos", "6"].map(String::from).to_vec()));
/// # #[cfg(not(target_family = "wasm"))]
/// assert_eq!(threads.get(), 2);
/// ```
///
/// # Errors
///
/// The errors of [`take_threads`], [`take_leaves`] and [`take_isa`].
pub fn take_options(
    program: &str,
    args: &[String],
) -> Result<(NonZeroUsize, Leaves, Vec<String>), Failure> {
    let (threads, args) = take_threads(args)?;
    let (leaves, args) = take_leaves(&args)?;
    let (_, args) = take_isa(&args)?;
    if let Some(note) = threads_note(program, threads) {
        eprintln!("{note}");
    }
    Ok((perft::usable_threads(threads), leaves, args))
}

/// Writes `line` and a newline to stdout and flushes, so that a long run shows each result
/// as soon as it is known, also through a pipe.
///
/// # Errors
///
/// The error of the write or the flush.
pub fn print_line(line: &str) -> io::Result<()> {
    let mut out = io::stdout().lock();
    writeln!(out, "{line}")?;
    out.flush()
}

/// Stockfish's `go perft` output for `pos`, the last ply counted as `leaves` says, on
/// `threads` threads ([`perft::divide_each`]): each root move's count, in generation order, as soon as it and
/// those before it are known (flushed at once), then a blank line and `Nodes searched: N`.
/// The same bytes for any number of threads and either way of counting the leaves. At
/// depth 0 the total is the position itself,
/// 1 node.
///
/// # Errors
///
/// The error of a write.
pub fn print_divide<G: Game + Sync>(
    pos: &G,
    depth: u32,
    leaves: Leaves,
    threads: NonZeroUsize,
) -> Result<(), Failure>
where
    G::Move: Display,
{
    let mut total = 1;
    if depth > 0 {
        total = 0;
        perft::divide_each(pos, depth, leaves, threads, |mv, count| {
            total += count;
            print_line(&format!("{mv}: {count}"))
        })?;
    }
    print_line(&format!("\nNodes searched: {total}"))?;
    Ok(())
}

/// A perft tour: for each `(name, depth, published count, count)`, runs the count and
/// prints one line (the nodes, the published figure, `OK` or `MISMATCH`, the speed), then
/// the total and its speed. Every line is printed before a mismatch fails the run.
///
/// # Errors
///
/// [`Failure::Mismatch`] if a count differs from its published figure; the error of a
/// write.
pub fn tour<F: FnOnce() -> u64>(
    steps: impl IntoIterator<Item = (String, u32, u64, F)>,
) -> Result<(), Failure> {
    let mut all_ok = true;
    let mut total_nodes = 0;
    let started = std::time::Instant::now();
    for (name, depth, expected, count) in steps {
        let start = std::time::Instant::now();
        let nodes = count();
        let seconds = start.elapsed().as_secs_f64();
        let verdict = if nodes == expected { "OK" } else { "MISMATCH" };
        all_ok &= nodes == expected;
        total_nodes += nodes;
        print_line(&format!(
            "{name:<20} depth {depth}  {nodes:>11} nodes  expected {expected:>11}  {verdict:<8}  {:>6.1} Mnodes/s",
            nodes as f64 / seconds.max(1e-9) / 1e6
        ))?;
    }
    let seconds = started.elapsed().as_secs_f64();
    print_line(&format!(
        "{:<20}          {total_nodes:>11} nodes in {seconds:.1} s  {:>32.1} Mnodes/s",
        "Total",
        total_nodes as f64 / seconds.max(1e-9) / 1e6
    ))?;
    if all_ok {
        Ok(())
    } else {
        Err(Failure::Mismatch)
    }
}

/// The perft program of a game with a FEN and published start-position counts (`shogi`,
/// `xiangqi`, `xxl`), after `--help` was looked for: no argument, the tour of `start`'s
/// counts, depth 1 up; `"<FEN>" <depth>` or `startpos <depth>`, the count of each root
/// move as soon as it is known, then the total (Stockfish's `go perft`); either on the
/// threads of `--threads N` and with the leaves counted as `--leaves bulk|list` says
/// ([`take_options`]), each anywhere among the arguments. `from_fen`'s error names the
/// field or rank and the text at fault, so the FEN is quoted whole with it.
///
/// # Errors
///
/// [`Failure::Usage`] for the wrong number of arguments or `--threads` or `--leaves`
/// without its value, [`Failure::Input`] for a FEN `from_fen` refuses, a malformed depth,
/// number of threads or way of counting the leaves, [`Failure::Mismatch`] if the tour's
/// count differs, and the error of a write.
pub fn game_perft<G: Game + Sync, E: Display>(
    program: &str,
    args: &[String],
    start: G,
    start_counts: &[u64],
    from_fen: impl FnOnce(&str) -> Result<G, E>,
) -> Result<(), Failure>
where
    G::Move: Display,
{
    let (threads, leaves, args) = take_options(program, args)?;
    match args.as_slice() {
        [] => tour((1..).zip(start_counts).map(|(depth, &expected)| {
            let start = &start;
            ("start position".to_string(), depth, expected, move || {
                perft::perft_threads(start, depth, leaves, threads)
            })
        })),
        [fen, depth] => {
            let pos = if fen == "startpos" {
                start
            } else {
                from_fen(fen).map_err(|e| Failure::Input(format!("invalid FEN {fen:?}: {e}")))?
            };
            print_divide(&pos, parse_depth(depth)?, leaves, threads)
        }
        [_] => Err(Failure::Usage(
            "expected a FEN and a depth, or nothing (a FEN has spaces: quote it)".into(),
        )),
        _ => Err(Failure::Usage(format!(
            "expected a FEN and a depth, or nothing; got {} arguments (a FEN has spaces: quote it)",
            args.len()
        ))),
    }
}
