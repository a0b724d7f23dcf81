fill_macros::fill!(dir = nort, op = attack);

fn main() {}
