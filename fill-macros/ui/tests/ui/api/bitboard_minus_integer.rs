// `-` on a `Bitboard` is set difference, between sets: the word idiom `b & (b - 1)` (clear
// the lowest bit) would mean "b without a1", so it does not compile.
use bitfill::Bitboard;

fn main() {
    let b = Bitboard(0b1100);
    let _ = b & (b - 1);
}
