//! The check that every board game's `--leaves list` shares: listing the last ply's moves
//! counts what bulk counting and playing every leaf count.

use super::rng::Rng;
use bitfill_engines::perft::{Game, perft, perft_bulk, perft_list};
use std::fmt::Display;

/// At every position of `games` random games of up to `plies` plies from `start`: the count
/// with the last ply's moves written into the move list (`perft_list`, `--leaves list`)
/// equals the count by popcounts and the count with every leaf played, at depths 1 and 2,
/// and at depth 1 the length of the legal move list; returns the positions checked.
pub fn list_counts_in_random_games<G: Game + Clone + Display>(
    start: &G,
    rng: &mut Rng,
    games: usize,
    plies: usize,
) -> usize {
    let mut checked = 0;
    for _ in 0..games {
        let mut pos = start.clone();
        for _ in 0..plies {
            let list = pos.legal_moves();
            let list = list.as_ref();
            for depth in 1..=2 {
                let bulk = perft_bulk(&pos, depth);
                assert_eq!(perft_list(&pos, depth), bulk, "{pos} depth {depth}");
                assert_eq!(perft(&pos, depth), bulk, "{pos} depth {depth}");
            }
            assert_eq!(perft_list(&pos, 1), list.len() as u64, "{pos}");
            checked += 1;
            if list.is_empty() {
                break;
            }
            pos = pos.play(list[rng.below(list.len())]);
        }
    }
    checked
}
