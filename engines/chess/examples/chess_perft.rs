//! The chess engine's own perft recursion (`bitfill_chess::perft::perft_bulk`:
//! every move played where it is generated, the last ply counted, no move list), beside
//! the drivers' recursion (a move list per ply). For timing them and for counting their
//! instructions.
//!
//! ```text
//! cargo run --release -p bitfill-engines --example chess_perft -- startpos 7
//! cargo run --release -p bitfill-engines --example chess_perft -- "<FEN>" 6 list
//! cargo run --release -p bitfill-engines --example chess_perft -- "<FEN>" 6 lists
//! cargo run --release -p bitfill-engines --example chess_perft -- "<FEN>" 6 leaf-lists
//! ```
//!
//! `list`: the engine's recursion with the last ply's moves written into a move list and
//! its length counted (what the programs' `--leaves list` runs, as a search would).
//! `lists`: the drivers' recursion (`bitfill_engines_common::perft::bulk_by_lists`), a move
//! list per ply above the last, the last ply counted by popcounts. `leaf-lists`: the
//! drivers' recursion with the last ply listed too
//! (`bitfill_engines_common::perft::list_by_lists`).
//!
//! Prints the count and nothing else; a malformed FEN or depth is a message and exit 2.

use bitfill_chess::{
    Position,
    perft::{perft_bulk, perft_list},
};
use bitfill_engines_common::perft::{bulk_by_lists, list_by_lists};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let modes = ["list", "lists", "leaf-lists"];
    let (fen, depth, mode) = match args.as_slice() {
        [fen, depth] => (fen, depth, ""),
        [fen, depth, mode] if modes.contains(&mode.as_str()) => (fen, depth, &**mode),
        _ => {
            eprintln!("usage: chess_perft <FEN|startpos> <depth> [list|lists|leaf-lists]");
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
    let nodes = match mode {
        "list" => perft_list(&pos, depth),
        "lists" => bulk_by_lists(&pos, depth),
        "leaf-lists" => list_by_lists(&pos, depth),
        _ => perft_bulk(&pos, depth),
    };
    println!("{nodes}");
    ExitCode::SUCCESS
}
