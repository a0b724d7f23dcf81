use crate::common;
use bitfill::internals::{
    HYPERBOLA_TABLE_BYTES, KINDERGARTEN_TABLE_BYTES, LEAPERS_TABLE_BYTES, tables,
};
use bitfill::{Bitboard, Empty, Square, kindergarten, kogge};
use common::{Sweep, check_every_line_occupancy, oracle, random_squares_and_boards};
use proptest::prelude::*;

type Getter = fn(Square, Bitboard) -> Bitboard;

/// The oracle of a lone slider on `sq` in `dirs`, given the occupancy (it takes `empty`).
fn walk(sq: Square, occupied: u64, dirs: &[usize]) -> u64 {
    oracle::attacks_in(sq.bitboard().0, !occupied, dirs)
}

/// Every getter with the oracle directions of its lines and the mask of those lines
/// (the slider's square left out: it is ignored).
fn getters(sq: Square) -> [(&'static str, Getter, &'static [usize], u64); 7] {
    let i = sq.index();
    let (rank, file) = (tables::RANK[i], tables::FILE[i]);
    let (diagonal, anti) = (tables::DIAGONAL[i], tables::ANTI_DIAGONAL[i]);
    let not_sq = !sq.bitboard().0;
    [
        (
            "rank",
            kindergarten::rank_attacks_from,
            &[1, 5],
            rank & not_sq,
        ),
        (
            "file",
            kindergarten::file_attacks_from,
            &[7, 3],
            file & not_sq,
        ),
        (
            "diagonal",
            kindergarten::diagonal_attacks_from,
            &[0, 4],
            diagonal & not_sq,
        ),
        (
            "anti_diagonal",
            kindergarten::anti_diagonal_attacks_from,
            &[6, 2],
            anti & not_sq,
        ),
        (
            "rook",
            kindergarten::rook_attacks_from,
            &oracle::ROOK_DIRS,
            (rank | file) & not_sq,
        ),
        (
            "bishop",
            kindergarten::bishop_attacks_from,
            &oracle::BISHOP_DIRS,
            (diagonal | anti) & not_sq,
        ),
        // Queen lines have up to 27 squares: exhaustive over the rook lines here, over the
        // bishop lines in `queen_on_every_subset_of_its_bishop_lines`.
        (
            "queen",
            kindergarten::queen_attacks_from,
            &[0, 1, 2, 3, 4, 5, 6, 7],
            (rank | file) & not_sq,
        ),
    ]
}

/// For every square of `sweep` and every subset of the occupancy of the getter's lines, the
/// getter equals the oracle, with everything off those lines empty and with it all
/// occupied (the slider's own square included).
fn every_getter_on_every_subset_of_its_lines(sweep: Sweep) {
    let mut counts = [0u64; 7];
    for (g, (name, getter, dirs, _)) in getters(Square::A1).into_iter().enumerate() {
        counts[g] = check_every_line_occupancy(sweep, name, getter, dirs, |sq| getters(sq)[g].3);
        println!(
            "kindergarten {name}: {} (square, line occupancy) pairs, x4",
            counts[g]
        );
    }
    let squares = sweep.squares().len() as u64;
    assert_eq!(counts[0], squares * 128);
    assert_eq!(counts[4], squares * (1 << 14));
}

/// [`every_getter_on_every_subset_of_its_lines`] on the sample of squares.
#[test]
fn every_getter_on_a_sample_of_squares_every_subset_of_its_lines() {
    every_getter_on_every_subset_of_its_lines(Sweep::Sample);
}

#[test]
#[ignore = "deep: every getter on every square x every subset of its lines; about 7 s"]
fn every_getter_on_every_square_every_subset_of_its_lines_deep() {
    every_getter_on_every_subset_of_its_lines(Sweep::Full);
}

#[test]
fn queen_on_every_subset_of_its_bishop_lines() {
    let count = check_every_line_occupancy(
        Sweep::Full,
        "queen",
        kindergarten::queen_attacks_from,
        &[0, 1, 2, 3, 4, 5, 6, 7],
        |sq| (tables::DIAGONAL[sq.index()] | tables::ANTI_DIAGONAL[sq.index()]) & !sq.bitboard().0,
    );
    println!("kindergarten queen (bishop lines): {count} pairs, x4");
}

