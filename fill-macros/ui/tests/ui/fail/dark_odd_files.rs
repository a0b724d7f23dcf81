fill_macros::fill!(files = 9, ranks = 10, squares = dark, dir = noEa);

fn main() {}
