//! `fill!` on draughts boards (`squares = dark`: the dark squares only, packed with a ghost
//! bit between each two ranks: every algorithm's fills, the hoppers, leapers and riders
//! there) and the draughts ops (`jumps`, `jumpers`, `flying_jumps`,
//! `flying_targets`) on draughts boards and on boards of every square, held against the
//! naive oracle of `common/draughts_oracle.rs`, which walks squares as `(file, rank)`
//! pairs and writes the packed layout out as its definition says:
//!
//! - every assignment of piece, enemy, empty or other to the 8 squares of the 4x4 draughts
//!   board (65,536 positions), with the ghost and spare bits of the word set or not;
//! - a lone man or king on the 6x6 draughts board with every assignment of enemy, empty or
//!   other to the squares of its diagonals (every third square by default, every square
//!   in the deep form, and every square of 8x8 for the kings in the deep form);
//! - random positions on 8 draughts boards from 4x4 to 16x16 (`u64`, `u128`, `Wide<3>`:
//!   there, where building is slow, only a king's attacks and the draughts ops) and 3
//!   boards of every square up to 10x10, the word's bits that are not squares set at
//!   random (200 by default, 2,000 deep).

use crate::common::{
    self,
    draughts_oracle::{Board, DIAGONALS},
    geometry_oracle::{AsSet, COMPASS, Set, Step},
};

use bitfill::Wide;
use proptest::prelude::*;

/// The three sets of a case, `[pieces, enemies, empty]` as the oracle takes them (indexed by
/// [`PIECES`], [`ENEMIES`], [`EMPTY`]); the ops of two arguments take the pieces and the
/// empty squares, those of one the pieces. The generated draughts ops take them in the
/// crate's order, `(pieces, empty, enemies)`: [`run!`] passes them so.
type Args = [Set; 3];

/// Where the pieces (or sliders, generators, kings) are in [`Args`].
const PIECES: usize = 0;
/// Where the enemy's pieces are in [`Args`].
const ENEMIES: usize = 1;
/// Where the empty squares (or the propagator) are in [`Args`].
const EMPTY: usize = 2;

/// One generated function and what the oracle says it computes.
struct Case {
    name: String,
    run: Box<dyn Fn(Args) -> Set>,
    oracle: Box<dyn Fn(Board, Args) -> Set>,
}

fn case(
    name: impl Into<String>,
    run: impl Fn(Args) -> Set + 'static,
    oracle: impl Fn(Board, Args) -> Set + 'static,
) -> Case {
    Case {
        name: name.into(),
        run: Box::new(run),
        oracle: Box::new(oracle),
    }
}

/// The union of `f` over `steps`.
fn union(steps: &[Step], f: impl Fn(Step) -> Set) -> Set {
    steps.iter().fold(Set::EMPTY, |set, &d| set | f(d))
}

/// The oracle of `op` over the directions `steps`, on [`Args`].
macro_rules! oracle {
    ($steps:expr, fill) => {
        move |b: Board, a: Args| union(&$steps, |d| b.fill(a[0], d))
    };
    ($steps:expr, leap) => {
        move |b: Board, a: Args| union(&$steps, |d| b.leap(a[0], d))
    };
    ($steps:expr, $op:ident, 2) => {
        move |b: Board, a: Args| union(&$steps, |d| b.$op(a[PIECES], a[EMPTY], d))
    };
    ($steps:expr, $op:ident) => {
        move |b: Board, a: Args| union(&$steps, |d| b.$op(a[PIECES], a[ENEMIES], a[EMPTY], d))
    };
}

