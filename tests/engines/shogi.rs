//! The shogi move generator of `bitfill_engines::shogi` against published perft counts (the
//! start position, "Matsuri", the position with the most legal moves known), against
//! positions built for every rule with YaneuraOu's counts and move lists, and against a
//! deliberately naive square-walking generator (`common/shogi_naive.rs`: a mailbox, no
//! bitboards) in seeded random games from the published positions, from the rule
//! positions and from random placements: at every position the same legal moves, the same
//! count by popcounts, the same check, an SFEN round trip, and after every legal move the
//! same board, hands and side to move.
//!
//! The deepest perfts and the long random games are `#[ignore]`d ("deep: ..."):
//! `cargo test --test shogi -- --include-ignored` runs them, as CI does.

use bitfill_engines::shogi::perft::{divide, perft, perft_bulk, perft_list};
use bitfill_engines::shogi::{Color, Move, Piece, Position, Square};

use crate::common::shogi_naive::{self, Naive};

use crate::common::leaves::list_counts_in_random_games;
use crate::common::rng::Rng;

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

/// "Matsuri" (festival): a middle game full of captures, promotions and drops, white to
/// move.
const MATSURI: &str = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1";

/// The position with the most legal moves known (593), nearly every piece in black's hand.
const MOST_MOVES: &str = "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1";

/// The published perft counts from depth 1; YaneuraOu's `go perft` gives the same, every
/// depth.
const START_COUNTS: [u64; 6] = [30, 900, 25_470, 719_731, 19_861_490, 547_581_517];
const MATSURI_COUNTS: [u64; 4] = [207, 28_684, 4_809_015, 516_925_165];
const MOST_MOVES_COUNTS: [u64; 3] = [593, 105_677, 53_393_368];

/// The engine's legal moves in USI notation, sorted.
fn engine_moves(pos: &Position) -> Vec<String> {
    let mut moves: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
    moves.sort();
    moves
}

/// The board, side and hands of an SFEN: what a move changes, less the move number.
fn without_move_number(sfen: &str) -> &str {
    sfen.rsplit_once(' ').expect("four fields").0
}

// ---------------------------------------------------------------------------------------
// Perft.
// ---------------------------------------------------------------------------------------

/// Checks `perft_bulk` of `sfen` at `depths` against `counts` (from depth 1).
fn check_perft(sfen: &str, counts: &[u64], depths: std::ops::RangeInclusive<u32>) {
    let pos = Position::from_sfen(sfen).unwrap();
    for depth in depths {
        let expected = counts[depth as usize - 1];
        assert_eq!(perft_bulk(&pos, depth), expected, "{sfen} depth {depth}");
    }
}

#[test]
fn start_position_perft_to_depth_5() {
    assert_eq!(Position::from_sfen(START), Ok(Position::startpos()));
    assert_eq!(Position::startpos().to_sfen(), START);
    check_perft(START, &START_COUNTS, 1..=5);
}

#[test]
#[ignore = "deep: start position perft 6, 547,581,517 leaves"]
fn start_position_perft_depth_6() {
    check_perft(START, &START_COUNTS, 6..=6);
}

#[test]
fn matsuri_perft_to_depth_3() {
    check_perft(MATSURI, &MATSURI_COUNTS, 1..=3);
}

#[test]
#[ignore = "deep: Matsuri perft 4, 516,925,165 leaves"]
fn matsuri_perft_depth_4() {
    check_perft(MATSURI, &MATSURI_COUNTS, 4..=4);
}

#[test]
fn most_moves_perft_to_depth_2() {
    check_perft(MOST_MOVES, &MOST_MOVES_COUNTS, 1..=2);
}

#[test]
#[ignore = "deep: the 593-move position's perft 3, 53,393,368 leaves"]
fn most_moves_perft_depth_3() {
    check_perft(MOST_MOVES, &MOST_MOVES_COUNTS, 3..=3);
}

/// Checks `perft_list` (the last ply's moves written into the move list, `--leaves list`)
/// of `sfen` at `depths` against `counts` (from depth 1).
fn check_perft_list(sfen: &str, counts: &[u64], depths: std::ops::RangeInclusive<u32>) {
    let pos = Position::from_sfen(sfen).unwrap();
    for depth in depths {
        let expected = counts[depth as usize - 1];
        assert_eq!(
            perft_list(&pos, depth),
            expected,
            "{sfen} depth {depth}, list"
        );
    }
}

#[test]
fn list_counting_matches_the_published_counts() {
    check_perft_list(START, &START_COUNTS, 1..=4);
    check_perft_list(MATSURI, &MATSURI_COUNTS, 1..=3);
    check_perft_list(MOST_MOVES, &MOST_MOVES_COUNTS, 1..=2);
    for &(name, sfen, counts) in YANEURAOU {
        let pos = Position::from_sfen(sfen).unwrap();
        for (depth, &expected) in (1..).zip(counts) {
            assert_eq!(perft_list(&pos, depth), expected, "{name}, depth {depth}");
        }
    }
}

