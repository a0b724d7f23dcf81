//! The scalar fills side by side, and against what an engine author would otherwise pick:
//! a loop over the sliders with one cozy-chess magic-bitboard lookup each.
//!
//! `cargo bench --bench fills` (about two and a half minutes; ratios with
//! `python3 scripts/fills-ratios.py`). Every benchmark walks the same inputs:
//! the first 256 positions of `positions.txt` (real play, 20 to 80 plies in), one set-wise
//! call per position, so the branch predictor cannot learn one answer and criterion's
//! throughput (elements per second) counts calls.
//!
//! - `nort`, `east`, `no_ea`: one ray direction; the sliders are the side to move's rooks and
//!   queens (bishops and queens for `no_ea`). Per-direction functions, the Dumb7Fill page's fill loop
//!   (`fill!(algo = dumb7_loop)`), fill by subtraction for east, and the generalized
//!   getters with a run-time [`Dir`] (`*_dir`).
//! - `rook`, `bishop`, `queen` with 1, 2, 4 and 8 sliders: the set-wise getters, and the
//!   cozy-chess loop (and, for the queen, Kogge-Stone rook and bishop getters called one
//!   after the other). The sliders are the position's own rooks and queens (bishops and
//!   queens), topped up with other occupied squares of the position when there are fewer
//!   than asked for.
//!
//! `positions.txt` is the workspace's `data/positions.txt` (`common::boards`).

use std::hint::black_box;
use std::time::Duration;

mod common;

use bitfill::internals::dumb7_attacks_loop;
use bitfill::{Bitboard, Dir, Empty, Square, dumb7, kogge, subtract};
use cozy_chess::{BitBoard, Board, Color, Piece, get_bishop_moves, get_rook_moves};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};

/// How many positions each benchmark iteration walks.
const POSITIONS: usize = 256;

/// The fill loop of the Chess Programming Wiki's Dumb7Fill page (it branches, and stops as soon as the flood does).
/// Over `Bitboard`, the second argument the empty squares (bitfill's `Empty` keeps its
/// field to itself): the benches pass `Empty::squares`, the same word the other getters read.
mod dumb7_loop {
    use bitfill::Bitboard;

    bitfill::fill!(dir = nort, algo = dumb7_loop, op = attacks, vis = pub, set = Bitboard);
    bitfill::fill!(dir = east, algo = dumb7_loop, op = attacks, vis = pub, set = Bitboard);
    bitfill::fill!(dir = noEa, algo = dumb7_loop, op = attacks, vis = pub, set = Bitboard);
    bitfill::fill!(
        dir = [nort, east, sout, west],
        algo = dumb7_loop,
        name = rook_attacks,
        vis = pub,
        set = Bitboard
    );
    bitfill::fill!(
        dir = [noEa, soEa, soWe, noWe],
        algo = dumb7_loop,
        name = bishop_attacks,
        vis = pub,
        set = Bitboard
    );
    bitfill::fill!(
        dir = [nort, noEa, east, soEa, sout, soWe, west, noWe],
        algo = dumb7_loop,
        name = queen_attacks,
        vis = pub,
        set = Bitboard
    );
}

/// One attack-getter call: the sliders and the occupied squares.
#[derive(Clone, Copy)]
struct Input {
    sliders: Bitboard,
    occupied: Bitboard,
}

#[derive(Clone, Copy, PartialEq)]
enum Slider {
    Rook,
    Bishop,
    Queen,
}

impl Slider {
    fn name(self) -> &'static str {
        match self {
            Slider::Rook => "rook",
            Slider::Bishop => "bishop",
            Slider::Queen => "queen",
        }
    }

    /// The pieces of `board` that move like this slider, both colours.
    fn own(self, board: &Board) -> Bitboard {
        let queens = board.pieces(Piece::Queen);
        Bitboard(match self {
            Slider::Rook => (board.pieces(Piece::Rook) | queens).0,
            Slider::Bishop => (board.pieces(Piece::Bishop) | queens).0,
            Slider::Queen => queens.0,
        })
    }
}

fn positions() -> Vec<Board> {
    common::boards().take(POSITIONS).collect()
}

/// The side to move's sliders that move in `dir`, on every position.
fn ray_inputs(boards: &[Board], dir: Dir) -> Vec<Input> {
    let piece = if dir.is_orthogonal() {
        Piece::Rook
    } else {
        Piece::Bishop
    };
    boards
        .iter()
        .map(|board| {
            let side: Color = board.side_to_move();
            let movers =
                board.colored_pieces(side, piece) | board.colored_pieces(side, Piece::Queen);
            Input {
                sliders: Bitboard(movers.0),
                occupied: Bitboard(board.occupied().0),
            }
        })
        .collect()
}

