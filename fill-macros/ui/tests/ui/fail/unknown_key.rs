fill_macros::fill!(dir = nort, colour = white);

fn main() {}
