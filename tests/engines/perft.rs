//! The chess move generator of `bitfill_engines::chess` against published perft counts,
//! against cozy-chess (an independent generator) in random games, and on malformed FEN.
//!
//! Depths: every `;Dn count` field of every line of `data/perftsuite.epd` (a copy of the
//! standard 126-line perft suite; 4.8 billion nodes), and the Chess Programming Wiki
//! positions to depth 5 or 6, Position 3 to 7 (2.2 billion nodes). By default every count up
//! to 5 million nodes of each; every count under `--include-ignored` (the `_deep` tests).
//! Bulk counting at the leaves keeps this under a minute in the optimized test profile; one test also plays every
//! leaf move to show that the bulk count is the real count. In random games every
//! position's legal moves must equal cozy-chess's, move for move.

use bitfill_engines::chess::perft::{divide, perft, perft_bulk};
use bitfill_engines::chess::{Color, FenErrorKind, Move, MoveKind, Position};

const PERFTSUITE: &str = include_str!("../../data/perftsuite.epd");

/// The Chess Programming Wiki's perft positions and their published counts from depth 1:
/// every count the issue lists, plus Position 3 at depth 7 and Position 4 at depth 6 (the
/// deeper published counts of the initial position, Kiwipete and Position 6, 3 to 8
/// billion nodes each, are in the perft tour of `engines/chess/src/bin/perft.rs` or left out).
const CPW: [(&str, &str, &[u64]); 7] = [
    (
        "Initial",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8902, 197_281, 4_865_609, 119_060_324],
    ),
    (
        "Kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2039, 97_862, 4_085_603, 193_690_690],
    ),
    (
        "Position 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[14, 191, 2812, 43_238, 674_624, 11_030_083, 178_633_661],
    ),
    (
        "Position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9467, 422_333, 15_833_292, 706_045_033],
    ),
    (
        "Position 4 mirrored",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        &[6, 264, 9467, 422_333, 15_833_292, 706_045_033],
    ),
    (
        "Position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1486, 62_379, 2_103_487, 89_941_194],
    ),
    (
        "Position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        &[46, 2079, 89_890, 3_894_594, 164_075_551],
    ),
];

/// A perftsuite line: the FEN and `(depth, count)` for every `;Dn count` field.
fn parse_line(line: &str) -> (&str, Vec<(u32, u64)>) {
    let mut fields = line.split(';');
    let fen = fields.next().expect("a FEN").trim();
    let counts = fields
        .map(|field| {
            let (depth, count) = field.trim().split_once(' ').expect("`Dn count`");
            let depth = depth
                .strip_prefix('D')
                .expect("`Dn`")
                .parse()
                .expect("depth");
            (depth, count.parse().expect("count"))
        })
        .collect();
    (fen, counts)
}

fn suite() -> Vec<(&'static str, Vec<(u32, u64)>)> {
    PERFTSUITE
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(parse_line)
        .collect()
}

/// The largest count the default run checks: the short form of the suite and of the CPW
/// positions takes every `(depth, count)` up to it (2% of the suite's nodes); the deep form
/// takes them all.
const SHORT_NODES: u64 = 5_000_000;

/// Checks every `(depth, count)` of `counts` up to `max_nodes` nodes.
fn check(name: &str, fen: &str, counts: &[(u32, u64)], max_nodes: u64) {
    let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{name}: {fen}: {e}"));
    for &(depth, expected) in counts.iter().filter(|&&(_, count)| count <= max_nodes) {
        assert_eq!(
            perft_bulk(&pos, depth),
            expected,
            "{name}: {fen} depth {depth}"
        );
    }
}

/// Every line of the suite, every count up to `max_nodes`.
fn perftsuite(max_nodes: u64) {
    let lines = suite();
    assert_eq!(lines.len(), 126);
    // Every line counts from depth 1 without a gap: 125 lines to depth 6, Kiwipete to 5.
    for (fen, counts) in &lines {
        let depths: Vec<u32> = counts.iter().map(|&(depth, _)| depth).collect();
        assert_eq!(
            depths,
            (1..=depths.len() as u32).collect::<Vec<_>>(),
            "{fen}"
        );
    }
    let fields: usize = lines.iter().map(|(_, counts)| counts.len()).sum();
    assert_eq!(fields, 125 * 6 + 5, "`;Dn count` fields read");
    for (i, (fen, counts)) in lines.iter().enumerate() {
        check(
            &format!("perftsuite line {}", i + 1),
            fen,
            counts,
            max_nodes,
        );
    }
}

/// Every line of the suite, every count up to [`SHORT_NODES`].
#[test]
fn perftsuite_every_depth() {
    perftsuite(SHORT_NODES);
}

