//! Positions for checking the shogi engine against another engine, and its counts on them.
//!
//! ```text
//! cargo run --release -p bitfill-engines --example shogi_oracle -- positions <count> <seed>
//! cargo run --release -p bitfill-engines --example shogi_oracle -- perft <file> <depth>
//! ```
//!
//! `positions` prints `count` SFENs, one a line, taken from seeded random games: every
//! game starts from the start position or from one of the published test positions, and
//! picks a check when it has one, with odds of one in three, so that checks, drops,
//! promotions and pawn-drop mates come up often. `perft` prints `<count>\t<SFEN>` for each
//! line of `file`, the format of `scripts/shogi-oracle.sh`, which compares the counts with
//! YaneuraOu's.

use bitfill_shogi::{Position, perft::perft_bulk};
use std::process::ExitCode;

/// The positions the random games start from: the start position, "matsuri" and the
/// position with 593 legal moves.
const STARTS: [&str; 3] = [
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
    "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
];

/// xorshift64*: the same games on every run for a seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn positions(count: usize, seed: u64) {
    let mut rng = Rng(seed.max(1));
    let mut printed = 0;
    while printed < count {
        let start = STARTS[rng.below(STARTS.len())];
        let mut pos = Position::from_sfen(start).expect("a published position");
        let plies = 1 + rng.below(160);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let checks: Vec<_> = moves
                .iter()
                .filter(|&&mv| pos.play(mv).is_check())
                .collect();
            let mv = if !checks.is_empty() && rng.below(3) == 0 {
                *checks[rng.below(checks.len())]
            } else {
                moves.as_slice()[rng.below(moves.len())]
            };
            pos = pos.play(mv);
            if rng.below(8) == 0 && printed < count {
                println!("{}", pos.to_sfen());
                printed += 1;
            }
        }
    }
}

fn perft(file: &str, depth: u32) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let pos = Position::from_sfen(line).map_err(|e| format!("{line}: {e}"))?;
        println!("{}\t{line}", perft_bulk(&pos, depth));
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["positions", count, seed] => match (count.parse(), seed.parse()) {
            (Ok(count), Ok(seed)) => {
                positions(count, seed);
                Ok(())
            }
            _ => Err("positions <count> <seed>: two whole numbers".to_string()),
        },
        ["perft", file, depth] => match depth.parse() {
            Ok(depth) => perft(file, depth),
            Err(_) => Err(format!("{depth:?} is not a depth")),
        },
        _ => Err("usage: shogi_oracle positions <count> <seed> | perft <file> <depth>".into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("shogi_oracle: error: {message}");
            ExitCode::from(2)
        }
    }
}
