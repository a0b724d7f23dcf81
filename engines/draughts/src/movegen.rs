//! Legal move generation, one generator for the four rule sets ([`Rules`]).
//!
//! Capturing is compulsory, so a position is first surveyed, set-wise, for captures
//! (`Sides::survey`): the landing squares of every man's jumps in each direction
//! ([`jumps`]), the landing squares a man jumps again from ([`jumpers`]), and whether a
//! king can capture ([`any_flying_capture`] for flying kings, [`jumpers`] for English
//! ones). Where none can, the quiet moves are a few shifts: a man's step is one shift of
//! all the men ([`push`]), and each flying king's moves along a diagonal are the empty
//! squares of one occluded fill of every king at once ([`attacks`]), so that counting them
//! at the last ply ([`Position::count_legal_moves`]) is popcounts and nothing else. Where
//! every capture is a single jump, the landing squares are the moves. Otherwise each
//! capturing piece's sequences are followed square by square (`Captures`), the pieces
//! taken staying on the board until the end.

use super::attacks::{
    Board, NE, NW, SE, SW, any_flying_capture, attacks, delta, jumpers, jumps, nearest, open_ray,
    push, ray,
};
use super::moves::{CAPACITY, Move, MoveList, QUIET_BOUND};
use super::position::{Color, Duplicates, Position};
use super::rules::{Crowning, Rules};
use bitfill::simd::{Kernels, Portable, WithKernels};
use bitfill_engines_common::movelist::Pusher;
use core::marker::PhantomData;

/// The directions a man steps in (white's men go north).
const fn forward(white: bool) -> [usize; 2] {
    if white { [NE, NW] } else { [SE, SW] }
}

/// Every direction.
const ALL: [usize; 4] = [NE, NW, SE, SW];

/// The row where the men of the side to move (white's if `WHITE`) are crowned.
const fn crown_row<R: Rules, const WHITE: bool>() -> u64 {
    if WHITE {
        Board::<R>::WHITE_CROWN
    } else {
        Board::<R>::BLACK_CROWN
    }
}

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
    fn of<R: Rules>(pos: &Position<R>) -> Sides {
        let (ours, theirs) = (pos.ours, pos.theirs);
        Sides {
            men: ours & !pos.kings,
            kings: ours & pos.kings,
            theirs,
            empty: Board::<R>::SQUARES & !(ours | theirs),
        }
    }

    /// The number of quiet moves (there is no capture).
    #[inline(always)]
    fn count_quiet<R: Rules, const WHITE: bool>(self) -> u64 {
        let mut count = men_steps::<R, WHITE>(self.men, self.empty);
        if self.kings != 0 {
            for dir in ALL {
                count += u64::from(if R::FLYING_KINGS {
                    (attacks::<R>(self.kings, self.empty, dir) & self.empty).count_ones()
                } else {
                    push::<R>(self.kings, self.empty, dir).count_ones()
                });
            }
        }
        count
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
        list.push_with(|out| self.quiet_into::<R, WHITE, N>(out));
    }

    /// [`Sides::quiet`]'s moves through `out`. A method of its own, not the closure's body:
    /// a closure is not inlined as `#[inline(always)]` code is, and out of line it would
    /// be compiled without the features of the copy `bitfill::simd::dispatch` runs.
    #[inline(always)]
    fn quiet_into<R: Rules, const WHITE: bool, const N: usize>(
        self,
        out: &mut Pusher<'_, Move<R>, N>,
    ) {
        let crown = crown_row::<R, WHITE>();
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
                let mut targets = king_moves::<R>(king, dir, self.empty);
                while targets != 0 {
                    let to = pop(&mut targets).trailing_zeros();
                    out.push(Move::new(from, to, false, 0));
                }
            }
        }
    }

    /// What the side to move can capture, found set-wise before any sequence is followed
    /// ([`Survey`]): the landing squares of the men's jumps in each direction, those a man
    /// jumps again from, and whether a king can capture; `None` if no piece can capture.
    /// One pass serves the common case of single jumps only and the choice of the men
    /// whose sequences are searched.
    #[inline(always)]
    fn survey<R: Rules, const WHITE: bool>(self) -> Option<Survey> {
        let dirs = men_capture::<R>(WHITE);
        let kings = self.kings != 0
            && if R::FLYING_KINGS {
                any_flying_capture::<R>(self.kings, self.empty, self.theirs)
            } else {
                jumpers::<R>(self.kings, self.empty, self.theirs, None) != 0
            };
        // Whether a man can capture, asked first of all the men at once: most positions
        // have no capture, and there the landing squares are not needed.
        if !kings && jumpers::<R>(self.men, self.empty, self.theirs, dirs) == 0 {
            return None;
        }
        Some(Survey {
            kings,
            ..self.men_survey::<R, WHITE>()
        })
    }

    /// The men's part of [`Sides::survey`], whether or not a man can capture (`all` is
    /// empty where none can; `kings` is false): the whole survey of a side with no king.
    #[inline(always)]
    fn men_survey<R: Rules, const WHITE: bool>(self) -> Survey {
        let dirs = men_capture::<R>(WHITE);
        let mut landings = [0; 4];
        let mut all = 0;
        for dir in ALL {
            if dirs.is_none_or(|white| forward(white).contains(&dir)) {
                landings[dir] = jumps::<R>(self.men, self.empty, self.theirs, dir);
                all |= landings[dir];
            }
        }
        // From a landing square the only piece next to it that it took is the one behind
        // it, and the square beyond that is the man's own, not empty: a next jump found
        // here is a real one. (`jumpers` keeps the squares of a set a jump starts from,
        // square by square, so each direction's part of `again` is its landings & again.)
        let again = jumpers::<R>(all, self.empty, self.theirs, dirs);
        Survey {
            landings,
            all,
            again,
            kings: false,
        }
    }

    /// The capture moves written into `list` (some piece can capture): every sequence,
    /// the longest only where `R` says, duplicates dropped or kept.
    ///
    /// `OUT_OF_LINE`: the search is a call into the copy `kernels` runs ([`Kernels::run`],
    /// the task [`AllCaptures`]), not inlined. So it is where moves are listed
    /// ([`Position::legal_moves_with`]), at the nodes above the last two plies: inlined,
    /// each place that lists had a search of its own in each copy of the perft recursion,
    /// for both sides. Out of line, the draughts program compiles in 0.56 of the time, for
    /// 0.1% to 0.8% more instructions (callgrind: start 7, Woldouby 10, Random178 5). The
    /// counts of the last plies ([`Position::count_two_plies_with`], `count_captures`) run
    /// the search inlined: there a call cost 3% to 4%.
    #[inline(always)]
    fn captures<
        R: Rules,
        const WHITE: bool,
        const N: usize,
        K: Kernels,
        const OUT_OF_LINE: bool,
    >(
        self,
        survey: &Survey,
        searched: Option<u64>,
        kernels: K,
        duplicates: Duplicates,
        list: &mut MoveList<R, N>,
    ) {
        let task = AllCaptures::<R, WHITE, N, K> {
            sides: self,
            survey,
            searched,
            kernels,
            duplicates,
            list,
        };
        if OUT_OF_LINE {
            kernels.run(task);
        } else {
            task.search();
        }
    }
}

