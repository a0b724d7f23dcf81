//! `Bitboard` against a naive set, one `bool` per square (`Naive`): every method, every
//! operator (with a `Bitboard`, a `Square`, a `File` and a `Rank` on the right, and the
//! assigning forms; a `Square` on the left), the flips, the shifts, the iterators both
//! ways, the subsets and the conversions, on every set of at most two squares and their
//! complements, then proptest on random words. Then the diagrams: `Display`, `FromStr`
//! and its errors, `Bitboard::side_by_side`.

use bitfill::{
    Bitboard, File, ParseBitboardError, ParseBitboardErrorKind, Rank, Square, Squares, Subsets,
};
use proptest::prelude::*;
use std::collections::HashSet;
use std::iter::FusedIterator;

/// The oracle: a set of squares as 64 `bool`s, `[i]` for the square of index `i` (a1 = 0,
/// h8 = 63), with every operation written square by square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Naive([bool; 64]);

impl Naive {
    const EMPTY: Naive = Naive([false; 64]);

    /// The squares whose bit is set in `bits`, read one bit at a time.
    fn of(bits: u64) -> Naive {
        let mut set = Naive::EMPTY;
        for (i, cell) in set.0.iter_mut().enumerate() {
            *cell = bits & (1 << i) != 0;
        }
        set
    }

    fn of_squares(squares: &[Square]) -> Naive {
        let mut set = Naive::EMPTY;
        for &square in squares {
            set.0[square.index()] = true;
        }
        set
    }

    /// The squares for which `f(file, rank)` holds.
    fn where_(f: impl Fn(usize, usize) -> bool) -> Naive {
        Naive(std::array::from_fn(|i| f(i % 8, i / 8)))
    }

    /// Each square combined with the same square of `other`.
    fn zip(self, other: Naive, f: fn(bool, bool) -> bool) -> Naive {
        Naive(std::array::from_fn(|i| f(self.0[i], other.0[i])))
    }

    /// The squares of the set in index order.
    fn squares(self) -> Vec<Square> {
        (0..64)
            .filter(|&i| self.0[i])
            .map(|i| Square::ALL[i])
            .collect()
    }

    /// Every square moved `n` indices up (`n > 0`) or down; those that leave vanish.
    fn moved(self, n: isize) -> Naive {
        let mut set = Naive::EMPTY;
        for i in 0..64isize {
            if self.0[i as usize] && (0..64).contains(&(i + n)) {
                set.0[(i + n) as usize] = true;
            }
        }
        set
    }

    /// The set seen in a mirror, square by square by file and rank: across the middle of
    /// the board between ranks 4 and 5 (`vertical`), or between files d and e.
    fn mirrored(self, vertical: bool) -> Naive {
        Naive::where_(|file, rank| {
            let (file, rank) = if vertical {
                (file, 7 - rank)
            } else {
                (7 - file, rank)
            };
            self.0[rank * 8 + file]
        })
    }

    /// Whether every square of `other` is in the set.
    fn contains_all(self, other: Naive) -> bool {
        (0..64).all(|i| !other.0[i] || self.0[i])
    }

    /// Every subset in the order of the Carry-Rippler: the `k`-th subset holds the set's
    /// `j`-th square (in index order) where bit `j` of `k` is set, so the empty set comes
    /// first and the set itself last.
    fn subsets(self) -> Vec<Naive> {
        let squares = self.squares();
        (0..1u64 << squares.len())
            .map(|k| {
                let mut subset = Naive::EMPTY;
                for (j, square) in squares.iter().enumerate() {
                    subset.0[square.index()] = k >> j & 1 == 1;
                }
                subset
            })
            .collect()
    }

    /// The picture `Display` draws: rank 8 first, `1` or `.` per file, one space between.
    fn diagram(self) -> String {
        let rows: Vec<String> = (0..8)
            .rev()
            .map(|rank| {
                let cells: Vec<&str> = (0..8)
                    .map(|file| if self.0[rank * 8 + file] { "1" } else { "." })
                    .collect();
                cells.join(" ")
            })
            .collect();
        rows.join("\n")
    }
}

/// The naive set a `Bitboard` holds.
fn naive(board: Bitboard) -> Naive {
    Naive::of(board.0)
}

const AND: fn(bool, bool) -> bool = |a, b| a && b;
const OR: fn(bool, bool) -> bool = |a, b| a || b;
const XOR: fn(bool, bool) -> bool = |a, b| a != b;
const AND_NOT: fn(bool, bool) -> bool = |a, b| a && !b;

