//! `Square`, `File` and `Rank`: every index through every constructor and name, the
//! flips against a per-square mirror by file and rank arithmetic, and the lines as sets
//! against the oracle's.

use crate::common::oracle;
use bitfill::{Bitboard, File, ParseSquareError, Rank, Square, SquareIndexError};

#[test]
fn every_index_round_trips_through_every_constructor_and_name() {
    for index in 0..64usize {
        let square = Square::from_index(index).unwrap();
        assert_eq!(square.index(), index);
        assert_eq!(usize::from(square), index);
        assert_eq!(Square::try_from(index), Ok(square));
        assert_eq!(
            (square.file().index(), square.rank().index()),
            (index % 8, index / 8)
        );
        assert_eq!(Square::new(square.file(), square.rank()), square);
        assert_eq!(
            Square::new(File::ALL[index % 8], Rank::ALL[index / 8]),
            square
        );
        assert_eq!(square.bitboard(), Bitboard(1 << index));
        assert_eq!(Bitboard::from(square), Bitboard(1 << index));
        assert_eq!(Square::ALL[index], square);
        // The wrapping constructor agrees below 64 and wraps every multiple of 64 above.
        assert_eq!(Square::from_index_wrapping(index), square);
        for lap in [1, 2, 1 << 20, usize::MAX / 64] {
            assert_eq!(Square::from_index_wrapping(index + 64 * lap), square);
        }
        let name = square.to_string();
        let expected = format!("{}{}", (b'a' + index as u8 % 8) as char, index / 8 + 1);
        assert_eq!(name, expected);
        assert_eq!(name.parse::<Square>(), Ok(square));
    }
}

#[test]
fn out_of_range_is_none() {
    let far = [256, 1 << 20, u32::MAX as usize, usize::MAX - 1, usize::MAX];
    for index in (64..=255usize).chain(far) {
        assert_eq!(Square::from_index(index), None);
        assert_eq!(Square::try_from(index), Err(SquareIndexError(index)));
    }
    for index in (8..=255usize).chain(far) {
        assert_eq!(File::from_index(index), None);
        assert_eq!(Rank::from_index(index), None);
    }
    assert_eq!(
        SquareIndexError(64).to_string(),
        "square index 64 is off the board: expected 0 to 63"
    );
    assert_eq!(
        SquareIndexError(usize::MAX).to_string(),
        format!(
            "square index {} is off the board: expected 0 to 63",
            usize::MAX
        )
    );
}

#[test]
fn constants_are_where_their_names_say() {
    assert_eq!(Square::A1.index(), 0);
    assert_eq!(Square::H1.index(), 7);
    assert_eq!(Square::A8.index(), 56);
    assert_eq!(Square::H8.index(), 63);
    assert_eq!(Square::E4.to_string(), "e4");
    assert_eq!(format!("[{:>4}]", Square::E4), "[  e4]");
    assert_eq!(size_of::<Option<Square>>(), 1);
    assert!(Square::iter().eq(Square::ALL));
    assert_eq!(Square::iter().len(), 64);
    assert!(Bitboard(u64::MAX).into_iter().eq(Square::ALL));
    assert_eq!(Bitboard(0).into_iter().count(), 0);
}

#[test]
fn malformed_names_get_a_clear_error() {
    let cases = [
        ("i9", ParseSquareError::InvalidFile('i')),
        ("", ParseSquareError::Empty),
        ("e", ParseSquareError::MissingRank),
        ("e9", ParseSquareError::InvalidRank('9')),
        ("e0", ParseSquareError::InvalidRank('0')),
        ("E4", ParseSquareError::InvalidFile('E')),
        ("4e", ParseSquareError::InvalidFile('4')),
        ("e44", ParseSquareError::TrailingCharacters),
        (" e4", ParseSquareError::InvalidFile(' ')),
        ("é4", ParseSquareError::InvalidFile('é')),
    ];
    for (name, error) in cases {
        assert_eq!(name.parse::<Square>(), Err(error), "{name:?}");
    }
    assert_eq!(
        "i9".parse::<Square>().unwrap_err().to_string(),
        "invalid file 'i' in square name: expected a file a-h then a rank 1-8, like \"e4\""
    );
    assert_eq!(
        "".parse::<Square>().unwrap_err().to_string(),
        "empty square name: expected a file a-h then a rank 1-8, like \"e4\""
    );
    assert_eq!(
        "e".parse::<Square>().unwrap_err().to_string(),
        "square name has no rank: expected a file a-h then a rank 1-8, like \"e4\""
    );
}

