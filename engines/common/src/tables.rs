//! Set helpers shared by the engines on `u128` boards (shogi, xiangqi): the squares of a
//! set (an iterator, and a loop a word at a time), and compile-time tables built from other
//! tables.

/// For each square, the union of `table`'s entries over the squares of `steps[square]`:
/// with a king's steps as `steps` and the squares from which a piece attacks a square as
/// `table`, where an enemy piece must stand to attack a square the king could step to.
pub const fn union_over<const N: usize>(steps: &[u128; N], table: &[u128; N]) -> [u128; N] {
    let mut out = [0; N];
    let mut sq = 0;
    while sq < N {
        let mut set = steps[sq];
        while set != 0 {
            out[sq] |= table[set.trailing_zeros() as usize];
            set &= set - 1;
        }
        sq += 1;
    }
    out
}

/// The squares of a set, lowest first. A loop over it has its body in one place, which
/// the compiler inlines: no closure call that would make it spill the caller's registers.
pub struct Squares(pub u128);

impl Iterator for Squares {
    type Item = u32;

    #[inline(always)]
    fn next(&mut self) -> Option<u32> {
        let set = self.0;
        if set == 0 {
            return None;
        }
        // A word at a time: the scan of a `u128` costs twice a `u64`'s.
        let low = set as u64;
        let sq = if low != 0 {
            low.trailing_zeros()
        } else {
            64 + ((set >> 64) as u64).trailing_zeros()
        };
        self.0 = set & (set - 1);
        Some(sq)
    }
}

/// `for $sq in Squares($set) $body`, a word at a time: the body written once per word of
/// the set, each loop scanning and clearing a `u64` (half the work of a `u128`'s).
#[macro_export]
macro_rules! for_squares {
    ($sq:ident in $set:expr => $body:block) => {{
        let set: u128 = $set;
        let mut low = set as u64;
        while low != 0 {
            let $sq = low.trailing_zeros();
            low &= low - 1;
            $body
        }
        let mut high = (set >> 64) as u64;
        while high != 0 {
            let $sq = 64 + high.trailing_zeros();
            high &= high - 1;
            $body
        }
    }};
}
