//! `bitfill::pawns` against a naive oracle that takes each pawn on its own and steps from
//! it with file and rank arithmetic: one square forward onto an empty square, two from the
//! home rank, one diagonal each way onto an enemy. The legal targets are held to that
//! oracle with legality found the slow way: the move made on the board, then each of the
//! king's eight rays walked for an enemy slider of its kind. Every lone pawn on every square
//! with every filling of the squares it steps to; every lone pawn, king and enemy slider
//! (default: the king on 14 squares; deep: on all 64); then proptest on random positions.

use crate::common::{self, Sweep};

use bitfill::pawns::{
    PawnTargets, capture_steps, double_push_targets, last_rank, legal_targets, pawn_east_attacks,
    pawn_west_attacks, pawns_able_to_double_push, pawns_able_to_push, push_step,
    single_push_targets,
};
use bitfill::pins::{Board, SliderChecks, slider_checks};
use bitfill::{Bitboard, Color, Rank, Square, pawn_attacks};
use proptest::prelude::*;

const ROOK: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const BISHOP: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// The square `(df, dr)` away from `sq`, if on the board.
fn step(sq: i32, (df, dr): (i32, i32)) -> Option<i32> {
    let (f, r) = (sq % 8 + df, sq / 8 + dr);
    ((0..8).contains(&f) && (0..8).contains(&r)).then_some(r * 8 + f)
}

fn has(set: u64, sq: i32) -> bool {
    set >> sq & 1 != 0
}

/// The rank direction of `color`'s pawns and their home rank.
fn ahead(color: Color) -> (i32, i32) {
    match color {
        Color::White => (1, 1),
        Color::Black => (-1, 6),
    }
}

/// One pawn's moves but en passant, as `(from, to)` pairs by kind: single pushes, double
/// pushes, captures west, captures east.
fn pawn_moves(color: Color, from: i32, occupied: u64, enemies: u64) -> [Vec<i32>; 4] {
    let (dr, home) = ahead(color);
    let mut moves: [Vec<i32>; 4] = Default::default();
    if let Some(one) = step(from, (0, dr)).filter(|&to| !has(occupied, to)) {
        moves[0].push(one);
        if from / 8 == home
            && let Some(two) = step(one, (0, dr)).filter(|&to| !has(occupied, to))
        {
            moves[1].push(two);
        }
    }
    for (kind, df) in [(2, -1), (3, 1)] {
        if let Some(to) = step(from, (df, dr)).filter(|&to| has(enemies, to)) {
            moves[kind].push(to);
        }
    }
    moves
}

/// The squares of the getters, pawn by pawn: single and double push targets, the pawns
/// able to push once and twice, west and east attacks.
fn naive_getters(color: Color, pawns: u64, occupied: u64) -> [u64; 6] {
    let (dr, _) = ahead(color);
    let mut sets = [0; 6];
    for from in (0..64).filter(|&sq| has(pawns, sq)) {
        let [single, double, ..] = pawn_moves(color, from, occupied, 0);
        for to in single {
            sets[0] |= 1 << to;
            sets[2] |= 1 << from;
        }
        for to in double {
            sets[1] |= 1 << to;
            sets[3] |= 1 << from;
        }
        for (set, df) in [(4, -1), (5, 1)] {
            if let Some(to) = step(from, (df, dr)) {
                sets[set] |= 1 << to;
            }
        }
    }
    sets
}

/// Whether an enemy slider of `orthogonal` or `diagonal` sees `king` over `occupied`.
fn attacked(king: i32, occupied: u64, orthogonal: u64, diagonal: u64) -> bool {
    [(ROOK, orthogonal), (BISHOP, diagonal)]
        .into_iter()
        .any(|(dirs, sliders)| {
            dirs.into_iter().any(|d| {
                let mut sq = king;
                while let Some(next) = step(sq, d) {
                    if has(occupied, next) {
                        return has(sliders, next);
                    }
                    sq = next;
                }
                false
            })
        })
}

