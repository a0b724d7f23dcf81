//! Forsyth-Edwards Notation: parsing with an error that says what was expected and where,
//! and writing (`Display` of [`Position`]).
//!
//! A FEN is six fields separated by spaces; the two move counters may be left out, as in
//! EPD:
//!
//! ```text
//! rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//! placement (8 ranks of 8 squares, rank 8 first)  side  castling  en passant  halfmove clock  fullmove number
//! ```

use super::piece::{Color, Piece};
use super::position::{BACK_RANK, Position};
use bitfill_engines_common::fen::{CastlingError, write_square};
use bitfill_engines_common::placement::{self, Placed};
use core::fmt;
use core::ops::Range;
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

/// The four rook squares of the castling rights: a1, h1, a8, h8.
const CASTLING_ROOKS: [(char, usize); 4] = [('K', 7), ('Q', 0), ('k', 63), ('q', 56)];

/// What is wrong with a FEN string: [`FenErrorKind`] says what, [`FenError::span`] where.
///
/// `Display` writes the kind's message; [`FenError::show`] adds the FEN with the place
/// marked.
///
/// ```
/// use bitfill_chess::{FenErrorKind, Position};
///
/// let error = Position::from_fen("not a fen").unwrap_err();
/// assert_eq!(error.kind(), &FenErrorKind::FieldCount(3));
/// assert_eq!(error.span(), 9..9); // the string ends where the en-passant field should be
/// assert!(error.to_string().contains("expected 6 fields"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    kind: FenErrorKind,
    span: Range<usize>,
}

/// A syntax or consistency error in a FEN string.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenErrorKind {
    /// Fewer than 4 or more than 6 fields (the count found).
    FieldCount(usize),
    /// The placement field does not have eight `/`-separated ranks (the count found).
    RankCount(usize),
    /// A rank (8 is the first one written) that does not cover exactly eight squares.
    RankLength { rank: u8, squares: u32 },
    /// A character in the placement field that is no piece letter or digit 1 to 8.
    PieceChar(char),
    /// A side without exactly one king.
    KingCount { color: Color, count: u32 },
    /// The two kings on adjacent squares.
    KingsAdjacent,
    /// A side with more pieces of a kind than its eight pawns could have promoted to:
    /// more than 8 pawns, or more queens than 1, rooks, bishops or knights than 2 beyond
    /// what its missing pawns account for. This also bounds the number of legal moves
    /// (see [`MoveList`](super::MoveList)).
    TooManyPieces(Color),
    /// A pawn on rank 1 or rank 8.
    PawnOnBackRank,
    /// The side-to-move field is not `w` or `b`.
    SideToMove(String),
    /// The castling field is not `-` or a combination of `KQkq`.
    Castling(String),
    /// A castling right whose king or rook is not on its original square.
    CastlingPieces(char),
    /// The en-passant field is not `-` or a square a pawn has just passed.
    EnPassant(String),
    /// A move counter that is not a whole number.
    Counter(String),
    /// The side not to move is in check: the side to move could take its king.
    OpponentInCheck(Color),
}

impl FenError {
    const fn new(kind: FenErrorKind, span: Range<usize>) -> FenError {
        FenError { kind, span }
    }

    /// What is wrong.
    #[must_use]
    pub const fn kind(&self) -> &FenErrorKind {
        &self.kind
    }

    /// Where, as a byte range of the FEN string (empty where something is missing).
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// The message, then `fen` with the place marked underneath, for a terminal:
    ///
    /// ```text
    /// the FEN has 3 fields, expected 6 fields separated by spaces: ...
    ///   not a fen
    ///            ^ here
    /// ```
    #[must_use]
    pub fn show(&self, fen: &str) -> String {
        let column = |byte: usize| fen.get(..byte).map_or(0, |s| s.chars().count());
        let start = column(self.span.start);
        let width = column(self.span.end).saturating_sub(start).max(1);
        let printable: String = fen
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        format!(
            "{self}\n  {printable}\n  {}{} here",
            " ".repeat(start),
            "^".repeat(width)
        )
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.kind, f)
    }
}

