//! Legal move generation: every move it emits is legal.
//!
//! 1. From the king, the checkers: the stepping pieces from small tables, the sliders that
//!    see the king on an empty board (the snipers) by what stands between: nothing, a
//!    check; one piece of ours, a pin.
//! 2. The unpinned pieces that step (pawns, knights, silvers, golds and the pieces that
//!    move as golds) move set-wise, one step vector at a time for all of a kind
//!    (`fill!` leaper ops); the sliders (lances, bishops, rooks, horses, dragons) one by
//!    one with the rays' occupancy ([`board::ray_attacks`]). In check, every target set
//!    is cut to the checker and the squares between it and the king; in double check
//!    only the king moves.
//! 3. A pinned piece moves along the line through the king and itself; the king to the
//!    squares no enemy piece attacks with the king taken off the board (so that it
//!    cannot step back along a slider's ray).
//! 4. Drops: every empty square (in check: every square between), less the last rank for
//!    pawns and lances, the last two for knights, the files that hold an unpromoted pawn
//!    of ours for pawns, and the square in front of the enemy king when a pawn dropped
//!    there would mate (uchifuzume).
//!
//! Promotion: a move that starts or ends in the mover's zone (the three far ranks) may
//! promote; both moves are legal and counted, the non-promotion included even where it is
//! pointless (pawn, bishop, rook), as YaneuraOu's `LEGAL_ALL` counts; only the promotion
//! where the piece would have no move after it (a pawn or lance on the last rank, a knight
//! on the last two).
//!
//! The moves go to a [`Sink`]: a [`MoveList`]'s pusher writes them out, a [`Counter`] adds up
//! popcounts (bulk counting at the leaves of perft).

use super::board::{
    self, BOARD, Dir, GOLD, KING, KNIGHT, LAST_RANK, LAST_TWO_RANKS, PAWN, RAYS, SILVER, ZONE,
    bishop_attacks, bit, file_mask, files_of_mask, lance_attacks, line, rook_attacks, step_n,
    step_s,
};
use super::moves::{CAPACITY, Color, Move, MoveList, Piece, Square};
use super::position::Position;
use bitfill::popcount::Tally;
use bitfill_engines_common::for_squares;
use bitfill_engines_common::movelist::Pusher;
use bitfill_engines_common::tables::{Squares, union_over};

impl Position {
    /// True when the side to move has its king attacked.
    #[must_use]
    pub fn is_check(&self) -> bool {
        let us = self.side as usize;
        let occupied = self.occupied();
        attackers_to(self, us ^ 1, self.kings[us] as u32, occupied) != 0
    }

