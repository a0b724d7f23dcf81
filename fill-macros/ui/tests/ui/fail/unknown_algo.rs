fill_macros::fill!(dir = nort, algo = magic);

fn main() {}
