//! Legal move generation: every move it emits is legal; a move is tried only where it
//! could expose the general, and then only on the lines it touches.
//!
//! 1. From the general, the Classical Approach on each of its four rays finds the first,
//!    second and third piece standing on it ([`nearest`] of the ray's occupancy, three
//!    times): a check by a chariot or the other general (the first piece) or by a cannon
//!    (the second). Horse checks come from the general's four diagonal neighbours (the
//!    legs of every horse move that ends on it), soldier checks from a small table; a
//!    direction, or the horses, with no enemy piece that could use it is skipped after one
//!    AND with a table.
//! 2. Not in check, our first piece may not leave the line freely if the second is an
//!    enemy chariot or general, or the third an enemy cannon (the second would become its
//!    only screen); our second piece if the third is an enemy cannon; our piece on a leg
//!    if an enemy horse stands behind it. Any other piece cannot expose the general by
//!    leaving; it may by arriving: a piece dropped between the general and a cannon that
//!    has nothing in between becomes the cannon's screen. Those squares (`danger`) are
//!    excluded set-wise, and every other target of such a piece is legal: chariots and
//!    cannons one by one from their square ([`chariot`], [`cannon`]), horses, elephants
//!    and advisors from tables, soldiers set-wise (one set per step for all of them).
//! 3. The other moves (those pinned pieces, every move when in check, the general's own)
//!    are checked one by one, looking again only along the rays the move touches. In
//!    check, only the targets that could answer every check are tried: on a checking
//!    chariot, cannon, horse or soldier, between a chariot or cannon and the general, on a
//!    checking horse's leg (a cannon's screen may go anywhere). A step of the general to
//!    an empty square looks again only across its line: along it, it sees what it saw.
//!
//! The moves go to a [`Sink`]: a [`MoveList`]'s pusher writes them out, a [`Counter`] adds up
//! popcounts (bulk counting at the leaves of perft) in bitfill's
//! [`Tally`].

use super::attacks::{EAST, NORTH, RAYS, SOUTH, WEST, cannon, chariot, nearest};
use super::leapers::{
    ADVISOR, BOARD, DIAGONAL_LEGS, ELEPHANT, GENERAL, HORSE, HORSE_ATTACKERS, HORSE_LEGS, Leap,
    RED_HALF, SOLDIER, SOLDIER_ATTACKERS, around, bit,
};
use super::moves::{CAPACITY, Move, MoveList, Square};
use super::position::{Color, Piece, Position};
use bitfill::geometry;
use bitfill::popcount::Tally;
use bitfill_engines_common::for_squares;
use bitfill_engines_common::movelist::Pusher;
use bitfill_engines_common::tables::{Squares, union_over};

impl Position {
    /// True when the side to move has its general attacked.
    #[must_use]
    pub fn is_check(&self) -> bool {
        is_attacked_general(self, self.side)
    }

    /// Every legal move, in generation order.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list
    }

    /// Every legal move, in generation order, written into `moves`, which loses what it
    /// held: a search or perft keeps one list per ply and refills it.
    // Always inlined, as `count_legal_moves` and `Position::play` are: the perft drivers'
    // copy of the recursion compiled for AVX2 and BMI (`bitfill::simd::dispatch`) gives its
    // features only to the code inlined into it.
    #[inline(always)]
    pub fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        moves.push_with(|moves| generate(self, moves));
    }

    /// The number of legal moves, counted by popcounts without listing them.
    #[must_use]
    #[inline(always)]
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter::default();
        generate(self, &mut counter);
        counter.total()
    }
}

/// Where generated moves go.
pub trait Sink {
    /// Moves of the piece of kind `piece` on `from` to every square of `targets`.
    fn moves(&mut self, piece: Piece, from: u32, targets: u128);

    /// Moves of several pieces of kind `piece` by the same step: each square of `targets`
    /// is reached from the square `delta` below it (the soldiers, set-wise).
    fn steps(&mut self, piece: Piece, delta: i32, targets: u128);

