//! A user's loop on the default target, three ways: a side's slider mobility over the 1000
//! positions of `data/positions.txt` (a slider map and the eight rays apart, then
//! popcounts), written once ([`mobility`]) and run
//!
//! - through the root getters (`bitfill::slider_attacks`, `simd::slider_attacks_by_direction`):
//!   each a cached check and a call, the loop's own popcounts compiled for the build's
//!   target (on the default x86_64 target a software popcount);
//! - through `bitfill::simd::dispatch`: the loop in bitfill's copy for the CPU, the kernels
//!   inlined, the popcounts one instruction each;
//! - built with `-C target-cpu=native`: the root getters' row of that build.
//!
//! `scripts/mobility.sh` builds this example for the default target and for `native` and runs
//! the two binaries round by round (`--round`: one timing of each contender of this build),
//! then prints the median of the per-round ratios with the load average and the CPU model.
//! Run alone (`cargo run --release --example mobility`), it times the two contenders of its own build
//! interleaved. `--check` runs the loop once each way and checks the results against a
//! bit-by-bit count on the scalar fills (`scripts/qemu-dispatch.sh` runs it so under each
//! emulated CPU): exit status 1 on a mismatch, nothing timed.

use bitfill::Bitboard;
use bitfill::simd::{self, Kernels, WithKernels};
use cozy_chess::{Color, Piece};
use std::hint::black_box;
use std::time::Instant;

#[path = "../benches/common/positions.rs"]
mod positions;

/// One side's sliders and the blockers: white's, in every position.
#[derive(Clone, Copy)]
struct Position {
    orthogonal: Bitboard,
    diagonal: Bitboard,
    ours: Bitboard,
    occupied: Bitboard,
}

fn positions() -> Vec<Position> {
    positions::boards()
        .map(|board| {
            let white = |piece| board.colored_pieces(Color::White, piece);
            Position {
                orthogonal: Bitboard((white(Piece::Rook) | white(Piece::Queen)).0),
                diagonal: Bitboard((white(Piece::Bishop) | white(Piece::Queen)).0),
                ours: Bitboard(board.colors(Color::White).0),
                occupied: Bitboard(board.occupied().0),
            }
        })
        .collect()
}

/// The two getters the loop calls, so that it is written once for every way.
trait Getters: Copy {
    fn slider_attacks(
        self,
        orthogonal: Bitboard,
        diagonal: Bitboard,
        occupied: Bitboard,
    ) -> Bitboard;
    fn slider_attacks_by_direction(
        self,
        orthogonal: Bitboard,
        diagonal: Bitboard,
        occupied: Bitboard,
    ) -> [Bitboard; 8];
}

/// bitfill's root getters.
#[derive(Clone, Copy)]
struct Root;

impl Getters for Root {
    #[inline(always)]
    fn slider_attacks(
        self,
        orthogonal: Bitboard,
        diagonal: Bitboard,
        occupied: Bitboard,
    ) -> Bitboard {
        bitfill::slider_attacks(orthogonal, diagonal, occupied)
    }
    #[inline(always)]
    fn slider_attacks_by_direction(
        self,
        orthogonal: Bitboard,
        diagonal: Bitboard,
        occupied: Bitboard,
    ) -> [Bitboard; 8] {
        simd::slider_attacks_by_direction(orthogonal, diagonal, occupied)
    }
}

/// The methods of a `simd::Kernels` token.
#[derive(Clone, Copy)]
struct Token<K>(K);

impl<K: Kernels> Getters for Token<K> {
    #[inline(always)]
    fn slider_attacks(
        self,
        orthogonal: Bitboard,
        diagonal: Bitboard,
        occupied: Bitboard,
    ) -> Bitboard {
        self.0.slider_attacks(orthogonal, diagonal, occupied)
    }
    #[inline(always)]
    fn slider_attacks_by_direction(
        self,
        orthogonal: Bitboard,
        diagonal: Bitboard,
        occupied: Bitboard,
    ) -> [Bitboard; 8] {
        self.0
            .slider_attacks_by_direction(orthogonal, diagonal, occupied)
    }
}

/// The user's loop: for every position, the squares the side's sliders attack that are
/// not its own (the map's popcount) plus its sliders' moves (the eight rays' popcounts:
/// a target on a ray has one slider behind it).
#[inline(always)]
fn mobility<G: Getters>(getters: G, positions: &[Position]) -> u64 {
    let mut total = 0;
    for p in positions {
        let targets = !p.ours;
        let map = getters.slider_attacks(p.orthogonal, p.diagonal, p.occupied);
        let rays = getters.slider_attacks_by_direction(p.orthogonal, p.diagonal, p.occupied);
        let moves: u32 = rays.iter().map(|&ray| (ray & targets).len()).sum();
        total += u64::from((map & targets).len() + moves);
    }
    total
}

