//! Legal move generation with a check mask and pin masks: every move it emits is legal,
//! none is tried and taken back.
//!
//! 1. The opponent's attack map, set-wise, with our king taken off the board (so that it
//!    cannot step back along a checking ray): where the king may go. Only when the king
//!    has a square to step to or may castle.
//! 2. Checkers and pin rays from the king: knights and pawns by lookup, sliders by
//!    bitfill's `pins::slider_checks` (for each enemy slider on a line with the king, the
//!    squares between them: empty, it checks; one of our pieces, it pins it).
//! 3. Targets: in check, only the checker and the squares between it and the king; in
//!    double check, only king moves.
//! 4. Pieces one by one (the single-slider getters), pawns set-wise, then the special
//!    moves: en passant (checked by removing both pawns, for the pin along the rank) and
//!    castling (through unattacked squares).
//!
//! The side to move is a const generic (`WHITE`): one copy of the generator per side, its
//! pawn directions and back ranks constants. The moves go to a [`Sink`], a type parameter
//! too: a [`MoveList`] writes them out, a [`Counter`] adds up popcounts (bulk counting at
//! the leaves of perft), `Plays` plays each where it is generated and counts the tree
//! below it (perft without move lists, [`perft_bulk`](super::perft::perft_bulk)).

use super::attacks::{
    bishop_moves_from, king_moves_from, knight_moves_from, rook_moves_from, side, square,
};
use super::moves::{CAPACITY, Move, MoveKind, MoveList};
use super::piece::{Color, Piece};
use super::position::Position;
use bitfill::pawns;
use bitfill::pins::{self, SliderChecks, slider_checks};
use bitfill::simd::{Kernels, WithKernels};
use bitfill::{Bitboard, pawn_attacks};
use bitfill_engines_common::movelist::Pusher;
#[cfg(doc)]
use bitfill_engines_common::tally::sum_of_counts;

/// Where generated moves go.
pub trait Sink {
    /// Moves of the `piece` on `from` to every square of `targets`.
    fn piece_moves(&mut self, piece: Piece, from: u32, targets: u64);
    /// Pawn moves of `kind` to every square of `targets`, each from `to - offset`.
    fn pawn_moves(&mut self, targets: u64, offset: i32, kind: MoveKind);
    /// The four promotions on every square of `targets`, each from `to - offset`.
    fn promotions(&mut self, targets: u64, offset: i32);
    /// One move (en passant, castling).
    fn single(&mut self, mv: Move);
    /// Every pawn move but en passant, set-wise: one call per position, so that a sink
    /// may count the sets together.
    #[inline(always)]
    fn pawns(&mut self, pawns: &PawnTargets) {
        let PawnTargets {
            single,
            double,
            captures,
            last_rank,
            push,
            capture_steps,
        } = *pawns;
        self.pawn_moves(single & !last_rank, push, MoveKind::Normal);
        self.promotions(single & last_rank, push);
        self.pawn_moves(double, 2 * push, MoveKind::DoublePush);
        for (targets, step) in captures.into_iter().zip(capture_steps) {
            self.pawn_moves(targets & !last_rank, step, MoveKind::Normal);
            self.promotions(targets & last_rank, step);
        }
    }
    /// The moves of unpinned sliders to every square of `targets`: one by one with the
    /// single-slider getters, unless the sink can do better. Always inlined, as
    /// [`Counter`]'s is: out of line it is compiled for the build's target only, and the
    /// recursion's AVX2 copy would call a version without BMI and POPCNT. One loop per
    /// kind, not one loop over the three: the piece stays a constant in each, so a sink
    /// that plays the move (`Plays`) updates that piece's board alone, where a piece known
    /// only at run time took a select for each of the six boards (callgrind, Kiwipete 4 on
    /// x86-64-v3: 71 instructions a slider move, 8% of the count).
    #[inline(always)]
    fn sliders<K: Kernels>(
        &mut self,
        kernels: K,
        [bishops, rooks, queens]: [u64; 3],
        occupied: u64,
        targets: u64,
    ) {
        each_slider(self, Piece::Bishop, bishops, targets, |from| {
            bishop_moves_from(from, occupied)
        });
        each_slider(self, Piece::Rook, rooks, targets, |from| {
            rook_moves_from(from, occupied)
        });
        each_slider(self, Piece::Queen, queens, targets, |from| {
            kernels
                .queen_attacks_from(square(from), Bitboard(occupied))
                .0
        });
    }
}

/// The moves of each `piece` of `set` to `targets`, its moves from a square by `moves`.
#[inline(always)]
fn each_slider<S: Sink + ?Sized>(
    sink: &mut S,
    piece: Piece,
    mut set: u64,
    targets: u64,
    moves: impl Fn(u32) -> u64,
) {
    while set != 0 {
        let from = set.trailing_zeros();
        sink.piece_moves(piece, from, moves(from) & targets);
        set &= set - 1;
    }
}

