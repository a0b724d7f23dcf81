//! The Othello move generator of `bitfill-engines` against published perft counts and a
//! naive square-by-square reference, on random and hand-drawn positions.

use crate::common;

use bitfill_engines::othello::{self, Color, DiagramError, Position, Square, dumb7, kogge};
use common::othello::{naive_flips, naive_mobility};
use proptest::prelude::*;

/// Published counts from the initial position, depths 1 to 9.
const PERFT: [u64; 9] = [4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288];

/// Naive perft with the same convention: a pass is a ply, a finished game one leaf.
fn naive_perft(player: u64, opponent: u64, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = naive_mobility(player, opponent);
    if moves == 0 {
        if naive_mobility(opponent, player) == 0 {
            return 1;
        }
        return naive_perft(opponent, player, depth - 1);
    }
    (0..64)
        .filter(|&sq| moves >> sq & 1 == 1)
        .map(|sq| {
            let flipped = naive_flips(player, opponent, sq);
            naive_perft(opponent ^ flipped, player | 1 << sq | flipped, depth - 1)
        })
        .sum()
}

fn diagram(text: &str, to_move: Color) -> Position {
    Position::from_diagram(text, to_move).unwrap_or_else(|e| panic!("bad test diagram: {e}"))
}

fn squares(names: &[&str]) -> u64 {
    names
        .iter()
        .map(|name| name.parse::<Square>().unwrap().bit())
        .fold(0, |b, bit| b | bit)
}

// ---- perft -------------------------------------------------------------------------

#[test]
fn perft_initial_position_kogge() {
    for (depth, &expected) in (1..).zip(&PERFT) {
        assert_eq!(Position::initial().perft(depth), expected, "depth {depth}");
    }
    assert_eq!(Position::initial().perft(0), 1);
}

#[test]
fn perft_initial_position_dumb7() {
    let start = Position::initial();
    for (depth, &expected) in (1..).zip(&PERFT) {
        assert_eq!(
            dumb7::perft(start.player(), start.opponent(), depth),
            expected,
            "depth {depth}"
        );
    }
}

/// Published counts from the initial position beyond depth 9 (a pass is a ply).
const DEEP: [(u32, u64); 4] = [
    (10, 24_571_284),
    (11, 212_258_800),
    (12, 1_939_886_636),
    (13, 18_429_641_748),
];

/// Egaroucid's perft mode 2 (a pass costs no depth), depths 1 to 12, as `egaroucid
/// -perft <depth> 2` prints them: the same as mode 1 up to depth 8.
const FREE_PASS: [u64; 12] = [
    4,
    12,
    56,
    244,
    1396,
    8200,
    55092,
    390_216,
    3_005_320,
    24_571_420,
    212_260_880,
    1_939_899_208,
];

/// Every generator, counting in bulk, listing the last ply's moves and playing every leaf,
/// to `max_depth` (at most 10).
fn every_generator_and_counting(max_depth: u32) {
    use bitfill_engines::cli::Leaves;
    use bitfill_engines::othello::perft::{self as p, Counting, Generator};
    fn check(name: &str, kernels: &impl Generator, max_depth: u32) {
        let start = Position::initial();
        for (leaves, every_leaf) in [
            (Leaves::Bulk, false),
            (Leaves::List, false),
            (Leaves::Bulk, true),
        ] {
            let counting = Counting {
                leaves,
                every_leaf,
                free_pass: false,
            };
            let counts = PERFT.iter().copied().chain([DEEP[0].1]);
            for (depth, expected) in (1..=max_depth).zip(counts) {
                let nodes = p::perft(kernels, start.player(), start.opponent(), depth, counting);
                assert_eq!(
                    nodes, expected,
                    "{name}, {leaves:?}, every leaf {every_leaf}, depth {depth}"
                );
            }
        }
    }
    check("library", &p::Library, max_depth);
    check("scalar", &p::Path(bitfill::simd::Portable), max_depth);
    check("kogge", &p::Kogge, max_depth);
    check("dumb7", &p::Dumb7, max_depth);
    #[cfg(target_arch = "x86_64")]
    check("sse2", &p::Path(bitfill::simd::Sse2), max_depth);
    #[cfg(target_arch = "x86_64")]
    if let Some(token) = bitfill::simd::Avx2::detect() {
        check("avx2", &p::Path(token), max_depth);
    }
}

