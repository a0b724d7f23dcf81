fill_macros::fill!(dri = nort);

fn main() {}
