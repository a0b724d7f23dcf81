//! Othello move generation: bitfill's Kogge-Stone and Dumb7Fill occluded fills side by
//! side with the shift loop an engine author writes by hand (the classic mobility
//! routine), in one run.
//!
//! ```text
//! cargo bench --bench othello
//! ```

use bitfill_engines::othello::{Position, Square, dumb7, kogge};
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

/// The hand-written alternative: per direction, step from the player's discs onto the
/// opponent's and keep stepping while there are opponent discs (at most six), then one
/// step onto an empty square. Shifts with explicit wrap masks, as in most engines.
mod by_hand {
    const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
    const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;

    #[inline(always)]
    fn shift(b: u64, dir: usize) -> u64 {
        match dir {
            0 => (b << 9) & NOT_A,
            1 => (b << 1) & NOT_A,
            2 => (b >> 7) & NOT_A,
            3 => b >> 8,
            4 => (b >> 9) & NOT_H,
            5 => (b >> 1) & NOT_H,
            6 => (b << 7) & NOT_H,
            _ => b << 8,
        }
    }

    pub fn mobility(player: u64, opponent: u64) -> u64 {
        let empty = !(player | opponent);
        let mut moves = 0;
        for dir in 0..8 {
            let mut run = shift(player, dir) & opponent;
            for _ in 0..5 {
                run |= shift(run, dir) & opponent;
            }
            moves |= shift(run, dir) & empty;
        }
        moves
    }

    /// The flips of a move on the one square `placed`: walk each direction over the
    /// opponent's discs; keep the run if a player disc closes it.
    pub fn flips(player: u64, opponent: u64, placed: u64) -> u64 {
        let mut flipped = 0;
        for dir in 0..8 {
            let mut run = 0;
            let mut at = shift(placed, dir);
            while at & opponent != 0 {
                run |= at;
                at = shift(at, dir);
            }
            if at & player != 0 {
                flipped |= run;
            }
        }
        flipped
    }

    pub fn perft(player: u64, opponent: u64, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = mobility(player, opponent);
        if moves == 0 {
            if depth == 1 || mobility(opponent, player) == 0 {
                return 1;
            }
            return perft(opponent, player, depth - 1);
        }
        if depth == 1 {
            return u64::from(moves.count_ones());
        }
        let mut nodes = 0;
        let mut rest = moves;
        while rest != 0 {
            let placed = rest & rest.wrapping_neg();
            rest &= rest - 1;
            let flipped = flips(player, opponent, placed);
            nodes += perft(opponent ^ flipped, player | placed | flipped, depth - 1);
        }
        nodes
    }
}

/// 1024 positions from random games (a fixed xorshift seed), spread over all stages.
fn positions() -> Vec<(u64, u64)> {
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut positions = Vec::new();
    while positions.len() < 1024 {
        let mut position = Position::initial();
        let plies = next() % 58;
        for _ in 0..plies {
            let moves: Vec<Square> = Square::iter(position.moves()).collect();
            position = if moves.is_empty() {
                match position.pass() {
                    Some(passed) => passed,
                    None => break,
                }
            } else {
                let pick = moves[(next() % moves.len() as u64) as usize];
                position.play(pick).expect("a legal move")
            };
        }
        positions.push((position.player(), position.opponent()));
    }
    positions
}

fn mobility(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("othello/mobility");
    group.throughput(Throughput::Elements(positions.len() as u64));
    type Mobility = fn(u64, u64) -> u64;
    let contenders: [(&str, Mobility); 3] = [
        ("kogge", kogge::mobility),
        ("dumb7", dumb7::mobility),
        ("by_hand", by_hand::mobility),
    ];
    for (name, mobility) in contenders {
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut all = 0;
                for &(player, opponent) in black_box(&positions) {
                    all ^= mobility(player, opponent);
                }
                all
            })
        });
    }
    group.finish();
}

fn perft(c: &mut Criterion) {
    let start = Position::initial();
    let mut group = c.benchmark_group("othello/perft");
    group.sample_size(20);
    type Perft = fn(u64, u64, u32) -> u64;
    let contenders: [(&str, Perft); 3] = [
        ("kogge", kogge::perft),
        ("dumb7", dumb7::perft),
        ("by_hand", by_hand::perft),
    ];
    let depth = 7;
    for (name, perft) in contenders {
        assert_eq!(
            perft(start.player(), start.opponent(), depth),
            55092,
            "{name}"
        );
        group.bench_with_input(BenchmarkId::new(name, depth), &depth, |b, &depth| {
            b.iter(|| {
                perft(
                    black_box(start.player()),
                    black_box(start.opponent()),
                    depth,
                )
            })
        });
    }
    group.finish();
}

criterion_group!(benches, mobility, perft);
criterion_main!(benches);
