fill_macros::fill!(dir = nort, op = attacks, sets = Bitboard);

fn main() {}
