fill_macros::fill!(dir = nort, algo = dumb7, name = north);

fn main() {}
