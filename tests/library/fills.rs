//! Every fill and attack getter of bitfill against the naive ray-walking oracle
//! (`tests/common/oracle.rs`, file and rank arithmetic only).
//!
//! Exhaustive part, a lone slider (or generator) on each of the 64 squares:
//! - per direction (kogge `*_fill`, `*_occluded`, `*_attacks`; dumb7 `*_occluded`,
//!   `*_attacks`; the generalized `kogge::{occluded, attacks}`, `dumb7::{occluded, attacks}`
//!   and `internals::dumb7_attacks_loop` for every `Dir`; `subtract::east_attacks`; `dumb7_loop` fills made by
//!   `fill!` in this file): EVERY subset of the occupancy of the slider's ray, each with the
//!   squares off the ray all empty and all occupied, and the slider square in `empty` and
//!   not (4 boards per subset). Occluded fills likewise over every subset of the
//!   propagator on the ray, and dumb7's occluded fills must equal kogge's. Fills: every
//!   generator set made of a square and any subset of its ray.
//! - set-wise rook, bishop (kogge, dumb7, crate root): EVERY subset of the slider's rays
//!   (at most 14 squares, 2^14 boards). Queen (kogge, dumb7, crate root, and the 8-direction
//!   lists made by `fill!` here): every subset of its rook rays, every subset of its bishop
//!   rays, and every subset of its 8 rays without their edge squares (at most 19 squares)
//!   with the edge squares all empty and again all occupied. Every board also with the
//!   slider square in `empty` and not. The `fill!` lists of fewer than 8 directions here
//!   cover at most 14 ray squares from any square: every subset, compared with the OR of
//!   the single-direction getters and with the oracle (a list of more than 16 ray squares
//!   would fall back to the queen's inner-subset scheme).
//! - `shift_one`: every square in every direction.
//!
//! The queen's inner subsets of all 8 rays, the costliest sweep, run on 6 squares by default
//! (`common::Sweep::SmallSample`) and on all 64 in `..._deep` (`-- --include-ignored`).
//!
//! Random part (proptest, 10 000 cases per property): positions with several sliders,
//! biased to sliders on one line, edges and corners, full and empty boards, and slider
//! squares in `empty` or not. The getters' documented convention, checked here: the result
//! does not depend on whether the slider squares are in `empty` (a slider on another
//! slider's ray blocks it iff it is not in `empty`, and then attacks the rest of the ray
//! itself, so the union is the same).
//!
//! Run `cargo test --test library fills:: -- --nocapture` to see the case counts.

use crate::common;

use bitfill::internals::dumb7_attacks_loop;
use bitfill::{Bitboard, Dir, Empty, dumb7, fill, kogge, subtract};
use common::oracle::{self, BISHOP_DIRS, ROOK_DIRS};
use common::strategies::{Position, positions, sparse};
use common::{Sweep, subsets};
use proptest::prelude::*;

