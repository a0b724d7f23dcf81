//! Legal move generation: every move it emits is legal; a move is tried only where it
//! could expose the general, and then only on the lines it touches.
//!
//! 1. From the general, one fill per direction finds what stands on its file and rank:
//!    a check by a chariot or the other general (the first piece) or by a cannon (the
//!    piece beyond exactly one screen). Horse checks come from the general's four
//!    diagonal neighbours (the legs of every horse move that ends on it), soldier checks
//!    from a small table.
//! 2. Not in check, the same fills find the first three pieces of each direction. Our
//!    first piece may not leave the line freely if the second is an enemy chariot or
//!    general, or the third an enemy cannon (the second would become its only screen); our
//!    second piece if the third is an enemy cannon; our piece on a leg if an enemy horse
//!    stands behind it. Any other piece cannot expose the general by leaving; it may by
//!    arriving: a piece dropped between the general and a cannon that has nothing in
//!    between becomes the cannon's screen. Those squares (`danger`) are excluded set-wise,
//!    and every other target of such a piece is legal (chariots and cannons counted
//!    set-wise, three fills per direction for all of them).
//! 3. The other moves (those pinned pieces, every move when in check, the general's own)
//!    are checked one by one, refilling only the directions the move touches.
//!
//! The moves go to a [`Sink`]: a [`MoveList`] writes them out, a [`Counter`] adds up
//! popcounts (bulk counting at the leaves of perft).

use super::attacks::{
    cannon_captures, chariot_attacks, east_attacks, east_cannon, nort_attacks, nort_cannon,
    sout_attacks, sout_cannon, west_attacks, west_cannon,
};
use super::leapers::{
    ADVISOR, BOARD, ELEPHANT, GENERAL, HORSE, HORSE_ATTACKERS, Leap, SOLDIER, SOLDIER_ATTACKERS,
    bit,
};
use super::moves::{Move, MoveList, Square};
use super::position::{Color, Piece, Position};
use crate::tally::sum_of_counts;

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
        generate(self, &mut list);
        list
    }

    /// The number of legal moves, counted by popcounts without listing them.
    #[must_use]
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter(0);
        generate(self, &mut counter);
        counter.0
    }
}

/// Where generated moves go.
pub trait Sink {
    /// Moves of the piece on `from` to every square of `targets`.
    fn moves(&mut self, from: u32, targets: u128);

    /// The moves of chariots and cannons that may go anywhere in `targets` (the general
    /// stays safe whatever they do): one by one with the four-direction getters, unless
    /// the sink can do better.
    #[inline]
    fn sliders(&mut self, chariots: u128, cannons: u128, empty: u128, targets: u128) {
        let enemy = targets & !empty;
        for_each(chariots, |from| {
            self.moves(from, chariot_attacks(bit(from), empty) & targets);
        });
        for_each(cannons, |from| {
            let b = bit(from);
            let moves = (chariot_attacks(b, empty) & empty) | (cannon_captures(b, empty) & enemy);
            self.moves(from, moves & targets);
        });
    }
}

impl Sink for MoveList {
    #[inline]
    fn moves(&mut self, from: u32, mut targets: u128) {
        let from = Square::from_index_unchecked(from);
        while targets != 0 {
            let to = Square::from_index_unchecked(targets.trailing_zeros());
            self.push(Move::new(from, to));
            targets &= targets - 1;
        }
    }
}

/// Counts moves without listing them: one popcount per piece, four for the free chariots
/// and cannons ([`sum_of_counts`]).
pub struct Counter(pub u64);

impl Sink for Counter {
    #[inline]
    fn moves(&mut self, _: u32, targets: u128) {
        self.0 += u64::from(targets.count_ones());
    }

    /// Set-wise, three fills per direction for all chariots and cannons at once. In one
    /// direction each square is reached by one chariot at most (the nearest behind it),
    /// and likewise by one cannon's quiet move or capture. A cannon's quiet moves (to empty
    /// squares) and its captures are disjoint, so one set holds both, and the popcounts of
    /// the eight sets, four of chariots and four of cannons, add up to the number of moves
    /// ([`sum_of_counts`]).
    #[inline]
    fn sliders(&mut self, chariots: u128, cannons: u128, empty: u128, targets: u128) {
        let quiet = targets & empty;
        let captures = targets & !empty;
        let cannon = |moves: u128, captured: u128| (moves & quiet) | (captured & captures);
        let sets = [
            nort_attacks(chariots, empty),
            east_attacks(chariots, empty),
            sout_attacks(chariots, empty),
            west_attacks(chariots, empty),
            cannon(nort_attacks(cannons, empty), nort_cannon(cannons, empty)),
            cannon(east_attacks(cannons, empty), east_cannon(cannons, empty)),
            cannon(sout_attacks(cannons, empty), sout_cannon(cannons, empty)),
            cannon(west_attacks(cannons, empty), west_cannon(cannons, empty)),
        ];
        self.0 += u64::from(sum_of_counts(sets, targets));
    }
}

