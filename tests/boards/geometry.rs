//! `fill!` on boards other than 8x8 and with riders' step vectors, held against the naive
//! oracle of `common/geometry_oracle.rs`: every op and algorithm on boards from 2x2 to
//! 16x16 (odd and even sides, `u64` and `u128` words and `Wide`s of three and four words,
//! boards that fill their word and boards that leave spare bits), on random positions whose
//! spare bits are set; and every occupancy of a lone slider's lines on the xiangqi board
//! (9x10) and on 14x14 and 16x16, exhaustively. By default the random positions are 200
//! and the lone sliders stand on a sample of the squares (`Geometry::sample`); the
//! `..._deep` tests (`-- --include-ignored`) run 2,000 positions and every square.

use crate::common::{self, geometry_oracle};

use bitfill::Wide;
use geometry_oracle::{AsSet, BISHOP, COMPASS, Geometry, NIGHTRIDER, ROOK, Set, Step};

use crate::common::rng::Rng;
use proptest::prelude::*;

/// One generated function and what the oracle says it computes, both on [`Set`]s.
struct Case {
    name: String,
    run: Box<dyn Fn(Set, Set) -> Set>,
    oracle: Box<dyn Fn(Geometry, Set, Set) -> Set>,
}

fn case(
    name: impl Into<String>,
    run: impl Fn(Set, Set) -> Set + 'static,
    oracle: impl Fn(Geometry, Set, Set) -> Set + 'static,
) -> Case {
    Case {
        name: name.into(),
        run: Box::new(run),
        oracle: Box::new(oracle),
    }
}

/// The cases of one op over a list of directions (`op` names the oracle's method).
macro_rules! union {
    ($steps:expr, $op:ident) => {
        |g: Geometry, s: Set, e: Set| g.each_step(&$steps, |d| g.$op(s, e, d))
    };
}

/// A generated `(sliders, empty)` or `(generator, propagator)` function on [`Set`]s.
macro_rules! run2 {
    ($f:path) => {
        |s: Set, e: Set| $f(W::from_set(s), W::from_set(e)).to_set()
    };
}

/// The per-direction functions of one algorithm, in the compass order of the oracle.
macro_rules! paste_compass {
    ($m:ident, attacks) => {
        [
            $m::no_ea_attacks as fn(W, W) -> W,
            $m::east_attacks,
            $m::so_ea_attacks,
            $m::sout_attacks,
            $m::so_we_attacks,
            $m::west_attacks,
            $m::no_we_attacks,
            $m::nort_attacks,
        ]
    };
    ($m:ident, occluded) => {
        [
            $m::no_ea_occluded as fn(W, W) -> W,
            $m::east_occluded,
            $m::so_ea_occluded,
            $m::sout_occluded,
            $m::so_we_occluded,
            $m::west_occluded,
            $m::no_we_occluded,
            $m::nort_occluded,
        ]
    };
    ($m:ident, fill) => {
        [
            $m::no_ea_fill as fn(W) -> W,
            $m::east_fill,
            $m::so_ea_fill,
            $m::sout_fill,
            $m::so_we_fill,
            $m::west_fill,
            $m::no_we_fill,
            $m::nort_fill,
        ]
    };
}

