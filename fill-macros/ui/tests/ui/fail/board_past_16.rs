// Up to 16x16 (256 squares, a `bitfill::Wide<4>`), and no further on either side.
fill_macros::fill!(files = 16, ranks = 17, dir = nort);
fill_macros::fill!(files = 20, ranks = 20, dir = [nort, east], name = rook);

fn main() {}
