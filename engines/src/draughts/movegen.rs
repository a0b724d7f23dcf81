//! Legal move generation, one generator for the four rule sets ([`Rules`]).
//!
//! Capturing is compulsory, so a position is first asked, set-wise, whether any piece can
//! capture ([`jumpers`] for men and English kings, [`any_flying_capture`] for flying
//! kings). Where none can, the quiet moves are a few shifts: a man's step is one shift of
//! all the men ([`push`]), and each flying king's moves along a diagonal are the empty
//! squares of one occluded fill of every king at once ([`attacks`]), so that counting them
//! at the last ply ([`Position::count_legal_moves`]) is popcounts and nothing else. Where a capture
//! exists, each capturing piece's sequences are followed square by square
//! (`Captures`), the pieces taken staying on the board until the end.

use super::attacks::{
    Board, NE, NW, SE, SW, any_flying_capture, attacks, delta, jumpers, jumps, nearest, open_ray,
    push, ray,
};
use super::moves::{CAPACITY, Move, MoveList, QUIET_BOUND};
use super::position::{Color, Duplicates, Position};
use super::rules::{Crowning, Rules};

/// The directions a man steps in (white's men go north).
const fn forward(white: bool) -> [usize; 2] {
    if white { [NE, NW] } else { [SE, SW] }
}

/// Every direction.
const ALL: [usize; 4] = [NE, NW, SE, SW];

/// The directions a man of `R` captures in, as [`jumpers`] takes them: every one where men
/// capture backwards, else forwards only.
const fn men_capture<R: Rules>(white: bool) -> Option<bool> {
    if R::MEN_CAPTURE_BACKWARDS {
        None
    } else {
        Some(white)
    }
}

/// The lowest bit of `set`, removed from it.
#[inline(always)]
fn pop(set: &mut u64) -> u64 {
    let low = *set & set.wrapping_neg();
    *set ^= low;
    low
}

/// The side to move's pieces and the board around them.
#[derive(Clone, Copy)]
struct Sides {
    men: u64,
    kings: u64,
    theirs: u64,
    empty: u64,
}

impl Sides {
    #[inline(always)]
    fn of<R: Rules, const WHITE: bool>(pos: &Position<R>) -> Sides {
        let us = usize::from(!WHITE);
        let ours = pos.pieces[us];
        let theirs = pos.pieces[us ^ 1];
        Sides {
            men: ours & !pos.kings,
            kings: ours & pos.kings,
            theirs,
            empty: Board::<R>::SQUARES & !(ours | theirs),
        }
    }

    /// True if some piece of the side to move can capture.
    #[inline(always)]
    fn any_capture<R: Rules, const WHITE: bool>(self) -> bool {
        if jumpers::<R>(self.men, self.theirs, self.empty, men_capture::<R>(WHITE)) != 0 {
            return true;
        }
        self.kings != 0
            && if R::FLYING_KINGS {
                any_flying_capture::<R>(self.kings, self.theirs, self.empty)
            } else {
                jumpers::<R>(self.kings, self.theirs, self.empty, None) != 0
            }
    }

    /// The number of quiet moves (there is no capture).
    #[inline(always)]
    fn count_quiet<R: Rules, const WHITE: bool>(self) -> u64 {
        let mut count = 0;
        for dir in forward(WHITE) {
            count += push::<R>(self.men, self.empty, dir).count_ones();
        }
        if self.kings != 0 {
            for dir in ALL {
                count += if R::FLYING_KINGS {
                    (attacks::<R>(self.kings, self.empty, dir) & self.empty).count_ones()
                } else {
                    push::<R>(self.kings, self.empty, dir).count_ones()
                };
            }
        }
        u64::from(count)
    }

