fill_macros::fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, nort, (1, 0)], name = king);

fn main() {}
