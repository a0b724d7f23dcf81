fill_macros::fill!(dir = nort, algo = );

fn main() {}