    /// The quiet moves written into `list` (there is no capture, and `list` is empty).
    #[inline(always)]
    fn quiet<R: Rules, const WHITE: bool, const N: usize>(self, list: &mut MoveList<R, N>) {
        if N < QUIET_BOUND {
            // A list smaller than the most quiet moves (a test's): listed in full, then
            // made the list's.
            let mut all = MoveList::<R>::new();
            self.quiet::<R, WHITE, CAPACITY>(&mut all);
            list.set(all.as_slice());
            return;
        }
        let crown = if WHITE {
            Board::<R>::WHITE_CROWN
        } else {
            Board::<R>::BLACK_CROWN
        };
        list.push_with(|out| {
            for dir in forward(WHITE) {
                let d = delta::<R>(dir);
                let mut targets = push::<R>(self.men, self.empty, dir);
                while targets != 0 {
                    let to = pop(&mut targets).trailing_zeros();
                    let from = to.wrapping_add_signed(-d);
                    out.push(Move::new(from, to, crown >> to & 1 != 0, 0));
                }
            }
            let mut kings = self.kings;
            while kings != 0 {
                let king = pop(&mut kings);
                let from = king.trailing_zeros();
                for dir in ALL {
                    let mut targets = if R::FLYING_KINGS {
                        open_ray::<R>(from, dir, self.empty)
                    } else {
                        push::<R>(king, self.empty, dir)
                    };
                    while targets != 0 {
                        let to = pop(&mut targets).trailing_zeros();
                        out.push(Move::new(from, to, false, 0));
                    }
                }
            }
        });
    }

    /// The men's single jumps, by direction, if every capture of the position is one: no
    /// king can capture, and no man can jump again from where it lands (nor is crowned
    /// there where that would let it go on as a king). Then every capture takes one piece,
    /// each is a move of its own, and none repeats another: the moves are the landing
    /// squares, found set-wise. `None` where some capture may take more.
    #[inline(always)]
    fn single_jumps<R: Rules, const WHITE: bool>(self) -> Option<[u64; 4]> {
        if self.kings != 0
            && if R::FLYING_KINGS {
                any_flying_capture::<R>(self.kings, self.theirs, self.empty)
            } else {
                jumpers::<R>(self.kings, self.theirs, self.empty, None) != 0
            }
        {
            return None;
        }
        let dirs = men_capture::<R>(WHITE);
        let crown = if WHITE {
            Board::<R>::WHITE_CROWN
        } else {
            Board::<R>::BLACK_CROWN
        };
        let mut landings = [0; 4];
        let mut all = 0;
        for dir in ALL {
            if dirs.is_none_or(|white| forward(white).contains(&dir)) {
                landings[dir] = jumps::<R>(self.men, self.theirs, self.empty, dir);
                all |= landings[dir];
            }
        }
        // From a landing square the only piece next to it that it took is the one behind
        // it, and the square beyond that is the man's own, not empty: a next jump found
        // here is a real one.
        let again = jumpers::<R>(all, self.theirs, self.empty, dirs) != 0;
        let king_on = R::CROWNING != Crowning::AtTheEnd && all & crown != 0;
        (!again && !king_on).then_some(landings)
    }