/// `count` sliders on every position: its own sliders of that kind first, then other
/// occupied squares, taken in a scattered fixed order so that they are not all on rank 1.
fn slider_inputs(boards: &[Board], slider: Slider, count: usize) -> Vec<Input> {
    boards
        .iter()
        .map(|board| {
            let occupied = Bitboard(board.occupied().0);
            let own = slider.own(board);
            let others = (0..64)
                .map(|i| Square::from_index_wrapping(i * 37))
                .filter(|&square| (occupied - own).contains(square));
            let squares = own.iter().chain(others);
            let sliders: Bitboard = squares.take(count).collect();
            assert_eq!(
                sliders.len() as usize,
                count,
                "a position with too few pieces"
            );
            Input { sliders, occupied }
        })
        .collect()
}

/// What a magic-bitboard engine does for a set of rooks: one lookup per rook.
fn cozy_rooks(sliders: Bitboard, occupied: Bitboard) -> Bitboard {
    let blockers = BitBoard(occupied.0);
    let mut attacks = BitBoard::EMPTY;
    for square in BitBoard(sliders.0) {
        attacks |= get_rook_moves(square, blockers);
    }
    Bitboard(attacks.0)
}

/// One lookup per bishop.
fn cozy_bishops(sliders: Bitboard, occupied: Bitboard) -> Bitboard {
    let blockers = BitBoard(occupied.0);
    let mut attacks = BitBoard::EMPTY;
    for square in BitBoard(sliders.0) {
        attacks |= get_bishop_moves(square, blockers);
    }
    Bitboard(attacks.0)
}

/// Two lookups per queen: cozy-chess has no queen table.
fn cozy_queens(sliders: Bitboard, occupied: Bitboard) -> Bitboard {
    let blockers = BitBoard(occupied.0);
    let mut attacks = BitBoard::EMPTY;
    for square in BitBoard(sliders.0) {
        attacks |= get_rook_moves(square, blockers) | get_bishop_moves(square, blockers);
    }
    Bitboard(attacks.0)
}

/// Benchmarks `getter(sliders, occupied)` over all `inputs`. Each input goes through
/// `black_box`, so the compiler can neither precompute nor vectorize across calls.
fn bench<F>(group: &mut BenchmarkGroup<'_, WallTime>, name: &str, inputs: &[Input], getter: F)
where
    F: Fn(Bitboard, Bitboard) -> Bitboard,
{
    group.bench_function(name, |b| {
        b.iter(|| {
            let mut all = Bitboard::EMPTY;
            for input in inputs {
                all ^= getter(black_box(input.sliders), black_box(input.occupied));
            }
            all
        })
    });
}

fn configure(group: &mut BenchmarkGroup<'_, WallTime>, inputs: &[Input]) {
    group
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(1))
        .sample_size(50)
        .throughput(Throughput::Elements(inputs.len() as u64));
}

/// The per-direction getters of one ray (kogge, dumb7, the fill loop), checked against each
/// other on `inputs` and benchmarked with the generalized getters. Function items, not
/// pointers, so that each benchmark inlines its getter. Returns the group for extras.
fn ray_group<'a, K, D, L>(
    c: &'a mut Criterion,
    dir: Dir,
    inputs: &[Input],
    kogge_ray: K,
    dumb7_ray: D,
    loop_ray: L,
) -> BenchmarkGroup<'a, WallTime>
where
    K: Fn(Bitboard, Empty) -> Bitboard + Copy,
    D: Fn(Bitboard, Empty) -> Bitboard + Copy,
    L: Fn(Bitboard, Bitboard) -> Bitboard + Copy,
{
    for input in inputs {
        let empty = Empty::of(input.occupied);
        let expected = kogge::attacks(input.sliders, empty, dir);
        assert_eq!(kogge_ray(input.sliders, empty), expected);
        assert_eq!(dumb7_ray(input.sliders, empty), expected);
        assert_eq!(loop_ray(input.sliders, empty.squares()), expected);
    }
    let name = match dir {
        Dir::NoEa => "no_ea",
        other => other.name(),
    };
    let mut group = c.benchmark_group(name);
    configure(&mut group, inputs);
    bench(&mut group, "kogge", inputs, move |s, o| {
        kogge_ray(s, Empty::of(o))
    });
    bench(&mut group, "dumb7", inputs, move |s, o| {
        dumb7_ray(s, Empty::of(o))
    });
    bench(&mut group, "dumb7_loop", inputs, move |s, o| {
        loop_ray(s, Empty::of(o).squares())
    });
    // Opaque to the compiler, so that it cannot turn the generalized getters into the
    // per-direction ones.
    let run_time = black_box(dir);
    bench(&mut group, "kogge_dir", inputs, |s, o| {
        kogge::attacks(s, Empty::of(o), run_time)
    });
    bench(&mut group, "dumb7_dir", inputs, |s, o| {
        dumb7::attacks(s, Empty::of(o), run_time)
    });
    bench(&mut group, "dumb7_loop_dir", inputs, |s, o| {
        Bitboard(dumb7_attacks_loop(s.0, Empty::of(o), run_time))
    });
    group
}

