//! What the fuzz targets share: a naive oracle that walks the board square by square, a
//! reader that turns libFuzzer's bytes into bitboards, and the FEN targets' checks.
//!
//! The targets themselves are in `fuzz_targets/`; `scripts/fuzz.sh` runs them all.

pub mod fen;
pub mod oracle;

/// Reads libFuzzer's input front to back; past the end every read gives zero, so that any
/// input, the empty one included, decodes to something.
pub struct Bytes<'a> {
    data: &'a [u8],
}

impl<'a> Bytes<'a> {
    #[must_use]
    pub fn new(data: &'a [u8]) -> Bytes<'a> {
        Bytes { data }
    }

    /// The next byte, or 0 past the end.
    pub fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }

    /// The next eight bytes as a little-endian bitboard, zero-padded past the end.
    pub fn bitboard(&mut self) -> u64 {
        let mut bytes = [0u8; 8];
        for b in &mut bytes {
            *b = self.byte();
        }
        u64::from_le_bytes(bytes)
    }

    /// True when every byte has been read.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
}
