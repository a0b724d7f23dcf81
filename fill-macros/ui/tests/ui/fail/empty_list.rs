fill_macros::fill!(dir = [], name = nothing);

fn main() {}
