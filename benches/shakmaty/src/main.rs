//! Bulk perft (the last ply counted, not played) of the start position to depth 6 and
//! Kiwipete to depth 5 with bitfill's chess engine, cozy-chess 0.3.4 and shakmaty, the same
//! positions and counts, interleaved round by round in one process (median of per-round
//! ratios; see `benches/common/rounds.rs`). Prints the load average before and after.

#[path = "../../common/rounds.rs"]
#[allow(dead_code)]
mod rounds;

#[path = "../../common/cozy.rs"]
mod cozy;

use rounds::Rounds;
use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen};
use std::hint::black_box;

/// FEN, depth, nodes.
const POSITIONS: [(&str, u32, u64); 2] = [
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
        119_060_324,
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        193_690_690,
    ),
];

/// shakmaty's positions' bulk perft: the last ply counted by the length of the move list.
fn shakmaty_perft_bulk(pos: &Chess, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.legal_moves().len() as u64,
        _ => pos
            .legal_moves()
            .iter()
            .map(|mv| {
                let mut child = pos.clone();
                child.play_unchecked(mv);
                shakmaty_perft_bulk(&child, depth - 1)
            })
            .sum(),
    }
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into())
}

fn main() {
    use bitfill_engines::chess::{Position, perft::perft_bulk};
    let rounds_wanted: usize = std::env::args()
        .nth(1)
        .and_then(|r| r.parse().ok())
        .unwrap_or(11);
    let ours: Vec<(Position, u32)> = POSITIONS
        .iter()
        .map(|&(fen, depth, _)| (Position::from_fen(fen).expect("FEN"), depth))
        .collect();
    let cozy: Vec<(cozy_chess::Board, u32)> = POSITIONS
        .iter()
        .map(|&(fen, depth, _)| (cozy_chess::Board::from_fen(fen, false).expect("FEN"), depth))
        .collect();
    let shak: Vec<(Chess, u32)> = POSITIONS
        .iter()
        .map(|&(fen, depth, _)| {
            let fen: Fen = fen.parse().expect("FEN");
            let pos: Chess = fen.into_position(CastlingMode::Standard).expect("legal");
            (pos, depth)
        })
        .collect();
    let total: u64 = POSITIONS.iter().map(|p| p.2).sum();
    let count = |f: &dyn Fn(usize) -> u64| (0..POSITIONS.len()).map(f).sum::<u64>();
    assert_eq!(count(&|i| perft_bulk(&ours[i].0, ours[i].1)), total);
    assert_eq!(
        count(&|i| cozy::cozy_perft_bulk(&cozy[i].0, cozy[i].1)),
        total
    );
    assert_eq!(
        count(&|i| shakmaty_perft_bulk(&shak[i].0, shak[i].1)),
        total
    );

    println!(
        "bulk perft: start position depth 6 + Kiwipete depth 5 ({total} nodes) per unit; \
         avx2 compiled in: {}; load average before: {}\n",
        cfg!(target_feature = "avx2"),
        load_average()
    );
    let mut rounds = Rounds::new("shakmaty");
    rounds.min_sample(std::time::Duration::from_millis(1));
    rounds.samples(1);
    rounds.add("shakmaty", || {
        shak.iter()
            .map(|(pos, depth)| shakmaty_perft_bulk(black_box(pos), *depth))
            .sum()
    });
    rounds.add("cozy-chess", || {
        cozy.iter()
            .map(|(board, depth)| cozy::cozy_perft_bulk(black_box(board), *depth))
            .sum()
    });
    rounds.add("bitfill chess engine", || {
        ours.iter()
            .map(|(pos, depth)| perft_bulk(black_box(pos), *depth))
            .sum()
    });
    let report = rounds.run(rounds_wanted);
    report.print();
    let ratio = |name: &str| report.row(name).expect("a contender").ratio;
    let faster = ratio("shakmaty").min(ratio("cozy-chess"));
    let ours = ratio("bitfill chess engine");
    println!(
        "\nbitfill's speed / the faster of cozy-chess and shakmaty: {:.2}x ({:.0} Mnodes/s)",
        faster / ours,
        total as f64 / report.row("bitfill chess engine").expect("row").nanos * 1e3
    );
    println!("load average after: {}", load_average());
}
