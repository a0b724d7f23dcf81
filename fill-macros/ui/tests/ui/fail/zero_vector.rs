fill_macros::fill!(dir = (0, 0));

fn main() {}