/// Writes the moves into the list's slots, the length kept in a register meanwhile
/// ([`MoveList::push_with`](bitfill_engines_common::movelist::MoveList::push_with)).
impl Sink for Pusher<'_, Move, CAPACITY> {
    #[inline]
    fn piece_moves(&mut self, piece: Piece, from: u32, mut targets: u64) {
        while targets != 0 {
            let to = targets.trailing_zeros();
            self.push(Move::new(from, to, piece, MoveKind::Normal));
            targets &= targets - 1;
        }
    }

    #[inline]
    fn pawn_moves(&mut self, targets: u64, offset: i32, kind: MoveKind) {
        each_pawn_move(targets, offset, |from, to| {
            self.push(Move::new(from, to, Piece::Pawn, kind));
        });
    }

    #[inline]
    fn promotions(&mut self, targets: u64, offset: i32) {
        each_pawn_move(targets, offset, |from, to| {
            for piece in [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight] {
                self.push(Move::new(from, to, Piece::Pawn, MoveKind::Promotion(piece)));
            }
        });
    }

    #[inline]
    fn single(&mut self, mv: Move) {
        self.push(mv);
    }
}

/// Calls `visit(from, to)` for each target square `to` of `targets`, the pawn coming
/// from `to - offset`. The loop walks whichever of the two squares is the lower (the
/// origins, `targets >> offset`, where the pawns move up the board), so that the other is
/// that square plus a constant: both stay below 128, and a move list packs them into its
/// bytes with no mask for a difference that might have wrapped (callgrind, start position
/// 5 with leaf lists on x86-64-v3: 13 to 15 instructions a pawn move, from 17).
#[inline(always)]
fn each_pawn_move(targets: u64, offset: i32, mut visit: impl FnMut(u32, u32)) {
    let step = offset.unsigned_abs();
    if offset > 0 {
        let mut origins = targets >> step;
        while origins != 0 {
            let from = origins.trailing_zeros();
            visit(from, from + step);
            origins &= origins - 1;
        }
    } else {
        let mut targets = targets;
        while targets != 0 {
            let to = targets.trailing_zeros();
            visit(to + step, to);
            targets &= targets - 1;
        }
    }
}

/// Appends the moves, each call's through a `Pusher` (the length stored once a call).
impl Sink for MoveList {
    #[inline]
    fn piece_moves(&mut self, piece: Piece, from: u32, targets: u64) {
        self.push_with(|moves| moves.piece_moves(piece, from, targets));
    }

    #[inline]
    fn pawn_moves(&mut self, targets: u64, offset: i32, kind: MoveKind) {
        self.push_with(|moves| moves.pawn_moves(targets, offset, kind));
    }

    #[inline]
    fn promotions(&mut self, targets: u64, offset: i32) {
        self.push_with(|moves| moves.promotions(targets, offset));
    }

    #[inline]
    fn single(&mut self, mv: Move) {
        self.push_with(|moves| moves.single(mv));
    }
}

/// Counts moves without listing them: one popcount per knight, king and pinned slider, two
/// for the pawns, four for the free sliders ([`sum_of_counts`]).
pub struct Counter(pub u64);

impl Sink for Counter {
    #[inline]
    fn piece_moves(&mut self, _: Piece, _: u32, targets: u64) {
        self.0 += u64::from(targets.count_ones());
    }

    #[inline]
    fn pawn_moves(&mut self, targets: u64, _: i32, _: MoveKind) {
        self.0 += u64::from(targets.count_ones());
    }

    #[inline]
    fn promotions(&mut self, targets: u64, _: i32) {
        self.0 += 4 * u64::from(targets.count_ones());
    }

    #[inline]
    fn single(&mut self, _: Move) {
        self.0 += 1;
    }

    /// Two popcounts for the usual case instead of seven: pushes go to empty squares and
    /// captures to enemy ones, and no square is both a single and a double push target
    /// (the pawn that could push once to it stands in the way of the double push), so
    /// the pushes and the captures towards one side are counted together; only the
    /// captures towards the other side may land on the same squares.
    #[inline(always)]
    fn pawns(&mut self, pawns: &PawnTargets) {
        let PawnTargets {
            single,
            double,
            captures: [west, east],
            last_rank,
            ..
        } = *pawns;
        let count = |set: u64| u64::from(set.count_ones());
        self.0 += count((single | double | west) & !last_rank) + count(east & !last_rank);
        if (single | west | east) & last_rank != 0 {
            self.0 += 4 * (count((single | west) & last_rank) + count(east & last_rank));
        }
    }

    /// Set-wise, one fill per direction for all sliders at once (bitfill's
    /// `simd::slider_attacks_by_direction`: the eight rays in vector lanes where the CPU
    /// has AVX2 or AVX-512, NEON or simd128). Each target square on a ray is reached by one
    /// slider only, the nearest behind it, so the popcounts of the eight directions add up
    /// to the number of moves ([`sum_of_counts`]). Always inlined: out of line it would be
    /// compiled for the build's target only, and the AVX2 copy of the perft recursion
    /// (`perft_for_v3`) would call a version without POPCNT whose AVX2 kernel is a
    /// call away.
    #[inline(always)]
    fn sliders<K: Kernels>(
        &mut self,
        kernels: K,
        [bishops, rooks, queens]: [u64; 3],
        occupied: u64,
        targets: u64,
    ) {
        let rays = kernels.slider_attacks_by_direction(
            Bitboard(rooks | queens),
            Bitboard(bishops | queens),
            Bitboard(occupied),
        );
        self.0 += u64::from(bitfill_engines_common::tally::sum_of_counts_on::<K, _>(
            rays,
            Bitboard(targets),
        ));
    }
}