/// [`Sides::captures`] as a task for [`Kernels::run`]: the whole capture search of one
/// position, out of line in the copy it runs in.
struct AllCaptures<'a, R: Rules, const WHITE: bool, const N: usize, K: Kernels> {
    sides: Sides,
    survey: &'a Survey,
    searched: Option<u64>,
    kernels: K,
    duplicates: Duplicates,
    list: &'a mut MoveList<R, N>,
}

impl<R: Rules, const WHITE: bool, const N: usize, K: Kernels> AllCaptures<'_, R, WHITE, N, K> {
    /// The search, inlined where it is called.
    #[inline(always)]
    fn search(self) {
        let AllCaptures {
            sides,
            survey,
            searched,
            kernels,
            duplicates,
            list,
        } = self;
        let mut search = Captures::<R, WHITE, N, K> {
            kernels,
            from: 0,
            theirs: sides.theirs,
            empty: sides.empty,
            crown: crown_row::<R, WHITE>(),
            keep: duplicates == Duplicates::Keep,
            best: 0,
            list,
        };
        // The men that jump: those two steps behind a landing square, in each direction.
        // Where the longest capture must be played, a man that can jump again from where
        // a jump lands takes two pieces at least, so a man that cannot (it takes one) has
        // no move: only the others are searched, where there are any.
        // `searched`: the men [`Survey::double_jumps`] found to take three pieces or more.
        // An `if let`, not a closure: a closure may be left out of line, outside the copy.
        let mut men = if let Some(men) = searched {
            men
        } else {
            let goes_on = R::MOST_CAPTURES && survey.again != 0;
            let mut men = 0;
            for dir in ALL {
                let landings = if goes_on {
                    survey.landings[dir] & survey.again
                } else {
                    survey.landings[dir]
                };
                men |= behind_twice::<R>(landings, dir);
            }
            men
        };
        while men != 0 {
            let man = pop(&mut men);
            search.start(man, sides.empty);
            search.jumps::<false>(man, 0);
        }
        let mut kings = sides.kings;
        if !R::FLYING_KINGS {
            kings = jumpers::<R>(kings, sides.empty, sides.theirs, None);
        }
        while kings != 0 {
            let king = pop(&mut kings);
            search.start(king, sides.empty);
            if R::FLYING_KINGS {
                search.flying(king, 0, None, false, false);
            } else {
                search.jumps::<true>(king, 0);
            }
        }
    }
}