/// Every generator, counting in bulk, listing and playing every leaf, to depth 9.
#[test]
fn perft_every_generator_and_counting() {
    every_generator_and_counting(9);
}

#[test]
#[ignore = "deep: every generator, in bulk, listing and playing every leaf, to depth 10 (24.6 million leaves each); about 10 s"]
fn perft_every_generator_and_counting_deep() {
    every_generator_and_counting(10);
}

/// The library's kernels to depths `deep` (counts from [`DEEP`]), and Egaroucid's mode 2
/// (a pass costs no depth) to `free_pass_depth`.
fn deep_and_free_pass(deep: &[(u32, u64)], free_pass_depth: u32) {
    use bitfill_engines::othello::perft::{self as p, Counting};
    let start = Position::initial();
    for (depth, expected) in deep {
        assert_eq!(start.perft(*depth), *expected, "depth {depth}");
    }
    let free = Counting {
        free_pass: true,
        ..Counting::default()
    };
    for (depth, &expected) in (1..=free_pass_depth).zip(&FREE_PASS) {
        let nodes = p::perft(&p::Library, start.player(), start.opponent(), depth, free);
        assert_eq!(nodes, expected, "free pass, depth {depth}");
    }
}

/// Depth 10 on the library's kernels, and Egaroucid's mode 2 to depth 10.
#[test]
fn perft_deep_and_free_pass() {
    deep_and_free_pass(&DEEP[..1], 10);
}

/// Depths 11 and 12 on the library's kernels, and Egaroucid's mode 2 to depth 12.
#[test]
#[ignore = "deep: depths 11 and 12 (2.2 billion leaves) and mode 2 to depth 12 (2.2 billion); about a minute"]
fn perft_deep_and_free_pass_deep() {
    deep_and_free_pass(&DEEP[1..3], 12);
}

/// A symmetry of the board: where it takes the square on (rank, file).
type Symmetry = fn(u32, u32) -> (u32, u32);

/// The image of the squares `set` under the board symmetry `map`, square by square.
fn image(set: u64, map: Symmetry) -> u64 {
    (0..64)
        .filter(|&sq| set >> sq & 1 == 1)
        .map(|sq| {
            let (rank, file) = map(sq / 8, sq % 8);
            1 << (rank * 8 + file)
        })
        .fold(0, |b, bit| b | bit)
}

/// The symmetries of the board that keep the initial position: the identity, the
/// reflections in the a1-h8 and a8-h1 diagonals, and the half turn.
const SYMMETRIES: [Symmetry; 4] = [
    |rank, file| (rank, file),
    |rank, file| (file, rank),
    |rank, file| (7 - file, 7 - rank),
    |rank, file| (7 - rank, 7 - file),
];

/// Depth 13, 18,429,641,748 leaves, as four times depth 12 after d3. Othello's rules
/// look the same in every direction, so a position and its image under a symmetry of the
/// board have the same perft; the test first shows that each of the four first moves
/// leads to an image of the position after d3 (under the symmetries that keep the initial
/// position), then counts that one subtree. The whole tree to depth 12 is counted by
/// [`perft_deep_and_free_pass_deep`].
///
/// Half a minute in the test profile (opt-level 3 with overflow checks), on two threads
/// (`perft_library_threads`, the program's `--threads 2`). Counting the whole tree took
/// 134 s of one thread of the 2-core CI machine, then 67 s on two.
#[test]
#[ignore = "deep: depth 13, 18.4 billion leaves (4.6 billion counted); half a minute"]
fn perft_depth_13() {
    let (depth, expected) = DEEP[3];
    let start = Position::initial();
    for symmetry in SYMMETRIES {
        assert_eq!(image(start.player(), symmetry), start.player());
        assert_eq!(image(start.opponent(), symmetry), start.opponent());
    }
    let after = |square: Square| {
        let child = start.play(square).expect("a legal first move");
        (child.player(), child.opponent())
    };
    let d3 = after("d3".parse().unwrap());
    let first_moves: Vec<Square> = Square::iter(start.moves()).collect();
    assert_eq!(first_moves.len(), 4);
    for square in first_moves {
        let child = after(square);
        assert!(
            SYMMETRIES
                .iter()
                .any(|&symmetry| (image(d3.0, symmetry), image(d3.1, symmetry)) == child),
            "the position after {square} is no image of the position after d3"
        );
    }
    let threads = std::num::NonZeroUsize::new(2).expect("two is not zero");
    let counting = othello::perft::Counting::default();
    let nodes = othello::perft::perft_library_threads(d3.0, d3.1, depth - 1, counting, threads);
    assert_eq!(4 * nodes, expected);
}

