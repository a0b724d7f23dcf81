fill_macros::fill!(squares = dark, dir = [noEa, noWe], op = occluded, name = king_flood);

fn main() {}