impl<R: Rules, const WHITE: bool, const N: usize, K: Kernels> WithKernels
    for AllCaptures<'_, R, WHITE, N, K>
{
    type Output = ();

    #[inline(always)]
    fn run<K2: Kernels>(self, _kernels: K2) {
        self.search();
    }
}

/// What the side to move can capture ([`Sides::survey`]).
struct Survey {
    /// The landing squares of the men's jumps, by direction.
    landings: [u64; 4],
    /// Every landing square.
    all: u64,
    /// The landing squares a man jumps again from.
    again: u64,
    /// True if a king can capture.
    kings: bool,
}

impl Survey {
    /// The men's single jumps, by direction, if every capture of the position is one: no
    /// king can capture, and no man can jump again from where it lands (nor is crowned
    /// there where that would let it go on as a king). Then every capture takes one piece,
    /// each is a move of its own, and none repeats another: the moves are the landing
    /// squares. `None` where some capture may take more.
    #[inline(always)]
    fn single_jumps<R: Rules, const WHITE: bool>(&self) -> Option<[u64; 4]> {
        let crown = crown_row::<R, WHITE>();
        let king_on = R::CROWNING != Crowning::AtTheEnd && self.all & crown != 0;
        (!self.kings && self.again == 0 && !king_on).then_some(self.landings)
    }
}

/// The landing squares of the men's captures of two pieces, `[first][second]` by the
/// directions of the two jumps ([`Survey::double_jumps`]).
type Doubles = [[u64; 4]; 4];

impl Survey {
    /// The men's longest captures, where the rules make the longest capture compulsory
    /// and crown only at the end of a move, no king can capture and some man can jump
    /// twice ([`Longest`]): if none jumps three times, the moves are exactly the men's
    /// two-jump sequences, found set-wise by the directions of their two jumps, and none
    /// repeats another (a man that ends where another order of the same two jumps would
    /// end has taken other pieces); else the men that jump three times, the only ones the
    /// search need follow. `None` otherwise (the search follows every capturing man).
    ///
    /// Set-wise on the board before the move is exact here: the second jump cannot go back
    /// over the first piece (its landing square would be the man's own, which is not
    /// empty on the board), nor land on the man's square; a third jump is asked in every
    /// direction but back over the second piece, where the board shows the piece still
    /// standing and the square the man jumped from empty.
    #[inline(always)]
    fn double_jumps<R: Rules, const WHITE: bool>(&self, sides: Sides) -> Option<Longest> {
        if !R::MOST_CAPTURES
            || R::CROWNING != Crowning::AtTheEnd
            || !R::MEN_CAPTURE_BACKWARDS
            || self.kings
            || self.again == 0
        {
            return None;
        }
        let mut doubles = [[0; 4]; 4];
        // The second landing squares by the direction of the second jump.
        let mut by_second = [0; 4];
        for first in ALL {
            let from = self.landings[first] & self.again;
            for second in ALL {
                if second != 3 - first {
                    let landings = jumps::<R>(from, sides.empty, sides.theirs, second);
                    doubles[first][second] = landings;
                    by_second[second] |= landings;
                }
            }
        }
        // The second landing squares a third jump starts from, by the second direction.
        let mut again = [0; 4];
        let mut any = 0;
        for second in ALL {
            for third in ALL {
                if third != 3 - second {
                    let landings = jumps::<R>(by_second[second], sides.empty, sides.theirs, third);
                    again[second] |= behind_twice::<R>(landings, third);
                }
            }
            any |= again[second];
        }
        if any == 0 {
            return Some(Longest::Two(doubles));
        }
        let mut men = 0;
        for first in ALL {
            for second in ALL {
                let turns = behind_twice::<R>(doubles[first][second] & again[second], second);
                men |= behind_twice::<R>(turns, first);
            }
        }
        Some(Longest::ThreeOrMore(men))
    }
}

/// What [`Survey::double_jumps`] finds.
enum Longest {
    /// No capture takes three pieces: the landing squares of the two-jump captures.
    Two(Doubles),
    /// Some man takes three pieces or more: the men that do, the only ones with a move.
    ThreeOrMore(u64),
}

/// The squares the king on `king` (one bit) moves to in direction `dir` through `empty`:
/// along the open ray where kings fly, else one step.
#[inline(always)]
fn king_moves<R: Rules>(king: u64, dir: usize, empty: u64) -> u64 {
    if R::FLYING_KINGS {
        open_ray::<R>(king.trailing_zeros(), dir, empty)
    } else {
        push::<R>(king, empty, dir)
    }
}