type Fill = fn(Bitboard) -> Bitboard;
/// The harness's form, `(sliders, empty)` as two words, as the oracle and the fills `fill!`
/// makes here without `empty = ...` take them.
type TwoArg = fn(u64, u64) -> u64;
/// The library's fills: `(sliders, empty)`, a [`Bitboard`] and an [`Empty`].
type Lib = fn(Bitboard, Empty) -> Bitboard;
/// A getter or fill with its name, for failure messages.
type Named = (&'static str, Box<dyn Fn(u64, u64) -> u64>);

/// The harness's empty squares as the library takes them.
fn empty_squares(empty: u64) -> Empty {
    Empty::from_empty_squares(Bitboard(empty))
}

/// `fill!` with `algo = dumb7_loop` per direction: the library does not export these, so
/// they are generated here to check that branch of the macro as well.
mod dumb7_loop {
    use bitfill::fill;
    fill!(dir = noEa, algo = dumb7_loop, vis = pub(crate));
    fill!(dir = east, algo = dumb7_loop, vis = pub(crate));
    fill!(dir = soEa, algo = dumb7_loop, vis = pub(crate));
    fill!(dir = sout, algo = dumb7_loop, vis = pub(crate));
    fill!(dir = soWe, algo = dumb7_loop, vis = pub(crate));
    fill!(dir = west, algo = dumb7_loop, vis = pub(crate));
    fill!(dir = noWe, algo = dumb7_loop, vis = pub(crate));
    fill!(dir = nort, algo = dumb7_loop, vis = pub(crate));
}

// Fill by subtraction under a custom name, and a single op.
fill!(
    dir = east,
    algo = subtract,
    op = attacks,
    name = east_by_subtraction
);

// Direction lists: two directions, one, three, all eight in scrambled orders.
fill!(dir = [nort, soWe], algo = kogge, name = nort_so_we);
fill!(dir = [noEa], algo = kogge, name = just_no_ea);
fill!(
    dir = [east, west, noWe],
    algo = dumb7,
    name = east_west_no_we
);
fill!(dir = [sout], algo = dumb7, name = just_sout);
fill!(
    dir = [soEa, nort, west],
    algo = dumb7_loop,
    name = so_ea_nort_west_loop
);
fill!(dir = [noWe], algo = dumb7_loop, name = just_no_we_loop);
fill!(dir = [east], algo = subtract, name = just_east_subtract);
fill!(
    dir = [west, noEa, sout, nort, soWe, east, noWe, soEa],
    algo = kogge,
    name = all_eight_kogge
);
fill!(
    dir = [soEa, noWe, east, soWe, nort, sout, noEa, west],
    algo = dumb7,
    name = all_eight_dumb7
);
fill!(
    dir = [noWe, sout, soEa, west, east, nort, soWe, noEa],
    algo = dumb7_loop,
    name = all_eight_loop
);
/// The empty squares as a caller's own type (`fill!`'s `empty = Type` reads its field,
/// which `bitfill::Empty` keeps to itself).
#[derive(Clone, Copy)]
struct EmptySquares(u64);

// The fill loop with its sets typed, as the library's kogge and dumb7 fills are: the
// library's `Bitboard`, and the empty squares a type of their own.
fill!(
    dir = [east, noEa, west, soWe, nort, noWe, sout, soEa],
    algo = dumb7_loop,
    name = all_eight_loop_typed,
    set = Bitboard,
    empty = EmptySquares
);

/// The per-direction functions, each paired with its direction by name.
struct PerDir {
    dir: Dir,
    kogge_fill: Fill,
    kogge_occluded: Lib,
    kogge_attacks: Lib,
    dumb7_occluded: Lib,
    dumb7_attacks: Lib,
    loop_occluded: TwoArg,
    loop_attacks: TwoArg,
}

const PER_DIR: [PerDir; 8] = [
    PerDir {
        dir: Dir::NoEa,
        kogge_fill: kogge::no_ea_fill,
        kogge_occluded: kogge::no_ea_occluded,
        kogge_attacks: kogge::no_ea_attacks,
        dumb7_occluded: dumb7::no_ea_occluded,
        dumb7_attacks: dumb7::no_ea_attacks,
        loop_occluded: dumb7_loop::no_ea_occluded,
        loop_attacks: dumb7_loop::no_ea_attacks,
    },
    PerDir {
        dir: Dir::East,
        kogge_fill: kogge::east_fill,
        kogge_occluded: kogge::east_occluded,
        kogge_attacks: kogge::east_attacks,
        dumb7_occluded: dumb7::east_occluded,
        dumb7_attacks: dumb7::east_attacks,
        loop_occluded: dumb7_loop::east_occluded,
        loop_attacks: dumb7_loop::east_attacks,
    },
    PerDir {
        dir: Dir::SoEa,
        kogge_fill: kogge::so_ea_fill,
        kogge_occluded: kogge::so_ea_occluded,
        kogge_attacks: kogge::so_ea_attacks,
        dumb7_occluded: dumb7::so_ea_occluded,
        dumb7_attacks: dumb7::so_ea_attacks,
        loop_occluded: dumb7_loop::so_ea_occluded,
        loop_attacks: dumb7_loop::so_ea_attacks,
    },
    PerDir {
        dir: Dir::Sout,
        kogge_fill: kogge::sout_fill,
        kogge_occluded: kogge::sout_occluded,
        kogge_attacks: kogge::sout_attacks,
        dumb7_occluded: dumb7::sout_occluded,
        dumb7_attacks: dumb7::sout_attacks,
        loop_occluded: dumb7_loop::sout_occluded,
        loop_attacks: dumb7_loop::sout_attacks,
    },
    PerDir {
        dir: Dir::SoWe,
        kogge_fill: kogge::so_we_fill,
        kogge_occluded: kogge::so_we_occluded,
        kogge_attacks: kogge::so_we_attacks,
        dumb7_occluded: dumb7::so_we_occluded,
        dumb7_attacks: dumb7::so_we_attacks,
        loop_occluded: dumb7_loop::so_we_occluded,
        loop_attacks: dumb7_loop::so_we_attacks,
    },
    PerDir {
        dir: Dir::West,
        kogge_fill: kogge::west_fill,
        kogge_occluded: kogge::west_occluded,
        kogge_attacks: kogge::west_attacks,
        dumb7_occluded: dumb7::west_occluded,
        dumb7_attacks: dumb7::west_attacks,
        loop_occluded: dumb7_loop::west_occluded,
        loop_attacks: dumb7_loop::west_attacks,
    },
    PerDir {
        dir: Dir::NoWe,
        kogge_fill: kogge::no_we_fill,
        kogge_occluded: kogge::no_we_occluded,
        kogge_attacks: kogge::no_we_attacks,
        dumb7_occluded: dumb7::no_we_occluded,
        dumb7_attacks: dumb7::no_we_attacks,
        loop_occluded: dumb7_loop::no_we_occluded,
        loop_attacks: dumb7_loop::no_we_attacks,
    },
    PerDir {
        dir: Dir::Nort,
        kogge_fill: kogge::nort_fill,
        kogge_occluded: kogge::nort_occluded,
        kogge_attacks: kogge::nort_attacks,
        dumb7_occluded: dumb7::nort_occluded,
        dumb7_attacks: dumb7::nort_attacks,
        loop_occluded: dumb7_loop::nort_occluded,
        loop_attacks: dumb7_loop::nort_attacks,
    },
];

/// A `fill!` direction list and the directions it names.
struct List {
    name: &'static str,
    dirs: &'static [Dir],
    attacks: TwoArg,
}

const LISTS: [List; 10] = [
    List {
        name: "nort_so_we",
        dirs: &[Dir::Nort, Dir::SoWe],
        attacks: nort_so_we,
    },
    List {
        name: "just_no_ea",
        dirs: &[Dir::NoEa],
        attacks: just_no_ea,
    },
    List {
        name: "east_west_no_we",
        dirs: &[Dir::East, Dir::West, Dir::NoWe],
        attacks: east_west_no_we,
    },
    List {
        name: "just_sout",
        dirs: &[Dir::Sout],
        attacks: just_sout,
    },
    List {
        name: "so_ea_nort_west_loop",
        dirs: &[Dir::SoEa, Dir::Nort, Dir::West],
        attacks: so_ea_nort_west_loop,
    },
    List {
        name: "just_no_we_loop",
        dirs: &[Dir::NoWe],
        attacks: just_no_we_loop,
    },
    List {
        name: "just_east_subtract",
        dirs: &[Dir::East],
        attacks: just_east_subtract,
    },
    List {
        name: "all_eight_kogge",
        dirs: &Dir::ALL,
        attacks: all_eight_kogge,
    },
    List {
        name: "all_eight_dumb7",
        dirs: &Dir::ALL,
        attacks: all_eight_dumb7,
    },
    List {
        name: "all_eight_loop",
        dirs: &Dir::ALL,
        attacks: all_eight_loop,
    },
];

fn index(dir: Dir) -> usize {
    dir as usize
}

fn indices(dirs: &[Dir]) -> Vec<usize> {
    dirs.iter().copied().map(index).collect()
}

fn per_dir(dir: Dir) -> &'static PerDir {
    PER_DIR
        .iter()
        .find(|f| f.dir == dir)
        .expect("every direction is listed")
}

