fill_macros::fill!(dir = nort, op = attacks, set = 64);

fn main() {}
