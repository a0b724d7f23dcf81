//! Set-wise rook, bishop and queen attacks (Kogge-Stone, `fill!`) on boards of every word
//! size: 8x8 (`u64`), 9x10 (`u128`), 12x12 (`Wide<3>`), 14x14 and 16x16 (`Wide<4>`).
//!
//! `cargo bench --bench boards`. Each iteration makes one call on each of 256 positions
//! (random, fixed seed): two sliders and about a third of the board occupied, so the
//! branch predictor learns nothing; criterion's throughput counts calls, so its
//! `time` divided by 256 is the time per call.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

use bitfill::Wide;

#[path = "common/random_sets.rs"]
mod random_sets;

use random_sets::{POSITIONS, positions};

macro_rules! board {
    ($m:ident, $files:tt, $ranks:tt) => {
        mod $m {
            bitfill::fill!(files = $files, ranks = $ranks, dir = [nort, east, sout, west],
                name = rook, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks, dir = [noEa, soEa, soWe, noWe],
                name = bishop, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks,
                dir = [noEa, east, soEa, sout, soWe, west, noWe, nort], name = queen, vis = pub);
        }
    };
}

board!(b8x8, 8, 8);
board!(b9x10, 9, 10);
board!(b12x12, 12, 12);
board!(b14x14, 14, 14);
board!(b16x16, 16, 16);

/// Converts the four words of `positions` to a board's word.
trait Word: Copy {
    fn of(words: [u64; 4]) -> Self;
}

impl Word for u64 {
    fn of(words: [u64; 4]) -> u64 {
        words[0]
    }
}

impl Word for u128 {
    fn of(words: [u64; 4]) -> u128 {
        u128::from(words[0]) | u128::from(words[1]) << 64
    }
}

impl<const W: usize> Word for Wide<W> {
    fn of(words: [u64; 4]) -> Wide<W> {
        Wide(std::array::from_fn(|i| words[i]))
    }
}

/// A named set-wise getter, `(sliders, empty) -> attacks`.
type Getter<'a, T> = (&'a str, fn(T, T) -> T);

fn run<T: Word + PartialEq>(c: &mut Criterion, board: &str, squares: u32, getters: [Getter<T>; 3]) {
    let inputs: Vec<(T, T)> = positions(squares)
        .into_iter()
        .map(|(s, e)| (T::of(s), T::of(e)))
        .collect();
    let mut group = c.benchmark_group(format!("boards/{board}"));
    group.throughput(Throughput::Elements(POSITIONS as u64));
    for (name, getter) in getters {
        group.bench_function(name, |b| {
            b.iter(|| {
                for &(sliders, empty) in black_box(&inputs) {
                    black_box(getter(sliders, empty));
                }
            })
        });
    }
    group.finish();
}

fn boards(c: &mut Criterion) {
    run::<u64>(
        c,
        "8x8",
        64,
        [
            ("rook", b8x8::rook),
            ("bishop", b8x8::bishop),
            ("queen", b8x8::queen),
        ],
    );
    run::<u128>(
        c,
        "9x10",
        90,
        [
            ("rook", b9x10::rook),
            ("bishop", b9x10::bishop),
            ("queen", b9x10::queen),
        ],
    );
    run::<Wide<3>>(
        c,
        "12x12",
        144,
        [
            ("rook", b12x12::rook),
            ("bishop", b12x12::bishop),
            ("queen", b12x12::queen),
        ],
    );
    run::<Wide<4>>(
        c,
        "14x14",
        196,
        [
            ("rook", b14x14::rook),
            ("bishop", b14x14::bishop),
            ("queen", b14x14::queen),
        ],
    );
    run::<Wide<4>>(
        c,
        "16x16",
        256,
        [
            ("rook", b16x16::rook),
            ("bishop", b16x16::bishop),
            ("queen", b16x16::queen),
        ],
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(std::time::Duration::from_millis(500))
        .measurement_time(std::time::Duration::from_secs(2));
    targets = boards
}
criterion_main!(benches);
