//! The perft drivers both board engines share (chess, xiangqi): the counting is the same,
//! only the position and move types differ. Each engine's `perft` module wraps these for
//! its own `Position`.

/// A position perft can count from: its legal moves listed or only counted, and the
/// position after one of them (copy-make).
pub(crate) trait Game: Sized {
    /// A move of the game.
    type Move: Copy;
    /// The legal moves of a position, in generation order.
    type Moves: AsRef<[Self::Move]>;

    fn legal_moves(&self) -> Self::Moves;
    fn count_legal_moves(&self) -> u64;
    fn play(&self, mv: Self::Move) -> Self;
}

/// The number of move sequences of `depth` plies from `pos`, every leaf move played.
pub(crate) fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
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
pub(crate) fn perft_bulk<G: Game>(pos: &G, depth: u32) -> u64 {
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
pub(crate) fn divide<G: Game>(pos: &G, depth: u32) -> Vec<(G::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .as_ref()
        .iter()
        .map(|&mv| (mv, perft_bulk(&pos.play(mv), depth - 1)))
        .collect()
}
