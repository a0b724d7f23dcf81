//! Single-square attack getters, one slider at a time on the squares of real positions:
//! bitfill's root getters (`bitfill::rook_attacks_from`, ...), scalar Hyperbola
//! Quintessence, kindergarten lookups, bitfill's set-wise Kogge-Stone fills called with one
//! slider, and cozy-chess's magic-bitboard lookups, on the same (square, occupancy) pairs.
//!
//! `cargo bench --bench single`. Criterion times one getter after the other, so on a busy
//! machine the ratios between them drift; `cargo bench --bench single_rounds` interleaves
//! them round by round and is the one docs/performance.md quotes.

mod common;

use bitfill::Bitboard;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;

/// One slider: its square for each library, and the occupancy of its position.
#[derive(Clone, Copy)]
struct Input {
    square: bitfill::Square,
    cozy_square: cozy_chess::Square,
    occupied: Bitboard,
}

/// Every rook, bishop and queen of both sides in the 1000 positions of `positions.txt`
/// (the workspace's `data/positions.txt`, compiled in).
fn inputs() -> Vec<Input> {
    let mut inputs = Vec::new();
    for board in common::boards() {
        let sliders = board.pieces(cozy_chess::Piece::Rook)
            | board.pieces(cozy_chess::Piece::Bishop)
            | board.pieces(cozy_chess::Piece::Queen);
        for cozy_square in sliders {
            inputs.push(Input {
                square: bitfill::Square::from_index(cozy_square as usize).expect("on the board"),
                cozy_square,
                occupied: Bitboard(board.occupied().0),
            });
        }
    }
    inputs
}

/// XOR of the attacks of every input: the work of one timed iteration. Generic, so that each
/// getter is inlined into its own loop, as in an engine.
fn attacks_of_all(inputs: &[Input], getter: &impl Fn(&Input) -> Bitboard) -> Bitboard {
    black_box(inputs)
        .iter()
        .fold(Bitboard::EMPTY, |acc, input| acc ^ getter(black_box(input)))
}

#[allow(clippy::too_many_arguments)]
fn bench_piece(
    c: &mut Criterion,
    inputs: &[Input],
    piece: &str,
    root: impl Fn(&Input) -> Bitboard,
    hyperbola: impl Fn(&Input) -> Bitboard,
    kindergarten: impl Fn(&Input) -> Bitboard,
    kogge_one_slider: impl Fn(&Input) -> Bitboard,
    cozy_chess_magic: impl Fn(&Input) -> Bitboard,
) {
    // They must agree before they are timed.
    for input in inputs {
        let attacks = kindergarten(input);
        assert_eq!(attacks, root(input), "{piece} on {}", input.square);
        assert_eq!(attacks, hyperbola(input), "{piece} on {}", input.square);
        assert_eq!(
            attacks,
            kogge_one_slider(input),
            "{piece} on {}",
            input.square
        );
        assert_eq!(
            attacks,
            cozy_chess_magic(input),
            "{piece} on {}",
            input.square
        );
    }
    let mut group = c.benchmark_group(format!("single/{piece}"));
    group.throughput(Throughput::Elements(inputs.len() as u64));
    group.bench_function("root", |b| b.iter(|| attacks_of_all(inputs, &root)));
    group.bench_function("hyperbola", |b| {
        b.iter(|| attacks_of_all(inputs, &hyperbola))
    });
    group.bench_function("kindergarten", |b| {
        b.iter(|| attacks_of_all(inputs, &kindergarten))
    });
    group.bench_function("kogge_one_slider", |b| {
        b.iter(|| attacks_of_all(inputs, &kogge_one_slider))
    });
    group.bench_function("cozy_chess_magic", |b| {
        b.iter(|| attacks_of_all(inputs, &cozy_chess_magic))
    });
    group.finish();
}

fn single(c: &mut Criterion) {
    use bitfill::{Empty, hyperbola, kindergarten, kogge};
    use cozy_chess::{BitBoard, get_bishop_moves, get_rook_moves};
    let inputs = inputs();
    println!("{} (square, occupancy) pairs", inputs.len());

    bench_piece(
        c,
        &inputs,
        "rook",
        |i| bitfill::rook_attacks_from(i.square, i.occupied),
        |i| hyperbola::rook_attacks_from(i.square, i.occupied),
        |i| kindergarten::rook_attacks_from(i.square, i.occupied),
        |i| kogge::rook_attacks(i.square.bitboard(), Empty::of(i.occupied)),
        |i| Bitboard(get_rook_moves(i.cozy_square, BitBoard(i.occupied.0)).0),
    );
    bench_piece(
        c,
        &inputs,
        "bishop",
        |i| bitfill::bishop_attacks_from(i.square, i.occupied),
        |i| hyperbola::bishop_attacks_from(i.square, i.occupied),
        |i| kindergarten::bishop_attacks_from(i.square, i.occupied),
        |i| kogge::bishop_attacks(i.square.bitboard(), Empty::of(i.occupied)),
        |i| Bitboard(get_bishop_moves(i.cozy_square, BitBoard(i.occupied.0)).0),
    );
    bench_piece(
        c,
        &inputs,
        "queen",
        |i| bitfill::queen_attacks_from(i.square, i.occupied),
        |i| hyperbola::queen_attacks_from(i.square, i.occupied),
        |i| kindergarten::queen_attacks_from(i.square, i.occupied),
        |i| kogge::queen_attacks(i.square.bitboard(), Empty::of(i.occupied)),
        |i| {
            let blockers = BitBoard(i.occupied.0);
            let attacks =
                get_rook_moves(i.cozy_square, blockers) | get_bishop_moves(i.cozy_square, blockers);
            Bitboard(attacks.0)
        },
    );
}

criterion_group! {
    name = benches;
    // Fifteen benchmarks: 1 s warm-up and 4 s measurement each, about a minute and a half.
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    targets = single
}
criterion_main!(benches);
