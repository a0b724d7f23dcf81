fill_macros::fill!(files = 17, ranks = 1, dir = nort);

fn main() {}
