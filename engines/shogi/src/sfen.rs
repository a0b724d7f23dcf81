//! SFEN reading and writing, with errors that say what was expected and where. Builds on
//! [`position`](super::position) and, to reject a position whose side not to move is in
//! check, on [`movegen`](super::movegen).
//!
//! SFEN, the position format of USI: the board from rank a (white's back rank) down to
//! rank i, each rank from file 9 to file 1, black's pieces in upper case, white's in lower
//! case, `+` before a promoted piece, digits for runs of empty squares; the side to move
//! (`b` black, `w` white); the pieces in hand (`-` for none, else each kind with its count
//! before it when above one: `2P3pRb`); the move number. The start position:
//! `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1`.

use super::board::{LAST_RANK, LAST_TWO_RANKS, file_mask};
use super::moves::{Color, Piece, Square};
use super::position::Position;
use bitfill_engines_common::placement::{self, Placed};
use core::fmt;
use core::fmt::Write;

/// What is wrong with an SFEN string, and where; `Display` says what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SfenError {
    /// The string is empty or only spaces.
    Empty,
    /// The string ended before this field.
    MissingField(&'static str),
    /// Text after the fourth field.
    ExtraField(String),
    /// The board field does not have nine `/`-separated ranks.
    RankCount(usize),
    /// A rank (`a` is written first) covers this many squares instead of 9.
    RankLength { rank: char, squares: usize },
    /// A character in a rank that is not a piece letter, `+` or a digit 1 to 9.
    PieceChar { rank: char, found: char },
    /// A `+` before a piece that does not promote (a king or a gold), or at a rank's end.
    Promotion { rank: char, found: String },
    /// A side without exactly one king.
    KingCount { color: Color, count: u32 },
    /// More pieces of a kind, on the board and in both hands, than a set has.
    TooMany { piece: Piece, count: u32 },
    /// An unpromoted pawn or lance on its last rank, or knight on its last two: a piece
    /// with no move.
    NoMove {
        color: Color,
        piece: Piece,
        square: Square,
    },
    /// Two unpromoted pawns of a side on one file (nifu).
    TwoPawns { color: Color, file: u8 },
    /// The side-to-move field is not `b` or `w`.
    SideToMove(String),
    /// The hand field is not `-` or counts and piece letters (`2P3pRb`).
    Hand(String),
    /// A move number that is not a whole number from 1.
    MoveNumber(String),
    /// The side that is not to move has its king attacked.
    OpponentInCheck(Color),
}

impl fmt::Display for SfenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SfenError::Empty => f.write_str(
                "the SFEN is empty: expected nine ranks of pieces separated by '/', the side \
                 to move (b or w), the pieces in hand (- for none) and the move number",
            ),
            SfenError::MissingField(name) => write!(f, "the SFEN ends before its {name} field"),
            SfenError::ExtraField(text) => {
                write!(f, "unexpected text after the four SFEN fields: {text:?}")
            }
            SfenError::RankCount(n) => {
                write!(f, "the board has {n} ranks, expected 9 separated by '/'")
            }
            SfenError::RankLength { rank, squares } => write!(
                f,
                "rank {rank} of the board covers {squares} squares, expected 9 (ranks are \
                 written from a down to i)"
            ),
            SfenError::PieceChar { rank, found } => write!(
                f,
                "unexpected {found:?} in rank {rank} of the board: expected a piece letter \
                 (KRBGSNLP black, krbgsnlp white), '+' before a promoted piece, or a digit 1 \
                 to 9"
            ),
            SfenError::Promotion { rank, found } => write!(
                f,
                "{found:?} in rank {rank} of the board: only pawns, lances, knights, silvers, \
                 bishops and rooks promote (+P +L +N +S +B +R)"
            ),
            SfenError::KingCount { color, count } => {
                write!(f, "{color} has {count} kings, expected exactly 1")
            }
            SfenError::TooMany { piece, count } => write!(
                f,
                "{count} pieces of kind {} on the board and in hand, a set has {}",
                piece.letter(),
                set_size(*piece)
            ),
            SfenError::NoMove {
                color,
                piece,
                square,
            } => write!(
                f,
                "{color}'s unpromoted {} on {square} would have no move ({})",
                piece.letter(),
                if *piece == Piece::Knight {
                    "a knight never stands on its last two ranks"
                } else {
                    "a pawn or lance never stands on its last rank"
                }
            ),
            SfenError::TwoPawns { color, file } => {
                write!(f, "{color} has two unpromoted pawns on file {file} (nifu)")
            }
            SfenError::SideToMove(text) => {
                write!(f, "the side to move is {text:?}, expected \"b\" or \"w\"")
            }
            SfenError::Hand(text) => write!(
                f,
                "the pieces in hand are {text:?}, expected \"-\" or piece letters \
                 (RBGSNLP black, rbgsnlp white), each after its count when above one, such as \
                 \"2P3pRb\""
            ),
            SfenError::MoveNumber(text) => {
                write!(f, "the move number {text:?} is not a whole number from 1")
            }
            SfenError::OpponentInCheck(color) => {
                write!(f, "{color} is not to move but its king is attacked")
            }
        }
    }
}