#[test]
#[ignore = "deep: list counting of the start position to depth 5 and the 593-move position's depth 3"]
fn list_counting_matches_the_published_counts_deep() {
    check_perft_list(START, &START_COUNTS, 5..=5);
    check_perft_list(MOST_MOVES, &MOST_MOVES_COUNTS, 3..=3);
}

#[test]
fn list_counting_equals_bulk_counting_in_random_games() {
    let mut rng = Rng(0x5851_f42d_4c95_7f2d);
    let mut checked = 0;
    for sfen in [START, MATSURI, MOST_MOVES]
        .into_iter()
        .chain(rule_positions())
    {
        checked +=
            list_counts_in_random_games(&Position::from_sfen(sfen).unwrap(), &mut rng, 2, 30);
    }
    assert!(checked > 500, "{checked}");
}

#[test]
fn bulk_counting_equals_playing_every_leaf() {
    let start = Position::startpos();
    assert_eq!(perft(&start, 4), START_COUNTS[3]);
    let matsuri = Position::from_sfen(MATSURI).unwrap();
    assert_eq!(perft(&matsuri, 2), MATSURI_COUNTS[1]);
    let most = Position::from_sfen(MOST_MOVES).unwrap();
    assert_eq!(perft(&most, 2), MOST_MOVES_COUNTS[1]);
    for &(name, sfen, _) in YANEURAOU {
        let pos = Position::from_sfen(sfen).unwrap();
        for depth in 1..=3 {
            assert_eq!(perft(&pos, depth), perft_bulk(&pos, depth), "{name}");
        }
    }
}

#[test]
fn divide_adds_up_and_writes_usi_moves() {
    let start = Position::startpos();
    let split = divide(&start, 3);
    assert_eq!(split.len(), 30);
    assert_eq!(split.iter().map(|&(_, n)| n).sum::<u64>(), START_COUNTS[2]);
    let mut names: Vec<String> = split.iter().map(|(mv, _)| mv.to_string()).collect();
    names.sort();
    assert_eq!(names, engine_moves(&start));
    for name in ["7g7f", "2h3h", "5i4h", "1i1h"] {
        assert!(names.contains(&name.to_string()), "{name} in {names:?}");
    }
    // Black's hand reaches the drops, a bishop reaches the far zone (Matsuri, white).
    let matsuri = Position::from_sfen(MATSURI).unwrap();
    let split = divide(&matsuri, 2);
    assert_eq!(
        split.iter().map(|&(_, n)| n).sum::<u64>(),
        MATSURI_COUNTS[1]
    );
    let names: Vec<String> = split.iter().map(|(mv, _)| mv.to_string()).collect();
    for name in ["P*5h", "G*8b", "6f9i+", "6f9i", "3i2h"] {
        assert!(names.contains(&name.to_string()), "{name} in {names:?}");
    }
    assert!(divide(&start, 0).is_empty());
}

// ---------------------------------------------------------------------------------------
// The naive generator in random games.
// ---------------------------------------------------------------------------------------

/// What the random games met: positions compared, positions in check, moves played and
/// compared after playing, promotions and drops among them, pawn drops refused for
/// mating, games ended by mate.
#[derive(Default, Debug)]
struct Tally {
    positions: usize,
    checks: usize,
    moves: usize,
    promotions: usize,
    drops: usize,
    pawn_drop_mates: usize,
    mates: usize,
}

/// True when the engine's `pos` and the naive generator's `naive` have the same pieces on
/// the same squares, the same hands and the same side to move (read square by square
/// through the engine's accessors: cheaper than writing both SFENs after every move).
fn same_position(pos: &Position, naive: &Naive) -> bool {
    let color = |black: bool| if black { Color::Black } else { Color::White };
    let board = (0..9).all(|row| {
        (0..9).all(|column| {
            let square = Square::new(column as u8, 8 - row as u8).unwrap();
            let engine = pos.piece_on(square).map(|(side, piece)| {
                let promoted = piece != piece.unpromoted();
                (side == Color::Black, piece.letter(), promoted)
            });
            engine == naive.board[row][column]
        })
    });
    let hands = [true, false].into_iter().all(|black| {
        let hand = pos.hand(color(black));
        Piece::IN_HAND
            .iter()
            .zip(hand)
            .all(|(piece, count)| naive.hand(black, piece.letter()) == count)
    });
    board && hands && pos.side_to_move() == color(naive.black_to_move)
}