/// Every binary operator and its assigning form, with a `Bitboard`, a `Square`, the
/// square's `File` and its `Rank` on the right, against the oracle; `|` with a `Square` on
/// the left; the subset and superset tests.
fn check_operators(a: u64, b: u64, square: Square) {
    let (file, rank) = (square.file(), square.rank());
    let (x, y, one) = (Naive::of(a), Naive::of(b), Naive::of_squares(&[square]));
    let file_set = Naive::where_(|f, _| f == file.index());
    let rank_set = Naive::where_(|_, r| r == rank.index());
    macro_rules! with_right {
        ($op:tt, $assign:tt, $f:expr, $right:expr, $right_set:expr) => {{
            let want = x.zip($right_set, $f);
            let (what, right) = (stringify!($op), format!("{:?}", $right));
            assert_eq!(naive(Bitboard(a) $op $right), want, "{a:#x} {what} {right}");
            let mut board = Bitboard(a);
            board $assign $right;
            assert_eq!(naive(board), want, "{a:#x} {what}= {right}");
        }};
    }
    macro_rules! operator {
        ($op:tt, $assign:tt, $f:expr) => {{
            with_right!($op, $assign, $f, Bitboard(b), y);
            with_right!($op, $assign, $f, square, one);
            with_right!($op, $assign, $f, file, file_set);
            with_right!($op, $assign, $f, rank, rank_set);
        }};
    }
    operator!(&, &=, AND);
    operator!(|, |=, OR);
    operator!(^, ^=, XOR);
    operator!(-, -=, AND_NOT);
    assert_eq!(naive(!Bitboard(a)), x.zip(x, |a, _| !a), "!{a:#x}");
    assert_eq!(
        naive(square | Bitboard(b)),
        one.zip(y, OR),
        "{square} | {b:#x}"
    );
    for other in [Square::A1, Square::H8, square, square.flip_vertical()] {
        let want = one.zip(Naive::of_squares(&[other]), OR);
        assert_eq!(naive(square | other), want, "{square} | {other}");
    }
    assert_eq!(
        Bitboard(a).is_subset(Bitboard(b)),
        y.contains_all(x),
        "{a:#x}.is_subset({b:#x})"
    );
    assert_eq!(
        Bitboard(a).is_superset(Bitboard(b)),
        x.contains_all(y),
        "{a:#x}.is_superset({b:#x})"
    );
    assert_eq!(
        Bitboard(b).is_superset(Bitboard(a)),
        Bitboard(a).is_subset(Bitboard(b)),
        "{b:#x}.is_superset({a:#x})"
    );
    assert_eq!(
        Bitboard(a).is_disjoint(Bitboard(b)),
        (0..64).all(|i| !(x.0[i] && y.0[i])),
        "{a:#x}.is_disjoint({b:#x})"
    );
}

