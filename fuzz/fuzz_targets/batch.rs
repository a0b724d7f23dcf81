//! The batch API, `bitfill::simd::*_batch`, on every path (the dispatching functions,
//! `internals::simd::scalar`, and the AVX2 token where the CPU has it), with slices of any
//! lengths:
//! when the lengths differ, the error names the first slice that differs from the first
//! one and nothing is written; when they agree, every result equals the single-position
//! call on the same inputs.
//!
//! Input: one byte for the batch length (0 to 63), one byte whose bits make some slices
//! one of the lengths of the next bytes instead, then the bitboards, cycled.

#![no_main]

use bitfill::Bitboard;
use bitfill::internals::simd::scalar;
#[cfg(target_arch = "x86_64")]
use bitfill::simd::Kernels;
use bitfill::simd::{self, LengthMismatch};
use bitfill_fuzz::Bytes;
use libfuzzer_sys::fuzz_target;

/// A batch function as the check calls it: the input slices (sliders or orthogonal,
/// diagonal, ... ; the last one is the board's occupancy) and `out`.
type Batch = fn(&[&[Bitboard]], &mut [Bitboard]) -> Result<(), LengthMismatch>;

/// One batch path: its name, the names of its slices, the batch call and the single call it
/// must agree with.
struct Shape {
    name: &'static str,
    arguments: &'static [&'static str],
    batch: Batch,
    single: fn(&[Bitboard]) -> Bitboard,
}

/// Every batch function and its single-position twin: the one place that calls the API,
/// so that a change of the API changes only this function. Every batch takes `occupied`;
/// the single calls beside them are the root getters, the token's methods, or the const
/// Kogge-Stone getters (`(sliders, empty)`, hence their `Empty::of`).
fn shapes() -> Vec<Shape> {
    const SET: &[&str] = &["sliders", "occupied", "out"];
    const SLIDER: &[&str] = &["orthogonal", "diagonal", "occupied", "out"];
    #[allow(unused_mut)]
    let mut shapes = vec![
        Shape {
            name: "simd::queen_attacks_batch",
            arguments: SET,
            batch: |a, out| simd::queen_attacks_batch(a[0], a[1], out),
            single: |x| bitfill::queen_attacks(x[0], x[1]),
        },
        Shape {
            name: "simd::rook_attacks_batch",
            arguments: SET,
            batch: |a, out| simd::rook_attacks_batch(a[0], a[1], out),
            single: |x| bitfill::rook_attacks(x[0], x[1]),
        },
        Shape {
            name: "simd::bishop_attacks_batch",
            arguments: SET,
            batch: |a, out| simd::bishop_attacks_batch(a[0], a[1], out),
            single: |x| bitfill::bishop_attacks(x[0], x[1]),
        },
        Shape {
            name: "simd::slider_attacks_batch",
            arguments: SLIDER,
            batch: |a, out| simd::slider_attacks_batch(a[0], a[1], a[2], out),
            single: |x| bitfill::slider_attacks(x[0], x[1], x[2]),
        },
        Shape {
            name: "simd::scalar::queen_attacks_batch",
            arguments: SET,
            batch: |a, out| scalar::queen_attacks_batch(a[0], a[1], out),
            single: |x| bitfill::kogge::queen_attacks(x[0], bitfill::Empty::of(x[1])),
        },
        Shape {
            name: "simd::scalar::rook_attacks_batch",
            arguments: SET,
            batch: |a, out| scalar::rook_attacks_batch(a[0], a[1], out),
            single: |x| bitfill::kogge::rook_attacks(x[0], bitfill::Empty::of(x[1])),
        },
        Shape {
            name: "simd::scalar::bishop_attacks_batch",
            arguments: SET,
            batch: |a, out| scalar::bishop_attacks_batch(a[0], a[1], out),
            single: |x| bitfill::kogge::bishop_attacks(x[0], bitfill::Empty::of(x[1])),
        },
        Shape {
            name: "simd::scalar::slider_attacks_batch",
            arguments: SLIDER,
            batch: |a, out| scalar::slider_attacks_batch(a[0], a[1], a[2], out),
            single: |x| Bitboard(scalar::slider_attacks(x[0].0, x[1].0, x[2].0)),
        },
    ];
    #[cfg(target_arch = "x86_64")]
    if simd::Avx2::detect().is_some() {
        // Plain fn pointers cannot capture the token: `avx2()` detects it again (cached).
        fn avx2() -> simd::Avx2 {
            simd::Avx2::detect().expect("detected above")
        }
        shapes.extend([
            Shape {
                name: "Avx2::queen_attacks_batch",
                arguments: SET,
                batch: |a, out| avx2().queen_attacks_batch(a[0], a[1], out),
                single: |x| avx2().queen_attacks(x[0], x[1]),
            },
            Shape {
                name: "Avx2::rook_attacks_batch",
                arguments: SET,
                batch: |a, out| avx2().rook_attacks_batch(a[0], a[1], out),
                single: |x| avx2().rook_attacks(x[0], x[1]),
            },
            Shape {
                name: "Avx2::bishop_attacks_batch",
                arguments: SET,
                batch: |a, out| avx2().bishop_attacks_batch(a[0], a[1], out),
                single: |x| avx2().bishop_attacks(x[0], x[1]),
            },
            Shape {
                name: "Avx2::slider_attacks_batch",
                arguments: SLIDER,
                batch: |a, out| avx2().slider_attacks_batch(a[0], a[1], a[2], out),
                single: |x| avx2().slider_attacks(x[0], x[1], x[2]),
            },
        ]);
    }
    shapes
}