#[test]
#[ignore = "deep: every count of the 126 lines, 4.8 billion nodes; about half a minute"]
fn perftsuite_every_depth_deep() {
    perftsuite(u64::MAX);
}

fn cpw(max_nodes: u64) {
    for (name, fen, counts) in CPW {
        let counts: Vec<(u32, u64)> = (1..).zip(counts.iter().copied()).collect();
        check(name, fen, &counts, max_nodes);
    }
}

/// The CPW positions, every count up to [`SHORT_NODES`].
#[test]
fn cpw_positions() {
    cpw(SHORT_NODES);
}

#[test]
#[ignore = "deep: every count of the CPW positions, 2.2 billion nodes; about 10 s"]
fn cpw_positions_deep() {
    cpw(u64::MAX);
}

#[test]
fn playing_every_leaf_counts_the_same_as_bulk_counting() {
    for (name, fen, counts) in CPW {
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(perft(&pos, 3), counts[2], "{name}");
    }
}

/// The engine's own recursion (every move played where it is generated, no move list)
/// and the crate's generic driver (a move list per ply, what the `perft` program runs)
/// count the same, on every perftsuite line to depth 3 and the CPW positions to depth 4.
#[test]
fn the_recursion_without_lists_counts_as_the_driver_does() {
    for (fen, _) in suite() {
        let pos = Position::from_fen(fen).unwrap();
        for depth in 0..=3 {
            assert_eq!(
                perft_bulk(&pos, depth),
                bitfill_engines::perft::bulk_by_lists(&pos, depth),
                "{fen} depth {depth}"
            );
        }
    }
    for (name, fen, _) in CPW {
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(
            perft_bulk(&pos, 4),
            bitfill_engines::perft::bulk_by_lists(&pos, 4),
            "{name}"
        );
    }
}

/// The engine's recursion with a move list at the last ply (`perft_list`, what `--leaves
/// list` runs) counts as the drivers' recursion with lists at every ply does, and as the
/// bulk count.
#[test]
fn the_recursion_with_leaf_lists_counts_as_the_driver_does() {
    for (fen, _) in suite() {
        let pos = Position::from_fen(fen).unwrap();
        for depth in 0..=3 {
            let listed = bitfill_engines::chess::perft::perft_list(&pos, depth);
            assert_eq!(
                listed,
                bitfill_engines::perft::list_by_lists(&pos, depth),
                "{fen} depth {depth}"
            );
            assert_eq!(listed, perft_bulk(&pos, depth), "{fen} depth {depth}");
        }
    }
    for (name, fen, _) in CPW {
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(
            bitfill_engines::chess::perft::perft_list(&pos, 4),
            bitfill_engines::perft::list_by_lists(&pos, 4),
            "{name}"
        );
    }
}

#[test]
fn divide_sums_to_perft_and_writes_uci() {
    let pos = Position::startpos();
    let split = divide(&pos, 3);
    assert_eq!(split.len(), 20);
    assert_eq!(split.iter().map(|&(_, n)| n).sum::<u64>(), 8902);
    let e2e4 = split
        .iter()
        .find(|(mv, _)| mv.to_string() == "e2e4")
        .expect("e2e4");
    assert_eq!(e2e4.1, 600);
    assert_eq!(e2e4.0.kind(), MoveKind::DoublePush);
}

fn uci(pos: &Position) -> Vec<String> {
    let mut moves: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
    moves.sort();
    moves
}

#[test]
fn special_moves_in_uci() {
    // Castling both ways is the king's two-square move.
    let castles = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let moves = uci(&castles);
    assert!(moves.contains(&"e1g1".to_string()) && moves.contains(&"e1c1".to_string()));
    // Promotions to all four pieces, also by capture.
    let promotes = Position::from_fen("1r5k/P7/8/8/8/8/8/K7 w - - 0 1").unwrap();
    let moves = uci(&promotes);
    for m in ["a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8n"] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
    // En passant, and not when it would expose the king along the rank.
    let ep = Position::from_fen("8/8/8/KPp4r/8/8/8/7k w - c6 0 1").unwrap();
    assert!(!uci(&ep).contains(&"b5c6".to_string()));
    let ep = Position::from_fen("8/8/8/1Pp4k/8/8/8/K7 w - c6 0 1").unwrap();
    assert!(uci(&ep).contains(&"b5c6".to_string()));
    let after = ep.play(
        *ep.legal_moves()
            .iter()
            .find(|m| m.to_string() == "b5c6")
            .unwrap(),
    );
    assert_eq!(after.to_string(), "8/8/2P5/7k/8/8/8/K7 b - - 0 1");
}