/// Every op and algorithm on one board: the compass directions one by one (`fill`,
/// `occluded`, `attacks`), the rook and bishop lists, the hoppers (lists and single
/// directions), subtraction eastwards.
macro_rules! geometry {
    ($m:ident, $files:tt, $ranks:tt, $w:ty) => {
        mod $m {
            use super::*;
            type W = $w;
            pub const G: Geometry = Geometry::new($files, $ranks);

            pub mod kogge {
                bitfill::fill!(files = $files, ranks = $ranks, dir = noEa, vis = pub);
                bitfill::fill!(files = $files, ranks = $ranks, dir = east, vis = pub);
                bitfill::fill!(files = $files, ranks = $ranks, dir = soEa, vis = pub);
                bitfill::fill!(files = $files, ranks = $ranks, dir = sout, vis = pub);
                bitfill::fill!(files = $files, ranks = $ranks, dir = soWe, vis = pub);
                bitfill::fill!(files = $files, ranks = $ranks, dir = west, vis = pub);
                bitfill::fill!(files = $files, ranks = $ranks, dir = noWe, vis = pub);
                bitfill::fill!(files = $files, ranks = $ranks, dir = nort, vis = pub);
            }
            pub mod dumb7 {
                bitfill::fill!(files = $files, ranks = $ranks, dir = noEa, algo = dumb7, vis = pub);
                bitfill::fill!(files = $files, ranks = $ranks, dir = east, algo = dumb7, vis = pub);
                bitfill::fill!(files = $files, ranks = $ranks, dir = soEa, algo = dumb7, vis = pub);
                bitfill::fill!(files = $files, ranks = $ranks, dir = sout, algo = dumb7, vis = pub);
                bitfill::fill!(files = $files, ranks = $ranks, dir = soWe, algo = dumb7, vis = pub);
                bitfill::fill!(files = $files, ranks = $ranks, dir = west, algo = dumb7, vis = pub);
                bitfill::fill!(files = $files, ranks = $ranks, dir = noWe, algo = dumb7, vis = pub);
                bitfill::fill!(files = $files, ranks = $ranks, dir = nort, algo = dumb7, vis = pub);
            }
            bitfill::fill!(files = $files, ranks = $ranks, dir = [nort, east, sout, west],
                algo = kogge, op = attacks, name = rook, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks, dir = [noEa, soEa, soWe, noWe],
                algo = kogge, name = bishop, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks, dir = [nort, east, sout, west],
                algo = kogge, op = cannon, name = cannon, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks,
                dir = [noEa, east, soEa, sout, soWe, west, noWe, nort],
                algo = kogge, op = grasshopper, name = grasshopper, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks, dir = [nort, east, sout, west],
                algo = dumb7, name = rook_dumb7, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks,
                dir = [noEa, east, soEa, sout, soWe, west, noWe, nort],
                algo = dumb7, op = cannon, name = cannon_dumb7, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks, dir = [noEa, soEa, soWe, noWe],
                algo = dumb7, op = grasshopper, name = grasshopper_dumb7, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks,
                dir = [noEa, east, soEa, sout, soWe, west, noWe, nort],
                algo = dumb7_loop, name = queen_loop, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks, dir = [nort, east, sout, west],
                algo = dumb7_loop, op = cannon, name = cannon_loop, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks, dir = soWe, op = cannon, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks, dir = noEa, algo = dumb7,
                op = grasshopper, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks, dir = east, algo = subtract,
                name = east_subtract, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks, dir = east, algo = subtract,
                op = cannon, name = east_cannon_subtract, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks, dir = [east], algo = subtract,
                op = grasshopper, name = east_grasshopper_subtract, vis = pub);

            pub fn cases() -> Vec<Case> {
                let mut cases = Vec::new();
                let fills = paste_compass!(kogge, fill);
                let occluded = paste_compass!(kogge, occluded);
                let attacks = paste_compass!(kogge, attacks);
                let occluded7 = paste_compass!(dumb7, occluded);
                let attacks7 = paste_compass!(dumb7, attacks);
                for (i, d) in COMPASS.into_iter().enumerate() {
                    let f = fills[i];
                    cases.push(case(format!("kogge fill {d:?}"),
                        move |s, _| f(W::from_set(s)).to_set(), move |g, s, _| g.fill(s, d)));
                    for (algo, f) in [("kogge", occluded[i]), ("dumb7", occluded7[i])] {
                        cases.push(case(format!("{algo} occluded {d:?}"),
                            move |s, e| f(W::from_set(s), W::from_set(e)).to_set(),
                            move |g, s, e| g.occluded(s, e, d)));
                    }
                    for (algo, f) in [("kogge", attacks[i]), ("dumb7", attacks7[i])] {
                        cases.push(case(format!("{algo} attacks {d:?}"),
                            move |s, e| f(W::from_set(s), W::from_set(e)).to_set(),
                            move |g, s, e| g.attacks(s, e, d)));
                    }
                }
                cases.extend([
                    case("kogge rook", run2!(rook), union!(ROOK, attacks)),
                    case("kogge bishop", run2!(bishop), union!(BISHOP, attacks)),
                    case("kogge cannon", run2!(cannon), union!(ROOK, cannon)),
                    case("kogge grasshopper", run2!(grasshopper), union!(COMPASS, grasshopper)),
                    case("dumb7 rook", run2!(rook_dumb7), union!(ROOK, attacks)),
                    case("dumb7 cannon", run2!(cannon_dumb7), union!(COMPASS, cannon)),
                    case("dumb7 grasshopper", run2!(grasshopper_dumb7),
                        union!(BISHOP, grasshopper)),
                    case("dumb7_loop queen", run2!(queen_loop), union!(COMPASS, attacks)),
                    case("dumb7_loop cannon", run2!(cannon_loop), union!(ROOK, cannon)),
                    case("kogge cannon soWe", run2!(so_we_cannon), union!([(-1, -1)], cannon)),
                    case("dumb7 grasshopper noEa", run2!(no_ea_grasshopper),
                        union!([(1, 1)], grasshopper)),
                    case("subtract east", run2!(east_subtract), union!([(1, 0)], attacks)),
                    case("subtract cannon", run2!(east_cannon_subtract), union!([(1, 0)], cannon)),
                    case("subtract grasshopper", run2!(east_grasshopper_subtract),
                        union!([(1, 0)], grasshopper)),
                ]);
                cases
            }
        }
    };
}

