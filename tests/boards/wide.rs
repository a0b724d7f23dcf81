//! `Wide<W>`, the set type of boards past 128 squares, against a naive set (one `bool` per
//! bit, read one bit at a time): the vocabulary it shares with `Bitboard` (`EMPTY`, `FULL`,
//! `BITS`, `len`, `is_empty`, `contains`, `first`, `last`, `pop`, `iter` and `for square in
//! set`), and the operators, on every set of at most two bits and their complements for
//! one to four words, then proptest on random words.

use bitfill::Wide;
use proptest::prelude::*;

/// The oracle: the bits of the set, lowest first, read one at a time from the words.
fn naive<const W: usize>(set: Wide<W>) -> Vec<usize> {
    (0..64 * W)
        .filter(|&bit| set.0[bit / 64] >> (bit % 64) & 1 == 1)
        .collect()
}

/// The set of the bits `bits`, built one word at a time.
fn of<const W: usize>(bits: &[usize]) -> Wide<W> {
    let mut words = [0u64; W];
    for &bit in bits {
        words[bit / 64] |= 1 << (bit % 64);
    }
    Wide(words)
}

/// Every method of the shared vocabulary on `set`, against the oracle.
fn check_set<const W: usize>(set: Wide<W>) {
    let bits = naive(set);
    assert_eq!(set.len() as usize, bits.len(), "{set:?} len");
    assert_eq!(set.is_empty(), bits.is_empty(), "{set:?} is_empty");
    assert_eq!(set.first(), bits.first().copied(), "{set:?} first");
    assert_eq!(set.last(), bits.last().copied(), "{set:?} last");
    let mut member = vec![false; 64 * W];
    for &bit in &bits {
        member[bit] = true;
    }
    for (bit, &member) in member.iter().enumerate() {
        assert_eq!(set.contains(bit), member, "{set:?} contains {bit}");
    }
    assert_eq!(set.iter().collect::<Vec<_>>(), bits, "{set:?} iter");
    assert_eq!(
        set.into_iter().collect::<Vec<_>>(),
        bits,
        "{set:?} into_iter"
    );
    let mut counted = Vec::new();
    for square in set {
        counted.push(square);
    }
    assert_eq!(counted, bits, "{set:?} for square in set");
    let mut iter = set.iter();
    for left in (0..=bits.len()).rev() {
        assert_eq!(iter.len(), left, "{set:?} iter len with {left} left");
        iter.next();
    }
    assert_eq!(iter.next(), None);
    // pop takes the bits out lowest first and leaves the rest.
    let mut popped = set;
    for (taken, &bit) in bits.iter().enumerate() {
        assert_eq!(popped.pop(), Some(bit), "{set:?} pop #{taken}");
        // What is left: the bits after it (its size and its lowest, so that the whole
        // walk stays linear; the sequence of pops checks every bit).
        assert_eq!(
            popped.len() as usize,
            bits.len() - taken - 1,
            "{set:?} pop #{taken}"
        );
        assert_eq!(
            popped.first(),
            bits.get(taken + 1).copied(),
            "{set:?} pop #{taken}"
        );
    }
    assert_eq!(popped.pop(), None);
    assert_eq!(popped, Wide::EMPTY);
    // The set is the union of its squares.
    let rebuilt = bits
        .iter()
        .fold(Wide::EMPTY, |union, &bit| union | Wide::square(bit));
    assert_eq!(rebuilt, set);
    assert_eq!(of::<W>(&bits), set);
}

/// The operators of two sets against the oracle's bits.
fn check_operators<const W: usize>(a: Wide<W>, b: Wide<W>) {
    let (x, y) = (naive(a), naive(b));
    let all: Vec<usize> = (0..64 * W).collect();
    let pick = |f: fn(bool, bool) -> bool| -> Vec<usize> {
        all.iter()
            .copied()
            .filter(|bit| f(x.contains(bit), y.contains(bit)))
            .collect()
    };
    assert_eq!(naive(a & b), pick(|p, q| p && q), "{a:?} & {b:?}");
    assert_eq!(naive(a | b), pick(|p, q| p || q), "{a:?} | {b:?}");
    assert_eq!(naive(a ^ b), pick(|p, q| p != q), "{a:?} ^ {b:?}");
    assert_eq!(
        naive(a.and_not(b)),
        pick(|p, q| p && !q),
        "{a:?} and_not {b:?}"
    );
    assert_eq!(naive(!a), pick(|p, _| !p), "!{a:?}");
    assert_eq!(a.and(b), a & b);
    assert_eq!(a.or(b), a | b);
    assert_eq!(a.xor(b), a ^ b);
    assert_eq!(a.not(), !a);
}

