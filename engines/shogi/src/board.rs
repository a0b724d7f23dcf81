//! The 9x9 board and how each piece moves on it, from bitfill's public API: `fill!` leaper
//! ops for the steps and jumps (set-wise, one call for every piece of a kind), `geometry`
//! for the rays, the promotion zones, the last ranks and the sliders' attacks from one
//! square (the Chess Programming Wiki's Classical Approach, see [`ray_attacks`]).
//!
//! Square = rank x 9 + file, in a `u128` (bits 81 and up are never set): file 0 is the
//! leftmost file seen from black (sente), which shogi calls file 9; rank 0 is black's back
//! rank, which shogi calls rank i. Black moves first and goes north (towards rank 8, shogi's
//! rank a), white goes south. So `7g` is file 2, rank 2, square 20; `5a` square 76.
//!
//! ```text
//!  9  8  7  6  5  4  3  2  1        USI
//! 72 73 74 75 76 77 78 79 80   a    rank 8: white's back rank
//! ...
//!  9 10 11 12 13 14 15 16 17   h
//!  0  1  2  3  4  5  6  7  8   i    rank 0: black's back rank
//! ```

use bitfill::{fill, geometry};

/// The 81 squares as a `u128` set.
pub const BOARD: u128 = geometry::rectangle(9, 9, (0, 8), (0, 8));

/// The set holding only `sq` (0 to 80): read from a table, as a shift of a `u128` by a
/// variable amount costs half a dozen instructions.
#[inline(always)]
#[must_use]
pub const fn bit(sq: u32) -> u128 {
    BITS[sq as usize]
}

/// `1 << sq` for every square.
const BITS: [u128; 81] = {
    let mut table = [0; 81];
    let mut sq = 0;
    while sq < 81 {
        table[sq] = 1 << sq;
        sq += 1;
    }
    table
};

/// The promotion zone of each side, the three ranks farthest from it: black's ranks 6 to
/// 8 (shogi's a to c), white's 0 to 2.
pub const ZONE: [u128; 2] = [
    geometry::rank_band(9, 9, 6, 8),
    geometry::rank_band(9, 9, 0, 2),
];

/// Each side's last rank, where a pawn or a lance would have no move.
pub const LAST_RANK: [u128; 2] = [
    geometry::rank_band(9, 9, 8, 8),
    geometry::rank_band(9, 9, 0, 0),
];

/// Each side's last two ranks, where a knight would have no move.
pub const LAST_TWO_RANKS: [u128; 2] = [
    geometry::rank_band(9, 9, 7, 8),
    geometry::rank_band(9, 9, 0, 1),
];

/// Bit 0 of every rank: a 9-bit file mask times this is those files on every rank.
pub const FILES_FROM_MASK: u128 = {
    let mut repeated = 0u128;
    let mut rank = 0;
    while rank < 9 {
        repeated |= 1 << (rank * 9);
        rank += 1;
    }
    repeated
};

/// The squares of `files` (bit `f` of the 9-bit mask: file `f`, 0 = shogi's file 9), on
/// every rank: one multiplication, as no two products overlap.
#[inline(always)]
#[must_use]
pub const fn files_of_mask(files: u32) -> u128 {
    (files as u128 & 0x1ff) * FILES_FROM_MASK
}

/// The 9-bit mask of the files that hold a square of `set`: the ranks folded onto the
/// first (an `or` per rank; the fold of the Chess Programming Wiki's "Occupancy of any
/// Line" page, for nine 9-bit ranks).
#[inline(always)]
#[must_use]
pub const fn file_mask(set: u128) -> u32 {
    // Ranks 0, 1 and 2 take in ranks 3 to 5 and 6 to 8, then rank 0 takes in ranks 1, 2.
    let thirds = set | set >> 27 | set >> 54;
    ((thirds | thirds >> 9 | thirds >> 18) & 0x1ff) as u32
}