impl fmt::Display for FenErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenErrorKind::FieldCount(n) => write!(
                f,
                "the FEN has {n} field{}, expected 6 fields separated by spaces: {} \
                 (the last two may be left out)",
                if *n == 1 { "" } else { "s" },
                FIELDS.join(", ")
            ),
            FenErrorKind::RankCount(n) => write!(
                f,
                "the piece placement has {n} rank{}, expected 8 ranks of 8 squares separated \
                 by '/', rank 8 first",
                if *n == 1 { "" } else { "s" },
            ),
            FenErrorKind::RankLength { rank, squares } => write!(
                f,
                "rank {rank} of the piece placement covers {squares} squares, expected 8 \
                 (a piece letter is one square, a digit 1 to 8 that many empty squares)"
            ),
            FenErrorKind::PieceChar(c) => write!(
                f,
                "unexpected {c:?} in the piece placement (expected one of PNBRQKpnbrqk, 1 to 8 or /)"
            ),
            FenErrorKind::KingCount { color, count } => {
                write!(f, "{color} has {count} kings, expected exactly 1")
            }
            FenErrorKind::KingsAdjacent => f.write_str("the two kings stand on adjacent squares"),
            FenErrorKind::TooManyPieces(color) => write!(
                f,
                "{color} has more pieces than its pawns could have promoted to"
            ),
            FenErrorKind::PawnOnBackRank => f.write_str("a pawn stands on rank 1 or rank 8"),
            FenErrorKind::SideToMove(text) => {
                write!(f, "the side to move is {text:?}, expected \"w\" or \"b\"")
            }
            FenErrorKind::Castling(text) => write!(
                f,
                "the castling field is {text:?}, expected \"-\" or letters of KQkq"
            ),
            FenErrorKind::CastlingPieces(c) => write!(
                f,
                "castling right {c:?} needs its king and rook on their original squares"
            ),
            FenErrorKind::EnPassant(text) => write!(
                f,
                "the en-passant field is {text:?}, expected \"-\" or the square behind a pawn \
                 that has just moved two squares"
            ),
            FenErrorKind::Counter(text) => write!(
                f,
                "the move counter {text:?} is not a whole number from 0 to 65535"
            ),
            FenErrorKind::OpponentInCheck(color) => write!(
                f,
                "{color} is in check but not to move: {} could take the king",
                color.opposite()
            ),
        }
    }
}

impl std::error::Error for FenError {}