/// Compares the engine with the naive generator on `pos`: the legal moves, their count
/// by popcounts, check, the SFEN round trip, and the position after every legal move.
fn compare(pos: &Position, tally: &mut Tally) {
    let text = pos.to_sfen();
    assert_eq!(
        Position::from_sfen(&text).as_ref(),
        Ok(pos),
        "round trip of {text}"
    );
    let naive = Naive::parse(&text);
    assert_eq!(
        naive.sfen(),
        without_move_number(&text),
        "naive reading of {text}"
    );
    let found = naive.moves();
    let list = pos.legal_moves();
    let mut moves: Vec<String> = list.iter().map(Move::to_string).collect();
    moves.sort();
    assert_eq!(moves, found.legal, "legal moves of {text}");
    assert_eq!(
        pos.count_legal_moves(),
        moves.len() as u64,
        "count of {text}"
    );
    assert_eq!(pos.is_check(), naive.in_check(), "check in {text}");
    for &mv in &list {
        let name = mv.to_string();
        let after = pos.play(mv);
        let expected = naive.play_usi(&name);
        assert!(
            same_position(&after, &expected),
            "{text} after {name}: {after}, expected {}",
            expected.sfen()
        );
        assert_eq!(after.move_number(), pos.move_number() + 1);
        tally.promotions += usize::from(mv.is_promotion());
        tally.drops += usize::from(mv.is_drop());
    }
    tally.positions += 1;
    tally.checks += usize::from(pos.is_check());
    tally.moves += list.len();
    tally.pawn_drop_mates += found.pawn_drop_mates.len();
}