/// Every method of one set, its shifts, iterators and conversions, against the oracle.
fn check_set(bits: u64) {
    let board = Bitboard(bits);
    let set = Naive::of(bits);
    let squares = set.squares();
    for square in Square::ALL {
        assert_eq!(
            board.contains(square),
            set.0[square.index()],
            "{bits:#x} contains {square}"
        );
        let mut with = set;
        with.0[square.index()] = true;
        let mut without = set;
        without.0[square.index()] = false;
        assert_eq!(naive(board.with(square)), with, "{bits:#x} with {square}");
        assert_eq!(
            naive(board.without(square)),
            without,
            "{bits:#x} without {square}"
        );
        let mut inserted = board;
        inserted.insert(square);
        assert_eq!(naive(inserted), with, "{bits:#x} insert {square}");
        let mut removed = board;
        removed.remove(square);
        assert_eq!(naive(removed), without, "{bits:#x} remove {square}");
    }
    assert_eq!(board.len() as usize, squares.len(), "{bits:#x} len");
    assert_eq!(board.is_empty(), squares.is_empty(), "{bits:#x} is_empty");
    assert_eq!(
        board.more_than_one(),
        squares.len() > 1,
        "{bits:#x} more_than_one"
    );
    assert!(board.is_superset(board) && board.is_subset(board));
    assert!(board.is_superset(Bitboard::EMPTY) && Bitboard::FULL.is_superset(board));

    // The flips are the mirrors, and each undoes itself.
    let vertical = board.flip_vertical();
    let horizontal = board.flip_horizontal();
    assert_eq!(
        naive(vertical),
        set.mirrored(true),
        "{bits:#x} flip_vertical"
    );
    assert_eq!(
        naive(horizontal),
        set.mirrored(false),
        "{bits:#x} flip_horizontal"
    );
    assert_eq!(vertical.flip_vertical(), board);
    assert_eq!(horizontal.flip_horizontal(), board);
    assert_eq!(vertical.len(), board.len());
    assert_eq!(
        vertical.flip_horizontal(),
        horizontal.flip_vertical(),
        "{bits:#x} the flips commute"
    );
    // The flip of the set is the set of the flipped squares.
    let flipped: Bitboard = board.into_iter().map(Square::flip_vertical).collect();
    assert_eq!(
        flipped, vertical,
        "{bits:#x} flip_vertical square by square"
    );
    let flipped: Bitboard = board.into_iter().map(Square::flip_horizontal).collect();
    assert_eq!(
        flipped, horizontal,
        "{bits:#x} flip_horizontal square by square"
    );
    assert_eq!(board.first(), squares.first().copied(), "{bits:#x} first");
    assert_eq!(board.last(), squares.last().copied(), "{bits:#x} last");

    // pop takes the squares out lowest first, and leaves the rest.
    let mut popped = board;
    for (taken, &square) in squares.iter().enumerate() {
        assert_eq!(popped.pop(), Some(square), "{bits:#x} pop #{taken}");
        assert_eq!(
            naive(popped),
            Naive::of_squares(&squares[taken + 1..]),
            "{bits:#x} after pop #{taken}"
        );
    }
    assert_eq!(popped.pop(), None, "{bits:#x} pop when empty");
    assert_eq!(popped, Bitboard::EMPTY);

    // Iteration: forwards, backwards, by `iter()`, with an exact length at every step.
    assert_eq!(
        board.into_iter().collect::<Vec<_>>(),
        squares,
        "{bits:#x} forwards"
    );
    assert_eq!(
        board.iter().collect::<Vec<_>>(),
        squares,
        "{bits:#x} iter()"
    );
    let mut backwards = squares.clone();
    backwards.reverse();
    assert_eq!(
        board.into_iter().rev().collect::<Vec<_>>(),
        backwards,
        "{bits:#x} rev"
    );
    let mut iter: Squares = board.into_iter();
    for left in (0..=squares.len()).rev() {
        assert_eq!(iter.len(), left, "{bits:#x} len with {left} left");
        assert_eq!(iter.size_hint(), (left, Some(left)));
        iter.next();
    }
    // Both ends at once meet in the middle: front from the low squares, back from the high.
    let mut both = board.into_iter();
    let (mut front, mut back) = (Vec::new(), Vec::new());
    while let Some(square) = both.next() {
        front.push(square);
        match both.next_back() {
            Some(square) => back.push(square),
            None => break,
        }
    }
    back.reverse();
    front.extend(back);
    assert_eq!(front, squares, "{bits:#x} next and next_back alternately");
    assert_eq!(
        (both.next(), both.next_back(), both.next()),
        (None, None, None),
        "{bits:#x} fused"
    );
    let mut counted = 0;
    for square in board {
        assert!(set.0[square.index()]);
        counted += 1;
    }
    assert_eq!(counted, squares.len());

    // Collecting the squares, or a listing with repeats, builds the set back.
    assert_eq!(
        squares.iter().copied().collect::<Bitboard>(),
        board,
        "{bits:#x} collect"
    );
    let twice: Bitboard = squares.iter().chain(backwards.iter()).copied().collect();
    assert_eq!(twice, board, "{bits:#x} collect with every square twice");
    assert_eq!(
        Bitboard::from_squares(&squares),
        board,
        "{bits:#x} from_squares"
    );
    assert_eq!(
        Bitboard::from_squares(&[squares.clone(), squares.clone()].concat()),
        board
    );

    // The shifts move every square along the index order; what leaves the board is gone.
    for n in 0..64u32 {
        assert_eq!(naive(board << n), set.moved(n as isize), "{bits:#x} << {n}");
        assert_eq!(
            naive(board >> n),
            set.moved(-(n as isize)),
            "{bits:#x} >> {n}"
        );
    }

    // The conversions are the word itself, and the picture is the oracle's.
    assert_eq!(u64::from(board), bits);
    assert_eq!(Bitboard::from(bits), board);
    assert_eq!(board.to_string(), set.diagram(), "{bits:#x} Display");
}