    /// The moves of two pieces of kind `piece` (or one, or none), as `(from, targets)`, the
    /// second only where there is a first: one piece at a time, unless the sink can do
    /// better.
    // The second is tested only where the first is there (`two!` fills the pairs in
    // order): an iterator over the two options kept them on the stack and tested each
    // twice, in the move list's sink.
    #[inline(always)]
    fn pair(&mut self, piece: Piece, pair: [Option<(u32, u128)>; 2]) {
        let [first, second] = pair;
        if let Some((from, targets)) = first {
            self.moves(piece, from, targets);
            if let Some((from, targets)) = second {
                self.moves(piece, from, targets);
            }
        }
    }

    /// The moves of the pieces of side `us` that stay in its half: one piece at a time,
    /// unless the sink can do better.
    #[inline(always)]
    fn home(&mut self, us: usize, home: &Home) {
        let _ = us;
        self.pair(Piece::Elephant, home.elephants);
        self.pair(Piece::Advisor, home.advisors);
        self.moves(Piece::General, home.general.0, home.general.1);
    }
}

/// The moves of the pieces that never leave their side's half of the board: the elephants
/// (the river stops them), the advisors and the general (the palace), as `(from, targets)`.
pub struct Home {
    /// The elephants that may move freely (a pinned one is not here).
    pub elephants: [Option<(u32, u128)>; 2],
    /// The advisors that may move freely.
    pub advisors: [Option<(u32, u128)>; 2],
    /// The general and its legal steps.
    pub general: (u32, u128),
}

// The list's sink is what a search and list-mode perft (`--leaves list`) run at every
// node: the moves written into the list's slots with the length in a register for the
// whole generation ([`MoveList::push_with`] around [`generate`]: one load and one store
// of the length a node, not one a piece), the targets scanned a word at a time
// ([`for_squares!`]), each move one store.
impl Sink for Pusher<'_, Move, CAPACITY> {
    #[inline]
    fn moves(&mut self, piece: Piece, from: u32, targets: u128) {
        let from = Square::from_index_unchecked(from);
        for_squares!(to in targets => {
            self.push(Move::new(from, Square::from_index_unchecked(to), piece as u8));
        });
    }

    #[inline]
    fn steps(&mut self, piece: Piece, delta: i32, targets: u128) {
        for_squares!(to in targets => {
            let from = to.wrapping_add_signed(-delta);
            self.push(Move::new(
                Square::from_index_unchecked(from),
                Square::from_index_unchecked(to),
                piece as u8,
            ));
        });
    }
}

/// Counts moves without listing them: the target sets go into bitfill's
/// [`Tally`], which adds up their popcounts (cheaply also where
/// the CPU has no `popcnt`: digit planes in SSE2 registers instead of 36 instructions for a
/// `u128`'s `count_ones`), pairs of them through a carry-save adder first, and the pieces
/// that stay in their half several to a set ([`Sink::home`]).
#[derive(Default)]
pub struct Counter {
    tally: Tally,
    /// Without `popcnt`: the squares counted an odd number of times by the pairs so far,
    /// not yet in the tally (a carry-save adder's sum).
    ones: u128,
}

/// Without `popcnt` the tally adds a set in about 30 instructions: pairs of sets first go
/// through a full adder with [`Counter::ones`], and only the carry is added (at weight 2).
const CARRY_SAVE: bool = cfg!(all(target_arch = "x86_64", not(target_feature = "popcnt")));

impl Counter {
    /// The number of moves counted.
    #[inline(always)]
    #[must_use]
    pub fn total(&self) -> u64 {
        let mut tally = self.tally;
        tally.add(self.ones);
        tally.total()
    }

    /// Adds the squares of `a` and of `b`.
    #[inline(always)]
    fn add_pair(&mut self, a: u128, b: u128) {
        if CARRY_SAVE {
            let odd = self.ones ^ a;
            let carry = (self.ones & a) | (odd & b);
            self.ones = odd ^ b;
            if carry != 0 {
                self.tally.add_times(carry, 2);
            }
        } else {
            self.tally.add(a);
            self.tally.add(b);
        }
    }
}

impl Sink for Counter {
    #[inline(always)]
    fn moves(&mut self, _: Piece, _: u32, targets: u128) {
        // Boxed-in pieces are common: no set to add.
        if targets != 0 {
            self.tally.add(targets);
        }
    }

    #[inline(always)]
    fn steps(&mut self, _: Piece, _: i32, targets: u128) {
        if targets != 0 {
            self.tally.add(targets);
        }
    }

