//! Draughts perft with bitfill's draughts move generator (`bitfill_draughts`), for
//! international (10x10), Brazilian, Russian and English (8x8) rules.
//!
//! ```text
//! cargo run --release -p bitfill-engines --bin draughts                          # international start position, published counts
//! cargo run --release -p bitfill-engines --bin draughts -- startpos 9            # the count
//! cargo run --release -p bitfill-engines --bin draughts -- "W:W31-50:B1-20" 6 --divide  # per root move
//! cargo run --release -p bitfill-engines --bin draughts -- startpos 10 --variant russian --duplicates keep
//! cargo run --release -p bitfill-engines --bin draughts -- startpos 11 --threads 2
//! ```
//!
//! Positions are PDN FENs (the value of PDN's FEN tag), squares numbered as PDN numbers
//! them. Moves are written in PDN: `32-28`, `28x19`, and a capture of several pieces by its
//! start and end, `28x17`, as the FMJD's notation writes it where no other legal move has
//! the same start and end: the landing squares between do not name a flying king's
//! capture (any square beyond a piece taken may be the one it touches down on, and those
//! are one move), while the squares taken do. Where two legal moves share start and end,
//! the divide writes the squares taken after each, `28x17 (12,22)`. Malformed input is a
//! message on stderr and exit code 2; a count that differs from the published one, exit
//! code 1.

use bitfill_draughts::moves::pdn_name;
use bitfill_draughts::rules::{Brazilian, English, International, Rules, Russian};
use bitfill_draughts::{Duplicates, Position};
use bitfill_engines_common::cli::{self, Failure, Leaves};
use bitfill_engines_common::perft;
use std::num::NonZeroUsize;
use std::process::ExitCode;

