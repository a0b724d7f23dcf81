//! Legal move generation with a check mask and pin rays: every move it emits is legal,
//! none is tried and taken back. The chess engine's scheme (`chess::movegen`), on the
//! 14x14 board and with the compound pieces:
//!
//! 1. The opponent's attack map, set-wise, with our king taken off the board (so that it
//!    cannot step back along a checking ray): where the king may go.
//! 2. Checkers and pin rays, set-wise from the king: the king as the generator of
//!    `rook_attacks` and `bishop_attacks` finds the first piece on each ray (a checker if
//!    it is an enemy that slides that way); a second fill with our first blockers made
//!    empty finds the pinners behind them, and a fill back from the pinners marks the pin
//!    rays. Jumping checkers (knight jumps of five kinds, camels, centaurs' steps, pawns)
//!    are the king's own jumps that land on them.
//! 3. Targets: in check, only the checker and the squares between it and the king; in
//!    double check, only king moves.
//! 4. Pieces one by one, a pinned piece kept to the line through it and its king (a
//!    centaur may step along it; a jump never stays on it); pawns set-wise; then the
//!    special moves: en passant (checked by taking both pawns off, for a pin along the
//!    rank) and castling (through unattacked squares).
//!
//! The moves go to a [`Sink`]: a [`MoveList`] writes them out, a [`Counter`] adds up
//! popcounts (bulk counting at the leaves of perft), for the unpinned pieces set-wise: one
//! fill per direction, one leap per vector.

use super::attacks::{
    Bitboard, DIAGONAL_LINES, FILES, ORTHOGONAL_LINES, Wide, bishop_attacks, black_captures_east,
    black_captures_west, black_double_push, black_push, camel_ene, camel_ese, camel_nne, camel_nnw,
    camel_sse, camel_ssw, camel_targets, camel_wnw, camel_wsw, east_attacks, king_targets,
    knight_ene, knight_ese, knight_nne, knight_nnw, knight_sse, knight_ssw, knight_targets,
    knight_wnw, knight_wsw, line, no_ea_attacks, no_we_attacks, nort_attacks, pawn_attacks, rank,
    rook_attacks, so_ea_attacks, so_we_attacks, sout_attacks, step_east, step_no_ea, step_no_we,
    step_nort, step_so_ea, step_so_we, step_sout, step_west, west_attacks, white_captures_east,
    white_captures_west, white_double_push, white_push,
};
use super::moves::{Move, MoveKind, MoveList};
use super::piece::{Color, Piece};
use super::position::{KING_FILE, Position, pawn_start_rank, promotion_rank};
use bitfill_engines_common::tally::sum_of_counts;

/// Where generated moves go.
pub trait Sink {
    /// Moves of the `piece` on `from` to every square of `targets`.
    fn piece_moves(&mut self, piece: Piece, from: usize, targets: Bitboard);
    /// Pawn moves of `kind` to every square of `targets`, each from `to - offset`.
    fn pawn_moves(&mut self, targets: Bitboard, offset: isize, kind: MoveKind);
    /// One move (en passant, castling).
    fn single(&mut self, mv: Move);
    /// The moves of the unpinned pieces of `free` (by kind, in [`Piece`] order; pawns and
    /// king left out) to every square of `targets`: one piece at a time, unless the sink
    /// can do better.
    #[inline]
    fn free_pieces(&mut self, free: &[Bitboard; 11], empty: Bitboard, targets: Bitboard) {
        for piece in Piece::ALL {
            for from in free[piece as usize] {
                // No pawn among them: the side, which only a pawn's attacks depend on, is
                // any.
                let moves = piece_attacks(piece, Wide::square(from), empty, true) & targets;
                self.piece_moves(piece, from, moves);
            }
        }
    }
}

impl Sink for MoveList {
    #[inline]
    fn piece_moves(&mut self, piece: Piece, from: usize, targets: Bitboard) {
        for to in targets {
            self.push(Move::new(from, to, piece, MoveKind::Normal));
        }
    }

    #[inline]
    fn pawn_moves(&mut self, targets: Bitboard, offset: isize, kind: MoveKind) {
        for to in targets {
            let from = to.wrapping_sub_signed(offset);
            self.push(Move::new(from, to, Piece::Pawn, kind));
        }
    }

    #[inline]
    fn single(&mut self, mv: Move) {
        self.push(mv);
    }
}

