//! Loop shapes: how a bench's loop uses each result. A getter inlined into a caller's loop
//! can compile differently with the loop around it, so the interleaved benches time each
//! contender in more than one shape:
//!
//! - [`Checksum`]: every result XORed into a checksum (the value the loop returns);
//! - [`BlackBox`]: every result passed through [`black_box`] on its own, as a caller that
//!   stores or branches on each one.
//!
//! And under cache pressure ([`pressure_pass`]): a 2 MiB buffer, larger than L2, read
//! whole before every 50 calls, and only the calls timed, so that whatever a getter reads
//! (magic tables) comes from beyond L2 as in an engine whose search keeps its caches busy
//! (transposition table, evaluation).

use std::hint::black_box;
use std::time::{Duration, Instant};

/// How a loop uses each result.
pub trait Shape: Copy {
    /// The column name.
    const NAME: &'static str;

    /// Folds one result into the loop's running value.
    fn fold(self, acc: u64, value: u64) -> u64;
}

/// Results XORed into a checksum.
#[derive(Clone, Copy)]
pub struct Checksum;

impl Shape for Checksum {
    const NAME: &'static str = "checksum";

    #[inline(always)]
    fn fold(self, acc: u64, value: u64) -> u64 {
        acc ^ value
    }
}

/// Each result through `black_box`; the loop counts calls.
#[derive(Clone, Copy)]
pub struct BlackBox;

impl Shape for BlackBox {
    const NAME: &'static str = "black_box";

    #[inline(always)]
    fn fold(self, acc: u64, value: u64) -> u64 {
        black_box(value);
        acc.wrapping_add(1)
    }
}

/// One unit of work: `f` on every item in order, each item through `black_box` (so that
/// the compiler cannot vectorize across calls: one call per item, as in an engine), the
/// results folded as `shape` says. A result is a word or a type around one (`Bitboard`):
/// `into` unwraps it, no instruction.
#[inline(always)]
pub fn pass<T, S: Shape, V: Into<u64>>(shape: S, items: &[T], f: impl Fn(&T) -> V) -> u64 {
    black_box(items)
        .iter()
        .fold(0u64, |acc, item| shape.fold(acc, f(black_box(item)).into()))
}

/// A 2 MiB buffer, larger than L2, read whole to evict what the caches hold.
pub struct Sweep {
    buffer: Vec<u64>,
}

/// Words per 64-byte cache line.
const WORDS_PER_LINE: usize = 8;

/// Calls between two sweeps in [`pressure_pass`].
pub const CALLS_PER_SWEEP: usize = 50;

impl Sweep {
    #[must_use]
    #[allow(clippy::new_without_default)]
    pub fn new() -> Sweep {
        Sweep {
            buffer: (0..(2 << 20) / 8).map(|i| i as u64).collect(),
        }
    }

    /// Reads one word of every cache line of the buffer.
    #[inline(never)]
    pub fn evict(&self) {
        let sum = self
            .buffer
            .iter()
            .step_by(WORDS_PER_LINE)
            .fold(0u64, |a, &b| a.wrapping_add(b));
        black_box(sum);
    }
}

/// One unit of work under cache pressure: the items in chunks of [`CALLS_PER_SWEEP`], the
/// whole buffer swept before each chunk and only the chunks timed. Returns the checksum
/// and the time of the chunks, for [`Rounds::add_timed`](super::rounds::Rounds::add_timed);
/// an empty `f` times the clock's own cost, to be subtracted
/// ([`Rounds::overhead`](super::rounds::Rounds::overhead)).
#[inline(always)]
pub fn pressure_pass<T, V: Into<u64>>(
    sweep: &Sweep,
    items: &[T],
    f: impl Fn(&T) -> V,
) -> (u64, Duration) {
    let mut checksum = 0u64;
    let mut total = Duration::ZERO;
    for chunk in black_box(items).chunks(CALLS_PER_SWEEP) {
        sweep.evict();
        let start = Instant::now();
        for item in chunk {
            checksum ^= f(black_box(item)).into();
        }
        black_box(checksum);
        total += start.elapsed();
    }
    (checksum, total)
}

/// Where a bench's contenders go, each a function of one item (a position, a slider): a
/// table in one loop shape ([`InShape`]) or under cache pressure ([`UnderPressure`]). A
/// bench lists its contenders once, in a function generic over this. A contender returns
/// a word or a type around one, as [`pass`] takes.
pub trait Race<'a, T> {
    fn add<V: Into<u64>, F: Fn(&T) -> V + Copy + 'a>(&mut self, name: &str, f: F);
}

/// A table of one loop shape: each contender is [`pass`] over the items.
pub struct InShape<'r, 'a, T, S> {
    pub rounds: &'r mut super::rounds::Rounds<'a>,
    pub items: &'a [T],
    pub shape: S,
}

impl<'a, T, S: Shape + 'a> Race<'a, T> for InShape<'_, 'a, T, S> {
    fn add<V: Into<u64>, F: Fn(&T) -> V + Copy + 'a>(&mut self, name: &str, f: F) {
        let (shape, items) = (self.shape, self.items);
        self.rounds.add(name, move || pass(shape, items, f));
    }
}

/// The table under cache pressure: each contender is [`pressure_pass`] over the items.
pub struct UnderPressure<'r, 'a, T> {
    pub rounds: &'r mut super::rounds::Rounds<'a>,
    pub items: &'a [T],
    pub sweep: &'a Sweep,
}

impl<'a, T> Race<'a, T> for UnderPressure<'_, 'a, T> {
    fn add<V: Into<u64>, F: Fn(&T) -> V + Copy + 'a>(&mut self, name: &str, f: F) {
        let (sweep, items) = (self.sweep, self.items);
        self.rounds
            .add_timed(name, move || pressure_pass(sweep, items, f));
    }
}
