fill_macros::fill!(dir = no_ea);

fn main() {}
