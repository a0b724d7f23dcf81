//! Compile-time tables built from other tables, shared by the engines on `u128` boards.

/// For each square, the union of `table`'s entries over the squares of `steps[square]`:
/// with a king's steps as `steps` and the squares from which a piece attacks a square as
/// `table`, where an enemy piece must stand to attack a square the king could step to.
pub(crate) const fn union_over<const N: usize>(steps: &[u128; N], table: &[u128; N]) -> [u128; N] {
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
