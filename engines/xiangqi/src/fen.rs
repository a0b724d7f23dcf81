//! FEN reading and writing for xiangqi, with errors that say what was expected and where.
//! Builds on [`position`](super::position) and, to reject a position whose side that has
//! just moved is in check, on [`movegen`].

use super::leapers::{BOARD, PALACE, RED_HALF, bit};
use super::movegen;
use super::moves::Square;
use super::position::{Color, Piece, Position};
use bitfill_engines_common::placement::{self, Placed};
use core::fmt;
use core::str::FromStr;

/// What is wrong with a FEN string, and where; `Display` says what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The string is empty or only spaces.
    Empty,
    /// The string ended before this field.
    MissingField(&'static str),
    /// Text after the sixth field.
    ExtraField(String),
    /// The placement field does not have ten `/`-separated ranks.
    RankCount(usize),
    /// A rank (10 is the first written) covers this many squares instead of 9.
    RankLength { rank: u8, squares: usize },
    /// A character in a rank that is neither a piece letter nor a digit 1 to 9.
    PieceChar { rank: u8, found: char },
    /// A side without exactly one general.
    GeneralCount { color: Color, count: u32 },
    /// More pieces of a kind than a side starts with (there are no promotions).
    TooMany {
        color: Color,
        piece: Piece,
        count: u32,
    },
    /// A piece on a square it can never reach: a general off its palace, an advisor off
    /// the palace's five points, an elephant off its seven points, a soldier behind its
    /// starting rank.
    Unreachable {
        color: Color,
        piece: Piece,
        square: Square,
    },
    /// The side-to-move field is not `w` or `b`.
    SideToMove(String),
    /// The castling or en-passant field (meaningless in xiangqi) is not `-`.
    Placeholder { field: &'static str, found: String },
    /// A move counter that is not a number.
    Counter { field: &'static str, found: String },
    /// The side that has just moved has its general attacked (the generals facing each
    /// other on an open file included).
    OpponentInCheck(Color),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str(
                "the FEN is empty: expected ten ranks of pieces separated by '/', then \"w\" or \"b\"",
            ),
            FenError::MissingField(name) => {
                write!(f, "the FEN ends before its {name} field")
            }
            FenError::ExtraField(text) => {
                write!(f, "unexpected text after the six FEN fields: {text:?}")
            }
            FenError::RankCount(n) => write!(
                f,
                "the piece placement has {n} ranks, expected 10 separated by '/'"
            ),
            FenError::RankLength { rank, squares } => write!(
                f,
                "rank {rank} of the piece placement covers {squares} squares, expected 9 \
                 (ranks are written from 10 down to 1)"
            ),
            FenError::PieceChar { rank, found } => write!(
                f,
                "unexpected {found:?} in rank {rank} of the piece placement: expected a \
                 piece letter (KABNRCP red, kabnrcp black) or a digit 1 to 9"
            ),
            FenError::GeneralCount { color, count } => {
                write!(f, "{color} has {count} generals, expected exactly 1")
            }
            FenError::TooMany {
                color,
                piece,
                count,
            } => write!(
                f,
                "{color} has {count} pieces of kind {piece}, at most {} allowed",
                piece.count_at_start()
            ),
            FenError::Unreachable {
                color,
                piece,
                square,
            } => write!(
                f,
                "{color} {piece} on {square}: {}",
                match piece {
                    Piece::General => "the general stays in its palace",
                    Piece::Advisor => "advisors stay on the five diagonal points of their palace",
                    Piece::Elephant => "elephants stay on the seven points of their own half",
                    _ => "soldiers never stand behind their starting rank",
                }
            ),
            FenError::SideToMove(text) => {
                write!(f, "the side to move is {text:?}, expected \"w\" or \"b\"")
            }
            FenError::Placeholder { field, found } => write!(
                f,
                "the {field} field is {found:?}, expected \"-\" (xiangqi has no {field})"
            ),
            FenError::Counter { field, found } => {
                write!(f, "the {field} {found:?} is not a whole number")
            }
            FenError::OpponentInCheck(color) => write!(
                f,
                "{color} is not to move but its general is attacked (or faces the other on an open file)"
            ),
        }
    }
}

impl std::error::Error for FenError {}

/// Where each kind may stand at all, for red (black's is the mirror); the soldier's set is
/// everything from its starting rank up.
const fn reachable(piece: Piece) -> u128 {
    match piece {
        Piece::General => PALACE & RED_HALF,
        // d1, f1, e2, d3, f3.
        Piece::Advisor => bit(3) | bit(5) | bit(13) | bit(21) | bit(23),
        // c1, g1, a3, e3, i3, c5, g5.
        Piece::Elephant => bit(2) | bit(6) | bit(18) | bit(22) | bit(26) | bit(38) | bit(42),
        Piece::Soldier => BOARD & !((1 << 27) - 1),
        _ => BOARD,
    }
}

