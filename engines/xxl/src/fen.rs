//! Forsyth-Edwards Notation for XXL chess, as Fairy-Stockfish-X writes it: fourteen ranks
//! of fourteen squares, rank 14 first, runs of empty squares as numbers 1 to 14:
//!
//! ```text
//! rnbhcmakmcebnr/pppppppppppppp/14/14/14/14/14/14/14/14/14/14/PPPPPPPPPPPPPP/RNBHCMAKMCEBNR w KQkq - 0 1
//! placement                                                                                side  castling  en passant  halfmove clock  fullmove number
//! ```
//!
//! The fields after the side to move may be left out (castling and en passant then
//! count as `-`). Parsing checks what the move generator relies on and says what was
//! expected when it fails ([`FenError`]); `Display` of [`Position`] writes FEN.

use super::attacks::{FILES, RANKS, Wide};
use super::piece::{Color, Piece};
use super::position::{KING_FILE, Position, promotion_rank};
use bitfill_engines_common::fen::{CastlingError, write_square};
use bitfill_engines_common::placement::{self, Placed};
use core::fmt;
use core::str::FromStr;

/// The six fields of a FEN, in order.
const FIELDS: [&str; 6] = [
    "piece placement",
    "side to move",
    "castling",
    "en passant",
    "halfmove clock",
    "fullmove number",
];

/// The castling letters and the squares of their rooks: n1, a1, n14, a14.
const CASTLING_ROOKS: [(char, usize); 4] = [
    ('K', FILES - 1),
    ('Q', 0),
    ('k', 13 * FILES + FILES - 1),
    ('q', 13 * FILES),
];

/// What is wrong with a FEN string; `Display` says what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenError {
    /// Fewer than 2 or more than 6 fields (the count found).
    FieldCount(usize),
    /// The placement field does not have fourteen `/`-separated ranks (the count found).
    RankCount(usize),
    /// A rank (14 is the first written) that does not cover exactly fourteen squares.
    RankLength { rank: u8, squares: usize },
    /// A character in a rank that is neither a piece letter nor part of a number 1 to 14.
    PieceChar { rank: u8, found: char },
    /// A side without exactly one king.
    KingCount { color: Color, count: u32 },
    /// A side with more pieces than its fourteen pawns account for: more than 14 pawns,
    /// or more pieces of some kinds than it starts with (queens: none) beyond what its
    /// missing pawns could have promoted to. This also bounds the number of legal moves
    /// (see [`MoveList`](super::MoveList)).
    TooManyPieces(Color),
    /// A pawn on its own back rank (1 for white, 14 for black), or on its promotion rank
    /// (8 for white, 7 for black), where it would have promoted.
    PawnRank { color: Color, square: String },
    /// The side-to-move field is not `w` or `b`.
    SideToMove(String),
    /// The castling field is not `-` or a combination of `KQkq`.
    Castling(String),
    /// A castling right whose king (on h1 or h14) or rook (in its corner) is not there.
    CastlingPieces(char),
    /// The en-passant field is not `-` or the square behind a pawn of the side that has
    /// just moved, which has just moved two squares.
    EnPassant(String),
    /// A move counter that is not a whole number from 0 to 65535.
    Counter { field: &'static str, found: String },
    /// The side not to move is in check: the side to move could take its king.
    OpponentInCheck(Color),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::FieldCount(n) => write!(
                f,
                "the FEN has {n} field{}, expected 2 to 6 fields separated by spaces: {}",
                if *n == 1 { "" } else { "s" },
                FIELDS.join(", ")
            ),
            FenError::RankCount(n) => write!(
                f,
                "the piece placement has {n} rank{}, expected 14 ranks of 14 squares \
                 separated by '/', rank 14 first",
                if *n == 1 { "" } else { "s" },
            ),
            FenError::RankLength { rank, squares } => write!(
                f,
                "rank {rank} of the piece placement covers {squares} squares, expected 14 \
                 (a piece letter is one square, a number 1 to 14 that many empty squares)"
            ),
            FenError::PieceChar { rank, found } => write!(
                f,
                "unexpected {found:?} in rank {rank} of the piece placement: expected a \
                 piece letter (PNBRQKHEAMC white, pnbrqkheamc black) or a number 1 to 14"
            ),
            FenError::KingCount { color, count } => {
                write!(f, "{color} has {count} kings, expected exactly 1")
            }
            FenError::TooManyPieces(color) => write!(
                f,
                "{color} has more pieces than its 14 pawns could have promoted to (promotion \
                 is to a queen only)"
            ),
            FenError::PawnRank { color, square } => write!(
                f,
                "{color} pawn on {square}: no {color} pawn stands on rank {} (its back \
                 rank) or {} (where it promotes)",
                if *color == Color::White { 1 } else { RANKS },
                promotion_rank(*color == Color::White) + 1
            ),
            FenError::SideToMove(text) => {
                write!(f, "the side to move is {text:?}, expected \"w\" or \"b\"")
            }
            FenError::Castling(text) => write!(
                f,
                "the castling field is {text:?}, expected \"-\" or letters of KQkq"
            ),
            FenError::CastlingPieces(c) => write!(
                f,
                "castling right {c:?} needs its king on the h-file and its rook in the corner \
                 of its back rank"
            ),
            FenError::EnPassant(text) => write!(
                f,
                "the en-passant field is {text:?}, expected \"-\" or the square behind a pawn \
                 that has just moved two squares"
            ),
            FenError::Counter { field, found } => write!(
                f,
                "the {field} {found:?} is not a whole number from 0 to 65535"
            ),
            FenError::OpponentInCheck(color) => write!(
                f,
                "{color} is in check but not to move: {} could take the king",
                color.opposite()
            ),
        }
    }
}

