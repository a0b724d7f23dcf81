//! Othello perft on any move generator: bitfill's kernels (`bitfill::othello`, the default:
//! the fastest path for the build and CPU; or one path forced) or the engine's own
//! generators on `fill!` ([`kogge`](super::kogge), [`dumb7`](super::dumb7)), with bulk
//! counting or every leaf played, and a pass costing a ply or not.

use bitfill::Square;

/// What perft needs of a move generator.
pub trait Kernels {
    /// The squares where `player` may place a disc.
    fn moves(&self, player: u64, opponent: u64) -> u64;
    /// The discs a `player` disc on square `index` (0 to 63, empty) flips.
    fn flips(&self, player: u64, opponent: u64, index: u32) -> u64;
}

/// bitfill's kernels on the fastest path for the build and CPU (`bitfill::othello::moves`,
/// `flips`): AVX2 when compiled in or detected, else scalar Kogge-Stone.
pub struct Library;

impl Kernels for Library {
    #[inline(always)]
    fn moves(&self, player: u64, opponent: u64) -> u64 {
        bitfill::othello::moves(player, opponent)
    }
    #[inline(always)]
    fn flips(&self, player: u64, opponent: u64, index: u32) -> u64 {
        bitfill::othello::flips(player, opponent, Square::from_index_wrapping(index))
    }
}

/// bitfill's scalar kernels forced (`bitfill::othello::moves_const`, `flips_const`).
pub struct Scalar;

impl Kernels for Scalar {
    #[inline(always)]
    fn moves(&self, player: u64, opponent: u64) -> u64 {
        bitfill::othello::moves_const(player, opponent)
    }
    #[inline(always)]
    fn flips(&self, player: u64, opponent: u64, index: u32) -> u64 {
        bitfill::othello::flips_const(player, opponent, Square::from_index_wrapping(index))
    }
}

/// bitfill's SSE2 kernels forced (`bitfill::simd::sse2::othello_moves`, `othello_flips`).
#[cfg(target_arch = "x86_64")]
pub struct Sse2;

#[cfg(target_arch = "x86_64")]
impl Kernels for Sse2 {
    #[inline(always)]
    fn moves(&self, player: u64, opponent: u64) -> u64 {
        bitfill::simd::sse2::othello_moves(player, opponent)
    }
    #[inline(always)]
    fn flips(&self, player: u64, opponent: u64, index: u32) -> u64 {
        bitfill::simd::sse2::othello_flips(player, opponent, Square::from_index_wrapping(index))
    }
}

/// bitfill's AVX2 kernels forced, through the token.
#[cfg(target_arch = "x86_64")]
pub struct Avx2(pub bitfill::simd::Avx2);

#[cfg(target_arch = "x86_64")]
impl Kernels for Avx2 {
    #[inline(always)]
    fn moves(&self, player: u64, opponent: u64) -> u64 {
        self.0.othello_moves(player, opponent)
    }
    #[inline(always)]
    fn flips(&self, player: u64, opponent: u64, index: u32) -> u64 {
        self.0
            .othello_flips(player, opponent, Square::from_index_wrapping(index))
    }
}

/// The engine's own generator on Kogge-Stone `fill!` getters.
pub struct Kogge;

impl Kernels for Kogge {
    #[inline(always)]
    fn moves(&self, player: u64, opponent: u64) -> u64 {
        super::kogge::mobility(player, opponent)
    }
    #[inline(always)]
    fn flips(&self, player: u64, opponent: u64, index: u32) -> u64 {
        super::kogge::flips(player, opponent, 1 << (index & 63))
    }
}

/// The engine's own generator on Dumb7Fill `fill!` getters.
pub struct Dumb7;

impl Kernels for Dumb7 {
    #[inline(always)]
    fn moves(&self, player: u64, opponent: u64) -> u64 {
        super::dumb7::mobility(player, opponent)
    }
    #[inline(always)]
    fn flips(&self, player: u64, opponent: u64, index: u32) -> u64 {
        super::dumb7::flips(player, opponent, 1 << (index & 63))
    }
}

/// How perft counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counting {
    /// Play every move of the last ply (and so compute its flips) instead of counting the
    /// moves by a popcount.
    pub every_leaf: bool,
    /// A pass costs no depth (Egaroucid's perft mode 2); by default it is a ply.
    pub free_pass: bool,
}

/// The leaves `depth` plies below the position where `player` is to move. A finished game
/// (neither side can move) is one leaf at every remaining depth. A pass (no move, but the
/// opponent has one) is a ply, or with [`Counting::free_pass`] costs no depth.
#[must_use]
pub fn perft<K: Kernels>(
    kernels: &K,
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
) -> u64 {
    node(kernels, player, opponent, depth, counting, &|p, o, d| {
        perft(kernels, p, o, d, counting)
    })
}

/// [`perft`] on [`Library`]: with AVX2 (and POPCNT and BMI1, which every AVX2 CPU has)
/// detected at run time rather than compiled in, the whole search is compiled a second
/// time for them (`perft_avx2`), so that the kernels inline into it instead of being
/// called behind a check at every node, and the move counts use `popcnt`.
#[must_use]
pub fn perft_library(player: u64, opponent: u64, depth: u32, counting: Counting) -> u64 {
    #[cfg(all(target_arch = "x86_64", not(target_feature = "avx2")))]
    if let Some(token) = bitfill::simd::Avx2::detect()
        && std::is_x86_feature_detected!("popcnt")
        && std::is_x86_feature_detected!("bmi1")
    {
        // SAFETY: the token exists, so the CPU runs AVX2, and POPCNT and BMI1 were just
        // detected: every feature `perft_avx2` is compiled for.
        return unsafe { perft_avx2(token, player, opponent, depth, counting) };
    }
    perft(&Library, player, opponent, depth, counting)
}

/// [`perft`] on bitfill's AVX2 kernels, the search itself compiled for AVX2, POPCNT and
/// BMI1. (With AVX2 compiled in, [`perft`] on [`Library`] is this already.)
#[cfg(all(target_arch = "x86_64", not(target_feature = "avx2")))]
#[target_feature(enable = "avx2,popcnt,bmi1")]
fn perft_avx2(
    token: bitfill::simd::Avx2,
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
) -> u64 {
    node(
        &Avx2(token),
        player,
        opponent,
        depth,
        counting,
        &|p, o, d| perft_avx2(token, p, o, d, counting),
    )
}

/// One node of perft: `recurse` counts a child.
#[inline(always)]
fn node<K: Kernels>(
    kernels: &K,
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
    recurse: &impl Fn(u64, u64, u32) -> u64,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = kernels.moves(player, opponent);
    if moves == 0 {
        if counting.free_pass {
            if kernels.moves(opponent, player) == 0 {
                return 1;
            }
            return recurse(opponent, player, depth);
        }
        // At depth 1 a pass and a finished game are both one leaf.
        if depth == 1 || kernels.moves(opponent, player) == 0 {
            return 1;
        }
        return recurse(opponent, player, depth - 1);
    }
    if depth == 1 && !counting.every_leaf {
        return u64::from(moves.count_ones());
    }
    let mut nodes = 0;
    let mut rest = moves;
    while rest != 0 {
        let index = rest.trailing_zeros();
        rest &= rest - 1;
        let flipped = kernels.flips(player, opponent, index);
        let placed = 1u64 << index;
        nodes += recurse(opponent ^ flipped, player | placed | flipped, depth - 1);
    }
    nodes
}
