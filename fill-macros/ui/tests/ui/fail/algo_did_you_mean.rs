fill_macros::fill!(dir = nort, algo = koge);

fn main() {}
