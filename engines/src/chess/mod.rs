//! Chess move generation on bitfill (filled in by the chess work).
