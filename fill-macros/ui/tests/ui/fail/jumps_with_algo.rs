fill_macros::fill!(squares = dark, dir = [noEa, noWe], op = jumps, algo = kogge, name = man_jumps);

fn main() {}
