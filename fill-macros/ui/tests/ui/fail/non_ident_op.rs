fill_macros::fill!(dir = nort, op = 7);

fn main() {}