impl std::error::Error for FenError {}

/// A square's name, `a1` to `n14`.
fn square_name(sq: usize) -> String {
    struct Name(u8);
    impl fmt::Display for Name {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write_square(f, self.0.into(), FILES)
        }
    }
    Name(sq as u8).to_string()
}

/// The square a name such as `a1` or `n14` stands for.
fn parse_square(text: &str) -> Option<usize> {
    let mut chars = text.chars();
    let file = chars.next()?;
    if !('a'..='n').contains(&file) {
        return None;
    }
    let rank_text = chars.as_str();
    if rank_text.starts_with('0') || !rank_text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let rank: usize = rank_text.parse().ok()?;
    if !(1..=RANKS).contains(&rank) {
        return None;
    }
    Some((rank - 1) * FILES + (file as usize - 'a' as usize))
}

impl Position {
    /// Parses a FEN. Everything the move generator relies on is checked: the syntax, one
    /// king a side, no more pieces than promotions allow, no pawn on its own back rank or
    /// on its promotion rank, castling rights with their king and rook at home, an
    /// en-passant square behind a pawn that has just moved two squares, and the side not
    /// to move not in check.
    ///
    /// ```
    /// use bitfill_xxl::{FenError, Position};
    ///
    /// assert!(Position::from_fen("7k6/14/14/14/14/14/14/14/14/14/14/14/14/7K6 w - - 0 1").is_ok());
    /// assert_eq!(
    ///     Position::from_fen("7k6/14/14/14/14/14/14/14/14/14/14/14/14/7K6 x").unwrap_err(),
    ///     FenError::SideToMove("x".into())
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// A [`FenError`] that says what is wrong.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if !(2..=6).contains(&fields.len()) {
            return Err(FenError::FieldCount(fields.len()));
        }
        let field = |i: usize| fields.get(i).copied().unwrap_or("-");
        let counter = |i: usize, default: u16| match fields.get(i) {
            None => Ok(default),
            Some(text) if text.bytes().all(|b| b.is_ascii_digit()) => {
                text.parse().map_err(|_| FenError::Counter {
                    field: FIELDS[i],
                    found: (*text).to_string(),
                })
            }
            Some(text) => Err(FenError::Counter {
                field: FIELDS[i],
                found: (*text).to_string(),
            }),
        };

        let mut pos = Position::empty();
        pos.parse_placement(fields[0])?;
        pos.side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            text => return Err(FenError::SideToMove(text.to_string())),
        };
        pos.parse_castling(field(2))?;
        pos.parse_en_passant(field(3))?;
        pos.halfmove_clock = counter(4, 0)?;
        pos.fullmove_number = counter(5, 1)?;

        let them = pos.side.opposite();
        if !(pos.attacked_by(pos.side, !pos.occupied()) & pos.pieces(them, Piece::King)).is_empty()
        {
            return Err(FenError::OpponentInCheck(them));
        }
        Ok(pos)
    }

    /// Reads the placement field and checks the material.
    fn parse_placement(&mut self, placement: &str) -> Result<(), FenError> {
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != RANKS {
            return Err(FenError::RankCount(ranks.len()));
        }
        for (i, text) in ranks.iter().enumerate() {
            self.parse_rank(text, RANKS - 1 - i)?;
        }
        self.check_material()
    }

    /// Reads one rank (0 = rank 1).
    fn parse_rank(&mut self, text: &str, rank: usize) -> Result<(), FenError> {
        let rank_name = (rank + 1) as u8;
        let mut file = 0usize;
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if let Some(digit) = c.to_digit(10) {
                // A run of empty squares, one or two digits: 1 to 14.
                let mut run = digit as usize;
                if let Some(next) = chars.peek().and_then(|d| d.to_digit(10)) {
                    chars.next();
                    run = run * 10 + next as usize;
                    if digit == 0 || run > FILES {
                        let found = if digit == 0 {
                            c
                        } else {
                            char::from_digit(next, 10).unwrap_or(c)
                        };
                        return Err(FenError::PieceChar {
                            rank: rank_name,
                            found,
                        });
                    }
                }
                if run == 0 {
                    return Err(FenError::PieceChar {
                        rank: rank_name,
                        found: c,
                    });
                }
                file = file.saturating_add(run);
                continue;
            }
            let piece = Piece::from_letter(c)
                .filter(|_| c.is_ascii_alphabetic())
                .ok_or(FenError::PieceChar {
                    rank: rank_name,
                    found: c,
                })?;
            if file < FILES {
                let color = bitfill_engines_common::fen::side_of_letter(c);
                let bit = Wide::square(rank * FILES + file);
                self.colors[color as usize] |= bit;
                self.pieces[piece as usize] |= bit;
            }
            file = file.saturating_add(1);
        }
        if file != FILES {
            return Err(FenError::RankLength {
                rank: rank_name,
                squares: file,
            });
        }
        Ok(())
    }

    /// One king a side, no more pieces than promotions allow, pawns where they can stand.
    fn check_material(&self) -> Result<(), FenError> {
        for color in [Color::White, Color::Black] {
            let count = |piece: Piece| self.pieces(color, piece).len();
            if count(Piece::King) != 1 {
                return Err(FenError::KingCount {
                    color,
                    count: count(Piece::King),
                });
            }
            let extra: u32 = Piece::ALL
                .into_iter()
                .filter(|&p| p != Piece::Pawn)
                .map(|p| count(p).saturating_sub(p.count_at_start()))
                .sum();
            if count(Piece::Pawn) + extra > 14 {
                return Err(FenError::TooManyPieces(color));
            }
            // Never on its own back rank (pawns only move forward), nor on its promotion
            // rank, where it would have promoted. Beyond that rank it cannot come in a
            // game from the start, but it moves on without promoting (Fairy-Stockfish-X's
            // rule): the only positions with en passant.
            let white = color == Color::White;
            let back_rank = if white { 0 } else { RANKS - 1 };
            let forbidden = [back_rank, promotion_rank(white)];
            if let Some(sq) = self
                .pieces(color, Piece::Pawn)
                .iter()
                .find(|sq| forbidden.contains(&(sq / FILES)))
            {
                return Err(FenError::PawnRank {
                    color,
                    square: square_name(sq),
                });
            }
        }
        Ok(())
    }

    fn parse_castling(&mut self, text: &str) -> Result<(), FenError> {
        bitfill_engines_common::fen::parse_castling(text, &CASTLING_ROOKS, |color, rook| {
            let king = rook - rook % FILES + KING_FILE;
            let at_home = self.pieces(color, Piece::King).contains(king)
                && self.pieces(color, Piece::Rook).contains(rook);
            if at_home {
                self.castling |= Wide::square(rook);
            }
            at_home
        })
        .map_err(|error| match error {
            CastlingError::Field => FenError::Castling(text.to_string()),
            CastlingError::Pieces(c) => FenError::CastlingPieces(c),
        })
    }

    fn parse_en_passant(&mut self, text: &str) -> Result<(), FenError> {
        if text == "-" {
            return Ok(());
        }
        let error = || FenError::EnPassant(text.to_string());
        let sq = parse_square(text).ok_or_else(error)?;
        // White to move: black has just played a pawn from rank 13 to rank 11 over rank 12.
        let (pawn, origin) = match (self.side, sq / FILES) {
            (Color::White, 11) => (sq - FILES, sq + FILES),
            (Color::Black, 2) => (sq + FILES, sq - FILES),
            _ => return Err(error()),
        };
        let occupied = self.occupied();
        if !self
            .pieces(self.side.opposite(), Piece::Pawn)
            .contains(pawn)
            || occupied.contains(sq)
            || occupied.contains(origin)
        {
            return Err(error());
        }
        self.en_passant = Some(sq as u8);
        Ok(())
    }
}

impl FromStr for Position {
    type Err = FenError;

    fn from_str(fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen)
    }
}

impl fmt::Display for Position {
    /// Writes the position as FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        placement::write(f, FILES, RANKS, |file, rank| {
            self.piece_on(rank * FILES + file)
                .map(|(color, piece)| Placed::plain(piece.letter(), color == Color::White))
        })?;
        let side = match self.side {
            Color::White => "w",
            Color::Black => "b",
        };
        write!(f, " {side} ")?;
        bitfill_engines_common::fen::write_castling(f, &CASTLING_ROOKS, |rook| {
            self.castling.contains(rook)
        })?;
        f.write_str(" ")?;
        match self.en_passant {
            None => f.write_str("-")?,
            Some(sq) => write_square(f, sq.into(), FILES)?,
        }
        write!(f, " {} {}", self.halfmove_clock, self.fullmove_number)
    }
}
