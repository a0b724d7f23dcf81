fill_macros::fill!();

fn main() {}