/// Plays each move as it is generated and counts the leaves below it, `below` plies
/// deep: perft without move lists, the way Gigantua enumerates. The side to move is a
/// constant (`WHITE`), as in the generator, and so is the child's; each move is made
/// where the generator knows its piece and kind as constants, so the inlined
/// [`Position::play`] keeps only what that piece and kind need. The list a driver would
/// write, read back and dispatch on is never built.
///
/// `STAGE` is the node's ([`PARENT`] or [`INNER`]), a constant: a parent of the leaves
/// counts each child's moves in place, an inner node calls the task of each child.
struct Plays<'a, const WHITE: bool, const STAGE: u8, K: Kernels, L: LastPly> {
    pos: &'a Position,
    /// The plies below the moves generated: 1 at a [`PARENT`], at least 2 at an [`INNER`]
    /// node.
    below: u32,
    nodes: u64,
    /// How the last ply is counted, and the depth handed to each child.
    frame: &'a mut Frame<L>,
    /// The copy of the recursion, and its kernels.
    kernels: K,
}

impl<const WHITE: bool, const STAGE: u8, K: Kernels, L: LastPly> Plays<'_, WHITE, STAGE, K, L> {
    #[inline(always)]
    fn play(&mut self, mv: Move) {
        let child = self.pos.play_inlined(mv);
        // The other side moves next: a constant too (the other arms are compiled out). One
        // ply above the leaves the child's moves are counted right here, as Gigantua does,
        // the child kept in registers rather than passed to a call.
        let kernels = self.kernels;
        let frame = &mut *self.frame;
        self.nodes += match (WHITE, STAGE == PARENT, self.below) {
            (true, true, _) => frame.last.count::<false, K>(&child, kernels),
            (false, true, _) => frame.last.count::<true, K>(&child, kernels),
            (true, false, 2) => kernels.run(Perft::<false, PARENT, L> { pos: &child, frame }),
            (false, false, 2) => kernels.run(Perft::<true, PARENT, L> { pos: &child, frame }),
            (white, false, below) => {
                // The child's depth goes through the frame, which the child overwrites
                // for its own children: set again before each call.
                frame.depth = below;
                if white {
                    kernels.run(Perft::<false, INNER, L> { pos: &child, frame })
                } else {
                    kernels.run(Perft::<true, INNER, L> { pos: &child, frame })
                }
            }
        };
    }
}

// The pawn loops here are written out, not [`each_pawn_move`]'s: there the closure that
// plays the move (the child's whole count inlined) stayed a call, and callgrind counted
// `perft startpos 5` at 113.8 million instructions on the default target against 83.0.
impl<const WHITE: bool, const STAGE: u8, K: Kernels, L: LastPly> Sink
    for Plays<'_, WHITE, STAGE, K, L>
{
    #[inline(always)]
    fn piece_moves(&mut self, piece: Piece, from: u32, mut targets: u64) {
        while targets != 0 {
            self.play(Move::new(
                from,
                targets.trailing_zeros(),
                piece,
                MoveKind::Normal,
            ));
            targets &= targets - 1;
        }
    }

    #[inline(always)]
    fn pawn_moves(&mut self, mut targets: u64, offset: i32, kind: MoveKind) {
        while targets != 0 {
            let to = targets.trailing_zeros();
            self.play(Move::new(
                to.wrapping_sub(offset as u32),
                to,
                Piece::Pawn,
                kind,
            ));
            targets &= targets - 1;
        }
    }

    #[inline(always)]
    fn promotions(&mut self, mut targets: u64, offset: i32) {
        while targets != 0 {
            let to = targets.trailing_zeros();
            let from = to.wrapping_sub(offset as u32);
            for piece in [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight] {
                self.play(Move::new(from, to, Piece::Pawn, MoveKind::Promotion(piece)));
            }
            targets &= targets - 1;
        }
    }

    #[inline(always)]
    fn single(&mut self, mv: Move) {
        self.play(mv);
    }
}

/// The number of move sequences of `depth` plies from `pos`, the last ply counted by
/// popcounts ([`Counter`]) and the plies above it played as they are generated ([`Plays`]):
/// no move list anywhere.
pub(crate) fn perft_bulk(pos: &Position, depth: u32) -> u64 {
    perft_with(pos, depth, Bulk)
}

/// The same count as [`perft_bulk`], the last ply's moves written into a move list and its
/// length taken (`--leaves list`: what Stockfish's `go perft` does at its leaves, and what
/// a search needs); the plies above it played as they are generated, as in [`perft_bulk`].
pub(crate) fn perft_list(pos: &Position, depth: u32) -> u64 {
    perft_with(pos, depth, Listed(MoveList::new()))
}