/// Every set of at most two squares, and the complement of each: the edge cases of `first`,
/// `last`, `pop`, iteration from both ends, and the shifts, exhaustively.
#[test]
fn every_set_of_up_to_two_squares_and_its_complement() {
    let mut sets = vec![0u64];
    for i in 0..64 {
        for j in i..64 {
            sets.push(1 << i | 1 << j);
        }
    }
    let mut checked = 0;
    for &bits in &sets {
        check_set(bits);
        check_set(!bits);
        checked += 2;
    }
    assert_eq!(checked, 2 * (1 + 64 * 65 / 2));
}

/// The operators on every pair of single squares (and their complements), with every square
/// on the right.
#[test]
fn operators_on_every_pair_of_squares() {
    for a in Square::ALL {
        for b in Square::ALL {
            let (a_bits, b_bits) = (a.bitboard().0, b.bitboard().0);
            for (x, y) in [(a_bits, b_bits), (!a_bits, b_bits), (a_bits, !b_bits)] {
                check_operators(x, y, b);
            }
        }
    }
    check_operators(0, !0, Square::A1);
    check_operators(!0, 0, Square::H8);
}

#[test]
fn constants_and_single_square_sets() {
    assert_eq!(naive(Bitboard::EMPTY), Naive::EMPTY);
    assert_eq!(naive(Bitboard::FULL), Naive([true; 64]));
    let first_rank: Vec<Square> = Square::ALL
        .into_iter()
        .filter(|s| s.rank() == Rank::First)
        .collect();
    let a_file: Vec<Square> = Square::ALL
        .into_iter()
        .filter(|s| s.file() == File::A)
        .collect();
    assert_eq!(naive(Bitboard::RANK_1), Naive::of_squares(&first_rank));
    assert_eq!(naive(Bitboard::FILE_A), Naive::of_squares(&a_file));
    assert_eq!(Bitboard::default(), Bitboard::EMPTY);
    for square in Square::ALL {
        assert_eq!(
            naive(Bitboard::from(square)),
            Naive::of_squares(&[square]),
            "{square}"
        );
        assert_eq!(Bitboard::from(square).first(), Some(square));
        assert_eq!(Bitboard::from(square).last(), Some(square));
        assert_eq!(
            Bitboard::from(square).into_iter().collect::<Vec<_>>(),
            [square]
        );
    }
    // The whole board iterates as `Square::ALL`, in order and backwards.
    assert!(Bitboard::FULL.into_iter().eq(Square::ALL));
    assert!(
        Bitboard::FULL
            .into_iter()
            .rev()
            .eq(Square::ALL.into_iter().rev())
    );
    assert_eq!(Bitboard::FULL.into_iter().len(), 64);
    assert_eq!(Bitboard::FULL.len(), 64);
}

/// `from_squares` in a `const`: the set is there at compile time.
#[test]
fn from_squares_in_a_const() {
    const CORNERS: Bitboard =
        Bitboard::from_squares(&[Square::A1, Square::H1, Square::A8, Square::H8, Square::A1]);
    const NONE: Bitboard = Bitboard::from_squares(&[]);
    const _: () = assert!(CORNERS.len() == 4 && CORNERS.contains(Square::H8));
    const _: () = assert!(NONE.is_empty());
    assert_eq!(
        naive(CORNERS),
        Naive::of_squares(&[Square::A1, Square::H1, Square::A8, Square::H8])
    );
    assert_eq!(CORNERS.0, 0x8100_0000_0000_0081);
    assert_eq!(NONE, Bitboard::EMPTY);
    // The other `const fn`s compose at compile time too.
    const CORNER_H8: Option<Square> = CORNERS.without(Square::A1).with(Square::B2).last();
    assert_eq!(CORNER_H8, Some(Square::H8));
}

/// The square iterator is cheap to copy and says it ends for good.
#[test]
fn the_square_iterator_is_copy_and_fused() {
    fn fused<I: FusedIterator + ExactSizeIterator + DoubleEndedIterator + Copy>(iter: I) -> I {
        iter
    }
    let iter = fused(Bitboard(0b1011).into_iter());
    let copy = iter;
    assert!(iter.eq(copy));
}

