fill_macros::fill!(dir = nort, op = fill, name = "north_fill");

fn main() {}
