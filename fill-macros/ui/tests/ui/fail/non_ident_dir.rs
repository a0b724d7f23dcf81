fill_macros::fill!(dir = 7);

fn main() {}
