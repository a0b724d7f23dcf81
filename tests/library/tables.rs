//! The tables `build.rs` writes (`bitfill::internals::tables`) against the Chess Programming Wiki's
//! literals and the naive oracle: `SHIFT` and `AVOID_WRAP` equal the `shift[]` and
//! `avoidWrap[]` of the Dumb7Fill and Kogge-Stone Algorithm pages (typed in as the pages
//! give them, and derived square by square), the Dumb7Fill page's own avoidWrap diagrams
//! agree with its hex literals, every `RAYS`
//! entry is the oracle's ray on an empty board, and `RANK`, `FILE`, `DIAGONAL`,
//! `ANTI_DIAGONAL` are the lines through each square by file and rank arithmetic. Also
//! `Dir`'s accessors agree with the tables and the oracle's compass.

use crate::common;

use bitfill::Dir;
use bitfill::internals::tables;
use common::{boards, oracle};

/// The Kogge-Stone Algorithm and Dumb7Fill pages' `int shift[8] = {9, 1,-7,-8,-9,-1, 7, 8};`
const CPW_SHIFT: [i32; 8] = [9, 1, -7, -8, -9, -1, 7, 8];

/// Their `U64 avoidWrap[8]`, as printed there.
const CPW_AVOID_WRAP: [u64; 8] = [
    0xfefefefefefefe00,
    0xfefefefefefefefe,
    0x00fefefefefefefe,
    0x00ffffffffffffff,
    0x007f7f7f7f7f7f7f,
    0x7f7f7f7f7f7f7f7f,
    0x7f7f7f7f7f7f7f00,
    0xffffffffffffff00,
];

#[test]
fn shift_is_the_cpw_pages_and_the_oracles_square_step() {
    assert_eq!(tables::SHIFT, CPW_SHIFT);
    for d in 0..8 {
        assert_eq!(tables::SHIFT[d], oracle::square_step(d), "direction {d}");
    }
}

#[test]
fn avoid_wrap_is_the_cpw_pages_and_the_squares_one_step_reaches() {
    assert_eq!(tables::AVOID_WRAP, CPW_AVOID_WRAP);
    for d in 0..8 {
        assert_eq!(
            tables::AVOID_WRAP[d],
            oracle::reachable_by_one_step(d),
            "direction {d}"
        );
    }
}

/// The Dumb7Fill page's diagrams of the avoidWrap masks ("Generalized Rays"), pasted as
/// they stand, with the direction index and hex literal printed above each.
#[test]
fn the_dumb7fill_pages_avoid_wrap_diagrams_match_its_literals() {
    // 6 == noWe -> +7     7 == nort -> +8     0 == noEa -> +9
    // 0x7F7F7F7F7F7F7F00  0xFFFFFFFFFFFFFF00  0xFEFEFEFEFEFEFE00
    let north = boards(
        "
        1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
        . . . . . . . .     . . . . . . . .     . . . . . . . .",
    );
    // 5 == west -> -1                         1 == east -> +1
    // 0x7F7F7F7F7F7F7F7F                      0xFEFEFEFEFEFEFEFE
    let level = boards(
        "
        1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .                         . 1 1 1 1 1 1 1",
    );
    // 4 == soWe -> -9     3 == sout -> -8     2 == soEa -> -7
    // 0x007F7F7F7F7F7F7F  0x00FFFFFFFFFFFFFF  0x00FEFEFEFEFEFEFE
    let south = boards(
        "
        . . . . . . . .     . . . . . . . .     . . . . . . . .
        1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1
        1 1 1 1 1 1 1 .     1 1 1 1 1 1 1 1     . 1 1 1 1 1 1 1",
    );
    let pictured = [
        (6, north[0], 0x7F7F7F7F7F7F7F00),
        (7, north[1], 0xFFFFFFFFFFFFFF00),
        (0, north[2], 0xFEFEFEFEFEFEFE00),
        (5, level[0], 0x7F7F7F7F7F7F7F7F),
        (1, level[1], 0xFEFEFEFEFEFEFEFE),
        (4, south[0], 0x007F7F7F7F7F7F7F),
        (3, south[1], 0x00FFFFFFFFFFFFFF),
        (2, south[2], 0x00FEFEFEFEFEFEFE),
    ];
    for (d, diagram, literal) in pictured {
        assert_eq!(diagram, literal, "Dumb7Fill page diagram of avoidWrap[{d}]");
        assert_eq!(
            CPW_AVOID_WRAP[d], literal,
            "Dumb7Fill page array entry avoidWrap[{d}]"
        );
        assert_eq!(tables::AVOID_WRAP[d], diagram, "tables::AVOID_WRAP[{d}]");
    }
}

