fill_macros::fill!(files = 9, ranks = 10, dir = [nort, east], op = occluded, name = f);

fn main() {}
