//! The board model: a rectangle of `files` x `ranks` squares in one machine word (or, past
//! 128 squares, in bitfill's `Wide` of several `u64` words, which behaves as one number of
//! their combined width), and what a
//! set-wise fill needs to know about it, found by walking its squares: how far a step vector
//! shifts the word, which squares a shift may land on without wrapping across an edge, and
//! how long the longest ray is (hence how many Kogge-Stone doubling steps or Dumb7Fill cycles
//! a fill takes).
//!
//! Squares are numbered little-endian rank-file, as on 8x8 (a1 = bit 0): square =
//! rank x files + file. Bits of the word beyond `files x ranks` are not squares.

/// The board: 2 to 16 files, 2 to 16 ranks (checked by `validate`), so at most 256 squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub files: u32,
    pub ranks: u32,
}

/// One move of a rider: `file` squares east (negative: west) and `rank` squares north
/// (negative: south). The compass directions are the unit steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub file: i32,
    pub rank: i32,
}

impl Board {
    /// The chess board, `fill!`'s default.
    pub const CHESS: Board = Board { files: 8, ranks: 8 };

    pub const MIN_SIDE: u32 = 2;
    pub const MAX_SIDE: u32 = 16;
    /// The most squares a primitive word holds; past it, `Wide`.
    pub const MAX_PRIMITIVE_SQUARES: u32 = 128;

    pub fn squares(self) -> u32 {
        self.files * self.ranks
    }

    /// Whether the board needs bitfill's `Wide` (more than 128 squares).
    pub fn is_wide(self) -> bool {
        self.squares() > Self::MAX_PRIMITIVE_SQUARES
    }

    /// The bits of the word: 64 while the board fits a `u64`, 128 while it fits a `u128`,
    /// else 64 per `u64` of the `Wide` (192 for 12x12, 256 for 14x14 and 16x16).
    pub fn word_bits(self) -> u32 {
        match self.squares() {
            0..=64 => 64,
            65..=128 => 128,
            n => n.div_ceil(64) * 64,
        }
    }

    /// The number of `u64` words of a `Wide` (or of the primitive word).
    pub fn word_count(self) -> u32 {
        self.word_bits() / 64
    }

    /// The word type's name as the docs write it: `u64`, `u128` or `Wide<4>`.
    pub fn word(self) -> String {
        match self.word_bits() {
            64 => "u64".to_string(),
            128 => "u128".to_string(),
            _ => format!("Wide<{}>", self.word_count()),
        }
    }

    /// Every bit of the word set.
    pub fn word_mask(self) -> Mask {
        Mask::low(self.word_bits())
    }

    /// The bits of the word that are squares.
    pub fn board_mask(self) -> Mask {
        Mask::low(self.squares())
    }

    /// Whether the word has bits that are not squares (which a fill must keep out).
    pub fn has_spare_bits(self) -> bool {
        self.board_mask() != self.word_mask()
    }

    fn square(self, file: i32, rank: i32) -> Option<u32> {
        let on = (0..self.files as i32).contains(&file) && (0..self.ranks as i32).contains(&rank);
        on.then(|| rank as u32 * self.files + file as u32)
    }

    /// `(file, rank)` of every square, in square order.
    fn coordinates(self) -> impl Iterator<Item = (i32, i32)> {
        let files = self.files as i32;
        (0..self.squares() as i32).map(move |sq| (sq % files, sq / files))
    }

    /// The squares of the last (most eastern) file: the h-file on 8x8.
    pub fn last_file(self) -> Mask {
        self.coordinates()
            .filter(|&(file, _)| file == self.files as i32 - 1)
            .fold(Mask::default(), |mask, (file, rank)| {
                mask | Mask::bit(self.square(file, rank).expect("a square of the board"))
            })
    }

    /// How far one `step` moves a bit in the word: left when positive, right when negative.
    pub fn shift(self, step: Step) -> i32 {
        step.rank * self.files as i32 + step.file
    }

    /// The squares a shift by `distance` times `step` may land on: the squares whose file
    /// `distance` steps back is on the board. A bit that leaves the board across the east or
    /// west edge lands on the other side, on a file outside this set, so masking with it
    /// stops every wrap; a bit that leaves across the north or south edge leaves the word or
    /// lands on its spare bits, which are not squares. Walks the squares.
    pub fn landing(self, step: Step, distance: i32) -> Mask {
        self.coordinates()
            .filter(|&(file, _)| (0..self.files as i32).contains(&(file - distance * step.file)))
            .fold(Mask::default(), |mask, (file, rank)| {
                mask | Mask::bit(self.square(file, rank).expect("a square of the board"))
            })
    }

    /// `landing(step, distance)`, or `None` when it lets every bit of the word through and
    /// needs no mask (vertical steps on a board that fills its word, as on 8x8).
    pub fn landing_mask(self, step: Step, distance: i32) -> Option<Mask> {
        // Straight south, a square moves to a square or out of the word: nothing can land
        // where it must not, once the generator holds squares only (as `expand` ensures
        // wherever the word has spare bits).
        if step.file == 0 && step.rank < 0 {
            return None;
        }
        let mask = self.landing(step, distance);
        (mask != self.word_mask()).then_some(mask)
    }