/// Empty-board rays from every square, north, east, south, west: the squares a move must
/// touch to change what the general sees in that direction.
const RAYS: [[u128; 90]; 4] = rays();

const fn rays() -> [[u128; 90]; 4] {
    let mut table = [[0; 90]; 4];
    let mut sq = 0;
    while sq < 90 {
        let b = bit(sq as u32);
        table[0][sq] = nort_attacks(b, BOARD);
        table[1][sq] = east_attacks(b, BOARD);
        table[2][sq] = sout_attacks(b, BOARD);
        table[3][sq] = west_attacks(b, BOARD);
        sq += 1;
    }
    table
}

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

/// The targets of the leaps whose blocking square is empty.
#[inline(always)]
fn leaps(table: &[Leap; 4], occupied: u128) -> u128 {
    let mut targets = 0;
    for leap in table {
        if leap.block & occupied == 0 {
            targets |= leap.targets;
        }
    }
    targets
}

/// The file and rank of every square, without the square.
const LINES: [u128; 90] = lines();

const fn lines() -> [u128; 90] {
    let mut table = [0; 90];
    let mut sq = 0;
    while sq < 90 {
        table[sq] = RAYS[0][sq] | RAYS[1][sq] | RAYS[2][sq] | RAYS[3][sq];
        sq += 1;
    }
    table
}

