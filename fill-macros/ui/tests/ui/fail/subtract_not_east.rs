fill_macros::fill!(dir = west, algo = subtract);

fn main() {}