// The steps, one vector at a time (the counting needs them apart: a target of one vector
// has exactly one piece behind it) and by piece. Black's forward is north, (0, 1).
fill!(files = 9, ranks = 9, dir = (0, 1), op = leap, name = step_n, vis = pub);
fill!(files = 9, ranks = 9, dir = (0, -1), op = leap, name = step_s, vis = pub);
fill!(files = 9, ranks = 9, dir = (1, 0), op = leap, name = step_e, vis = pub);
fill!(files = 9, ranks = 9, dir = (-1, 0), op = leap, name = step_w, vis = pub);
fill!(files = 9, ranks = 9, dir = (1, 1), op = leap, name = step_ne, vis = pub);
fill!(files = 9, ranks = 9, dir = (-1, 1), op = leap, name = step_nw, vis = pub);
fill!(files = 9, ranks = 9, dir = (1, -1), op = leap, name = step_se, vis = pub);
fill!(files = 9, ranks = 9, dir = (-1, -1), op = leap, name = step_sw, vis = pub);
fill!(files = 9, ranks = 9, dir = (1, 2), op = leap, name = jump_nne, vis = pub);
fill!(files = 9, ranks = 9, dir = (-1, 2), op = leap, name = jump_nnw, vis = pub);
fill!(files = 9, ranks = 9, dir = (1, -2), op = leap, name = jump_sse, vis = pub);
fill!(files = 9, ranks = 9, dir = (-1, -2), op = leap, name = jump_ssw, vis = pub);

fill!(
    files = 9,
    ranks = 9,
    dir = [(1, 2), (-1, 2)],
    op = leap,
    name = knight_black
);
fill!(
    files = 9,
    ranks = 9,
    dir = [(1, -2), (-1, -2)],
    op = leap,
    name = knight_white
);
fill!(
    files = 9,
    ranks = 9,
    dir = [(-1, 1), (0, 1), (1, 1), (-1, -1), (1, -1)],
    op = leap,
    name = silver_black
);
fill!(
    files = 9,
    ranks = 9,
    dir = [(-1, -1), (0, -1), (1, -1), (-1, 1), (1, 1)],
    op = leap,
    name = silver_white
);
fill!(
    files = 9,
    ranks = 9,
    dir = [(-1, 1), (0, 1), (1, 1), (-1, 0), (1, 0), (0, -1)],
    op = leap,
    name = gold_black
);
fill!(
    files = 9,
    ranks = 9,
    dir = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (0, 1)],
    op = leap,
    name = gold_white
);
fill!(
    files = 9,
    ranks = 9,
    dir = [nort, noEa, east, soEa, sout, soWe, west, noWe],
    op = leap,
    name = king_steps
);

/// The squares a pawn of `color` on each square of `pawns` attacks (one step forward).
#[inline(always)]
#[must_use]
pub const fn pawn_attacks(color: usize, pawns: u128) -> u128 {
    if color == 0 {
        step_n(pawns)
    } else {
        step_s(pawns)
    }
}

/// The squares the knights of `color` in `knights` attack.
#[inline(always)]
#[must_use]
pub const fn knight_attacks(color: usize, knights: u128) -> u128 {
    if color == 0 {
        knight_black(knights)
    } else {
        knight_white(knights)
    }
}

/// The squares the silvers of `color` in `silvers` attack.
#[inline(always)]
#[must_use]
pub const fn silver_attacks(color: usize, silvers: u128) -> u128 {
    if color == 0 {
        silver_black(silvers)
    } else {
        silver_white(silvers)
    }
}

/// The squares attacked by the pieces of `color` in `golds` that move as a gold (golds and
/// the promoted pawns, lances, knights and silvers).
#[inline(always)]
#[must_use]
pub const fn gold_attacks(color: usize, golds: u128) -> u128 {
    if color == 0 {
        gold_black(golds)
    } else {
        gold_white(golds)
    }
}

/// A table of a step function's targets from every square, evaluated at compile time.
macro_rules! per_square {
    ($steps:ident) => {{
        let mut table = [0; 81];
        let mut sq = 0;
        while sq < 81 {
            table[sq] = $steps(bit(sq as u32));
            sq += 1;
        }
        table
    }};
}

/// The steps of a king from each square.
pub const KING: [u128; 81] = per_square!(king_steps);

/// Per side, the squares a pawn on each square attacks.
pub const PAWN: [[u128; 81]; 2] = [per_square!(step_n), per_square!(step_s)];
/// Per side, the squares a knight on each square attacks.
pub const KNIGHT: [[u128; 81]; 2] = [per_square!(knight_black), per_square!(knight_white)];
/// Per side, the squares a silver on each square attacks.
pub const SILVER: [[u128; 81]; 2] = [per_square!(silver_black), per_square!(silver_white)];
/// Per side, the squares a gold (or a piece that moves as one) on each square attacks.
pub const GOLD: [[u128; 81]; 2] = [per_square!(gold_black), per_square!(gold_white)];

/// The eight compass directions, in the order of [`RAYS`]: the four that go up the bit
/// order (north, north-east, east, north-west: the next square's index is larger) first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Dir {
    N = 0,
    NE = 1,
    E = 2,
    NW = 3,
    S = 4,
    SW = 5,
    W = 6,
    SE = 7,
}

