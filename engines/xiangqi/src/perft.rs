//! Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard
//! test of a move generator against published counts.

crate::perft::engine_perft!("xiangqi", 1920, 79_666);