    /// Two sets in one where they cannot meet: the second elephant's and the second
    /// advisor's targets moved into the other side's half (45 squares on), the general's
    /// into bits 90 and up, past the board. Five sets, one pair.
    #[inline(always)]
    fn home(&mut self, us: usize, home: &Home) {
        let [e1, e2] = home
            .elephants
            .map(|piece| piece.map_or(0, |(_, targets)| targets));
        let [a1, a2] = home
            .advisors
            .map(|piece| piece.map_or(0, |(_, targets)| targets));
        let general = home.general.1;
        // Red's half is squares 0 to 44, its palace 3 to 23; black's half 45 to 89, its
        // palace 66 to 86.
        let (elephants, advisors) = if us == 0 {
            (e1 | e2 << 45 | general << 90, a1 | a2 << 45)
        } else {
            (e1 | e2 >> 45 | general << 24, a1 | a2 >> 45)
        };
        self.add_pair(elephants, advisors);
    }

    #[inline(always)]
    fn pair(&mut self, _: Piece, pair: [Option<(u32, u128)>; 2]) {
        let [a, b] = pair.map(|piece| piece.map_or(0, |(_, targets)| targets));
        self.add_pair(a, b);
    }
}

/// The first two squares of `set`, each with its targets (`$targets`, with the square
/// bound to `$from`), as `[Option<(u32, u128)>; 2]`. A macro, not a function taking a
/// closure: the closures of the three kinds of piece, alike in every generator, were merged
/// into one out-of-line function each, which the perft drivers' copy of the recursion
/// compiled for AVX2 and BMI (`bitfill::simd::dispatch`) then called without its features.
macro_rules! two {
    ($set:expr, |$from:ident| $targets:expr) => {{
        let mut squares = Squares($set);
        let mut pair = [None; 2];
        for slot in &mut pair {
            if let Some($from) = squares.next() {
                *slot = Some(($from, $targets));
            }
        }
        pair
    }};
}

/// The a-file and the i-file, which a sideways step must not leave across the edge.
const FILE_A: u128 = geometry::file_band(9, 10, 0, 0);
const FILE_I: u128 = geometry::file_band(9, 10, 8, 8);

/// A side's pieces that can attack the other general, grouped by how they attack.
#[derive(Clone, Copy)]
struct Attackers {
    /// Chariots, and the general (it "flies" along an open file).
    lines: u128,
    cannons: u128,
    horses: u128,
    soldiers: u128,
    /// The attacking side, for the soldiers' direction.
    color: usize,
}

impl Attackers {
    #[inline(always)]
    fn of(pos: &Position, color: usize) -> Attackers {
        let own = pos.colors[color];
        let kind = |piece: Piece| pos.pieces[piece as usize] & own;
        Attackers {
            lines: kind(Piece::Chariot) | kind(Piece::General),
            cannons: kind(Piece::Cannon),
            horses: kind(Piece::Horse),
            soldiers: kind(Piece::Soldier),
            color,
        }
    }

    /// The same pieces with the one on `captured` (if any) taken off.
    #[inline(always)]
    fn without(self, captured: u128) -> Attackers {
        Attackers {
            lines: self.lines & !captured,
            cannons: self.cannons & !captured,
            horses: self.horses & !captured,
            soldiers: self.soldiers & !captured,
            color: self.color,
        }
    }
}

/// The targets of the leaps of `table` (a square's entries) whose leg is empty: `legs`
/// are the legs' bits in `near`, the [`around`] word of the square.
#[inline(always)]
fn leaps(table: &[Leap; 4], legs: &[u32; 4], near: u32) -> u128 {
    let mut targets = 0;
    for (leap, leg) in table.iter().zip(legs) {
        if near & leg == 0 {
            targets |= leap.targets;
        }
    }
    targets
}

/// A horse's moves from `from` with `occupied` the occupied squares: over each empty leg.
#[inline(always)]
fn horse(from: u32, occupied: u128) -> u128 {
    leaps(&HORSE[from as usize], &HORSE_LEGS, around(from, occupied))
}

