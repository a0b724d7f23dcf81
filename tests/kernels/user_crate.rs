//! A user's crate, written as a shakmaty or cozy-chess user writes: typed sets in and out
//! (no `.0` to call bitfill), `File` and `Rank`, `const` getters, one `Tally` on every
//! target; its answers held to a ray walk of its own (not the shared oracle). Built as part
//! of this binary, so CI compiles it for the default target, `x86-64-v3` and `x86-64-v4`
//! (the tally is the SSE2 one on the first, the plain one on the others, as on
//! `x86-64-v2`).

use bitfill::pins::{Board, slider_checks};
use bitfill::popcount::Tally;
use bitfill::{
    Bitboard, File, Rank, Square, between, bishop_attacks_from, king_attacks_from,
    knight_attacks_from, queen_attacks, rook_attacks_from, slider_attacks,
};

/// The squares a slider on `from` reaches stepping by `(df, dr)`, up to and including the
/// first piece of `occupied`: the user's own walk, file and rank at a time.
fn walk(from: Square, (df, dr): (i32, i32), occupied: Bitboard) -> Bitboard {
    let mut reached = Bitboard::EMPTY;
    let (mut file, mut rank) = (from.file().index() as i32, from.rank().index() as i32);
    loop {
        file += df;
        rank += dr;
        let (Some(f), Some(r)) = (
            usize::try_from(file).ok().and_then(File::from_index),
            usize::try_from(rank).ok().and_then(Rank::from_index),
        ) else {
            return reached;
        };
        let square = Square::new(f, r);
        reached.insert(square);
        if occupied.contains(square) {
            return reached;
        }
    }
}

const ROOK: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const BISHOP: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

fn walk_all(from: Square, steps: &[(i32, i32)], occupied: Bitboard) -> Bitboard {
    steps.iter().fold(Bitboard::EMPTY, |all, &step| {
        all | walk(from, step, occupied)
    })
}

/// Known at compile time: a user's table.
const KNIGHT_ON_G1: Bitboard = knight_attacks_from(Square::G1);
const TALLY: Tally = Tally::new();

#[test]
fn a_users_crate_agrees_with_its_own_ray_walk() {
    assert_eq!(KNIGHT_ON_G1, Square::E2 | Square::F3 | Square::H3);
    let mut rng = crate::common::rng::Rng(0x005e_ed0f_b17f_0111);
    let mut tally = TALLY;
    let mut expected_moves = 0u64;
    for _ in 0..2_000 {
        let occupied = Bitboard(rng.next() & rng.next());
        let from = Square::from_index_wrapping(rng.below(64));
        let rook = walk_all(from, &ROOK, occupied);
        let bishop = walk_all(from, &BISHOP, occupied);
        assert_eq!(
            rook_attacks_from(from, occupied),
            rook,
            "{from}\n{occupied}"
        );
        assert_eq!(
            bishop_attacks_from(from, occupied),
            bishop,
            "{from}\n{occupied}"
        );
        assert_eq!(queen_attacks(from.bitboard(), occupied), rook | bishop);
        // Set-wise: every slider of a set at once is the union of each one's walk.
        let rooks = Bitboard(rng.next() & rng.next() & rng.next());
        let walked = rooks.iter().fold(Bitboard::EMPTY, |all, sq| {
            all | walk_all(sq, &ROOK, occupied | rooks)
        });
        assert_eq!(slider_attacks(rooks, Bitboard::EMPTY, occupied), walked);
        let targets = rook - occupied;
        tally.add(targets);
        expected_moves += u64::from(targets.len());
        // A king's neighbours, the user's way: a walk of one step.
        let king = walk_all(from, &ROOK, Bitboard::FULL) | walk_all(from, &BISHOP, Bitboard::FULL);
        assert_eq!(king_attacks_from(from), king);
    }
    assert_eq!(tally.total(), expected_moves);
    assert_ne!(tally, TALLY);
}

#[test]
fn a_users_checks_and_pins_by_name() {
    // White king e1, knight e4, rook d2; black rook e8 pins the knight, bishop a5 checks.
    let board = Board {
        king: Square::E1,
        ours: Square::E1 | Square::E4 | Square::D2,
        theirs: Square::E8 | Square::A5 | Square::H8,
        their_orthogonal: Square::E8.bitboard(),
        their_diagonal: Square::A5.bitboard(),
    };
    let checks = slider_checks(&board);
    // The bishop's ray is blocked by our rook on d2: no check, but a pin.
    assert!(checks.checkers.is_empty());
    assert_eq!(checks.pinned(board.ours), Square::E4 | Square::D2);
    assert_eq!(
        checks.pin_diagonal,
        between(Square::E1, Square::A5) | Square::A5
    );
    assert_eq!(checks.pin_orthogonal, Bitboard::from(File::E) - Square::E1);
}