/// Riders' step vectors, on boards of at least 3x3.
macro_rules! riders {
    ($m:ident, $files:tt, $ranks:tt, $w:ty) => {
        mod $m {
            use super::*;
            type W = $w;
            pub const G: Geometry = Geometry::new($files, $ranks);

            bitfill::fill!(files = $files, ranks = $ranks,
                dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
                name = nightrider, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks,
                dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
                algo = dumb7, name = nightrider_dumb7, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks, dir = (1, 2));
            bitfill::fill!(files = $files, ranks = $ranks, dir = (-2, 1), algo = dumb7);
            bitfill::fill!(files = $files, ranks = $ranks, dir = [(0, 2), (2, 0), (0, -2), (-2, 0)],
                op = cannon, name = dabbaba_cannon, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks, dir = [(2, 2), (-2, -2), nort],
                algo = dumb7, op = grasshopper, name = mixed_grasshopper, vis = pub);
            bitfill::fill!(files = $files, ranks = $ranks, dir = (0, -1), name = sout_by_vector,
                op = attacks);

            pub fn cases() -> Vec<Case> {
                const DABBABA: [Step; 4] = [(0, 2), (2, 0), (0, -2), (-2, 0)];
                const MIXED: [Step; 3] = [(2, 2), (-2, -2), (0, 1)];
                vec![
                    case("kogge nightrider", run2!(nightrider), union!(NIGHTRIDER, attacks)),
                    case("dumb7 nightrider", run2!(nightrider_dumb7), union!(NIGHTRIDER, attacks)),
                    case("kogge (1, 2) fill", |s, _| ray_1_2_fill(W::from_set(s)).to_set(),
                        |g, s, _| g.fill(s, (1, 2))),
                    case("kogge (1, 2) occluded", run2!(ray_1_2_occluded),
                        union!([(1, 2)], occluded)),
                    case("kogge (1, 2) attacks", run2!(ray_1_2_attacks),
                        union!([(1, 2)], attacks)),
                    case("dumb7 (-2, 1) occluded", run2!(ray_m2_1_occluded),
                        union!([(-2, 1)], occluded)),
                    case("dumb7 (-2, 1) attacks", run2!(ray_m2_1_attacks),
                        union!([(-2, 1)], attacks)),
                    case("kogge dabbaba cannon", run2!(dabbaba_cannon), union!(DABBABA, cannon)),
                    case("dumb7 grasshopper", run2!(mixed_grasshopper), union!(MIXED, grasshopper)),
                    case("kogge (0, -1)", run2!(sout_by_vector), union!([(0, -1)], attacks)),
                ]
            }
        }
    };
}

