//! cozy-chess's PEXT lookups (BMI2; 107,648 attack entries, 841 KiB) against bitfill's root
//! single-square getters and Hyperbola Quintessence, one call per rook, bishop and queen of
//! both sides in `data/positions.txt`, interleaved round by round (median of per-round
//! ratios against cozy-chess PEXT). Only on x86_64 with BMI2 compiled in; see Cargo.toml.

#[path = "../../common/rounds.rs"]
#[allow(dead_code)]
mod rounds;

use bitfill::{Bitboard, Square, hyperbola};
use cozy_chess::{BitBoard, Board, get_bishop_moves, get_rook_moves};
use rounds::Rounds;
use std::hint::black_box;

#[derive(Clone, Copy)]
struct Input {
    square: Square,
    cozy_square: cozy_chess::Square,
    occupied: Bitboard,
}

#[inline(always)]
fn pass(inputs: &[Input], getter: impl Fn(&Input) -> Bitboard) -> u64 {
    black_box(inputs)
        .iter()
        .fold(Bitboard::EMPTY, |acc, input| acc ^ getter(black_box(input)))
        .0
}

fn race(
    piece: &str,
    inputs: &[Input],
    pext: impl Fn(&Input) -> Bitboard + Copy,
    root: impl Fn(Square, Bitboard) -> Bitboard + Copy,
    hq: impl Fn(Square, Bitboard) -> Bitboard + Copy,
) {
    for i in inputs {
        assert_eq!(root(i.square, i.occupied), pext(i), "{piece} {}", i.square);
        assert_eq!(hq(i.square, i.occupied), pext(i), "{piece} {}", i.square);
    }
    println!("\n{piece}: {} calls per unit\n", inputs.len());
    let mut rounds = Rounds::new("cozy-chess pext");
    rounds.add("cozy-chess pext", || pass(inputs, pext));
    rounds.add("bitfill root", || {
        pass(inputs, |i| root(i.square, i.occupied))
    });
    rounds.add("hyperbola scalar", || {
        pass(inputs, |i| hq(i.square, i.occupied))
    });
    rounds.run(41).print();
}

fn main() {
    println!(
        "target: avx2 {}, bmi2 {}",
        cfg!(target_feature = "avx2"),
        cfg!(target_feature = "bmi2")
    );
    let mut by_piece: [Vec<Input>; 3] = Default::default();
    for fen in include_str!("../../../data/positions.txt").lines() {
        let fen = fen.trim();
        if fen.is_empty() {
            continue;
        }
        let board = Board::from_fen(fen, false).expect("a valid FEN");
        for (i, piece) in [
            cozy_chess::Piece::Rook,
            cozy_chess::Piece::Bishop,
            cozy_chess::Piece::Queen,
        ]
        .into_iter()
        .enumerate()
        {
            for cozy_square in board.pieces(piece) {
                by_piece[i].push(Input {
                    square: Square::from_index(cozy_square as usize).expect("on the board"),
                    cozy_square,
                    occupied: Bitboard(board.occupied().0),
                });
            }
        }
    }
    let rook = |i: &Input| Bitboard(get_rook_moves(i.cozy_square, BitBoard(i.occupied.0)).0);
    let bishop = |i: &Input| Bitboard(get_bishop_moves(i.cozy_square, BitBoard(i.occupied.0)).0);
    let [rooks, bishops, queens] = &by_piece;
    race(
        "rook",
        rooks,
        rook,
        bitfill::rook_attacks_from,
        hyperbola::rook_attacks_from,
    );
    race(
        "bishop",
        bishops,
        bishop,
        bitfill::bishop_attacks_from,
        hyperbola::bishop_attacks_from,
    );
    race(
        "queen",
        queens,
        |i| rook(i) | bishop(i),
        bitfill::queen_attacks_from,
        hyperbola::queen_attacks_from,
    );
}