/// Is `sq` attacked by `attackers`, with `occupied` the occupied squares?
#[inline(always)]
fn attacked(sq: u32, occupied: u128, attackers: &Attackers) -> bool {
    let empty = !occupied;
    let b = bit(sq);
    let lines = LINES[sq as usize];
    // The fills only when a chariot, general or cannon stands on the file or rank at all.
    (lines & attackers.lines != 0 && chariot_attacks(b, empty) & attackers.lines != 0)
        || (lines & attackers.cannons != 0 && cannon_captures(b, empty) & attackers.cannons != 0)
        || leaps(&HORSE_ATTACKERS[sq as usize], occupied) & attackers.horses != 0
        || SOLDIER_ATTACKERS[attackers.color][sq as usize] & attackers.soldiers != 0
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

/// The chariot attacks and the cannon captures of `sliders` in one direction (0 north,
/// 1 east, 2 south, 3 west).
#[inline(always)]
fn ray(dir: usize, sliders: u128, empty: u128) -> (u128, u128) {
    match dir {
        0 => (nort_attacks(sliders, empty), nort_cannon(sliders, empty)),
        1 => (east_attacks(sliders, empty), east_cannon(sliders, empty)),
        2 => (sout_attacks(sliders, empty), sout_cannon(sliders, empty)),
        _ => (west_attacks(sliders, empty), west_cannon(sliders, empty)),
    }
}

/// What the general sees, direction by direction: a chariot or the other general as the
/// first piece, or a cannon beyond exactly one screen.
#[inline(always)]
fn line_check(dir: usize, general: u128, empty: u128, lines: u128, cannons: u128) -> bool {
    let (first, beyond_screen) = ray(dir, general, empty);
    first & lines != 0 || beyond_screen & cannons != 0
}

/// What the side to move's general sees before the move, for testing moves one by one.
struct Exposure {
    general: u32,
    occupied: u128,
    attackers: Attackers,
    rays: [u128; 4],
    line_checks: [bool; 4],
    horse_checkers: u128,
    soldier_checkers: u128,
    legs: u128,
}

impl Exposure {
    /// Does the non-general move from `from` to `to` leave the general unattacked?
    #[inline(always)]
    fn allows(&self, from: u32, to: u32) -> bool {
        let from = bit(from);
        let to = bit(to);
        let occupied = (self.occupied & !from) | to;
        let empty = !occupied;
        let lines = self.attackers.lines & !to;
        let cannons = self.attackers.cannons & !to;
        let general = bit(self.general);
        for dir in 0..4 {
            // A direction the move does not touch keeps what it had, and so does one
            // without enemy chariots, cannons or general (a capture only removes them).
            let check = if self.rays[dir] & (from | to) != 0
                && self.rays[dir] & (self.attackers.lines | self.attackers.cannons) != 0
            {
                line_check(dir, general, empty, lines, cannons)
            } else {
                self.line_checks[dir]
            };
            if check {
                return false;
            }
        }
        // Only a piece leaving a leg can let a horse through; one arriving only blocks.
        if (self.horse_checkers != 0 || self.legs & from != 0)
            && leaps(&HORSE_ATTACKERS[self.general as usize], occupied)
                & self.attackers.horses
                & !to
                != 0
        {
            return false;
        }
        self.soldier_checkers & !to == 0
    }

    /// The squares of `targets` the piece on `from` may go to.
    #[inline(always)]
    fn filter(&self, from: u32, mut targets: u128) -> u128 {
        let mut legal = 0;
        while targets != 0 {
            let to = targets.trailing_zeros();
            if self.allows(from, to) {
                legal |= bit(to);
            }
            targets &= targets - 1;
        }
        legal
    }
}

/// Emits every legal move of `pos` into `sink`.
#[inline]
pub fn generate<S: Sink>(pos: &Position, sink: &mut S) {
    let us = pos.side as usize;
    let them = 1 - us;
    let own = pos.colors[us];
    let enemy = pos.colors[them];
    let occupied = own | enemy;
    let empty = !occupied & BOARD;
    let kind = |piece: Piece| pos.pieces[piece as usize] & own;
    let general_set = kind(Piece::General);
    if general_set == 0 {
        // Only after `play` of a move that was not legal; there is nothing to defend.
        return;
    }
    let general = general_set.trailing_zeros();
    let attackers = Attackers::of(pos, them);

    // 1. Along the general's file and rank, the first three pieces of each direction:
    //    the first is a check if it is an enemy chariot or general, the second if it is an
    //    enemy cannon. Our first piece may not leave freely if the second is an enemy
    //    chariot or general, or the third an enemy cannon (the second would be its only
    //    screen); our second piece if the third is an enemy cannon. An empty square before
    //    a first piece that is an enemy cannon becomes a screen when a piece arrives there.
    //    A direction with no enemy chariot, cannon or general on it is skipped.
    let rays = [
        RAYS[0][general as usize],
        RAYS[1][general as usize],
        RAYS[2][general as usize],
        RAYS[3][general as usize],
    ];
    let mut line_checks = [false; 4];
    let mut exposed = 0;
    let mut danger = 0;
    for (dir, check) in line_checks.iter_mut().enumerate() {
        if rays[dir] & (attackers.lines | attackers.cannons) == 0 {
            continue;
        }
        let (seen, second) = ray(dir, general_set, empty);
        let first = seen & occupied;
        let third = if rays[dir] & attackers.cannons != 0 {
            ray(dir, first, empty).1
        } else {
            0
        };
        *check = first & attackers.lines != 0 || second & attackers.cannons != 0;
        let cannon_behind_two = third & attackers.cannons != 0;
        if second & attackers.lines != 0 || cannon_behind_two {
            exposed |= first;
        }
        if cannon_behind_two {
            exposed |= second;
        }
        if first & attackers.cannons != 0 {
            danger |= seen & empty;
        }
    }
    // Horses: a leg (a diagonal neighbour of the general) that is empty lets the horses
    // behind it check; our piece on it may not leave freely if an enemy horse is there.
    let mut horse_checkers = 0;
    let mut legs = 0;
    for leap in &HORSE_ATTACKERS[general as usize] {
        legs |= leap.block;
        if leap.block & occupied == 0 {
            horse_checkers |= leap.targets & attackers.horses;
        } else if leap.targets & attackers.horses != 0 {
            exposed |= leap.block;
        }
    }
    let soldier_checkers = SOLDIER_ATTACKERS[them][general as usize] & attackers.soldiers;
    let in_check = line_checks.contains(&true) || horse_checkers != 0 || soldier_checkers != 0;
    // In check, every move is tried.
    let exposed = if in_check { own } else { exposed & own };
    let free = !own & !danger & BOARD;
    let exposure = Exposure {
        general,
        occupied,
        attackers,
        rays,
        line_checks,
        horse_checkers,
        soldier_checkers,
        legs,
    };

    // 2. The pieces that may go anywhere their rules allow, but for the danger squares;
    //    the others' moves tried one by one.
    let chariots = kind(Piece::Chariot);
    let cannons = kind(Piece::Cannon);
    sink.sliders(chariots & !exposed, cannons & !exposed, empty, free);
    let mut emit = |from: u32, targets: u128| {
        let legal = if bit(from) & exposed == 0 {
            targets & free
        } else {
            exposure.filter(from, targets & !own)
        };
        sink.moves(from, legal);
    };
    for_each(chariots & exposed, |from| {
        emit(from, chariot_attacks(bit(from), empty));
    });
    for_each(cannons & exposed, |from| {
        let b = bit(from);
        emit(
            from,
            (chariot_attacks(b, empty) & empty) | (cannon_captures(b, empty) & enemy),
        );
    });
    for_each(kind(Piece::Horse), |from| {
        emit(from, leaps(&HORSE[from as usize], occupied));
    });
    for_each(kind(Piece::Elephant), |from| {
        emit(from, leaps(&ELEPHANT[from as usize], occupied));
    });
    for_each(kind(Piece::Advisor), |from| {
        emit(from, ADVISOR[from as usize]);
    });
    for_each(kind(Piece::Soldier), |from| {
        emit(from, SOLDIER[us][from as usize]);
    });

    // 3. The general: every step tried with the general on its target square.
    let mut general_moves = 0;
    for_each(GENERAL[general as usize] & !own, |to| {
        let to_bit = bit(to);
        if !attacked(
            to,
            (occupied & !general_set) | to_bit,
            &attackers.without(to_bit),
        ) {
            general_moves |= to_bit;
        }
    });
    sink.moves(general, general_moves);
}

/// Calls `f` with every square of `set`, lowest first.
#[inline(always)]
fn for_each(mut set: u128, mut f: impl FnMut(u32)) {
    while set != 0 {
        f(set.trailing_zeros());
        set &= set - 1;
    }
}