/// The attack getters of one direction, named for failure messages.
fn attack_getters(dir: Dir) -> Vec<Named> {
    let f = per_dir(dir);
    let mut getters: Vec<Named> = vec![
        (
            "kogge::{dir}_attacks",
            Box::new(|s, e| (f.kogge_attacks)(Bitboard(s), empty_squares(e)).0),
        ),
        (
            "dumb7::{dir}_attacks",
            Box::new(|s, e| (f.dumb7_attacks)(Bitboard(s), empty_squares(e)).0),
        ),
        (
            "fill!(algo = dumb7_loop) {dir}_attacks",
            Box::new(f.loop_attacks),
        ),
        (
            "kogge::attacks",
            Box::new(move |s, e| kogge::attacks(Bitboard(s), empty_squares(e), dir).0),
        ),
        (
            "dumb7::attacks",
            Box::new(move |s, e| dumb7::attacks(Bitboard(s), empty_squares(e), dir).0),
        ),
        (
            "internals::dumb7_attacks_loop",
            Box::new(move |s, e| dumb7_attacks_loop(s, empty_squares(e), dir)),
        ),
    ];
    if dir == Dir::East {
        getters.push((
            "subtract::east_attacks",
            Box::new(|s, e| subtract::east_attacks(Bitboard(s), empty_squares(e)).0),
        ));
        getters.push((
            "fill!(algo = subtract) east_by_subtraction",
            Box::new(east_by_subtraction),
        ));
    }
    getters
}

