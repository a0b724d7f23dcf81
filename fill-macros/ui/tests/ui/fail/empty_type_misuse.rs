// `empty = Empty` gives the fill a typed argument: the occupied squares as a bare `u64`
// no longer compile, and `op = fill` (no empty squares) refuses the key.
use fill_macros::fill;

pub struct Empty(pub u64);

fill!(dir = nort, op = attacks, name = north, empty = Empty);
fill!(dir = nort, op = fill, name = north_fill, empty = Empty);

fn main() {
    let occupied: u64 = 1 << 27 | 1 << 43;
    let _ = north(1 << 27, occupied);
}
