//! The piece-placement field of FEN, as the board engines (chess, xiangqi, XXL chess) write
//! it: the last rank first, ranks separated by `/`, a run of empty squares as its length,
//! white's (red's) pieces in upper case.

use std::fmt;

/// Writes the placement of a board of `files` x `ranks`; `piece_on(file, rank)` gives the
/// letter of the piece on a square (lower case) and whether it is the first player's.
///
/// ```text
/// rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR     (chess's start)
/// ```
pub(crate) fn write(
    f: &mut fmt::Formatter<'_>,
    files: usize,
    ranks: usize,
    piece_on: impl Fn(usize, usize) -> Option<(char, bool)>,
) -> fmt::Result {
    for rank in (0..ranks).rev() {
        let mut run = 0;
        for file in 0..files {
            match piece_on(file, rank) {
                None => run += 1,
                Some((letter, first_player)) => {
                    if run > 0 {
                        write!(f, "{run}")?;
                        run = 0;
                    }
                    let letter = if first_player {
                        letter.to_ascii_uppercase()
                    } else {
                        letter
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
    Ok(())
}
