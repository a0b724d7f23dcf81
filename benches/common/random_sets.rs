//! Random positions for the benches of boards of any size (`boards`, `representations`):
//! fixed from run to run (xorshift64*, one seed), as four `u64` words whatever the board.

/// How many positions each benchmark iteration walks: one call each.
pub const POSITIONS: usize = 256;

/// xorshift64*.
fn random(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(0x2545_f491_4f6c_dd1d)
}

/// [`POSITIONS`] of `(sliders, empty)` on a board of `squares` squares: two sliders and
/// about a third of the board occupied, so that the branch predictor learns nothing.
pub fn positions(squares: u32) -> Vec<([u64; 4], [u64; 4])> {
    let mut state = 0x9e37_79b9_7f4a_7c15;
    (0..POSITIONS)
        .map(|_| {
            let mut sliders = [0; 4];
            let mut occupied = [0; 4];
            for _ in 0..2 {
                let sq = random(&mut state) % u64::from(squares);
                sliders[sq as usize / 64] |= 1 << (sq % 64);
            }
            for _ in 0..squares / 3 {
                let sq = random(&mut state) % u64::from(squares);
                occupied[sq as usize / 64] |= 1 << (sq % 64);
            }
            let empty = std::array::from_fn(|i| !(occupied[i] | sliders[i]));
            (sliders, empty)
        })
        .collect()
}