/// Plays `games` random games of up to `plies` plies from `sfen`, comparing the engine
/// with the naive generator at every position. One move in three is a checking move when
/// there is one, so that checks, and with them pawn-drop mates, come up often.
fn random_games(sfen: &str, rng: &mut Rng, games: usize, plies: usize, tally: &mut Tally) {
    for _ in 0..games {
        let mut pos = Position::from_sfen(sfen).unwrap();
        for _ in 0..plies {
            compare(&pos, tally);
            let list = pos.legal_moves();
            if list.is_empty() {
                tally.mates += 1;
                break;
            }
            let moves = list.as_slice();
            let checking: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|&mv| pos.play(mv).is_check())
                .collect();
            let mv = if !checking.is_empty() && rng.below(3) == 0 {
                checking[rng.below(checking.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            pos = pos.play(mv);
        }
    }
}

/// Random games from each of `starts`: `games` from each, up to `plies` plies; prints and
/// returns what they met.
fn random_games_from(starts: &[&str], seed: u64, games: usize, plies: usize) -> Tally {
    let mut rng = Rng(seed);
    let mut tally = Tally::default();
    for sfen in starts {
        random_games(sfen, &mut rng, games, plies, &mut tally);
    }
    println!("{tally:?}");
    tally
}

/// The SFENs of the positions built for the rules (below): sparse boards, full hands,
/// kings in reach of pawn drops.
fn rule_positions() -> Vec<&'static str> {
    YANEURAOU.iter().map(|&(_, sfen, _)| sfen).collect()
}

#[test]
fn random_games_from_the_published_positions_match_the_naive_generator() {
    let starts = [START, MATSURI, MOST_MOVES];
    let tally = random_games_from(&starts, 0x9e37_79b9_7f4a_7c15, 60, 60);
    assert!(tally.positions > 6_000, "{tally:?}");
    assert!(tally.pawn_drop_mates > 0 && tally.mates > 0, "{tally:?}");
}

#[test]
fn random_games_from_the_rule_positions_match_the_naive_generator() {
    let tally = random_games_from(&rule_positions(), 0x2545_f491_4f6c_dd1d, 3, 40);
    assert!(tally.positions > 3_000, "{tally:?}");
    assert!(tally.pawn_drop_mates > 0 && tally.mates > 0, "{tally:?}");
}

/// A random position: the two kings and up to 19 more pieces anywhere, of either side,
/// promoted or not, and a few pieces in each hand; drawn again until the engine's SFEN
/// reader accepts it (no piece without a move, no two pawns on a file, the side not to
/// move not in check, no more pieces than a set has).
fn random_placement(rng: &mut Rng) -> String {
    loop {
        let mut naive = Naive::parse("9/9/9/9/9/9/9/9/9 b - 1");
        let mut place = |rng: &mut Rng, piece: (bool, char, bool)| loop {
            let (row, column) = (rng.below(9), rng.below(9));
            if naive.board[row][column].is_none() {
                naive.board[row][column] = Some(piece);
                return;
            }
        };
        place(rng, (true, 'K', false));
        place(rng, (false, 'K', false));
        for _ in 0..rng.below(20) {
            let letter = b"PPPPLNSGBR"[rng.below(10)] as char;
            let promoted = letter != 'G' && rng.below(3) == 0;
            let black = rng.below(2) == 0;
            place(rng, (black, letter, promoted));
        }
        // A hand is counted in the order rook, bishop, gold, silver, knight, lance, pawn.
        for _ in 0..rng.below(6) {
            let kind = [0, 1, 2, 3, 4, 5, 6, 6, 6][rng.below(9)];
            naive.hands[rng.below(2)][kind] += 1;
        }
        naive.black_to_move = rng.below(2) == 0;
        let sfen = format!("{} 1", naive.sfen());
        if let Ok(pos) = Position::from_sfen(&sfen) {
            return pos.to_sfen();
        }
    }
}

#[test]
fn random_placements_match_the_naive_generator() {
    let mut rng = Rng(0xface_feed_dead_beef);
    let starts: Vec<String> = (0..300).map(|_| random_placement(&mut rng)).collect();
    let starts: Vec<&str> = starts.iter().map(String::as_str).collect();
    let tally = random_games_from(&starts, 0x0123_4567_89ab_cdef, 1, 30);
    assert!(tally.positions > 3_000, "{tally:?}");
}

#[test]
#[ignore = "deep: random games over some 380,000 positions, every legal move played on both sides"]
fn many_random_games_match_the_naive_generator() {
    let starts = [START, MATSURI, MOST_MOVES];
    let published = random_games_from(&starts, 0x0dd_ba11_cafe_f00d, 600, 100);
    assert!(published.positions > 100_000, "{published:?}");
    let rules = random_games_from(&rule_positions(), 0x1234_5678_9abc_def1, 40, 60);
    assert!(rules.positions > 50_000, "{rules:?}");
    let mut rng = Rng(0x5851_f42d_4c95_7f2d);
    let starts: Vec<String> = (0..3_000).map(|_| random_placement(&mut rng)).collect();
    let starts: Vec<&str> = starts.iter().map(String::as_str).collect();
    let placements = random_games_from(&starts, 0x1405_7b7e_f767_814f, 1, 60);
    assert!(placements.positions > 50_000, "{placements:?}");
    let pawn_drop_mates =
        published.pawn_drop_mates + rules.pawn_drop_mates + placements.pawn_drop_mates;
    assert!(pawn_drop_mates > 100, "{pawn_drop_mates}");
}

// ---------------------------------------------------------------------------------------
// Positions built for each rule.
// ---------------------------------------------------------------------------------------

/// Positions built for each rule, with their perft counts from depth 1 as YaneuraOu counts
/// them (YaneuraOu 9.70git, commit 33ccf1f9, `position sfen ...` then `go perft N` over
/// USI: `MoveList<LEGAL_ALL>`, the pointless non-promotions of pawn, bishop and rook
/// counted, pawn-drop mates not). Its per-move lists (`go perft 1`) are the lists the tests
/// below spell out. The naive generator gives the same counts to depth 3.
const YANEURAOU: &[(&str, &str, &[u64])] = &[
    (
        "promotion: pawn into the zone (both), onto the last rank (only promoted)",
        "k8/6P2/9/4P4/9/9/9/9/4K4 b - 1",
        &[8, 24, 237],
    ),
    (
        "promotion: lance into the zone (both), onto the last rank (only promoted)",
        "k8/9/8L/9/4L4/9/9/9/4K4 b - 1",
        &[14, 42, 573],
    ),
    (
        "promotion: knight onto rank c (both), onto rank b (only promoted), outside (none)",
        "k8/9/9/7N1/4N4/9/1N7/9/4K4 b - 1",
        &[13, 39, 558],
    ),
    (
        "promotion: silver out of the zone backward, inside it, into it",
        "k8/9/4S4/7S1/9/9/9/9/4K4 b - 1",
        &[23, 69, 1_500],
    ),
    (
        "promotion: bishop from inside the zone, rook into it",
        "k8/9/5B3/9/9/9/8R/9/4K4 b - 1",
        &[48, 131, 5_586],
    ),
    (
        "promotion: promoted pieces do not promote again",
        "k8/3+L3+B1/4+P3+N/2+R6/6+S2/9/9/9/4K4 b - 1",
        &[58, 156, 8_782],
    ),
    (
        "promotion: white's zone is ranks g to i",
        "4k4/9/8l/9/9/4p2n1/5s3/9/K8 w - 1",
        &[25, 75, 1_809],
    ),
    (
        "drops: pawn and lance not on the last rank, knight not on the last two",
        "4k4/9/9/9/9/9/9/9/4K4 b NLP 1",
        &[209, 994, 141_951],
    ),
    (
        "drops: white's last ranks",
        "4k4/9/9/9/9/9/9/9/4K4 w nlp 1",
        &[209, 994, 141_951],
    ),
    (
        "drops: silver, gold, bishop, rook anywhere",
        "4k4/9/9/9/9/9/9/9/4K4 b RBGS 1",
        &[321, 1_441, 362_280],
    ),
    (
        "drops: nifu, a tokin and the other side's pawns do not block",
        "4k4/9/1p1p4P/6+P2/9/2P6/P4+p3/9/4K4 b P 1",
        &[56, 713, 14_705],
    ),
    (
        "pawn-drop mate: plain",
        "8k/9/6NG1/9/9/9/9/9/4K4 b P 1",
        &[80, 7, 557],
    ),
    (
        "pawn-drop mate: the king escapes",
        "8k/9/7G1/9/9/9/9/9/4K4 b P 1",
        &[81, 83, 1_958],
    ),
    (
        "pawn-drop mate: the pawn undefended, the king takes it",
        "8k/9/9/9/9/9/9/9/4K2R1 b P 1",
        &[89, 104, 3_607],
    ),
    (
        "pawn-drop mate: the pawn defended from afar by a rook along the rank",
        "8k/R8/9/9/9/9/9/9/4K2R1 b P 1",
        &[119, 36, 3_006],
    ),
    (
        "pawn-drop mate: the king would take into a bishop's check",
        "8k/9/9/9/5B3/9/9/9/4K2R1 b P 1",
        &[106, 41, 3_185],
    ),
    (
        "pawn-drop mate: the bishop blocked, the king takes",
        "8k/9/9/6s2/5B3/9/9/9/4K2R1 b P 1",
        &[102, 598, 31_767],
    ),
    (
        "pawn-drop mate: the only defender that could take is pinned",
        "4R2gk/9/7S1/9/9/9/9/9/4K4 b P 1",
        &[112, 167, 13_202],
    ),
    (
        "pawn-drop mate: the defender unpinned takes",
        "7gk/9/7S1/9/9/9/9/9/4K4 b P 1",
        &[85, 342, 9_736],
    ),
    (
        "pawn-drop mate: the pawn blocks the pin, the pinned gold takes it",
        "8k/9/6NGg/9/8R/9/9/9/4K4 b P 1",
        &[94, 201, 9_891],
    ),
    (
        "pawn-drop mate: a defender pinned to its own king still defends",
        "7rk/9/7G1/9/9/9/9/9/7K1 b P 1",
        &[76, 679, 10_950],
    ),
    (
        "pawn-drop mate: the pawn that blocks a check may not mate",
        "4k4/2Sr3K1/4G1N2/1B7/9/9/9/9/9 b P 1",
        &[12, 3, 365],
    ),
    (
        "pawn-drop mate: the blocking pawn checks, the unpinned rook takes it",
        "4k4/2Sr3K1/4G1N2/9/9/9/9/9/9 b P 1",
        &[11, 121, 8_233],
    ),
    (
        "pawn-drop mate: a pawn move that mates is legal",
        "8k/9/6NGP/9/9/9/9/9/4K4 b P 1",
        &[74, 4, 294],
    ),
    (
        "pawn-drop mate: white's",
        "4k4/9/9/9/9/9/1gn6/9/K8 w p 1",
        &[80, 7, 557],
    ),
    (
        "double check: rook and knight, only the king moves",
        "4r4/9/5n3/5S3/4K4/9/9/9/8k b GP 1",
        &[5, 120, 17_270],
    ),
    (
        "pin by rook: the gold moves along the file",
        "8k/4r4/9/9/9/4G4/9/9/4K4 b - 1",
        &[7, 113, 1_192],
    ),
    (
        "pin by bishop: the silver moves along the diagonal",
        "k8/9/9/9/9/7b1/9/5S3/4K4 b - 1",
        &[5, 73, 694],
    ),
    (
        "pin by lance: the rook moves along the file",
        "k3l4/9/9/9/4R4/9/9/9/4K4 b - 1",
        &[15, 89, 1_607],
    ),
    (
        "pin by lance: the knight cannot move",
        "k8/9/4l4/9/9/9/4N4/9/4K4 b - 1",
        &[5, 40, 281],
    ),
    (
        "pin by horse: the gold steps along the diagonal",
        "k8/9/9/9/8+b/9/6G2/9/4K4 b - 1",
        &[6, 71, 736],
    ),
    (
        "pin by dragon: the bishop cannot move",
        "4+r2k1/9/9/9/4B4/9/9/9/4K4 b - 1",
        &[5, 75, 1_712],
    ),
    (
        "discovered check: the silver uncovers the rook",
        "4k4/9/9/9/4S4/9/9/4R4/8K b - 1",
        &[19, 87, 2_123],
    ),
    (
        "check by rook: the king cannot step back along the file",
        "4r4/9/9/9/4K4/9/9/9/8k b G 1",
        &[9, 171, 10_406],
    ),
    (
        "check by bishop: the king cannot step back along the diagonal",
        "8b/9/9/9/4K4/9/9/9/k8 b - 1",
        &[6, 72, 450],
    ),
    (
        "checkmate: no legal move",
        "4k4/9/9/9/9/9/4p4/4g4/4K4 b - 1",
        &[0, 0, 0],
    ),
];

/// The perft of the naive generator: every legal move made on a copy, to `depth` plies.
fn naive_perft(naive: &Naive, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = naive.moves().legal;
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| naive_perft(&naive.play_usi(mv), depth - 1))
        .sum()
}

