fill_macros::fill!(squares = dark, dir = noEa, op = jump);

fn main() {}
