fill_macros::fill!(dir = nort, vis = pub(everyone));

fn main() {}
