use crate::common;
use bitfill::line::{
    at_most_one_bit_per_file, collapsed_files_index, collapsed_files_index_mul,
    collapsed_ranks_index, collapsed_ranks_index_mul, collapsed_ranks_index_of_file,
    collapsed_ranks_index_of_file_mul,
};
use bitfill::tables;
use common::subsets;
use proptest::prelude::*;

/// Naive: walk the squares, OR `1 << file`.
fn files_of(b: u64) -> u8 {
    (0..64)
        .filter(|sq| b >> sq & 1 == 1)
        .fold(0, |index, sq| index | 1 << (sq % 8))
}

/// Naive: walk the squares, OR `1 << rank`.
fn ranks_of(b: u64) -> u8 {
    (0..64)
        .filter(|sq| b >> sq & 1 == 1)
        .fold(0, |index, sq| index | 1 << (sq / 8))
}

fn one_file(b: u64, file: u8) -> u64 {
    b & 0x0101_0101_0101_0101 << file
}

#[test]
fn collapsed_indices_on_every_subset_of_every_line() {
    let mut checked = 0u64;
    for sq in 0..64 {
        for (line, one_bit_per_file) in [
            (tables::RANK[sq], true),
            (tables::FILE[sq], false),
            (tables::DIAGONAL[sq], true),
            (tables::ANTI_DIAGONAL[sq], true),
        ] {
            for b in subsets(line) {
                assert_eq!(collapsed_files_index(b), files_of(b));
                assert_eq!(collapsed_ranks_index(b), ranks_of(b));
                assert_eq!(collapsed_ranks_index_mul(b), ranks_of(b));
                assert_eq!(
                    at_most_one_bit_per_file(b),
                    b.count_ones() <= 1 || one_bit_per_file
                );
                if one_bit_per_file {
                    assert_eq!(collapsed_files_index_mul(b), files_of(b), "{b:#x}");
                }
                let file = (sq % 8) as u8;
                assert_eq!(
                    collapsed_ranks_index_of_file(b, file),
                    ranks_of(one_file(b, file))
                );
                assert_eq!(
                    collapsed_ranks_index_of_file_mul(b, file),
                    ranks_of(one_file(b, file))
                );
                checked += 1;
            }
        }
    }
    // 64 squares x (rank 256 + file 256 + the two diagonals' subsets).
    println!("collapsed indices: {checked} line-masked occupancies");
    assert!(checked > 64 * 512);
}

/// The whole domain of `collapsed_files_index_mul`: every board with at most one bit per
/// file, 9^8 of them (each file empty or set on one of 8 ranks).
#[test]
fn collapsed_files_index_mul_on_its_whole_domain() {
    let mut checked = 0u64;
    for choice in 0..9u64.pow(8) {
        let (mut b, mut files, mut rest) = (0u64, 0u8, choice);
        for file in 0..8 {
            let rank = rest % 9;
            rest /= 9;
            if rank < 8 {
                b |= 1 << (rank * 8 + file);
                files |= 1 << file;
            }
        }
        assert_eq!(collapsed_files_index_mul(b), files, "{b:#x}");
        checked += 1;
    }
    println!("collapsed_files_index_mul: {checked} boards with at most one bit per file");
    assert_eq!(checked, 43_046_721);
}

/// Outside its domain the multiplication carries into the next file: a1 + a2 collapse to
/// b instead of a. With debug assertions (the test profile) the `debug_assert!` catches it;
/// in release it returns the wrong index.
#[test]
#[cfg_attr(debug_assertions, should_panic(expected = "two bits on one file"))]
fn collapsed_files_index_mul_is_wrong_with_two_bits_on_one_file() {
    let a1_a2 = 1u64 | 1 << 8;
    assert!(!at_most_one_bit_per_file(a1_a2));
    assert_eq!(collapsed_files_index(a1_a2), 0b0000_0001);
    // What the product gives: the copies of a1 and a2 add to 2 << 56.
    assert_eq!(
        (a1_a2.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8,
        0b0000_0010
    );
    assert_eq!(collapsed_files_index_mul(a1_a2), 0b0000_0010);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn collapsed_indices_of_any_board(b: u64, file in 0..8u8) {
        prop_assert_eq!(collapsed_files_index(b), files_of(b));
        prop_assert_eq!(collapsed_ranks_index(b), ranks_of(b));
        prop_assert_eq!(collapsed_ranks_index_mul(b), ranks_of(b));
        prop_assert_eq!(collapsed_ranks_index_of_file(b, file), ranks_of(one_file(b, file)));
        prop_assert_eq!(collapsed_ranks_index_of_file_mul(b, file), ranks_of(one_file(b, file)));
    }

    #[test]
    fn collapsed_files_mul_of_line_masked_boards(b: u64, sq in 0..64usize) {
        for line in [tables::RANK[sq], tables::DIAGONAL[sq], tables::ANTI_DIAGONAL[sq]] {
            prop_assert_eq!(collapsed_files_index_mul(b & line), files_of(b & line));
        }
    }
}
