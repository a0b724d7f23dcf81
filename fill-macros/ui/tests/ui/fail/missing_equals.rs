fill_macros::fill!(dir nort);

fn main() {}