/// The occluded fills of one direction, named for failure messages.
fn occluded_fills(dir: Dir) -> Vec<Named> {
    let f = per_dir(dir);
    vec![
        (
            "kogge::{dir}_occluded",
            Box::new(|g, p| (f.kogge_occluded)(Bitboard(g), empty_squares(p)).0),
        ),
        (
            "dumb7::{dir}_occluded",
            Box::new(|g, p| (f.dumb7_occluded)(Bitboard(g), empty_squares(p)).0),
        ),
        (
            "fill!(algo = dumb7_loop) {dir}_occluded",
            Box::new(f.loop_occluded),
        ),
        (
            "kogge::occluded",
            Box::new(move |g, p| kogge::occluded(Bitboard(g), empty_squares(p), dir).0),
        ),
        (
            "dumb7::occluded",
            Box::new(move |g, p| dumb7::occluded(Bitboard(g), empty_squares(p), dir).0),
        ),
    ]
}

/// The boards used for a lone piece on `sq` whose relevant squares are `occupancy`-less
/// `rays`: the squares off the rays all empty, or all occupied.
fn off_ray_variants(rays: u64, occupancy: u64) -> [u64; 2] {
    let on_rays = rays & !occupancy;
    [on_rays | !rays, on_rays]
}

#[test]
fn per_direction_attacks_lone_slider_every_ray_subset() {
    let mut cases = 0u64;
    for dir in Dir::ALL {
        let d = index(dir);
        let getters = attack_getters(dir);
        for sq in 0..64 {
            let slider = 1u64 << sq;
            let ray = oracle::ray_mask(sq, d);
            for occupancy in subsets(ray) {
                for empty in off_ray_variants(ray, occupancy) {
                    let want = oracle::attacks(slider, empty, d);
                    for empty in [empty | slider, empty & !slider] {
                        for (name, getter) in &getters {
                            assert_eq!(
                                getter(slider, empty),
                                want,
                                "{name} {dir} slider {sq} empty {empty:#018x}"
                            );
                        }
                        cases += 1;
                    }
                }
            }
        }
    }
    eprintln!("per-direction attacks, lone slider, every ray subset x 4 boards: {cases} cases");
    assert_eq!(cases, 44_624, "cases checked");
}

#[test]
fn per_direction_occluded_fills_lone_generator_every_propagator_subset() {
    let mut cases = 0u64;
    for dir in Dir::ALL {
        let d = index(dir);
        let fills = occluded_fills(dir);
        for sq in 0..64 {
            let generator = 1u64 << sq;
            let ray = oracle::ray_mask(sq, d);
            for on_ray in subsets(ray) {
                // Here the subset is what propagates, so the "occupancy" is its complement.
                for propagator in off_ray_variants(ray, ray & !on_ray) {
                    let want = oracle::occluded(generator, propagator, d);
                    for propagator in [propagator | generator, propagator & !generator] {
                        let full = (per_dir(dir).kogge_occluded)(
                            Bitboard(generator),
                            empty_squares(propagator),
                        )
                        .0;
                        assert_eq!(
                            (per_dir(dir).dumb7_occluded)(
                                Bitboard(generator),
                                empty_squares(propagator)
                            )
                            .0,
                            full,
                            "dumb7 vs kogge {dir}_occluded: generator {sq} propagator {propagator:#018x}"
                        );
                        for (name, fill) in &fills {
                            assert_eq!(
                                fill(generator, propagator),
                                want,
                                "{name} {dir} generator {sq} propagator {propagator:#018x}"
                            );
                        }
                        cases += 1;
                    }
                }
            }
        }
    }
    eprintln!(
        "per-direction occluded fills, lone generator, every propagator subset x 4: {cases} cases"
    );
    assert_eq!(cases, 44_624, "cases checked");
}

#[test]
fn kogge_fills_every_generator_on_a_ray() {
    let mut cases = 0u64;
    for f in &PER_DIR {
        let d = index(f.dir);
        for sq in 0..64 {
            // The square and any subset of its ray: every generator set on one line.
            let segment = 1u64 << sq | oracle::ray_mask(sq, d);
            for generator in subsets(segment).filter(|g| g >> sq & 1 == 1) {
                let want = oracle::fill(generator, d);
                assert_eq!(
                    (f.kogge_fill)(Bitboard(generator)).0,
                    want,
                    "kogge {}_fill {generator:#018x}",
                    f.dir
                );
                assert_eq!(
                    kogge::occluded(Bitboard(generator), empty_squares(u64::MAX), f.dir).0,
                    want
                );
                assert_eq!(
                    dumb7::occluded(Bitboard(generator), empty_squares(u64::MAX), f.dir).0,
                    want
                );
                cases += 1;
            }
        }
    }
    eprintln!("kogge fills, every generator set on a ray segment: {cases} cases");
    assert_eq!(cases, 11_156, "cases checked");
}

