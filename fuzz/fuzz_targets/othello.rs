//! Othello's moves and flips (`bitfill::othello`), every path that can be forced (the root
//! functions, the `const` scalar kernels, `internals::othello::sse2`, and
//! `internals::othello::avx2` and the token's `othello_*` methods when this CPU has AVX2)
//! against the square-walking oracle of `bitfill_fuzz::oracle`, on the positions libFuzzer
//! makes up.
//!
//! Input: two bitboards (player, opponent; the opponent's discs on the player's squares
//! dropped, unless the last byte's top bit asks to keep them, where only "the paths
//! agree" is checked), then one byte that picks the square of the flips.

#![no_main]

#[cfg(target_arch = "x86_64")]
use bitfill::simd::Kernels;
use bitfill::{Bitboard, Square, othello};
use bitfill_fuzz::{Bytes, oracle};
use libfuzzer_sys::fuzz_target;

/// Each path's moves, and its flips of a disc on `square`: the public functions on
/// `Bitboard`, the forced kernels (`internals::othello`) on the bare words.
fn paths(player: u64, opponent: u64, square: Square) -> Vec<(&'static str, u64, u64)> {
    let (us, them) = (Bitboard(player), Bitboard(opponent));
    #[allow(unused_mut)] // pushed to on x86_64 only
    let mut got = vec![
        (
            "root",
            othello::moves(us, them).0,
            othello::flips(us, them, square).0,
        ),
        (
            "const",
            othello::moves_const(us, them).0,
            othello::flips_const(us, them, square).0,
        ),
    ];
    #[cfg(target_arch = "x86_64")]
    {
        use bitfill::internals::othello::{avx2, sse2};
        got.push((
            "sse2",
            sse2::moves(player, opponent),
            sse2::flips(player, opponent, square),
        ));
        if let Some(token) = bitfill::simd::Avx2::detect() {
            got.push((
                "avx2",
                avx2::moves(token, player, opponent),
                avx2::flips(token, player, opponent, square),
            ));
            got.push((
                "avx2 methods",
                token.othello_moves(us, them).0,
                token.othello_flips(us, them, square).0,
            ));
        }
    }
    got
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let player = bytes.bitboard();
    let mut opponent = bytes.bitboard();
    let pick = bytes.byte();
    let overlapping = pick & 0x80 != 0;
    if !overlapping {
        opponent &= !player;
    }
    let square = Square::from_index_wrapping(usize::from(pick));
    let got = paths(player, opponent, square);
    if overlapping {
        // Not a position: every path still returns, and they return the same.
        for &(name, moves, flips) in &got[1..] {
            assert_eq!((moves, flips), (got[0].1, got[0].2), "{name} against root");
        }
        return;
    }
    let (file, rank) = (i32::from(pick % 8), i32::from(pick / 8 % 8));
    let moves = oracle::othello_moves(player, opponent);
    let flips = oracle::othello_flips(player, opponent, file, rank);
    for (name, got_moves, got_flips) in got {
        assert_eq!(
            got_moves, moves,
            "{name} moves of {player:#x}, {opponent:#x}"
        );
        assert_eq!(
            got_flips, flips,
            "{name} flips on {square} of {player:#x}, {opponent:#x}"
        );
    }
});
