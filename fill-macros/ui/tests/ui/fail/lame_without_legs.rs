fill_macros::fill!(dir = [nort, noEa], op = lame, name = steps);

fn main() {}
