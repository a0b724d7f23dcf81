fill_macros::fill!(dir = up);

fn main() {}
