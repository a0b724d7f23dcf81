//! The board: one bitboard per color and per piece kind, FEN parsing, copy-make.

use super::attacks::{self, KING};
use super::movegen;
use super::moves::{Move, MoveKind, MoveList, write_square};
use core::fmt;
use core::str::FromStr;

/// A side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    /// The other side.
    #[must_use]
    pub const fn flip(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// A kind of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Piece {
    Pawn = 0,
    Knight = 1,
    Bishop = 2,
    Rook = 3,
    Queen = 4,
    King = 5,
}

impl Piece {
    /// All six kinds, in index order.
    pub const ALL: [Piece; 6] = [
        Piece::Pawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ];

    /// The lowercase FEN letter: `p`, `n`, `b`, `r`, `q`, `k`.
    #[must_use]
    pub const fn letter(self) -> char {
        [b'p', b'n', b'b', b'r', b'q', b'k'][self as usize] as char
    }
}

/// A syntax or consistency error in a FEN string; `Display` says what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The string ended before this field.
    MissingField(&'static str),
    /// Text after the sixth field.
    ExtraField(String),
    /// The placement field does not have eight `/`-separated ranks.
    RankCount(usize),
    /// A rank (8 is the first one written) does not cover exactly eight squares.
    RankLength { rank: u8 },
    /// A character in the placement field that is no piece letter or digit 1 to 8.
    PieceChar(char),
    /// A side without exactly one king.
    KingCount { color: Color, count: u32 },
    /// A side with more pieces of a kind than its eight pawns could have promoted to:
    /// more than 8 pawns, or more queens than 1, rooks, bishops or knights than 2 beyond
    /// what its missing pawns account for. This also bounds the number of legal moves
    /// (see [`MoveList`]).
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
    /// A move counter that is not a number.
    Counter(String),
    /// The side that has just moved is in check.
    OpponentInCheck,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::MissingField(name) => write!(f, "the FEN has no {name} field"),
            FenError::ExtraField(text) => write!(f, "unexpected text after the FEN: {text:?}"),
            FenError::RankCount(n) => write!(f, "the piece placement has {n} ranks, expected 8"),
            FenError::RankLength { rank } => {
                write!(
                    f,
                    "rank {rank} of the piece placement does not have 8 squares"
                )
            }
            FenError::PieceChar(c) => write!(
                f,
                "unexpected {c:?} in the piece placement (expected one of PNBRQKpnbrqk, 1 to 8 or /)"
            ),
            FenError::KingCount { color, count } => {
                write!(f, "{color} has {count} kings, expected exactly 1")
            }
            FenError::TooManyPieces(color) => {
                write!(
                    f,
                    "{color} has more pieces than its pawns could have promoted to"
                )
            }
            FenError::PawnOnBackRank => f.write_str("a pawn stands on rank 1 or rank 8"),
            FenError::SideToMove(text) => {
                write!(f, "the side to move is {text:?}, expected \"w\" or \"b\"")
            }
            FenError::Castling(text) => {
                write!(
                    f,
                    "the castling field is {text:?}, expected \"-\" or letters of KQkq"
                )
            }
            FenError::CastlingPieces(c) => write!(
                f,
                "castling right {c:?} needs its king and rook on their original squares"
            ),
            FenError::EnPassant(text) => write!(
                f,
                "the en-passant field is {text:?}, expected \"-\" or the square behind a pawn that has just moved two squares"
            ),
            FenError::Counter(text) => write!(f, "the move counter {text:?} is not a number"),
            FenError::OpponentInCheck => f.write_str("the side that has just moved is in check"),
        }
    }
}

impl std::error::Error for FenError {}

/// A chess position: bitboards by color and by piece kind, castling rights, the
/// en-passant square and the move counters. 88 bytes, copied to make a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) colors: [u64; 2],
    pub(crate) pieces: [u64; 6],
    /// The rooks (by square: a1, h1, a8, h8) that may still castle.
    pub(crate) castling: u64,
    /// The square a pawn has just passed with a two-square move, or 0 (a1 never is one).
    pub(crate) en_passant: u64,
    pub(crate) side: Color,
    halfmove_clock: u16,
    fullmove_number: u16,
}

