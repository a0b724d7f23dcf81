//! Squares in PDN numbering, the [`Move`] (its start, its end and the pieces it takes), and
//! the [`MoveList`] (on the stack, spilling into a `Vec` past its capacity).

use super::rules::Rules;
use core::fmt;
use core::marker::PhantomData;

/// The PDN number of the square at bit `bit` of a board `files` wide (1 at the top left as
/// white sees the board, row by row; black's men start on the low numbers), `None` for a
/// ghost bit or one past the board.
///
/// ```
/// use bitfill_draughts::moves::{bit_of_number, number_of_bit};
/// assert_eq!(number_of_bit(10, 0), Some(46)); // a1
/// assert_eq!(number_of_bit(10, 54), Some(5)); // j10
/// assert_eq!(number_of_bit(10, 5), None); // a ghost
/// assert_eq!(bit_of_number(8, 1), Some(32)); // b8
/// assert_eq!(bit_of_number(8, 33), None);
/// ```
#[must_use]
pub const fn number_of_bit(files: usize, bit: u32) -> Option<u8> {
    let half = files / 2;
    let bit = bit as usize;
    let (pair, rest) = (bit / (files + 1), bit % (files + 1));
    let (rank, column) = if rest < half {
        (2 * pair, rest)
    } else if rest == half {
        return None;
    } else {
        (2 * pair + 1, rest - half - 1)
    };
    if rank >= files {
        return None;
    }
    Some(((files - 1 - rank) * half + column + 1) as u8)
}

/// The bit of PDN square `number` on a board `files` wide, `None` if there is no such
/// square (0, or past 50 on 10x10 and 32 on 8x8).
#[must_use]
pub const fn bit_of_number(files: usize, number: usize) -> Option<u32> {
    let half = files / 2;
    if number == 0 || number > files * half {
        return None;
    }
    let k = number - 1;
    let rank = files - 1 - k / half;
    let column = k % half;
    Some(((files + 1) * (rank / 2) + (half + 1) * (rank % 2) + column) as u32)
}

/// A legal move under rules `R`: the square the piece leaves, the square it ends on (the
/// same one for a capture that comes round), whether a man is crowned, and the pieces it
/// takes. Two capture sequences with the same start, end and captured set are the same
/// `Move`; `--duplicates keep` lists such a move once per sequence.
///
/// `Display` writes PDN: `32-28` for a move, `28x19` for a capture, a capture of several
/// pieces by its start and end (`28x17`), as the FMJD and PDN write it where it is the only
/// such move (the program's divide adds the taken squares where two share start and end).
pub struct Move<R> {
    from: u8,
    to: u8,
    crown: bool,
    captured: u64,
    rules: PhantomData<R>,
}

impl<R> Clone for Move<R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<R> Copy for Move<R> {}
impl<R> PartialEq for Move<R> {
    fn eq(&self, other: &Self) -> bool {
        (self.from, self.to, self.crown, self.captured)
            == (other.from, other.to, other.crown, other.captured)
    }
}
impl<R> Eq for Move<R> {}
impl<R> core::hash::Hash for Move<R> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        (self.from, self.to, self.crown, self.captured).hash(state);
    }
}

impl<R: Rules> Move<R> {
    /// The move from bit `from` to bit `to` taking `captured`, `crown` if a man becomes a
    /// king.
    #[inline(always)]
    pub(crate) const fn new(from: u32, to: u32, crown: bool, captured: u64) -> Move<R> {
        Move {
            from: from as u8,
            to: to as u8,
            crown,
            captured,
            rules: PhantomData,
        }
    }

    /// The bit of the square the piece leaves.
    #[must_use]
    pub const fn from_bit(self) -> u32 {
        self.from as u32
    }

    /// The bit of the square the piece ends on.
    #[must_use]
    pub const fn to_bit(self) -> u32 {
        self.to as u32
    }

    /// The PDN number of the square the piece leaves.
    #[must_use]
    pub fn from(self) -> u8 {
        number_of_bit(R::FILES, self.from.into()).unwrap_or(0)
    }

    /// The PDN number of the square the piece ends on.
    #[must_use]
    pub fn to(self) -> u8 {
        number_of_bit(R::FILES, self.to.into()).unwrap_or(0)
    }

    /// The pieces taken, as a set of bits.
    #[must_use]
    pub const fn captured(self) -> u64 {
        self.captured
    }