/// A generated function of one (the pieces), two (the pieces and the empty squares) or
/// three [`Args`]: the draughts ops take `(pieces, empty, enemies)`, the board before the
/// other sets, as every function of the crate does. (Each argument is the same word, so
/// the old order, `(pieces, enemies, empty)`, compiled and answered wrong: the cases below
/// fail on it.)
macro_rules! run {
    ($f:path, 1) => {
        |a: Args| $f(W::from_set(a[PIECES])).to_set()
    };
    ($f:path, 2) => {
        |a: Args| $f(W::from_set(a[PIECES]), W::from_set(a[EMPTY])).to_set()
    };
    ($f:path, 3) => {
        |a: Args| {
            $f(
                W::from_set(a[PIECES]),
                W::from_set(a[EMPTY]),
                W::from_set(a[ENEMIES]),
            )
            .to_set()
        }
    };
}

/// The diagonal fills of one algorithm, one function per direction, named by `fill!`.
macro_rules! diagonal_fills {
    ($files:tt, $ranks:tt, $algo:ident) => {
        bitfill::fill!(files = $files, ranks = $ranks, squares = dark, dir = noEa, algo = $algo, vis = pub(super));
        bitfill::fill!(files = $files, ranks = $ranks, squares = dark, dir = soEa, algo = $algo, vis = pub(super));
        bitfill::fill!(files = $files, ranks = $ranks, squares = dark, dir = soWe, algo = $algo, vis = pub(super));
        bitfill::fill!(files = $files, ranks = $ranks, squares = dark, dir = noWe, algo = $algo, vis = pub(super));
    };
}

/// The draughts ops over a list of directions.
macro_rules! draughts_ops {
    ($files:tt, $ranks:tt, $squares:ident, $dirs:tt) => {
        bitfill::fill!(
            files = $files,
            ranks = $ranks,
            squares = $squares,
            dir = $dirs,
            op = jumps,
            name = jumps
        );
        bitfill::fill!(
            files = $files,
            ranks = $ranks,
            squares = $squares,
            dir = $dirs,
            op = jumpers,
            name = jumpers
        );
        bitfill::fill!(
            files = $files,
            ranks = $ranks,
            squares = $squares,
            dir = $dirs,
            op = flying_jumps,
            name = flying_jumps
        );
        bitfill::fill!(
            files = $files,
            ranks = $ranks,
            squares = $squares,
            dir = $dirs,
            op = flying_targets,
            name = flying_targets
        );
        bitfill::fill!(
            files = $files,
            ranks = $ranks,
            squares = $squares,
            dir = $dirs,
            algo = dumb7,
            op = flying_jumps,
            name = flying_jumps_dumb7
        );
        bitfill::fill!(
            files = $files,
            ranks = $ranks,
            squares = $squares,
            dir = $dirs,
            algo = dumb7_loop,
            op = flying_targets,
            name = flying_targets_loop
        );
    };
}

/// The cases of [`draughts_ops`] over `steps`.
macro_rules! draughts_cases {
    ($steps:expr) => {
        vec![
            case("jumps", run!(jumps, 3), oracle!($steps, jumps)),
            case("jumpers", run!(jumpers, 3), oracle!($steps, jumpers)),
            case(
                "flying_jumps",
                run!(flying_jumps, 3),
                oracle!($steps, flying_jumps),
            ),
            case(
                "flying_targets",
                run!(flying_targets, 3),
                oracle!($steps, flying_targets),
            ),
            case(
                "flying_jumps dumb7",
                run!(flying_jumps_dumb7, 3),
                oracle!($steps, flying_jumps),
            ),
            case(
                "flying_targets dumb7_loop",
                run!(flying_targets_loop, 3),
                oracle!($steps, flying_targets),
            ),
        ]
    };
}