/// Counts moves with popcounts instead of listing them.
pub struct Counter(pub u64);

impl Sink for Counter {
    #[inline]
    fn piece_moves(&mut self, _: Piece, _: usize, targets: Bitboard) {
        self.0 += u64::from(targets.len());
    }

    #[inline]
    fn pawn_moves(&mut self, targets: Bitboard, _: isize, _: MoveKind) {
        self.0 += u64::from(targets.len());
    }

    #[inline]
    fn single(&mut self, _: Move) {
        self.0 += 1;
    }

    /// Set-wise, one direction or one leap at a time: a target reached along one
    /// direction, or by one leap vector, has exactly one piece of the set behind it, so
    /// the popcounts add up to the number of moves.
    #[inline]
    fn free_pieces(&mut self, free: &[Bitboard; 11], empty: Bitboard, targets: Bitboard) {
        let [
            _,
            knights,
            bishops,
            rooks,
            queens,
            _,
            archbishops,
            chancellors,
            amazons,
            centaurs,
            camels,
        ] = *free;
        let orthogonal = rooks | queens | chancellors | amazons;
        let diagonal = bishops | queens | archbishops | amazons;
        let jumpers = knights | archbishops | chancellors | amazons | centaurs;
        let count = |sets: [Bitboard; 8]| u64::from(sum_of_counts(sets, targets));
        let mut moves = 0;
        if !(orthogonal | diagonal).is_empty() {
            let none = Bitboard::default();
            let [nort, east, sout, west] = if orthogonal.is_empty() {
                [none; 4]
            } else {
                [
                    nort_attacks(orthogonal, empty),
                    east_attacks(orthogonal, empty),
                    sout_attacks(orthogonal, empty),
                    west_attacks(orthogonal, empty),
                ]
            };
            let [no_ea, so_ea, so_we, no_we] = if diagonal.is_empty() {
                [none; 4]
            } else {
                [
                    no_ea_attacks(diagonal, empty),
                    so_ea_attacks(diagonal, empty),
                    so_we_attacks(diagonal, empty),
                    no_we_attacks(diagonal, empty),
                ]
            };
            moves += count([nort, east, sout, west, no_ea, so_ea, so_we, no_we]);
        }
        // Written out rather than looped over arrays of function pointers, so that each
        // leap is inlined.
        if !jumpers.is_empty() {
            moves += count([
                knight_nne(jumpers),
                knight_ene(jumpers),
                knight_ese(jumpers),
                knight_sse(jumpers),
                knight_ssw(jumpers),
                knight_wsw(jumpers),
                knight_wnw(jumpers),
                knight_nnw(jumpers),
            ]);
        }
        if !camels.is_empty() {
            moves += count([
                camel_nne(camels),
                camel_ene(camels),
                camel_ese(camels),
                camel_sse(camels),
                camel_ssw(camels),
                camel_wsw(camels),
                camel_wnw(camels),
                camel_nnw(camels),
            ]);
        }
        if !centaurs.is_empty() {
            moves += count([
                step_nort(centaurs),
                step_no_ea(centaurs),
                step_east(centaurs),
                step_so_ea(centaurs),
                step_sout(centaurs),
                step_so_we(centaurs),
                step_west(centaurs),
                step_no_we(centaurs),
            ]);
        }
        self.0 += moves;
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
    // Always inlined, as `count_legal_moves` and `Position::play` are: the perft drivers'
    // copy of the recursion compiled for AVX2 and BMI (`bitfill::simd::dispatch`) gives its
    // features only to the code inlined into it.
    #[inline(always)]
    pub fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        generate(self, moves);
    }

    /// The number of legal moves, counted with popcounts, without listing them.
    #[must_use]
    #[inline(always)]
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter(0);
        generate(self, &mut counter);
        counter.0
    }
}

/// The position seen from the side to move: whose pieces are whose, where the king is.
#[derive(Clone, Copy)]
struct View {
    white: bool,
    us: Color,
    ours: Bitboard,
    theirs: Bitboard,
    occupied: Bitboard,
    empty: Bitboard,
    king: Bitboard,
    king_sq: usize,
}

/// What checks and pins leave the side to move.
#[derive(Clone, Copy)]
struct Checks {
    /// The enemy pieces giving check.
    checkers: Bitboard,
    /// The squares between the king and a checking slider.
    check_ray: Bitboard,
    /// The rank and file pin rays, pinned piece and pinner included.
    pin_orthogonal: Bitboard,
    /// The diagonal pin rays, pinned piece and pinner included.
    pin_diagonal: Bitboard,
}