    /// True when `color`'s king is attacked (whoever is to move).
    pub(crate) fn is_attacked_king(&self, color: Color) -> bool {
        let c = color as usize;
        attackers_to(self, c ^ 1, self.kings[c] as u32, self.occupied()) != 0
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

/// Where generated moves go. In every call `forced` lies within `promotable`, which lies
/// within `targets`: a target in `promotable` is two moves (with and without promotion)
/// unless it is also in `forced` (only the promotion).
pub trait Sink {
    /// The moves of `piece` on `from` to every square of `targets`.
    fn moves(&mut self, piece: Piece, from: u32, targets: u128, promotable: u128, forced: u128);

    /// The moves of every piece of kind `piece` that steps by `delta` squares (the square
    /// index grows by `delta`) to a square of `targets`: the piece stands on the target
    /// less `delta`.
    fn steps(&mut self, piece: Piece, delta: i32, targets: u128, promotable: u128, forced: u128);

    /// The drops from `hand` (counts in the order of [`Piece::IN_HAND`]): pawns on `pawns`,
    /// lances on `lances`, knights on `knights`, the other kinds on `others`.
    fn drops(&mut self, hand: &[u8; 8], pawns: u128, lances: u128, knights: u128, others: u128);
}

// The list's sink is what a search and list-mode perft (`--leaves list`) run at every
// node. It writes into the list's slots with the length in a register for the whole
// generation ([`MoveList::push_with`] around [`generate`]: one load and one store of the
// length a node, not one a piece); the targets are scanned a word at a time
// ([`for_squares!`]); where none may promote (most pieces, most of the time) each target
// is one move, with no test of the promotion sets per target.
impl Sink for Pusher<'_, Move, CAPACITY> {
    #[inline(always)]
    fn moves(&mut self, piece: Piece, from: u32, targets: u128, promotable: u128, forced: u128) {
        // Inline where nothing may promote (golds, horses and dragons always: no test at
        // all), a call otherwise: inlined whole, the loops' registers spilled more than
        // the calls cost.
        if promotable == 0 {
            for_squares!(to in targets => {
                self.push(Move::new(from, to, piece, false));
            });
        } else {
            self.call(|list| promoting_moves(list, piece, from, targets, promotable, forced));
        }
    }

    // Always inlined, as `drops` is: out of line, they ran without the features of the
    // perft drivers' copy of the recursion compiled for AVX2 and BMI (`bitfill::simd::dispatch`).
    #[inline(always)]
    fn steps(&mut self, piece: Piece, delta: i32, targets: u128, promotable: u128, forced: u128) {
        if promotable == 0 {
            for_squares!(to in targets => {
                self.push(Move::new(to.wrapping_add_signed(-delta), to, piece, false));
            });
            return;
        }
        // Pawns: few promote at once, and the bands' loops inline cost more than the tests.
        for_squares!(to in targets => {
            let from = to.wrapping_add_signed(-delta);
            let b = bit(to);
            if b & forced == 0 {
                self.push(Move::new(from, to, piece, false));
            }
            if b & promotable != 0 {
                self.push(Move::new(from, to, piece, true));
            }
        });
    }

    #[inline(always)]
    fn drops(&mut self, hand: &[u8; 8], pawns: u128, lances: u128, knights: u128, others: u128) {
        if hand[0] != 0 {
            for_squares!(to in pawns => {
                self.push(Move::drop(Piece::Pawn, to));
            });
        }
        if u64::from_le_bytes(*hand) >> 8 == 0 {
            return;
        }
        // The other kinds drop on `others` or a part of it, and in the middle game a side
        // holds several: the squares are scanned once, and each kind's moves made from
        // them in a loop the compiler vectorizes (four or eight moves an instruction,
        // against about seven instructions a move for a scan).
        let mut squares = [0_u8; 81];
        let mut n = 0;
        for_squares!(to in others => {
            if let Some(slot) = squares.get_mut(n) {
                *slot = to as u8;
                n += 1;
            }
        });
        let squares = &squares[..n];
        // Lances and knights drop on `others` less the last rank or two: the squares left
        // out lie above all of the set (black's far ranks: the set is a prefix of the
        // scan) or below all of it (white's: a suffix), so the larger number is theirs.
        let part = |set: u128| {
            let count = set.count_ones() as usize;
            if others ^ set >= set {
                &squares[..count]
            } else {
                &squares[n - count..]
            }
        };
        for (i, &piece) in Piece::IN_HAND.iter().enumerate().skip(1) {
            if hand[i] == 0 {
                continue;
            }
            let squares = match piece {
                Piece::Lance => part(lances),
                Piece::Knight => part(knights),
                _ => squares,
            };
            self.extend(squares, |to| Move::drop(piece, u32::from(to)));
        }
    }
}

/// The moves of `piece` on `from` to `targets` where some may promote ([`promoting`]).
/// Returns the list's length after them ([`Pusher::call`]).
#[inline(never)]
fn promoting_moves(
    mut list: Pusher<'_, Move, CAPACITY>,
    piece: Piece,
    from: u32,
    targets: u128,
    promotable: u128,
    forced: u128,
) -> usize {
    promoting(&mut list, targets, promotable, forced, |to, promote| {
        Move::new(from, to, piece, promote)
    });
    list.len()
}

/// The moves to `targets` (`make` of the target and whether the move promotes) where some
/// may promote: two moves for a target in `promotable` (without and with promotion) unless
/// it is in `forced` (only the promotion), in the order of the targets' squares.
///
/// The three kinds of target lie in bands of ranks: those that may not promote outside the
/// zone, those that must on its last rank or two, those that may in between (a piece that
/// starts in the zone may promote on every move). So the squares' order is one band after
/// the other, from black's side up (none, both, promotion) for black's moves and the other
/// way for white's, and each band is a plain loop, with no test of the sets per target.
#[inline(always)]
fn promoting(
    list: &mut Pusher<'_, Move, CAPACITY>,
    targets: u128,
    promotable: u128,
    forced: u128,
    make: impl Fn(u32, bool) -> Move,
) {
    let plain = targets & !promotable;
    let both = promotable & !forced;
    let band = |list: &mut Pusher<'_, Move, CAPACITY>, set: u128, promote: bool| {
        for_squares!(to in set => {
            list.push(make(to, promote));
        });
    };
    let both_band = |list: &mut Pusher<'_, Move, CAPACITY>| {
        for_squares!(to in both => {
            list.push(make(to, false));
            list.push(make(to, true));
        });
    };
    // Black's bands lie lowest first: the plain targets below the zone's, the forced ones
    // above those that may promote.
    let black = if plain != 0 {
        plain < promotable
    } else {
        forced > both
    };
    if black {
        band(list, plain, false);
        both_band(list);
        band(list, forced, true);
    } else {
        band(list, forced, true);
        both_band(list);
        band(list, plain, false);
    }
}

