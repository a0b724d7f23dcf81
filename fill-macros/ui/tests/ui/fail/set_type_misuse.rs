// `set = Board` types every set: a bare word no longer compiles where a `Board` is taken
// or returned. A newtype of another word than the board's is a type error at the call.
use fill_macros::fill;

#[derive(Clone, Copy)]
pub struct Board(pub u64);

#[derive(Clone, Copy)]
pub struct Board128(pub u128);

fill!(dir = nort, op = attacks, name = north, set = Board);
fill!(dir = east, op = attacks, name = east, set = Board128);

fn main() {
    let rooks: u64 = 1 << 27;
    let _ = north(rooks, Board(!rooks));
    let _: u64 = north(Board(rooks), Board(!rooks));
}