/// An elephant's moves from `from`: over each empty eye, on its side of the river.
#[inline(always)]
fn elephant(from: u32, occupied: u128) -> u128 {
    leaps(
        &ELEPHANT[from as usize],
        &DIAGONAL_LEGS,
        around(from, occupied),
    )
}

/// The squares from which a horse attacks `sq`, over the empty legs.
#[inline(always)]
fn horses_attacking(sq: u32, occupied: u128) -> u128 {
    leaps(
        &HORSE_ATTACKERS[sq as usize],
        &DIAGONAL_LEGS,
        around(sq, occupied),
    )
}

/// The file and rank of every square, without the square: where a chariot, cannon or
/// general must stand to attack it.
const LINES: [u128; 90] = {
    let mut table = [0; 90];
    let mut sq = 0;
    while sq < 90 {
        table[sq] = RAYS[NORTH][sq] | RAYS[EAST][sq] | RAYS[SOUTH][sq] | RAYS[WEST][sq];
        sq += 1;
    }
    table
};

/// Where a horse must stand to attack each square (over some leg).
const HORSE_REACH: [u128; 90] = {
    let mut table = [0; 90];
    let mut sq = 0;
    while sq < 90 {
        let mut i = 0;
        while i < 4 {
            table[sq] |= HORSE_ATTACKERS[sq][i].targets;
            i += 1;
        }
        sq += 1;
    }
    table
};

/// The union of `table` over the general's steps from each square: where an enemy piece
/// must stand to attack a square the general could step to.
const fn around_general(table: &[u128; 90]) -> [u128; 90] {
    union_over(&GENERAL, table)
}

const AROUND_LINES: [u128; 90] = around_general(&LINES);
const AROUND_HORSES: [u128; 90] = around_general(&HORSE_REACH);
static AROUND_SOLDIERS: [[u128; 90]; 2] = [
    around_general(&SOLDIER_ATTACKERS[0]),
    around_general(&SOLDIER_ATTACKERS[1]),
];

/// Is `sq` attacked by `attackers`, with `occupied` the occupied squares?
#[inline(always)]
fn attacked(sq: u32, occupied: u128, attackers: &Attackers) -> bool {
    attacked_across(sq, occupied, attackers, ALL_DIRECTIONS)
}

/// The directions [`attacked_across`] looks along, one bit each (`1 << NORTH` ...).
const ALL_DIRECTIONS: u32 = 0b1111;
const FILE_DIRECTIONS: u32 = 1 << NORTH | 1 << SOUTH;
const RANK_DIRECTIONS: u32 = 1 << EAST | 1 << WEST;

/// Is `sq` attacked by `attackers`, with `occupied` the occupied squares, looking for
/// chariots, cannons and the general only along the `directions` (a set of `1 << dir`)?
#[inline(always)]
fn attacked_across(sq: u32, occupied: u128, attackers: &Attackers, directions: u32) -> bool {
    let s = sq as usize;
    let sliders = attackers.lines | attackers.cannons;
    // The rays only when a chariot, general or cannon stands on the file or rank at all.
    if LINES[s] & sliders != 0 {
        for (dir, rays) in RAYS.iter().enumerate() {
            let ray = rays[s];
            if directions >> dir & 1 == 0 || ray & sliders == 0 {
                continue;
            }
            let o = ray & occupied;
            let first = nearest(dir, sq, o);
            if first & attackers.lines != 0
                || (ray & attackers.cannons != 0
                    && nearest(dir, sq, o ^ first) & attackers.cannons != 0)
            {
                return true;
            }
        }
    }
    (HORSE_REACH[s] & attackers.horses != 0
        && horses_attacking(sq, occupied) & attackers.horses != 0)
        || SOLDIER_ATTACKERS[attackers.color][s] & attackers.soldiers != 0
}

/// Is the general of `color` attacked (by the other general too, on an open file)?
pub(crate) fn is_attacked_general(pos: &Position, color: Color) -> bool {
    let us = color as usize;
    let general = pos.pieces[Piece::General as usize] & pos.colors[us];
    if general == 0 {
        return false;
    }
    let occupied = pos.colors[0] | pos.colors[1];
    attacked(
        general.trailing_zeros(),
        occupied,
        &Attackers::of(pos, 1 - us),
    )
}

