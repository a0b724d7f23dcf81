//! The perft drivers of `bitfill-engines-common` (`bitfill_engines::perft`) on the games
//! that count through them: on any number of threads and either way of counting the leaves,
//! the same root moves in the same order with the same counts, in every copy of the
//! recursion the CPU runs; and an error of the report stops the count. The drivers' own
//! tests (`split`, the threads of a target without them) are in `engines/common`, which
//! depends on no game.

use bitfill::simd::Kernels;
use bitfill_engines::perft::{
    Game, Leaves, by_lists_on, divide, divide_each, divide_leaves, perft, perft_bulk, perft_list,
    perft_threads,
};
use bitfill_engines::{chess, shogi, xiangqi, xxl};
use std::convert::Infallible;
use std::fmt::Debug;
use std::num::NonZeroUsize;

/// The thread counts every count is checked on: one (the plain loop), two and three
/// (the split, more threads than this machine has cores for the third) and eight (a
/// deeper split: 512 tasks).
const THREADS: [usize; 4] = [1, 2, 3, 8];

fn threads(n: usize) -> NonZeroUsize {
    NonZeroUsize::new(n).unwrap()
}

/// `divide_each`'s root moves and counts, in the order it reports them.
fn divide_on<G: Game + Sync>(pos: &G, depth: u32, leaves: Leaves, n: usize) -> Vec<(G::Move, u64)> {
    let mut counts = Vec::new();
    let Ok(()) = divide_each(pos, depth, leaves, threads(n), |mv, nodes| {
        counts.push((mv, nodes));
        Ok::<(), Infallible>(())
    });
    counts
}

/// On every thread count and both ways of counting the leaves: the same root moves in
/// the same order with the same counts as the single-thread [`divide`], and the same
/// total as [`perft_bulk`] and as [`perft`] (every leaf played), at every depth from 0
/// to `deepest`.
#[track_caller]
fn check<G: Game + Sync>(name: &str, pos: &G, deepest: u32)
where
    G::Move: PartialEq + Debug,
{
    for depth in 0..=deepest {
        let expected = divide(pos, depth);
        let total = perft_bulk(pos, depth);
        if depth <= 3 {
            assert_eq!(
                perft(pos, depth),
                total,
                "{name}, depth {depth}, every leaf"
            );
        }
        assert_eq!(perft_list(pos, depth), total, "{name}, depth {depth}, list");
        assert_eq!(
            divide_leaves(pos, depth, Leaves::List),
            expected,
            "{name}, depth {depth}, list"
        );
        for n in THREADS {
            for leaves in [Leaves::Bulk, Leaves::List] {
                let how = format!("{name}, depth {depth}, {n} threads, {leaves:?}");
                assert_eq!(divide_on(pos, depth, leaves, n), expected, "{how}");
                assert_eq!(
                    perft_threads(pos, depth, leaves, threads(n)),
                    total,
                    "{how}"
                );
            }
        }
    }
}

