fill_macros::fill!(dir = [nort, north_east], name = two_rays);

fn main() {}