/// The square-index step of a pawn move one rank forward and `file_step` files.
const fn pawn_offset(white: bool, file_step: isize) -> isize {
    if white {
        FILES as isize + file_step
    } else {
        -(FILES as isize) + file_step
    }
}

/// Emits every legal move of `pos` into `sink`: king moves; checks and pins, and the
/// targets they leave; the other pieces; pawns; en passant; castling.
pub fn generate<S: Sink>(pos: &Position, sink: &mut S) {
    let us = pos.side;
    let them = us.opposite();
    let ours = pos.colors[us as usize];
    let theirs = pos.colors[them as usize];
    let occupied = ours | theirs;
    let king = pos.pieces(us, Piece::King);
    let Some(king_sq) = king.first() else {
        return;
    };
    let view = View {
        white: us == Color::White,
        us,
        ours,
        theirs,
        occupied,
        empty: !occupied,
        king,
        king_sq,
    };

    let (king_side, queen_side) = castling_paths(pos, &view);
    let steps = king_targets(king).and_not(ours);
    let attacked = if !steps.is_empty() || king_side || queen_side {
        pos.attacked_by(them, view.empty | king)
    } else {
        Bitboard::EMPTY
    };
    sink.piece_moves(Piece::King, king_sq, steps.and_not(attacked));

    let checks = checks(pos, &view);
    let check_mask = match checks.checkers.len() {
        0 => Bitboard::FULL,
        1 => checks.checkers | checks.check_ray,
        _ => return,
    };
    piece_moves(pos, &view, &checks, check_mask.and_not(ours), sink);
    if view.white {
        pawn_moves::<S, true>(pos, &view, &checks, check_mask, sink);
    } else {
        pawn_moves::<S, false>(pos, &view, &checks, check_mask, sink);
    }
    if let Some(ep) = pos.en_passant {
        en_passant(pos, &view, usize::from(ep), sink);
    }
    if checks.checkers.is_empty() && (king_side || queen_side) {
        // The rights put the king on h1 or h14.
        let base = king_sq - KING_FILE;
        let us = us as usize;
        if king_side && (KING_SIDE[us] & attacked).is_empty() {
            sink.single(Move::new(king_sq, base + 12, Piece::King, MoveKind::Castle));
        }
        if queen_side && (QUEEN_SIDE_CROSSED[us] & attacked).is_empty() {
            sink.single(Move::new(king_sq, base + 2, Piece::King, MoveKind::Castle));
        }
    }
}

/// Squares of a back rank (0 = white's, 13 = black's), files `first` to `last`.
const fn back_rank(rank: usize, first: usize, last: usize) -> Bitboard {
    bitfill::geometry::wide::rectangle(14, 14, (first, last), (rank, rank))
}

/// By side: the squares between king and rook on the king side, i to m, which the king
/// also crosses and lands on.
const KING_SIDE: [Bitboard; 2] = [back_rank(0, 8, 12), back_rank(13, 8, 12)];
/// By side: the squares between king and rook on the queen side, b to g.
const QUEEN_SIDE_EMPTY: [Bitboard; 2] = [back_rank(0, 1, 6), back_rank(13, 1, 6)];
/// By side: the squares the king crosses and lands on castling queen side, g to c.
const QUEEN_SIDE_CROSSED: [Bitboard; 2] = [back_rank(0, 2, 6), back_rank(13, 2, 6)];

/// The castlings whose rights are kept and whose squares between king and rook are
/// empty: (king side, queen side). The rights guarantee king and rook at home.
fn castling_paths(pos: &Position, view: &View) -> (bool, bool) {
    let rights = pos.castling & view.ours;
    if rights.is_empty() || view.king_sq % FILES != KING_FILE {
        return (false, false);
    }
    let us = view.us as usize;
    let base = view.king_sq - KING_FILE;
    (
        rights.contains(base + FILES - 1) && (KING_SIDE[us] & view.occupied).is_empty(),
        rights.contains(base) && (QUEEN_SIDE_EMPTY[us] & view.occupied).is_empty(),
    )
}