/// `subsets` against the oracle's Carry-Rippler order: every subset exactly once, `2^n`
/// of them, the empty set first and the set itself last, each a subset of the set, with
/// an exact `size_hint` at every step, and `None` for good at the end.
fn check_subsets(bits: u64) {
    let board = Bitboard(bits);
    let want = Naive::of(bits).subsets();
    let got: Vec<Bitboard> = board.subsets().collect();
    assert_eq!(
        got.len(),
        1 << board.len(),
        "{bits:#x}: 2^{} subsets",
        board.len()
    );
    assert_eq!(
        got.iter().copied().map(naive).collect::<Vec<_>>(),
        want,
        "{bits:#x}: the Carry-Rippler order"
    );
    assert_eq!(
        got.first(),
        Some(&Bitboard::EMPTY),
        "{bits:#x} starts empty"
    );
    assert_eq!(got.last(), Some(&board), "{bits:#x} ends with the set");
    let distinct: HashSet<Bitboard> = got.iter().copied().collect();
    assert_eq!(distinct.len(), got.len(), "{bits:#x}: each subset once");
    assert!(got.iter().all(|subset| subset.is_subset(board)));
    let mut subsets: Subsets = board.subsets();
    for left in (0..=got.len()).rev() {
        assert_eq!(
            subsets.size_hint(),
            (left, Some(left)),
            "{bits:#x}, {left} left"
        );
        subsets.next();
    }
    assert_eq!(
        (subsets.next(), subsets.next()),
        (None, None),
        "{bits:#x} fused"
    );
}

/// The subsets of every set of at most three squares, of each rank and file, of the
/// corners and edges, and of a 12-square set (4,096 subsets).
#[test]
fn subsets_of_small_sets_exhaustively() {
    check_subsets(0);
    let mut sets = 0;
    for i in 0..64 {
        for j in i..64 {
            for k in j..64 {
                check_subsets(1 << i | 1 << j | 1 << k);
                sets += 1;
            }
        }
    }
    assert_eq!(sets, 64 * 65 * 66 / 6);
    for (file, rank) in File::ALL.into_iter().zip(Rank::ALL) {
        check_subsets(file.bitboard().0);
        check_subsets(rank.bitboard().0);
    }
    check_subsets(0x8100_0000_0000_0081);
    check_subsets(0x0000_0000_0000_0fff);
    check_subsets(0x8001_0204_0810_2040 | 0x4000);
    assert_eq!(
        Bitboard::EMPTY.subsets().collect::<Vec<_>>(),
        [Bitboard::EMPTY]
    );
    let corners: Vec<Bitboard> = (Square::A1 | Square::H8).subsets().collect();
    assert_eq!(
        corners,
        [
            Bitboard::EMPTY,
            Square::A1.bitboard(),
            Square::H8.bitboard(),
            Square::A1 | Square::H8
        ]
    );
}

/// The whole board has 2^64 subsets, more than a `usize` counts: the size hint says so
/// (`(usize::MAX, None)`) while the subsets left do not fit, and the order starts as
/// binary counting. With 64-bit `usize`s, 2^64 - 5 fit once five have been taken.
#[test]
fn subsets_of_the_full_board() {
    let hint =
        |left: u128| usize::try_from(left).map_or((usize::MAX, None), |left| (left, Some(left)));
    let mut subsets = Bitboard::FULL.subsets();
    assert_eq!(subsets.size_hint(), (usize::MAX, None));
    let first: Vec<Bitboard> = subsets.by_ref().take(5).collect();
    assert_eq!(first, [0, 1, 2, 3, 4].map(Bitboard));
    assert_eq!(subsets.size_hint(), hint((1 << 64) - 5));
    if usize::BITS == 64 {
        assert_eq!(subsets.size_hint(), (usize::MAX - 4, Some(usize::MAX - 4)));
    }
}

/// Random sets: any word, sparse ones (about 8 squares) and dense ones (about 56).
fn sets() -> impl Strategy<Value = u64> {
    prop_oneof![
        any::<u64>(),
        (any::<u64>(), any::<u64>(), any::<u64>()).prop_map(|(a, b, c)| a & b & c),
        (any::<u64>(), any::<u64>(), any::<u64>()).prop_map(|(a, b, c)| a | b | c),
    ]
}