#[test]
fn fen_round_trips() {
    for (fen, _) in suite() {
        let pos = Position::from_fen(fen).unwrap();
        assert_eq!(pos.to_string(), fen);
        assert_eq!(fen.parse::<Position>(), Ok(pos));
    }
}

#[test]
fn startpos_is_the_initial_fen() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(Position::from_fen(fen), Ok(Position::startpos()));
}

/// Each error points at the place that broke: the field, the rank or the character.
#[test]
fn fen_errors_point_at_the_place() {
    fn span(fen: &str) -> &str {
        let error = Position::from_fen(fen).expect_err(fen);
        &fen[error.span()]
    }
    assert_eq!(span("8/8/8/8/8/8/8/K6k x - - 0 1"), "x");
    assert_eq!(
        span("8/8/8/8/8/8/8/K6k w - - 0 1 extra words"),
        "extra words"
    );
    assert_eq!(span("8/8/8/8/8/8/8/K6k w KQ - 0 1"), "KQ");
    assert_eq!(span("8/8/8/8/8/8/8/K6k w - - 0 one"), "one");
    assert_eq!(span("8/8/8/8/8/8/8/K6k w - - zero 1"), "zero");
    assert_eq!(span("8/8/8/8/8/8/8/K6k w - e4 0 1"), "e4");
    assert_eq!(span("8/8/8/7/8/8/8/K6k w - - 0 1"), "7");
    assert_eq!(span("8/8/8/pppz4/8/8/8/K6k w - - 0 1"), "z");
    assert_eq!(span("8/8/8/8/8/8/K6k w - - 0 1"), "8/8/8/8/8/8/K6k");
    assert_eq!(span("k7/8/8/8/8/8/8/R6K w - - 0 1"), "w");
    assert_eq!(span("8/8/8/8/8/8/8/1Kk5 w - - 0 1"), "Kk");
    assert_eq!(span("8/8/8/8/8/8/2k5/1K6 w - - 0 1"), "k5/1K");
    assert_eq!(span("k7/8/8/8/8/8/8/K2P4 w - - 0 1"), "P");
    assert_eq!(span("k7/8/8/8/8/8/8/1KK5 w - - 0 1"), "KK");
    let error = Position::from_fen("not a fen").unwrap_err();
    assert_eq!(error.span(), 9..9);
    assert_eq!(
        error.show("not a fen"),
        format!("{error}\n  not a fen\n           ^ here")
    );
    assert!(
        error
            .to_string()
            .contains("expected 6 fields separated by spaces")
    );
    let error = Position::from_fen("8/8/8/8/8/8/8/Kk6 w - - 0 1").unwrap_err();
    assert_eq!(error.to_string(), "the two kings stand on adjacent squares");
}

