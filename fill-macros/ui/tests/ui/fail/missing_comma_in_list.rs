fill_macros::fill!(dir = [nort sout], name = vertical);

fn main() {}