impl std::error::Error for SfenError {}

/// How many pieces of a kind a set has, both sides together.
const fn set_size(piece: Piece) -> u32 {
    match piece.unpromoted() {
        Piece::Pawn => 18,
        Piece::Bishop | Piece::Rook => 2,
        Piece::King => 2,
        _ => 4,
    }
}

/// The rank letter of row `row` of the board field (0 = rank a, written first).
const fn rank_letter(row: usize) -> char {
    (b'a' + row as u8) as char
}

impl Position {
    /// Reads an SFEN: board, side to move, pieces in hand and move number (which may be
    /// left out: 1).
    ///
    /// ```
    /// use bitfill_shogi::Position;
    ///
    /// let start = Position::from_sfen(
    ///     "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    /// ).unwrap();
    /// assert_eq!(start, Position::startpos());
    /// let error = Position::from_sfen("9/9/9/9/9/9/9/9/9 b - 1").unwrap_err();
    /// assert_eq!(error.to_string(), "black has 0 kings, expected exactly 1");
    /// ```
    ///
    /// # Errors
    ///
    /// An [`SfenError`] for a malformed field, and for a position no game reaches: not
    /// one king a side, more pieces of a kind than a set has, an unpromoted pawn, lance or
    /// knight with no move, two unpromoted pawns of a side on a file, or the side not to
    /// move in check.
    pub fn from_sfen(sfen: &str) -> Result<Position, SfenError> {
        let mut fields = sfen.split_ascii_whitespace();
        let board = fields.next().ok_or(SfenError::Empty)?;
        let side = fields
            .next()
            .ok_or(SfenError::MissingField("side to move"))?;
        let hand = fields
            .next()
            .ok_or(SfenError::MissingField("pieces in hand"))?;
        let number = fields.next();
        if let Some(extra) = fields.next() {
            let start = extra.as_ptr() as usize - sfen.as_ptr() as usize;
            return Err(SfenError::ExtraField(sfen[start..].trim_end().to_string()));
        }

        let mut pos = Position::empty();
        read_board(&mut pos, board)?;
        pos.side = match side {
            "b" => Color::Black,
            "w" => Color::White,
            _ => return Err(SfenError::SideToMove(side.to_string())),
        };
        read_hand(&mut pos, hand)?;
        if let Some(number) = number {
            pos.move_number = match number.parse::<u32>() {
                Ok(n) if n >= 1 && number.bytes().all(|b| b.is_ascii_digit()) => n,
                _ => return Err(SfenError::MoveNumber(number.to_string())),
            };
        }
        validate(&pos)?;
        Ok(pos)
    }

    /// The SFEN of the position, hands in the usual order (black's, then white's, rook,
    /// bishop, gold, silver, knight, lance, pawn).
    ///
    /// ```
    /// use bitfill_shogi::Position;
    ///
    /// let matsuri = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1";
    /// assert_eq!(
    ///     Position::from_sfen(matsuri).unwrap().to_sfen(),
    ///     "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    /// );
    /// ```
    #[must_use]
    pub fn to_sfen(&self) -> String {
        let mut out = String::new();
        let _ = placement::write(&mut out, 9, 9, |file, rank| {
            let sq = Square::new(file as u8, rank as u8).expect("on the board");
            self.piece_on(sq).map(|(color, piece)| Placed {
                letter: piece.letter(),
                first_player: color == Color::Black,
                promoted: piece as u8 >= 8,
            })
        });
        out.push_str(match self.side {
            Color::Black => " b ",
            Color::White => " w ",
        });
        let mut any = false;
        for color in [Color::Black, Color::White] {
            let hand = self.hand(color);
            // Rook, bishop, gold, silver, knight, lance, pawn: indices 5, 4, 6, 3, 2, 1, 0.
            for index in [5, 4, 6, 3, 2, 1, 0] {
                let count = hand[index];
                if count == 0 {
                    continue;
                }
                any = true;
                if count > 1 {
                    let _ = write!(out, "{count}");
                }
                let letter = Piece::IN_HAND[index].letter();
                out.push(match color {
                    Color::Black => letter,
                    Color::White => letter.to_ascii_lowercase(),
                });
            }
        }
        if !any {
            out.push('-');
        }
        let _ = write!(out, " {}", self.move_number);
        out
    }
}