impl Dir {
    /// All eight, in index order.
    pub const ALL: [Dir; 8] = [
        Dir::N,
        Dir::NE,
        Dir::E,
        Dir::NW,
        Dir::S,
        Dir::SW,
        Dir::W,
        Dir::SE,
    ];

    /// True for the directions whose rays run up the bit order.
    #[inline(always)]
    #[must_use]
    pub const fn is_up(self) -> bool {
        (self as u8) < 4
    }

    /// True for the directions a rook slides along.
    #[inline(always)]
    #[must_use]
    pub const fn is_orthogonal(self) -> bool {
        matches!(self, Dir::N | Dir::E | Dir::S | Dir::W)
    }
}

/// The empty-board ray from every square in each direction of [`Dir`], the square excluded.
pub const RAYS: [[u128; 81]; 8] = [
    geometry::rays(9, 9, (0, 1)),
    geometry::rays(9, 9, (1, 1)),
    geometry::rays(9, 9, (1, 0)),
    geometry::rays(9, 9, (-1, 1)),
    geometry::rays(9, 9, (0, -1)),
    geometry::rays(9, 9, (-1, -1)),
    geometry::rays(9, 9, (-1, 0)),
    geometry::rays(9, 9, (1, -1)),
];

/// The squares a slider on `sq` attacks along `dir`, given the `occupied` squares: the ray
/// up to and including its first occupied square (bitfill's `geometry` rays and their
/// Classical Approach, one formula for the rays up the bit order and one for those down).
#[inline(always)]
#[must_use]
pub const fn ray_attacks(dir: Dir, sq: u32, occupied: u128) -> u128 {
    let ray = RAYS[dir as usize][sq as usize];
    if dir.is_up() {
        geometry::positive_ray_attacks(ray, occupied)
    } else {
        geometry::negative_ray_attacks(ray, occupied)
    }
}

/// A rook's attacks from `sq`: the four orthogonal rays.
#[inline(always)]
#[must_use]
pub const fn rook_attacks(sq: u32, occupied: u128) -> u128 {
    ray_attacks(Dir::N, sq, occupied)
        | ray_attacks(Dir::E, sq, occupied)
        | ray_attacks(Dir::S, sq, occupied)
        | ray_attacks(Dir::W, sq, occupied)
}

/// A bishop's attacks from `sq`: the four diagonal rays.
#[inline(always)]
#[must_use]
pub const fn bishop_attacks(sq: u32, occupied: u128) -> u128 {
    ray_attacks(Dir::NE, sq, occupied)
        | ray_attacks(Dir::NW, sq, occupied)
        | ray_attacks(Dir::SW, sq, occupied)
        | ray_attacks(Dir::SE, sq, occupied)
}

/// A lance's attacks from `sq`: its one ray forward (north for black, south for white).
#[inline(always)]
#[must_use]
pub const fn lance_attacks(color: usize, sq: u32, occupied: u128) -> u128 {
    if color == 0 {
        ray_attacks(Dir::N, sq, occupied)
    } else {
        ray_attacks(Dir::S, sq, occupied)
    }
}

/// The direction from `from` to `to` when they share a rank, file or diagonal, by index
/// into [`Dir::ALL`]; 8 otherwise (and for `from == to`).
pub const DIRECTION: [[u8; 81]; 81] = {
    let mut table = [[8u8; 81]; 81];
    let mut from = 0;
    while from < 81 {
        let mut d = 0;
        while d < 8 {
            let mut ray = RAYS[d][from];
            while ray != 0 {
                let to = ray.trailing_zeros() as usize;
                table[from][to] = d as u8;
                ray &= ray - 1;
            }
            d += 1;
        }
        from += 1;
    }
    table
};

/// The squares strictly between `a` and `b` on their common line; empty when they share
/// none or are neighbours.
#[inline(always)]
#[must_use]
pub const fn between(a: u32, b: u32) -> u128 {
    let d = DIRECTION[a as usize][b as usize] as usize;
    if d == 8 {
        0
    } else {
        // The ray from `a` towards `b` and the ray from `b` back towards `a` overlap
        // exactly between them.
        RAYS[d][a as usize] & RAYS[(d + 4) % 8][b as usize]
    }
}

/// The whole line through `a` and `b` (both included) when they share one; empty otherwise.
#[inline(always)]
#[must_use]
pub const fn line(a: u32, b: u32) -> u128 {
    let d = DIRECTION[a as usize][b as usize] as usize;
    if d == 8 {
        0
    } else {
        RAYS[d][a as usize] | RAYS[(d + 4) % 8][a as usize] | bit(a)
    }
}