geometry!(g2x2, 2, 2, u64);
geometry!(g3x5, 3, 5, u64);
geometry!(g5x3, 5, 3, u64);
geometry!(g4x4, 4, 4, u64);
geometry!(g7x7, 7, 7, u64);
geometry!(g7x9, 7, 9, u64);
geometry!(g8x8, 8, 8, u64);
geometry!(g16x4, 16, 4, u64);
geometry!(g2x16, 2, 16, u64);
geometry!(g13x5, 13, 5, u128);
geometry!(g9x9, 9, 9, u128);
geometry!(g9x10, 9, 10, u128);
geometry!(g10x10, 10, 10, u128);
geometry!(g11x11, 11, 11, u128);
geometry!(g12x10, 12, 10, u128);
geometry!(g16x8, 16, 8, u128);
geometry!(g8x16, 8, 16, u128);
geometry!(g16x7, 16, 7, u128);
geometry!(g12x12, 12, 12, Wide<3>);
geometry!(g13x11, 13, 11, Wide<3>);
geometry!(g9x16, 9, 16, Wide<3>);
geometry!(g14x14, 14, 14, Wide<4>);
geometry!(g15x15, 15, 15, Wide<4>);
geometry!(g16x16, 16, 16, Wide<4>);

riders!(r3x3, 3, 3, u64);
riders!(r5x7, 5, 7, u64);
riders!(r8x8, 8, 8, u64);
riders!(r9x10, 9, 10, u128);
riders!(r10x10, 10, 10, u128);
riders!(r16x8, 16, 8, u128);
riders!(r7x15, 7, 15, u128);
riders!(r12x12, 12, 12, Wide<3>);
riders!(r14x14, 14, 14, Wide<4>);
riders!(r16x16, 16, 16, Wide<4>);

/// Every board and its cases.
fn all() -> Vec<(Geometry, Vec<Case>)> {
    vec![
        (g2x2::G, g2x2::cases()),
        (g3x5::G, g3x5::cases()),
        (g5x3::G, g5x3::cases()),
        (g4x4::G, g4x4::cases()),
        (g7x7::G, g7x7::cases()),
        (g7x9::G, g7x9::cases()),
        (g8x8::G, g8x8::cases()),
        (g16x4::G, g16x4::cases()),
        (g2x16::G, g2x16::cases()),
        (g13x5::G, g13x5::cases()),
        (g9x9::G, g9x9::cases()),
        (g9x10::G, g9x10::cases()),
        (g10x10::G, g10x10::cases()),
        (g11x11::G, g11x11::cases()),
        (g12x10::G, g12x10::cases()),
        (g16x8::G, g16x8::cases()),
        (g8x16::G, g8x16::cases()),
        (g16x7::G, g16x7::cases()),
        (g12x12::G, g12x12::cases()),
        (g13x11::G, g13x11::cases()),
        (g9x16::G, g9x16::cases()),
        (g14x14::G, g14x14::cases()),
        (g15x15::G, g15x15::cases()),
        (g16x16::G, g16x16::cases()),
        (r3x3::G, r3x3::cases()),
        (r5x7::G, r5x7::cases()),
        (r8x8::G, r8x8::cases()),
        (r9x10::G, r9x10::cases()),
        (r10x10::G, r10x10::cases()),
        (r16x8::G, r16x8::cases()),
        (r7x15::G, r7x15::cases()),
        (r12x12::G, r12x12::cases()),
        (r14x14::G, r14x14::cases()),
        (r16x16::G, r16x16::cases()),
    ]
}

