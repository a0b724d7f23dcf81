// A list of leaper steps is fine; a fill op in a list is not, and names what is allowed.
fill_macros::fill!(dir = [(1, 2), (2, 1)], op = occluded, name = knightish);

fn main() {}