/// The loop through the root getters, compiled for the build's target.
#[inline(never)]
fn through_root(positions: &[Position]) -> u64 {
    mobility(Root, positions)
}

/// The loop as a task for `simd::dispatch`.
struct Mobility<'a> {
    positions: &'a [Position],
}

impl WithKernels for Mobility<'_> {
    type Output = u64;

    #[inline(always)]
    fn run<K: Kernels>(self, kernels: K) -> u64 {
        mobility(Token(kernels), self.positions)
    }
}

/// The loop through `simd::dispatch`: in bitfill's copy for the CPU.
#[inline(never)]
fn through_dispatch(positions: &[Position]) -> u64 {
    simd::dispatch(Mobility { positions })
}

/// The plain answer: the scalar fills on words (`internals::simd::scalar`, held against the naive oracles by
/// the tests), popcounts by testing each bit.
fn plain(positions: &[Position]) -> u64 {
    let ones = |set: u64| (0..64).filter(|&sq| set >> sq & 1 == 1).count() as u64;
    positions
        .iter()
        .map(|p| {
            let targets = !p.ours.0;
            let rays = bitfill::internals::simd::scalar::slider_attacks_by_direction(
                p.orthogonal.0,
                p.diagonal.0,
                p.occupied.0,
            );
            let map = rays.iter().fold(0, |map, ray| map | ray);
            ones(map & targets) + rays.iter().map(|ray| ones(ray & targets)).sum::<u64>()
        })
        .sum()
}

/// How many passes over the positions one timing makes.
const PASSES: usize = 2000;

/// The seconds of `PASSES` passes of `way` over the positions.
fn time(way: fn(&[Position]) -> u64, positions: &[Position]) -> f64 {
    let clock = Instant::now();
    let mut checksum = 0u64;
    for _ in 0..PASSES {
        checksum = checksum.wrapping_add(way(black_box(positions)));
    }
    black_box(checksum);
    clock.elapsed().as_secs_f64()
}

/// The seconds of the root getters' loop and of the dispatched one, in round `round`: the
/// one that goes first alternates from round to round.
fn one_round(round: usize, positions: &[Position]) -> (f64, f64) {
    if round.is_multiple_of(2) {
        let root = time(through_root, positions);
        (root, time(through_dispatch, positions))
    } else {
        let dispatched = time(through_dispatch, positions);
        (time(through_root, positions), dispatched)
    }
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|line| line.starts_with("model name"))
                .and_then(|line| line.split_once(':'))
                .map(|(_, model)| model.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".to_string())
}

fn main() {
    let positions = positions();
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--check") {
        let want = plain(&positions);
        let (root, dispatched) = (through_root(&positions), through_dispatch(&positions));
        println!(
            "mobility over {} positions: scalar fills {want}, root getters {root}, dispatch {dispatched} (backend {})",
            positions.len(),
            simd::backend()
        );
        if root != want || dispatched != want {
            eprintln!("mobility: the loop disagrees with the scalar fills' count");
            std::process::exit(1);
        }
        return;
    }
    if args.iter().any(|a| a == "--round") {
        // One timing of each contender, in alternating order from round to round (the
        // script passes the round number).
        let round: usize = args.iter().find_map(|a| a.parse().ok()).unwrap_or(0);
        let (root, dispatched) = one_round(round, &positions);
        println!("root {root:.6} dispatch {dispatched:.6}");
        return;
    }
    let rounds: usize = std::env::var("ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(21);
    println!(
        "mobility loop, {} positions x {PASSES} passes, {rounds} rounds; CPU: {}; backend: {}; load average before: {}",
        positions.len(),
        cpu_model(),
        simd::backend(),
        positions::load_average()
    );
    let mut ratios = Vec::new();
    for round in 0..rounds {
        let (root, dispatched) = one_round(round, &positions);
        ratios.push(dispatched / root);
    }
    println!(
        "dispatch / root getters, median of per-round ratios: {:.3} (min {:.3}, max {:.3})",
        median(ratios.clone()),
        ratios.iter().copied().fold(f64::INFINITY, f64::min),
        ratios.iter().copied().fold(0.0, f64::max)
    );
    println!("load average after: {}", positions::load_average());
}