/// The single-square getters and the set-wise fills with one slider are the same function
/// once `empty = Empty::of(occupied)`.
#[test]
fn agrees_with_set_wise_fills_on_one_slider() {
    for (sq, occupied) in random_squares_and_boards(100_000) {
        let empty = Empty::of(occupied);
        let one = sq.bitboard();
        assert_eq!(
            kindergarten::rook_attacks_from(sq, occupied),
            kogge::rook_attacks(one, empty)
        );
        assert_eq!(
            kindergarten::bishop_attacks_from(sq, occupied),
            kogge::bishop_attacks(one, empty)
        );
        assert_eq!(
            kindergarten::queen_attacks_from(sq, occupied),
            kogge::queen_attacks(one, empty)
        );
    }
}

fn diagram(text: &str) -> Bitboard {
    text.parse::<Bitboard>().expect("a well-formed diagram")
}

/// A rook and a bishop on d3 among blockers, expected boards drawn.
#[test]
fn rook_and_bishop_on_d3_as_diagrams() {
    let occupied = diagram(
        "
        . . . 1 . . . .
        . . . . . . . 1
        . . 1 1 . . . .
        . . . . . 1 . .
        . . . . . . . .
        . . . 1 . . . 1
        . . . . . 1 . .
        . . . . . 1 . .",
    );
    let rook = diagram(
        "
        . . . . . . . .
        . . . . . . . .
        . . . 1 . . . .
        . . . 1 . . . .
        . . . 1 . . . .
        1 1 1 . 1 1 1 1
        . . . 1 . . . .
        . . . 1 . . . .",
    );
    let bishop = diagram(
        "
        . . . . . . . .
        . . . . . . . .
        1 . . . . . . .
        . 1 . . . 1 . .
        . . 1 . 1 . . .
        . . . . . . . .
        . . 1 . 1 . . .
        . 1 . . . 1 . .",
    );
    assert_eq!(kindergarten::rook_attacks_from(Square::D3, occupied), rook);
    assert_eq!(
        kindergarten::bishop_attacks_from(Square::D3, occupied),
        bishop
    );
    assert_eq!(
        kindergarten::queen_attacks_from(Square::D3, occupied),
        rook | bishop
    );
}

#[test]
fn getters_are_const() {
    const D4_ROOK: Bitboard = kindergarten::rook_attacks_from(Square::D4, Bitboard::EMPTY);
    assert_eq!(D4_ROOK, Bitboard(0x0808_0808_f708_0808));
}

/// The bytes of every table bitfill ships, as the guide's "Tables" quotes them.
#[test]
fn table_bytes() {
    let sizes = [
        ("tables::SHIFT", size_of_val(&tables::SHIFT)),
        ("tables::AVOID_WRAP", size_of_val(&tables::AVOID_WRAP)),
        ("tables::RAYS", size_of_val(&tables::RAYS)),
        ("tables::RANK", size_of_val(&tables::RANK)),
        ("tables::FILE", size_of_val(&tables::FILE)),
        ("tables::DIAGONAL", size_of_val(&tables::DIAGONAL)),
        ("tables::ANTI_DIAGONAL", size_of_val(&tables::ANTI_DIAGONAL)),
        (
            "tables::FIRST_RANK_ATTACKS",
            size_of_val(&tables::FIRST_RANK_ATTACKS),
        ),
    ];
    for (name, bytes) in sizes {
        println!("{name}: {bytes} bytes");
    }
    let total: usize = sizes.iter().map(|(_, bytes)| bytes).sum();
    println!(
        "total: {total} bytes; kindergarten reads {} bytes",
        KINDERGARTEN_TABLE_BYTES
    );
    assert_eq!(KINDERGARTEN_TABLE_BYTES, 512 + 512 + 512);
    assert_eq!(total, 32 + 64 + 4096 + 4 * 512 + 512);
    // Hyperbola Quintessence's own statics (it reads FIRST_RANK_ATTACKS too) and the leapers'.
    let shipped = total + HYPERBOLA_TABLE_BYTES - size_of_val(&tables::FIRST_RANK_ATTACKS)
        + LEAPERS_TABLE_BYTES;
    assert_eq!(shipped, 11_872);
    let guide = include_str!("../../src/guide/algorithms.md");
    assert!(
        guide.contains("| **Total** | **11,872** |"),
        "the guide's total"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn every_getter_on_any_occupancy(index in 0..64usize, occupied: u64) {
        let sq = Square::from_index(index).unwrap();
        for (name, getter, dirs, _) in getters(sq) {
            prop_assert_eq!(getter(sq, Bitboard(occupied)).0, walk(sq, occupied, dirs), "{}", name);
        }
    }
}
