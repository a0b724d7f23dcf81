//! The fixed-capacity move list the engines share: moves on the stack, no allocation in
//! the hot path.

use core::fmt;

/// A move type with a placeholder value that fills the unused slots of a [`MoveList`] (or
/// a part of a move, from which a move's placeholder is made). The placeholder is never
/// read back: only the first [`MoveList::len`] slots are.
pub trait Placeholder: Copy {
    /// The value the empty slots hold.
    const PLACEHOLDER: Self;
}

/// Up to `N` moves of type `M`, in the order they were pushed, on the stack. Each engine
/// names it with its move type and a capacity proven large enough for every position its
/// FEN parser accepts (`chess::MoveList`, `xiangqi::MoveList`).
#[derive(Clone)]
pub struct MoveList<M, const N: usize> {
    moves: [M; N],
    len: usize,
}

impl<M: Placeholder, const N: usize> MoveList<M, N> {
    /// An empty list.
    #[must_use]
    #[inline]
    pub const fn new() -> Self {
        MoveList {
            moves: [M::PLACEHOLDER; N],
            len: 0,
        }
    }
}

impl<M, const N: usize> MoveList<M, N> {
    #[inline]
    pub fn push(&mut self, mv: M) {
        // Cannot be full (each engine's capacity is a proven bound); if it were, it would
        // drop moves, not panic.
        debug_assert!(self.len < N);
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = mv;
            self.len += 1;
        }
    }

    /// Runs `fill`, which pushes moves through the [`Pusher`] it is given, the list's
    /// length kept in a register meanwhile. Pushed one by one with [`MoveList::push`] in a
    /// loop, each move's store could, as far as the compiler knows, change the length, so
    /// the length went to memory and back for every move (a store-to-load round trip, about
    /// 5 cycles of latency per move on x86); here it is stored once, at the end.
    #[inline(always)]
    pub fn push_with(&mut self, fill: impl FnOnce(&mut Pusher<'_, M, N>)) {
        let mut pusher = Pusher {
            moves: &mut self.moves,
            len: self.len,
        };
        fill(&mut pusher);
        self.len = pusher.len;
    }

    /// Empties the list, for it to be filled again.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The number of moves.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// True when there is no move. For a list of legal moves: in chess, checkmate or
    /// stalemate; in xiangqi, the side to move has lost, whether checkmated or stalemated.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves, in generation order.
    #[must_use]
    pub fn as_slice(&self) -> &[M] {
        &self.moves[..self.len]
    }

    /// An iterator over the moves.
    pub fn iter(&self) -> core::slice::Iter<'_, M> {
        self.as_slice().iter()
    }
}

/// The slots of a [`MoveList`] and its length as a local value, for a loop of pushes
/// ([`MoveList::push_with`]).
pub struct Pusher<'a, M, const N: usize> {
    moves: &'a mut [M; N],
    len: usize,
}

impl<'a, M, const N: usize> Pusher<'a, M, N> {
    /// A pusher over `moves`, the first `len` of them taken (for a list type of an
    /// engine's own, as draughts' spilling list).
    #[inline(always)]
    pub fn over(moves: &'a mut [M; N], len: usize) -> Self {
        Pusher { moves, len }
    }

    /// Appends `mv`, as [`MoveList::push`] does. Where the capacity is a power of two (an
    /// engine's proven bound rounded up: shogi's, xiangqi's) the slot's index is masked
    /// into the array, one AND where the bounds check was a compare and a branch a move.
    #[inline(always)]
    pub fn push(&mut self, mv: M) {
        debug_assert!(self.len < N);
        if N.is_power_of_two() {
            self.moves[self.len & (N - 1)] = mv;
            self.len += 1;
        } else if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = mv;
            self.len += 1;
        }
    }

    /// Runs `fill`, a function that is not inlined, on a pusher of its own, passed by value
    /// with the length and the length returned: this pusher's address is never taken, so
    /// its length stays in a register for the caller's pushes (passed by reference, the
    /// length went to memory at every push of the whole generation).
    #[inline(always)]
    pub fn call(&mut self, fill: impl FnOnce(Pusher<'_, M, N>) -> usize) {
        self.len = fill(Pusher {
            moves: self.moves,
            len: self.len,
        });
    }

    /// The number of moves in the list, those pushed included.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when the list holds no move, those pushed included.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends `make` of each of `items`, in order: one bounds check for them all, so the
    /// loop vectorizes where `make` does (a shift and an OR a move, several moves to an
    /// instruction).
    #[inline(always)]
    pub fn extend<T: Copy>(&mut self, items: &[T], make: impl Fn(T) -> M) {
        let end = self.len + items.len();
        debug_assert!(end <= N);
        if let Some(slots) = self.moves.get_mut(self.len..end) {
            for (slot, &item) in slots.iter_mut().zip(items) {
                *slot = make(item);
            }
            self.len = end;
        }
    }
}

impl<M, const N: usize> AsRef<[M]> for MoveList<M, N> {
    fn as_ref(&self) -> &[M] {
        self.as_slice()
    }
}

impl<M: Placeholder, const N: usize> Default for MoveList<M, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<M: fmt::Debug, const N: usize> fmt::Debug for MoveList<M, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a, M, const N: usize> IntoIterator for &'a MoveList<M, N> {
    type Item = &'a M;
    type IntoIter = core::slice::Iter<'a, M>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