/// Checks one position on every case of every board; the word's bits beyond the board are
/// whatever the random bits say, so they are set about half the time.
fn check_all(boards: &[(Geometry, Vec<Case>)], sliders: Set, empty: Set) {
    for (g, cases) in boards {
        let word: Set = g.word_set();
        let (sliders, empty) = (sliders & word, empty & word);
        for c in cases {
            let got = (c.run)(sliders, empty);
            let want = (c.oracle)(*g, sliders, empty);
            assert_eq!(
                got, want,
                "{}x{} {}: sliders {sliders:?}, empty {empty:?}",
                g.files, g.ranks, c.name
            );
        }
    }
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

/// Sliders and blockers at every density, with the spare bits of the word set or not,
/// `cases` positions.
fn random_sets(cases: u32) {
    let boards = all();
    let config = ProptestConfig {
        failure_persistence: None,
        ..ProptestConfig::with_cases(cases)
    };
    common::check_with(
        config,
        (density(), density(), any::<bool>()),
        |(sliders, occupied, spare)| {
            // `empty` as callers pass it, `!occupied`: the spare bits set; or cleared.
            let empty = if spare {
                !occupied
            } else {
                !occupied & Set::FULL >> (occupied.len() % 64)
            };
            check_all(&boards, sliders, empty);
            Ok(())
        },
    );
}

#[test]
fn random_positions_match_the_oracle() {
    random_sets(200);
}

#[test]
#[ignore = "deep: 2,000 random positions on every board; about 7 s"]
fn random_positions_match_the_oracle_deep() {
    random_sets(2_000);
}

/// The counts of cases, so that a case that silently drops out of `all` is noticed.
#[test]
fn every_board_is_checked() {
    let boards = all();
    assert_eq!(boards.len(), 34);
    let cases: usize = boards.iter().map(|(_, c)| c.len()).sum();
    assert_eq!(cases, 24 * (8 * 5 + 14) + 10 * 10);
}

/// Every subset of the squares a lone slider's rays cross (its rank and file for the
/// chariot and the cannon, its diagonals for the bishop and the grasshopper), on each of
/// `squares` of the xiangqi board, with `empty = !occupied` as callers pass it: every spare
/// bit of the word set. Returns the number of positions checked.
fn xiangqi_board_lone_sliders(squares: &[i32]) -> u64 {
    type F = fn(u128, u128) -> u128;
    let g = g9x10::G;
    let board = g.board();
    let mut checked = 0u64;
    let attacks = |s, e, d| g.attacks(s, e, d);
    let cannon = |s, e, d| g.cannon(s, e, d);
    let grasshopper = |s, e, d| g.grasshopper(s, e, d);
    type Oracle<'a> = &'a dyn Fn(u128, u128, Step) -> u128;
    type Group<'a> = (&'a [Step], Vec<(&'a str, Vec<F>, Oracle<'a>)>);
    let groups: [Group; 2] = [
        (
            &ROOK,
            vec![
                ("attacks", vec![g9x10::rook, g9x10::rook_dumb7], &attacks),
                ("cannon", vec![g9x10::cannon, g9x10::cannon_loop], &cannon),
            ],
        ),
        (
            &BISHOP,
            vec![
                ("attacks", vec![g9x10::bishop], &attacks),
                ("grasshopper", vec![g9x10::grasshopper_dumb7], &grasshopper),
            ],
        ),
    ];
    for &sq in squares {
        let slider = 1u128 << sq;
        for (steps, ops) in &groups {
            let lines: Vec<i32> = steps.iter().flat_map(|&d| g.ray(sq, d)).collect();
            for subset in 0..1u64 << lines.len() {
                let occupied = lines
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| subset >> i & 1 == 1)
                    .fold(slider, |o, (_, &s)| o | 1 << s);
                let empty = !occupied;
                for (op, functions, oracle) in ops {
                    let want = g.each_step(steps, |d| oracle(slider, empty, d));
                    for f in functions {
                        let got = f(slider, empty);
                        assert_eq!(got & !board, 0, "{op} on {sq}: a bit off the board");
                        assert_eq!(got, want, "{op} on square {sq}, occupied {occupied:#x}");
                        checked += 1;
                    }
                }
            }
        }
    }
    println!("{checked} lone-slider positions checked");
    checked
}

