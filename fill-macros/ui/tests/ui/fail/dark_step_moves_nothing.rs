fill_macros::fill!(files = 2, ranks = 2, squares = dark, dir = noWe, op = attacks);

fn main() {}
