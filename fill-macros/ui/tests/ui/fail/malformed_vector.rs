fill_macros::fill!(dir = (1, two));

fn main() {}
