fill_macros::fill!(dir = [nort, sout], op = fill, name = vertical_fill);

fn main() {}