/// A draughts board: the fills of both algorithms in each diagonal, the lists a king
/// needs, men's moves, the draughts ops, single-direction ops and steps of two squares.
macro_rules! dark_board {
    ($m:ident, $files:tt, $ranks:tt, $w:ty) => {
        mod $m {
            use super::*;
            pub type W = $w;
            pub const B: Board = Board::dark($files, $ranks);

            diagonal_fills!($files, $ranks, kogge);
            pub mod dumb7 {
                diagonal_fills!($files, $ranks, dumb7);
            }
            bitfill::fill!(files = $files, ranks = $ranks, squares = dark,
                dir = [noEa, soEa, soWe, noWe], name = king_attacks, vis = pub(super));
            bitfill::fill!(files = $files, ranks = $ranks, squares = dark,
                dir = [noEa, soEa, soWe, noWe], algo = dumb7, name = king_attacks_dumb7);
            bitfill::fill!(files = $files, ranks = $ranks, squares = dark,
                dir = [noWe, noEa], op = push, name = white_moves);
            bitfill::fill!(files = $files, ranks = $ranks, squares = dark,
                dir = [noEa, soEa, soWe, noWe], op = leap, name = king_steps, vis = pub(super));
            bitfill::fill!(files = $files, ranks = $ranks, squares = dark, dir = (2, 2),
                op = attacks);
            bitfill::fill!(files = $files, ranks = $ranks, squares = dark, dir = (0, -2),
                algo = dumb7, op = attacks);
            bitfill::fill!(files = $files, ranks = $ranks, squares = dark,
                dir = [noEa, soEa, soWe, noWe], op = cannon, name = cannon);
            bitfill::fill!(files = $files, ranks = $ranks, squares = dark,
                dir = [noEa, soEa, soWe, noWe], algo = dumb7, op = grasshopper, name = grasshopper);
            bitfill::fill!(files = $files, ranks = $ranks, squares = dark,
                dir = [(2, 2), (-2, -2), (2, -2)], op = lame, name = elephant);
            draughts_ops!($files, $ranks, dark, [noEa, soEa, soWe, noWe]);
            bitfill::fill!(files = $files, ranks = $ranks, squares = dark, dir = noWe, op = jumps);
            bitfill::fill!(files = $files, ranks = $ranks, squares = dark, dir = soEa, op = jumpers);
            bitfill::fill!(files = $files, ranks = $ranks, squares = dark, dir = noEa,
                op = flying_jumps);
            bitfill::fill!(files = $files, ranks = $ranks, squares = dark, dir = soWe,
                op = flying_targets);

            pub fn cases() -> Vec<Case> {
                let [ne, se, sw, nw] = DIAGONALS;
                let mut cases = vec![
                    case("kogge noEa fill", run!(no_ea_fill, 1), oracle!([ne], fill)),
                    case("kogge soEa fill", run!(so_ea_fill, 1), oracle!([se], fill)),
                    case("kogge soWe fill", run!(so_we_fill, 1), oracle!([sw], fill)),
                    case("kogge noWe fill", run!(no_we_fill, 1), oracle!([nw], fill)),
                    case("kogge noEa occluded", run!(no_ea_occluded, 2), oracle!([ne], occluded, 2)),
                    case("kogge soEa occluded", run!(so_ea_occluded, 2), oracle!([se], occluded, 2)),
                    case("kogge soWe occluded", run!(so_we_occluded, 2), oracle!([sw], occluded, 2)),
                    case("kogge noWe occluded", run!(no_we_occluded, 2), oracle!([nw], occluded, 2)),
                    case("kogge noEa attacks", run!(no_ea_attacks, 2), oracle!([ne], attacks, 2)),
                    case("kogge soEa attacks", run!(so_ea_attacks, 2), oracle!([se], attacks, 2)),
                    case("kogge soWe attacks", run!(so_we_attacks, 2), oracle!([sw], attacks, 2)),
                    case("kogge noWe attacks", run!(no_we_attacks, 2), oracle!([nw], attacks, 2)),
                    case("dumb7 noEa occluded", run!(dumb7::no_ea_occluded, 2), oracle!([ne], occluded, 2)),
                    case("dumb7 soEa occluded", run!(dumb7::so_ea_occluded, 2), oracle!([se], occluded, 2)),
                    case("dumb7 soWe occluded", run!(dumb7::so_we_occluded, 2), oracle!([sw], occluded, 2)),
                    case("dumb7 noWe occluded", run!(dumb7::no_we_occluded, 2), oracle!([nw], occluded, 2)),
                    case("dumb7 noEa attacks", run!(dumb7::no_ea_attacks, 2), oracle!([ne], attacks, 2)),
                    case("dumb7 soEa attacks", run!(dumb7::so_ea_attacks, 2), oracle!([se], attacks, 2)),
                    case("dumb7 soWe attacks", run!(dumb7::so_we_attacks, 2), oracle!([sw], attacks, 2)),
                    case("dumb7 noWe attacks", run!(dumb7::no_we_attacks, 2), oracle!([nw], attacks, 2)),
                    case("kogge king attacks", run!(king_attacks, 2), oracle!(DIAGONALS, attacks, 2)),
                    case("dumb7 king attacks", run!(king_attacks_dumb7, 2), oracle!(DIAGONALS, attacks, 2)),
                    case("white men's moves", run!(white_moves, 2), oracle!([nw, ne], push, 2)),
                    case("king steps", run!(king_steps, 1), oracle!(DIAGONALS, leap)),
                    case("kogge (2, 2) attacks", run!(ray_2_2_attacks, 2), oracle!([(2, 2)], attacks, 2)),
                    case("dumb7 (0, -2) attacks", run!(ray_0_m2_attacks, 2), oracle!([(0, -2)], attacks, 2)),
                    case("kogge cannon", run!(cannon, 2), oracle!(DIAGONALS, cannon, 2)),
                    case("dumb7 grasshopper", run!(grasshopper, 2), oracle!(DIAGONALS, grasshopper, 2)),
                    case("lame elephant", run!(elephant, 2),
                        oracle!([(2, 2), (-2, -2), (2, -2)], lame_double_diagonal, 2)),
                    case("noWe jumps", run!(no_we_jumps, 3), oracle!([nw], jumps)),
                    case("soEa jumpers", run!(so_ea_jumpers, 3), oracle!([se], jumpers)),
                    case("noEa flying_jumps", run!(no_ea_flying_jumps, 3), oracle!([ne], flying_jumps)),
                    case("soWe flying_targets", run!(so_we_flying_targets, 3), oracle!([sw], flying_targets)),
                ];
                cases.extend(draughts_cases!(DIAGONALS));
                cases
            }
        }
    };
}

