//! `bitfill-avx2-calls LOOP [REPEATS]`: runs one loop of the list below over the 1000
//! positions of data/positions.txt, REPEATS times (100 by default), and prints a checksum.
//! Under `valgrind --tool=callgrind --toggle-collect=<the loop>` the count divided by
//! 1000 x REPEATS is the loop's instructions per position; valgrind hides AVX-512 from the
//! program, so the root getters take their AVX2 paths, as on a CPU without AVX-512.
//!
//! The loops, each white's slider attack map per position, as benches/sidemap.rs times it:
//! `empty` (the loop alone: loads, an OR, `black_box`), `root_two` (`bitfill::rook_attacks |
//! bitfill::bishop_attacks`), `root_slider` (`bitfill::slider_attacks`), `token_two` and
//! `token_slider` (the same through `Avx2::detect` and the token: the bench's rows "as on
//! AVX2-only CPUs"), `batch` (`Avx2::slider_attacks_batch` over the 1000 positions, then
//! their XOR).

use bitfill::Bitboard;
use bitfill::simd::{Avx2, Kernels};
use std::hint::black_box;

#[derive(Clone, Copy)]
struct Position {
    orthogonal: Bitboard,
    diagonal: Bitboard,
    occupied: Bitboard,
}

/// White's rooks and queens, bishops and queens, and the occupancy, from each FEN's first
/// field.
fn positions() -> Vec<Position> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../data/positions.txt");
    let text = std::fs::read_to_string(path).expect("data/positions.txt");
    text.lines()
        .map(|fen| {
            let [mut orthogonal, mut diagonal, mut occupied] = [Bitboard::EMPTY; 3];
            for (row, pieces) in fen.split(' ').next().unwrap_or("").split('/').enumerate() {
                let mut file = 0;
                for piece in pieces.chars() {
                    if let Some(skip) = piece.to_digit(10) {
                        file += skip as usize;
                        continue;
                    }
                    let bit = Bitboard(1 << ((7 - row) * 8 + file));
                    occupied |= bit;
                    match piece {
                        'R' => orthogonal |= bit,
                        'B' => diagonal |= bit,
                        'Q' => (orthogonal, diagonal) = (orthogonal | bit, diagonal | bit),
                        _ => {}
                    }
                    file += 1;
                }
            }
            Position {
                orthogonal,
                diagonal,
                occupied,
            }
        })
        .collect()
}

#[inline(never)]
fn empty(positions: &[Position]) -> Bitboard {
    positions.iter().fold(Bitboard::EMPTY, |x, p| {
        x ^ black_box(p.orthogonal | p.diagonal ^ p.occupied)
    })
}

#[inline(never)]
fn root_two(positions: &[Position]) -> Bitboard {
    positions.iter().fold(Bitboard::EMPTY, |x, p| {
        x ^ black_box(
            bitfill::rook_attacks(p.orthogonal, p.occupied)
                | bitfill::bishop_attacks(p.diagonal, p.occupied),
        )
    })
}

#[inline(never)]
fn root_slider(positions: &[Position]) -> Bitboard {
    positions.iter().fold(Bitboard::EMPTY, |x, p| {
        x ^ black_box(bitfill::slider_attacks(
            p.orthogonal,
            p.diagonal,
            p.occupied,
        ))
    })
}

#[inline(never)]
fn token_two(positions: &[Position]) -> Bitboard {
    positions.iter().fold(Bitboard::EMPTY, |x, p| {
        let attacks = match Avx2::detect() {
            Some(avx2) => avx2.rook_attacks(p.orthogonal, p.occupied),
            None => Bitboard::EMPTY,
        } | match Avx2::detect() {
            Some(avx2) => avx2.bishop_attacks(p.diagonal, p.occupied),
            None => Bitboard::EMPTY,
        };
        x ^ black_box(attacks)
    })
}

#[inline(never)]
fn token_slider(positions: &[Position]) -> Bitboard {
    positions.iter().fold(Bitboard::EMPTY, |x, p| {
        x ^ black_box(match Avx2::detect() {
            Some(avx2) => avx2.slider_attacks(p.orthogonal, p.diagonal, p.occupied),
            None => Bitboard::EMPTY,
        })
    })
}

#[inline(never)]
fn batch(sets: &[Vec<Bitboard>; 3], out: &mut [Bitboard]) -> Bitboard {
    let avx2 = Avx2::detect().expect("a CPU with AVX2");
    avx2.slider_attacks_batch(black_box(&sets[0]), &sets[1], &sets[2], out)
        .expect("equal lengths");
    out.iter().fold(Bitboard::EMPTY, |a, &b| a ^ b)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let which = args
        .next()
        .expect("a loop: empty, root_two, root_slider, token_two, token_slider or batch");
    let repeats: usize = args
        .next()
        .map_or(100, |n| n.parse().expect("a number of repeats"));
    let positions = positions();
    let sets = [
        positions.iter().map(|p| p.orthogonal).collect(),
        positions.iter().map(|p| p.diagonal).collect(),
        positions.iter().map(|p| p.occupied).collect(),
    ];
    let mut out = vec![Bitboard::EMPTY; positions.len()];
    let mut checksum = Bitboard::EMPTY;
    for _ in 0..repeats {
        checksum ^= match which.as_str() {
            "empty" => empty(&positions),
            "root_two" => root_two(&positions),
            "root_slider" => root_slider(&positions),
            "token_two" => token_two(&positions),
            "token_slider" => token_slider(&positions),
            "batch" => batch(&sets, &mut out),
            other => panic!("no loop {other}"),
        };
    }
    println!("{:x}", checksum.0);
}
