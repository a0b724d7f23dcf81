//! Othello move generation on bitfill (filled in by the othello work).