#[test]
fn perft_initial_position_naive_to_depth_5() {
    let start = Position::initial();
    for (depth, &expected) in (1..=5).zip(&PERFT) {
        assert_eq!(
            naive_perft(start.player(), start.opponent(), depth),
            expected
        );
    }
}

/// Plays `choices` from the initial position, each choice picking one of the legal moves
/// (or passing), until the choices run out or the game ends: a realistic position.
fn playout(choices: &[u8]) -> Position {
    let mut position = Position::initial();
    for &choice in choices {
        let moves: Vec<Square> = Square::iter(position.moves()).collect();
        position = match moves.get(usize::from(choice) % moves.len().max(1)) {
            Some(&square) => position.play(square).expect("a legal move"),
            None => match position.pass() {
                Some(passed) => passed,
                None => break,
            },
        };
    }
    position
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Late in the game passes and finished games are common: the fast perft must count
    /// them as the naive one does.
    #[test]
    fn perft_matches_naive_late_in_random_games(
        choices in proptest::collection::vec(any::<u8>(), 40..70),
        depth in 1u32..5,
    ) {
        let position = playout(&choices);
        let expected = naive_perft(position.player(), position.opponent(), depth);
        prop_assert_eq!(position.perft(depth), expected, "\n{}", position);
        prop_assert_eq!(dumb7::perft(position.player(), position.opponent(), depth), expected);
    }
}

// ---- mobility and flips against the naive reference ---------------------------------

/// Disjoint player and opponent sets of varied density.
fn disjoint_sets() -> impl Strategy<Value = (u64, u64)> {
    (any::<u64>(), any::<u64>(), any::<u64>(), 0..3u8).prop_map(|(split, a, b, density)| {
        let occupied = match density {
            0 => a & b,
            1 => a,
            _ => a | b,
        };
        (occupied & split, occupied & !split)
    })
}

fn check_position(player: u64, opponent: u64) -> Result<(), TestCaseError> {
    let want_moves = naive_mobility(player, opponent);
    prop_assert_eq!(
        kogge::mobility(player, opponent),
        want_moves,
        "kogge mobility"
    );
    prop_assert_eq!(
        dumb7::mobility(player, opponent),
        want_moves,
        "dumb7 mobility"
    );
    prop_assert_eq!(othello::mobility(player, opponent), want_moves);
    let mut union = 0;
    let mut union_bits = 0;
    for sq in 0..64 {
        if (player | opponent) >> sq & 1 == 1 {
            prop_assert_eq!(
                kogge::flips(player, opponent, 1 << sq),
                0,
                "occupied {}",
                sq
            );
            prop_assert_eq!(
                dumb7::flips(player, opponent, 1 << sq),
                0,
                "occupied {}",
                sq
            );
            continue;
        }
        let want = naive_flips(player, opponent, sq);
        prop_assert_eq!(
            kogge::flips(player, opponent, 1 << sq),
            want,
            "kogge flips on {}",
            sq
        );
        prop_assert_eq!(
            dumb7::flips(player, opponent, 1 << sq),
            want,
            "dumb7 flips on {}",
            sq
        );
        if sq % 3 == 0 {
            union |= want;
            union_bits |= 1 << sq;
        }
    }
    // Several placed discs flip the union of what each flips; occupied squares nothing.
    union_bits |= (player | opponent) & 0x5555_5555_5555_5555;
    prop_assert_eq!(kogge::flips(player, opponent, union_bits), union);
    prop_assert_eq!(dumb7::flips(player, opponent, union_bits), union);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn mobility_and_flips_match_naive_on_random_sets((player, opponent) in disjoint_sets()) {
        check_position(player, opponent)?;
    }

    #[test]
    fn mobility_and_flips_match_naive_in_random_games(
        choices in proptest::collection::vec(any::<u8>(), 0..60),
    ) {
        let position = playout(&choices);
        check_position(position.player(), position.opponent())?;
        check_position(position.opponent(), position.player())?;
    }

    #[test]
    fn play_places_the_disc_and_flips(choices in proptest::collection::vec(any::<u8>(), 0..60)) {
        let position = playout(&choices);
        for index in 0..64u8 {
            let square = Square::new(index).unwrap();
            let flipped = naive_flips(position.player(), position.opponent(), i32::from(index));
            match position.play(square) {
                None => prop_assert_eq!(flipped, 0),
                Some(after) => {
                    prop_assert_eq!(after.to_move(), position.to_move().opposite());
                    prop_assert_eq!(after.opponent(), position.player() | square.bit() | flipped);
                    prop_assert_eq!(after.player(), position.opponent() & !flipped);
                }
            }
        }
    }
}