    /// The number of squares on the longest ray of `step`: how many times a rider can
    /// repeat it from the best square. Zero when the step cannot move on this board.
    pub fn longest_ray(self, step: Step) -> u32 {
        self.coordinates()
            .map(|(file, rank)| {
                let mut at = (file, rank);
                let mut length = 0;
                while let Some((f, r)) = Some((at.0 + step.file, at.1 + step.rank))
                    .filter(|&(f, r)| self.square(f, r).is_some())
                {
                    at = (f, r);
                    length += 1;
                }
                length
            })
            .max()
            .unwrap_or(0)
    }

    /// Kogge-Stone doubling steps for `step`: after k steps a ray is filled `2^k - 1`
    /// squares far, so the longest ray `n` needs `ceil(log2(n + 1))` (three on 8x8).
    pub fn kogge_steps(self, step: Step) -> u32 {
        let longest = self.longest_ray(step);
        (0..).find(|k| (1u32 << k) > longest).unwrap_or(0)
    }
}

/// A set of bits of the board's word, up to 256: a mask of a fill, as the macro computes it
/// before writing it as a literal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mask(pub [u64; 4]);

impl Mask {
    /// Bit `index` alone.
    pub fn bit(index: u32) -> Mask {
        let mut words = [0; 4];
        words[index as usize / 64] = 1 << (index % 64);
        Mask(words)
    }

    /// The lowest `n` bits.
    pub fn low(n: u32) -> Mask {
        Mask(core::array::from_fn(|i| {
            let below = n.saturating_sub(64 * i as u32);
            if below >= 64 {
                u64::MAX
            } else {
                (1 << below) - 1
            }
        }))
    }

    /// The mask as a number, for a board whose word is at most 128 bits.
    pub fn as_u128(self) -> u128 {
        debug_assert!(self.0[2] == 0 && self.0[3] == 0, "a mask of a wide board");
        u128::from(self.0[0]) | u128::from(self.0[1]) << 64
    }
}

impl From<u128> for Mask {
    fn from(n: u128) -> Mask {
        Mask([n as u64, (n >> 64) as u64, 0, 0])
    }
}

impl core::ops::BitOr for Mask {
    type Output = Mask;
    fn bitor(self, other: Mask) -> Mask {
        Mask(core::array::from_fn(|i| self.0[i] | other.0[i]))
    }
}

impl core::ops::BitAnd for Mask {
    type Output = Mask;
    fn bitand(self, other: Mask) -> Mask {
        Mask(core::array::from_fn(|i| self.0[i] & other.0[i]))
    }
}

impl core::ops::Not for Mask {
    type Output = Mask;
    fn not(self) -> Mask {
        Mask(self.0.map(|w| !w))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NORT: Step = Step { file: 0, rank: 1 };
    const EAST: Step = Step { file: 1, rank: 0 };
    const NO_EA: Step = Step { file: 1, rank: 1 };

    #[test]
    fn chess_masks_are_the_wrap_masks_of_the_chess_programming_wiki() {
        let b = Board::CHESS;
        assert_eq!(
            b.landing_mask(EAST, 1),
            Some(Mask::from(0xfefe_fefe_fefe_fefe))
        );
        assert_eq!(
            b.landing_mask(NO_EA, 1),
            Some(Mask::from(0xfefe_fefe_fefe_fefe))
        );
        assert_eq!(
            b.landing_mask(EAST, 4),
            Some(Mask::from(0xf0f0_f0f0_f0f0_f0f0))
        );
        assert_eq!(b.landing_mask(NORT, 1), None);
        assert_eq!(b.kogge_steps(NORT), 3);
        assert_eq!(b.longest_ray(NO_EA), 7);
        assert!(!b.has_spare_bits());
    }

    #[test]
    fn xiangqi_board() {
        let b = Board {
            files: 9,
            ranks: 10,
        };
        assert_eq!(b.word(), "u128");
        assert_eq!(b.shift(NORT), 9);
        assert_eq!(b.shift(Step { file: -1, rank: 2 }), 17);
        assert_eq!(b.landing_mask(NORT, 1), Some(Mask::from((1 << 90) - 1)));
        assert_eq!(b.kogge_steps(NORT), 4); // 9 squares north of a rank-1 square
        assert_eq!(b.kogge_steps(EAST), 4); // 8 squares
        assert_eq!(b.longest_ray(Step { file: 1, rank: 2 }), 4);
        assert_eq!(b.longest_ray(Step { file: 9, rank: 0 }), 0);
        assert!(b.has_spare_bits());
    }

    #[test]
    fn word_sizes() {
        assert_eq!(
            Board {
                files: 16,
                ranks: 4
            }
            .word(),
            "u64"
        );
        assert_eq!(
            Board {
                files: 13,
                ranks: 5
            }
            .word(),
            "u128"
        );
        assert_eq!(
            Board {
                files: 16,
                ranks: 8
            }
            .board_mask(),
            Mask::from(u128::MAX)
        );
        assert_eq!(Board { files: 2, ranks: 2 }.board_mask(), Mask::from(0xf));
        let xxl = Board {
            files: 14,
            ranks: 14,
        };
        assert_eq!(xxl.word(), "Wide<4>");
        assert_eq!(xxl.board_mask(), Mask([u64::MAX, u64::MAX, u64::MAX, 0xf]));
        assert_eq!(
            Board {
                files: 12,
                ranks: 12
            }
            .word_bits(),
            192
        );
        assert_eq!(
            Board {
                files: 16,
                ranks: 16
            }
            .word_mask(),
            Mask([u64::MAX; 4])
        );
    }
}
