//! `bitfill::popcount`: every counter ([`Plain`], [`Sse2`] on x86_64, through
//! `bitfill::internals`, and [`Tally`], which holds the one the build picks) against a plain
//! sum of popcounts, on random sequences of sets: sparse and dense, `u64`-sized and full
//! `u128`s, single additions and `add_times` (0 to 9 times), short sequences and long ones
//! (a square counted up to 630 times, the whole sum past 80,000). `Tally` has one API on
//! every target: `const fn new`, `==` on the totals, sets of every kind (`Bitboard`, `u64`,
//! `u128`).

use bitfill::Bitboard;
use bitfill::internals::popcount::Plain;
use bitfill::popcount::Tally;

use crate::common::rng::Rng;

/// What each tally must say: the plain sum.
fn naive(adds: &[(u128, u32)]) -> u64 {
    adds.iter()
        .map(|&(set, times)| u64::from(times) * u64::from(set.count_ones()))
        .sum()
}

/// Runs one sequence through every tally and compares each with the plain sum, and with
/// each other after every step (so a fold that loses a digit shows where it happens).
fn check(adds: &[(u128, u32)]) {
    let mut plain = Plain::new();
    let mut tally = Tally::default();
    #[cfg(target_arch = "x86_64")]
    let mut sse2 = bitfill::internals::popcount::Sse2::new();
    for (i, &(set, times)) in adds.iter().enumerate() {
        let once = times == 1 && i % 2 == 0;
        if once {
            plain.add(set);
            tally.add(set);
        } else {
            plain.add_times(set, times);
            tally.add_times(set, times);
        }
        #[cfg(target_arch = "x86_64")]
        {
            if once {
                sse2.add(set);
            } else {
                sse2.add_times(set, times);
            }
            assert_eq!(sse2.total(), plain.total(), "after {} of {adds:x?}", i + 1);
        }
        assert_eq!(tally.total(), plain.total(), "after {} of {adds:x?}", i + 1);
    }
    assert_eq!(plain.total(), naive(adds));
}

fn random_set(rng: &mut Rng) -> u128 {
    let word = |rng: &mut Rng| u128::from(rng.next()) << 64 | u128::from(rng.next());
    match rng.below(6) {
        0 => word(rng),
        1 => word(rng) & word(rng) & word(rng),
        2 => word(rng) | word(rng),
        3 => u128::from(rng.next()),
        4 => !0,
        _ => 1 << rng.below(128),
    }
}

#[test]
fn random_sequences_add_up() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    for round in 0..3_000 {
        let len = match round % 4 {
            0 => rng.below(8),
            1 => rng.below(64),
            2 => 50 + rng.below(30),
            _ => rng.below(300),
        };
        let adds: Vec<(u128, u32)> = (0..len)
            .map(|_| {
                (
                    random_set(&mut rng),
                    [1, 1, 1, 0, 2, 3, 5, 7, 8, 9][rng.below(10)],
                )
            })
            .collect();
        check(&adds);
    }
}

#[test]
fn every_square_counted_hundreds_of_times() {
    // 600 additions of the full set: every square's count passes 63 many times over.
    check(&[(!0, 1); 600]);
    check(&[(!0, 7); 90]);
    check(&[(u128::from(u64::MAX), 3); 200]);
    assert_eq!(Tally::default().total(), 0);
    let mut tally = Tally::default();
    tally.add_times(!0u128, 0);
    assert_eq!(tally.total(), 0);
}

/// One set given as a `Bitboard`, a `u64` or a `u128` counts the same; a `u128`'s high
/// half counts too.
#[test]
fn every_kind_of_set_counts_the_same() {
    let mut rng = Rng(0x0bad_cafe_f00d_0001);
    for _ in 0..1_000 {
        let word = rng.next() & rng.next();
        let times = rng.below(10) as u32;
        let (mut by_bitboard, mut by_word, mut by_wide) =
            (Tally::new(), Tally::new(), Tally::new());
        by_bitboard.add(Bitboard(word));
        by_word.add(word);
        by_wide.add(u128::from(word));
        by_bitboard.add_times(Bitboard(word), times);
        by_word.add_times(word, times);
        by_wide.add_times(u128::from(word), times);
        let want = u64::from(word.count_ones()) * (1 + u64::from(times));
        assert_eq!(
            [by_bitboard.total(), by_word.total(), by_wide.total()],
            [want; 3],
            "{word:#x} x {times}"
        );
        assert_eq!(by_bitboard, by_word);
        assert_eq!(by_word, by_wide);
        let mut high = Tally::new();
        high.add(u128::from(word) << 64 | u128::from(word));
        assert_eq!(high.total(), 2 * u64::from(word.count_ones()));
    }
}

/// Two tallies are equal when their totals are, however they got there; `new` is a
/// `const fn` and the default; `Debug` shows the total.
#[test]
fn tallies_compare_by_total_and_start_in_const() {
    const NOTHING: Tally = Tally::new();
    static ALSO_NOTHING: Tally = Tally::new();
    assert_eq!(NOTHING, Tally::default());
    assert_eq!(NOTHING, ALSO_NOTHING);
    assert_eq!(NOTHING.total(), 0);
    let mut rank = Tally::new();
    rank.add(Bitboard::RANK_1);
    let mut file_twice = Tally::new();
    file_twice.add_times(0x0101_0101u64, 2);
    assert_eq!(rank, file_twice, "8 squares either way");
    assert_ne!(rank, NOTHING);
    let mut zero_times = Tally::new();
    zero_times.add_times(Bitboard::FULL, 0);
    zero_times.add(Bitboard::EMPTY);
    assert_eq!(zero_times, NOTHING);
    file_twice.add(1u128 << 127);
    assert_ne!(rank, file_twice);
    assert_eq!(format!("{rank:?}"), "Tally { total: 8 }");
    let copy = rank;
    assert_eq!(copy, rank);
    // The counters behind it compare as it does.
    assert_eq!(Plain::new(), Plain::default());
}
