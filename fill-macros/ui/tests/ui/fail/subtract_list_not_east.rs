fill_macros::fill!(dir = [east, nort], algo = subtract, name = rays);

fn main() {}
