fill_macros::fill!(dir = [nort, sout], algo = dumb7);

fn main() {}