/// Counts moves without listing them: every target set goes into bitfill's [`Tally`],
/// which adds up their popcounts (cheaply also where the CPU has no `popcnt`).
#[derive(Default)]
pub struct Counter(Tally);

impl Counter {
    /// The number of moves counted.
    #[inline(always)]
    #[must_use]
    pub fn total(&self) -> u64 {
        self.0.total()
    }
}

impl Sink for Counter {
    #[inline(always)]
    fn moves(&mut self, _: Piece, _: u32, targets: u128, promotable: u128, forced: u128) {
        // Many pieces are boxed in: no set to add.
        if targets != 0 {
            self.0.add(targets);
            let twice = promotable & !forced;
            if twice != 0 {
                self.0.add(twice);
            }
        }
    }

    #[inline(always)]
    fn steps(&mut self, _: Piece, _: i32, targets: u128, promotable: u128, forced: u128) {
        self.0.add(targets);
        let twice = promotable & !forced;
        if twice != 0 {
            self.0.add(twice);
        }
    }

    #[inline(always)]
    fn drops(&mut self, hand: &[u8; 8], pawns: u128, lances: u128, knights: u128, others: u128) {
        if hand[0] != 0 {
            self.0.add(pawns);
        }
        if hand[1] != 0 {
            self.0.add(lances);
        }
        if hand[2] != 0 {
            self.0.add(knights);
        }
        let others_held = u32::from(hand[3] != 0)
            + u32::from(hand[4] != 0)
            + u32::from(hand[5] != 0)
            + u32::from(hand[6] != 0);
        self.0.add_times(others, others_held);
    }
}

/// True when `sq` lies in `color`'s promotion zone (black's ranks 6 to 8, white's 0 to 2).
#[inline(always)]
const fn in_zone(color: usize, sq: u32) -> bool {
    if color == 0 { sq >= 54 } else { sq < 27 }
}

/// A side's pieces grouped by how they attack. The sliders are kept as sets; the pieces
/// that step or jump are read from the position only when a square is tested against
/// them, which most positions never do (see [`NEAR`]).
#[derive(Clone, Copy)]
struct Army<'a> {
    /// The position's sets of each kind, both sides.
    pieces: &'a [u128; 14],
    /// The side's pieces.
    own: u128,
    lances: u128,
    /// Rooks and dragons.
    rooks: u128,
    /// Bishops and horses.
    bishops: u128,
    /// The pieces that step or jump: every piece but the lances, bishops and rooks
    /// (horses and dragons step too).
    steppers: u128,
    /// The side, 0 black, 1 white.
    color: usize,
}

