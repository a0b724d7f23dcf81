fill_macros::fill!(files = 9, ranks = 10, dir = [nort, (9, 1)], name = f);

fn main() {}