impl core::str::FromStr for Position {
    type Err = SfenError;

    fn from_str(sfen: &str) -> Result<Position, SfenError> {
        Position::from_sfen(sfen)
    }
}

impl fmt::Display for Position {
    /// The SFEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_sfen())
    }
}

fn read_board(pos: &mut Position, board: &str) -> Result<(), SfenError> {
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != 9 {
        return Err(SfenError::RankCount(rows.len()));
    }
    for (row, text) in rows.iter().enumerate() {
        let rank_char = rank_letter(row);
        let rank = (8 - row) as u32;
        // Count first, so that a long rank is reported as such rather than as a piece
        // off the board.
        let mut file = 0usize;
        let mut promoted = false;
        let mut placed = Vec::new();
        for c in text.chars() {
            match c {
                '1'..='9' if !promoted => file += c as usize - '0' as usize,
                '+' if !promoted => promoted = true,
                _ => {
                    let Some(piece) = Piece::from_letter(c) else {
                        return Err(if promoted {
                            SfenError::Promotion {
                                rank: rank_char,
                                found: format!("+{c}"),
                            }
                        } else {
                            SfenError::PieceChar {
                                rank: rank_char,
                                found: c,
                            }
                        });
                    };
                    let piece = if promoted {
                        if !piece.can_promote() {
                            return Err(SfenError::Promotion {
                                rank: rank_char,
                                found: format!("+{c}"),
                            });
                        }
                        piece.promoted()
                    } else {
                        piece
                    };
                    promoted = false;
                    let color = if c.is_ascii_uppercase() {
                        Color::Black
                    } else {
                        Color::White
                    };
                    placed.push((color, piece, file));
                    file += 1;
                }
            }
        }
        if promoted {
            return Err(SfenError::Promotion {
                rank: rank_char,
                found: "+".to_string(),
            });
        }
        if file != 9 {
            return Err(SfenError::RankLength {
                rank: rank_char,
                squares: file,
            });
        }
        for (color, piece, file) in placed {
            pos.put(color, piece, rank * 9 + file as u32);
        }
    }
    Ok(())
}

fn read_hand(pos: &mut Position, hand: &str) -> Result<(), SfenError> {
    if hand == "-" {
        return Ok(());
    }
    let error = || SfenError::Hand(hand.to_string());
    let mut count: Option<u32> = None;
    for c in hand.chars() {
        if let Some(digit) = c.to_digit(10) {
            let n = count.unwrap_or(0) * 10 + digit;
            // A count starts with 1 to 9 and no set has more than 18 of a kind.
            if (count.is_none() && digit == 0) || n > 18 {
                return Err(error());
            }
            count = Some(n);
            continue;
        }
        let piece = Piece::from_letter(c).filter(|&p| p != Piece::King);
        let Some(piece) = piece else {
            return Err(error());
        };
        let color = if c.is_ascii_uppercase() { 0 } else { 1 };
        let held = &mut pos.hands[color][piece as usize];
        let n = count.take().unwrap_or(1);
        // Each kind once per side.
        if *held != 0 {
            return Err(error());
        }
        *held = n as u8;
    }
    if count.is_some() {
        return Err(error());
    }
    Ok(())
}