/// The whitespace-separated fields of `text` with their byte ranges.
fn fields(text: &str) -> Vec<(Range<usize>, &str)> {
    let mut fields = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        match (start, c.is_whitespace()) {
            (None, false) => start = Some(i),
            (Some(s), true) => {
                fields.push((s..i, &text[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    fields
}

impl Position {
    /// Parses Forsyth-Edwards Notation. The two move counters may be left out (as in EPD);
    /// everything else is checked: the syntax, one king a side and the kings apart, no more
    /// pieces than promotions allow, no pawn on a back rank, castling rights with their king
    /// and rook at home, an en-passant square behind a pawn that has just moved two squares,
    /// and the side not to move not in check.
    ///
    /// ```
    /// use bitfill_chess::{FenErrorKind, Position};
    ///
    /// assert!(Position::from_fen("8/8/8/8/8/8/8/K6k w - - 0 1").is_ok());
    /// let error = Position::from_fen("8/8/8/8/8/8/8/K6k x - - 0 1").unwrap_err();
    /// assert_eq!(error.kind(), &FenErrorKind::SideToMove("x".into()));
    /// assert_eq!(error.span(), 18..19);
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let fields = fields(fen);
        if !(4..=6).contains(&fields.len()) {
            let end = fields.last().map_or(0, |last| last.0.end);
            let span = fields.get(6).map_or(end..end, |extra| extra.0.start..end);
            return Err(FenError::new(FenErrorKind::FieldCount(fields.len()), span));
        }
        let [placement, side, castling, en_passant] =
            [0, 1, 2, 3].map(|i| (fields[i].0.clone(), fields[i].1));
        let counter = |i: usize, default: u16| match fields.get(i) {
            None => Ok(default),
            Some((span, text)) => text.parse().map_err(|_| {
                FenError::new(FenErrorKind::Counter((*text).to_string()), span.clone())
            }),
        };

        let mut pos = Position::empty();
        pos.parse_placement(placement.1, placement.0.start)?;
        pos.side = match side.1 {
            "w" => Color::White,
            "b" => Color::Black,
            text => {
                return Err(FenError::new(
                    FenErrorKind::SideToMove(text.to_string()),
                    side.0,
                ));
            }
        };
        pos.parse_castling(castling.1)
            .map_err(|kind| FenError::new(kind, castling.0))?;
        pos.parse_en_passant(en_passant.1)
            .map_err(|kind| FenError::new(kind, en_passant.0))?;
        pos.halfmove_clock = counter(4, 0)?;
        pos.fullmove_number = counter(5, 1)?;

        let them = pos.side.opposite();
        if pos.attacked_by(pos.side, !pos.occupied()) & pos.pieces(them, Piece::King) != 0 {
            return Err(FenError::new(FenErrorKind::OpponentInCheck(them), side.0));
        }
        Ok(pos)
    }

    /// Reads the placement field, which starts at byte `offset` of the FEN, and checks the
    /// material.
    fn parse_placement(&mut self, placement: &str, offset: usize) -> Result<(), FenError> {
        let whole = offset..offset + placement.len();
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != 8 {
            return Err(FenError::new(FenErrorKind::RankCount(ranks.len()), whole));
        }
        let mut start = offset;
        for (i, text) in ranks.iter().enumerate() {
            let rank = 7 - i as u32;
            self.parse_rank(text, rank, start)?;
            start += text.len() + 1;
        }
        self.check_material().map_err(|(kind, squares)| {
            // The squares at fault, from the first written to the last; the whole
            // placement when the fault is a count.
            let at = |sq: u32| square_offset(placement, sq).map(|i| offset + i);
            let first = squares.iter().copied().filter_map(at).min();
            let last = squares.iter().copied().filter_map(at).max();
            let span = match (first, last) {
                (Some(first), Some(last)) => first..last + 1,
                _ => whole,
            };
            FenError::new(kind, span)
        })
    }

    /// Reads one rank (0 = rank 1) written at byte `offset` of the FEN.
    fn parse_rank(&mut self, text: &str, rank: u32, offset: usize) -> Result<(), FenError> {
        let mut file = 0u32;
        for (i, c) in text.char_indices() {
            if let Some(skip) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file = file.saturating_add(skip);
                continue;
            }
            let piece = Piece::from_letter(c).ok_or_else(|| {
                let at = offset + i;
                FenError::new(FenErrorKind::PieceChar(c), at..at + c.len_utf8())
            })?;
            if file < 8 {
                let color = bitfill_engines_common::fen::side_of_letter(c);
                let bit = 1u64 << (rank * 8 + file);
                self.colors[color as usize] |= bit;
                self.pieces[piece as usize] |= bit;
            }
            file = file.saturating_add(1);
        }
        if file != 8 {
            let kind = FenErrorKind::RankLength {
                rank: rank as u8 + 1,
                squares: file,
            };
            return Err(FenError::new(kind, offset..offset + text.len()));
        }
        Ok(())
    }

    /// One king a side, the kings apart, no more pieces than promotions allow, no pawn on
    /// a back rank. An error comes with the squares at fault, if there are such.
    fn check_material(&self) -> Result<(), (FenErrorKind, Vec<u32>)> {
        let squares = |mut set: u64| {
            let mut list = Vec::new();
            while set != 0 {
                list.push(set.trailing_zeros());
                set &= set - 1;
            }
            list
        };
        for color in [Color::White, Color::Black] {
            let count = |piece: Piece| self.pieces(color, piece).count_ones();
            if count(Piece::King) != 1 {
                let kind = FenErrorKind::KingCount {
                    color,
                    count: count(Piece::King),
                };
                return Err((kind, squares(self.pieces(color, Piece::King))));
            }
            let promoted = count(Piece::Queen).saturating_sub(1)
                + count(Piece::Rook).saturating_sub(2)
                + count(Piece::Bishop).saturating_sub(2)
                + count(Piece::Knight).saturating_sub(2);
            if count(Piece::Pawn) + promoted > 8 {
                return Err((FenErrorKind::TooManyPieces(color), Vec::new()));
            }
        }
        let kings = self.pieces[Piece::King as usize];
        let white_king = self.pieces(Color::White, Piece::King).trailing_zeros();
        if super::attacks::king_moves_from(white_king) & self.pieces(Color::Black, Piece::King) != 0
        {
            return Err((FenErrorKind::KingsAdjacent, squares(kings)));
        }
        let stranded = self.pieces[Piece::Pawn as usize] & (BACK_RANK[0] | BACK_RANK[1]);
        if stranded != 0 {
            return Err((FenErrorKind::PawnOnBackRank, squares(stranded)));
        }
        Ok(())
    }

    fn parse_castling(&mut self, text: &str) -> Result<(), FenErrorKind> {
        bitfill_engines_common::fen::parse_castling(text, &CASTLING_ROOKS, |color, rook| {
            let king = 1u64 << (rook & 56 | 4);
            let at_home = self.pieces(color, Piece::King) & king != 0
                && self.pieces(color, Piece::Rook) & (1 << rook) != 0;
            if at_home {
                self.castling |= 1 << rook;
            }
            at_home
        })
        .map_err(|error| match error {
            CastlingError::Field => FenErrorKind::Castling(text.to_string()),
            CastlingError::Pieces(c) => FenErrorKind::CastlingPieces(c),
        })
    }

    fn parse_en_passant(&mut self, text: &str) -> Result<(), FenErrorKind> {
        if text == "-" {
            return Ok(());
        }
        let error = || FenErrorKind::EnPassant(text.to_string());
        let &[file @ b'a'..=b'h', rank @ b'1'..=b'8'] = text.as_bytes() else {
            return Err(error());
        };
        let sq = u32::from(rank - b'1') * 8 + u32::from(file - b'a');
        // White to move: black has just played a pawn from rank 7 to rank 5 over rank 6.
        let (pawn, origin) = match (self.side, sq / 8) {
            (Color::White, 5) => (sq - 8, sq + 8),
            (Color::Black, 2) => (sq + 8, sq - 8),
            _ => return Err(error()),
        };
        if self.pieces(self.side.opposite(), Piece::Pawn) & (1 << pawn) == 0
            || self.occupied() & (1 << sq | 1 << origin) != 0
        {
            return Err(error());
        }
        self.en_passant = 1 << sq;
        Ok(())
    }
}

/// The byte offset in a well-formed `placement` of the letter of the piece on `sq`.
fn square_offset(placement: &str, sq: u32) -> Option<usize> {
    let (rank, file) = (sq / 8, sq % 8);
    let mut start = 0;
    for (i, text) in placement.split('/').enumerate() {
        if 7 - i as u32 == rank {
            let mut at = 0;
            for (j, c) in text.char_indices() {
                let width = c.to_digit(10).unwrap_or(1);
                if c.is_ascii_alphabetic() && at == file {
                    return Some(start + j);
                }
                at += width;
            }
            return None;
        }
        start += text.len() + 1;
    }
    None
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
        placement::write(f, 8, 8, |file, rank| {
            self.piece_on((rank * 8 + file) as u8)
                .map(|(color, piece)| Placed::plain(piece.letter(), color == Color::White))
        })?;
        let side = match self.side {
            Color::White => "w",
            Color::Black => "b",
        };
        write!(f, " {side} ")?;
        bitfill_engines_common::fen::write_castling(f, &CASTLING_ROOKS, |rook| {
            self.castling & (1 << rook) != 0
        })?;
        f.write_str(" ")?;
        if self.en_passant == 0 {
            f.write_str("-")?;
        } else {
            write_square(f, self.en_passant.trailing_zeros() as usize, 8)?;
        }
        write!(f, " {} {}", self.halfmove_clock, self.fullmove_number)
    }
}