#[test]
fn positions_for_every_rule_match_yaneuraou_and_the_naive_generator() {
    for &(name, sfen, counts) in YANEURAOU {
        let pos = Position::from_sfen(sfen).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(pos.to_sfen(), sfen, "{name}");
        assert_eq!(engine_moves(&pos), shogi_naive::legal_moves(sfen), "{name}");
        for (depth, &expected) in (1..).zip(counts) {
            assert_eq!(perft_bulk(&pos, depth), expected, "{name}, depth {depth}");
        }
        let naive = Naive::parse(sfen);
        for depth in 1..=3 {
            assert_eq!(
                naive_perft(&naive, depth),
                counts[depth as usize - 1],
                "{name}"
            );
        }
    }
}

/// The SFEN of the position named `name` in [`YANEURAOU`].
fn sfen_of(name: &str) -> &'static str {
    YANEURAOU
        .iter()
        .find(|(n, ..)| *n == name)
        .unwrap_or_else(|| panic!("no position {name}"))
        .1
}

/// The engine's legal moves in the position named `name` that start with `prefix` (a
/// square, or a drop's `P*`), sorted.
fn moves_from(name: &str, prefix: &str) -> Vec<String> {
    let pos = Position::from_sfen(sfen_of(name)).unwrap();
    engine_moves(&pos)
        .into_iter()
        .filter(|mv| mv.starts_with(prefix))
        .collect()
}

