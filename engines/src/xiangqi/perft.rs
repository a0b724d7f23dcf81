//! Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard
//! test of a move generator against published counts.

use super::moves::Move;
use super::position::Position;

/// The number of move sequences of `depth` plies from `pos`, every leaf move played
/// (no bulk counting).
///
/// ```
/// use bitfill_engines::xiangqi::{Position, perft::perft};
/// assert_eq!(perft(&Position::startpos(), 2), 1920);
/// ```
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for &mv in &pos.legal_moves() {
        nodes += perft(&pos.play(mv), depth - 1);
    }
    nodes
}

/// The same count as [`perft`] with bulk counting: at depth 1 the legal moves are counted
/// by popcounts ([`Position::count_legal_moves`]), not listed and played.
///
/// ```
/// use bitfill_engines::xiangqi::{Position, perft::perft_bulk};
/// assert_eq!(perft_bulk(&Position::startpos(), 3), 79_666);
/// ```
#[must_use]
pub fn perft_bulk(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => {
            let mut nodes = 0;
            for &mv in &pos.legal_moves() {
                nodes += perft_bulk(&pos.play(mv), depth - 1);
            }
            nodes
        }
    }
}

/// [`perft_bulk`] split by root move, in generation order (Stockfish's `go perft`): the
/// sum of the counts is `perft_bulk(pos, depth)`. Empty for depth 0.
#[must_use]
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|&mv| (mv, perft_bulk(&pos.play(mv), depth - 1)))
        .collect()
}