/// The number of steps of `men` (white's if `WHITE`) onto `empty`: their quiet moves.
#[inline(always)]
fn men_steps<R: Rules, const WHITE: bool>(men: u64, empty: u64) -> u64 {
    let mut count = 0;
    for dir in forward(WHITE) {
        count += push::<R>(men, empty, dir).count_ones();
    }
    u64::from(count)
}

/// The counts of the children [`Position::two_plies`] proves quiet, set-wise. In such a
/// child the side to move (white if `WHITE`) has no capture: its moves are its men's steps
/// and its kings' moves, and the kings' are those of the parent (`kings`). A move from
/// `from` to `to` empties `from` and fills `to`, so its men's steps are the parent's
/// (`base`) less those onto `to` (one for each direction a man steps onto it from) and
/// more those onto `from` (one for each man one step behind it), and the children of a
/// set of such moves add up from a few popcounts.
struct QuietChildren<R: Rules, const WHITE: bool> {
    /// The count of a child before its own squares: the men's steps and the kings' moves.
    base: u64,
    /// By the men's two directions: the squares they step onto, and the squares one step
    /// ahead of them (whether empty or not).
    onto: [u64; 2],
    ahead: [u64; 2],
    rules: PhantomData<R>,
}

impl<R: Rules, const WHITE: bool> QuietChildren<R, WHITE> {
    #[inline(always)]
    fn of(men: u64, empty: u64, kings: u64) -> Self {
        let squares = Board::<R>::SQUARES;
        let [first, second] = forward(WHITE);
        let onto = [push::<R>(men, empty, first), push::<R>(men, empty, second)];
        let ahead = [
            push::<R>(men, squares, first),
            push::<R>(men, squares, second),
        ];
        let base = u64::from(onto[0].count_ones() + onto[1].count_ones()) + kings;
        QuietChildren {
            base,
            onto,
            ahead,
            rules: PhantomData,
        }
    }

    /// The steps of theirs onto `to` (the directions a man steps onto it from), each
    /// square of `to` counted once a direction.
    #[inline(always)]
    fn onto(&self, to: u64) -> u64 {
        u64::from((to & self.onto[0]).count_ones() + (to & self.onto[1]).count_ones())
    }

    /// The men of theirs one step behind the squares of `from`, each counted once a
    /// direction: the steps onto `from` once it is empty.
    #[inline(always)]
    fn behind(&self, from: u64) -> u64 {
        u64::from((from & self.ahead[0]).count_ones() + (from & self.ahead[1]).count_ones())
    }

    /// The sum of the counts of the children of men's steps to `tos`, each from one of the
    /// squares of `froms` (a move per square of each), none with a capture.
    #[inline(always)]
    fn steps(&self, tos: u64, froms: u64) -> u64 {
        u64::from(tos.count_ones()) * self.base + self.behind(froms) - self.onto(tos)
    }

    /// The sum of the counts of the children of the moves of the piece on `from` to
    /// `tos`, none with a capture.
    #[inline(always)]
    fn moves_of(&self, from: u64, tos: u64) -> u64 {
        u64::from(tos.count_ones()) * (self.base + self.behind(from)) - self.onto(tos)
    }
}

/// The squares two steps behind `landings` in direction `dir`: where the men whose jumps
/// land there stand (each on the board, so a shift is exact).
#[inline(always)]
fn behind_twice<R: Rules>(landings: u64, dir: usize) -> u64 {
    let d = 2 * delta::<R>(dir);
    if d > 0 { landings >> d } else { landings << -d }
}

/// The search of one side's capture sequences, one capturing piece at a time
/// ([`Captures::start`]). The pieces taken so far stay on the board (they are not in
/// `empty`) and are not `theirs` to take again; the capturing piece's own square is
/// empty, so a sequence may pass over it or end on it.
struct Captures<'a, R: Rules, const WHITE: bool, const N: usize, K: Kernels> {
    /// The kernels of the copy the search runs in: each step deeper enters that copy again
    /// (`Kernels::run`), so that the whole search is compiled for its CPU features (a
    /// recursive function out of line would be compiled for the default target's).
    kernels: K,
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