/// The recursion from the root, the last ply counted as `last` says, in the copy
/// `bitfill::simd::dispatch` chooses.
///
/// On an x86_64 build without AVX-512 compiled in (the default target, or `x86-64-v3`),
/// the dispatch runs the recursion in bitfill's copy for the CPU's widest path: compiled
/// for AVX-512 and AVX2, BMI1, BMI2, POPCNT and LZCNT where the CPU has them, else for
/// the last five where it has those and the build has not. The default target has no
/// `popcnt`, and a perft counts the last ply by popcounts (a software popcount there costs
/// about 12 instructions a set, most of a counted node's work); and bitfill's vector
/// kernels inline into the copy, through the token the dispatch asked for once, instead of
/// being called behind a check at every node.
fn perft_with<L: LastPly>(pos: &Position, depth: u32, last: L) -> u64 {
    if depth == 0 {
        return 1;
    }
    bitfill::simd::dispatch(Root {
        pos,
        frame: &mut Frame { depth, last },
    })
}

/// The root of a recursion, `frame.depth` (at least 1) plies above the leaves: enters the
/// task of its side and stage ([`LAST`], [`PARENT`], [`INNER`]) in the copy of the
/// kernels it runs on.
struct Root<'a, L: LastPly> {
    pos: &'a Position,
    frame: &'a mut Frame<L>,
}

impl<L: LastPly> WithKernels for Root<'_, L> {
    type Output = u64;

    #[inline(always)]
    fn run<K: Kernels>(self, kernels: K) -> u64 {
        let Root { pos, frame } = self;
        match (pos.side, frame.depth) {
            (Color::White, 1) => kernels.run(Perft::<true, LAST, L> { pos, frame }),
            (Color::White, 2) => kernels.run(Perft::<true, PARENT, L> { pos, frame }),
            (Color::White, _) => kernels.run(Perft::<true, INNER, L> { pos, frame }),
            (Color::Black, 1) => kernels.run(Perft::<false, LAST, L> { pos, frame }),
            (Color::Black, 2) => kernels.run(Perft::<false, PARENT, L> { pos, frame }),
            (Color::Black, _) => kernels.run(Perft::<false, INNER, L> { pos, frame }),
        }
    }
}

// The stage of a node, by the plies below it: a constant of its task ([`Perft`]), so that
// each stage is a function of its own, with only its code.

/// One ply: the moves counted as [`LastPly`] says. Only a root is entered at this stage;
/// below it, the parents of the leaves count them in place.
const LAST: u8 = 1;
/// The parents of the leaves (two plies above the end): each move played and the child's
/// moves counted in place ([`Plays`]). Most of the nodes entered by a call, and most of
/// the work: in a function of their own, without the inner nodes' calls, there is no
/// depth to test at each move and fewer values to keep across the moves (callgrind,
/// `perft startpos 5`: 78.5 million instructions on the default target and 79.5 million
/// on `x86-64-v3`, against 82.5 and 83.6 with one function for every stage; Kiwipete 4:
/// 40.6 and 41.5, against 42.2 and 42.4).
const PARENT: u8 = 2;
/// The nodes three plies or more above the end: each move played and the child's task
/// called, its depth in the frame.
const INNER: u8 = 3;

/// The recursion below one node, the side to move `WHITE`, at stage `STAGE` ([`LAST`],
/// [`PARENT`] or [`INNER`]), as a task for bitfill's dispatch: [`perft_for`] on the
/// kernels of the copy it runs in, each child counted in the same copy (`kernels.run`).
///
/// Two pointers, so that the task goes to each node's call in two registers: the depth is
/// in the frame the whole recursion shares, not a third field. (With it, 24 bytes, the
/// task was written to the stack at every call and read back through a pointer:
/// callgrind counted `chess_perft` Kiwipete 4 at 46.8 million instructions on the default
/// target and 50.7 million on `x86-64-v3`, against 44.7 and 49.1 for this shape.)
struct Perft<'a, const WHITE: bool, const STAGE: u8, L: LastPly> {
    pos: &'a Position,
    frame: &'a mut Frame<L>,
}

/// What the nodes of one recursion share: the depth of the [`INNER`] node being entered
/// (each parent sets it before the call) and how the last ply is counted.
struct Frame<L> {
    /// The plies below the node being entered, at least 1 (at least 3 for an [`INNER`]
    /// node; the other stages' tasks know theirs).
    depth: u32,
    last: L,
}

impl<const WHITE: bool, const STAGE: u8, L: LastPly> WithKernels for Perft<'_, WHITE, STAGE, L> {
    type Output = u64;

    #[inline(always)]
    fn run<K: Kernels>(self, kernels: K) -> u64 {
        perft_for::<WHITE, STAGE, K, L>(kernels, self.pos, self.frame)
    }
}

/// How the recursion counts its last ply: by popcounts ([`Bulk`]) or by writing the moves
/// into a move list and taking its length ([`Listed`]).
trait LastPly {
    /// The number of legal moves of `pos`, the side to move `WHITE`, with the kernels of
    /// the copy of the recursion it runs in.
    fn count<const WHITE: bool, K: Kernels>(&mut self, pos: &Position, kernels: K) -> u64;
}

/// The last ply counted by popcounts ([`Counter`]).
struct Bulk;

impl LastPly for Bulk {
    #[inline(always)]
    fn count<const WHITE: bool, K: Kernels>(&mut self, pos: &Position, kernels: K) -> u64 {
        count_for::<WHITE, K>(pos, kernels)
    }
}

/// The last ply's moves written into one move list, refilled at each parent of the
/// leaves (a new list each time would first be filled with placeholders: 1.3 KB).
struct Listed(MoveList);