#[test]
fn promotion_is_optional_in_the_zone_and_forced_where_the_piece_could_not_move() {
    let pawn = "promotion: pawn into the zone (both), onto the last rank (only promoted)";
    assert_eq!(moves_from(pawn, "5d"), ["5d5c", "5d5c+"]);
    assert_eq!(moves_from(pawn, "3b"), ["3b3a+"]);
    let lance = "promotion: lance into the zone (both), onto the last rank (only promoted)";
    assert_eq!(
        moves_from(lance, "5e"),
        ["5e5a+", "5e5b", "5e5b+", "5e5c", "5e5c+", "5e5d"]
    );
    assert_eq!(moves_from(lance, "1c"), ["1c1a+", "1c1b", "1c1b+"]);
    let knight =
        "promotion: knight onto rank c (both), onto rank b (only promoted), outside (none)";
    assert_eq!(moves_from(knight, "5e"), ["5e4c", "5e4c+", "5e6c", "5e6c+"]);
    assert_eq!(moves_from(knight, "2d"), ["2d1b+", "2d3b+"]);
    assert_eq!(moves_from(knight, "8g"), ["8g7e", "8g9e"]);
    // A silver may promote leaving the zone backward, and moving inside it.
    let silver = "promotion: silver out of the zone backward, inside it, into it";
    assert_eq!(
        moves_from(silver, "5c"),
        [
            "5c4b", "5c4b+", "5c4d", "5c4d+", "5c5b", "5c5b+", "5c6b", "5c6b+", "5c6d", "5c6d+"
        ]
    );
    assert_eq!(
        moves_from(silver, "2d"),
        [
            "2d1c", "2d1c+", "2d1e", "2d2c", "2d2c+", "2d3c", "2d3c+", "2d3e"
        ]
    );
    // A bishop in the zone may promote wherever it goes; a rook only entering it. Both may
    // also stay unpromoted, pointless as that is.
    let sliders = "promotion: bishop from inside the zone, rook into it";
    let bishop = moves_from(sliders, "4c");
    assert_eq!(bishop.len(), 2 * 12);
    assert!(bishop.contains(&"4c9h+".to_string()) && bishop.contains(&"4c9h".to_string()));
    assert_eq!(
        moves_from(sliders, "1g").join(" "),
        "1g1a 1g1a+ 1g1b 1g1b+ 1g1c 1g1c+ 1g1d 1g1e 1g1f 1g1h 1g1i 1g2g 1g3g 1g4g 1g5g 1g6g \
         1g7g 1g8g 1g9g"
    );
    let promoted = "promotion: promoted pieces do not promote again";
    let moves = engine_moves(&Position::from_sfen(sfen_of(promoted)).unwrap());
    assert!(moves.iter().all(|mv| !mv.ends_with('+')), "{moves:?}");
    // A horse steps orthogonally and slides diagonally; a dragon the other way round.
    assert_eq!(
        moves_from(promoted, "2b").join(" "),
        "2b1a 2b1b 2b2a 2b2c 2b3a 2b3b 2b3c 2b4d 2b5e 2b6f 2b7g 2b8h 2b9i"
    );
    assert_eq!(
        moves_from(promoted, "7d").join(" "),
        "7d1d 7d2d 7d3d 7d4d 7d5d 7d6c 7d6d 7d6e 7d7a 7d7b 7d7c 7d7e 7d7f 7d7g 7d7h 7d7i 7d8c \
         7d8d 7d8e 7d9d"
    );
    // Promoted minor pieces move as golds.
    assert_eq!(
        moves_from(promoted, "5c"),
        ["5c4b", "5c4c", "5c5b", "5c5d", "5c6c"]
    );
    let white = "promotion: white's zone is ranks g to i";
    assert_eq!(moves_from(white, "5f"), ["5f5g", "5f5g+"]);
    assert_eq!(moves_from(white, "2f"), ["2f1h+", "2f3h+"]);
    assert_eq!(
        moves_from(white, "1c").join(" "),
        "1c1d 1c1e 1c1f 1c1g 1c1g+ 1c1h 1c1h+ 1c1i+"
    );
    assert_eq!(
        moves_from(white, "4g").join(" "),
        "4g3f 4g3f+ 4g3h 4g3h+ 4g4h 4g4h+ 4g5h 4g5h+"
    );
}