    /// The capture moves written into `list` (some piece can capture): every sequence,
    /// the longest only where `R` says, duplicates dropped or kept.
    #[inline(always)]
    fn captures<R: Rules, const WHITE: bool, const N: usize>(
        self,
        duplicates: Duplicates,
        list: &mut MoveList<R, N>,
    ) {
        let mut search = Captures::<R, WHITE, N> {
            from: 0,
            theirs: self.theirs,
            empty: self.empty,
            crown: if WHITE {
                Board::<R>::WHITE_CROWN
            } else {
                Board::<R>::BLACK_CROWN
            },
            keep: duplicates == Duplicates::Keep,
            best: 0,
            list,
        };
        let dirs = men_capture::<R>(WHITE);
        let mut men = jumpers::<R>(self.men, self.theirs, self.empty, dirs);
        if R::MOST_CAPTURES {
            // A man that can jump again from where a jump lands takes two pieces at least,
            // so a man that cannot (it takes one) has no move: only the others are
            // searched, where there are any.
            let mut again = 0;
            for dir in ALL {
                if dirs.is_none_or(|white| forward(white).contains(&dir)) {
                    let landings = jumps::<R>(self.men, self.theirs, self.empty, dir);
                    let on = jumpers::<R>(landings, self.theirs, self.empty, dirs);
                    let back = 3 - dir;
                    let squares = Board::<R>::SQUARES;
                    again |= push::<R>(push::<R>(on, squares, back), squares, back);
                }
            }
            if again != 0 {
                men = again;
            }
        }
        while men != 0 {
            let man = pop(&mut men);
            search.start(man, self.empty);
            search.jumps::<false>(man, 0);
        }
        let mut kings = self.kings;
        if !R::FLYING_KINGS {
            kings = jumpers::<R>(kings, self.theirs, self.empty, None);
        }
        while kings != 0 {
            let king = pop(&mut kings);
            search.start(king, self.empty);
            if R::FLYING_KINGS {
                search.flying(king, 0, None, false, false);
            } else {
                search.jumps::<true>(king, 0);
            }
        }
    }
}

/// The search of one side's capture sequences, one capturing piece at a time
/// ([`Captures::start`]). The pieces taken so far stay on the board (they are not in
/// `empty`) and are not `theirs` to take again; the capturing piece's own square is
/// empty, so a sequence may pass over it or end on it.
struct Captures<'a, R: Rules, const WHITE: bool, const N: usize> {
    /// The bit of the capturing piece's square.
    from: u32,
    theirs: u64,
    /// The empty squares, the capturing piece's own among them.
    empty: u64,
    /// The row where the side's men are crowned.
    crown: u64,
    keep: bool,
    /// The most pieces a sequence found so far takes (kept up to date only where
    /// `R::MOST_CAPTURES`).
    best: u32,
    list: &'a mut MoveList<R, N>,
}