impl LastPly for Listed {
    #[inline(always)]
    fn count<const WHITE: bool, K: Kernels>(&mut self, pos: &Position, kernels: K) -> u64 {
        list_for::<WHITE, K>(pos, &mut self.0, kernels)
    }
}

/// The number of legal moves of `pos`, with the side to move a constant.
///
/// Inlined into the ply above, except on wasm32: there V8's optimizing compiler turns the
/// whole recursion in one function into twice the machine instructions of the leaf count
/// in a function of its own (callgrind of node 20, `perft startpos 5` less `perft
/// startpos 1`, simd128: 511.5 million x86 instructions inlined, 230 million out of
/// line, 255.5 million by the drivers' move lists).
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
#[cfg_attr(target_arch = "wasm32", inline(never))]
fn count_for<const WHITE: bool, K: Kernels>(pos: &Position, kernels: K) -> u64 {
    let mut counter = Counter(0);
    generate_for::<Counter, WHITE, K>(pos, &mut counter, kernels);
    counter.0
}

/// The legal moves of `pos` written into `list` (cleared first), and their number: as
/// [`count_for`], the side to move a constant.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
#[cfg_attr(target_arch = "wasm32", inline(never))]
fn list_for<const WHITE: bool, K: Kernels>(pos: &Position, list: &mut MoveList, kernels: K) -> u64 {
    list.clear();
    // The length in a register for the whole generation, stored once at the end.
    list.push_with(|moves| generate_for::<_, WHITE, K>(pos, moves, kernels));
    // The moves are there to be read, as a search would: the optimizer may not skip
    // writing them because only the length is used.
    core::hint::black_box(list.as_slice()).len() as u64
}

/// [`perft_with`] with the side to move and the stage constants: the body of every copy
/// of the recursion.
#[inline(always)]
fn perft_for<const WHITE: bool, const STAGE: u8, K: Kernels, L: LastPly>(
    kernels: K,
    pos: &Position,
    frame: &mut Frame<L>,
) -> u64 {
    match STAGE {
        LAST => frame.last.count::<WHITE, K>(pos, kernels),
        PARENT => {
            let mut plays = Plays::<WHITE, PARENT, K, L> {
                pos,
                below: 1,
                nodes: 0,
                frame,
                kernels,
            };
            generate_for::<_, WHITE, K>(pos, &mut plays, kernels);
            plays.nodes
        }
        _ => {
            let mut plays = Plays::<WHITE, INNER, K, L> {
                pos,
                below: frame.depth - 1,
                nodes: 0,
                frame,
                kernels,
            };
            generate_for::<_, WHITE, K>(pos, &mut plays, kernels);
            plays.nodes
        }
    }
}

impl Position {
    /// The legal moves.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        generate(self, &mut list);
        list
    }

    /// The legal moves written into `moves`, which loses what it held: a search or perft
    /// keeps one list per ply and refills it.
    pub fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        generate(self, moves);
    }

    /// The number of legal moves, counted with popcounts, without listing them.
    #[must_use]
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter(0);
        generate(self, &mut counter);
        counter.0
    }
}

/// Emits every legal move of `pos` into `sink`: the generator in the copy
/// `bitfill::simd::dispatch` chooses for the CPU (one cached check and a call).
#[inline]
pub fn generate<S: Sink>(pos: &Position, sink: &mut S) {
    bitfill::simd::dispatch(Generate { pos, sink })
}

/// [`generate`] as a task for bitfill's dispatch.
struct Generate<'a, S: Sink> {
    pos: &'a Position,
    sink: &'a mut S,
}

impl<S: Sink> WithKernels for Generate<'_, S> {
    type Output = ();

    #[inline(always)]
    fn run<K: Kernels>(self, kernels: K) {
        match self.pos.side {
            Color::White => generate_for::<S, true, K>(self.pos, self.sink, kernels),
            Color::Black => generate_for::<S, false, K>(self.pos, self.sink, kernels),
        }
    }
}

/// The position seen from the side to move: whose pieces are whose, where the king is.
#[derive(Clone, Copy)]
struct View {
    ours: u64,
    theirs: u64,
    occupied: u64,
    /// Both sides' pieces by kind, in [`Piece`] order.
    pieces: [u64; 6],
    king: u64,
    king_sq: u32,
    their_orthogonal: u64,
    their_diagonal: u64,
}

impl View {
    #[inline(always)]
    fn new<const WHITE: bool>(pos: &Position) -> View {
        let (us, them) = if WHITE { (0, 1) } else { (1, 0) };
        let ours = pos.colors[us];
        let theirs = pos.colors[them];
        let occupied = ours | theirs;
        let [_, _, bishops, rooks, queens, kings] = pos.pieces;
        let king = kings & ours;
        View {
            ours,
            theirs,
            occupied,
            pieces: pos.pieces,
            king,
            king_sq: king.trailing_zeros() & 63,
            their_orthogonal: (rooks | queens) & theirs,
            their_diagonal: (bishops | queens) & theirs,
        }
    }

    /// The position as bitfill's [`slider_checks`] and [`pawns::legal_targets`] read it.
    #[inline(always)]
    const fn board(&self) -> pins::Board {
        pins::Board {
            king: square(self.king_sq),
            ours: Bitboard(self.ours),
            theirs: Bitboard(self.theirs),
            their_orthogonal: Bitboard(self.their_orthogonal),
            their_diagonal: Bitboard(self.their_diagonal),
        }
    }

