//! `fill!` on other boards and with riders' step vectors: the functions take and return the
//! word of the board (`u64` up to 64 squares, `u128` beyond), work in `const` context, and
//! compute what they claim.
#![deny(warnings)]

mod xiangqi {
    fill_macros::fill!(files = 9, ranks = 10, dir = [nort, east, sout, west], algo = kogge,
        op = attacks, name = chariot_attacks, vis = pub);
    fill_macros::fill!(files = 9, ranks = 10, dir = [nort, east, sout, west], algo = kogge,
        op = cannon, name = cannon_captures, vis = pub);
}

mod small {
    fill_macros::fill!(files = 5, ranks = 5, dir = [noEa, soWe], algo = dumb7,
        op = grasshopper, name = diagonal_grasshopper, vis = pub);
    fill_macros::fill!(files = 5, ranks = 5, dir = (1, 2), vis = pub);
}

/// a1 on 9x10 (bit 0), on an empty board: b1..i1 (bits 1 to 8) and a2..a10 (bits 9, 18,
/// ..., 81).
const A1_FILE_AND_RANK: u128 = 0x1fe
    | 1 << 9
    | 1 << 18
    | 1 << 27
    | 1 << 36
    | 1 << 45
    | 1 << 54
    | 1 << 63
    | 1 << 72
    | 1 << 81;
const _: () = assert!(xiangqi::chariot_attacks(1, !1) == A1_FILE_AND_RANK);
// A screen on a3 (bit 18) and a piece on a7 (bit 54): the cannon on a1 captures a7.
const _: () = assert!(xiangqi::cannon_captures(1, !(1 | 1 << 18 | 1 << 54)) == 1 << 54);

fn main() {
    let chariot: fn(u128, u128) -> u128 = xiangqi::chariot_attacks;
    assert_eq!(chariot(1, !1), A1_FILE_AND_RANK);
    // 5x5: a grasshopper on c3 (bit 12), a hurdle on d4 (bit 18): it lands on e5 (bit 24).
    let grasshopper: fn(u64, u64) -> u64 = small::diagonal_grasshopper;
    assert_eq!(grasshopper(1 << 12, !(1 << 12 | 1 << 18)), 1 << 24);
    // (1, 2) from a1: b3 (bit 11), c5 (bit 22).
    assert_eq!(small::ray_1_2_fill(1), 1 | 1 << 11 | 1 << 22);
    assert_eq!(small::ray_1_2_attacks(1, !0), 1 << 11 | 1 << 22);
    assert_eq!(small::ray_1_2_occluded(1, !0), 1 | 1 << 11 | 1 << 22);
}