/// What a batch call must return for slices of these lengths: the first length that
/// differs from the first one is the error.
fn expected_error(arguments: &[&'static str], lengths: &[usize]) -> Option<LengthMismatch> {
    let (argument, found) = arguments
        .iter()
        .zip(lengths)
        .find(|&(_, &len)| len != lengths[0])?;
    Some(LengthMismatch {
        expected_from: arguments[0],
        expected: lengths[0],
        argument,
        found: *found,
    })
}

/// A sentinel that no attack set equals by chance often: an untouched `out` keeps it.
const UNWRITTEN: Bitboard = Bitboard(0xdead_beef_dead_beef);

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let len = usize::from(bytes.byte() & 63);
    let mismatched = bytes.byte();
    let others: Vec<usize> = (0..4).map(|_| usize::from(bytes.byte() & 63)).collect();
    let lengths: Vec<usize> = (0..4)
        .map(|i| {
            if mismatched >> i & 1 == 1 {
                others[i]
            } else {
                len
            }
        })
        .collect();
    // The boards, cycled so that a short input still fills a long batch; `occupied`
    // includes the sliders, as in a position.
    let mut boards = Vec::new();
    while !bytes.is_empty() && boards.len() < 64 * 3 {
        boards.push(Bitboard(bytes.bitboard()));
    }
    if boards.is_empty() {
        boards.push(Bitboard::EMPTY);
    }
    let board = |i: usize| boards[i % boards.len()];
    let column =
        |arg: usize, n: usize| -> Vec<Bitboard> { (0..n).map(|i| board(3 * i + arg)).collect() };

    for shape in shapes() {
        let inputs = shape.arguments.len() - 1;
        let lengths = &lengths[..=inputs];
        let mut columns: Vec<Vec<Bitboard>> =
            (0..inputs).map(|arg| column(arg, lengths[arg])).collect();
        // The last input is the occupancy: it holds every slider it is paired with.
        let (sliders, occupancy) = columns.split_at_mut(inputs - 1);
        for (i, occupied) in occupancy[0].iter_mut().enumerate() {
            for slice in sliders.iter() {
                *occupied |= slice.get(i).copied().unwrap_or(Bitboard::EMPTY);
            }
        }
        let slices: Vec<&[Bitboard]> = columns.iter().map(Vec::as_slice).collect();
        let mut out = vec![UNWRITTEN; lengths[inputs]];
        let result = (shape.batch)(&slices, &mut out);
        match expected_error(shape.arguments, lengths) {
            Some(error) => {
                assert_eq!(result, Err(error), "{}", shape.name);
                let _ = error.to_string();
                assert!(
                    out.iter().all(|&o| o == UNWRITTEN),
                    "{}: wrote on error",
                    shape.name
                );
            }
            None => {
                assert_eq!(result, Ok(()), "{} {lengths:?}", shape.name);
                for (i, &got) in out.iter().enumerate() {
                    let inputs: Vec<Bitboard> = slices.iter().map(|s| s[i]).collect();
                    let want = (shape.single)(&inputs);
                    assert_eq!(
                        got,
                        want,
                        "{} element {i} of {}: {inputs:?}",
                        shape.name,
                        out.len()
                    );
                }
            }
        }
    }
});
