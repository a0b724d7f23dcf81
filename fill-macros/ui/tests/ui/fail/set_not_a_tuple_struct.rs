// `set` names a tuple struct of the word: the bare word is the default, and a reference
// has no constructor to build the result with.
fill_macros::fill!(dir = nort, op = attacks, set = u64);
fill_macros::fill!(dir = sout, op = attacks, set = &Bitboard);

fn main() {}
