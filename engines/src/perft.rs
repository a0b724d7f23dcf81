//! The perft drivers the board engines share (chess, xiangqi, XXL chess): the counting is
//! the same, only the position and move types differ. Each engine's `perft` module wraps
//! these for its own `Position`; the programs reach them through [`Game`]
//! ([`cli::game_perft`](crate::cli::game_perft)).

/// A position perft can count from: its legal moves listed or only counted, and the
/// position after one of them (copy-make).
pub trait Game: Sized {
    /// A move of the game.
    type Move: Copy;
    /// The legal moves of a position, in generation order.
    type Moves: AsRef<[Self::Move]>;

    /// The legal moves, in generation order.
    fn legal_moves(&self) -> Self::Moves;
    /// The number of legal moves, counted without listing them.
    fn count_legal_moves(&self) -> u64;
    /// The position after `mv`, one of [`Game::legal_moves`].
    fn play(&self, mv: Self::Move) -> Self;
}

/// The number of move sequences of `depth` plies from `pos`, every leaf move played.
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for &mv in pos.legal_moves().as_ref() {
        nodes += perft(&pos.play(mv), depth - 1);
    }
    nodes
}

/// The same count as [`perft`], the moves at depth 1 counted, not listed and played.
pub fn perft_bulk<G: Game>(pos: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => {
            let mut nodes = 0;
            for &mv in pos.legal_moves().as_ref() {
                nodes += perft_bulk(&pos.play(mv), depth - 1);
            }
            nodes
        }
    }
}

/// [`perft_bulk`] split by root move, in generation order; empty for depth 0.
pub fn divide<G: Game>(pos: &G, depth: u32) -> Vec<(G::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .as_ref()
        .iter()
        .map(|&mv| (mv, perft_bulk(&pos.play(mv), depth - 1)))
        .collect()
}

/// An engine's `perft` module: [`Game`] for its `Position` (from `super::position`, moves and
/// move list from `super::moves`) and `perft`, `perft_bulk` and `divide` on it, each with a
/// doctest on the start position (`$engine` is the module's name, the counts its depth-2
/// and depth-3 figures).
macro_rules! engine_perft {
    ($engine:literal, $depth_2:literal, $depth_3:literal) => {
        use super::moves::{Move, MoveList};
        use super::position::Position;
        use $crate::perft::{self as driver, Game};

        impl Game for Position {
            type Move = Move;
            type Moves = MoveList;

            #[inline]
            fn legal_moves(&self) -> MoveList {
                Position::legal_moves(self)
            }

            #[inline]
            fn count_legal_moves(&self) -> u64 {
                Position::count_legal_moves(self)
            }

            #[inline]
            fn play(&self, mv: Move) -> Position {
                Position::play(self, mv)
            }
        }

        /// The number of move sequences of `depth` plies from `pos`, every leaf move played
        /// (no bulk counting): the work a search does at every node.
        ///
        /// ```
        #[doc = concat!("use bitfill_engines::", $engine, "::{Position, perft::perft};")]
        #[doc = concat!("assert_eq!(perft(&Position::startpos(), 2), ", $depth_2, ");")]
        /// ```
        #[must_use]
        pub fn perft(pos: &Position, depth: u32) -> u64 {
            driver::perft(pos, depth)
        }

        /// The same count as [`perft`] with bulk counting: at depth 1 the legal moves are
        /// counted by popcounts ([`Position::count_legal_moves`]), not listed and played.
        ///
        /// ```
        #[doc = concat!("use bitfill_engines::", $engine, "::{Position, perft::perft_bulk};")]
        #[doc = concat!("assert_eq!(perft_bulk(&Position::startpos(), 3), ", $depth_3, ");")]
        /// ```
        #[must_use]
        pub fn perft_bulk(pos: &Position, depth: u32) -> u64 {
            driver::perft_bulk(pos, depth)
        }

        /// [`perft_bulk`] split by root move, in generation order (Stockfish's `go perft`):
        /// the sum of the counts is `perft_bulk(pos, depth)`. Empty for depth 0.
        #[must_use]
        pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
            driver::divide(pos, depth)
        }
    };
}

pub(crate) use engine_perft;
