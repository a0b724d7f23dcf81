fill_macros::fill!(dir = nort, op = [attacks, occluded]);

fn main() {}
