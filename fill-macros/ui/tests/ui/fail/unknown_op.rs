fill_macros::fill!(dir = nort, op = flood);

fn main() {}