/// A board of every square: the draughts ops in all eight directions, and single
/// directions that go south (where the word's spare bits could come down onto the board).
macro_rules! full_board {
    ($m:ident, $files:tt, $ranks:tt, $w:ty) => {
        mod $m {
            use super::*;
            pub type W = $w;
            pub const B: Board = Board::all($files, $ranks);

            draughts_ops!(
                $files,
                $ranks,
                all,
                [noEa, east, soEa, sout, soWe, west, noWe, nort]
            );
            bitfill::fill!(files = $files, ranks = $ranks, dir = sout, op = jumps);
            bitfill::fill!(files = $files, ranks = $ranks, dir = nort, op = jumpers);
            bitfill::fill!(
                files = $files,
                ranks = $ranks,
                dir = sout,
                op = flying_jumps
            );
            bitfill::fill!(
                files = $files,
                ranks = $ranks,
                dir = west,
                algo = dumb7,
                op = flying_targets
            );

            pub fn cases() -> Vec<Case> {
                let mut cases = vec![
                    case("sout jumps", run!(sout_jumps, 3), oracle!([(0, -1)], jumps)),
                    case(
                        "nort jumpers",
                        run!(nort_jumpers, 3),
                        oracle!([(0, 1)], jumpers),
                    ),
                    case(
                        "sout flying_jumps",
                        run!(sout_flying_jumps, 3),
                        oracle!([(0, -1)], flying_jumps),
                    ),
                    case(
                        "west flying_targets dumb7",
                        run!(west_flying_targets, 3),
                        oracle!([(-1, 0)], flying_targets),
                    ),
                ];
                cases.extend(draughts_cases!(COMPASS));
                cases
            }
        }
    };
}

