//! What a side attacks: every square one of its pieces could capture on, set-wise, one
//! `fill!` call for all the pieces of a kind (the web page draws it, see `docs/web.md`).
//!
//! The start position, red's attacks (`1`), rank 10 on top. Its own pieces count (a
//! piece defended is attacked): the chariots' first squares, the general's palace.
//!
//! ```text
//! . 1 . . . . . 1 .
//! . . . . . . . . .
//! . . . . . . . . .
//! . . . . . . . . .
//! . . . . . . . . .
//! 1 . 1 . 1 . 1 . 1
//! 1 . . . . . . . 1
//! 1 . 1 . 1 . 1 . 1
//! 1 . . . 1 . . . 1
//! . 1 . 1 . 1 . 1 .
//! ```
//!
//! ```
//! use bitfill_xiangqi::{Color, Position};
//!
//! let start = Position::startpos();
//! // The cannon on b3 attacks the black horse on b10 over the black cannon on b8.
//! assert_ne!(start.attacked_by(Color::Red) & 1 << (9 * 9 + 1), 0);
//! ```

use super::attacks::{cannon_captures, chariot_attacks};
use super::leapers::{BOARD, PALACE, RED_HALF};
use super::position::{Color, Piece, Position};
use bitfill::fill;

fill!(
    files = 9,
    ranks = 10,
    op = lame,
    name = horse_attacks,
    dir = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2)
    ]
);
fill!(
    files = 9,
    ranks = 10,
    op = lame,
    name = elephant_attacks,
    dir = [(2, 2), (2, -2), (-2, -2), (-2, 2)]
);
fill!(
    files = 9,
    ranks = 10,
    op = leap,
    name = orthogonal_steps,
    dir = [nort, east, sout, west]
);
fill!(
    files = 9,
    ranks = 10,
    op = leap,
    name = diagonal_steps,
    dir = [noEa, soEa, soWe, noWe]
);
fill!(
    files = 9,
    ranks = 10,
    op = leap,
    name = sideways_steps,
    dir = [east, west]
);
fill!(
    files = 9,
    ranks = 10,
    op = leap,
    name = north_steps,
    dir = nort
);
fill!(
    files = 9,
    ranks = 10,
    op = leap,
    name = south_steps,
    dir = sout
);

impl Position {
    /// Every square `color` attacks: where one of its pieces could capture if an enemy
    /// piece stood there, pins and its own pieces there left aside. Chariots and cannons
    /// by Kogge-Stone fills (a cannon's only over a screen), horses and elephants by lame
    /// leaps (the leg or the eye empty; an elephant stays on its side of the river),
    /// advisors and the general inside their palace, soldiers forward and, across the
    /// river, sideways; and the enemy general when the two face each other on an open
    /// file (the "flying general").
    #[must_use]
    pub fn attacked_by(&self, color: Color) -> u128 {
        let own = self.colors[color as usize];
        let kind = |piece: Piece| self.pieces[piece as usize] & own;
        let empty = BOARD & !(self.colors[0] | self.colors[1]);
        let (home, forward) = match color {
            Color::Red => (RED_HALF, north_steps(kind(Piece::Soldier))),
            Color::Black => (BOARD & !RED_HALF, south_steps(kind(Piece::Soldier))),
        };
        let enemy_general = self.pieces(color.flip(), Piece::General);
        let flying = chariot_attacks(kind(Piece::General), empty) & enemy_general;
        chariot_attacks(kind(Piece::Chariot), empty)
            | cannon_captures(kind(Piece::Cannon), empty)
            | horse_attacks(kind(Piece::Horse), empty)
            | elephant_attacks(kind(Piece::Elephant), empty) & home
            | diagonal_steps(kind(Piece::Advisor)) & PALACE
            | orthogonal_steps(kind(Piece::General)) & PALACE
            | forward
            | sideways_steps(kind(Piece::Soldier) & !home)
            | flying
    }
}

#[cfg(test)]
mod tests {
    use super::super::Square;
    use super::*;