/// Checkers, the check ray and the pin rays.
fn checks(pos: &Position, view: &View) -> Checks {
    let them = view.us.opposite();
    let theirs = view.theirs;
    let king = view.king;
    let jumpers = knight_targets(king) & pos.knight_jumpers(them)
        | camel_targets(king) & pos.pieces(them, Piece::Camel)
        | king_targets(king) & pos.pieces(them, Piece::Centaur)
        | pawn_attacks(view.white, king) & pos.pieces(them, Piece::Pawn);
    let (orthogonal, diagonal) = pos.sliders(them);
    // Most of the time no enemy slider is on a line through the king at all: no fill.
    let none = (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
    let (rook_checkers, rook_ray, rook_pins) =
        if (ORTHOGONAL_LINES[view.king_sq] & orthogonal).is_empty() {
            none
        } else {
            checks_and_pins(view, orthogonal, rook_attacks)
        };
    let (bishop_checkers, bishop_ray, bishop_pins) =
        if (DIAGONAL_LINES[view.king_sq] & diagonal).is_empty() {
            none
        } else {
            checks_and_pins(view, diagonal, bishop_attacks)
        };
    Checks {
        checkers: (jumpers | rook_checkers | bishop_checkers) & theirs,
        check_ray: rook_ray | bishop_ray,
        pin_orthogonal: rook_pins,
        pin_diagonal: bishop_pins,
    }
}

/// Checkers, check ray and pin rays along one kind of line (ranks and files, or
/// diagonals), by fills of that kind: from the king; from the king again with our first
/// blockers made empty (x-ray); back from the pinners found. Returns `(checkers, check
/// ray, pin rays)`: the check ray is the squares between the king and a checker (where
/// the king's rays and the checker's cross), the pin rays the squares between the king
/// and each pinner, the pinned piece and the pinner included.
fn checks_and_pins(
    view: &View,
    sliders: Bitboard,
    fill: impl Fn(Bitboard, Bitboard) -> Bitboard,
) -> (Bitboard, Bitboard, Bitboard) {
    let View {
        king, ours, empty, ..
    } = *view;
    let rays = fill(king, empty);
    let checkers = rays & sliders;
    // The king's rays and the checker's meet only between the two: the other lines
    // through each are parallel or cross on the king's or the checker's own square. With
    // two checkers of one kind the ray does not matter (double check: king moves only).
    let check_ray = if checkers.is_empty() {
        Bitboard::EMPTY
    } else {
        rays & fill(checkers, empty)
    };
    let blockers = rays & ours;
    if blockers.is_empty() {
        return (checkers, check_ray, Bitboard::EMPTY);
    }
    let xray = fill(king, empty | blockers);
    let pinners = xray.and_not(rays) & sliders;
    let pins = if pinners.is_empty() {
        Bitboard::EMPTY
    } else {
        fill(pinners, empty | blockers) & xray | pinners
    };
    (checkers, check_ray, pins)
}

/// The squares a `piece` on the one square of `from` attacks when the squares of
/// `empty` are empty.
#[inline]
pub(crate) fn piece_attacks(
    piece: Piece,
    from: Bitboard,
    empty: Bitboard,
    white: bool,
) -> Bitboard {
    let mut targets = Bitboard::EMPTY;
    if piece.slides_orthogonally() {
        targets |= rook_attacks(from, empty);
    }
    if piece.slides_diagonally() {
        targets |= bishop_attacks(from, empty);
    }
    if piece.jumps_like_knight() {
        targets |= knight_targets(from);
    }
    match piece {
        Piece::Camel => targets |= camel_targets(from),
        Piece::King | Piece::Centaur => targets |= king_targets(from),
        Piece::Pawn => targets |= pawn_attacks(white, from),
        _ => {}
    }
    targets
}

/// Every piece but the king and the pawns to `targets`; a pinned piece only along the
/// line through it and its king.
fn piece_moves<S: Sink>(
    pos: &Position,
    view: &View,
    checks: &Checks,
    targets: Bitboard,
    sink: &mut S,
) {
    let pinned = checks.pin_orthogonal | checks.pin_diagonal;
    let mut free = [Bitboard::EMPTY; 11];
    for piece in Piece::ALL {
        if matches!(piece, Piece::Pawn | Piece::King) {
            continue;
        }
        let ours = pos.pieces[piece as usize] & view.ours;
        free[piece as usize] = ours.and_not(pinned);
        for from in ours & pinned {
            let moves = piece_attacks(piece, Wide::square(from), view.empty, view.white)
                & targets
                & line(view.king_sq, from);
            sink.piece_moves(piece, from, moves);
        }
    }
    sink.free_pieces(&free, view.empty, targets);
}

/// A side's pawn push getter: `fn(pawns, empty)`, the squares reached.
type Push = fn(Bitboard, Bitboard) -> Bitboard;
/// A side's pawn capture getter towards one side: `fn(pawns)`, the squares attacked.
type Capture = fn(Bitboard) -> Bitboard;

/// Pawn pushes, double pushes, captures and promotions, set-wise. A pawn pinned along a
/// file may still push, one pinned along a diagonal may still capture along it; neither
/// move can reach another pin ray (they all start at the king). `WHITE` is the side to
/// move, a constant so that the getters chosen by it are called directly, inlined.
fn pawn_moves<S: Sink, const WHITE: bool>(
    pos: &Position,
    view: &View,
    checks: &Checks,
    check_mask: Bitboard,
    sink: &mut S,
) {
    let Checks {
        pin_orthogonal,
        pin_diagonal,
        ..
    } = *checks;
    let white = WHITE;
    let pawns = pos.pieces[Piece::Pawn as usize] & view.ours;
    let (push, double_push, captures): (Push, Push, [(Capture, isize); 2]) = if white {
        (
            white_push,
            white_double_push,
            [(white_captures_west, -1), (white_captures_east, 1)],
        )
    } else {
        (
            black_push,
            black_double_push,
            [(black_captures_west, -1), (black_captures_east, 1)],
        )
    };
    // Constants: the rank masks are walked out at compile time.
    let (promotion, start_rank) = if white {
        const { (rank(promotion_rank(true)), rank(pawn_start_rank(true))) }
    } else {
        const { (rank(promotion_rank(false)), rank(pawn_start_rank(false))) }
    };

    let pushers = pawns.and_not(pin_diagonal);
    let free = pushers.and_not(pin_orthogonal);
    let pinned = pushers & pin_orthogonal;
    let single = (push(free, view.empty) | push(pinned, view.empty) & pin_orthogonal) & check_mask;
    let double = (double_push(free & start_rank, view.empty)
        | double_push(pinned & start_rank, view.empty) & pin_orthogonal)
        & check_mask;
    let forward = pawn_offset(white, 0);
    sink.pawn_moves(single.and_not(promotion), forward, MoveKind::Normal);
    sink.pawn_moves(single & promotion, forward, MoveKind::Promotion);
    sink.pawn_moves(double, 2 * forward, MoveKind::DoublePush);
    let capturers = pawns.and_not(pin_orthogonal);
    let free = capturers.and_not(pin_diagonal);
    let pinned = capturers & pin_diagonal;
    for (capture, file_step) in captures {
        let targets = (capture(free) | capture(pinned) & pin_diagonal) & view.theirs & check_mask;
        let offset = pawn_offset(white, file_step);
        sink.pawn_moves(targets.and_not(promotion), offset, MoveKind::Normal);
        sink.pawn_moves(targets & promotion, offset, MoveKind::Promotion);
    }
}

/// En passant onto `ep`: rare, so checked the plain way. Both pawns leave the rank at
/// once, which no pin ray sees, and the captured pawn may be the checker: the king's
/// safety is computed afresh on the board after the capture.
fn en_passant<S: Sink>(pos: &Position, view: &View, ep: usize, sink: &mut S) {
    let them = view.us.opposite();
    let victim_sq = if view.white { ep - FILES } else { ep + FILES };
    let victim = Wide::square(victim_sq);
    let target = Wide::square(ep);
    let candidates = pawn_attacks(!view.white, target) & pos.pieces(view.us, Piece::Pawn);
    let king = view.king;
    let jumpers = (knight_targets(king) & pos.knight_jumpers(them)
        | camel_targets(king) & pos.pieces(them, Piece::Camel)
        | king_targets(king) & pos.pieces(them, Piece::Centaur)
        | pawn_attacks(view.white, king) & pos.pieces(them, Piece::Pawn))
    .and_not(victim);
    if !jumpers.is_empty() {
        return;
    }
    let (orthogonal, diagonal) = pos.sliders(them);
    for from in candidates {
        let empty = !(view.occupied ^ Wide::square(from) ^ victim ^ target);
        let exposed =
            rook_attacks(king, empty) & orthogonal | bishop_attacks(king, empty) & diagonal;
        if exposed.is_empty() {
            sink.single(Move::new(from, ep, Piece::Pawn, MoveKind::EnPassant));
        }
    }
}
