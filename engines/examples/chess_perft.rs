//! The chess engine's own perft recursion (`bitfill_engines::chess::perft::perft_bulk`:
//! every move played where it is generated, the last ply counted, no move list), beside
//! the generic driver the `perft` program runs (`bitfill_engines::perft::perft_bulk`: a
//! move list per ply). For timing the two and for counting their instructions.
//!
//! ```text
//! cargo run --release -p bitfill-engines --example chess_perft -- startpos 7
//! cargo run --release -p bitfill-engines --example chess_perft -- "<FEN>" 6 lists
//! cargo run --release -p bitfill-engines --example chess_perft -- "<FEN>" 6 leaf-lists
//! ```
//!
//! `lists`: the generic driver, a move list per ply above the last, the last ply counted
//! by popcounts. `leaf-lists`: the same driver, and the last ply's moves written into a
//! move list too, its length counted (what `--leaves list` does, as a search would).
//!
//! Prints the count and nothing else; a malformed FEN or depth is a message and exit 2.

use bitfill_engines::chess::{MoveList, Position, perft::perft_bulk};
use bitfill_engines::perft::Game;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (fen, depth, mode) = match args.as_slice() {
        [fen, depth] => (fen, depth, ""),
        [fen, depth, mode] if mode == "lists" || mode == "leaf-lists" => (fen, depth, &**mode),
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
    let nodes = match mode {
        "lists" => bitfill_engines::perft::perft_bulk(&pos, depth),
        "leaf-lists" => {
            let mut lists: Vec<MoveList> = (0..depth).map(|_| MoveList::new()).collect();
            leaf_lists(&pos, &mut lists)
        }
        _ => perft_bulk(&pos, depth),
    };
    println!("{nodes}");
    ExitCode::SUCCESS
}

/// Perft with a move list at every ply, the last one's length counted.
fn leaf_lists(pos: &Position, lists: &mut [MoveList]) -> u64 {
    let Some((moves, below)) = lists.split_first_mut() else {
        return 1;
    };
    pos.legal_moves_into(moves);
    if below.is_empty() {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&mv| leaf_lists(&pos.play(mv), below))
        .sum()
}