/// The checks of a board no game reaches.
fn validate(pos: &Position) -> Result<(), SfenError> {
    for color in [Color::Black, Color::White] {
        let count = pos.pieces(color, Piece::King).count_ones();
        if count != 1 {
            return Err(SfenError::KingCount { color, count });
        }
    }
    for piece in Piece::IN_HAND {
        let mut count = pos.pieces[piece as usize].count_ones()
            + u32::from(pos.hands[0][piece as usize])
            + u32::from(pos.hands[1][piece as usize]);
        if piece != Piece::Gold {
            count += pos.pieces[piece.promoted() as usize].count_ones();
        }
        if count > set_size(piece) {
            return Err(SfenError::TooMany { piece, count });
        }
    }
    for color in [Color::Black, Color::White] {
        let c = color as usize;
        for (piece, dead) in [
            (Piece::Pawn, LAST_RANK[c]),
            (Piece::Lance, LAST_RANK[c]),
            (Piece::Knight, LAST_TWO_RANKS[c]),
        ] {
            let stuck = pos.pieces(color, piece) & dead;
            if stuck != 0 {
                let square = Square::from_index_unchecked(stuck.trailing_zeros());
                return Err(SfenError::NoMove {
                    color,
                    piece,
                    square,
                });
            }
        }
        // Nifu: the ranks folded onto one must keep every pawn.
        let pawns = pos.pieces(color, Piece::Pawn);
        let files = file_mask(pawns);
        if files.count_ones() != pawns.count_ones() {
            let file = (0..9)
                .find(|&f| (0..9).filter(|&r| pawns >> (r * 9 + f) & 1 != 0).count() > 1)
                .unwrap_or(0);
            return Err(SfenError::TwoPawns {
                color,
                file: 9 - file as u8,
            });
        }
    }
    let not_to_move = pos.side.flip();
    if pos.is_attacked_king(not_to_move) {
        return Err(SfenError::OpponentInCheck(not_to_move));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_say_what_is_wrong() {
        let cases = [
            ("", SfenError::Empty),
            ("9/9/9/9/9/9/9/9/9", SfenError::MissingField("side to move")),
            (
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 x",
                SfenError::ExtraField("x".into()),
            ),
            ("9/9/9 b - 1", SfenError::RankCount(3)),
            (
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1",
                SfenError::RankLength {
                    rank: 'i',
                    squares: 8,
                },
            ),
            (
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1",
                SfenError::PieceChar {
                    rank: 'i',
                    found: 'X',
                },
            ),
            (
                "lnsg+kgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                SfenError::Promotion {
                    rank: 'a',
                    found: "+k".into(),
                },
            ),
            (
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNS+GKGSNL b - 1",
                SfenError::Promotion {
                    rank: 'i',
                    found: "+G".into(),
                },
            ),
            (
                "4k4/9/9/9/9/9/9/9/4K4 b 19P 1",
                SfenError::Hand("19P".into()),
            ),
            (
                "4k4/9/9/9/9/9/9/9/4K4 b 10P9p 1",
                SfenError::TooMany {
                    piece: Piece::Pawn,
                    count: 19,
                },
            ),
            (
                "4k4/9/9/9/9/9/9/9/4K4 b 3R 1",
                SfenError::TooMany {
                    piece: Piece::Rook,
                    count: 3,
                },
            ),
            (
                "P3k4/9/9/9/9/9/9/9/4K4 b - 1",
                SfenError::NoMove {
                    color: Color::Black,
                    piece: Piece::Pawn,
                    square: "9a".parse().unwrap(),
                },
            ),
            (
                "4k4/9/9/9/9/9/9/n8/4K4 b - 1",
                SfenError::NoMove {
                    color: Color::White,
                    piece: Piece::Knight,
                    square: "9h".parse().unwrap(),
                },
            ),
            (
                "4k4/9/9/9/P8/9/P8/9/4K4 b - 1",
                SfenError::TwoPawns {
                    color: Color::Black,
                    file: 9,
                },
            ),
            (
                "4k4/9/9/9/9/9/9/9/4K4 x - 1",
                SfenError::SideToMove("x".into()),
            ),
            ("4k4/9/9/9/9/9/9/9/4K4 b PP 1", SfenError::Hand("PP".into())),
            ("4k4/9/9/9/9/9/9/9/4K4 b 2 1", SfenError::Hand("2".into())),
            ("4k4/9/9/9/9/9/9/9/4K4 b K 1", SfenError::Hand("K".into())),
            (
                "4k4/9/9/9/9/9/9/9/4K4 b - 0",
                SfenError::MoveNumber("0".into()),
            ),
            (
                "4k4/4R4/9/9/9/9/9/9/4K4 b - 1",
                SfenError::OpponentInCheck(Color::White),
            ),
        ];
        for (sfen, expected) in cases {
            assert_eq!(Position::from_sfen(sfen), Err(expected), "{sfen}");
        }
    }

    #[test]
    fn round_trips() {
        for sfen in [
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
            "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
            "8k/9/9/9/9/9/9/9/K8 w 2P 123",
        ] {
            assert_eq!(Position::from_sfen(sfen).unwrap().to_sfen(), sfen);
        }
    }
}