#[test]
fn files_and_ranks_round_trip_through_their_index_and_name() {
    for index in 0..8usize {
        let (file, rank) = (File::ALL[index], Rank::ALL[index]);
        assert_eq!((file.index(), rank.index()), (index, index));
        assert_eq!(File::from_index(index), Some(file));
        assert_eq!(Rank::from_index(index), Some(rank));
        assert_eq!(file.to_string(), ((b'a' + index as u8) as char).to_string());
        assert_eq!(rank.to_string(), (index + 1).to_string());
        assert_eq!(file.flip().index(), 7 - index);
        assert_eq!(rank.flip().index(), 7 - index);
        assert_eq!(file.flip().flip(), file);
        assert_eq!(rank.flip().flip(), rank);
    }
    assert_eq!(
        (File::A.index(), File::H.index()),
        (0, 7),
        "File::A..=File::H"
    );
    assert_eq!((Rank::First.index(), Rank::Eighth.index()), (0, 7));
    assert_eq!(format!("[{:>3}|{:<2}]", File::E, Rank::Fourth), "[  e|4 ]");
    assert_eq!(Square::new(File::E, Rank::Fourth), Square::E4);
    assert!(File::ALL.windows(2).all(|w| w[0] < w[1]));
    assert!(Rank::ALL.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(size_of::<Option<File>>(), 1);
    assert_eq!(size_of::<Option<Rank>>(), 1);
}

/// Every square's file and rank name it (`Square::new` inverts them), and the square's
/// name is the two names written together.
#[test]
fn every_square_is_its_file_and_rank() {
    for square in Square::iter() {
        let (file, rank) = (square.file(), square.rank());
        assert_eq!(Square::new(file, rank), square);
        assert_eq!(format!("{file}{rank}"), square.to_string());
        assert!(Bitboard::from(file).contains(square), "{square}");
        assert!(Bitboard::from(rank).contains(square), "{square}");
        assert_eq!(
            Bitboard::from(file) & Bitboard::from(rank),
            square.bitboard()
        );
    }
}

/// A file and a rank as sets: the oracle's line through any of their squares, eight
/// squares each, the eight files (and the eight ranks) a partition of the board.
#[test]
fn files_and_ranks_as_sets_are_the_oracles_lines() {
    let (mut files, mut ranks) = (Bitboard::EMPTY, Bitboard::EMPTY);
    for square in Square::iter() {
        let sq = square.index() as i32;
        assert_eq!(
            Bitboard::from(square.file()).0,
            oracle::file_line(sq),
            "{square}"
        );
        assert_eq!(
            Bitboard::from(square.rank()).0,
            oracle::rank_line(sq),
            "{square}"
        );
        assert_eq!(square.file().bitboard(), Bitboard::from(square.file()));
        assert_eq!(square.rank().bitboard(), Bitboard::from(square.rank()));
    }
    for (file, rank) in File::ALL.into_iter().zip(Rank::ALL) {
        assert_eq!(file.bitboard().len(), 8);
        assert_eq!(rank.bitboard().len(), 8);
        assert!(files.is_disjoint(file.bitboard()));
        assert!(ranks.is_disjoint(rank.bitboard()));
        files |= file;
        ranks |= rank;
    }
    assert_eq!((files, ranks), (Bitboard::FULL, Bitboard::FULL));
    assert_eq!(Bitboard::from(File::A), Bitboard::FILE_A);
    assert_eq!(Bitboard::from(Rank::First), Bitboard::RANK_1);
    assert_eq!(Bitboard::from(File::H), Bitboard(0x8080_8080_8080_8080));
    assert_eq!(
        Bitboard::from(Rank::Eighth),
        Bitboard(0xff00_0000_0000_0000)
    );
}

/// The square a mirror sends `square` to, by file and rank: across the middle of the
/// board between ranks 4 and 5 (`vertical`), or between files d and e.
fn mirrored(square: Square, vertical: bool) -> Square {
    let (file, rank) = (square.index() % 8, square.index() / 8);
    let (file, rank) = if vertical {
        (file, 7 - rank)
    } else {
        (7 - file, rank)
    };
    Square::from_index(rank * 8 + file).unwrap()
}

#[test]
fn square_flips_are_the_mirrors() {
    for square in Square::iter() {
        let (vertical, horizontal) = (square.flip_vertical(), square.flip_horizontal());
        assert_eq!(vertical, mirrored(square, true), "{square}");
        assert_eq!(horizontal, mirrored(square, false), "{square}");
        assert_eq!(
            (vertical.file(), vertical.rank()),
            (square.file(), square.rank().flip())
        );
        assert_eq!(
            (horizontal.file(), horizontal.rank()),
            (square.file().flip(), square.rank())
        );
        assert_eq!(vertical.flip_vertical(), square);
        assert_eq!(horizontal.flip_horizontal(), square);
    }
    assert_eq!(Square::E2.flip_vertical(), Square::E7);
    assert_eq!(Square::E2.flip_horizontal(), Square::D2);
    const FLIPPED: Square = Square::A1.flip_vertical().flip_horizontal();
    assert_eq!(FLIPPED, Square::H8);
}
