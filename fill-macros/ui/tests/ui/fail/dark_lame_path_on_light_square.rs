fill_macros::fill!(squares = dark, dir = [(1, 3), (2, 2)], op = lame, name = odd_leaper);

fn main() {}