    #[inline(always)]
    const fn our(&self, piece: Piece) -> u64 {
        self.pieces[piece as usize] & self.ours
    }
}

/// The castlings whose rights are kept and whose path between king and rook is empty;
/// whether the king's squares are attacked is checked later, with the attack map.
#[derive(Clone, Copy)]
struct Castling {
    /// The index of the side's a-file square on its back rank: 0 for white, 56 for black.
    base: u32,
    king_side: bool,
    queen_side: bool,
}

impl Castling {
    #[inline(always)]
    fn new<const WHITE: bool>(pos: &Position, view: &View) -> Castling {
        let base = if WHITE { 0 } else { 56 };
        let rights = pos.castling & view.ours;
        let path_empty = |path: u64| (path << base) & view.occupied == 0;
        Castling {
            base,
            king_side: rights & (1 << (base + 7)) != 0 && path_empty(0b0110_0000),
            queen_side: rights & (1 << base) != 0 && path_empty(0b0000_1110),
        }
    }
}

/// What checks and pins leave the side to move.
#[derive(Clone, Copy)]
struct Checks {
    /// The enemy pieces giving check: the sliders' and the knights' and pawns'.
    checkers: u64,
    /// The sliders' checks and the pin rays (pinned piece and pinner included), as
    /// bitfill's [`slider_checks`] gives them, for its pawn moves to read.
    sliders: SliderChecks,
}

impl Checks {
    /// Checkers and pins: the knights and pawns that give check, and bitfill's
    /// [`slider_checks`] (the squares between the king and each enemy slider on one of its
    /// lines, nothing when no enemy slider shares a line with the king).
    #[inline(always)]
    fn new<const WHITE: bool>(view: &View, board: &pins::Board) -> Checks {
        let [pawns, knights, ..] = view.pieces;
        let sliders = slider_checks(board);
        Checks {
            checkers: (knight_moves_from(view.king_sq) & knights
                | pawn_attacks(side::<WHITE>(), Bitboard(view.king)).0 & pawns)
                & view.theirs
                | sliders.checkers.0,
            sliders,
        }
    }

    /// Where a move other than the king's must land: anywhere out of check, on the
    /// checker or between it and the king in single check, nowhere (`None`) in double
    /// check.
    #[inline(always)]
    const fn check_mask(&self) -> Option<u64> {
        // Zero, one or more checkers, without a popcount (a sequence of about 15
        // instructions on the default target).
        if self.checkers == 0 {
            Some(!0)
        } else if self.checkers & (self.checkers - 1) == 0 {
            Some(self.checkers | self.sliders.check_ray.0)
        } else {
            None
        }
    }

    #[inline(always)]
    const fn pinned(&self) -> u64 {
        self.sliders.pin_orthogonal.0 | self.sliders.pin_diagonal.0
    }
}

/// King moves; checks and pins, and the targets they leave; the other pieces; pawns;
/// en passant; castling. The sets of sliders go through `kernels`.
#[inline(always)]
fn generate_for<S: Sink, const WHITE: bool, K: Kernels>(pos: &Position, sink: &mut S, kernels: K) {
    let view = View::new::<WHITE>(pos);
    let castling = Castling::new::<WHITE>(pos, &view);
    let attacked = king_moves::<S, WHITE, K>(pos, &view, castling, sink, kernels);
    let board = view.board();
    let checks = Checks::new::<WHITE>(&view, &board);
    let Some(check_mask) = checks.check_mask() else {
        return;
    };
    piece_moves(&view, &checks, !view.ours & check_mask, sink, kernels);
    pawn_moves::<S, WHITE>(&view, &board, &checks, check_mask, sink);
    if pos.en_passant != 0 {
        en_passant::<S, WHITE>(pos.en_passant, &view, checks.checkers, sink);
    }
    if checks.checkers == 0 {
        castling_moves(castling, attacked, sink);
    }
}

/// The king's steps to squares the opponent does not attack; returns the opponent's
/// attack map, with our king taken off the board so that it cannot step back along a
/// checking ray. The map is only needed when the king has somewhere to go: boxed in by
/// its own pieces, as it is for most of the opening, it has not, and the map is 0.
#[inline(always)]
fn king_moves<S: Sink, const WHITE: bool, K: Kernels>(
    pos: &Position,
    view: &View,
    castling: Castling,
    sink: &mut S,
    kernels: K,
) -> u64 {
    let targets = king_moves_from(view.king_sq) & !view.ours;
    let attacked = if targets != 0 || castling.king_side || castling.queen_side {
        their_attacks::<WHITE, K>(pos, view, kernels)
    } else {
        0
    };
    sink.piece_moves(Piece::King, view.king_sq, targets & !attacked);
    attacked
}

