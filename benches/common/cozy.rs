//! cozy-chess's perft, the contender the chess perft figures are ratios against.

use cozy_chess::Board;

/// cozy-chess's perft example with bulk counting at depth 1.
pub fn cozy_perft_bulk(board: &Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes += 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut board = board.clone();
                    board.play_unchecked(mv);
                    nodes += cozy_perft_bulk(&board, depth - 1);
                }
                false
            });
        }
    }
    nodes
}