/// The four rook squares of the castling rights: a1, h1, a8, h8.
const CASTLING_ROOKS: [(char, u32); 4] = [('K', 7), ('Q', 0), ('k', 63), ('q', 56)];

/// The back rank of each side.
const BACK_RANK: [u64; 2] = [0xff, 0xff << 56];

impl Position {
    /// The initial position.
    #[must_use]
    pub fn startpos() -> Position {
        Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
            .expect("the initial position is valid")
    }

    /// Parses Forsyth-Edwards Notation. The two move counters may be left out (as in EPD);
    /// everything else is checked: the syntax, one king a side, at most 16 pieces and
    /// 8 pawns a side, no pawn on a back rank, castling rights with their king and rook at
    /// home, an en-passant square behind a pawn that has just moved two squares, and the
    /// side that has just moved not in check.
    ///
    /// ```
    /// use bitfill_engines::chess::{FenError, Position};
    ///
    /// assert!(Position::from_fen("8/8/8/8/8/8/8/K6k w - - 0 1").is_ok());
    /// assert_eq!(
    ///     Position::from_fen("8/8/8/8/8/8/8/K6k x - - 0 1"),
    ///     Err(FenError::SideToMove("x".into()))
    /// );
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let mut fields = fen.split_whitespace();
        let placement = fields
            .next()
            .ok_or(FenError::MissingField("piece placement"))?;
        let side = fields
            .next()
            .ok_or(FenError::MissingField("side to move"))?;
        let castling = fields.next().ok_or(FenError::MissingField("castling"))?;
        let en_passant = fields.next().ok_or(FenError::MissingField("en-passant"))?;
        let halfmove = fields.next().unwrap_or("0");
        let fullmove = fields.next().unwrap_or("1");
        if let Some(extra) = fields.next() {
            return Err(FenError::ExtraField(extra.to_string()));
        }

        let mut pos = Position {
            colors: [0; 2],
            pieces: [0; 6],
            castling: 0,
            en_passant: 0,
            side: Color::White,
            halfmove_clock: 0,
            fullmove_number: 1,
        };
        pos.parse_placement(placement)?;
        pos.side = match side {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(FenError::SideToMove(side.to_string())),
        };
        pos.parse_castling(castling)?;
        pos.parse_en_passant(en_passant)?;
        pos.halfmove_clock = halfmove
            .parse()
            .map_err(|_| FenError::Counter(halfmove.to_string()))?;
        pos.fullmove_number = fullmove
            .parse()
            .map_err(|_| FenError::Counter(fullmove.to_string()))?;

