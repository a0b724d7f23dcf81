//! `fill!`'s leaper ops (`leap`, `lame`, `lame_attackers`, `push`) on boards from 5x6 to
//! 16x16 (`u64`, `u128` and `Wide` words), held against a naive oracle that steps from every square with file and rank
//! arithmetic. The oracle does not share the macro's rule for a lame leaper's path: the
//! blocking squares of each piece are written out here, as the rules of xiangqi, janggi
//! and chess state them.

use crate::common::{self, geometry_oracle};

use bitfill::Wide;
use geometry_oracle::{AsSet, COMPASS, Geometry, NIGHTRIDER, Set, Step};
use proptest::prelude::*;

/// A step and the squares on its way that must be empty, relative to the piece.
type Path = (Step, &'static [Step]);

/// The eight images of `(file, rank)` under the board's symmetries, with their legs.
fn mirrored(vector: Step, legs: &[Step]) -> Vec<(Step, Vec<Step>)> {
    let images: [fn(Step) -> Step; 8] = [
        |(f, r)| (f, r),
        |(f, r)| (r, f),
        |(f, r)| (r, -f),
        |(f, r)| (f, -r),
        |(f, r)| (-f, -r),
        |(f, r)| (-r, -f),
        |(f, r)| (-r, f),
        |(f, r)| (-f, r),
    ];
    let mut out: Vec<(Step, Vec<Step>)> = Vec::new();
    for image in images {
        let v = image(vector);
        if !out.iter().any(|(seen, _)| *seen == v) {
            out.push((v, legs.iter().map(|&l| image(l)).collect()));
        }
    }
    out
}

fn knight() -> Vec<(Step, Vec<Step>)> {
    NIGHTRIDER.iter().map(|&v| (v, Vec::new())).collect()
}
/// The xiangqi horse: the leg is the orthogonal neighbour on the long side.
fn horse() -> Vec<(Step, Vec<Step>)> {
    mirrored((1, 2), &[(0, 1)])
}
/// The xiangqi elephant: the eye is the diagonal neighbour.
fn elephant() -> Vec<(Step, Vec<Step>)> {
    mirrored((2, 2), &[(1, 1)])
}
/// The janggi elephant: one orthogonal step, then two diagonal ones, each square empty.
fn janggi_elephant() -> Vec<(Step, Vec<Step>)> {
    mirrored((2, 3), &[(0, 1), (1, 2)])
}
fn camel() -> Vec<(Step, Vec<Step>)> {
    mirrored((1, 3), &[])
}
fn zebra() -> Vec<(Step, Vec<Step>)> {
    mirrored((2, 3), &[])
}
fn king() -> Vec<(Step, Vec<Step>)> {
    COMPASS.iter().map(|&v| (v, Vec::new())).collect()
}
const WHITE_PUSHES: [Path; 2] = [((0, 1), &[]), ((0, 2), &[(0, 1)])];
const BLACK_PUSHES: [Path; 2] = [((0, -1), &[]), ((0, -2), &[(0, -1)])];
const WHITE_CAPTURES: [Step; 2] = [(-1, 1), (1, 1)];

fn owned(paths: &[Path]) -> Vec<(Step, Vec<Step>)> {
    paths.iter().map(|(v, l)| (*v, l.to_vec())).collect()
}

fn offset(g: Geometry, sq: i32, (df, dr): Step) -> Option<i32> {
    g.step(sq, (df, dr))
}

fn bit(sq: i32) -> Set {
    Set::square(sq as usize)
}

/// The targets of every piece: `targets_must_be_empty` for pushes.
fn forward(g: Geometry, pieces: Set, empty: Set, moves: &[(Step, Vec<Step>)], push: bool) -> Set {
    let mut targets = Set::EMPTY;
    for sq in g.each(pieces) {
        for (v, legs) in moves {
            let Some(to) = offset(g, sq, *v) else {
                continue;
            };
            let clear = legs
                .iter()
                .all(|&l| offset(g, sq, l).is_some_and(|s| empty.contains(s as usize)));
            if clear && (!push || empty.contains(to as usize)) {
                targets |= bit(to);
            }
        }
    }
    targets
}

/// The squares from which a piece reaches one of `targets`: every square of the board
/// tried as the piece's.
fn attackers(g: Geometry, targets: Set, empty: Set, moves: &[(Step, Vec<Step>)]) -> Set {
    let board: Set = g.board_set();
    g.each(board)
        .filter(|&sq| !(forward(g, bit(sq), empty, moves, false) & targets & board).is_empty())
        .fold(Set::EMPTY, |set, sq| set | bit(sq))
}

/// A lame leaper's `lame` and `lame_attackers` functions over the same steps.
macro_rules! lame_and_attackers {
    ($files:tt, $ranks:tt, $lame:ident, $attackers:ident, $dirs:tt) => {
        bitfill::fill!(
            files = $files,
            ranks = $ranks,
            dir = $dirs,
            op = lame,
            name = $lame
        );
        bitfill::fill!(
            files = $files,
            ranks = $ranks,
            dir = $dirs,
            op = lame_attackers,
            name = $attackers
        );
    };
}

macro_rules! board {
    ($m:ident, $files:tt, $ranks:tt, $w:ty) => {
        mod $m {
            use super::*;
            type W = $w;
            const G: Geometry = Geometry::new($files, $ranks);

            bitfill::fill!(
                files = $files,
                ranks = $ranks,
                dir = [
                    (1, 2),
                    (2, 1),
                    (2, -1),
                    (1, -2),
                    (-1, -2),
                    (-2, -1),
                    (-2, 1),
                    (-1, 2)
                ],
                op = leap,
                name = knight
            );
            bitfill::fill!(
                files = $files,
                ranks = $ranks,
                dir = [
                    (1, 3),
                    (3, 1),
                    (3, -1),
                    (1, -3),
                    (-1, -3),
                    (-3, -1),
                    (-3, 1),
                    (-1, 3)
                ],
                op = leap,
                name = camel
            );
            bitfill::fill!(
                files = $files,
                ranks = $ranks,
                dir = [
                    (2, 3),
                    (3, 2),
                    (3, -2),
                    (2, -3),
                    (-2, -3),
                    (-3, -2),
                    (-3, 2),
                    (-2, 3)
                ],
                op = leap,
                name = zebra
            );
            bitfill::fill!(
                files = $files,
                ranks = $ranks,
                dir = [noEa, east, soEa, sout, soWe, west, noWe, nort],
                op = leap,
                name = king
            );
            bitfill::fill!(
                files = $files,
                ranks = $ranks,
                dir = [noWe, noEa],
                op = leap,
                name = white_pawn_captures
            );
            bitfill::fill!(files = $files, ranks = $ranks, dir = (1, 2), op = leap);
            lame_and_attackers!(
                $files,
                $ranks,
                horse,
                horse_attackers,
                [
                    (1, 2),
                    (2, 1),
                    (2, -1),
                    (1, -2),
                    (-1, -2),
                    (-2, -1),
                    (-2, 1),
                    (-1, 2)
                ]
            );
            lame_and_attackers!(
                $files,
                $ranks,
                elephant,
                elephant_attackers,
                [(2, 2), (2, -2), (-2, -2), (-2, 2)]
            );
            lame_and_attackers!(
                $files,
                $ranks,
                janggi_elephant,
                janggi_elephant_attackers,
                [
                    (2, 3),
                    (3, 2),
                    (3, -2),
                    (2, -3),
                    (-2, -3),
                    (-3, -2),
                    (-3, 2),
                    (-2, 3)
                ]
            );
            bitfill::fill!(
                files = $files,
                ranks = $ranks,
                dir = [nort, (0, 2)],
                op = push,
                name = white_pushes
            );
            bitfill::fill!(
                files = $files,
                ranks = $ranks,
                dir = [sout, (0, -2)],
                op = push,
                name = black_pushes
            );

            #[allow(dead_code)]
            pub fn horse_for_test(pieces: Set, empty: Set) -> Set {
                horse(W::from_set(pieces), W::from_set(empty)).to_set()
            }

            /// Every function against the oracle on one position; the output never has a
            /// bit off the board.
            pub fn check(pieces: Set, empty: Set) {
                let (p, e) = (W::from_set(pieces), W::from_set(empty));
                let (pieces, empty) = (p.to_set(), e.to_set());
                let board: Set = G.board_set();
                let captures: Vec<(Step, Vec<Step>)> =
                    WHITE_CAPTURES.iter().map(|&v| (v, Vec::new())).collect();
                let results: [(&str, W, Set); 14] = [
                    (
                        "knight",
                        knight(p),
                        forward(G, pieces, Set::EMPTY, &super::knight(), false),
                    ),
                    (
                        "camel",
                        camel(p),
                        forward(G, pieces, Set::EMPTY, &super::camel(), false),
                    ),
                    (
                        "zebra",
                        zebra(p),
                        forward(G, pieces, Set::EMPTY, &super::zebra(), false),
                    ),
                    (
                        "king",
                        king(p),
                        forward(G, pieces, Set::EMPTY, &super::king(), false),
                    ),
                    (
                        "captures",
                        white_pawn_captures(p),
                        forward(G, pieces, Set::EMPTY, &captures, false),
                    ),
                    (
                        "(1, 2)",
                        ray_1_2_leap(p),
                        forward(G, pieces, Set::EMPTY, &[((1, 2), vec![])], false),
                    ),
                    (
                        "horse",
                        horse(p, e),
                        forward(G, pieces, empty, &super::horse(), false),
                    ),
                    (
                        "horse_attackers",
                        horse_attackers(p, e),
                        attackers(G, pieces, empty, &super::horse()),
                    ),
                    (
                        "elephant",
                        elephant(p, e),
                        forward(G, pieces, empty, &super::elephant(), false),
                    ),
                    (
                        "elephant_attackers",
                        elephant_attackers(p, e),
                        attackers(G, pieces, empty, &super::elephant()),
                    ),
                    (
                        "janggi_elephant",
                        janggi_elephant(p, e),
                        forward(G, pieces, empty, &super::janggi_elephant(), false),
                    ),
                    (
                        "janggi_elephant_attackers",
                        janggi_elephant_attackers(p, e),
                        attackers(G, pieces, empty, &super::janggi_elephant()),
                    ),
                    (
                        "white_pushes",
                        white_pushes(p, e),
                        forward(G, pieces, empty, &owned(&WHITE_PUSHES), true),
                    ),
                    (
                        "black_pushes",
                        black_pushes(p, e),
                        forward(G, pieces, empty, &owned(&BLACK_PUSHES), true),
                    ),
                ];
                for (name, got, expected) in results {
                    let got = got.to_set();
                    assert_eq!(got & !board, Set::EMPTY, "{name}: bits off the board");
                    assert_eq!(
                        got,
                        expected & board,
                        "{name} on {G:?}: pieces {pieces:?}, empty {empty:?}"
                    );
                }
            }
        }
    };
}

board!(chess, 8, 8, u64);
board!(b5x6, 5, 6, u64);
board!(b7x9, 7, 9, u64);
board!(b16x4, 16, 4, u64);
board!(xiangqi, 9, 10, u128);
board!(b10x10, 10, 10, u128);
board!(b11x11, 11, 11, u128);
board!(b16x8, 16, 8, u128);
board!(b13x5, 13, 5, u128);
board!(b12x12, 12, 12, Wide<3>);
board!(b9x15, 9, 15, Wide<3>);
board!(b14x14, 14, 14, Wide<4>);
board!(b16x16, 16, 16, Wide<4>);

/// One board's `check`.
type Check = fn(Set, Set);

const BOARDS: [(Geometry, Check); 13] = [
    (Geometry::new(8, 8), chess::check),
    (Geometry::new(5, 6), b5x6::check),
    (Geometry::new(7, 9), b7x9::check),
    (Geometry::new(16, 4), b16x4::check),
    (Geometry::new(9, 10), xiangqi::check),
    (Geometry::new(10, 10), b10x10::check),
    (Geometry::new(11, 11), b11x11::check),
    (Geometry::new(16, 8), b16x8::check),
    (Geometry::new(13, 5), b13x5::check),
    (Geometry::new(12, 12), b12x12::check),
    (Geometry::new(9, 15), b9x15::check),
    (Geometry::new(14, 14), b14x14::check),
    (Geometry::new(16, 16), b16x16::check),
];

#[test]
fn every_lone_piece_on_every_board() {
    for (g, check) in BOARDS {
        for sq in 0..g.squares() {
            // Empty board, full board, and the lone piece's neighbourhood half filled.
            check(bit(sq), !Set::EMPTY);
            check(bit(sq), Set::EMPTY);
            check(bit(sq), Wide([0x5555_5555_5555_5555; 4]));
            check(bit(sq), !bit(sq));
        }
    }
}

/// Random sets on every board, `cases` of them; the spare bits of the word set on input, to
/// be ignored.
fn random_sets(cases: u32) {
    let word = || any::<[u64; 4]>();
    common::check(cases, (word(), word(), word()), |(pieces, empty, thin)| {
        let (pieces, empty, thin) = (Wide(pieces), Wide(empty), Wide(thin));
        for (_, check) in BOARDS {
            check(pieces, empty);
            check(pieces & thin, empty | thin);
        }
        Ok(())
    });
}

#[test]
fn random_positions() {
    random_sets(300);
}

#[test]
#[ignore = "deep: 3,000 random positions on every board; about 10 s"]
fn random_positions_deep() {
    random_sets(3_000);
}

#[test]
fn the_xiangqi_horse_by_hand() {
    // A horse on e5 (file 4, rank 4) with a piece on e6 (its northern leg): it reaches
    // six squares, not d7 or f7.
    let horse = bit(4 * 9 + 4);
    let occupied = horse | bit(5 * 9 + 4);
    let reached = xiangqi::horse_for_test(horse, !occupied);
    assert_eq!(reached.len(), 6);
    assert_eq!(reached & (bit(6 * 9 + 3) | bit(6 * 9 + 5)), Set::EMPTY);
}
