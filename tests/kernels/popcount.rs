//! `bitfill::popcount`: every tally ([`Plain`], [`Sse2`] on x86_64, and [`Tally`], the one
//! the build picks) against a plain sum of popcounts, on random sequences of sets: sparse
//! and dense, `u64`-sized and full `u128`s, single additions and `add_times` (0 to 9 times),
//! short sequences and long ones (a square counted up to 630 times, the whole sum past
//! 80,000).

use bitfill::popcount::{Plain, Tally};

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
    let mut sse2 = bitfill::popcount::Sse2::new();
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
    tally.add_times(!0, 0);
    assert_eq!(tally.total(), 0);
}