    /// The PDN numbers of the pieces taken, in increasing order.
    #[must_use]
    pub fn captured_numbers(self) -> Vec<u8> {
        let mut numbers: Vec<u8> = (0..64)
            .filter(|b| self.captured >> b & 1 != 0)
            .filter_map(|b| number_of_bit(R::FILES, b))
            .collect();
        numbers.sort_unstable();
        numbers
    }

    /// True if a man is crowned by this move.
    #[must_use]
    pub const fn crowns(self) -> bool {
        self.crown
    }

    /// True for a capture.
    #[must_use]
    pub const fn is_capture(self) -> bool {
        self.captured != 0
    }
}

impl<R: Rules> fmt::Display for Move<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.is_capture() { 'x' } else { '-' };
        write!(f, "{}{sep}{}", self.from(), self.to())
    }
}

/// `mv` in PDN as the `draughts` program's divide and the web page write it among the
/// legal moves `moves`: `32-28`, `28x19`, a capture of several pieces by its start and
/// end (`28x17`), with the squares taken after it where another of `moves` has the same
/// start and end but takes other pieces (`23x7 (10,18)`).
///
/// ```
/// use bitfill_draughts::{Position, moves::pdn_name, rules::English};
/// // The man on 23 goes round either side of the square between 10, 11, 18 and 19.
/// let pos = Position::<English>::from_fen("W:W23:B10,11,18,19").unwrap();
/// let moves = pos.legal_moves();
/// let mut names: Vec<String> = moves.iter().map(|&m| pdn_name(m, moves.as_slice())).collect();
/// names.sort();
/// assert_eq!(names, ["23x7 (10,18)", "23x7 (11,19)"]);
/// ```
#[must_use]
pub fn pdn_name<R: Rules>(mv: Move<R>, moves: &[Move<R>]) -> String {
    let ambiguous = moves
        .iter()
        .any(|o| (o.from, o.to) == (mv.from, mv.to) && o.captured != mv.captured);
    if ambiguous {
        let numbers: Vec<String> = mv
            .captured_numbers()
            .iter()
            .map(ToString::to_string)
            .collect();
        format!("{mv} ({})", numbers.join(","))
    } else {
        mv.to_string()
    }
}

impl<R: Rules> fmt::Debug for Move<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")?;
        if self.captured.count_ones() > 1 {
            write!(f, " {:?}", self.captured_numbers())?;
        }
        if self.crown {
            f.write_str(" K")?;
        }
        Ok(())
    }
}

impl<R: Rules> bitfill_engines_common::movelist::Placeholder for Move<R> {
    const PLACEHOLDER: Self = Move::new(0, 0, false, 0);
}

/// The most quiet moves (or single jumps) a position can have on a board of 50 dark
/// squares or fewer: 200. A quiet move is an empty square `to` and the direction `d` it is
/// reached from, and for each pair there is at most one piece, the nearest one behind `to`
/// against `d` (a man one step behind, a king at any distance with only empty squares
/// between; a man in between blocks the king). Four directions times 50 squares. A man's
/// single jump is likewise its landing square and the direction, the man two steps behind.
pub const QUIET_BOUND: usize = 4 * 50;

/// The capacity of a [`MoveList`] on the stack: at least [`QUIET_BOUND`], so the quiet
/// moves and the single jumps always fit. Captures are one entry per sequence kept, and no
/// bound is proven for them (a search of lattices of men around a king found at most 176,
/// international, duplicates kept): a position with more spills into the list's `Vec`.
pub const CAPACITY: usize = 1024;

const _: () = assert!(CAPACITY >= QUIET_BOUND);

/// The legal moves of a position: up to `N` on the stack ([`CAPACITY`] unless a test
/// asks for fewer), and past that every move in a `Vec` of the list's own, so that no
/// capture sequence is ever lost, however many there are. The length counts every move;
/// the first move past `N` copies the `N` on the stack into the `Vec`, and while the length
/// is over `N` the list is the `Vec`. The fast path pays the bounds checks it always had: a
/// push's slot is taken with `get_mut` and the slice with `get`, each with the `Vec`, out
/// of line, where the other side of the check was nothing or a panic.
///
/// ```
/// use bitfill_draughts::{MoveList, Position, rules::International};
/// // A king that can take any of four men, on a list that holds two on the stack.
/// let pos = Position::<International>::from_fen("W:WK28:B22,23,32,33").unwrap();
/// let mut list = MoveList::<International, 2>::new();
/// pos.legal_moves_into(&mut list);
/// assert!(list.spilled());
/// assert_eq!(list.len(), pos.legal_moves().len());
/// ```
pub struct MoveList<R, const N: usize = CAPACITY> {
    moves: [Move<R>; N],
    /// The number of moves, those in the `Vec` included.
    len: usize,
    /// Every move, while `len` is over `N`; stale otherwise (never read then).
    spill: Vec<Move<R>>,
}

