//! Node counting: perft with and without bulk counting at the leaves, and divide.

bitfill_engines_common::engine_perft!("bitfill_shogi", 900, 25_470);