/// A position from our side: our pawns (within `occupied`), the king's square, the enemy's
/// pieces (within `occupied`) and which of them slide along ranks and files or diagonals.
#[derive(Clone, Copy, Debug)]
struct Case {
    color: Color,
    pawns: u64,
    king: i32,
    occupied: u64,
    enemies: u64,
    orthogonal: u64,
    diagonal: u64,
}

/// The legal pawn moves of `case` landing on `check_mask`: each pawn's moves, kept where
/// the king is not attacked once the move is made (the captured piece off the board).
fn naive_legal(case: Case, check_mask: u64) -> PawnTargets {
    let Case {
        color,
        pawns,
        king,
        occupied,
        enemies,
        orthogonal,
        diagonal,
    } = case;
    let mut targets = PawnTargets::default();
    for from in (0..64).filter(|&sq| has(pawns, sq)) {
        for (kind, moves) in pawn_moves(color, from, occupied, enemies)
            .into_iter()
            .enumerate()
        {
            for to in moves {
                let after = occupied & !(1 << from) | 1 << to;
                let left = !(1u64 << to);
                if !has(check_mask, to) || attacked(king, after, orthogonal & left, diagonal & left)
                {
                    continue;
                }
                let to = Bitboard(1 << to);
                match kind {
                    0 => targets.single |= to,
                    1 => targets.double |= to,
                    _ => targets.captures[kind - 2] |= to,
                }
            }
        }
    }
    targets
}

/// The position of `case` as the library reads it: ours are the occupied squares that are
/// not the enemy's.
fn board(case: Case) -> Board {
    Board {
        king: Square::from_index(case.king as usize).unwrap(),
        ours: Bitboard(case.occupied & !case.enemies),
        theirs: Bitboard(case.enemies),
        their_orthogonal: Bitboard(case.orthogonal),
        their_diagonal: Bitboard(case.diagonal),
    }
}

/// The getters and the legal targets of `case` against the oracle, with the check mask a
/// legal move generator would pass (`None`: the sliders give no check, so `extra_mask`, a
/// mask of the caller's own, also applies).
fn check_case(case: Case, extra_mask: u64) {
    let Case {
        color,
        pawns,
        occupied,
        ..
    } = case;
    let [single, double, able, able_double, west, east] = naive_getters(color, pawns, occupied);
    let (pawns, occupied) = (Bitboard(pawns), Bitboard(occupied));
    assert_eq!(
        single_push_targets(color, pawns, occupied).0,
        single,
        "{case:x?}"
    );
    assert_eq!(
        double_push_targets(color, pawns, occupied).0,
        double,
        "{case:x?}"
    );
    assert_eq!(
        pawns_able_to_push(color, pawns, occupied).0,
        able,
        "{case:x?}"
    );
    assert_eq!(
        pawns_able_to_double_push(color, pawns, occupied).0,
        able_double,
        "{case:x?}"
    );
    assert_eq!(pawn_west_attacks(color, pawns).0, west, "{case:x?}");
    assert_eq!(pawn_east_attacks(color, pawns).0, east, "{case:x?}");
    assert_eq!(west | east, pawn_attacks(color, pawns).0, "{case:x?}");

    let board = board(case);
    assert_eq!(board.occupied(), occupied, "{case:x?}");
    let pins = slider_checks(&board);
    let check_mask = match pins.checkers.len() {
        0 => Bitboard(extra_mask),
        1 => pins.checkers | pins.check_ray,
        _ => Bitboard::EMPTY,
    };
    let got = legal_targets(color, pawns, &board, &pins, check_mask);
    assert_eq!(
        got,
        naive_legal(case, check_mask.0),
        "{case:x?}, mask {check_mask:?}"
    );
}