/// The red set seen from black's side: rank r goes to rank 9 - r.
const fn mirror_ranks(set: u128) -> u128 {
    let mut out = 0;
    let mut rank = 0;
    while rank < 10 {
        let row = (set >> (rank * 9)) & 0x1ff;
        out |= row << ((9 - rank) * 9);
        rank += 1;
    }
    out
}

impl Position {
    /// Parses FEN as Fairy-Stockfish and UCCI write it: ten ranks from rank 10 (black's
    /// side) down to rank 1, `w` (red) or `b` (black) to move, then optionally `-`, `-`
    /// and the two move counters. Checked: the syntax, one general a side, no more pieces
    /// of a kind than a side starts with, every piece on a square it can reach, and the
    /// side that has just moved not in check.
    ///
    /// ```
    /// use bitfill_xiangqi::{FenError, Position};
    ///
    /// // Red's general on d1 may go to d2; on e1 it would face black's on the open e-file.
    /// let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1").unwrap();
    /// assert_eq!(pos.legal_moves().len(), 1);
    /// assert_eq!(
    ///     Position::from_fen("4k4/9/9/9/9/9/9/9/9/3K5 x"),
    ///     Err(FenError::SideToMove("x".into()))
    /// );
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let mut fields = fen.split_whitespace();
        let placement = fields.next().ok_or(FenError::Empty)?;
        let mut colors = [0u128; 2];
        let mut pieces = [0u128; 7];
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != 10 {
            return Err(FenError::RankCount(ranks.len()));
        }
        for (row, text) in ranks.iter().enumerate() {
            let rank = 9 - row;
            let label = rank as u8 + 1;
            let mut file = 0usize;
            for c in text.chars() {
                if let Some(d) = c.to_digit(10).filter(|d| (1..=9).contains(d)) {
                    file += d as usize;
                } else if let Some((color, piece)) = Piece::from_letter(c) {
                    if file < 9 {
                        let b = 1u128 << (rank * 9 + file);
                        colors[color as usize] |= b;
                        pieces[piece as usize] |= b;
                    }
                    file += 1;
                } else {
                    return Err(FenError::PieceChar {
                        rank: label,
                        found: c,
                    });
                }
            }
            if file != 9 {
                return Err(FenError::RankLength {
                    rank: label,
                    squares: file,
                });
            }
        }
        let side = match fields.next() {
            None => return Err(FenError::MissingField("side-to-move")),
            Some("w") => Color::Red,
            Some("b") => Color::Black,
            Some(other) => return Err(FenError::SideToMove(other.to_owned())),
        };
        for field in ["castling", "en-passant"] {
            match fields.next() {
                None | Some("-") => {}
                Some(other) => {
                    return Err(FenError::Placeholder {
                        field,
                        found: other.to_owned(),
                    });
                }
            }
        }
        let mut counter = |field: &'static str, default: u32| match fields.next() {
            None => Ok(default),
            Some(text) => text.parse::<u32>().map_err(|_| FenError::Counter {
                field,
                found: text.to_owned(),
            }),
        };
        let halfmove_clock = counter("halfmove clock", 0)?;
        let fullmove_number = counter("fullmove number", 1)?;
        let rest: Vec<&str> = fields.collect();
        if !rest.is_empty() {
            return Err(FenError::ExtraField(rest.join(" ")));
        }

        for color in [Color::Red, Color::Black] {
            let own = colors[color as usize];
            let generals = (pieces[Piece::General as usize] & own).count_ones();
            if generals != 1 {
                return Err(FenError::GeneralCount {
                    color,
                    count: generals,
                });
            }
            for piece in Piece::ALL {
                let set = pieces[piece as usize] & own;
                let count = set.count_ones();
                if count > piece.count_at_start() {
                    return Err(FenError::TooMany {
                        color,
                        piece,
                        count,
                    });
                }
                let allowed = match color {
                    Color::Red => reachable(piece),
                    Color::Black => mirror_ranks(reachable(piece)),
                };
                let outside = set & !allowed;
                if outside != 0 {
                    return Err(FenError::Unreachable {
                        color,
                        piece,
                        square: Square::from_index_unchecked(outside.trailing_zeros()),
                    });
                }
            }
        }
        let pos = Position {
            colors,
            pieces,
            side,
            halfmove_clock,
            fullmove_number,
        };
        if movegen::is_attacked_general(&pos, side.flip()) {
            return Err(FenError::OpponentInCheck(side.flip()));
        }
        Ok(pos)
    }
}

impl FromStr for Position {
    type Err = FenError;

    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

/// FEN, as [`Position::from_fen`] reads it: `rnbakabnr/9/... w - - 0 1`.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        placement::write(f, 9, 10, |file, rank| {
            Square::new(file as u8, rank as u8)
                .and_then(|sq| self.piece_at(sq))
                .map(|(color, piece)| Placed::plain(piece.letter(), color == Color::Red))
        })?;
        let side = match self.side {
            Color::Red => 'w',
            Color::Black => 'b',
        };
        write!(
            f,
            " {side} - - {} {}",
            self.halfmove_clock, self.fullmove_number
        )
    }
}
