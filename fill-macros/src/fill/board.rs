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
//!
//! A draughts board (`squares = dark`) holds only its dark squares (a1 dark), packed as
//! draughts programs keep them (Scan, Moby Dam): the dark squares of rank r are files 2c
//! (r even) or 2c + 1 (r odd), c = 0 .. files/2 - 1, and the square's bit is
//! (files + 1) x (r / 2) + (files/2 + 1) x (r % 2) + c. Each pair of ranks takes files + 1
//! bits, one of them a "ghost" between the two ranks' halves that is never a square: there
//! the diagonal steps off the board's east and west edges land, so that each diagonal step
//! is one shift of the word (on 10x10: noEa = 6, noWe = 5, ghosts 5, 16, 27, 38, 49). The
//! model never assumes that: it finds every shift and mask by walking the squares.

/// The board: 2 to 16 files, 2 to 16 ranks (checked by `validate`), so at most 256 squares,
/// every square of it or only the dark ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub files: u32,
    pub ranks: u32,
    pub layout: Layout,
}

/// Which squares of the board are bits of the word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Every square: square = rank x files + file.
    All,
    /// The dark squares of a draughts board (a1 dark), packed with a ghost bit between each
    /// two ranks, as the module doc says. Needs an even number of files (`validate`).
    Dark,
}

/// One move of a rider: `file` squares east (negative: west) and `rank` squares north
/// (negative: south). The compass directions are the unit steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub file: i32,
    pub rank: i32,
}

impl Step {
    /// The path of a lame leaper along this step, from its square (excluded) to its target
    /// (included): straight along the longer component first, then diagonally (a xiangqi
    /// horse's `(1, 2)`: `(0, 1)`, `(1, 2)`; an elephant's `(2, 2)`: `(1, 1)`, `(2, 2)`).
    pub fn path(self) -> Vec<Step> {
        let (f, r) = (self.file.abs(), self.rank.abs());
        let (sf, sr) = (self.file.signum(), self.rank.signum());
        let straight = (f - r).abs();
        let mut at = Step { file: 0, rank: 0 };
        let mut path = Vec::new();
        for i in 0..straight + f.min(r) {
            if i < straight {
                if f > r {
                    at.file += sf;
                } else {
                    at.rank += sr;
                }
            } else {
                at.file += sf;
                at.rank += sr;
            }
            path.push(at);
        }
        path
    }

    /// The squares of the path that must be empty: all but the target.
    pub fn legs(self) -> Vec<Step> {
        let mut path = self.path();
        path.pop();
        path
    }
}

impl Board {
    /// The chess board, `fill!`'s default.
    pub const CHESS: Board = Board::new(8, 8);

    pub const MIN_SIDE: u32 = 2;
    pub const MAX_SIDE: u32 = 16;
    /// The most squares a primitive word holds; past it, `Wide`.
    pub const MAX_PRIMITIVE_SQUARES: u32 = 128;

    /// A board of every square.
    pub const fn new(files: u32, ranks: u32) -> Board {
        Board {
            files,
            ranks,
            layout: Layout::All,
        }
    }

    /// The dark squares of a draughts board.
    #[cfg(test)]
    pub const fn dark(files: u32, ranks: u32) -> Board {
        Board {
            files,
            ranks,
            layout: Layout::Dark,
        }
    }

    /// The number of squares that are bits of the word.
    pub fn squares(self) -> u32 {
        self.coordinates().count() as u32
    }

    /// The bits the squares span: one more than the highest square's bit (the squares on
    /// a board of every square; 55 on a 10x10 draughts board).
    pub fn bits(self) -> u32 {
        self.coordinates()
            .filter_map(|(file, rank)| self.square(file, rank))
            .max()
            .map_or(0, |highest| highest + 1)
    }

    /// Whether the board needs bitfill's `Wide` (more than 128 bits).
    pub fn is_wide(self) -> bool {
        self.bits() > Self::MAX_PRIMITIVE_SQUARES
    }

