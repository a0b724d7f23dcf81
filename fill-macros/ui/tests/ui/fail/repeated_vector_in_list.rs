fill_macros::fill!(dir = [(1, 2), nort, (1, 2)], name = f);

fn main() {}
