fill_macros::fill!(files = 10, ranks = 10, squares = drak, dir = noEa);

fn main() {}