#[test]
fn rays_are_the_oracles_rays_on_an_empty_board() {
    for d in 0..8 {
        for sq in 0..64 {
            assert_eq!(
                tables::RAYS[d][sq as usize],
                oracle::ray_mask(sq, d),
                "RAYS[{d}][{sq}]"
            );
        }
    }
    // Spot checks a reader can verify by eye: a1 sees the whole diagonal and the a-file.
    assert_eq!(tables::RAYS[Dir::NoEa as usize][0], 0x8040_2010_0804_0200);
    assert_eq!(tables::RAYS[Dir::Nort as usize][0], 0x0101_0101_0101_0100);
    assert_eq!(tables::RAYS[Dir::Sout as usize][0], 0);
}

#[test]
fn lines_are_the_oracles_lines() {
    for sq in 0..64 {
        let i = sq as usize;
        assert_eq!(tables::RANK[i], oracle::rank_line(sq), "RANK[{sq}]");
        assert_eq!(tables::FILE[i], oracle::file_line(sq), "FILE[{sq}]");
        assert_eq!(
            tables::DIAGONAL[i],
            oracle::diagonal_line(sq),
            "DIAGONAL[{sq}]"
        );
        assert_eq!(
            tables::ANTI_DIAGONAL[i],
            oracle::anti_diagonal_line(sq),
            "ANTI_DIAGONAL[{sq}]"
        );
        // A line is the square and its two opposite rays.
        let through =
            |d1: usize, d2: usize| 1u64 << sq | oracle::ray_mask(sq, d1) | oracle::ray_mask(sq, d2);
        assert_eq!(tables::RANK[i], through(1, 5));
        assert_eq!(tables::FILE[i], through(7, 3));
        assert_eq!(tables::DIAGONAL[i], through(0, 4));
        assert_eq!(tables::ANTI_DIAGONAL[i], through(6, 2));
    }
    assert_eq!(tables::RANK[0], 0xff);
    assert_eq!(tables::FILE[0], 0x0101_0101_0101_0101);
    assert_eq!(tables::DIAGONAL[0], 0x8040_2010_0804_0201);
    assert_eq!(tables::ANTI_DIAGONAL[7], 0x0102_0408_1020_4080);
}

#[test]
fn dir_agrees_with_the_tables_and_the_compass() {
    for (i, dir) in Dir::ALL.into_iter().enumerate() {
        assert_eq!(dir as usize, i);
        assert_eq!(dir.index(), i);
        assert_eq!(Dir::from_index(i), Some(dir));
        assert_eq!(dir.shift(), tables::SHIFT[i]);
        assert_eq!(dir.avoid_wrap().0, tables::AVOID_WRAP[i]);
        let (df, dr) = oracle::STEPS[i];
        assert_eq!(
            oracle::STEPS[dir.opposite() as usize],
            (-df, -dr),
            "{dir}.opposite()"
        );
        assert_eq!(dir.is_orthogonal(), df == 0 || dr == 0, "{dir}");
        assert_eq!(dir.is_diagonal(), df != 0 && dr != 0, "{dir}");
        assert_eq!(dir.name().parse::<Dir>(), Ok(dir));
    }
    assert_eq!(Dir::from_index(8), None);
    let orthogonal: Vec<usize> = Dir::ORTHOGONAL.iter().map(|&d| d as usize).collect();
    let diagonal: Vec<usize> = Dir::DIAGONAL.iter().map(|&d| d as usize).collect();
    assert_eq!(orthogonal, oracle::ROOK_DIRS);
    assert_eq!(diagonal, oracle::BISHOP_DIRS);
}
