//! The library's Othello kernels (`bitfill::othello`), every path forced (the root
//! functions, the `const` ones, and on the bare words through `bitfill::internals::othello`
//! the scalar kernels, `sse2`, `avx2` with the Kogge-Stone flips
//! (`internals::othello_kogge_flips`) where the CPU has AVX2, `neon` on aarch64, `wasm` on
//! wasm32 built with simd128; and every token's `othello_*` methods, `simd::Kernels`),
//! against the naive square-walking Othello of `common/othello.rs`:
//!
//! - flips: for every square and every direction from it, every colouring of the ray
//!   (empty, player, opponent on each of its squares), on an empty board around it and on
//!   a fixed busy one;
//! - moves: every colouring of every line of the board (ranks, files, diagonals), the rest
//!   empty;
//! - the moves and the flips of every move in every position of 1,000 random games;
//! - proptest on random disjoint sets, and on sets that overlap (defined, no panic).

use crate::common;

use bitfill::internals::othello as kernels;
use bitfill::simd::Kernels;
use bitfill::{Bitboard, Square, othello};
use common::oracle;
use common::othello::{naive_flips, naive_mobility};
use proptest::prelude::*;

/// One path's moves and flips, on the bare words as the oracle takes them.
struct Path {
    name: &'static str,
    moves: Box<dyn Fn(u64, u64) -> u64>,
    flips: Box<dyn Fn(u64, u64, Square) -> u64>,
}

impl Path {
    /// A path of the library's typed functions.
    fn typed(
        name: &'static str,
        moves: impl Fn(Bitboard, Bitboard) -> Bitboard + 'static,
        flips: impl Fn(Bitboard, Bitboard, Square) -> Bitboard + 'static,
    ) -> Path {
        Path {
            name,
            moves: Box::new(move |p, o| moves(Bitboard(p), Bitboard(o)).0),
            flips: Box::new(move |p, o, sq| flips(Bitboard(p), Bitboard(o), sq).0),
        }
    }

    /// A token's `othello_*` methods.
    fn token<K: Kernels + 'static>(name: &'static str, token: K) -> Path {
        Path::typed(
            name,
            move |p, o| token.othello_moves(p, o),
            move |p, o, sq| token.othello_flips(p, o, sq),
        )
    }
}

fn paths() -> Vec<Path> {
    // Pushed to on x86_64, aarch64 and wasm32 with simd128 only.
    #[cfg_attr(
        not(any(
            target_arch = "x86_64",
            all(target_arch = "aarch64", target_feature = "neon"),
            all(target_arch = "wasm32", target_feature = "simd128")
        )),
        allow(unused_mut)
    )]
    let mut paths = vec![
        Path::typed("root", othello::moves, othello::flips),
        Path::typed("const", othello::moves_const, othello::flips_const),
        Path {
            name: "scalar kernels",
            moves: Box::new(kernels::moves),
            flips: Box::new(kernels::flips),
        },
        Path::token("portable methods", bitfill::simd::Portable),
    ];
    #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
    {
        paths.push(Path {
            name: "neon",
            moves: Box::new(kernels::neon::moves),
            flips: Box::new(kernels::neon::flips),
        });
        paths.push(Path::token("neon methods", bitfill::simd::Neon));
    }
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    {
        paths.push(Path {
            name: "simd128",
            moves: Box::new(kernels::wasm::moves),
            flips: Box::new(kernels::wasm::flips),
        });
        paths.push(Path::token("simd128 methods", bitfill::simd::Simd128));
    }
    #[cfg(target_arch = "x86_64")]
    {
        paths.push(Path {
            name: "sse2",
            moves: Box::new(kernels::sse2::moves),
            flips: Box::new(kernels::sse2::flips),
        });
        paths.push(Path::token("sse2 methods", bitfill::simd::Sse2));
    }
    #[cfg(target_arch = "x86_64")]
    if let Some(avx2) = bitfill::simd::Avx2::detect() {
        paths.push(Path {
            name: "avx2",
            moves: Box::new(move |p, o| kernels::avx2::moves(avx2, p, o)),
            flips: Box::new(move |p, o, sq| kernels::avx2::flips(avx2, p, o, sq)),
        });
        // The flips by Kogge-Stone fills, which the Othello engine's AVX-512 copy takes.
        paths.push(Path {
            name: "avx2 kogge_flips",
            moves: Box::new(move |p, o| kernels::avx2::moves(avx2, p, o)),
            flips: Box::new(move |p, o, sq| {
                bitfill::internals::othello_kogge_flips(avx2, p, o, sq)
            }),
        });
        // The token's methods forward to the same kernels.
        paths.push(Path::token("avx2 methods", avx2));
    }
    #[cfg(target_arch = "x86_64")]
    if let Some(avx512) = bitfill::simd::Avx512::detect() {
        paths.push(Path::token("avx512 methods", avx512));
    }
    paths
}

/// The squares from `sq` to the edge in direction `d` (dir8 order), nearest first.
fn ray(sq: i32, d: usize) -> Vec<i32> {
    let mut squares = Vec::new();
    let mut at = oracle::step(sq, d);
    while let Some(next) = at {
        squares.push(next);
        at = oracle::step(next, d);
    }
    squares
}

/// Every way to colour `squares` empty, player or opponent: `(player, opponent)`.
fn colourings(squares: &[i32]) -> impl Iterator<Item = (u64, u64)> + '_ {
    (0..3u32.pow(squares.len() as u32)).map(move |mut code| {
        let (mut player, mut opponent) = (0, 0);
        for &sq in squares {
            match code % 3 {
                1 => player |= 1 << sq,
                2 => opponent |= 1 << sq,
                _ => {}
            }
            code /= 3;
        }
        (player, opponent)
    })
}