dark_board!(d4x4, 4, 4, u64);
dark_board!(d6x6, 6, 6, u64);
dark_board!(d4x9, 4, 9, u64);
dark_board!(d8x8, 8, 8, u64);
dark_board!(d10x10, 10, 10, u64);
dark_board!(d12x10, 12, 10, u128);
dark_board!(d12x12, 12, 12, u128);
/// Past 128 bits, where each operation is a call of `Wide`'s and compiling is slow (the
/// whole set of cases on 16x16 would take longer to build than the rest of this binary): a
/// king's attacks and the four draughts ops, in the four diagonals.
mod d16x16 {
    use super::*;
    pub type W = Wide<3>;
    pub const B: Board = Board::dark(16, 16);

    bitfill::fill!(
        files = 16,
        ranks = 16,
        squares = dark,
        dir = [noEa, soEa, soWe, noWe],
        name = king_attacks
    );
    bitfill::fill!(
        files = 16,
        ranks = 16,
        squares = dark,
        dir = [noEa, soEa, soWe, noWe],
        op = jumps,
        name = jumps
    );
    bitfill::fill!(
        files = 16,
        ranks = 16,
        squares = dark,
        dir = [noEa, soEa, soWe, noWe],
        op = jumpers,
        name = jumpers
    );
    bitfill::fill!(
        files = 16,
        ranks = 16,
        squares = dark,
        dir = [noEa, soEa, soWe, noWe],
        op = flying_jumps,
        name = flying_jumps
    );
    bitfill::fill!(
        files = 16,
        ranks = 16,
        squares = dark,
        dir = [noEa, soEa, soWe, noWe],
        op = flying_targets,
        name = flying_targets
    );

    pub fn cases() -> Vec<Case> {
        vec![
            case(
                "kogge king attacks",
                run!(king_attacks, 2),
                oracle!(DIAGONALS, attacks, 2),
            ),
            case("jumps", run!(jumps, 3), oracle!(DIAGONALS, jumps)),
            case("jumpers", run!(jumpers, 3), oracle!(DIAGONALS, jumpers)),
            case(
                "flying_jumps",
                run!(flying_jumps, 3),
                oracle!(DIAGONALS, flying_jumps),
            ),
            case(
                "flying_targets",
                run!(flying_targets, 3),
                oracle!(DIAGONALS, flying_targets),
            ),
        ]
    }
}

full_board!(f8x8, 8, 8, u64);
full_board!(f7x7, 7, 7, u64);
full_board!(f10x10, 10, 10, u128);

/// Every board and its cases.
fn all() -> Vec<(Board, Vec<Case>)> {
    vec![
        (d4x4::B, d4x4::cases()),
        (d6x6::B, d6x6::cases()),
        (d4x9::B, d4x9::cases()),
        (d8x8::B, d8x8::cases()),
        (d10x10::B, d10x10::cases()),
        (d12x10::B, d12x10::cases()),
        (d12x12::B, d12x12::cases()),
        (d16x16::B, d16x16::cases()),
        (f8x8::B, f8x8::cases()),
        (f7x7::B, f7x7::cases()),
        (f10x10::B, f10x10::cases()),
    ]
}

/// The counts of cases, so that a case that silently drops out of `all` is noticed.
#[test]
fn every_board_is_checked() {
    let boards = all();
    assert_eq!(boards.len(), 11);
    let cases: usize = boards.iter().map(|(_, c)| c.len()).sum();
    assert_eq!(cases, 7 * 39 + 5 + 3 * 10);
}

/// The bits of a word of `bits` bits that are not squares of `b`: the ghosts, and the
/// spare bits above the board.
fn not_squares(b: Board, bits: usize) -> Set {
    (0..bits).fold(Set::EMPTY, |set, bit| set | Set::square(bit)) & !b.board_set()
}