impl<'a> Army<'a> {
    #[inline(always)]
    fn of(pos: &'a Position, color: usize) -> Army<'a> {
        let own = pos.colors[color];
        let p = &pos.pieces;
        let kind = |piece: Piece| p[piece as usize];
        Army {
            pieces: p,
            own,
            lances: kind(Piece::Lance) & own,
            rooks: (kind(Piece::Rook) | kind(Piece::Dragon)) & own,
            bishops: (kind(Piece::Bishop) | kind(Piece::Horse)) & own,
            steppers: own & !(kind(Piece::Lance) | kind(Piece::Bishop) | kind(Piece::Rook)),
            color,
        }
    }

    /// The pieces that attack `sq` by a step or a jump.
    #[inline(always)]
    fn steppers_to(&self, sq: u32) -> u128 {
        if self.steppers == 0 {
            return 0;
        }
        // A piece of ours attacks `sq` from where the same piece of the other side on
        // `sq` would attack.
        let other = self.color ^ 1;
        let sq = sq as usize;
        let p = self.pieces;
        let kind = |piece: Piece| p[piece as usize];
        let golds = kind(Piece::Gold)
            | kind(Piece::ProPawn)
            | kind(Piece::ProLance)
            | kind(Piece::ProKnight)
            | kind(Piece::ProSilver);
        let kings = kind(Piece::King) | kind(Piece::Horse) | kind(Piece::Dragon);
        ((PAWN[other][sq] & kind(Piece::Pawn))
            | (KNIGHT[other][sq] & kind(Piece::Knight))
            | (SILVER[other][sq] & kind(Piece::Silver))
            | (GOLD[other][sq] & golds)
            | (KING[sq] & kings))
            & self.own
    }

    /// The sliders that attack `sq`, given the `occupied` squares.
    #[inline(always)]
    fn sliders_to(&self, sq: u32, occupied: u128) -> u128 {
        let mut attackers = 0;
        if ROOK_LINES[sq as usize] & self.rooks != 0 {
            attackers |= rook_attacks(sq, occupied) & self.rooks;
        }
        if BISHOP_LINES[sq as usize] & self.bishops != 0 {
            attackers |= bishop_attacks(sq, occupied) & self.bishops;
        }
        let back = forward(self.color ^ 1);
        if RAYS[back as usize][sq as usize] & self.lances != 0 {
            attackers |= lance_attacks(self.color ^ 1, sq, occupied) & self.lances;
        }
        attackers
    }

    /// True when a piece of the army attacks `sq`, given the `occupied` squares.
    #[inline(always)]
    fn attacks(&self, sq: u32, occupied: u128) -> bool {
        self.steppers_to(sq) != 0 || self.sliders_to(sq, occupied) != 0
    }
}

/// The direction a side's pawns and lances go: north for black, south for white.
#[inline(always)]
const fn forward(color: usize) -> Dir {
    if color == 0 { Dir::N } else { Dir::S }
}

/// The squares within two files and three ranks of each square: where a piece that steps
/// or jumps must stand to attack the square or one next to it.
const NEAR: [u128; 81] = {
    let mut table = [0; 81];
    let mut sq = 0;
    while sq < 81 {
        let (file, rank) = ((sq % 9) as i32, (sq / 9) as i32);
        let mut other: i32 = 0;
        while other < 81 {
            let (f, r) = (other % 9, other / 9);
            if (f - file).abs() <= 2 && (r - rank).abs() <= 3 {
                table[sq] |= 1 << other;
            }
            other += 1;
        }
        sq += 1;
    }
    table
};

/// The union of a table's entries over the squares around each square.
const fn around(table: &[u128; 81]) -> [u128; 81] {
    union_over(&KING, table)
}

/// The ranks, files and diagonals through the squares around each square: where an enemy
/// slider must stand to attack one of them.
const AROUND_ROOK_LINES: [u128; 81] = around(&ROOK_LINES);
const AROUND_BISHOP_LINES: [u128; 81] = around(&BISHOP_LINES);
/// The files of the squares around each square, for the lances.
const AROUND_FILE: [u128; 81] = around(&lines(&[Dir::N, Dir::S, Dir::N, Dir::S]));

/// The rank and file of every square, without the square.
const ROOK_LINES: [u128; 81] = lines(&[Dir::N, Dir::E, Dir::S, Dir::W]);
/// The two diagonals of every square, without the square.
const BISHOP_LINES: [u128; 81] = lines(&[Dir::NE, Dir::NW, Dir::SW, Dir::SE]);

const fn lines(dirs: &[Dir; 4]) -> [u128; 81] {
    let mut table = [0; 81];
    let mut sq = 0;
    while sq < 81 {
        let mut i = 0;
        while i < 4 {
            table[sq] |= RAYS[dirs[i] as usize][sq];
            i += 1;
        }
        sq += 1;
    }
    table
}

/// The pieces of `color` that attack `sq`, given the `occupied` squares.
fn attackers_to(pos: &Position, color: usize, sq: u32, occupied: u128) -> u128 {
    let army = Army::of(pos, color);
    army.steppers_to(sq) | army.sliders_to(sq, occupied)
}

/// The targets of `piece` of `color` on `sq`, given the `occupied` squares.
#[inline(always)]
fn piece_attacks(piece: Piece, color: usize, sq: u32, occupied: u128) -> u128 {
    let s = sq as usize;
    match piece {
        Piece::Pawn => PAWN[color][s],
        Piece::Lance => lance_attacks(color, sq, occupied),
        Piece::Knight => KNIGHT[color][s],
        Piece::Silver => SILVER[color][s],
        Piece::Bishop => bishop_attacks(sq, occupied),
        Piece::Rook => rook_attacks(sq, occupied),
        Piece::King => KING[s],
        Piece::Horse => bishop_attacks(sq, occupied) | KING[s],
        Piece::Dragon => rook_attacks(sq, occupied) | KING[s],
        _ => GOLD[color][s],
    }
}

/// The promotions of the moves of `piece` of `color` from `from` to `targets`: those that
/// may promote and those that must.
#[inline(always)]
fn promotions(piece: Piece, color: usize, from: u32, targets: u128) -> (u128, u128) {
    if !piece.can_promote() {
        return (0, 0);
    }
    let zone = ZONE[color];
    let promotable = if in_zone(color, from) {
        targets
    } else {
        targets & zone
    };
    let forced = match piece {
        Piece::Pawn | Piece::Lance => targets & LAST_RANK[color],
        Piece::Knight => targets & LAST_TWO_RANKS[color],
        _ => 0,
    };
    (promotable, forced)
}

/// Generates every legal move of `pos` into `sink`.
#[inline(always)]
pub fn generate<S: Sink>(pos: &Position, sink: &mut S) {
    let us = pos.side as usize;
    let them = us ^ 1;
    let own = pos.colors[us];
    let occupied = own | pos.colors[them];
    let empty = BOARD & !occupied;
    let king = pos.kings[us] as u32;
    // The enemy as it can attack the king and the squares around it: the pieces that step
    // or jump count only from close by (most positions have none there, and skip every
    // test of them).
    let mut enemy = Army::of(pos, them);
    enemy.steppers &= NEAR[king as usize];

    // 1. Checks and pins. A sniper is an enemy slider on one of the king's lines that
    // would attack the king on an empty board.
    let mut checkers = enemy.steppers_to(king);
    let mut pinned = 0u128;
    let k = king as usize;
    let mut snipers = (ROOK_LINES[k] & enemy.rooks)
        | (BISHOP_LINES[k] & enemy.bishops)
        | (RAYS[forward(us) as usize][k] & enemy.lances);
    while snipers != 0 {
        let sniper = snipers.trailing_zeros();
        snipers &= snipers - 1;
        let blockers = board::between(king, sniper) & occupied;
        if blockers == 0 {
            checkers |= bit(sniper);
        } else if blockers & (blockers - 1) == 0 && blockers & own != 0 {
            pinned |= blockers;
        }
    }

    // 3. The king, to the squares no enemy attacks once it has left its own.
    let without_king = occupied ^ bit(king);
    let mut king_targets = KING[k] & !own;
    // Most kings have no enemy piece close by and no enemy slider on a line through a
    // square around them: then every square is safe, no test needed.
    let threats = enemy.steppers
        | (AROUND_ROOK_LINES[k] & enemy.rooks)
        | (AROUND_BISHOP_LINES[k] & enemy.bishops)
        | (AROUND_FILE[k] & enemy.lances);
    if threats != 0 {
        for_squares!(to in king_targets => {
            if enemy.attacks(to, without_king) {
                king_targets ^= bit(to);
            }
        });
    }
    sink.moves(Piece::King, king, king_targets, 0, 0);

    // Where the other pieces may go, and where drops may land.
    let (targets, drop_targets) = if checkers == 0 {
        (BOARD & !own, empty)
    } else if checkers & (checkers - 1) == 0 {
        let checker = checkers.trailing_zeros();
        let between = board::between(king, checker);
        (between | checkers, between)
    } else {
        // Double check: the king's moves are all there is.
        return;
    };

    // 2. The unpinned pieces.
    let free = own & !pinned;
    let p = &pos.pieces;
    let kind = |piece: Piece| p[piece as usize] & free;
    let zone = ZONE[us];
    let last = LAST_RANK[us];
    let last_two = LAST_TWO_RANKS[us];

    // Pawns set-wise: a target has one pawn behind it. Pawns promote on arrival only (they
    // never leave the zone), and must on the last rank.
    let pawns = kind(Piece::Pawn);
    if us == 0 {
        let t = step_n(pawns) & targets;
        sink.steps(Piece::Pawn, 9, t, t & zone, t & last);
    } else {
        let t = step_s(pawns) & targets;
        sink.steps(Piece::Pawn, -9, t, t & zone, t & last);
    }

    // Knights, silvers and everything that moves as a gold, one by one from tables: a side
    // has few of each, and one target set per piece beats one per step vector.
    for_squares!(from in kind(Piece::Knight) => {
        let t = KNIGHT[us][from as usize] & targets;
        // A knight only goes forward: it may promote where it lands in the zone, and must
        // on the last two ranks.
        sink.moves(Piece::Knight, from, t, t & zone, t & last_two);
    });
    for_squares!(from in kind(Piece::Silver) => {
        let t = SILVER[us][from as usize] & targets;
        let promotable = if in_zone(us, from) { t } else { t & zone };
        sink.moves(Piece::Silver, from, t, promotable, 0);
    });
    let golds = (p[Piece::Gold as usize]
        | p[Piece::ProPawn as usize]
        | p[Piece::ProLance as usize]
        | p[Piece::ProKnight as usize]
        | p[Piece::ProSilver as usize])
        & free;
    for_squares!(from in golds => {
        let piece = Piece::from_index((pos.board[from as usize] & 15) as usize);
        sink.moves(piece, from, GOLD[us][from as usize] & targets, 0, 0);
    });

    // The sliders, one by one.
    for_squares!(from in kind(Piece::Lance) => {
        let t = lance_attacks(us, from, occupied) & targets;
        sink.moves(Piece::Lance, from, t, t & zone, t & last);
    });
    // A bishop or rook may promote wherever it starts or lands in the zone.
    for_squares!(from in kind(Piece::Bishop) => {
        let t = bishop_attacks(from, occupied) & targets;
        let promotable = if in_zone(us, from) { t } else { t & zone };
        sink.moves(Piece::Bishop, from, t, promotable, 0);
    });
    for_squares!(from in kind(Piece::Rook) => {
        let t = rook_attacks(from, occupied) & targets;
        let promotable = if in_zone(us, from) { t } else { t & zone };
        sink.moves(Piece::Rook, from, t, promotable, 0);
    });
    for_squares!(from in kind(Piece::Horse) => {
        let t = (bishop_attacks(from, occupied) | KING[from as usize]) & targets;
        sink.moves(Piece::Horse, from, t, 0, 0);
    });
    for_squares!(from in kind(Piece::Dragon) => {
        let t = (rook_attacks(from, occupied) | KING[from as usize]) & targets;
        sink.moves(Piece::Dragon, from, t, 0, 0);
    });

    // The pinned pieces, along their pin lines.
    for_squares!(from in pinned => {
        let piece = Piece::from_index((pos.board[from as usize] & 15) as usize);
        let t = piece_attacks(piece, us, from, occupied) & targets & line(king, from);
        let (promotable, forced) = promotions(piece, us, from, t);
        sink.moves(piece, from, t, promotable, forced);
    });

    // 4. Drops.
    let hand = &pos.hands[us];
    if u64::from_le_bytes(*hand) != 0 && drop_targets != 0 {
        let lances = drop_targets & !last;
        let knights = drop_targets & !last_two;
        let mut pawns = 0;
        if hand[0] != 0 {
            let unpromoted = p[Piece::Pawn as usize] & own;
            pawns = lances & !files_of_mask(file_mask(unpromoted));
            // The square in front of the enemy king, where a pawn would give check.
            let front = PAWN[them][pos.kings[them] as usize] & pawns;
            if front != 0 && pawn_drop_mates(pos, front.trailing_zeros(), occupied) {
                pawns ^= front;
            }
        }
        sink.drops(hand, pawns, lances, knights, drop_targets);
    }
}

/// True when a pawn of the side to move dropped on `sq`, in front of the enemy king, would
/// checkmate it (uchifuzume, which makes the drop illegal): the king cannot take the pawn
/// or step anywhere safe, and no other enemy piece can take the pawn without exposing its
/// king.
#[cold]
fn pawn_drop_mates(pos: &Position, sq: u32, occupied: u128) -> bool {
    let us = pos.side as usize;
    let them = us ^ 1;
    let army = Army::of(pos, us);
    let enemy_king = pos.kings[them] as u32;
    let with_pawn = occupied | bit(sq);
    // The king's flights, the pawn's square included: our pieces attack them with the
    // king gone from its square (the pawn attacks only the king's own square).
    let flights = KING[enemy_king as usize] & !pos.colors[them];
    let without_king = with_pawn ^ bit(enemy_king);
    let mut squares = flights;
    while squares != 0 {
        let to = squares.trailing_zeros();
        squares &= squares - 1;
        if !army.attacks(to, without_king) {
            return false;
        }
    }
    // Another piece takes the pawn, unless that leaves a slider of ours attacking the king
    // through the square it left.
    let defenders = Army::of(pos, them);
    let mut takers =
        (defenders.steppers_to(sq) | defenders.sliders_to(sq, with_pawn)) & !bit(enemy_king);
    while takers != 0 {
        let from = takers.trailing_zeros();
        takers &= takers - 1;
        if army.sliders_to(enemy_king, with_pawn ^ bit(from)) == 0 {
            return false;
        }
    }
    true
}

/// The legal moves of `pos` as USI strings, sorted: for tests and tools.
#[must_use]
pub fn usi_moves(pos: &Position) -> Vec<String> {
    let mut moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    moves.sort();
    moves
}

/// Every square of `set`, as [`Square`]s.
#[must_use]
pub fn squares(set: u128) -> Vec<Square> {
    let mut out = Vec::new();
    for sq in Squares(set & BOARD) {
        out.push(Square::from_index_unchecked(sq));
    }
    out
}
