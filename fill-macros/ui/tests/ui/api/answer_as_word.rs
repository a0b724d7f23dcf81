// A getter answers with a set: leaving the type is `.0` (or `u64::from`), on purpose.
use bitfill::{Bitboard, Square, rook_attacks_from};

fn main() {
    let _attacks: u64 = rook_attacks_from(Square::A1, Bitboard::EMPTY);
}
