//! Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard
//! test of a move generator against published counts.
//!
//! [`perft_bulk`] is the chess engine's own recursion ([`movegen`](super::movegen)'s
//! `Plays`): every move is played where it is generated, the last ply counted by popcounts,
//! no move list at any ply; the drivers call it through [`Game::count_bulk`]. Their own
//! recursion ([`bitfill_engines_common::perft::bulk_by_lists`]) lists the moves of each ply
//! above the last and plays them from the list: the same counts, as the tests check.
//! [`perft_list`] runs the same recursion with a move list at the last ply
//! ([`Game::count_list`]): the moves written, their number taken.

bitfill_engines_common::engine_perft!(
    "bitfill_chess",
    400,
    8902,
    count_bulk = super::movegen::perft_bulk,
    count_list = super::movegen::perft_list
);
