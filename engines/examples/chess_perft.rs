//! The chess engine's own perft recursion (`bitfill_engines::chess::perft::perft_bulk`:
//! every move played where it is generated, the last ply counted, no move list), beside
//! the generic driver the `perft` program runs (`bitfill_engines::perft::perft_bulk`: a
//! move list per ply). For timing the two and for counting their instructions.
//!
//! ```text
//! cargo run --release -p bitfill-engines --example chess_perft -- startpos 7
//! cargo run --release -p bitfill-engines --example chess_perft -- "<FEN>" 6 lists
//! ```
//!
//! Prints the count and nothing else; a malformed FEN or depth is a message and exit 2.

use bitfill_engines::chess::{Position, perft::perft_bulk};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (fen, depth, lists) = match args.as_slice() {
        [fen, depth] => (fen, depth, false),
        [fen, depth, mode] if mode == "lists" => (fen, depth, true),
        _ => {
            eprintln!("usage: chess_perft <FEN|startpos> <depth> [lists]");
            return ExitCode::from(2);
        }
    };
    let pos = if fen == "startpos" {
        Position::startpos()
    } else {
        match Position::from_fen(fen) {
            Ok(pos) => pos,
            Err(error) => {
                eprintln!("{}", error.show(fen));
                return ExitCode::from(2);
            }
        }
    };
    let Ok(depth) = depth.parse() else {
        eprintln!("chess_perft: the depth must be a whole number of plies, not {depth:?}");
        return ExitCode::from(2);
    };
    let nodes = if lists {
        bitfill_engines::perft::perft_bulk(&pos, depth)
    } else {
        perft_bulk(&pos, depth)
    };
    println!("{nodes}");
    ExitCode::SUCCESS
}