// ---- hand positions ---------------------------------------------------------------

#[test]
fn initial_position_moves_and_flips() {
    let start = Position::initial();
    assert_eq!(start.black(), squares(&["d5", "e4"]));
    assert_eq!(start.white(), squares(&["d4", "e5"]));
    assert_eq!(start.to_move(), Color::Black);
    assert_eq!(start.moves(), squares(&["d3", "c4", "f5", "e6"]));
    for (square, flipped) in [("d3", "d4"), ("c4", "d4"), ("f5", "e5"), ("e6", "e5")] {
        assert_eq!(
            start.flips(square.parse().unwrap()),
            squares(&[flipped]),
            "{square}"
        );
    }
    // Illegal: an empty square that outflanks nothing, and occupied squares, whose discs
    // are in outflanked runs (d4, e5) or close them (d5).
    for illegal in ["e3", "d4", "e5", "d5"] {
        let square = illegal.parse().unwrap();
        assert_eq!(start.flips(square), 0, "{illegal}");
        assert_eq!(start.play(square), None, "{illegal}");
    }
}

#[test]
fn a_move_flips_in_every_direction() {
    // A disc on d4 meets an O run closed by an X in all eight directions.
    let position = diagram(
        "
        . . . . . . . .
        X . . X . . X .
        . O . O . O . .
        . . O O O . . .
        X O O . O O X .
        . . O O O . . .
        . O . O . O . .
        X . . X . . X .
        ",
        Color::Black,
    );
    let d4: Square = "d4".parse().unwrap();
    let expected = squares(&[
        "c4", "b4", "e4", "f4", // west, east
        "d5", "d6", "d3", "d2", // north, south
        "e5", "f6", "c3", "b2", // noEa, soWe
        "e3", "f2", "c5", "b6", // soEa, noWe
    ]);
    assert_eq!(position.flips(d4), expected);
    assert_ne!(position.moves() & d4.bit(), 0);
}

#[test]
fn runs_do_not_wrap_around_the_board_edge() {
    // h4 and a5 are one bit apart: a wrapping shift would give black b5 (from h4 east
    // over a5) and white g4 (from a5 west over h4).
    let position = diagram(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        O . . . . . . .
        . . . . . . . X
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        ",
        Color::Black,
    );
    assert_eq!(position.moves(), 0);
    assert_eq!(mobility_of(&position, Color::White), 0);
    // h3 and a5 are nine bits apart: noEa from h3 would wrap over a5 to b6, soWe from a5
    // over h3 to g2.
    let diagonal = diagram(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        O . . . . . . .
        . . . . . . . .
        . . . . . . . X
        . . . . . . . .
        . . . . . . . .
        ",
        Color::White,
    );
    assert_eq!(diagonal.moves(), 0);
    assert!(diagonal.is_game_over());
    // a3 and h3 are seven bits apart: noWe from a3 would wrap over h3 to g4, soEa from h3
    // over a3 to b2.
    let anti_diagonal = diagram(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        X . . . . . . O
        . . . . . . . .
        . . . . . . . .
        ",
        Color::Black,
    );
    assert!(anti_diagonal.is_game_over());
}

fn mobility_of(position: &Position, color: Color) -> u64 {
    let (player, opponent) = match color {
        Color::Black => (position.black(), position.white()),
        Color::White => (position.white(), position.black()),
    };
    othello::mobility(player, opponent)
}

#[test]
fn the_longest_run_is_six_discs() {
    let position = diagram(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        X O O O O O O .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        ",
        Color::Black,
    );
    let h4: Square = "h4".parse().unwrap();
    assert_eq!(position.moves(), h4.bit());
    assert_eq!(
        position.flips(h4),
        squares(&["b4", "c4", "d4", "e4", "f4", "g4"])
    );
    let after = position.play(h4).unwrap();
    assert_eq!(after.black(), 0xff << 24);
    assert!(after.is_game_over());
    assert_eq!(after.perft(7), 1);
}