/// What the opponent attacks with our king off the board: [`Position::attacked_by`]
/// inlined, the opponent's pawn direction a constant.
#[inline(always)]
fn their_attacks<const WHITE: bool, K: Kernels>(pos: &Position, view: &View, kernels: K) -> u64 {
    let [pawns, knights, _, _, _, kings] = pos.pieces;
    let them = side::<WHITE>().opposite();
    // Knights one by one: two table reads cost less than the set-wise pattern's shifts.
    let mut attacked = 0;
    let mut knights = knights & view.theirs;
    while knights != 0 {
        attacked |= knight_moves_from(knights.trailing_zeros());
        knights &= knights - 1;
    }
    attacked
        | kernels
            .slider_attacks(
                Bitboard(view.their_orthogonal),
                Bitboard(view.their_diagonal),
                Bitboard(view.occupied ^ view.king),
            )
            .0
        | pawn_attacks(them, Bitboard(pawns & view.theirs)).0
        | king_moves_from((kings & view.theirs).trailing_zeros())
}

/// Knights and sliders to `targets`. A pinned knight never moves; pinned sliders are
/// [`pinned_slider_moves`].
#[inline(always)]
fn piece_moves<S: Sink, K: Kernels>(
    view: &View,
    checks: &Checks,
    targets: u64,
    sink: &mut S,
    kernels: K,
) {
    let free = !checks.pinned();
    let mut knights = view.our(Piece::Knight) & free;
    while knights != 0 {
        let from = knights.trailing_zeros();
        sink.piece_moves(Piece::Knight, from, knight_moves_from(from) & targets);
        knights &= knights - 1;
    }
    let [bishops, rooks, queens] = [Piece::Bishop, Piece::Rook, Piece::Queen].map(|p| view.our(p));
    sink.sliders(
        kernels,
        [bishops & free, rooks & free, queens & free],
        view.occupied,
        targets,
    );
    pinned_slider_moves(
        [bishops, rooks, queens],
        view.occupied,
        checks,
        targets,
        sink,
    );
}

/// A pinned slider moves along its pin line, and only if it moves like that line: a rook
/// or queen along a rank or file, a bishop or queen along a diagonal. Its other moves
/// would expose the king, and a queen's could even land on another pin ray.
#[inline(always)]
fn pinned_slider_moves<S: Sink>(
    [bishops, rooks, queens]: [u64; 3],
    occupied: u64,
    checks: &Checks,
    targets: u64,
    sink: &mut S,
) {
    let mut orthogonal = (rooks | queens) & checks.sliders.pin_orthogonal.0;
    while orthogonal != 0 {
        let from = orthogonal.trailing_zeros();
        let piece = if rooks & (1 << from) != 0 {
            Piece::Rook
        } else {
            Piece::Queen
        };
        let moves = rook_moves_from(from, occupied) & checks.sliders.pin_orthogonal.0;
        sink.piece_moves(piece, from, moves & targets);
        orthogonal &= orthogonal - 1;
    }
    let mut diagonal = (bishops | queens) & checks.sliders.pin_diagonal.0;
    while diagonal != 0 {
        let from = diagonal.trailing_zeros();
        let piece = if bishops & (1 << from) != 0 {
            Piece::Bishop
        } else {
            Piece::Queen
        };
        let moves = bishop_moves_from(from, occupied) & checks.sliders.pin_diagonal.0;
        sink.piece_moves(piece, from, moves & targets);
        diagonal &= diagonal - 1;
    }
}

/// Pawn pushes, double pushes, captures and promotions, set-wise: bitfill's
/// [`pawns::legal_targets`] (a pawn pinned along a file may still push, one pinned along a
/// diagonal capture along it), with the steps that lead back to each set's origins.
#[inline(always)]
fn pawn_moves<S: Sink, const WHITE: bool>(
    view: &View,
    board: &pins::Board,
    checks: &Checks,
    check_mask: u64,
    sink: &mut S,
) {
    let color = side::<WHITE>();
    let pawns::PawnTargets {
        single,
        double,
        captures,
    } = pawns::legal_targets(
        color,
        Bitboard(view.our(Piece::Pawn)),
        board,
        &checks.sliders,
        Bitboard(check_mask),
    );
    sink.pawns(&PawnTargets {
        single: single.0,
        double: double.0,
        captures: captures.map(|set| set.0),
        last_rank: pawns::last_rank(color).bitboard().0,
        push: pawns::push_step(color),
        capture_steps: pawns::capture_steps(color),
    });
}

/// The side to move's pawn moves but en passant, as target sets (bitfill's
/// [`pawns::PawnTargets`]), with what a [`Sink`] needs to write the moves out: each move's
/// origin is its target minus the set's step, and those on the last rank are promotions.
#[derive(Clone, Copy)]
pub struct PawnTargets {
    /// One step forward (promotions included).
    pub single: u64,
    /// Two steps forward from the pawns' home rank.
    pub double: u64,
    /// Captures towards the a-file, then towards the h-file (promotions included).
    pub captures: [u64; 2],
    /// The rank a pawn promotes on.
    pub last_rank: u64,
    /// The step of a single push (8 or -8); a double push is twice that.
    pub push: i32,
    /// The steps of the two captures, in the order of `captures`.
    pub capture_steps: [i32; 2],
}

