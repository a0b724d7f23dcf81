fill_macros::fill!(algo = dumb7, op = attacks);

fn main() {}