#[test]
fn flips_on_every_colouring_of_every_ray() {
    let paths = paths();
    // A busy background: the checkerboard's light squares to the player, a scatter to the
    // opponent.
    let (busy_player, busy_opponent) = (0x55aa_55aa_55aa_55aau64, 0x0042_0000_2400_8100u64);
    let mut checked = 0u64;
    for sq in 0..64 {
        let square = Square::from_index(sq as usize).unwrap();
        for d in 0..8 {
            let squares = ray(sq, d);
            let on_ray = squares.iter().fold(1u64 << sq, |m, &s| m | 1 << s);
            for (player, opponent) in colourings(&squares) {
                for (bp, bo) in [(0, 0), (busy_player, busy_opponent & !busy_player)] {
                    let (p, o) = (player | (bp & !on_ray), opponent | (bo & !on_ray));
                    let want = naive_flips(p, o, sq);
                    for path in &paths {
                        assert_eq!(
                            (path.flips)(p, o, square),
                            want,
                            "{} flips on {square}: player {p:#x}, opponent {o:#x}",
                            path.name
                        );
                    }
                    checked += 1;
                }
            }
        }
    }
    println!("{checked} (square, ray colouring, background) cases");
    assert_eq!(checked, 262_336);
}

#[test]
fn moves_on_every_colouring_of_every_line() {
    let paths = paths();
    let mut lines: Vec<Vec<i32>> = Vec::new();
    // Ranks, files, diagonals and anti-diagonals of two squares or more, from their start.
    for sq in 0..64 {
        for d in [1, 7, 0, 6] {
            // Start a line only at its first square (nothing behind it).
            let back = (d + 4) % 8;
            if oracle::step(sq, back).is_none() {
                let mut line = vec![sq];
                line.extend(ray(sq, d));
                if line.len() >= 2 {
                    lines.push(line);
                }
            }
        }
    }
    assert_eq!(lines.len(), 8 + 8 + 13 + 13);
    let mut checked = 0u64;
    for line in &lines {
        for (p, o) in colourings(line) {
            let want = naive_mobility(p, o);
            for path in &paths {
                assert_eq!(
                    (path.moves)(p, o),
                    want,
                    "{} moves: {p:#x} {o:#x}",
                    path.name
                );
            }
            checked += 1;
        }
    }
    println!("{checked} line colourings");
    assert_eq!(checked, 131_202);
}

/// A small deterministic generator for the random games.
fn xorshift(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn every_position_of_random_games() {
    let paths = paths();
    let mut rng = 0x9e37_79b9_7f4a_7c15u64;
    let mut positions = 0u64;
    for _ in 0..1000 {
        let (mut player, mut opponent) = (1u64 << 35 | 1 << 28, 1u64 << 27 | 1 << 36);
        loop {
            let want = naive_mobility(player, opponent);
            for path in &paths {
                assert_eq!((path.moves)(player, opponent), want, "{}", path.name);
            }
            positions += 1;
            if want == 0 {
                if naive_mobility(opponent, player) == 0 {
                    break;
                }
                (player, opponent) = (opponent, player);
                continue;
            }
            let mut chosen = None;
            let mut index = xorshift(&mut rng) % u64::from(want.count_ones());
            for sq in Bitboard(want) {
                let flipped = naive_flips(player, opponent, sq.index() as i32);
                for path in &paths {
                    assert_eq!(
                        (path.flips)(player, opponent, sq),
                        flipped,
                        "{} {sq}",
                        path.name
                    );
                }
                if index == 0 {
                    chosen = Some((sq, flipped));
                }
                index = index.wrapping_sub(1);
            }
            let (sq, flipped) = chosen.expect("a move was chosen");
            (player, opponent) = (opponent ^ flipped, player | 1 << sq.index() | flipped);
        }
    }
    println!("{positions} positions");
    assert!(positions > 55_000);
}

fn disjoint() -> impl Strategy<Value = (u64, u64)> {
    (any::<u64>(), any::<u64>()).prop_map(|(a, b)| (a & !b, b & !a))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn random_disjoint_sets((player, opponent) in disjoint(), sparse in any::<u64>(), index in 0..64usize) {
        let paths = paths();
        let square = Square::from_index(index).unwrap();
        for (p, o) in [(player, opponent), (player & sparse, opponent & !sparse)] {
            let want_moves = naive_mobility(p, o);
            let want_flips = naive_flips(p, o, index as i32);
            for path in &paths {
                prop_assert_eq!((path.moves)(p, o), want_moves, "{} moves", path.name);
                prop_assert_eq!((path.flips)(p, o, square), want_flips, "{} flips", path.name);
            }
        }
    }

    /// Overlapping sets are no position, but every path gives the same defined answer.
    #[test]
    fn overlapping_sets_agree(player in any::<u64>(), opponent in any::<u64>(), index in 0..64usize) {
        let paths = paths();
        let square = Square::from_index(index).unwrap();
        let moves = othello::moves_const(Bitboard(player), Bitboard(opponent)).0;
        let flips = othello::flips_const(Bitboard(player), Bitboard(opponent), square).0;
        for path in &paths {
            prop_assert_eq!((path.moves)(player, opponent), moves, "{}", path.name);
            prop_assert_eq!((path.flips)(player, opponent, square), flips, "{}", path.name);
        }
    }
}