/// Every lone pawn of either side on every square, every filling of the four squares it
/// may step to (empty, ours, the enemy's), no king in sight.
#[test]
fn every_lone_pawn_every_filling_of_its_steps() {
    let mut seen = PawnTargets::default();
    for color in Color::ALL {
        let (dr, _) = ahead(color);
        for from in 0..64 {
            let near: Vec<i32> = [(0, dr), (0, 2 * dr), (-1, dr), (1, dr)]
                .into_iter()
                .filter_map(|d| step(from, d))
                .collect();
            for filling in 0..3usize.pow(near.len() as u32) {
                let (mut occupied, mut enemies) = (1 << from, 0);
                let mut digits = filling;
                for &sq in &near {
                    match digits % 3 {
                        1 => occupied |= 1 << sq,
                        2 => enemies |= 1 << sq,
                        _ => {}
                    }
                    digits /= 3;
                }
                let case = Case {
                    color,
                    pawns: 1 << from,
                    king: (from + 32) % 64,
                    occupied: occupied | enemies | 1 << ((from + 32) % 64),
                    enemies,
                    orthogonal: 0,
                    diagonal: 0,
                };
                check_case(case, !0);
                let got = legal_targets(
                    color,
                    Bitboard(1 << from),
                    &board(case),
                    &Default::default(),
                    Bitboard::FULL,
                );
                seen.single |= got.single;
                seen.double |= got.double;
                seen.captures[0] |= got.captures[0];
                seen.captures[1] |= got.captures[1];
            }
        }
    }
    // Every square a pawn can step to was reached: ranks 2 to 8 or 1 to 7 by single pushes
    // of both sides, the fourth and fifth by double pushes, every file but h (west) or a
    // (east) by captures.
    assert_eq!(seen.single, Bitboard::FULL);
    assert_eq!(seen.double, Bitboard(0x0000_00ff_ff00_0000));
    assert_eq!(
        seen.captures,
        [
            Bitboard(!0x8080_8080_8080_8080),
            Bitboard(!0x0101_0101_0101_0101)
        ]
    );
}

