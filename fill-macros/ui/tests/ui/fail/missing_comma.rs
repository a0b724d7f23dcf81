fill_macros::fill!(dir = nort algo = dumb7);

fn main() {}