    /// The squares `color` attacks, walked square by square from the rules: the oracle.
    fn walked(pos: &Position, color: Color) -> u128 {
        let at = |f: i32, r: i32| -> Option<u32> {
            ((0..9).contains(&f) && (0..10).contains(&r)).then_some((r * 9 + f) as u32)
        };
        let occupied = |sq: u32| (pos.colors[0] | pos.colors[1]) >> sq & 1 != 0;
        let in_palace = |f: i32, r: i32| (3..=5).contains(&f) && (r <= 2 || r >= 7);
        let red = color == Color::Red;
        let own_half = |r: i32| if red { r <= 4 } else { r >= 5 };
        let mut map = 0u128;
        for sq in 0..90u32 {
            let Some((c, piece)) = pos.piece_at(Square::from_index(sq as u8).unwrap()) else {
                continue;
            };
            if c != color {
                continue;
            }
            let (f, r) = ((sq % 9) as i32, (sq / 9) as i32);
            let mut add = |f: i32, r: i32| {
                if let Some(t) = at(f, r) {
                    map |= 1 << t;
                }
            };
            match piece {
                Piece::Chariot | Piece::Cannon => {
                    for (df, dr) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                        let mut screens = 0;
                        let (mut x, mut y) = (f + df, r + dr);
                        while let Some(t) = at(x, y) {
                            if piece == Piece::Chariot || screens == 1 && occupied(t) {
                                add(x, y);
                            }
                            if occupied(t) {
                                screens += 1;
                                if piece == Piece::Chariot || screens == 2 {
                                    break;
                                }
                            }
                            (x, y) = (x + df, y + dr);
                        }
                    }
                }
                Piece::Horse => {
                    for (df, dr) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                        if at(f + df, r + dr).is_some_and(|leg| !occupied(leg)) {
                            // Two squares along the leg's direction, one across.
                            let (sf, sr) = (dr, df);
                            add(f + 2 * df + sf, r + 2 * dr + sr);
                            add(f + 2 * df - sf, r + 2 * dr - sr);
                        }
                    }
                }
                Piece::Elephant => {
                    for (df, dr) in [(1, 1), (1, -1), (-1, -1), (-1, 1)] {
                        let eye = at(f + df, r + dr);
                        if eye.is_some_and(|eye| !occupied(eye)) && own_half(r + 2 * dr) {
                            add(f + 2 * df, r + 2 * dr);
                        }
                    }
                }
                Piece::Advisor | Piece::General => {
                    let steps = if piece == Piece::Advisor {
                        [(1, 1), (1, -1), (-1, -1), (-1, 1)]
                    } else {
                        [(0, 1), (1, 0), (0, -1), (-1, 0)]
                    };
                    for (df, dr) in steps {
                        if in_palace(f + df, r + dr) {
                            add(f + df, r + dr);
                        }
                    }
                    if piece == Piece::General {
                        let dr = if red { 1 } else { -1 };
                        let mut y = r + dr;
                        while let Some(t) = at(f, y) {
                            if occupied(t) {
                                if pos.pieces(color.flip(), Piece::General) >> t & 1 != 0 {
                                    add(f, y);
                                }
                                break;
                            }
                            y += dr;
                        }
                    }
                }
                Piece::Soldier => {
                    add(f, if red { r + 1 } else { r - 1 });
                    if !own_half(r) {
                        add(f + 1, r);
                        add(f - 1, r);
                    }
                }
            }
        }
        map
    }

    #[test]
    fn the_fills_agree_with_a_square_walk() {
        for fen in [
            Position::START_FEN,
            "3akab2/9/4b4/9/2r1c1R2/2C6/9/4B4/3nA4/2BAK1N2 w - - 0 1",
            "2b1k4/4a4/4c4/9/r3n1p2/9/9/4B1N2/4A4/2BK2R2 w - - 0 1",
            "3k5/9/9/4c4/9/9/9/9/9/4K4 w - - 0 1",
            "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 b - - 0 1",
            "4k4/4P4/9/2p6/9/1P7/9/9/2p6/3K5 b - - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            for color in [Color::Red, Color::Black] {
                assert_eq!(
                    pos.attacked_by(color),
                    walked(&pos, color),
                    "{fen}, {color}"
                );
            }
        }
    }

    #[test]
    fn the_start_position_map_is_the_diagram() {
        // Rank 1 to rank 10, as the module's diagram shows them bottom up.
        let rows = [
            ".1.1.1.1.",
            "1...1...1",
            "1.1.1.1.1",
            "1.......1",
            "1.1.1.1.1",
            ".........",
            ".........",
            ".........",
            ".........",
            ".1.....1.",
        ];
        let mut expected = 0u128;
        for (rank, row) in rows.iter().enumerate() {
            for (file, c) in row.chars().enumerate() {
                if c == '1' {
                    expected |= 1 << (rank * 9 + file);
                }
            }
        }
        assert_eq!(Position::startpos().attacked_by(Color::Red), expected);
    }
}