fn squares() -> impl Strategy<Value = Square> {
    (0..64usize).prop_map(|i| Square::ALL[i])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn every_method_on_random_sets(bits in sets()) {
        check_set(bits);
    }

    #[test]
    fn every_operator_on_random_sets(a in sets(), b in sets(), square in squares()) {
        check_operators(a, b, square);
        // Subsets and disjoint sets, which random pairs seldom are.
        check_operators(a & b, a, square);
        check_operators(a & !b, b, square);
    }

    #[test]
    fn subsets_of_random_sets_of_up_to_12_squares(
        listing in prop::collection::vec(squares(), 0..=12)
    ) {
        check_subsets(Bitboard::from_squares(&listing).0);
    }

    #[test]
    fn flips_of_random_sets(bits in sets()) {
        let set = Naive::of(bits);
        prop_assert_eq!(naive(Bitboard(bits).flip_vertical()), set.mirrored(true));
        prop_assert_eq!(naive(Bitboard(bits).flip_horizontal()), set.mirrored(false));
    }

    #[test]
    fn more_than_one_and_is_superset_on_random_sets(a in sets(), b in sets()) {
        prop_assert_eq!(Bitboard(a).more_than_one(), Naive::of(a).squares().len() > 1);
        prop_assert_eq!(Bitboard(a).is_superset(Bitboard(b)), Naive::of(a).contains_all(Naive::of(b)));
        prop_assert!(Bitboard(a | b).is_superset(Bitboard(a)));
    }

    #[test]
    fn collecting_any_listing_of_squares(listing in prop::collection::vec(squares(), 0..80)) {
        let want = Naive::of_squares(&listing);
        prop_assert_eq!(naive(listing.iter().copied().collect()), want);
        prop_assert_eq!(naive(Bitboard::from_squares(&listing)), want);
        let mut inserted = Bitboard::EMPTY;
        for &square in &listing {
            inserted.insert(square);
        }
        prop_assert_eq!(naive(inserted), want);
    }
}

// The diagrams.

const DUMB7FILL_ROOKS: &str = "\
1 . . . . . . .
. . . 1 . . . .
. . . . . . . .
. . . . . . . .
. . . . . 1 . .
. . . . . . . .
. . . . . . . .
. . . . . . . .";

#[test]
fn display_is_the_dumb7fill_pages_diagram() {
    let rooks = Bitboard(1 << 56 | 1 << 51 | 1 << 29);
    assert_eq!(rooks.to_string(), DUMB7FILL_ROOKS);
    assert_eq!(DUMB7FILL_ROOKS.parse(), Ok(rooks));
    assert_eq!(Bitboard(0).to_string().matches('1').count(), 0);
    assert_eq!(Bitboard(u64::MAX).to_string().matches('1').count(), 64);
    // a1 is the bottom left corner, h8 the top right.
    assert!(Bitboard(1).to_string().ends_with("\n1 . . . . . . ."));
    assert!(
        Bitboard(1 << 63)
            .to_string()
            .starts_with(". . . . . . . 1\n")
    );
    assert_eq!(
        format!("{:?}", Bitboard(1)),
        format!("Bitboard(0x0000000000000001)\n{}\n", Bitboard(1))
    );
}

#[test]
fn parsing_accepts_indentation_blank_lines_and_the_other_cell_characters() {
    let text = "
        x . . . . . . .
        . . . X . . . .
        0 0 0 0 0 0 0 0

        - - - - - - - -
        .....1..
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
    ";
    assert_eq!(text.parse(), Ok(Bitboard(1 << 56 | 1 << 51 | 1 << 29)));
    assert_eq!(
        "1 . . . . . . .\r\n".repeat(8).parse(),
        Ok(Bitboard(0x0101_0101_0101_0101))
    );
}