/// Checks one position on every case of `cases`; `garbage` is or-ed into every argument
/// (bits that are not squares, which the functions must ignore). The flying ops take
/// `enemies` and `empty` apart, as on a board: an enemy that is empty as well is left out.
fn check(b: Board, cases: &[Case], args: Args, garbage: Set) {
    let apart = [args[PIECES], args[ENEMIES] & !args[EMPTY], args[EMPTY]];
    for c in cases {
        let args = if c.name.contains("flying") {
            apart
        } else {
            args
        };
        let with = args.map(|a| a | garbage);
        let got = (c.run)(with);
        let want = (c.oracle)(b, args);
        assert_eq!(
            got, want,
            "{b:?} {}: pieces {:?}, enemies {:?}, empty {:?}, garbage {garbage:?}",
            c.name, args[PIECES], args[ENEMIES], args[EMPTY]
        );
    }
}

/// Every assignment of piece, enemy, empty or other to the squares of the 4x4 draughts
/// board, as `(pieces, enemies, empty)`, each with and without its ghost and spare bits.
#[test]
fn every_position_of_the_4x4_draughts_board() {
    let b = d4x4::B;
    let cases = d4x4::cases();
    let squares = b.squares();
    assert_eq!(squares.len(), 8);
    let garbage = not_squares(b, 64);
    let mut checked = 0;
    for code in 0..1u32 << 16 {
        let mut args = [Set::EMPTY; 3];
        for (i, &sq) in squares.iter().enumerate() {
            let state = (code >> (2 * i) & 3) as usize;
            if state < 3 {
                args[state] |= b.set_of([sq]);
            }
        }
        check(
            b,
            &cases,
            args,
            if code % 2 == 0 { garbage } else { Set::EMPTY },
        );
        checked += 1;
    }
    assert_eq!(checked, 65_536);
}

/// A lone piece (the man or king of `pieces`) on each of `squares`, every assignment of
/// enemy, empty or other to the squares of its diagonals, the rest of the board other
/// pieces, and the ghost and spare bits set; on the cases named in `names`. Returns the
/// number of positions.
fn lone_piece(b: Board, cases: &[Case], names: &[&str], squares: &[Step], bits: usize) -> u64 {
    let cases: Vec<&Case> = cases
        .iter()
        .filter(|c| names.iter().any(|n| c.name == *n))
        .collect();
    assert_eq!(cases.len(), names.len());
    let garbage = not_squares(b, bits);
    let mut checked = 0;
    for &sq in squares {
        let lines: Vec<Step> = DIAGONALS.iter().flat_map(|&d| b.ray(sq, d)).collect();
        let piece = b.set_of([sq]);
        for mut code in 0..3u64.pow(lines.len() as u32) {
            let mut args = [piece, Set::EMPTY, Set::EMPTY];
            for &s in &lines {
                if code % 3 > 0 {
                    args[(code % 3) as usize] |= b.set_of([s]);
                }
                code /= 3;
            }
            let with = args.map(|a| a | garbage);
            for c in &cases {
                assert_eq!(
                    (c.run)(with),
                    (c.oracle)(b, args),
                    "{b:?} {} from {sq:?}: enemies {:?}, empty {:?}",
                    c.name,
                    args[ENEMIES],
                    args[EMPTY]
                );
            }
            checked += 1;
        }
    }
    checked
}

const DRAUGHTS_OPS: [&str; 6] = [
    "jumps",
    "jumpers",
    "flying_jumps",
    "flying_targets",
    "flying_jumps dumb7",
    "flying_targets dumb7_loop",
];

#[test]
fn a_lone_piece_on_the_6x6_draughts_board_on_every_third_square() {
    let squares: Vec<Step> = d6x6::B.squares().into_iter().step_by(3).collect();
    let checked = lone_piece(d6x6::B, &d6x6::cases(), &DRAUGHTS_OPS, &squares, 64);
    assert!(checked > 5_000, "{checked}");
}