/// [`xiangqi_board_lone_sliders`] on a sample of the squares ([`Geometry::sample`]).
#[test]
fn xiangqi_board_lone_sliders_on_a_sample_of_squares() {
    let checked = xiangqi_board_lone_sliders(&g9x10::G.sample());
    assert!(checked > 3_000_000, "{checked}");
}

#[test]
#[ignore = "deep: every square of the xiangqi board, 40 million lone-slider positions; about 25 s"]
fn xiangqi_board_lone_sliders_exhaustively_deep() {
    let every: Vec<i32> = (0..g9x10::G.squares()).collect();
    let checked = xiangqi_board_lone_sliders(&every);
    assert!(checked > 40_000_000, "{checked}");
}

/// `bitfill::geometry`'s tables, evaluated at compile time, against the oracle's walk.
#[test]
fn geometry_tables_match_the_oracle() {
    use bitfill::geometry::{double_ray, double_rays, ray, rays};
    const XIANGQI_NORTH: [u128; 90] = rays(9, 10, (0, 1));
    const XIANGQI_NIGHTRIDER: [u128; 90] = rays(9, 10, (-1, 2));
    const BIG_DIAGONALS: [u128; 128] = double_rays(16, 8, (1, 1));
    const TINY_RANKS: [u128; 6] = double_rays(3, 2, (1, 0));
    let tables: [(Geometry, Step, &[u128], bool); 4] = [
        (g9x10::G, (0, 1), &XIANGQI_NORTH, false),
        (g9x10::G, (-1, 2), &XIANGQI_NIGHTRIDER, false),
        (g16x8::G, (1, 1), &BIG_DIAGONALS, true),
        (Geometry::new(3, 2), (1, 0), &TINY_RANKS, true),
    ];
    for (g, step, table, both_ways) in tables {
        for sq in 0..g.squares() {
            let mut want = g.ray_attacks(sq, step, u128::MAX);
            if both_ways {
                want |= g.ray_attacks(sq, (-step.0, -step.1), u128::MAX);
            }
            assert_eq!(table[sq as usize], want, "{g:?} {step:?} square {sq}");
        }
    }
    // Every board, every step the riders use, every square.
    for (g, _) in all().into_iter().filter(|(g, _)| g.squares() <= 128) {
        for step in COMPASS
            .into_iter()
            .chain(NIGHTRIDER)
            .chain([(0, 2), (3, -1)])
        {
            for sq in 0..g.squares() {
                let (f, r) = (g.files as usize, g.ranks as usize);
                let want = g.ray_attacks(sq, step, u128::MAX);
                assert_eq!(ray(sq as usize, f, r, step), want);
                let back = g.ray_attacks(sq, (-step.0, -step.1), u128::MAX);
                assert_eq!(double_ray(sq as usize, f, r, step), want | back);
            }
        }
    }
    // Past 128 squares (and below, read as `Wide<4>`): `geometry::wide`.
    for (g, _) in all() {
        for step in COMPASS
            .into_iter()
            .chain(NIGHTRIDER)
            .chain([(0, 2), (3, -1)])
        {
            for sq in 0..g.squares() {
                let (f, r) = (g.files as usize, g.ranks as usize);
                let want: Set = g.ray_attacks(sq, step, !Set::EMPTY);
                assert_eq!(
                    bitfill::geometry::wide::ray::<4>(sq as usize, f, r, step),
                    want
                );
                let back: Set = g.ray_attacks(sq, (-step.0, -step.1), !Set::EMPTY);
                assert_eq!(
                    bitfill::geometry::wide::double_ray(sq as usize, f, r, step),
                    want | back
                );
            }
        }
    }
    const XXL_DIAGONALS: [Set; 196] = bitfill::geometry::wide::double_rays(14, 14, (1, 1));
    assert_eq!(XXL_DIAGONALS[0].len(), 13);
    assert_eq!(ray(90, 9, 10, (0, 1)), 0, "off the board");
    assert_eq!(ray(4, 9, 10, (0, 0)), 0, "no step");
}

