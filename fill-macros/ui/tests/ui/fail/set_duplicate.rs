fill_macros::fill!(dir = nort, set = Bitboard, op = attacks, set = Bitboard);

fn main() {}
