fill_macros::fill!(dir = [nort, east, nort], name = rays);

fn main() {}
