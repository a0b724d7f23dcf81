fill_macros::fill!(dir = east, algo = subtract, op = flying_jumps);

fn main() {}