/// The squares of `ray` (in direction `dir`) strictly before its square `first`.
#[inline(always)]
fn before(dir: usize, ray: u128, first: u128) -> u128 {
    let below = first.wrapping_sub(1);
    if dir == NORTH || dir == EAST {
        ray & below
    } else {
        ray & !(below | first)
    }
}

/// What the general sees along its file and rank, gathered direction by direction.
struct Sight {
    /// The directions in which it is in check.
    checks: [bool; 4],
    /// Pieces (of either side) that may not leave their line freely.
    exposed: u128,
    /// The empty squares where an arriving piece becomes a cannon's only screen.
    danger: u128,
    /// In check, the squares where a move of a piece other than the general and the
    /// screens can end and answer every check so far: on the checker or between.
    evasions: u128,
    /// The screens of the cannons that give check: moving one away answers that check.
    screens: u128,
}

/// The first three pieces along `DIR` from the general on `g`: the first is a check if it
/// is an enemy chariot or general, the second if it is an enemy cannon. The first piece
/// is exposed if the second is an enemy chariot or general, or the third an enemy cannon
/// (the second would be its only screen); the second if the third is an enemy cannon. The
/// empty squares before a first piece that is an enemy cannon are `danger`: a piece
/// arriving there becomes its screen. A direction with no enemy chariot, cannon or
/// general on it is skipped.
#[inline(always)]
fn general_line<const DIR: usize>(
    g: usize,
    occupied: u128,
    attackers: &Attackers,
    sight: &mut Sight,
) {
    let ray = RAYS[DIR][g];
    if ray & (attackers.lines | attackers.cannons) == 0 {
        return;
    }
    let o = ray & occupied;
    let first = nearest(DIR, g as u32, o);
    let rest = o ^ first;
    let second = nearest(DIR, g as u32, rest);
    if first & attackers.lines != 0 {
        sight.checks[DIR] = true;
        sight.evasions &= before(DIR, ray, first) | first;
    }
    if second & attackers.lines != 0 {
        sight.exposed |= first;
    }
    if ray & attackers.cannons != 0 {
        if second & attackers.cannons != 0 {
            // Taking the screen leaves one: not an answer, but harmless in the set.
            sight.checks[DIR] = true;
            sight.evasions &= before(DIR, ray, second) | second;
            sight.screens |= first;
        }
        if nearest(DIR, g as u32, rest ^ second) & attackers.cannons != 0 {
            sight.exposed |= first | second;
        }
        if first & attackers.cannons != 0 {
            sight.danger |= before(DIR, ray, first);
        }
    }
}

/// What the side to move's general sees before the move, for testing moves one by one.
struct Exposure {
    general: u32,
    occupied: u128,
    attackers: Attackers,
    line_checks: [bool; 4],
    horse_checkers: u128,
    soldier_checkers: u128,
    legs: u128,
}

impl Exposure {
    /// Is the general in check along `DIR` after a move that changes the squares of
    /// `moved`, leaving `occupied`, with the enemy's `lines` and `cannons` left?
    #[inline(always)]
    fn line_check<const DIR: usize>(
        &self,
        moved: u128,
        occupied: u128,
        lines: u128,
        cannons: u128,
    ) -> bool {
        let ray = RAYS[DIR][self.general as usize];
        // A direction the move does not touch keeps what it had, and so does one without
        // enemy chariots, cannons or general (a capture only removes them).
        if ray & moved == 0 || ray & (self.attackers.lines | self.attackers.cannons) == 0 {
            return self.line_checks[DIR];
        }
        let o = ray & occupied;
        let first = nearest(DIR, self.general, o);
        first & lines != 0 || nearest(DIR, self.general, o ^ first) & cannons != 0
    }

    /// Does the non-general move from `from` to `to` leave the general unattacked?
    #[inline(always)]
    fn allows(&self, from: u32, to: u32) -> bool {
        let from = bit(from);
        let to = bit(to);
        let occupied = (self.occupied & !from) | to;
        let lines = self.attackers.lines & !to;
        let cannons = self.attackers.cannons & !to;
        if self.line_check::<NORTH>(from | to, occupied, lines, cannons)
            || self.line_check::<EAST>(from | to, occupied, lines, cannons)
            || self.line_check::<SOUTH>(from | to, occupied, lines, cannons)
            || self.line_check::<WEST>(from | to, occupied, lines, cannons)
        {
            return false;
        }
        // Only a piece leaving a leg can let a horse through; one arriving only blocks.
        if (self.horse_checkers != 0 || self.legs & from != 0)
            && horses_attacking(self.general, occupied) & self.attackers.horses & !to != 0
        {
            return false;
        }
        self.soldier_checkers & !to == 0
    }