#[test]
fn chess_counts_are_the_same_on_any_number_of_threads() {
    for (name, fen, deepest) in [
        (
            "initial",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            5,
        ),
        (
            "Kiwipete",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            4,
        ),
        ("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5),
        (
            "position 4",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            4,
        ),
        (
            "position 5",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            4,
        ),
        // Qh4 mates: a root move whose subtree ends at once, so it has no task and
        // is reported as soon as the move before it is.
        (
            "fool's mate to play",
            "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
            4,
        ),
        // Stalemates and mates a few plies down, inside the split.
        ("king and queen", "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1", 6),
        // Mated: no root move, nothing to split.
        (
            "fool's mate",
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            4,
        ),
    ] {
        check(name, &chess::Position::from_fen(fen).unwrap(), deepest);
    }
}

#[test]
fn xiangqi_counts_are_the_same_on_any_number_of_threads() {
    check("start", &xiangqi::Position::startpos(), 4);
    for fen in [
        "3akab2/9/4b4/9/2r1c1R2/2C6/9/4B4/3nA4/2BAK1N2 w - - 0 1",
        "2b1k4/4a4/4c4/9/r3n1p2/9/9/4B1N2/4A4/2BK2R2 w - - 0 1",
        "3k5/9/9/4c4/9/9/9/9/9/4K4 w - - 0 1",
    ] {
        check(fen, &xiangqi::Position::from_fen(fen).unwrap(), 4);
    }
}

#[test]
fn shogi_counts_are_the_same_on_any_number_of_threads() {
    check("start", &shogi::Position::startpos(), 3);
    // Matsuri: drops, promotions and checks.
    let matsuri = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";
    check("Matsuri", &shogi::Position::from_sfen(matsuri).unwrap(), 2);
}

#[test]
fn xxl_counts_are_the_same_on_any_number_of_threads() {
    check("start", &xxl::Position::startpos(), 3);
    for fen in [
        "r3cmakm4r/14/14/14/14/14/14/14/14/14/14/14/14/R3CMAKM4R b KQkq - 0 1",
        "7k6/14/14/14/14/14/2p2p3p4/3P2P1P5/14/14/14/14/14/7K6 w - - 0 1",
    ] {
        check(fen, &xxl::Position::from_fen(fen).unwrap(), 3);
    }
}

/// Each copy of the drivers' recursion the CPU runs (every bitfill token it has)
/// counts what the portable copy counts, in bulk and with leaf lists, for shogi,
/// xiangqi and XXL, and so does the copy the drivers choose. The tokens the CPU lacks
/// are said to be skipped.
#[test]
fn every_copy_counts_as_the_base_copy() {
    fn both<G: Game, K: Kernels>(kernels: K, pos: &G, depth: u32) -> (u64, u64) {
        let bulk = by_lists_on(kernels, pos, depth, Leaves::Bulk);
        let list = by_lists_on(kernels, pos, depth, Leaves::List);
        (bulk, list)
    }
    #[track_caller]
    fn check_copies<G: Game>(name: &str, pos: &G, deepest: u32) {
        for depth in 1..=deepest {
            let want = both(bitfill::simd::Portable, pos, depth);
            assert_eq!(want.0, want.1, "{name}, depth {depth}: portable, lists");
            assert_eq!(
                perft_bulk(pos, depth),
                want.0,
                "{name}, depth {depth}: chosen"
            );
            assert_eq!(
                perft_list(pos, depth),
                want.0,
                "{name}, depth {depth}: chosen"
            );
            #[cfg(target_arch = "x86_64")]
            {
                use bitfill::simd::{Avx2, Avx512, Sse2};
                assert_eq!(both(Sse2, pos, depth), want, "{name}, depth {depth}: SSE2");
                match Avx2::detect() {
                    Some(avx2) => {
                        assert_eq!(both(avx2, pos, depth), want, "{name}, {depth}: AVX2");
                    }
                    None => eprintln!("the CPU lacks the AVX2 copy's features: not run"),
                }
                match Avx512::detect() {
                    Some(avx512) => {
                        let got = both(avx512, pos, depth);
                        assert_eq!(got, want, "{name}, depth {depth}: AVX-512");
                    }
                    None => eprintln!("the CPU lacks the AVX-512 copy's features: not run"),
                }
            }
        }
    }
    check_copies("xiangqi start", &xiangqi::Position::startpos(), 3);
    let middlegame = "1rbakabr1/9/c1n3nc1/p1p1p3p/6p2/7R1/P1P1P1P1P/1CN1C1N2/9/1RBAKAB2 w - - 12 7";
    check_copies(
        "xiangqi middlegame",
        &xiangqi::Position::from_fen(middlegame).unwrap(),
        3,
    );
    check_copies("shogi start", &shogi::Position::startpos(), 3);
    let matsuri = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";
    check_copies("Matsuri", &shogi::Position::from_sfen(matsuri).unwrap(), 2);
    check_copies("xxl start", &xxl::Position::startpos(), 2);
}

/// An error from the report stops the count: nothing is reported after it, and it is
/// what `divide_each` returns.
#[test]
fn an_error_stops_the_report() {
    for n in THREADS {
        let mut reported = 0;
        let start = chess::Position::startpos();
        let result = divide_each(&start, 4, Leaves::Bulk, threads(n), |_, _| {
            reported += 1;
            if reported == 5 { Err("closed") } else { Ok(()) }
        });
        assert_eq!((result, reported), (Err("closed"), 5), "{n} threads");
    }
}
