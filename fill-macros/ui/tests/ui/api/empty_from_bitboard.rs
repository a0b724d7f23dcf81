// Nor a set: `Empty::of(occupied)` or `Empty::from_empty_squares(empty)` say which it is.
use bitfill::{Bitboard, Empty};

fn main() {
    let occupied = Bitboard(1 << 27 | 1 << 43);
    let _ = Empty(occupied);
}
