// Every error of a call is reported at once, parse and validation errors alike.
fill_macros::fill!(
    dir = no_ea,
    algo = magic,
    op = flood,
    colour = white,
    name = "x",
    dir = sout
);

fn main() {}
