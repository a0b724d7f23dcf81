// Unused private functions made by `fill!` warn as hand-written ones do.
#![deny(dead_code)]

fill_macros::fill!(dir = nort, op = attacks);
fill_macros::fill!(files = 9, ranks = 10, dir = [nort, sout], op = cannon, name = file_cannon);

fn main() {}
