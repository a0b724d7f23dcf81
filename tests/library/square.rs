use bitfill::{Bitboard, ParseSquareError, Square, SquareIndexError};

#[test]
fn every_index_round_trips_through_every_constructor_and_name() {
    for index in 0..64usize {
        let square = Square::from_index(index).unwrap();
        assert_eq!(square.index(), index);
        assert_eq!(usize::from(square), index);
        assert_eq!(usize::from(u8::from(square)), index);
        assert_eq!(Square::try_from(index), Ok(square));
        assert_eq!(
            (usize::from(square.file()), usize::from(square.rank())),
            (index % 8, index / 8)
        );
        assert_eq!(
            Square::from_file_rank(square.file(), square.rank()),
            Some(square)
        );
        assert_eq!(square.bitboard(), 1 << index);
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
    assert_eq!(Square::from_file_rank(8, 0), None);
    assert_eq!(Square::from_file_rank(0, 8), None);
    assert_eq!(Square::from_file_rank(255, 255), None);
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