impl<R: Rules, const N: usize> MoveList<R, N> {
    /// An empty list.
    #[must_use]
    pub const fn new() -> Self {
        MoveList {
            moves: [Move::new(0, 0, false, 0); N],
            len: 0,
            spill: Vec::new(),
        }
    }

    /// Appends `mv`: onto the stack's slots, or past them into the `Vec`
    /// ([`MoveList::overflow`]).
    #[inline(always)]
    pub(crate) fn push(&mut self, mv: Move<R>) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = mv;
        } else {
            self.overflow(mv);
        }
        self.len += 1;
    }

    /// [`MoveList::push`] past the stack's slots: the first time, the moves there are
    /// copied into the `Vec`, which holds every move from then on. Out of line, so the
    /// search that pushes pays nothing for it but the bounds check it always had.
    #[cold]
    #[inline(never)]
    fn overflow(&mut self, mv: Move<R>) {
        if self.len == N {
            self.spill.clear();
            self.spill.extend_from_slice(&self.moves);
        }
        self.spill.push(mv);
    }

    /// Makes the list `moves`: on the stack if they fit, else in the `Vec`.
    #[cold]
    #[inline(never)]
    pub(crate) fn set(&mut self, moves: &[Move<R>]) {
        if let Some(slots) = self.moves.get_mut(..moves.len()) {
            slots.copy_from_slice(moves);
        } else {
            self.spill.clear();
            self.spill.extend_from_slice(moves);
        }
        self.len = moves.len();
    }

    /// True if the list has overflowed its stack slots: its moves are in the `Vec`.
    #[must_use]
    #[inline(always)]
    pub fn spilled(&self) -> bool {
        self.len > N
    }

    /// Runs `fill`, which pushes moves on the stack's slots through the pusher it is given
    /// (its length in a register; see
    /// `bitfill_engines_common::movelist::MoveList::push_with`), for at most
    /// [`QUIET_BOUND`] moves into an empty list: a caller with `N` smaller goes through
    /// [`MoveList::push`].
    #[inline(always)]
    pub(crate) fn push_with(
        &mut self,
        fill: impl FnOnce(&mut bitfill_engines_common::movelist::Pusher<'_, Move<R>, N>),
    ) {
        debug_assert!(N >= QUIET_BOUND && self.len == 0);
        let mut pusher = bitfill_engines_common::movelist::Pusher::over(&mut self.moves, self.len);
        fill(&mut pusher);
        self.len = pusher.len();
    }

    /// Empties the list, for it to be filled again (the `Vec` is left as it is, stale and
    /// never read, until the list overflows again).
    #[inline(always)]
    pub(crate) fn clear(&mut self) {
        self.len = 0;
    }

    /// The number of moves.
    #[must_use]
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when there is no move: the side to move has lost.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves, in generation order.
    #[must_use]
    #[inline(always)]
    pub fn as_slice(&self) -> &[Move<R>] {
        match self.moves.get(..self.len) {
            Some(moves) => moves,
            None => self.spilled_moves(),
        }
    }

    /// The moves of a list that overflowed: out of line, so that a slice of the stack's
    /// slots reads nothing of the `Vec`.
    #[cold]
    #[inline(never)]
    fn spilled_moves(&self) -> &[Move<R>] {
        &self.spill
    }

    /// An iterator over the moves.
    pub fn iter(&self) -> core::slice::Iter<'_, Move<R>> {
        self.as_slice().iter()
    }
}

impl<R: Rules, const N: usize> Clone for MoveList<R, N> {
    fn clone(&self) -> Self {
        MoveList {
            moves: self.moves,
            len: self.len,
            spill: self.spill.clone(),
        }
    }
}

impl<R: Rules, const N: usize> AsRef<[Move<R>]> for MoveList<R, N> {
    #[inline(always)]
    fn as_ref(&self) -> &[Move<R>] {
        self.as_slice()
    }
}

impl<R: Rules, const N: usize> Default for MoveList<R, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<R: Rules, const N: usize> fmt::Debug for MoveList<R, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a, R: Rules, const N: usize> IntoIterator for &'a MoveList<R, N> {
    type Item = &'a Move<R>;
    type IntoIter = core::slice::Iter<'a, Move<R>>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