#[test]
fn malformed_fen_is_an_error_not_a_panic() {
    use FenErrorKind as E;
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let cases = [
        ("", E::FieldCount(0)),
        ("not a fen", E::FieldCount(3)),
        (start, E::FieldCount(1)),
        (&format!("{start} w"), E::FieldCount(2)),
        (&format!("{start} w KQkq"), E::FieldCount(3)),
        (&format!("{start} w KQkq - 0 1 x"), E::FieldCount(7)),
        ("8/8/8/8/8/8/8 w - - 0 1", E::RankCount(7)),
        ("9/8/8/8/8/8/8/K6k w - - 0 1", E::PieceChar('9')),
        (
            "8/8/8/8/8/8/8/K7k w - - 0 1",
            E::RankLength {
                rank: 1,
                squares: 9,
            },
        ),
        (
            "8/8/8/8/8/8/8/K5k w - - 0 1",
            E::RankLength {
                rank: 1,
                squares: 7,
            },
        ),
        ("8/8/8/8/8/8/8/K5kx w - - 0 1", E::PieceChar('x')),
        (
            "8/8/8/8/8/8/8/K7 w - - 0 1",
            E::KingCount {
                color: Color::Black,
                count: 0,
            },
        ),
        (
            "k7/8/8/8/8/8/8/KK6 w - - 0 1",
            E::KingCount {
                color: Color::White,
                count: 2,
            },
        ),
        ("8/8/8/8/8/8/8/Kk6 w - - 0 1", E::KingsAdjacent),
        ("8/8/8/8/8/8/1k6/K7 b - - 0 1", E::KingsAdjacent),
        ("k7/8/8/8/8/8/8/K5P1 w - - 0 1", E::PawnOnBackRank),
        (
            "k7/8/8/8/8/8/8/K7 white - - 0 1",
            E::SideToMove("white".into()),
        ),
        ("k7/8/8/8/8/8/8/K7 w X - 0 1", E::Castling("X".into())),
        ("k7/8/8/8/8/8/8/K7 w K - 0 1", E::CastlingPieces('K')),
        ("k7/8/8/8/8/8/8/K7 w - e9 0 1", E::EnPassant("e9".into())),
        ("k7/8/8/8/8/8/8/K7 w - e6 0 1", E::EnPassant("e6".into())),
        ("k7/8/8/8/8/8/8/K7 w - - x 1", E::Counter("x".into())),
        ("k7/8/8/8/8/8/8/K7 w - - 0 -1", E::Counter("-1".into())),
        (
            "k7/8/8/8/8/8/8/K7 w - - 0 65536",
            E::Counter("65536".into()),
        ),
        (
            "k7/8/8/8/8/8/8/R6K w - - 0 1",
            E::OpponentInCheck(Color::Black),
        ),
        (
            "k7/pppppppp/p7/8/8/8/8/K7 w - - 0 1",
            E::TooManyPieces(Color::Black),
        ),
        (
            "k7/8/8/8/8/8/PPPPPPPP/KQQ5 w - - 0 1",
            E::TooManyPieces(Color::White),
        ),
        ("k7/8/8/8/8/8/8/KQQQQQQQ/ w - - 0 1", E::RankCount(9)),
        (
            "kNNNN3/8/8/8/8/8/PPPPPPP1/K7 w - - 0 1",
            E::TooManyPieces(Color::White),
        ),
    ];
    // Nine queens and all the rest: as much material as a side can have.
    let most = "QQQQQQQQ/QRRBBNN1/8/8/8/8/8/K6k b - - 0 1";
    assert!(Position::from_fen(most).is_ok());
    for (fen, kind) in cases {
        let error = Position::from_fen(fen).expect_err(fen);
        assert_eq!(error.kind(), &kind, "{fen:?}");
        assert!(!error.to_string().is_empty());
        assert!(
            fen.get(error.span()).is_some(),
            "{fen:?}: {:?}",
            error.span()
        );
    }
    // Every prefix and every single-byte corruption of a valid FEN: an answer, no panic,
    // and an error's span inside the string, on character boundaries.
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let check = |text: &str| match Position::from_fen(text) {
        Ok(pos) => {
            let _ = perft_bulk(&pos, 2);
        }
        Err(error) => {
            assert!(
                text.get(error.span()).is_some(),
                "{text:?}: {:?}",
                error.span()
            );
            assert!(error.show(text).contains(" here"));
        }
    };
    for end in 0..fen.len() {
        check(&fen[..end]);
    }
    for i in 0..fen.len() {
        for c in [
            "/", " ", "9", "0", "K", "k", "p", "P", "-", "h", "\u{e9}", "\t",
        ] {
            check(&format!("{}{c}{}", &fen[..i], &fen[i + 1..]));
        }
    }
}

/// A small deterministic generator (xorshift64*) for the random games.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) as usize % n
    }
}

/// cozy-chess's legal moves in standard UCI notation (castling as the king's two-square
/// step, not cozy-chess's internal king-takes-rook), sorted.
fn cozy_moves(board: &cozy_chess::Board) -> Vec<String> {
    let mut moves = Vec::new();
    board.generate_moves(|list| {
        for mv in list {
            moves.push(cozy_chess::util::display_uci_move(board, mv).to_string());
        }
        false
    });
    moves.sort();
    moves
}

/// `games` random games of up to 200 plies from the start; every position's legal moves
/// equal cozy-chess's. Returns the positions compared.
fn agree_with_cozy_chess(games: usize) -> usize {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut positions = 0;
    for _game in 0..games {
        let mut pos = Position::startpos();
        for _ply in 0..200 {
            let fen = pos.to_string();
            let board = cozy_chess::Board::from_fen(&fen, false).expect("cozy-chess reads our FEN");
            let moves = pos.legal_moves();
            let mut ours: Vec<String> = moves.as_slice().iter().map(Move::to_string).collect();
            ours.sort();
            assert_eq!(ours, cozy_moves(&board), "{fen}");
            assert_eq!(moves.len() as u64, pos.count_legal_moves(), "{fen}");
            positions += 1;
            if moves.is_empty() {
                break;
            }
            pos = pos.play(moves.as_slice()[rng.below(moves.len())]);
            assert_eq!(Position::from_fen(&pos.to_string()), Ok(pos), "{fen}");
        }
    }
    positions
}

/// The first 40 of the deep test's 200 games.
#[test]
fn random_games_agree_with_cozy_chess() {
    let positions = agree_with_cozy_chess(40);
    assert!(positions > 2_000, "{positions}");
}

#[test]
#[ignore = "deep: 200 random games against cozy-chess, more than 10,000 positions; about a second"]
fn random_games_agree_with_cozy_chess_deep() {
    let positions = agree_with_cozy_chess(200);
    assert!(positions > 10_000, "{positions}");
}
