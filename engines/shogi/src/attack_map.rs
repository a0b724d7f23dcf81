//! What a side attacks: every square one of its pieces could capture on, set-wise, one
//! `fill!` call for all the pieces of a kind (the web page draws it, see `docs/web.md`).
//! The pieces in hand attack nothing.
//!
//! The start position, black's attacks (`1`), rank a (white's back rank) on top. Its own
//! pieces count (a piece defended is attacked):
//!
//! ```text
//! . . . . . . . . .
//! . . . . . . . . .
//! . . . . . . . . .
//! . . . . . . . . .
//! . . . . . . . . .
//! 1 1 1 1 1 1 1 1 1
//! 1 . 1 . . . 1 1 1
//! 1 1 1 1 1 1 1 1 1
//! 1 . 1 1 1 1 1 1 .
//! ```
//!
//! ```
//! use bitfill_shogi::{Color, Position, Square};
//!
//! let start = Position::startpos();
//! let map = start.attacked_by(Color::Black);
//! // The pawn on 7g attacks 7f; nothing of black's reaches 5e.
//! assert_ne!(map & 1 << "7f".parse::<Square>().unwrap().index(), 0);
//! assert_eq!(map & 1 << "5e".parse::<Square>().unwrap().index(), 0);
//! ```

use super::board::{BOARD, gold_attacks, knight_attacks, pawn_attacks, silver_attacks};
use super::moves::{Color, Piece};
use super::position::Position;
use bitfill::fill;

fill!(
    files = 9,
    ranks = 9,
    dir = [nort, east, sout, west],
    algo = kogge,
    op = attacks,
    name = rook_attacks
);
fill!(
    files = 9,
    ranks = 9,
    dir = [noEa, soEa, soWe, noWe],
    algo = kogge,
    op = attacks,
    name = bishop_attacks
);
fill!(
    files = 9,
    ranks = 9,
    dir = nort,
    algo = kogge,
    op = attacks,
    name = north_attacks
);
fill!(
    files = 9,
    ranks = 9,
    dir = sout,
    algo = kogge,
    op = attacks,
    name = south_attacks
);
fill!(
    files = 9,
    ranks = 9,
    dir = [nort, noEa, east, soEa, sout, soWe, west, noWe],
    op = leap,
    name = king_steps
);

impl Position {
    /// Every square `color` attacks: where one of its pieces could capture if an enemy
    /// piece stood there, pins and its own pieces there left aside. Rooks, bishops and
    /// lances by Kogge-Stone fills over all of a kind at once (the promoted horse and
    /// dragon as a bishop or rook plus the king's steps), the rest by one leaper op each.
    #[must_use]
    pub fn attacked_by(&self, color: Color) -> u128 {
        let c = color as usize;
        let kind = |piece: Piece| self.pieces(color, piece);
        let empty = BOARD & !self.occupied();
        let lances = kind(Piece::Lance);
        let golds = kind(Piece::Gold)
            | kind(Piece::ProPawn)
            | kind(Piece::ProLance)
            | kind(Piece::ProKnight)
            | kind(Piece::ProSilver);
        let (horses, dragons) = (kind(Piece::Horse), kind(Piece::Dragon));
        let lance_rays = match color {
            Color::Black => north_attacks(lances, empty),
            Color::White => south_attacks(lances, empty),
        };
        rook_attacks(kind(Piece::Rook) | dragons, empty)
            | bishop_attacks(kind(Piece::Bishop) | horses, empty)
            | lance_rays
            | pawn_attacks(c, kind(Piece::Pawn))
            | knight_attacks(c, kind(Piece::Knight))
            | silver_attacks(c, kind(Piece::Silver))
            | gold_attacks(c, golds)
            | king_steps(kind(Piece::King) | horses | dragons)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Square;
    use super::*;

    /// A step: files, ranks.
    type Step = (i32, i32);

    /// The squares `color` attacks, walked square by square from the rules: the oracle.
    fn walked(pos: &Position, color: Color) -> u128 {
        let at = |f: i32, r: i32| -> Option<u32> {
            ((0..9).contains(&f) && (0..9).contains(&r)).then_some((r * 9 + f) as u32)
        };
        let occupied = |sq: u32| pos.occupied() >> sq & 1 != 0;
        // Black goes north (rank up), white south: `up` is the forward rank step.
        let up = if color == Color::Black { 1 } else { -1 };
        let gold = [(-1, up), (0, up), (1, up), (-1, 0), (1, 0), (0, -up)];
        let silver = [(-1, up), (0, up), (1, up), (-1, -up), (1, -up)];
        let king = [
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (0, -1),
            (0, 1),
            (1, -1),
            (1, 0),
            (1, 1),
        ];
        let orthogonal = [(0, 1), (1, 0), (0, -1), (-1, 0)];
        let diagonal = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
        let mut map = 0u128;
        for sq in 0..81u32 {
            let Some((c, piece)) = pos.piece_on(Square::from_index(sq as u8).unwrap()) else {
                continue;
            };
            if c != color {
                continue;
            }
            let (f, r) = ((sq % 9) as i32, (sq / 9) as i32);
            let (steps, rays): (&[Step], &[Step]) = match piece {
                Piece::Pawn => (&[(0, up)], &[]),
                Piece::Lance => (&[], &[(0, up)]),
                Piece::Knight => (&[(-1, 2 * up), (1, 2 * up)], &[]),
                Piece::Silver => (&silver, &[]),
                Piece::Bishop => (&[], &diagonal),
                Piece::Rook => (&[], &orthogonal),
                Piece::King => (&king, &[]),
                Piece::Horse => (&king, &diagonal),
                Piece::Dragon => (&king, &orthogonal),
                _ => (&gold, &[]),
            };
            for &(df, dr) in steps {
                if let Some(t) = at(f + df, r + dr) {
                    map |= 1 << t;
                }
            }
            for &(df, dr) in rays {
                let (mut x, mut y) = (f + df, r + dr);
                while let Some(t) = at(x, y) {
                    map |= 1 << t;
                    if occupied(t) {
                        break;
                    }
                    (x, y) = (x + df, y + dr);
                }
            }
        }
        map
    }

    #[test]
    fn the_fills_agree_with_a_square_walk() {
        for sfen in [
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            // Matsuri, and positions with every promoted piece and pieces in hand.
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
            "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
            "4k4/9/4+B4/1+N5+L1/4+R4/9/2+S3+P2/9/4K4 b - 1",
            "lr5nl/3g1kg2/2n1ppsp1/p1pps1p1p/1p5P1/P1PP1PP1P/1PSGPS3/1KG4R1/LN5NL b Bb 1",
        ] {
            let pos = Position::from_sfen(sfen).unwrap();
            for color in [Color::Black, Color::White] {
                assert_eq!(
                    pos.attacked_by(color),
                    walked(&pos, color),
                    "{sfen}, {color}"
                );
            }
        }
    }

    #[test]
    fn the_start_position_map_is_the_diagram() {
        let diagram: String = include_str!("attack_map.rs")
            .lines()
            .skip_while(|line| *line != "//! ```text")
            .skip(1)
            .take(9)
            .flat_map(|line| line.trim_start_matches("//! ").split(' '))
            .collect();
        let map = Position::startpos().attacked_by(Color::Black);
        let mut drawn = String::new();
        for rank in (0..9).rev() {
            for file in 0..9 {
                drawn.push(if map >> (rank * 9 + file) & 1 != 0 {
                    '1'
                } else {
                    '.'
                });
            }
        }
        assert_eq!(drawn, diagram);
    }
}
