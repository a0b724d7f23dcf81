fill_macros::fill!(dir = [(1, 2), (2, 1)], op = leap, algo = kogge, name = two_knight_steps);

fn main() {}
