fill_macros::fill!(dir = nort, algo = dumb7, op = fill);

fn main() {}
