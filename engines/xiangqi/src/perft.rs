//! Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard
//! test of a move generator against published counts.

bitfill_engines_common::engine_perft!("bitfill_xiangqi", 1920, 79_666);