/// Every lone pawn of either side with its king on `kings` and one enemy rook, bishop or
/// queen on every other square; with and without enemy pieces on both squares the pawn
/// may capture on.
fn pawn_king_and_slider(kings: &[i32]) {
    for color in Color::ALL {
        let (dr, _) = ahead(color);
        for &king in kings {
            for from in (0..64).filter(|&sq| sq != king) {
                for slider in (0..64).filter(|&sq| sq != king && sq != from) {
                    let victims = [-1, 1]
                        .into_iter()
                        .filter_map(|df| step(from, (df, dr)))
                        .filter(|&sq| sq != king && sq != slider)
                        .fold(0u64, |set, sq| set | 1 << sq);
                    for extra in [0, victims] {
                        let occupied = 1 << from | 1 << king | 1 << slider | extra;
                        let enemies = 1 << slider | extra;
                        for (orthogonal, diagonal) in [(1, 0), (0, 1), (1, 1)] {
                            let case = Case {
                                color,
                                pawns: 1 << from,
                                king,
                                occupied,
                                enemies,
                                orthogonal: orthogonal << slider,
                                diagonal: diagonal << slider,
                            };
                            check_case(case, !0);
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn lone_pawn_king_and_slider() {
    pawn_king_and_slider(&Sweep::Sample.squares());
}

#[test]
#[ignore = "deep: every square for the king; about a second"]
fn lone_pawn_king_and_slider_deep() {
    pawn_king_and_slider(&Sweep::Full.squares());
}

/// A random position: a king, the occupied squares about `density`/8 of the board, half of
/// the pieces ours, the pawns some of ours, the sliders some of the enemy's.
fn positions() -> impl Strategy<Value = (Case, u64)> {
    (
        any::<bool>(),
        0..64i32,
        1..5u32,
        prop::array::uniform8(any::<u64>()),
        any::<u64>(),
    )
        .prop_map(|(black, king, density, words, extra_mask)| {
            let [a, b, c, d, e, f, g, h] = words;
            let occupied = match density {
                1 => a & b & c,
                2 => a & b,
                3 => a,
                _ => a | b,
            } | 1 << king;
            let ours = occupied & (d | 1 << king);
            let theirs = occupied & !ours;
            let case = Case {
                color: if black { Color::Black } else { Color::White },
                pawns: ours & e & !(1 << king),
                king,
                occupied,
                enemies: theirs,
                orthogonal: theirs & f,
                diagonal: theirs & (g | f & h),
            };
            (case, extra_mask)
        })
}

fn random_positions(cases: u32) {
    common::check(cases, positions(), |(case, extra_mask)| {
        check_case(case, !0);
        check_case(case, extra_mask);
        Ok(())
    });
}

#[test]
fn random_positions_match_the_oracle() {
    random_positions(3_000);
}

#[test]
#[ignore = "deep: 100,000 proptest cases; about a second"]
fn random_positions_match_the_oracle_deep() {
    random_positions(100_000);
}

/// The steps give each set's origins: the target minus the step is a pawn.
#[test]
fn steps_lead_back_to_the_pawns() {
    for color in Color::ALL {
        let pawns = Bitboard(0x0000_5a00_0000_a500 | 0x00ff_0000_0000_ff00 & 0x0081_0000_0000_8100);
        let occupied = pawns | Bitboard(0x0024_0000_0000_2400);
        let back = |set: Bitboard, step: i32| {
            if step > 0 {
                set >> step.unsigned_abs()
            } else {
                set << step.unsigned_abs()
            }
        };
        let single = single_push_targets(color, pawns, occupied);
        assert_eq!(
            back(single, push_step(color)),
            pawns_able_to_push(color, pawns, occupied)
        );
        let double = double_push_targets(color, pawns, occupied);
        let able_double = pawns_able_to_double_push(color, pawns, occupied);
        assert_eq!(back(double, 2 * push_step(color)), able_double);
        let [west, east] = capture_steps(color);
        assert!(back(pawn_west_attacks(color, pawns), west).is_subset(pawns));
        assert!(back(pawn_east_attacks(color, pawns), east).is_subset(pawns));
        let rank = last_rank(color).bitboard();
        assert_eq!(rank.len(), 8);
        assert_eq!(
            single_push_targets(color, rank, Bitboard::EMPTY),
            Bitboard::EMPTY,
            "nothing beyond the last rank"
        );
    }
}

#[test]
fn getters_are_const() {
    const SINGLE: Bitboard =
        single_push_targets(Color::White, Bitboard(0xff00), Square::E3.bitboard());
    const ABLE: Bitboard = pawns_able_to_double_push(
        Color::Black,
        Bitboard(0x00ff_0000_0000_0000),
        Square::D5.bitboard(),
    );
    const LAST: Rank = last_rank(Color::White);
    const LEGAL: PawnTargets = legal_targets(
        Color::White,
        Bitboard(0xff00),
        &Board {
            king: Square::E1,
            ours: Bitboard(0xffff),
            theirs: Bitboard::EMPTY,
            their_orthogonal: Bitboard::EMPTY,
            their_diagonal: Bitboard::EMPTY,
        },
        &SliderChecks {
            checkers: Bitboard::EMPTY,
            check_ray: Bitboard::EMPTY,
            pin_orthogonal: Bitboard::EMPTY,
            pin_diagonal: Bitboard::EMPTY,
        },
        Bitboard::FULL,
    );
    assert_eq!(SINGLE, Bitboard(0x00ef_0000));
    assert_eq!(ABLE, Bitboard(0x00f7_0000_0000_0000));
    assert_eq!(LAST, Rank::Eighth);
    assert_eq!(last_rank(Color::Black), Rank::First);
    assert_eq!(LEGAL.single, Bitboard(0x00ff_0000));
    assert_eq!(LEGAL.double, Bitboard(0xff00_0000));
}
