//! The piece-placement field of FEN and SFEN, as the board engines (chess, xiangqi, XXL
//! chess, shogi) write it: the last rank first, ranks separated by `/`, a run of empty
//! squares as its length, the first player's pieces in upper case.

use std::fmt;

/// A piece as the placement field writes it: its letter (either case), upper case for the
/// first player (white, red; black in shogi), and a `+` before it when it is promoted
/// (shogi's SFEN).
pub struct Placed {
    pub letter: char,
    pub first_player: bool,
    pub promoted: bool,
}

impl Placed {
    /// An unpromoted piece: every piece of chess, xiangqi and XXL chess.
    pub const fn plain(letter: char, first_player: bool) -> Placed {
        Placed {
            letter,
            first_player,
            promoted: false,
        }
    }
}

/// Writes the placement of a board of `files` x `ranks` into `out` (a formatter, a
/// `String`); `piece_on(file, rank)` gives the piece on a square.
///
/// ```text
/// rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR     (chess's start)
/// l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL     (shogi's "Matsuri")
/// ```
pub fn write(
    out: &mut impl fmt::Write,
    files: usize,
    ranks: usize,
    piece_on: impl Fn(usize, usize) -> Option<Placed>,
) -> fmt::Result {
    for rank in (0..ranks).rev() {
        let mut run = 0;
        for file in 0..files {
            match piece_on(file, rank) {
                None => run += 1,
                Some(piece) => {
                    if run > 0 {
                        write!(out, "{run}")?;
                        run = 0;
                    }
                    if piece.promoted {
                        out.write_char('+')?;
                    }
                    out.write_char(if piece.first_player {
                        piece.letter.to_ascii_uppercase()
                    } else {
                        piece.letter.to_ascii_lowercase()
                    })?;
                }
            }
        }
        if run > 0 {
            write!(out, "{run}")?;
        }
        if rank > 0 {
            out.write_str("/")?;
        }
    }
    Ok(())
}