#[test]
fn a_pass_is_a_ply_and_a_finished_game_one_leaf() {
    // Black has no move (the O on a8 has nothing behind it); white has c8.
    let position = diagram(
        "
        O X . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        ",
        Color::Black,
    );
    assert_eq!(position.moves(), 0);
    assert!(!position.is_game_over());
    let passed = position.pass().expect("black must pass");
    assert_eq!(passed.to_move(), Color::White);
    assert_eq!(passed.moves(), squares(&["c8"]));
    // Depth 1: the pass. Depth 2: white's one move, after which the board holds only O.
    assert_eq!(position.perft(1), 1);
    assert_eq!(position.perft(2), 1);
    let end = passed.play("c8".parse().unwrap()).unwrap();
    assert!(end.is_game_over());
    assert_eq!(end.pass(), None);
    for depth in 0..10 {
        assert_eq!(
            end.perft(depth),
            1,
            "a finished game is one leaf at depth {depth}"
        );
        assert_eq!(position.perft(depth + 2), 1);
    }
    assert_eq!(
        Position::initial().pass(),
        None,
        "no pass while a move exists"
    );
}

// ---- text input -------------------------------------------------------------------

#[test]
fn diagrams_round_trip_and_reject_bad_text() {
    let start = Position::initial();
    let text = start.to_string();
    assert_eq!(text.lines().nth(3), Some(". . . X O . . ."));
    assert_eq!(Position::from_diagram(&text, Color::Black), Ok(start));
    let compact = "........\n........\n........\n...XO...\n...OX...\n........\n........\n........";
    assert_eq!(Position::from_diagram(compact, Color::Black), Ok(start));
    let white = Position::from_diagram(&text, Color::White).unwrap();
    assert_eq!(
        (white.player(), white.opponent()),
        (start.white(), start.black())
    );

    assert_eq!(
        Position::from_diagram("", Color::Black),
        Err(DiagramError::RowCount(0))
    );
    let short = text.replacen(". . . X O . . .", ". . X O . . .", 1);
    assert_eq!(
        Position::from_diagram(&short, Color::Black),
        Err(DiagramError::RowLength { rank: 5, cells: 7 })
    );
    let bad = text.replacen(". . . X O . . .", ". . . X 0 . . .", 1);
    let error = Position::from_diagram(&bad, Color::Black).unwrap_err();
    assert_eq!(
        error,
        DiagramError::Cell {
            rank: 5,
            file: 4,
            found: '0'
        }
    );
    assert_eq!(
        error.to_string(),
        "'0' on e5 is not a cell: expected X, O or ."
    );
    let nine = format!("{text}. . . . . . . .\n");
    assert_eq!(
        Position::from_diagram(&nine, Color::Black),
        Err(DiagramError::RowCount(9))
    );
}

#[test]
fn squares_parse_and_print() {
    assert_eq!("a1".parse::<Square>().map(Square::index), Ok(0));
    assert_eq!("h1".parse::<Square>().map(Square::index), Ok(7));
    assert_eq!("d5".parse::<Square>().map(Square::index), Ok(35));
    assert_eq!("h8".parse::<Square>().map(Square::index), Ok(63));
    for bad in ["", "a", "a0", "a9", "i1", "D3", "d33", " d3", "é1"] {
        let error = bad.parse::<Square>().unwrap_err();
        assert!(
            error.to_string().contains("is not a square"),
            "{bad:?}: {error}"
        );
    }
    for index in 0..64 {
        let square = Square::new(index).unwrap();
        assert_eq!(square.to_string().parse(), Ok(square));
        assert_eq!(square.bit(), 1 << index);
    }
    assert_eq!(Square::new(64), None);
    assert_eq!(Square::from_file_rank(8, 0), None);
    assert_eq!(Square::iter(0).count(), 0);
    assert_eq!(Square::iter(u64::MAX).count(), 64);
}

#[test]
fn overlapping_sets_are_rejected_or_harmless() {
    assert_eq!(Position::new(1, 1, Color::Black), None);
    assert!(Position::new(1, 2, Color::White).is_some());
    // The raw functions are total: overlapping sets give some value, never a panic.
    for (player, opponent) in [(u64::MAX, u64::MAX), (0xff, 0xf0f), (0, 0), (u64::MAX, 0)] {
        let _ = othello::mobility(player, opponent);
        let _ = othello::flips(player, opponent, u64::MAX);
        let _ = dumb7::mobility(player, opponent);
        let _ = othello::perft(player, opponent, 3);
    }
}