#[test]
#[ignore = "deep: every square of 6x6, and every square of 8x8 for the kings (4.5 million positions); about 50 s"]
fn a_lone_piece_on_every_square_of_the_6x6_and_8x8_draughts_boards_deep() {
    let checked = lone_piece(
        d6x6::B,
        &d6x6::cases(),
        &DRAUGHTS_OPS,
        &d6x6::B.squares(),
        64,
    );
    assert_eq!(checked, 54_918);
    let checked = lone_piece(
        d8x8::B,
        &d8x8::cases(),
        &["flying_jumps", "flying_targets"],
        &d8x8::B.squares(),
        64,
    );
    assert_eq!(checked, 4_478_976);
}

/// Bits set with probability 1/2^k, `k` from 0 (about half) to 3 (about one in eight).
fn density() -> impl Strategy<Value = Set> {
    (0..4u32, any::<[[u64; 4]; 3]>()).prop_map(|(k, [a, b, c])| {
        let (a, b, c) = (Wide(a), Wide(b), Wide(c));
        match k {
            0 => a,
            1 => a & b,
            2 => a & b & c,
            _ => a & b & c & (b >> 1),
        }
    })
}

/// Pieces, enemies and empty squares at every density, either independent (so that they
/// overlap) or made disjoint as on a real board, with the bits that are not squares
/// whatever the random bits say.
fn random_positions(cases: u32) {
    let boards = all();
    let config = ProptestConfig {
        failure_persistence: None,
        ..ProptestConfig::with_cases(cases)
    };
    common::check_with(
        config,
        (
            density(),
            density(),
            density(),
            any::<bool>(),
            any::<[u64; 4]>(),
        ),
        |(pieces, enemies, empty, disjoint, garbage)| {
            let (enemies, empty) = if disjoint {
                (enemies & !pieces, empty & !pieces & !enemies)
            } else {
                (enemies, empty)
            };
            for (b, cases) in &boards {
                let squares = b.board_set();
                let args = [pieces & squares, enemies & squares, empty & squares];
                check(*b, cases, args, Wide(garbage) & !squares);
            }
            Ok(())
        },
    );
}

#[test]
fn random_positions_match_the_oracle() {
    random_positions(200);
}

#[test]
#[ignore = "deep: 2,000 random positions on every board"]
fn random_positions_match_the_oracle_deep() {
    random_positions(2_000);
}

/// The layout as the engines rely on it: on 10x10 the squares in bits 0 to 54, the ghosts
/// at 5, 16, 27, 38 and 49, a step north-east six bits and north-west five; on 8x8 bits 0
/// to 35, ghosts at 4, 13, 22, 31, steps of five and four.
#[test]
fn the_packed_layout() {
    let ten = d10x10::B.board_set();
    assert_eq!(
        ten,
        Wide([
            ((1 << 55) - 1) & !(1 << 5 | 1 << 16 | 1 << 27 | 1 << 38 | 1 << 49),
            0,
            0,
            0
        ])
    );
    let eight = d8x8::B.board_set();
    assert_eq!(
        eight,
        Wide([
            ((1 << 36) - 1) & !(1 << 4 | 1 << 13 | 1 << 22 | 1 << 31),
            0,
            0,
            0
        ])
    );
    // a1 is bit 0; the long diagonal a1-j10 steps six bits at a time.
    assert_eq!(
        d10x10::no_ea_fill(1),
        (0..10).fold(0, |set, k| set | 1 << (6 * k))
    );
    assert_eq!(d10x10::king_steps(1 << 10), 1 << 15 | 1 << 4); // j2: i3 (bit 15), i1 (bit 4)
    assert_eq!(
        d8x8::king_steps(1 << 14),
        1 << 19 | 1 << 18 | 1 << 10 | 1 << 9
    ); // b4
    // Nothing reaches a ghost bit or past the board from a full board.
    assert_eq!(d10x10::king_steps(!0) & !ten.0[0], 0);
    assert_eq!(d8x8::king_attacks(!0, !0) & !eight.0[0], 0);
}