        let them = pos.side.flip();
        let their_king = pos.pieces[Piece::King as usize] & pos.colors[them as usize];
        if pos.attacked_by(pos.side, !pos.occupied()) & their_king != 0 {
            return Err(FenError::OpponentInCheck);
        }
        Ok(pos)
    }

    fn parse_placement(&mut self, placement: &str) -> Result<(), FenError> {
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != 8 {
            return Err(FenError::RankCount(ranks.len()));
        }
        for (i, text) in ranks.iter().enumerate() {
            let rank = 7 - i as u32;
            let mut file = 0u32;
            for c in text.chars() {
                if let Some(skip) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                    file += skip;
                } else {
                    let piece = Piece::ALL
                        .into_iter()
                        .find(|p| p.letter() == c.to_ascii_lowercase())
                        .ok_or(FenError::PieceChar(c))?;
                    let color = if c.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    };
                    if file >= 8 {
                        return Err(FenError::RankLength {
                            rank: rank as u8 + 1,
                        });
                    }
                    let bit = 1u64 << (rank * 8 + file);
                    self.colors[color as usize] |= bit;
                    self.pieces[piece as usize] |= bit;
                    file += 1;
                }
                if file > 8 {
                    return Err(FenError::RankLength {
                        rank: rank as u8 + 1,
                    });
                }
            }
            if file != 8 {
                return Err(FenError::RankLength {
                    rank: rank as u8 + 1,
                });
            }
        }
        for color in [Color::White, Color::Black] {
            let ours = self.colors[color as usize];
            let count = (self.pieces[Piece::King as usize] & ours).count_ones();
            if count != 1 {
                return Err(FenError::KingCount { color, count });
            }
            let count = |piece: Piece| (self.pieces[piece as usize] & ours).count_ones();
            let promoted = count(Piece::Queen).saturating_sub(1)
                + count(Piece::Rook).saturating_sub(2)
                + count(Piece::Bishop).saturating_sub(2)
                + count(Piece::Knight).saturating_sub(2);
            if count(Piece::Pawn) + promoted > 8 {
                return Err(FenError::TooManyPieces(color));
            }
        }
        if self.pieces[Piece::Pawn as usize] & (BACK_RANK[0] | BACK_RANK[1]) != 0 {
            return Err(FenError::PawnOnBackRank);
        }
        Ok(())
    }

    fn parse_castling(&mut self, text: &str) -> Result<(), FenError> {
        if text == "-" {
            return Ok(());
        }
        for c in text.chars() {
            let &(_, rook) = CASTLING_ROOKS
                .iter()
                .find(|(letter, _)| *letter == c)
                .ok_or_else(|| FenError::Castling(text.to_string()))?;
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let ours = self.colors[color as usize];
            let king = 1u64 << (rook & 56 | 4);
            let at_home = self.pieces[Piece::King as usize] & ours & king != 0
                && self.pieces[Piece::Rook as usize] & ours & (1 << rook) != 0;
            if !at_home {
                return Err(FenError::CastlingPieces(c));
            }
            self.castling |= 1 << rook;
        }
        Ok(())
    }

    fn parse_en_passant(&mut self, text: &str) -> Result<(), FenError> {
        if text == "-" {
            return Ok(());
        }
        let error = || FenError::EnPassant(text.to_string());
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
        let theirs = self.colors[self.side.flip() as usize];
        let occupied = self.occupied();
        if self.pieces[Piece::Pawn as usize] & theirs & (1 << pawn) == 0
            || occupied & (1 << sq | 1 << origin) != 0
        {
            return Err(error());
        }
        self.en_passant = 1 << sq;
        Ok(())
    }

    /// The side to move.
    #[must_use]
    pub const fn side_to_move(&self) -> Color {
        self.side
    }

    /// Every occupied square.
    #[must_use]
    pub const fn occupied(&self) -> u64 {
        self.colors[0] | self.colors[1]
    }

    /// The squares of `color`'s pieces of kind `piece`.
    #[must_use]
    pub const fn pieces(&self, color: Color, piece: Piece) -> u64 {
        self.colors[color as usize] & self.pieces[piece as usize]
    }

    /// The piece on `sq` (0 = a1 to 63 = h8), if any.
    #[must_use]
    pub fn piece_on(&self, sq: u8) -> Option<(Color, Piece)> {
        let bit = 1u64.checked_shl(u32::from(sq))?;
        let color = if self.colors[0] & bit != 0 {
            Color::White
        } else if self.colors[1] & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        let piece = Piece::ALL
            .into_iter()
            .find(|&p| self.pieces[p as usize] & bit != 0)?;
        Some((color, piece))
    }

    /// Every square `color` attacks when the squares of `empty` are empty: set-wise, one
    /// fill for all rooks and queens, one for all bishops and queens. Removing the
    /// defending king from the occupancy makes the squares behind it, on the checking ray,
    /// count as attacked: the king cannot step back along a check.
    #[must_use]
    pub fn attacked_by(&self, color: Color, empty: u64) -> u64 {
        let ours = self.colors[color as usize];
        let queens = self.pieces[Piece::Queen as usize];
        let orthogonal = (self.pieces[Piece::Rook as usize] | queens) & ours;
        let diagonal = (self.pieces[Piece::Bishop as usize] | queens) & ours;
        attacks::orthogonal_attacks(orthogonal, empty)
            | attacks::diagonal_attacks(diagonal, empty)
            | attacks::knight_attacks(self.pieces[Piece::Knight as usize] & ours)
            | attacks::pawn_attacks(
                color == Color::White,
                self.pieces[Piece::Pawn as usize] & ours,
            )
            | KING[(self.pieces[Piece::King as usize] & ours).trailing_zeros() as usize & 63]
    }

    /// True when the side to move is in check.
    #[must_use]
    pub fn in_check(&self) -> bool {
        let king = self.pieces(self.side, Piece::King);
        self.attacked_by(self.side.flip(), !self.occupied()) & king != 0
    }

    /// The legal moves.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        movegen::generate(self, &mut list);
        list
    }

    /// The number of legal moves, counted with popcounts, without listing them.
    #[must_use]
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = movegen::Counter(0);
        movegen::generate(self, &mut counter);
        counter.0
    }

    /// The position after `mv`, which must be one of [`Position::legal_moves`]
    /// (copy-make: `self` is left as it was).
    ///
    /// Every board is computed in a register with constant indices and written once: a
    /// copy of `self` updated in place through `pieces[piece]` made the compiler store
    /// narrow fields and reload them wide, and the stalled store forwarding cost more than
    /// the rest of the move.
    #[must_use]
    #[inline]
    pub fn play(&self, mv: Move) -> Position {
        let us = self.side as usize;
        let from = 1u64 << mv.from();
        let to = 1u64 << mv.to();
        let moved = from | to;
        let piece = mv.piece();

        let captured = to & self.colors[1 - us];
        let mut pieces = self.pieces;
        for (kind, board) in pieces.iter_mut().enumerate() {
            let is_mover = 0u64.wrapping_sub(u64::from(kind == piece as usize));
            *board = (*board & !captured) ^ (moved & is_mover);
        }
        let mut ours = self.colors[us] ^ moved;
        let mut theirs = self.colors[1 - us] & !captured;

        let mut castling = self.castling & !moved;
        let mut en_passant = 0;
        match mv.kind() {
            MoveKind::Normal => {
                if piece == Piece::King {
                    castling &= !BACK_RANK[us];
                }
            }
            MoveKind::DoublePush => en_passant = 1 << ((mv.from() + mv.to()) / 2),
            MoveKind::EnPassant => {
                // The captured pawn stands beside the mover, on the target's file.
                let victim = 1u64 << (mv.to() & 7 | mv.from() & 56);
                pieces[Piece::Pawn as usize] ^= victim;
                theirs ^= victim;
            }
            MoveKind::Castle => {
                castling &= !BACK_RANK[us];
                let rook = if mv.to() & 7 == 6 {
                    to << 1 | to >> 1
                } else {
                    to >> 2 | to << 1
                };
                pieces[Piece::Rook as usize] ^= rook;
                ours ^= rook;
            }
            MoveKind::Promotion(promoted) => {
                pieces[Piece::Pawn as usize] ^= to;
                match promoted {
                    Piece::Knight => pieces[Piece::Knight as usize] ^= to,
                    Piece::Bishop => pieces[Piece::Bishop as usize] ^= to,
                    Piece::Rook => pieces[Piece::Rook as usize] ^= to,
                    _ => pieces[Piece::Queen as usize] ^= to,
                }
            }
        }

        let colors = if us == 0 {
            [ours, theirs]
        } else {
            [theirs, ours]
        };
        let halfmove_clock = if piece == Piece::Pawn || captured != 0 {
            0
        } else {
            self.halfmove_clock.saturating_add(1)
        };
        Position {
            colors,
            pieces,
            castling,
            en_passant,
            side: self.side.flip(),
            halfmove_clock,
            fullmove_number: self.fullmove_number.saturating_add(us as u16),
        }
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::startpos()
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
        for rank in (0..8u8).rev() {
            let mut run = 0;
            for file in 0..8u8 {
                match self.piece_on(rank * 8 + file) {
                    None => run += 1,
                    Some((color, piece)) => {
                        if run > 0 {
                            write!(f, "{run}")?;
                            run = 0;
                        }
                        let letter = piece.letter();
                        let letter = match color {
                            Color::White => letter.to_ascii_uppercase(),
                            Color::Black => letter,
                        };
                        write!(f, "{letter}")?;
                    }
                }
            }
            if run > 0 {
                write!(f, "{run}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let side = match self.side {
            Color::White => "w",
            Color::Black => "b",
        };
        write!(f, " {side} ")?;
        if self.castling == 0 {
            f.write_str("-")?;
        }
        for (letter, rook) in CASTLING_ROOKS {
            if self.castling & (1 << rook) != 0 {
                write!(f, "{letter}")?;
            }
        }
        f.write_str(" ")?;
        if self.en_passant == 0 {
            f.write_str("-")?;
        } else {
            write_square(f, self.en_passant.trailing_zeros() as u8)?;
        }
        write!(f, " {} {}", self.halfmove_clock, self.fullmove_number)
    }
}
