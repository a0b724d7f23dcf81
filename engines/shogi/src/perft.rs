//! Node counting: perft with and without bulk counting at the leaves, and divide.

crate::perft::engine_perft!("shogi", 900, 25_470);