    /// The squares of `targets` the piece on `from` may go to.
    #[inline(always)]
    fn filter(&self, from: u32, targets: u128) -> u128 {
        let mut legal = 0;
        for to in Squares(targets) {
            if self.allows(from, to) {
                legal |= bit(to);
            }
        }
        legal
    }
}

/// Emits every legal move of `pos` into `sink`.
#[inline(always)]
pub fn generate<S: Sink>(pos: &Position, sink: &mut S) {
    let us = pos.side as usize;
    let them = 1 - us;
    let own = pos.colors[us];
    let enemy = pos.colors[them];
    let occupied = own | enemy;
    let empty = !occupied & BOARD;
    let general_set = pos.pieces[Piece::General as usize] & own;
    if general_set == 0 {
        // Only after `play` of a move that was not legal; there is nothing to defend.
        return;
    }
    let general = general_set.trailing_zeros();
    let g = general as usize;
    let attackers = Attackers::of(pos, them);

    // 1. Along the general's file and rank, the first three pieces of each direction.
    let mut sight = Sight {
        checks: [false; 4],
        exposed: 0,
        danger: 0,
        evasions: BOARD,
        screens: 0,
    };
    general_line::<NORTH>(g, occupied, &attackers, &mut sight);
    general_line::<EAST>(g, occupied, &attackers, &mut sight);
    general_line::<SOUTH>(g, occupied, &attackers, &mut sight);
    general_line::<WEST>(g, occupied, &attackers, &mut sight);
    let sliders = attackers.lines | attackers.cannons;
    // Horses: a leg (a diagonal neighbour of the general) that is empty lets the horses
    // behind it check (answered by taking the horse or standing on the leg); our piece on
    // it may not leave freely if an enemy horse is there.
    let mut horse_checkers = 0;
    let mut legs = 0;
    if HORSE_REACH[g] & attackers.horses != 0 {
        for leap in &HORSE_ATTACKERS[g] {
            legs |= leap.block;
            let horses = leap.targets & attackers.horses;
            if leap.block & occupied == 0 {
                if horses != 0 {
                    horse_checkers |= horses;
                    // Two horses over one leg: only the leg answers both.
                    let one = if horses & (horses - 1) == 0 {
                        horses
                    } else {
                        0
                    };
                    sight.evasions &= leap.block | one;
                }
            } else if horses != 0 {
                sight.exposed |= leap.block;
            }
        }
    }
    let soldier_checkers = SOLDIER_ATTACKERS[them][g] & attackers.soldiers;
    if soldier_checkers != 0 {
        // Two soldiers: no single capture answers both.
        let one = soldier_checkers & (soldier_checkers - 1) == 0;
        sight.evasions &= if one { soldier_checkers } else { 0 };
    }
    let Sight {
        checks: line_checks,
        exposed,
        danger,
        evasions,
        screens,
    } = sight;
    let in_check = line_checks.contains(&true) || horse_checkers != 0 || soldier_checkers != 0;
    // In check, every move is tried, but only to the squares that can answer it (the
    // screens of checking cannons to any square).
    let (exposed, evasions) = if in_check {
        (own, evasions)
    } else {
        (exposed & own, BOARD)
    };
    let free = BOARD & !own & !danger;

    // 2. The pieces that may go anywhere their rules allow, but for the danger squares.
    let pieces = &pos.pieces;
    let movable = own & !exposed;
    // At most two of each kind (`from_fen` refuses more, and there are no promotions).
    sink.pair(
        Piece::Chariot,
        two!(pieces[Piece::Chariot as usize] & movable, |from| {
            chariot(from, occupied) & free
        }),
    );
    sink.pair(
        Piece::Cannon,
        two!(pieces[Piece::Cannon as usize] & movable, |from| {
            let (reach, captures) = cannon(from, occupied);
            ((reach & empty) | (captures & enemy)) & free
        }),
    );
    sink.pair(
        Piece::Horse,
        two!(pieces[Piece::Horse as usize] & movable, |from| {
            horse(from, occupied) & free
        }),
    );
    // Soldiers set-wise: each target has one soldier behind it per step.
    let soldiers = pieces[Piece::Soldier as usize] & movable;
    if soldiers != 0 {
        let crossed = if us == 0 {
            sink.steps(Piece::Soldier, 9, (soldiers << 9) & free);
            soldiers & !RED_HALF
        } else {
            sink.steps(Piece::Soldier, -9, (soldiers >> 9) & free);
            soldiers & RED_HALF
        };
        if crossed != 0 {
            sink.steps(Piece::Soldier, 1, ((crossed & !FILE_I) << 1) & free);
            sink.steps(Piece::Soldier, -1, ((crossed & !FILE_A) >> 1) & free);
        }
    }

    // 3. The pinned pieces (every piece, in check): each move tried.
    let pinned = exposed & !general_set;
    if pinned != 0 {
        let exposure = Exposure {
            general,
            occupied,
            attackers,
            line_checks,
            horse_checkers,
            soldier_checkers,
            legs,
        };
        for from in Squares(pinned) {
            let b = bit(from);
            let s = from as usize;
            let (piece, targets) = if b & pieces[Piece::Chariot as usize] != 0 {
                (Piece::Chariot, chariot(from, occupied))
            } else if b & pieces[Piece::Cannon as usize] != 0 {
                let (reach, captures) = cannon(from, occupied);
                (Piece::Cannon, (reach & empty) | (captures & enemy))
            } else if b & pieces[Piece::Horse as usize] != 0 {
                (Piece::Horse, horse(from, occupied))
            } else if b & pieces[Piece::Elephant as usize] != 0 {
                (Piece::Elephant, elephant(from, occupied))
            } else if b & pieces[Piece::Advisor as usize] != 0 {
                (Piece::Advisor, ADVISOR[s])
            } else {
                (Piece::Soldier, SOLDIER[us][s])
            };
            let evasions = if b & screens != 0 { BOARD } else { evasions };
            sink.moves(
                piece,
                from,
                exposure.filter(from, targets & evasions & !own),
            );
        }
    }

    // 4. The general: every step tried with the general on its target square, unless no
    //    enemy piece could attack any square it steps to.
    let mut general_moves = GENERAL[g] & !own;
    let threats = (AROUND_LINES[g] & sliders)
        | (AROUND_HORSES[g] & attackers.horses)
        | (AROUND_SOLDIERS[them][g] & attackers.soldiers);
    if threats != 0 {
        for to in Squares(general_moves) {
            let to_bit = bit(to);
            let after = (occupied & !general_set) | to_bit;
            let attacked = if to_bit & enemy != 0 {
                attacked(to, after, &attackers.without(to_bit))
            } else {
                // A step to an empty square along a file keeps what the general saw along
                // it (its own square empties, the pieces beyond are the same): only the
                // rank through the target square is new. Likewise along a rank.
                let (along, across) = if to.abs_diff(general) == 9 {
                    (line_checks[NORTH] || line_checks[SOUTH], RANK_DIRECTIONS)
                } else {
                    (line_checks[EAST] || line_checks[WEST], FILE_DIRECTIONS)
                };
                along || attacked_across(to, after, &attackers, across)
            };
            if attacked {
                general_moves ^= to_bit;
            }
        }
    }
    // Elephants and advisors (at most two of each: `from_fen` refuses more, and there
    // are no promotions).
    let mut home = Home {
        elephants: [None; 2],
        advisors: [None; 2],
        general: (general, general_moves),
    };
    for (slot, from) in home
        .elephants
        .iter_mut()
        .zip(Squares(pieces[Piece::Elephant as usize] & movable))
    {
        *slot = Some((from, elephant(from, occupied) & free));
    }
    for (slot, from) in home
        .advisors
        .iter_mut()
        .zip(Squares(pieces[Piece::Advisor as usize] & movable))
    {
        *slot = Some((from, ADVISOR[from as usize] & free));
    }
    sink.home(us, &home);
}
