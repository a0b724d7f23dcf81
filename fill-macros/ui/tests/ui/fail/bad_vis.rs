fill_macros::fill!(dir = nort, vis = public);

fn main() {}