fn rays(c: &mut Criterion) {
    let boards = positions();

    let inputs = ray_inputs(&boards, Dir::Nort);
    let group = ray_group(
        c,
        Dir::Nort,
        &inputs,
        kogge::nort_attacks,
        dumb7::nort_attacks,
        dumb7_loop::nort_attacks,
    );
    group.finish();

    let inputs = ray_inputs(&boards, Dir::East);
    let mut group = ray_group(
        c,
        Dir::East,
        &inputs,
        kogge::east_attacks,
        dumb7::east_attacks,
        dumb7_loop::east_attacks,
    );
    for input in &inputs {
        let expected = kogge::east_attacks(input.sliders, Empty::of(input.occupied));
        assert_eq!(
            subtract::east_attacks(input.sliders, Empty::of(input.occupied)),
            expected
        );
    }
    bench(&mut group, "subtract", &inputs, |s, o| {
        subtract::east_attacks(s, Empty::of(o))
    });
    group.finish();

    let inputs = ray_inputs(&boards, Dir::NoEa);
    let group = ray_group(
        c,
        Dir::NoEa,
        &inputs,
        kogge::no_ea_attacks,
        dumb7::no_ea_attacks,
        dumb7_loop::no_ea_attacks,
    );
    group.finish();
}

/// One slider kind with 1, 2, 4 and 8 sliders: the set-wise getters and the cozy-chess
/// loop in one group, checked against each other first.
fn slider_group<K, D, L, M>(
    c: &mut Criterion,
    boards: &[Board],
    slider: Slider,
    getters: (K, D, L, M),
) where
    K: Fn(Bitboard, Empty) -> Bitboard + Copy,
    D: Fn(Bitboard, Empty) -> Bitboard + Copy,
    L: Fn(Bitboard, Bitboard) -> Bitboard + Copy,
    M: Fn(Bitboard, Bitboard) -> Bitboard + Copy,
{
    let (kogge_set, dumb7_set, loop_set, magic_loop) = getters;
    let mut group = c.benchmark_group(slider.name());
    for count in [1, 2, 4, 8] {
        let inputs = slider_inputs(boards, slider, count);
        for input in &inputs {
            let expected = magic_loop(input.sliders, input.occupied);
            let empty = Empty::of(input.occupied);
            assert_eq!(kogge_set(input.sliders, empty), expected);
            assert_eq!(dumb7_set(input.sliders, empty), expected);
            assert_eq!(loop_set(input.sliders, empty.squares()), expected);
        }
        configure(&mut group, &inputs);
        let id = |algo: &str| format!("{algo}/{count}");
        bench(&mut group, &id("kogge"), &inputs, move |s, o| {
            kogge_set(s, Empty::of(o))
        });
        bench(&mut group, &id("dumb7"), &inputs, move |s, o| {
            dumb7_set(s, Empty::of(o))
        });
        bench(&mut group, &id("dumb7_loop"), &inputs, move |s, o| {
            loop_set(s, Empty::of(o).squares())
        });
        bench(&mut group, &id("cozy_chess_loop"), &inputs, magic_loop);
    }
    group.finish();
}

fn set_wise(c: &mut Criterion) {
    let boards = positions();
    let rook = (
        kogge::rook_attacks,
        dumb7::rook_attacks,
        dumb7_loop::rook_attacks,
        cozy_rooks,
    );
    slider_group(c, &boards, Slider::Rook, rook);
    let bishop = (
        kogge::bishop_attacks,
        dumb7::bishop_attacks,
        dumb7_loop::bishop_attacks,
        cozy_bishops,
    );
    slider_group(c, &boards, Slider::Bishop, bishop);
    let queen = (
        kogge::queen_attacks,
        dumb7::queen_attacks,
        dumb7_loop::queen_attacks,
        cozy_queens,
    );
    slider_group(c, &boards, Slider::Queen, queen);

    // The generated queen getter runs eight rays side by side, which LLVM turns into SSE2
    // code that spills registers; two calls, four rays each, are the alternative.
    let mut group = c.benchmark_group(Slider::Queen.name());
    for count in [1, 2, 4, 8] {
        let inputs = slider_inputs(&boards, Slider::Queen, count);
        configure(&mut group, &inputs);
        let name = format!("kogge_rook_or_bishop/{count}");
        bench(&mut group, &name, &inputs, |s, o| {
            kogge::rook_attacks(s, Empty::of(o)) | kogge::bishop_attacks(s, Empty::of(o))
        });
    }
    group.finish();
}

criterion_group!(benches, rays, set_wise);
criterion_main!(benches);