impl<R: Rules, const WHITE: bool, const N: usize> Captures<'_, R, WHITE, N> {
    /// Starts the sequences of the piece on `piece`, its square emptied.
    #[inline(always)]
    fn start(&mut self, piece: u64, empty: u64) {
        self.from = piece.trailing_zeros();
        self.empty = empty | piece;
    }

    /// A sequence ends on `to`, having taken `captured`: listed unless a longer one
    /// exists (where the longest must be played) or, dropping duplicates, the same move is
    /// listed already.
    fn finish(&mut self, to: u64, captured: u64, crown: bool) {
        let taken = captured.count_ones();
        if R::MOST_CAPTURES {
            if taken < self.best {
                return;
            }
            if taken > self.best {
                self.best = taken;
                self.list.clear();
            }
        }
        let mv = Move::new(self.from, to.trailing_zeros(), crown, captured);
        // One capture cannot be repeated by another order.
        if !self.keep && taken > 1 && self.list.as_slice().contains(&mv) {
            return;
        }
        // No bound on the number of capture sequences is proven (see `moves::CAPACITY`):
        // past the list's stack slots the moves go on in its `Vec`.
        self.list.push(mv);
    }

    /// The jumps of a man (or, `KING`, an English king) on `at` that has taken `captured`
    /// so far: each one followed to the end of its sequence. False if there is none (the
    /// sequence ends here).
    fn jumps<const KING: bool>(&mut self, at: u64, captured: u64) -> bool {
        // One direction at a time, each a constant: the four are straight-line code with
        // no test of the direction.
        let enemies = self.theirs & !captured;
        let (north, south) = if KING || R::MEN_CAPTURE_BACKWARDS {
            (true, true)
        } else {
            (WHITE, !WHITE)
        };
        let mut any = false;
        if north {
            any |= self.jump::<KING, NE>(at, captured, enemies);
            any |= self.jump::<KING, NW>(at, captured, enemies);
        }
        if south {
            any |= self.jump::<KING, SE>(at, captured, enemies);
            any |= self.jump::<KING, SW>(at, captured, enemies);
        }
        any
    }

    /// The jump of [`Captures::jumps`] in direction `DIR`, if there is one, followed to
    /// the end of its sequences; `enemies` are the pieces not taken yet.
    #[inline(always)]
    fn jump<const KING: bool, const DIR: usize>(
        &mut self,
        at: u64,
        captured: u64,
        enemies: u64,
    ) -> bool {
        let victim = push::<R>(at, enemies, DIR);
        let land = push::<R>(victim, self.empty, DIR);
        if land == 0 {
            return false;
        }
        let captured = captured | victim;
        let crowned = !KING && land & self.crown != 0;
        if crowned {
            match R::CROWNING {
                Crowning::EndsTheMove => {
                    self.finish(land, captured, true);
                    return true;
                }
                Crowning::AtOnce => {
                    if !self.flying(land, captured, Some(DIR), true, true) {
                        self.finish(land, captured, true);
                    }
                    return true;
                }
                Crowning::AtTheEnd => {}
            }
        }
        if !self.jumps::<KING>(land, captured) {
            self.finish(land, captured, crowned);
        }
        true
    }

    /// The captures of a flying king on `at` that has taken `captured` so far, coming
    /// along direction `came` (`None` at the start): in each direction, the first piece it
    /// meets, if it is theirs, not taken yet, with an empty square beyond. Each capture
    /// lands on any empty square beyond the piece; a landing square from which the king
    /// can capture again must be taken if there is one, and the sequence goes on from it.
    /// The line it came along is followed from the first landing square only (`along`):
    /// from every landing square on it the king meets the same next piece, and those are
    /// one sequence. `crown`: the king is a man crowned on the way (Russian), so the move
    /// crowns it. False if there is no capture from `at`.
    fn flying(
        &mut self,
        at: u64,
        captured: u64,
        came: Option<usize>,
        along: bool,
        crown: bool,
    ) -> bool {
        let enemies = self.theirs & !captured;
        let skips =
            |dir: usize| came.is_some_and(|came| dir == 3 - came || (dir == came && !along));
        let mut any = false;
        if !skips(NE) {
            any |= self.fly::<NE>(at, captured, enemies, crown);
        }
        if !skips(NW) {
            any |= self.fly::<NW>(at, captured, enemies, crown);
        }
        if !skips(SE) {
            any |= self.fly::<SE>(at, captured, enemies, crown);
        }
        if !skips(SW) {
            any |= self.fly::<SW>(at, captured, enemies, crown);
        }
        any
    }

    /// The capture of [`Captures::flying`] in direction `DIR`, if there is one, followed
    /// to the end of its sequences; `enemies` are the pieces not taken yet.
    #[inline(always)]
    fn fly<const DIR: usize>(&mut self, at: u64, captured: u64, enemies: u64, crown: bool) -> bool {
        // One king along one ray, by the table of rays (the Classical Approach): the first
        // piece on the ray, if it is an enemy not taken yet, and the empty squares beyond
        // it up to the next piece, where the king may land. Most rays have no capture and
        // end at the first test.
        let pieces = ray::<R>(at.trailing_zeros(), DIR) & !self.empty;
        if pieces == 0 {
            return false;
        }
        let target = nearest(pieces, DIR);
        let victim = 1 << target;
        if victim & enemies == 0 {
            return false;
        }
        let landings = open_ray::<R>(target, DIR, self.empty);
        if landings == 0 {
            return false;
        }
        let first = 1 << nearest(landings, DIR);
        let captured = captured | victim;
        let mut goes_on = self.flying(first, captured, Some(DIR), true, crown);
        let mut rest = landings & !first;
        while rest != 0 {
            goes_on |= self.flying(pop(&mut rest), captured, Some(DIR), false, crown);
        }
        if !goes_on {
            let mut ends = landings;
            while ends != 0 {
                self.finish(pop(&mut ends), captured, crown);
            }
        }
        true
    }
}