/// Every set of at most two bits of a `Wide<W>`, and the complement of each.
fn every_set_of_up_to_two_bits<const W: usize>() -> usize {
    let mut checked = 0;
    let bits = 64 * W;
    for i in 0..bits {
        for j in i..bits {
            let set = of::<W>(&[i, j]);
            check_set(set);
            check_set(!set);
            checked += 2;
        }
    }
    check_set(Wide::<W>::EMPTY);
    check_set(Wide::<W>::FULL);
    checked
}

#[test]
fn every_set_of_up_to_two_bits_and_its_complement() {
    assert_eq!(every_set_of_up_to_two_bits::<1>(), 64 * 65);
    assert_eq!(every_set_of_up_to_two_bits::<2>(), 128 * 129);
    assert_eq!(every_set_of_up_to_two_bits::<3>(), 192 * 193);
}

#[test]
fn the_constants_and_single_squares() {
    assert_eq!(naive(Wide::<4>::EMPTY), Vec::<usize>::new());
    assert_eq!(naive(Wide::<4>::FULL), (0..256).collect::<Vec<_>>());
    assert_eq!(Wide::<4>::FULL.len(), Wide::<4>::BITS);
    assert_eq!((Wide::<1>::BITS, Wide::<3>::BITS), (64, 192));
    assert_eq!(Wide::<2>::default(), Wide::EMPTY);
    for bit in 0..256 {
        let one = Wide::<4>::square(bit);
        assert_eq!(naive(one), [bit]);
        assert_eq!(
            (one.first(), one.last(), one.len()),
            (Some(bit), Some(bit), 1)
        );
    }
    // The documented words: least significant first.
    assert_eq!(Wide::new([1, 2, 3]).words(), [1, 2, 3]);
    assert_eq!(Wide::<3>::square(130), Wide([0, 0, 4]));
    // In const context, as move generators of big boards use them.
    const FIRST_AND_LAST: (Option<usize>, Option<usize>, u32) = {
        let set = Wide::<4>::square(3).or(Wide::square(200));
        (set.first(), set.last(), set.len())
    };
    assert_eq!(FIRST_AND_LAST, (Some(3), Some(200), 2));
    const POPPED: [Option<usize>; 3] = {
        let mut set = Wide::<2>::square(127).or(Wide::square(64));
        [set.pop(), set.pop(), set.pop()]
    };
    assert_eq!(POPPED, [Some(64), Some(127), None]);
}

/// Random words of one to four per set: any, sparse (about 1 bit in 8) and dense.
fn words<const W: usize>() -> impl Strategy<Value = Wide<W>> {
    prop_oneof![
        any::<[u64; W]>(),
        any::<[[u64; W]; 3]>().prop_map(|[a, b, c]| std::array::from_fn(|i| a[i] & b[i] & c[i])),
        any::<[[u64; W]; 2]>().prop_map(|[a, b]| std::array::from_fn(|i| a[i] | b[i])),
    ]
    .prop_map(Wide)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn random_sets_of_one_word(a in words::<1>(), b in words::<1>()) {
        check_set(a);
        check_operators(a, b);
    }

    #[test]
    fn random_sets_of_two_words(a in words::<2>(), b in words::<2>()) {
        check_set(a);
        check_operators(a, b);
    }

    #[test]
    fn random_sets_of_three_words(a in words::<3>(), b in words::<3>()) {
        check_set(a);
        check_operators(a, b);
    }

    #[test]
    fn random_sets_of_four_words(a in words::<4>(), b in words::<4>()) {
        check_set(a);
        check_operators(a, b);
    }
}