#[test]
fn malformed_boards_get_an_error_naming_line_and_column() {
    let error = |line, column, kind| Err(ParseBitboardError { line, column, kind });
    let with_line_3 = |row: &str| {
        let mut lines: Vec<&str> = DUMB7FILL_ROOKS.lines().collect();
        lines[2] = row;
        lines.join("\n")
    };
    assert_eq!(
        with_line_3(". . q . . . . .").parse::<Bitboard>(),
        error(3, 5, ParseBitboardErrorKind::InvalidCell('q'))
    );
    assert_eq!(
        with_line_3(". . . . . . .").parse::<Bitboard>(),
        error(3, 1, ParseBitboardErrorKind::TooFewCells(7))
    );
    assert_eq!(
        with_line_3(". . . . . . . . 1").parse::<Bitboard>(),
        error(3, 17, ParseBitboardErrorKind::TooManyCells)
    );
    assert_eq!(
        format!("{DUMB7FILL_ROOKS}\n. . . . . . . .").parse::<Bitboard>(),
        error(9, 1, ParseBitboardErrorKind::TooManyRows)
    );
    let seven_rows: Vec<&str> = DUMB7FILL_ROOKS.lines().take(7).collect();
    assert_eq!(
        seven_rows.join("\n").parse::<Bitboard>(),
        error(8, 1, ParseBitboardErrorKind::TooFewRows(7))
    );
    assert_eq!(
        "".parse::<Bitboard>(),
        error(1, 1, ParseBitboardErrorKind::TooFewRows(0))
    );
    assert_eq!(
        with_line_3(". . q . . . . .")
            .parse::<Bitboard>()
            .unwrap_err()
            .to_string(),
        "line 3, column 5: invalid cell 'q': expected 1, x or X for a set square, . 0 or - for a clear one"
    );
    assert_eq!(
        with_line_3(". . . . . . .")
            .parse::<Bitboard>()
            .unwrap_err()
            .to_string(),
        "line 3, column 1: a row of 7 cells: expected 8 per row"
    );
}

/// The Dumb7Fill page's first south fill cycle, three boards side by side.
#[test]
fn side_by_side_prints_the_dumb7fill_pages_fill_cycle() {
    let rooks: Bitboard = DUMB7FILL_ROOKS.parse().unwrap();
    let empty: Bitboard = "
        . 1 1 1 1 1 . 1
        1 1 . . 1 . 1 .
        1 . 1 1 1 1 . 1
        1 1 . 1 1 1 1 1
        1 1 1 . 1 . 1 1
        1 1 . 1 1 1 1 .
        . . . 1 1 . . 1
        . 1 1 . 1 1 . 1"
        .parse()
        .unwrap();
    let generator = rooks >> 8 & empty;
    let text = Bitboard::side_by_side(&[
        ("generator >> 8", rooks >> 8),
        ("& empty", empty),
        ("=> flood", rooks | generator),
    ])
    .to_string();
    let expected = "\
generator >> 8      & empty             => flood
. . . . . . . .     . 1 1 1 1 1 . 1     1 . . . . . . .
1 . . . . . . .     1 1 . . 1 . 1 .     1 . . 1 . . . .
. . . 1 . . . .     1 . 1 1 1 1 . 1     . . . 1 . . . .
. . . . . . . .     1 1 . 1 1 1 1 1     . . . . . . . .
. . . . . . . .     1 1 1 . 1 . 1 1     . . . . . 1 . .
. . . . . 1 . .     1 1 . 1 1 1 1 .     . . . . . 1 . .
. . . . . . . .     . . . 1 1 . . 1     . . . . . . . .
. . . . . . . .     . 1 1 . 1 1 . 1     . . . . . . . .";
    assert_eq!(text, expected);
}

#[test]
fn side_by_side_widens_for_long_captions_and_drops_empty_ones() {
    let text = Bitboard::side_by_side(&[
        ("a caption longer than a board", Bitboard(1)),
        ("", Bitboard(2)),
    ])
    .to_string();
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("a caption longer than a board"));
    let padding = " ".repeat(29 - 15 + 5);
    assert_eq!(
        lines.nth(7),
        Some(format!("1 . . . . . . .{padding}. 1 . . . . . .").as_str())
    );
    let second_caption_only =
        Bitboard::side_by_side(&[("", Bitboard(1)), ("b", Bitboard(2))]).to_string();
    assert_eq!(
        second_caption_only.lines().next(),
        Some(format!("{}b", " ".repeat(20)).as_str())
    );
    let without_captions =
        Bitboard::side_by_side(&[("", Bitboard(1)), ("", Bitboard(2))]).to_string();
    assert_eq!(without_captions.lines().count(), 8);
    assert_eq!(Bitboard::side_by_side(&[]).to_string(), "\n\n\n\n\n\n\n");
}

proptest! {
    #[test]
    fn display_then_parse_is_the_identity(bits: u64) {
        prop_assert_eq!(Bitboard(bits).to_string().parse(), Ok(Bitboard(bits)));
    }

    #[test]
    fn parsing_never_panics(text in "[.1x \\n-]{0,200}") {
        let _ = text.parse::<Bitboard>();
    }
}
