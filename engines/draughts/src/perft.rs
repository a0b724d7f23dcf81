//! Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard
//! test of a move generator against published counts (dctl's and Moby Dam's tables).

use super::moves::{Move, MoveList};
use super::position::Position;
use super::rules::Rules;
use bitfill::simd::Kernels;
use bitfill_engines_common::perft::{self as driver, Game};

impl<R: Rules> Game for Position<R> {
    type Move = Move<R>;
    type Moves = MoveList<R>;
    const COUNT_CHILDREN_IN_PLACE: bool = true;

    #[inline(always)]
    fn legal_moves(&self) -> MoveList<R> {
        Position::legal_moves(self)
    }

    #[inline(always)]
    fn legal_moves_into(&self, moves: &mut MoveList<R>) {
        Position::legal_moves_into(self, moves);
    }

    #[inline(always)]
    fn count_legal_moves(&self) -> u64 {
        Position::count_legal_moves(self)
    }

    #[inline(always)]
    fn count_legal_moves_in(&self, scratch: &mut MoveList<R>) -> u64 {
        Position::count_legal_moves_in(self, scratch)
    }

    #[inline(always)]
    fn legal_moves_with<K: Kernels>(&self, kernels: K, moves: &mut MoveList<R>) {
        Position::legal_moves_with(self, kernels, moves);
    }

    #[inline(always)]
    fn count_legal_moves_with<K: Kernels>(&self, kernels: K, scratch: &mut MoveList<R>) -> u64 {
        Position::count_legal_moves_with(self, kernels, scratch)
    }

    #[inline(always)]
    fn count_two_plies_with<K: Kernels>(
        &self,
        kernels: K,
        moves: &mut MoveList<R>,
        scratch: &mut MoveList<R>,
    ) -> u64 {
        Position::count_two_plies_with(self, kernels, moves, scratch)
    }

    #[inline(always)]
    fn play(&self, mv: Move<R>) -> Position<R> {
        Position::play(self, mv)
    }
}

/// The number of move sequences of `depth` plies from `pos`, every leaf move played.
///
/// ```
/// use bitfill_draughts::{Position, perft::perft, rules::International};
/// assert_eq!(perft(&Position::<International>::startpos(), 2), 81);
/// ```
#[must_use]
pub fn perft<R: Rules>(pos: &Position<R>, depth: u32) -> u64 {
    driver::perft(pos, depth)
}

/// The same count as [`perft`] with bulk counting: at depth 1 the quiet moves are counted
/// by popcounts, not listed and played.
///
/// ```
/// use bitfill_draughts::{Position, perft::perft_bulk, rules::Brazilian};
/// assert_eq!(perft_bulk(&Position::<Brazilian>::startpos(), 3), 302);
/// ```
#[must_use]
pub fn perft_bulk<R: Rules>(pos: &Position<R>, depth: u32) -> u64 {
    driver::perft_bulk(pos, depth)
}

/// The same count as [`perft`] with the last ply's moves written into the move list and
/// its length counted (`--leaves list`).
///
/// ```
/// use bitfill_draughts::{Position, perft::perft_list, rules::English};
/// assert_eq!(perft_list(&Position::<English>::startpos(), 3), 302);
/// ```
#[must_use]
pub fn perft_list<R: Rules>(pos: &Position<R>, depth: u32) -> u64 {
    driver::perft_list(pos, depth)
}

/// [`perft_bulk`] split by root move, in generation order.
#[must_use]
pub fn divide<R: Rules>(pos: &Position<R>, depth: u32) -> Vec<(Move<R>, u64)> {
    driver::divide(pos, depth)
}