impl<R: Rules> Position<R> {
    /// The legal moves, in generation order: the captures if there is one (the longest
    /// only where `R` says so), else the men's steps and the kings' moves.
    ///
    /// ```
    /// use bitfill_engines::draughts::{Position, rules::International};
    /// let start = Position::<International>::startpos();
    /// let moves: Vec<String> = start.legal_moves().iter().map(|m| m.to_string()).collect();
    /// assert_eq!(moves.len(), 9);
    /// assert!(moves.contains(&"32-28".to_string()));
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> MoveList<R> {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list
    }

    /// The legal moves written into `list`, which loses what it held. A list of any
    /// capacity `N` takes them all (past `N` they spill into its `Vec`).
    #[inline(always)]
    pub fn legal_moves_into<const N: usize>(&self, list: &mut MoveList<R, N>) {
        match self.side {
            Color::White => self.generate::<true, N>(list),
            Color::Black => self.generate::<false, N>(list),
        }
    }

    #[inline(always)]
    fn generate<const WHITE: bool, const N: usize>(&self, list: &mut MoveList<R, N>) {
        list.clear();
        let sides = Sides::of::<R, WHITE>(self);
        if sides.any_capture::<R, WHITE>() {
            if let Some(landings) = sides.single_jumps::<R, WHITE>() {
                if N < QUIET_BOUND {
                    // A test's small list: listed in full, then made the list's.
                    let mut all = MoveList::<R>::new();
                    self.generate::<WHITE, CAPACITY>(&mut all);
                    list.set(all.as_slice());
                    return;
                }
                let crown = if WHITE {
                    Board::<R>::WHITE_CROWN
                } else {
                    Board::<R>::BLACK_CROWN
                };
                list.push_with(|out| {
                    for dir in ALL {
                        let d = delta::<R>(dir);
                        let mut targets = landings[dir];
                        while targets != 0 {
                            let to = pop(&mut targets).trailing_zeros();
                            let victim = 1 << to.wrapping_add_signed(-d);
                            let from = to.wrapping_add_signed(-2 * d);
                            out.push(Move::new(from, to, crown >> to & 1 != 0, victim));
                        }
                    }
                });
                return;
            }
            sides.captures::<R, WHITE, N>(self.duplicates, list);
        } else {
            sides.quiet::<R, WHITE, N>(list);
        }
    }

    /// True if the side to move must capture.
    #[must_use]
    pub fn must_capture(&self) -> bool {
        match self.side {
            Color::White => Sides::of::<R, true>(self).any_capture::<R, true>(),
            Color::Black => Sides::of::<R, false>(self).any_capture::<R, false>(),
        }
    }

    /// The number of legal moves: popcounts where there is no capture; the captures
    /// listed into a list of its own where there is one.
    #[must_use]
    pub fn count_legal_moves(&self) -> u64 {
        let mut list = MoveList::<R>::new();
        self.count_legal_moves_in(&mut list)
    }

    /// [`Position::count_legal_moves`], the captures (if any) listed into `scratch`,
    /// which loses what it held.
    #[inline(always)]
    pub fn count_legal_moves_in<const N: usize>(&self, scratch: &mut MoveList<R, N>) -> u64 {
        match self.side {
            Color::White => self.count::<true, N>(scratch),
            Color::Black => self.count::<false, N>(scratch),
        }
    }

    #[inline(always)]
    fn count<const WHITE: bool, const N: usize>(&self, scratch: &mut MoveList<R, N>) -> u64 {
        let sides = Sides::of::<R, WHITE>(self);
        if sides.any_capture::<R, WHITE>() {
            if let Some(landings) = sides.single_jumps::<R, WHITE>() {
                let [a, b, c, d] = landings;
                return u64::from(
                    a.count_ones() + b.count_ones() + c.count_ones() + d.count_ones(),
                );
            }
            scratch.clear();
            sides.captures::<R, WHITE, N>(self.duplicates, scratch);
            scratch.len() as u64
        } else {
            sides.count_quiet::<R, WHITE>()
        }
    }
}