/// The ranks (letters) of the drops of `letter` in the position named `name`, each once.
fn drop_ranks(name: &str, letter: char) -> String {
    let mut ranks: Vec<char> = moves_from(name, &format!("{letter}*"))
        .iter()
        .map(|mv| mv.chars().last().unwrap())
        .collect();
    ranks.sort_unstable();
    ranks.dedup();
    ranks.into_iter().collect()
}

#[test]
fn drops_keep_off_the_ranks_where_the_piece_could_not_move() {
    let black = "drops: pawn and lance not on the last rank, knight not on the last two";
    assert_eq!(drop_ranks(black, 'P'), "bcdefghi");
    assert_eq!(drop_ranks(black, 'L'), "bcdefghi");
    assert_eq!(drop_ranks(black, 'N'), "cdefghi");
    // 79 empty squares, 8 of them on rank a and 9 on rank b.
    assert_eq!(moves_from(black, "P*").len(), 79 - 8);
    assert_eq!(moves_from(black, "L*").len(), 79 - 8);
    assert_eq!(moves_from(black, "N*").len(), 79 - 8 - 9);
    let white = "drops: white's last ranks";
    assert_eq!(drop_ranks(white, 'P'), "abcdefgh");
    assert_eq!(drop_ranks(white, 'L'), "abcdefgh");
    assert_eq!(drop_ranks(white, 'N'), "abcdefg");
    let others = "drops: silver, gold, bishop, rook anywhere";
    for letter in ['S', 'G', 'B', 'R'] {
        assert_eq!(moves_from(others, &format!("{letter}*")).len(), 79);
    }
}

#[test]
fn no_pawn_drop_on_a_file_with_an_unpromoted_pawn_of_ones_own() {
    // Black's pawns stand on files 9, 7 and 1; its tokin on file 3 and white's pawns and
    // tokin on files 8, 6 and 4 do not count.
    let nifu = "drops: nifu, a tokin and the other side's pawns do not block";
    let mut files: Vec<char> = moves_from(nifu, "P*")
        .iter()
        .map(|mv| mv.chars().nth(2).unwrap())
        .collect();
    files.dedup();
    assert_eq!(files.into_iter().collect::<String>(), "234568");
    assert_eq!(moves_from(nifu, "P*").len(), 43);
}

/// For each pawn-drop position: its name, the pawn drop that checks, and whether that
/// drop is legal (`false`: it would mate).
const PAWN_DROP_MATES: [(&str, &str, bool); 13] = [
    ("pawn-drop mate: plain", "P*1b", false),
    ("pawn-drop mate: the king escapes", "P*1b", true),
    (
        "pawn-drop mate: the pawn undefended, the king takes it",
        "P*1b",
        true,
    ),
    (
        "pawn-drop mate: the pawn defended from afar by a rook along the rank",
        "P*1b",
        false,
    ),
    (
        "pawn-drop mate: the king would take into a bishop's check",
        "P*1b",
        false,
    ),
    (
        "pawn-drop mate: the bishop blocked, the king takes",
        "P*1b",
        true,
    ),
    (
        "pawn-drop mate: the only defender that could take is pinned",
        "P*1b",
        false,
    ),
    ("pawn-drop mate: the defender unpinned takes", "P*1b", true),
    (
        "pawn-drop mate: the pawn blocks the pin, the pinned gold takes it",
        "P*1b",
        true,
    ),
    (
        "pawn-drop mate: a defender pinned to its own king still defends",
        "P*1b",
        false,
    ),
    (
        "pawn-drop mate: the pawn that blocks a check may not mate",
        "P*5b",
        false,
    ),
    (
        "pawn-drop mate: the blocking pawn checks, the unpinned rook takes it",
        "P*5b",
        true,
    ),
    ("pawn-drop mate: white's", "P*9h", false),
];