impl<R: Rules, const WHITE: bool, const N: usize, K: Kernels> Captures<'_, R, WHITE, N, K> {
    /// Starts the sequences of the piece on `piece`, its square emptied.
    #[inline(always)]
    fn start(&mut self, piece: u64, empty: u64) {
        self.from = piece.trailing_zeros();
        self.empty = empty | piece;
    }

    /// A sequence ends on `to`, having taken `captured`: listed unless a longer one
    /// exists (where the longest must be played) or, dropping duplicates, the same move is
    /// listed already. Inlined, so that it is compiled into the search's copy.
    #[inline(always)]
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
    #[inline(always)]
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
                    if !self.deeper_flying(land, captured, DIR, true, true) {
                        self.finish(land, captured, true);
                    }
                    return true;
                }
                Crowning::AtTheEnd => {}
            }
        }
        let kernels = self.kernels;
        let goes_on = if KING {
            kernels.run(Deeper::<R, WHITE, N, K, KING_JUMPS>::new(
                self, land, captured,
            ))
        } else {
            kernels.run(Deeper::<R, WHITE, N, K, MAN_JUMPS>::new(
                self, land, captured,
            ))
        };
        if !goes_on {
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
    #[inline(always)]
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
        let mut goes_on = self.deeper_flying(first, captured, DIR, true, crown);
        let mut rest = landings & !first;
        while rest != 0 {
            goes_on |= self.deeper_flying(pop(&mut rest), captured, DIR, false, crown);
        }
        if !goes_on {
            let mut ends = landings;
            while ends != 0 {
                self.finish(pop(&mut ends), captured, crown);
            }
        }
        true
    }

    /// [`Captures::flying`] one capture deeper, in the search's copy.
    #[inline(always)]
    fn deeper_flying(
        &mut self,
        at: u64,
        captured: u64,
        came: usize,
        along: bool,
        crown: bool,
    ) -> bool {
        let kernels = self.kernels;
        kernels.run(Deeper::<R, WHITE, N, K, FLYING> {
            came,
            along,
            crown,
            ..Deeper::new(self, at, captured)
        })
    }
}

/// [`Deeper`]'s searches: a man's jumps, an English king's, a flying king's captures.
const MAN_JUMPS: u8 = 0;
/// See [`MAN_JUMPS`].
const KING_JUMPS: u8 = 1;
/// See [`MAN_JUMPS`].
const FLYING: u8 = 2;

/// The capture search one step deeper from `at`, having taken `captured`, as a task for
/// [`Kernels::run`]: the recursion of [`Captures`] re-entering the copy it runs in, one
/// function per search (`STEP`, [`MAN_JUMPS`] ..). `came`, `along` and `crown` are
/// [`Captures::flying`]'s.
struct Deeper<'s, 'a, R: Rules, const WHITE: bool, const N: usize, K: Kernels, const STEP: u8> {
    search: &'s mut Captures<'a, R, WHITE, N, K>,
    at: u64,
    captured: u64,
    came: usize,
    along: bool,
    crown: bool,
}

impl<'s, 'a, R: Rules, const WHITE: bool, const N: usize, K: Kernels, const STEP: u8>
    Deeper<'s, 'a, R, WHITE, N, K, STEP>
{
    #[inline(always)]
    fn new(search: &'s mut Captures<'a, R, WHITE, N, K>, at: u64, captured: u64) -> Self {
        Deeper {
            search,
            at,
            captured,
            came: 0,
            along: false,
            crown: false,
        }
    }
}

impl<R: Rules, const WHITE: bool, const N: usize, K: Kernels, const STEP: u8> WithKernels
    for Deeper<'_, '_, R, WHITE, N, K, STEP>
{
    type Output = bool;

    #[inline(always)]
    fn run<K2: Kernels>(self, _kernels: K2) -> bool {
        match STEP {
            MAN_JUMPS => self.search.jumps::<false>(self.at, self.captured),
            KING_JUMPS => self.search.jumps::<true>(self.at, self.captured),
            _ => self.search.flying(
                self.at,
                self.captured,
                Some(self.came),
                self.along,
                self.crown,
            ),
        }
    }
}

/// The moves of [`Survey::single_jumps`]' `landings` through `out` (a function of its own
/// for the reason [`Sides::quiet_into`] gives).
#[inline(always)]
fn single_jumps_into<R: Rules, const WHITE: bool, const N: usize>(
    landings: [u64; 4],
    out: &mut Pusher<'_, Move<R>, N>,
) {
    let crown = crown_row::<R, WHITE>();
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
}

/// The moves of [`Survey::double_jumps`]' `doubles` written into `list`: each landing
/// square gives the man's square two jumps back and the two pieces jumped.
#[inline(always)]
fn double_jumps_into<R: Rules, const WHITE: bool, const N: usize>(
    doubles: &Doubles,
    list: &mut MoveList<R, N>,
) {
    let crown = crown_row::<R, WHITE>();
    for first in ALL {
        let d1 = delta::<R>(first);
        for second in ALL {
            let d2 = delta::<R>(second);
            let mut targets = doubles[first][second];
            while targets != 0 {
                let to = pop(&mut targets).trailing_zeros();
                let turn = to.wrapping_add_signed(-2 * d2);
                let from = turn.wrapping_add_signed(-2 * d1);
                let captured =
                    1 << turn.wrapping_add_signed(-d1) | 1 << to.wrapping_add_signed(-d2);
                list.push(Move::new(from, to, crown >> to & 1 != 0, captured));
            }
        }
    }
}