const USAGE: &str = "usage: draughts [--variant V] [--duplicates D]          the start position's published counts, each checked
       draughts <FEN|startpos> <depth> [options]     the number of move sequences of <depth> plies
  <FEN>           a PDN FEN, quoted: side to move, then each side's squares (K for a king,
                  comma lists, ranges): \"W:W31-50:B1-20\", \"B:W6,9,K31:BK17,K24\"
  <depth>         a whole number of plies, 0 or more (0 counts the position itself: 1 node)
  --variant V     international (the default; 10x10), brazilian, russian or english (8x8)
  --duplicates D  drop (the default): capture sequences with the same start, end and pieces
                  taken are one move; keep: one move per order of capture
  --divide        the count of each root move (PDN notation), then the total
  --threads N     count on N threads, 1 to 1024 (default 1); the counts are the same
  --leaves L      bulk (the default: the last ply's quiet moves counted by popcounts) or list
                  (the last ply's moves written into the move list); the counts are the same
  --isa PATH      run bitfill's kernels of that instruction set at most: scalar, sse2, avx2 or
                  avx512 on x86-64 (the default: the widest this CPU has); exit code 2 where the
                  CPU lacks it
Options go anywhere among the arguments. The last line is `Nodes searched: N`.";

/// The start positions' published counts (dctl, Moby Dam, Aart Bik), drop and keep, as
/// deep as the tour runs them.
const INTERNATIONAL: [&[u64]; 2] = [
    &[
        9, 81, 658, 4265, 27117, 167_140, 1_049_442, 6_483_961, 41_022_423,
    ],
    &[
        9, 81, 658, 4265, 27117, 167_140, 1_049_442, 6_483_971, 41_022_614,
    ],
];
const BRAZILIAN: [&[u64]; 2] = [
    &[
        7, 49, 302, 1469, 7473, 37628, 187_302, 907_830, 4_431_766, 21_560_022,
    ],
    &[
        7, 49, 302, 1469, 7473, 37628, 187_302, 907_836, 4_431_847, 21_566_606,
    ],
];
const RUSSIAN: [&[u64]; 2] = [
    &[
        7, 49, 302, 1469, 7482, 37986, 190_146, 929_899, 4_570_586, 22_444_032,
    ],
    &[
        7, 49, 302, 1469, 7482, 37986, 190_146, 929_905, 4_570_667, 22_450_628,
    ],
];
const ENGLISH: [&[u64]; 2] = [
    &[
        7, 49, 302, 1469, 7361, 36768, 179_740, 845_931, 3_963_680, 18_391_564,
    ],
    &[
        7, 49, 302, 1469, 7361, 36768, 179_740, 845_931, 3_963_680, 18_391_564,
    ],
];

fn main() -> ExitCode {
    cli::exit("draughts", USAGE, run(std::env::args_os().skip(1)))
}

/// The options only this program takes.
struct Options {
    variant: String,
    duplicates: Duplicates,
    divide: bool,
    threads: NonZeroUsize,
    leaves: Leaves,
}

/// `--name value` or `--name=value` taken out of `args`, wherever it stands.
fn take_value(
    args: Vec<String>,
    name: &str,
    expects: &str,
) -> Result<(Option<String>, Vec<String>), Failure> {
    let mut value = None;
    let mut rest = Vec::with_capacity(args.len());
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let found = match arg.strip_prefix(name) {
            Some("") => args
                .next()
                .ok_or_else(|| Failure::Usage(format!("{name} expects {expects} after it")))?,
            Some(v) if v.starts_with('=') => v[1..].to_string(),
            _ => {
                rest.push(arg);
                continue;
            }
        };
        if value.is_some() {
            return Err(Failure::Usage(format!("{name} is given twice")));
        }
        value = Some(found);
    }
    Ok((value, rest))
}

fn run(args: impl Iterator<Item = std::ffi::OsString>) -> Result<(), Failure> {
    let args = cli::utf8_args(args)?;
    if cli::wants_help(&args) {
        return Ok(cli::print_help(USAGE)?);
    }
    let (threads, leaves, args) = cli::take_options("draughts", &args)?;
    let (variant, args) = take_value(
        args,
        "--variant",
        "international, brazilian, russian or english",
    )?;
    let (duplicates, args) = take_value(args, "--duplicates", "drop or keep")?;
    let duplicates = match duplicates.as_deref() {
        None | Some("drop") => Duplicates::Drop,
        Some("keep") => Duplicates::Keep,
        Some(other) => {
            return Err(Failure::Input(format!(
                "{other:?} is not a way to count duplicate captures: expected drop or keep"
            )));
        }
    };
    let divide = args.iter().any(|a| a == "--divide");
    let args: Vec<String> = args.into_iter().filter(|a| a != "--divide").collect();
    if let Some(option) = args.iter().find(|a| a.starts_with("--")) {
        return Err(Failure::Usage(format!("unknown option {option:?}")));
    }
    let options = Options {
        variant: variant.unwrap_or_else(|| "international".into()),
        duplicates,
        divide,
        threads,
        leaves,
    };
    let keep = usize::from(duplicates == Duplicates::Keep);
    match options.variant.as_str() {
        "international" => game::<International>(&options, &args, INTERNATIONAL[keep]),
        "brazilian" => game::<Brazilian>(&options, &args, BRAZILIAN[keep]),
        "russian" => game::<Russian>(&options, &args, RUSSIAN[keep]),
        "english" => game::<English>(&options, &args, ENGLISH[keep]),
        other => Err(Failure::Input(format!(
            "{other:?} is not a variant: expected international, brazilian, russian or english"
        ))),
    }
}

fn game<R: Rules>(options: &Options, args: &[String], start_counts: &[u64]) -> Result<(), Failure> {
    let (threads, leaves) = (options.threads, options.leaves);
    match args {
        [] => {
            let start = Position::<R>::startpos().with_duplicates(options.duplicates);
            cli::tour((1..).zip(start_counts).map(|(depth, &expected)| {
                ("start position".to_string(), depth, expected, move || {
                    perft::perft_threads(&start, depth, leaves, threads)
                })
            }))
        }
        [fen, depth] => {
            let pos = if fen == "startpos" {
                Position::<R>::startpos()
            } else {
                Position::<R>::from_fen(fen)
                    .map_err(|e| Failure::Input(format!("invalid {} FEN {fen:?}: {e}", R::NAME)))?
            }
            .with_duplicates(options.duplicates);
            let depth = cli::parse_depth(depth)?;
            if options.divide {
                print_divide(&pos, depth, leaves, threads)
            } else {
                let nodes = perft::perft_threads(&pos, depth, leaves, threads);
                Ok(cli::print_line(&format!("Nodes searched: {nodes}"))?)
            }
        }
        [_] => Err(Failure::Usage(
            "expected a FEN (or startpos) and a depth, or nothing".into(),
        )),
        _ => Err(Failure::Usage(format!(
            "expected a FEN (or startpos) and a depth, or nothing; got {} arguments (a FEN is quoted)",
            args.len()
        ))),
    }
}

/// Each root move's count in PDN, as soon as it and those before it are known, then the
/// total; the squares taken after a capture whose start and end another move shares.
fn print_divide<R: Rules>(
    pos: &Position<R>,
    depth: u32,
    leaves: Leaves,
    threads: NonZeroUsize,
) -> Result<(), Failure> {
    let moves = pos.legal_moves();
    let mut total = 1;
    if depth > 0 {
        total = 0;
        perft::divide_each(pos, depth, leaves, threads, |mv, count| {
            total += count;
            cli::print_line(&format!("{}: {count}", pdn_name(mv, moves.as_slice())))
        })?;
    }
    cli::print_line(&format!("\nNodes searched: {total}"))?;
    Ok(())
}