#[test]
fn a_pawn_drop_may_check_but_not_mate() {
    for (name, drop, legal) in PAWN_DROP_MATES {
        let sfen = sfen_of(name);
        let pos = Position::from_sfen(sfen).unwrap();
        let moves = pos.legal_moves();
        let found = moves.iter().find(|mv| mv.to_string() == drop);
        assert_eq!(found.is_some(), legal, "{name}: {drop}");
        if let Some(&mv) = found {
            assert!(pos.play(mv).is_check(), "{name}: {drop} checks");
        }
        // The naive generator refuses exactly the mating drop, by trying every reply.
        let refused = Naive::parse(sfen).moves().pawn_drop_mates;
        let expected: &[&str] = if legal { &[] } else { &[drop] };
        assert_eq!(refused, expected, "{name}");
    }
    // A pawn on 1c: no pawn drop on file 1 (nifu); its move to 1b mates, and is legal,
    // promoting or not.
    let pawn_move = "pawn-drop mate: a pawn move that mates is legal";
    assert_eq!(moves_from(pawn_move, "1c"), ["1c1b", "1c1b+"]);
    assert!(
        !moves_from(pawn_move, "P*")
            .iter()
            .any(|mv| mv.starts_with("P*1"))
    );
    let pos = Position::from_sfen(sfen_of(pawn_move)).unwrap();
    for (mv, replies) in divide(&pos, 2) {
        if mv.from().is_some_and(|from| from.to_string() == "1c") {
            assert_eq!(replies, 0, "{mv} mates");
            assert!(pos.play(mv).is_check());
        }
    }
    // Black, in check on rank b, may block with pawns on 4b and 3b, not on 5b, where the
    // pawn would mate the king (the rook that could take it is pinned).
    let block = "pawn-drop mate: the pawn that blocks a check may not mate";
    assert_eq!(moves_from(block, "P*"), ["P*3b", "P*4b"]);
    let unpinned = "pawn-drop mate: the blocking pawn checks, the unpinned rook takes it";
    assert_eq!(moves_from(unpinned, "P*"), ["P*3b", "P*4b", "P*5b"]);
}

#[test]
fn in_double_check_only_the_king_moves() {
    let name = "double check: rook and knight, only the king moves";
    let pos = Position::from_sfen(sfen_of(name)).unwrap();
    assert!(pos.is_check());
    // Not 5d or 5f on the rook's file, not 4d (its own silver); no drop, and the silver
    // that could take the knight may not.
    assert_eq!(engine_moves(&pos), ["5e4e", "5e4f", "5e6d", "5e6e", "5e6f"]);
}

#[test]
fn a_pinned_piece_moves_along_the_pin_only() {
    let cases: [(&str, &str, &[&str]); 6] = [
        (
            "pin by rook: the gold moves along the file",
            "5f",
            &["5f5e", "5f5g"],
        ),
        (
            "pin by bishop: the silver moves along the diagonal",
            "4h",
            &["4h3g"],
        ),
        (
            "pin by lance: the rook moves along the file",
            "5e",
            &[
                "5e5a", "5e5a+", "5e5b", "5e5b+", "5e5c", "5e5c+", "5e5d", "5e5f", "5e5g", "5e5h",
            ],
        ),
        ("pin by lance: the knight cannot move", "5g", &[]),
        (
            "pin by horse: the gold steps along the diagonal",
            "3g",
            &["3g2f"],
        ),
        ("pin by dragon: the bishop cannot move", "5e", &[]),
    ];
    for (name, from, expected) in cases {
        assert_eq!(moves_from(name, from), expected, "{name}");
    }
}

#[test]
fn a_discovered_check_is_legal_and_checks() {
    let name = "discovered check: the silver uncovers the rook";
    let pos = Position::from_sfen(sfen_of(name)).unwrap();
    let silver: Vec<Move> = pos
        .legal_moves()
        .iter()
        .copied()
        .filter(|mv| mv.from().is_some_and(|from| from.to_string() == "5e"))
        .collect();
    assert_eq!(silver.len(), 5);
    for mv in silver {
        // Off the file the rook checks; 5d keeps the file closed.
        let off_the_file = !mv.to().to_string().starts_with('5');
        assert_eq!(pos.play(mv).is_check(), off_the_file, "{mv}");
    }
}

#[test]
fn the_king_cannot_step_back_along_a_sliders_ray() {
    let rook = "check by rook: the king cannot step back along the file";
    assert_eq!(
        moves_from(rook, "5e"),
        ["5e4d", "5e4e", "5e4f", "5e6d", "5e6e", "5e6f"]
    );
    assert_eq!(moves_from(rook, "G*"), ["G*5b", "G*5c", "G*5d"]);
    let bishop = "check by bishop: the king cannot step back along the diagonal";
    assert_eq!(
        moves_from(bishop, "5e"),
        ["5e4e", "5e4f", "5e5d", "5e5f", "5e6d", "5e6e"]
    );
    let mate = Position::from_sfen(sfen_of("checkmate: no legal move")).unwrap();
    assert!(mate.is_check() && mate.legal_moves().is_empty());
}