#[test]
fn shift_one_every_square_every_direction() {
    let mut cases = 0u64;
    for dir in Dir::ALL {
        for sq in 0..64 {
            let b = 1u64 << sq;
            assert_eq!(
                bitfill::shift_one(Bitboard(b), dir).0,
                oracle::shift_one(b, index(dir)),
                "{dir} {sq}"
            );
            cases += 1;
        }
        assert_eq!(
            bitfill::shift_one(Bitboard(u64::MAX), dir).0,
            oracle::shift_one(u64::MAX, index(dir))
        );
        assert_eq!(bitfill::shift_one(Bitboard(0), dir).0, 0);
    }
    eprintln!("shift_one, every square in every direction: {cases} cases");
    assert_eq!(cases, 512, "cases checked");
}

/// Checks every getter in `getters` against the oracle's attacks in `attack_dirs` for a
/// lone slider on each square of `sweep`, over the occupancies `occupancies(sq)` yields,
/// each with the slider square in `empty` and not. Returns the number of boards checked.
fn lone_slider_exhaustive(
    sweep: Sweep,
    what: &str,
    attack_dirs: &[usize],
    occupancies: impl Fn(i32) -> Vec<u64>,
    getters: &[(&str, TwoArg)],
) -> u64 {
    let mut cases = 0u64;
    for sq in sweep.squares() {
        let slider = 1u64 << sq;
        for occupied in occupancies(sq) {
            let empty = !occupied;
            let want = oracle::lone_attacks(sq, empty, attack_dirs);
            for empty in [empty | slider, empty & !slider] {
                for (name, getter) in getters {
                    assert_eq!(
                        getter(slider, empty),
                        want,
                        "{name} ({what}): slider {sq} empty {empty:#018x}"
                    );
                }
                cases += 1;
            }
        }
    }
    eprintln!(
        "{what}: {cases} boards, each through {} getters",
        getters.len()
    );
    cases
}

/// The union of the rays of `sq` in `dirs`.
fn rays(sq: i32, dirs: &[usize]) -> u64 {
    dirs.iter().fold(0, |m, &d| m | oracle::ray_mask(sq, d))
}

/// Every subset of the rays of `sq` in `dirs`.
fn every_subset_of_rays(dirs: &'static [usize]) -> impl Fn(i32) -> Vec<u64> {
    move |sq| subsets(rays(sq, dirs)).collect()
}

/// Every subset of the rays of `sq` in `dirs` without their edge squares, with the edge
/// squares all empty, and again all occupied.
fn every_inner_subset_both_edges(dirs: &'static [usize]) -> impl Fn(i32) -> Vec<u64> {
    move |sq| {
        let ends = dirs.iter().fold(0, |m, &d| m | oracle::ray_end(sq, d));
        subsets(rays(sq, dirs) & !ends)
            .flat_map(|inner| [inner, inner | ends])
            .collect()
    }
}

