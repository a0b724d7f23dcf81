fill_macros::fill!(dir = [nort, 7], name = rays);

fn main() {}