/// En passant onto `ep`: rare, so checked the plain way. Both pawns leave the rank at
/// once, which no pin mask sees; the captured pawn may be the checker, off the check mask.
#[inline(always)]
fn en_passant<S: Sink, const WHITE: bool>(ep: u64, view: &View, checkers: u64, sink: &mut S) {
    let ep_sq = ep.trailing_zeros();
    let victim = if WHITE { ep >> 8 } else { ep << 8 };
    let other_checkers = checkers & !victim & !(view.their_orthogonal | view.their_diagonal);
    let mut candidates =
        pawn_attacks(side::<WHITE>().opposite(), Bitboard(ep)).0 & view.our(Piece::Pawn);
    while candidates != 0 {
        let from = candidates.trailing_zeros();
        let bit = candidates & candidates.wrapping_neg();
        let after = view.occupied ^ bit ^ victim ^ ep;
        let exposed = rook_moves_from(view.king_sq, after) & view.their_orthogonal
            | bishop_moves_from(view.king_sq, after) & view.their_diagonal;
        if exposed == 0 && other_checkers == 0 {
            sink.single(Move::new(from, ep_sq, Piece::Pawn, MoveKind::EnPassant));
        }
        candidates ^= bit;
    }
}

/// Castling, when not in check: the rights guarantee king and rook at home, the paths
/// are empty ([`Castling`]); the squares the king crosses must not be `attacked`.
#[inline(always)]
fn castling_moves<S: Sink>(castling: Castling, attacked: u64, sink: &mut S) {
    let Castling {
        base,
        king_side,
        queen_side,
    } = castling;
    if king_side && (0b0110_0000 << base) & attacked == 0 {
        sink.single(Move::new(base + 4, base + 6, Piece::King, MoveKind::Castle));
    }
    if queen_side && (0b0000_1100 << base) & attacked == 0 {
        sink.single(Move::new(base + 4, base + 2, Piece::King, MoveKind::Castle));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions with every kind of move: the start, Kiwipete (castling both ways, pins,
    /// en passant two plies down) and the Chess Programming Wiki's position 3 (en passant
    /// along a pinned rank) and 4 (promotions, checks).
    const FENS: [&str; 4] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ];

    /// The copy `kernels` runs from `pos`: its bulk count and its count with leaf lists.
    fn both<K: Kernels>(kernels: K, pos: &Position, depth: u32) -> (u64, u64) {
        fn one<K: Kernels, L: LastPly>(kernels: K, pos: &Position, depth: u32, last: L) -> u64 {
            let frame = &mut Frame { depth, last };
            kernels.run(Root { pos, frame })
        }
        let list = Listed(MoveList::new());
        (
            one(kernels, pos, depth, Bulk),
            one(kernels, pos, depth, list),
        )
    }

    /// The published counts (the Chess Programming Wiki's "Perft Results") of [`FENS`], by
    /// depth from 1: every stage of the recursion at the root ([`LAST`], [`PARENT`],
    /// [`INNER`]) and below an inner node (its children at depth 4 are inner nodes too).
    const COUNTS: [&[u64]; 4] = [
        &[20, 400, 8902, 197_281],
        &[48, 2039, 97_862, 4_085_603],
        &[14, 191, 2812, 43_238, 674_624],
        &[6, 264, 9467, 422_333],
    ];

    #[test]
    fn each_stage_counts_the_published_numbers() {
        for (fen, counts) in FENS.into_iter().zip(COUNTS) {
            let pos = Position::from_fen(fen).unwrap();
            for (depth, &want) in (1..).zip(counts) {
                assert_eq!(perft_bulk(&pos, depth), want, "{fen}, depth {depth}");
                assert_eq!(perft_list(&pos, depth), want, "{fen}, depth {depth}, lists");
            }
        }
    }

    /// Each copy of the recursion this CPU runs (every bitfill token it has) counts what
    /// the portable copy counts, in bulk and with leaf lists, from each position and from
    /// the one after its first legal move (the other side to move); so does the copy
    /// `perft_with` chooses. A token the CPU lacks is said to be skipped.
    #[test]
    fn every_copy_counts_as_the_base_copy() {
        for fen in FENS {
            let first = Position::from_fen(fen).unwrap();
            let second = first.play(first.legal_moves().as_slice()[0]);
            for pos in [first, second] {
                for depth in 1..=3 {
                    let (want, listed) = both(bitfill::simd::Portable, &pos, depth);
                    let ctx = format!("{fen}, side {:?}, depth {depth}", pos.side);
                    assert_eq!(listed, want, "{ctx}: portable, lists");
                    assert_eq!(perft_bulk(&pos, depth), want, "{ctx}: chosen copy");
                    assert_eq!(perft_list(&pos, depth), want, "{ctx}: chosen copy, lists");
                    #[cfg(target_arch = "x86_64")]
                    {
                        use bitfill::simd::{Avx2, Avx512, Sse2};
                        assert_eq!(both(Sse2, &pos, depth), (want, want), "{ctx}: SSE2 copy");
                        match Avx2::detect() {
                            Some(avx2) => {
                                assert_eq!(both(avx2, &pos, depth), (want, want), "{ctx}: AVX2");
                            }
                            None => eprintln!("the CPU lacks the AVX2 copy's features: not run"),
                        }
                        match Avx512::detect() {
                            Some(avx512) => {
                                let counts = both(avx512, &pos, depth);
                                assert_eq!(counts, (want, want), "{ctx}: AVX-512 copy");
                            }
                            None => eprintln!("the CPU lacks the AVX-512 copy's features: not run"),
                        }
                    }
                }
            }
        }
    }
}
