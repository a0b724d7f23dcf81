// The algorithm modules take the empty squares as an `Empty`: the occupied squares, which
// every other function takes, do not compile there.
use bitfill::{Bitboard, kogge};

fn main() {
    let occupied = Bitboard(1 << 27 | 1 << 43);
    let _ = kogge::rook_attacks(Bitboard(1 << 27), occupied);
}