const ALL_DIRS: [usize; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

#[test]
fn rook_attacks_lone_slider_every_subset_of_its_rays() {
    let getters: [(&str, TwoArg); 3] = [
        ("kogge::rook_attacks", |s, e| {
            kogge::rook_attacks(Bitboard(s), empty_squares(e)).0
        }),
        ("dumb7::rook_attacks", |s, e| {
            dumb7::rook_attacks(Bitboard(s), empty_squares(e)).0
        }),
        ("bitfill::rook_attacks", |s, e| {
            bitfill::rook_attacks(Bitboard(s), Bitboard(!e)).0
        }),
    ];
    let boards = lone_slider_exhaustive(
        Sweep::Full,
        "rook, every subset of its rays",
        &ROOK_DIRS,
        every_subset_of_rays(&ROOK_DIRS),
        &getters,
    );
    // 2^14 ray subsets on every square, with the slider in `empty` and not.
    assert_eq!(boards, 64 << 15, "boards checked");
}

#[test]
fn bishop_attacks_lone_slider_every_subset_of_its_rays() {
    let getters: [(&str, TwoArg); 3] = [
        ("kogge::bishop_attacks", |s, e| {
            kogge::bishop_attacks(Bitboard(s), empty_squares(e)).0
        }),
        ("dumb7::bishop_attacks", |s, e| {
            dumb7::bishop_attacks(Bitboard(s), empty_squares(e)).0
        }),
        ("bitfill::bishop_attacks", |s, e| {
            bitfill::bishop_attacks(Bitboard(s), Bitboard(!e)).0
        }),
    ];
    let boards = lone_slider_exhaustive(
        Sweep::Full,
        "bishop, every subset of its rays",
        &BISHOP_DIRS,
        every_subset_of_rays(&BISHOP_DIRS),
        &getters,
    );
    assert_eq!(boards, 142_336, "boards checked");
}

/// The queen getters: the library's and the 8-direction lists made by `fill!` here.
const QUEENS: [(&str, TwoArg); 7] = [
    ("kogge::queen_attacks", |s, e| {
        kogge::queen_attacks(Bitboard(s), empty_squares(e)).0
    }),
    ("dumb7::queen_attacks", |s, e| {
        dumb7::queen_attacks(Bitboard(s), empty_squares(e)).0
    }),
    ("bitfill::queen_attacks", |s, e| {
        bitfill::queen_attacks(Bitboard(s), Bitboard(!e)).0
    }),
    ("fill! all_eight_kogge", all_eight_kogge),
    ("fill! all_eight_dumb7", all_eight_dumb7),
    ("fill! all_eight_loop", all_eight_loop),
    ("fill! all_eight_loop_typed", |s, e| {
        all_eight_loop_typed(Bitboard(s), EmptySquares(e)).0
    }),
];

#[test]
fn queen_attacks_lone_slider_every_subset_of_rook_rays_and_of_bishop_rays() {
    let rook_boards = lone_slider_exhaustive(
        Sweep::Full,
        "queen, every subset of its rook rays",
        &ALL_DIRS,
        every_subset_of_rays(&ROOK_DIRS),
        &QUEENS,
    );
    let bishop_boards = lone_slider_exhaustive(
        Sweep::Full,
        "queen, every subset of its bishop rays",
        &ALL_DIRS,
        every_subset_of_rays(&BISHOP_DIRS),
        &QUEENS,
    );
    assert_eq!(
        (rook_boards, bishop_boards),
        (64 << 15, 142_336),
        "boards checked"
    );
}

fn queen_attacks_lone_slider_every_inner_subset_of_all_rays(sweep: Sweep) -> u64 {
    lone_slider_exhaustive(
        sweep,
        "queen, every subset of its 8 rays without edge squares, edges empty and occupied",
        &ALL_DIRS,
        every_inner_subset_both_edges(&ALL_DIRS),
        &QUEENS,
    )
}

/// [`queen_attacks_lone_slider_every_inner_subset_of_all_rays`] on the small sample of
/// squares.
#[test]
fn queen_attacks_lone_slider_on_a_sample_of_squares_every_inner_subset_of_all_rays() {
    let boards = queen_attacks_lone_slider_every_inner_subset_of_all_rays(Sweep::SmallSample);
    assert_eq!(boards, 5_111_808, "boards checked");
}

#[test]
#[ignore = "deep: a lone queen on every square, every inner subset of its rays (27.8 million boards); about 10 s"]
fn queen_attacks_lone_slider_every_inner_subset_of_all_rays_deep() {
    let boards = queen_attacks_lone_slider_every_inner_subset_of_all_rays(Sweep::Full);
    assert_eq!(boards, 27_787_264, "boards checked");
}

/// The OR of the kogge single-direction getters of `dirs`.
fn union_of_single_directions(sliders: u64, empty: u64, dirs: &[Dir]) -> u64 {
    dirs.iter().fold(0, |m, &d| {
        m | (per_dir(d).kogge_attacks)(Bitboard(sliders), empty_squares(empty)).0
    })
}

#[test]
fn macro_lists_lone_slider_equal_union_of_single_directions() {
    let mut cases = 0u64;
    for list in LISTS.iter().filter(|l| l.dirs.len() < 8) {
        let dirs = indices(list.dirs);
        let max_squares = (0..64)
            .map(|sq| rays(sq, &dirs).count_ones())
            .max()
            .unwrap_or(0);
        for sq in 0..64 {
            let slider = 1u64 << sq;
            let all_rays = rays(sq, &dirs);
            let ends = dirs.iter().fold(0, |m, &d| m | oracle::ray_end(sq, d));
            // Up to 16 ray squares: every subset; more: inner subsets, edges both ways.
            let occupancies: Vec<u64> = if max_squares <= 16 {
                subsets(all_rays).collect()
            } else {
                subsets(all_rays & !ends)
                    .flat_map(|inner| [inner, inner | ends])
                    .collect()
            };
            for occupied in occupancies {
                for empty in [!occupied | slider, !occupied & !slider] {
                    let union = union_of_single_directions(slider, empty, list.dirs);
                    assert_eq!(
                        (list.attacks)(slider, empty),
                        union,
                        "{}: slider {sq} empty {empty:#018x}",
                        list.name
                    );
                    assert_eq!(
                        union,
                        oracle::lone_attacks(sq, empty, &dirs),
                        "{} union",
                        list.name
                    );
                    cases += 1;
                }
            }
        }
    }
    eprintln!("fill! direction lists (fewer than 8 directions), lone slider: {cases} boards");
    assert_eq!(cases, 405_398, "boards checked");
}

/// `Empty`'s two constructors say what they take and its two getters what they give:
/// `of` the occupied squares, `from_empty_squares` the empty ones; each way in agrees with
/// the other on the complement, and the fills answer the same for both.
fn check_empty(occupied: u64, sliders: u64) {
    let occupied = Bitboard(occupied);
    let of = Empty::of(occupied);
    let from_empty = Empty::from_empty_squares(!occupied);
    assert_eq!(of, from_empty, "{occupied:?}");
    assert_eq!(of.squares(), !occupied);
    assert_eq!(of.occupied(), occupied);
    assert_eq!(Empty::from_empty_squares(occupied).squares(), occupied);
    assert_eq!(Empty::from_empty_squares(occupied).occupied(), !occupied);
    assert_eq!(Empty::of(of.occupied()), of);
    assert_eq!(Empty::from_empty_squares(of.squares()), of);
    let sliders = Bitboard(sliders);
    let want = oracle::queen_attacks(sliders.0, !occupied.0);
    assert_eq!(kogge::queen_attacks(sliders, of).0, want, "{occupied:?}");
    assert_eq!(
        dumb7::queen_attacks(sliders, from_empty).0,
        want,
        "{occupied:?}"
    );
    assert_eq!(bitfill::queen_attacks(sliders, occupied | sliders).0, want);
}

#[test]
fn empty_constructors_and_getters() {
    for sq in 0..64 {
        check_empty(1 << sq, 1 << sq);
        check_empty(!(1 << sq), 1 << (63 - sq));
    }
    check_empty(0, 1 << 27);
    check_empty(!0, 1 << 27);
    assert_eq!(Empty::of(Bitboard::EMPTY).squares(), Bitboard::FULL);
    assert_eq!(Empty::of(Bitboard::FULL).squares(), Bitboard::EMPTY);
}

proptest! {
    // No failure file: a failing case is printed, and a regression worth keeping becomes an
    // exhaustive or named test here.
    #![proptest_config(ProptestConfig {
        failure_persistence: None,
        ..ProptestConfig::with_cases(10_000)
    })]

    #[test]
    fn per_direction_attacks_several_sliders(p in positions()) {
        let Position { sliders, empty } = p;
        for dir in Dir::ALL {
            let want = oracle::attacks(sliders, empty, index(dir));
            prop_assert_eq!(want, oracle::attacks(sliders, empty | sliders, index(dir)), "oracle convention");
            prop_assert_eq!(want, oracle::attacks(sliders, empty & !sliders, index(dir)), "oracle convention");
            for (name, getter) in &attack_getters(dir) {
                prop_assert_eq!(getter(sliders, empty), want, "{} {}", name, dir);
                prop_assert_eq!(getter(sliders, empty | sliders), want, "{} {} sliders in empty", name, dir);
                prop_assert_eq!(getter(sliders, empty & !sliders), want, "{} {} sliders not in empty", name, dir);
            }
            // The generalized getters equal the per-direction ones, not only the oracle.
            let f = per_dir(dir);
            let (sliders, empty) = (Bitboard(sliders), Empty::from_empty_squares(Bitboard(empty)));
            prop_assert_eq!(kogge::attacks(sliders, empty, dir), (f.kogge_attacks)(sliders, empty));
            prop_assert_eq!(dumb7::attacks(sliders, empty, dir), (f.dumb7_attacks)(sliders, empty));
        }
    }

    #[test]
    fn occluded_fills_and_fills_several_generators(p in positions()) {
        let Position { sliders: generator, empty: propagator } = p;
        for dir in Dir::ALL {
            let d = index(dir);
            let f = per_dir(dir);
            let want = oracle::occluded(generator, propagator, d);
            prop_assert_eq!(want, oracle::occluded(generator, propagator | generator, d), "oracle convention");
            prop_assert_eq!(want, oracle::occluded(generator, propagator & !generator, d), "oracle convention");
            for (name, fill) in &occluded_fills(dir) {
                prop_assert_eq!(fill(generator, propagator), want, "{} {}", name, dir);
                prop_assert_eq!(fill(generator, propagator | generator), want, "{} {} generators in propagator", name, dir);
                prop_assert_eq!(fill(generator, propagator & !generator), want, "{} {} generators not in propagator", name, dir);
            }
            let (generator, propagator) = (Bitboard(generator), Empty::from_empty_squares(Bitboard(propagator)));
            prop_assert_eq!((f.dumb7_occluded)(generator, propagator), (f.kogge_occluded)(generator, propagator));
            prop_assert_eq!(kogge::occluded(generator, propagator, dir), (f.kogge_occluded)(generator, propagator));
            prop_assert_eq!(dumb7::occluded(generator, propagator, dir), (f.dumb7_occluded)(generator, propagator));
            prop_assert_eq!((f.kogge_fill)(generator).0, oracle::fill(generator.0, d), "kogge {}_fill", dir);
        }
    }

    #[test]
    fn set_wise_attacks_several_sliders(p in positions()) {
        let Position { sliders, empty } = p;
        let getters: [(&str, TwoArg, TwoArg); 9] = [
            ("kogge::rook_attacks", |s, e| kogge::rook_attacks(Bitboard(s), empty_squares(e)).0, oracle::rook_attacks),
            ("dumb7::rook_attacks", |s, e| dumb7::rook_attacks(Bitboard(s), empty_squares(e)).0, oracle::rook_attacks),
            ("bitfill::rook_attacks", |s, e| bitfill::rook_attacks(Bitboard(s), Bitboard(!e)).0, oracle::rook_attacks),
            ("kogge::bishop_attacks", |s, e| kogge::bishop_attacks(Bitboard(s), empty_squares(e)).0, oracle::bishop_attacks),
            ("dumb7::bishop_attacks", |s, e| dumb7::bishop_attacks(Bitboard(s), empty_squares(e)).0, oracle::bishop_attacks),
            ("bitfill::bishop_attacks", |s, e| bitfill::bishop_attacks(Bitboard(s), Bitboard(!e)).0, oracle::bishop_attacks),
            ("kogge::queen_attacks", |s, e| kogge::queen_attacks(Bitboard(s), empty_squares(e)).0, oracle::queen_attacks),
            ("dumb7::queen_attacks", |s, e| dumb7::queen_attacks(Bitboard(s), empty_squares(e)).0, oracle::queen_attacks),
            ("bitfill::queen_attacks", |s, e| bitfill::queen_attacks(Bitboard(s), Bitboard(!e)).0, oracle::queen_attacks),
        ];
        for (name, getter, reference) in getters {
            let want = reference(sliders, empty);
            prop_assert_eq!(getter(sliders, empty), want, "{}", name);
            prop_assert_eq!(getter(sliders, empty | sliders), want, "{} sliders in empty", name);
            prop_assert_eq!(getter(sliders, empty & !sliders), want, "{} sliders not in empty", name);
        }
    }

    #[test]
    fn macro_lists_several_sliders_equal_union_of_single_directions(p in positions()) {
        let Position { sliders, empty } = p;
        for list in &LISTS {
            let union = union_of_single_directions(sliders, empty, list.dirs);
            prop_assert_eq!(union, oracle::attacks_in(sliders, empty, &indices(list.dirs)));
            prop_assert_eq!((list.attacks)(sliders, empty), union, "{}", list.name);
            prop_assert_eq!((list.attacks)(sliders, empty | sliders), union, "{} sliders in empty", list.name);
            prop_assert_eq!((list.attacks)(sliders, empty & !sliders), union, "{} sliders not in empty", list.name);
        }
    }

    #[test]
    fn empty_on_random_boards(occupied in prop_oneof![any::<u64>(), sparse()], sliders in sparse()) {
        check_empty(occupied, sliders);
    }

    #[test]
    fn shift_one_random_sets(b in prop_oneof![any::<u64>(), sparse()]) {
        for dir in Dir::ALL {
            prop_assert_eq!(bitfill::shift_one(Bitboard(b), dir).0, oracle::shift_one(b, index(dir)), "{}", dir);
        }
    }
}