/// The Classical Approach of `geometry` (`positive_ray_attacks`, `negative_ray_attacks`, and
/// their `geometry::wide` forms past 128 squares) against the oracle's walk: on shogi's 9x9,
/// every square, compass direction and subset of the ray's squares, with the squares off the
/// ray occupied or not; on every board, every compass and rider step from every square with
/// random occupancies (the spare bits of the word set half the time).
#[test]
fn classical_ray_attacks_match_the_oracle() {
    use bitfill::geometry::{self, is_positive, negative_ray_attacks, positive_ray_attacks};
    let attacks = |files: usize, ray: u128, occupied: u128, step: Step| {
        if is_positive(files, step) {
            positive_ray_attacks(ray, occupied)
        } else {
            negative_ray_attacks(ray, occupied)
        }
    };
    let g = g9x9::G;
    let mut checked = 0u64;
    for sq in 0..g.squares() {
        for step in COMPASS {
            let ray = geometry::ray(sq as usize, 9, 9, step);
            let squares: Vec<i32> = g.ray(sq, step).collect();
            for subset in 0..1u32 << squares.len() {
                let on_ray = squares
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| subset >> i & 1 != 0)
                    .fold(0u128, |set, (_, &s)| set | 1 << s);
                for off_ray in [0, !ray & !(1 << sq)] {
                    let occupied = on_ray | off_ray;
                    let want = g.ray_attacks(sq, step, !occupied);
                    assert_eq!(attacks(9, ray, occupied, step), want, "9x9 {sq} {step:?}");
                    checked += 1;
                }
            }
        }
    }
    let mut rng = Rng(0x5eed_c1a5_51ca_1000);
    for (g, _) in all() {
        let (f, r) = (g.files as usize, g.ranks as usize);
        for step in COMPASS
            .into_iter()
            .chain(NIGHTRIDER)
            .chain([(0, 2), (3, -1)])
        {
            for sq in 0..g.squares() {
                for _ in 0..8 {
                    let random: Set = Wide([rng.next(), rng.next(), rng.next(), rng.next()]);
                    let sparse = random & Wide([rng.next(), rng.next(), rng.next(), rng.next()]);
                    let occupied = if rng.below(2) == 0 { random } else { sparse };
                    let want: Set = g.ray_attacks(sq, step, !occupied);
                    let wide_ray = bitfill::geometry::wide::ray::<4>(sq as usize, f, r, step);
                    let got = if is_positive(f, step) {
                        bitfill::geometry::wide::positive_ray_attacks(wide_ray, occupied)
                    } else {
                        bitfill::geometry::wide::negative_ray_attacks(wide_ray, occupied)
                    };
                    assert_eq!(got, want, "{g:?} {sq} {step:?} {occupied:?}");
                    if g.squares() <= 128 {
                        let occupied = u128::from_set(occupied);
                        let ray = geometry::ray(sq as usize, f, r, step);
                        let want = g.ray_attacks(sq, step, !occupied);
                        assert_eq!(attacks(f, ray, occupied, step), want, "{g:?} {sq} {step:?}");
                    }
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 553_200, "a case dropped out");
}

/// `rectangle`, `rank_band` and `file_band` against a square-by-square walk, on every board
/// from 2x2 to 16x16 (`u128` and `geometry::wide`) and every range, off-board and empty
/// ranges included.
#[test]
fn regions_on_every_board() {
    use bitfill::geometry::{file_band, rank_band, rectangle};
    let mut checked = 0;
    use bitfill::geometry::wide;
    for files in 2..=16usize {
        for ranks in 2..=16usize {
            let g = Geometry::new(files as i32, ranks as i32);
            let naive = |f: (usize, usize), r: (usize, usize)| {
                g.each(g.board_set::<Set>())
                    .filter(|&sq| {
                        let (file, rank) = (sq as usize % files, sq as usize / files);
                        (f.0..=f.1).contains(&file) && (r.0..=r.1).contains(&rank)
                    })
                    .fold(Set::EMPTY, |set, sq| set | Set::square(sq as usize))
            };
            let narrow = files * ranks <= 128;
            for a in 0..=17 {
                for b in 0..=17 {
                    let (f, r) = ((a / 2, a / 2 + b / 3), (b / 2, b / 2 + a / 4));
                    let want = [naive((0, 99), (a, b)), naive((a, b), (0, 99)), naive(f, r)];
                    let got = [
                        wide::rank_band::<4>(files, ranks, a, b),
                        wide::file_band(files, ranks, a, b),
                        wide::rectangle(files, ranks, f, r),
                    ];
                    assert_eq!(got, want, "{files}x{ranks} {f:?} {r:?}");
                    if narrow {
                        let got = [
                            rank_band(files, ranks, a, b),
                            file_band(files, ranks, a, b),
                            rectangle(files, ranks, f, r),
                        ];
                        assert_eq!(got.map(u128::to_set), want, "{files}x{ranks} {f:?} {r:?}");
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 60_000);
}

/// Past 128 squares, every subset of the squares of each ray of a lone slider, on every
/// square of 14x14 and 16x16 (or on a sample of them, [`Geometry::sample`]), for each
/// direction's Kogge-Stone and Dumb7Fill attacks and occluded fill, with `empty = !occupied`
/// (every spare bit of the words set): the shifts across word boundaries meet every square
/// of every ray. Returns the number of rays checked.
fn wide_boards_lone_sliders(every_square: bool) -> u64 {
    type W = Set;
    type F = fn(W, W) -> W;
    let boards: [(Geometry, [[F; 8]; 4]); 2] = [
        {
            use g14x14::{G, dumb7, kogge};
            (
                G,
                [
                    paste_compass!(kogge, attacks),
                    paste_compass!(dumb7, attacks),
                    paste_compass!(kogge, occluded),
                    paste_compass!(dumb7, occluded),
                ],
            )
        },
        {
            use g16x16::{G, dumb7, kogge};
            (
                G,
                [
                    paste_compass!(kogge, attacks),
                    paste_compass!(dumb7, attacks),
                    paste_compass!(kogge, occluded),
                    paste_compass!(dumb7, occluded),
                ],
            )
        },
    ];
    let mut checked = 0u64;
    for (g, [kogge, dumb7, kogge_occluded, dumb7_occluded]) in boards {
        let board: Set = g.board_set();
        let squares = if every_square {
            (0..g.squares()).collect()
        } else {
            g.sample()
        };
        for sq in squares {
            let slider = Set::square(sq as usize);
            for (d, &step) in COMPASS.iter().enumerate() {
                let ray: Vec<i32> = g.ray(sq, step).collect();
                for subset in 0..1u32 << ray.len() {
                    let occupied = ray
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| subset >> i & 1 == 1)
                        .fold(slider, |o, (_, &s)| o | Set::square(s as usize));
                    let empty = !occupied;
                    let attacks = g.attacks(slider, empty, step);
                    let occluded = g.occluded(slider, empty, step);
                    for (f, want) in [
                        (kogge[d], attacks),
                        (dumb7[d], attacks),
                        (kogge_occluded[d], occluded),
                        (dumb7_occluded[d], occluded),
                    ] {
                        let got = f(slider, empty);
                        assert_eq!(
                            got & !board,
                            Set::EMPTY,
                            "{g:?} {step:?} on {sq}: off the board"
                        );
                        assert_eq!(got, want, "{g:?} {step:?} on {sq}, occupied {occupied:?}");
                        checked += 1;
                    }
                }
            }
        }
    }
    println!("{checked} lone-slider rays checked");
    checked
}

/// [`wide_boards_lone_sliders`] on a sample of the squares.
#[test]
fn wide_boards_lone_sliders_on_a_sample_of_squares() {
    let checked = wide_boards_lone_sliders(false);
    assert!(checked > 50_000, "{checked}");
}

#[test]
#[ignore = "deep: every square of 14x14 and 16x16, every subset of every ray; about 8 s"]
fn wide_boards_lone_sliders_exhaustively_deep() {
    let checked = wide_boards_lone_sliders(true);
    assert!(checked > 1_000_000, "{checked}");
}
