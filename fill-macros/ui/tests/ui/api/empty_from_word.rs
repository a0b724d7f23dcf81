// `Empty`'s field is bitfill's own: a word cannot be made into the empty squares by the
// tuple constructor, whatever it holds (the occupied squares, most likely).
use bitfill::{Bitboard, Empty, kogge};

fn main() {
    let occupied: u64 = 1 << 27 | 1 << 43;
    let _ = kogge::rook_attacks(Bitboard(1 << 27), Empty(occupied));
}
