fill_macros::fill!(files = 12, ranks = 11, dir = nort);

fn main() {}