    /// The bits of the word: 64 while the board fits a `u64`, 128 while it fits a `u128`,
    /// else 64 per `u64` of the `Wide` (192 for 12x12, 256 for 14x14 and 16x16).
    pub fn word_bits(self) -> u32 {
        match self.bits() {
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
        self.coordinates()
            .filter_map(|(file, rank)| self.square(file, rank))
            .fold(Mask::default(), |mask, bit| mask | Mask::bit(bit))
    }

    /// Whether the word has bits that are not squares (which a fill must keep out).
    pub fn has_spare_bits(self) -> bool {
        self.board_mask() != self.word_mask()
    }

    /// The bit of the square on `file` and `rank`, if it is a square of the board (on a
    /// draughts board, if it is dark).
    pub fn square(self, file: i32, rank: i32) -> Option<u32> {
        let on = (0..self.files as i32).contains(&file) && (0..self.ranks as i32).contains(&rank);
        match self.layout {
            Layout::All => on.then(|| rank as u32 * self.files + file as u32),
            Layout::Dark => (on && (file + rank) % 2 == 0).then(|| {
                let (file, rank) = (file as u32, rank as u32);
                (self.files + 1) * (rank / 2) + (self.files / 2 + 1) * (rank % 2) + file / 2
            }),
        }
    }

    /// `(file, rank)` of every square, in square order.
    fn coordinates(self) -> impl Iterator<Item = (i32, i32)> {
        let (files, ranks) = (self.files as i32, self.ranks as i32);
        (0..ranks)
            .flat_map(move |rank| (0..files).map(move |file| (file, rank)))
            .filter(move |&(file, rank)| self.square(file, rank).is_some())
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
    /// Found by walking the squares ([`Board::walked_shift`]); a step that moves no square
    /// (which `validate` rejects) takes the shift it would have on a board of every square.
    pub fn shift(self, step: Step) -> i32 {
        self.walked_shift(step)
            .and_then(Result::ok)
            .unwrap_or(step.rank * self.files as i32 + step.file)
    }

    /// How far `step` moves each square's bit, walking every square that has a square one
    /// `step` away: `Some(Ok(shift))` when it is the same for all of them (so that one
    /// shift of the word moves every square at once), `Some(Err(()))` when it is not, `None`
    /// when the step moves no square of the board.
    pub fn walked_shift(self, step: Step) -> Option<Result<i32, ()>> {
        let mut shifts = self.coordinates().filter_map(|(file, rank)| {
            let to = self.square(file + step.file, rank + step.rank)?;
            let from = self.square(file, rank).expect("a square of the board");
            Some(to as i32 - from as i32)
        });
        let first = shifts.next()?;
        Some(if shifts.all(|s| s == first) {
            Ok(first)
        } else {
            Err(())
        })
    }

    /// The squares a shift by `distance` times `step` may land on: the squares whose file
    /// `distance` steps back is on the board. A bit that leaves the board across the east or
    /// west edge lands on the other side, on a file outside this set, so masking with it
    /// stops every wrap; a bit that leaves across the north or south edge leaves the word or
    /// lands on its spare bits, which are not squares. On a draughts board the square
    /// `distance` steps back must be on the board, rank and file: a step off an edge lands
    /// on a ghost bit, but a longer one may land on a square of another rank. Walks the
    /// squares.
    pub fn landing(self, step: Step, distance: i32) -> Mask {
        match self.layout {
            Layout::All => self
                .coordinates()
                .filter(|&(file, _)| {
                    (0..self.files as i32).contains(&(file - distance * step.file))
                })
                .fold(Mask::default(), |mask, (file, rank)| {
                    mask | Mask::bit(self.square(file, rank).expect("a square of the board"))
                }),
            Layout::Dark => self.exact_landing(step, distance),
        }
    }

    /// The squares whose square `distance` times `step` back is on the board: where a shift
    /// by that much brings each bit from the square it should, on any layout.
    pub fn exact_landing(self, step: Step, distance: i32) -> Mask {
        self.coordinates()
            .filter(|&(file, rank)| {
                self.square(file - distance * step.file, rank - distance * step.rank)
                    .is_some()
            })
            .fold(Mask::default(), |mask, (file, rank)| {
                mask | Mask::bit(self.square(file, rank).expect("a square of the board"))
            })
    }

    /// [`Board::exact_landing`], or `None` when the shift can set no bit outside it: every
    /// bit of the word outside it has its source, `distance` steps back, outside the word
    /// (north on 8x8: the shift brings in zeros). Walks the word's bits.
    pub fn exact_landing_mask(self, step: Step, distance: i32) -> Option<Mask> {
        let mask = self.exact_landing(step, distance);
        let amount = distance * self.shift(step);
        let needed = (0..self.word_bits() as i32).any(|bit| {
            let source = bit - amount;
            mask & Mask::bit(bit as u32) == Mask::default()
                && (0..self.word_bits() as i32).contains(&source)
        });
        needed.then_some(mask)
    }

    /// Whether bits that are not squares can be shifted onto squares by a fill along
    /// `step`, so that the generator must lose them first: on a board of every square with
    /// spare bits, going south; never on a draughts board, whose masks take each bit only
    /// from the square it should come from.
    pub fn spare_bits_can_enter(self, step: Step) -> bool {
        self.layout == Layout::All && self.has_spare_bits() && self.shift(step) < 0
    }

    /// `landing(step, distance)`, or `None` when it lets every bit of the word through and
    /// needs no mask (vertical steps on a board that fills its word, as on 8x8).
    pub fn landing_mask(self, step: Step, distance: i32) -> Option<Mask> {
        // Straight south, a square moves to a square or out of the word: nothing can land
        // where it must not, once the generator holds squares only (as `expand` ensures
        // wherever the word has spare bits).
        if self.layout == Layout::All && step.file == 0 && step.rank < 0 {
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
        let b = Board::new(9, 10);
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
        assert_eq!(Board::new(16, 4).word(), "u64");
        assert_eq!(Board::new(13, 5).word(), "u128");
        assert_eq!(Board::new(16, 8).board_mask(), Mask::from(u128::MAX));
        assert_eq!(Board::new(2, 2).board_mask(), Mask::from(0xf));
        let xxl = Board::new(14, 14);
        assert_eq!(xxl.word(), "Wide<4>");
        assert_eq!(xxl.board_mask(), Mask([u64::MAX, u64::MAX, u64::MAX, 0xf]));
        assert_eq!(Board::new(12, 12).word_bits(), 192);
        assert_eq!(Board::new(16, 16).word_mask(), Mask([u64::MAX; 4]));
    }

    const NO_WE: Step = Step { file: -1, rank: 1 };
    const SO_EA: Step = Step { file: 1, rank: -1 };
    const SO_WE: Step = Step { file: -1, rank: -1 };

    /// The bits of the ghosts: in the word below the highest square, but not squares.
    fn ghosts(b: Board) -> Vec<u32> {
        let squares = b.board_mask();
        (0..b.bits())
            .filter(|&bit| squares & Mask::bit(bit) == Mask::default())
            .collect()
    }

    #[test]
    fn international_draughts_board() {
        let b = Board::dark(10, 10);
        assert_eq!(
            (b.squares(), b.bits(), b.word()),
            (50, 55, "u64".to_string())
        );
        assert_eq!(ghosts(b), [5, 16, 27, 38, 49]);
        assert_eq!(b.square(0, 0), Some(0)); // a1
        assert_eq!(b.square(1, 0), None); // b1 is light
        assert_eq!(b.square(9, 1), Some(10)); // j2
        assert_eq!(b.square(9, 9), Some(54)); // j10
        let shifts = [NO_EA, NO_WE, SO_EA, SO_WE].map(|s| b.walked_shift(s));
        assert_eq!(
            shifts,
            [Some(Ok(6)), Some(Ok(5)), Some(Ok(-5)), Some(Ok(-6))]
        );
        assert_eq!(b.walked_shift(Step { file: 2, rank: 0 }), Some(Ok(1)));
        assert_eq!(b.walked_shift(Step { file: 1, rank: 3 }), Some(Ok(17)));
        assert_eq!(b.walked_shift(NORT), None); // from a dark square to a light one
        assert_eq!(b.kogge_steps(NO_EA), 4); // nine squares from a1 to j10
        // One step north-east lands on ranks 2 to 10, files b to j, never on a ghost.
        let one = b.landing_mask(NO_EA, 1).expect("a mask");
        assert_eq!(one.as_u128(), 0x007d_efbd_f7be_f7c0);
        assert!(
            ghosts(b)
                .iter()
                .all(|&g| one & Mask::bit(g) == Mask::default())
        );
    }

    #[test]
    fn draughts_boards_of_8x8_and_past_128_bits() {
        let b = Board::dark(8, 8);
        assert_eq!(
            (b.squares(), b.bits(), b.word()),
            (32, 36, "u64".to_string())
        );
        assert_eq!(ghosts(b), [4, 13, 22, 31]);
        assert_eq!(b.shift(NO_EA), 5);
        assert_eq!(b.shift(NO_WE), 4);
        assert_eq!(Board::dark(12, 12).word(), "u128");
        assert_eq!(Board::dark(14, 14).word(), "u128");
        let big = Board::dark(16, 16);
        assert_eq!((big.bits(), big.word()), (136, "Wide<3>".to_string()));
        assert!(!big.spare_bits_can_enter(SO_WE));
    }

    #[test]
    fn exact_masks_are_left_out_only_where_nothing_shifts_in() {
        let chess = Board::CHESS;
        assert_eq!(chess.exact_landing_mask(NORT, 2), None);
        assert_eq!(
            chess.exact_landing_mask(NO_EA, 2),
            Some(Mask::from(0xfcfc_fcfc_fcfc_0000))
        );
        // On 10x10 in a u128 the spare bits above square 99 must be kept out going north.
        let ten = Board::new(10, 10);
        assert_eq!(
            ten.exact_landing_mask(NORT, 1),
            Some(Mask::from((1 << 100) - (1 << 10)))
        );
    }
}
