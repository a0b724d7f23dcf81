fill_macros::fill!(dir = nort, algo = 7);

fn main() {}