impl<R: Rules> Position<R> {
    /// The legal moves, in generation order: the captures if there is one (the longest
    /// only where `R` says so), else the men's steps and the kings' moves.
    ///
    /// ```
    /// use bitfill_draughts::{Position, rules::International};
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
        self.legal_moves_with(Portable, list);
    }

    /// [`Position::legal_moves_into`] in the copy of the code `kernels` runs: inside a
    /// task of `bitfill::simd::dispatch` ([`WithKernels`]), its capture search recurses
    /// in the task's copy (compiled for the CPU's features) rather than the default
    /// target's.
    #[inline(always)]
    pub fn legal_moves_with<K: Kernels, const N: usize>(
        &self,
        kernels: K,
        list: &mut MoveList<R, N>,
    ) {
        match self.side {
            Color::White => self.generate::<true, N, K>(kernels, list),
            Color::Black => self.generate::<false, N, K>(kernels, list),
        }
    }

    #[inline(always)]
    fn generate<const WHITE: bool, const N: usize, K: Kernels>(
        &self,
        kernels: K,
        list: &mut MoveList<R, N>,
    ) {
        list.clear();
        let sides = Sides::of(self);
        if let Some(survey) = sides.survey::<R, WHITE>() {
            if let Some(landings) = survey.single_jumps::<R, WHITE>() {
                if N < QUIET_BOUND {
                    // A test's small list: listed in full, then made the list's.
                    let mut all = MoveList::<R>::new();
                    self.generate::<WHITE, CAPACITY, K>(kernels, &mut all);
                    list.set(all.as_slice());
                    return;
                }
                list.push_with(|out| single_jumps_into::<R, WHITE, N>(landings, out));
                return;
            }
            let searched = match survey.double_jumps::<R, WHITE>(sides) {
                Some(Longest::Two(doubles)) => {
                    double_jumps_into::<R, WHITE, N>(&doubles, list);
                    return;
                }
                Some(Longest::ThreeOrMore(men)) => Some(men),
                None => None,
            };
            sides.captures::<R, WHITE, N, K, true>(
                &survey,
                searched,
                kernels,
                self.duplicates,
                list,
            );
        } else {
            sides.quiet::<R, WHITE, N>(list);
        }
    }

    /// True if the side to move must capture.
    #[must_use]
    pub fn must_capture(&self) -> bool {
        match self.side {
            Color::White => Sides::of(self).survey::<R, true>().is_some(),
            Color::Black => Sides::of(self).survey::<R, false>().is_some(),
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
        self.count_legal_moves_with(Portable, scratch)
    }

    /// [`Position::count_legal_moves_in`] in the copy of the code `kernels` runs (see
    /// [`Position::legal_moves_with`]).
    #[inline(always)]
    pub fn count_legal_moves_with<K: Kernels, const N: usize>(
        &self,
        kernels: K,
        scratch: &mut MoveList<R, N>,
    ) -> u64 {
        match self.side {
            Color::White => self.count::<true, N, K>(kernels, scratch),
            Color::Black => self.count::<false, N, K>(kernels, scratch),
        }
    }

    /// The number of positions two plies below this one, the second ply counted as
    /// [`Position::count_legal_moves_with`] counts it: the sum of the legal-move counts of
    /// the positions after each legal move, what a bulk perft adds up one ply above the
    /// last. `moves` and `scratch` are the two plies' lists, which lose what they held.
    /// The children of quiet moves share the proof that the opponent cannot capture after
    /// one of them, found here once for them all (see `two_plies`).
    ///
    /// ```
    /// use bitfill_draughts::{Position, rules::International};
    /// use bitfill_draughts::moves::MoveList;
    /// use bitfill::simd::Portable;
    /// let start = Position::<International>::startpos();
    /// let mut moves = MoveList::<International>::new();
    /// let mut scratch = MoveList::new();
    /// assert_eq!(start.count_two_plies_with(Portable, &mut moves, &mut scratch), 81);
    /// ```
    #[inline(always)]
    pub fn count_two_plies_with<K: Kernels, const N: usize>(
        &self,
        kernels: K,
        moves: &mut MoveList<R, N>,
        scratch: &mut MoveList<R, N>,
    ) -> u64 {
        match self.side {
            Color::White => self.two_plies::<true, false, N, K>(kernels, moves, scratch),
            Color::Black => self.two_plies::<false, true, N, K>(kernels, moves, scratch),
        }
    }

    /// [`Position::count_two_plies_with`] where the side to move is white if `WHITE` and
    /// the opponent (the side to move in the children) white if `THEM` (`!WHITE`).
    ///
    /// Where the side to move has no capture, the moves are quiet. If no piece of the
    /// opponent could capture on this board (were it their turn), a capture after the move
    /// from `from` to `to` must use a square the move changed, every other square being as
    /// it was. A man's jump:
    /// - takes the piece on `to` and lands on a square that was empty (`over`);
    /// - or takes a piece that stayed and lands on `from` (`onto`);
    /// - or both: a man of theirs on the square beyond `to` (one step further the way the
    ///   piece moved) jumps back over it to `from`.
    ///
    /// A king's capture runs along the king's ray (to its first piece: one step where kings
    /// do not fly), and the ray is as it was but where it meets `from` or `to`:
    /// - it runs through `from`, so our piece there was the ray's first (`onto`);
    /// - or it takes the piece on `to`, an empty square of the ray before (`over`);
    /// - or it takes the ray's first piece, one of ours that stayed, and lands on `from`,
    ///   the square beyond (`onto`).
    ///
    /// The moves are taken from the target sets, as `Sides::quiet_into` lists them. A child
    /// where none of these holds has no capture, and is never played: its count is its
    /// men's steps and its kings' moves, whose rays the move did not touch (the parent's
    /// count), and the counts of all such children of one direction of the men, or of one
    /// king's ray, add up set-wise ([`QuietChildren`]). Each of the others (every child,
    /// where some piece could capture already) is played and counted, its men's jumps
    /// found without first asking whether there are any (`count_men`) where the opponent
    /// has no king. For a man's step the tests are one set per direction, for a king's
    /// move one per ray; the man's third test is needed only where a king moves one step
    /// (a longer move ends next to no square it left), and no child with a capture is ever
    /// counted as quiet. Where the side to move can capture, the moves are listed into
    /// `moves` and every child is played and counted in full.
    #[inline(always)]
    fn two_plies<const WHITE: bool, const THEM: bool, const N: usize, K: Kernels>(
        &self,
        kernels: K,
        moves: &mut MoveList<R, N>,
        scratch: &mut MoveList<R, N>,
    ) -> u64 {
        let sides = Sides::of(self);
        if sides.survey::<R, WHITE>().is_some() {
            self.legal_moves_with(kernels, moves);
            let mut nodes = 0;
            for &mv in moves.as_slice() {
                nodes += self.play(mv).count_legal_moves_with(kernels, scratch);
            }
            return nodes;
        }
        let squares = Board::<R>::SQUARES;
        let empty = sides.empty;
        let their_men = self.theirs & !self.kings;
        let their_kings = self.theirs & self.kings;
        let dirs = men_capture::<R>(THEM);
        // Each king's ray by direction, its first piece included (one step where kings do
        // not fly), and whether a king could capture already: the ray's first piece is one
        // of ours with an empty square beyond it.
        let mut reach = [0; 4];
        let mut kings_capture = false;
        if their_kings != 0 {
            for dir in ALL {
                reach[dir] = if R::FLYING_KINGS {
                    attacks::<R>(their_kings, empty, dir)
                } else {
                    push::<R>(their_kings, squares, dir)
                };
                kings_capture |= push::<R>(reach[dir] & self.ours, empty, dir) != 0;
            }
        }
        // Where some piece of theirs could capture already, every child may have a capture.
        let tension = kings_capture || jumpers::<R>(their_men, empty, self.ours, dirs) != 0;
        let mut over = if tension { squares } else { 0 };
        let mut onto = 0;
        for dir in ALL {
            if !tension && dirs.is_none_or(|white| forward(white).contains(&dir)) {
                // Over a square (any: the piece that arrives there) onto an empty one,
                // then one step back to the square jumped.
                let landings = jumps::<R>(their_men, empty, squares, dir);
                over |= push::<R>(landings, squares, 3 - dir);
                // Over one of ours onto any square (the one our piece leaves).
                onto |= jumps::<R>(their_men, squares, self.ours, dir);
            }
        }
        // A capture by a king of theirs after the move, where none could capture before,
        // runs along a ray through `from` (our piece, the ray's first), or takes the piece
        // on `to` (which was on a ray), or takes a piece of ours first on a ray and lands
        // on `from`, the square beyond it. And their kings' quiet moves, the same in every
        // child these tests let through.
        let mut kings_quiet = 0;
        if their_kings != 0 && !tension {
            for dir in ALL {
                kings_quiet += u64::from((reach[dir] & empty).count_ones());
                over |= reach[dir];
                onto |= reach[dir] | push::<R>(reach[dir] & self.ours, squares, dir);
            }
        }
        let they_have_kings = their_kings != 0;
        let quiet = QuietChildren::<R, THEM>::of(their_men, empty, kings_quiet);
        let crown = crown_row::<R, WHITE>();
        let mut nodes = 0;
        for dir in forward(WHITE) {
            let d = delta::<R>(dir);
            // The three tests for a step this way, as the squares it ends on.
            let captures =
                over | push::<R>(onto, squares, dir) | push::<R>(their_men, squares, 3 - dir);
            let targets = push::<R>(sides.men, empty, dir);
            let safe = targets & !captures;
            nodes += quiet.steps(safe, push::<R>(safe, squares, 3 - dir));
            let mut risky = targets & captures;
            while risky != 0 {
                let to = pop(&mut risky);
                let from = to.trailing_zeros().wrapping_add_signed(-d);
                let mv = Move::new(from, to.trailing_zeros(), crown & to != 0, 0);
                nodes += self
                    .play(mv)
                    .count_after::<THEM, N, K>(they_have_kings, kernels, scratch);
            }
        }
        let mut kings = sides.kings;
        while kings != 0 {
            let king = pop(&mut kings);
            let from = king.trailing_zeros();
            for dir in ALL {
                let targets = king_moves::<R>(king, dir, empty);
                // A move of more than one step cannot end next to a man of theirs that
                // jumps back over it onto `from`: that test is the next square's alone.
                let next = push::<R>(king, squares, dir);
                let mut risky = if onto & king != 0 {
                    targets
                } else if push::<R>(next, squares, dir) & their_men != 0 {
                    targets & (over | next)
                } else {
                    targets & over
                };
                nodes += quiet.moves_of(king, targets & !risky);
                while risky != 0 {
                    let to = pop(&mut risky);
                    let mv = Move::new(from, to.trailing_zeros(), false, 0);
                    nodes +=
                        self.play(mv)
                            .count_after::<THEM, N, K>(they_have_kings, kernels, scratch);
                }
            }
        }
        nodes
    }

    #[inline(always)]
    fn count<const WHITE: bool, const N: usize, K: Kernels>(
        &self,
        kernels: K,
        scratch: &mut MoveList<R, N>,
    ) -> u64 {
        let sides = Sides::of(self);
        match sides.survey::<R, WHITE>() {
            Some(survey) => self.count_captures::<WHITE, N, K>(sides, &survey, kernels, scratch),
            None => sides.count_quiet::<R, WHITE>(),
        }
    }

    /// [`Position::count_legal_moves_with`] in a child of [`Position::two_plies`] that may
    /// have a capture: [`Position::count`] where the side to move (white if `WHITE`) has
    /// `kings`, else [`Position::count_men`].
    #[inline(always)]
    fn count_after<const WHITE: bool, const N: usize, K: Kernels>(
        &self,
        kings: bool,
        kernels: K,
        scratch: &mut MoveList<R, N>,
    ) -> u64 {
        if kings {
            self.count::<WHITE, N, K>(kernels, scratch)
        } else {
            self.count_men::<WHITE, N, K>(kernels, scratch)
        }
    }

    /// [`Position::count_legal_moves_with`] where the side to move (white if `WHITE`) has
    /// no king and probably a capture: the men's jumps are found at once, without first
    /// asking whether there are any.
    #[inline(always)]
    fn count_men<const WHITE: bool, const N: usize, K: Kernels>(
        &self,
        kernels: K,
        scratch: &mut MoveList<R, N>,
    ) -> u64 {
        let sides = Sides::of(self);
        let survey = sides.men_survey::<R, WHITE>();
        if survey.all == 0 {
            return sides.count_quiet::<R, WHITE>();
        }
        self.count_captures::<WHITE, N, K>(sides, &survey, kernels, scratch)
    }

    /// The number of legal moves where some piece of the side to move (white if `WHITE`)
    /// can capture, `survey` what it can capture.
    #[inline(always)]
    fn count_captures<const WHITE: bool, const N: usize, K: Kernels>(
        &self,
        sides: Sides,
        survey: &Survey,
        kernels: K,
        scratch: &mut MoveList<R, N>,
    ) -> u64 {
        if let Some(landings) = survey.single_jumps::<R, WHITE>() {
            let [a, b, c, d] = landings;
            return u64::from(a.count_ones() + b.count_ones() + c.count_ones() + d.count_ones());
        }
        let searched = match survey.double_jumps::<R, WHITE>(sides) {
            Some(Longest::Two(doubles)) => {
                return doubles
                    .iter()
                    .flatten()
                    .map(|landings| u64::from(landings.count_ones()))
                    .sum();
            }
            Some(Longest::ThreeOrMore(men)) => Some(men),
            None => None,
        };
        scratch.clear();
        sides.captures::<R, WHITE, N, K, false>(
            survey,
            searched,
            kernels,
            self.duplicates,
            scratch,
        );
        scratch.len() as u64
    }
}
