fill_macros::fill!(dir = nort, algo = kogge, dir = sout);

fn main() {}
