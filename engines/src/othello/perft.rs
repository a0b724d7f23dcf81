//! Othello perft on any move generator: bitfill's kernels (`bitfill::othello`, the default:
//! the fastest path for the build and CPU; or one path forced) or the engine's own
//! generators on `fill!` ([`kogge`](super::kogge), [`dumb7`](super::dumb7)), with bulk
//! counting, the last ply's moves listed, or every leaf played, and a pass costing a ply or
//! not; on one thread or several ([`perft_threads`], [`perft_library_threads`]).
//!
//! The last ply three ways, the same count each way ([`Counting`]):
//!
//! ```text
//! bulk (default)     popcount of the move set                   what bulk perfts count
//! --leaves list      each move's square written into a MoveList,
//!                    the list's length counted                  what a search needs
//! --every-leaf       each move played (its flips computed),
//!                    one leaf per position reached              what Egaroucid's perft does
//! ```

use super::MoveList;
use crate::cli::Leaves;
use bitfill::Square;
use std::cell::RefCell;
use std::num::NonZeroUsize;

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
        bitfill::othello::flips(player, opponent, Square::from_index_wrapping(index as usize))
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
        bitfill::othello::flips_const(player, opponent, Square::from_index_wrapping(index as usize))
    }
}

/// bitfill's SSE2 kernels forced (`bitfill::othello::sse2::moves`, `flips`).
#[cfg(target_arch = "x86_64")]
pub struct Sse2;

#[cfg(target_arch = "x86_64")]
impl Kernels for Sse2 {
    #[inline(always)]
    fn moves(&self, player: u64, opponent: u64) -> u64 {
        bitfill::othello::sse2::moves(player, opponent)
    }
    #[inline(always)]
    fn flips(&self, player: u64, opponent: u64, index: u32) -> u64 {
        bitfill::othello::sse2::flips(player, opponent, Square::from_index_wrapping(index as usize))
    }
}

/// bitfill's AVX2 kernels forced, through the token (`bitfill::othello::avx2::moves`,
/// `flips`).
#[cfg(target_arch = "x86_64")]
pub struct Avx2(pub bitfill::simd::Avx2);

#[cfg(target_arch = "x86_64")]
impl Kernels for Avx2 {
    #[inline(always)]
    fn moves(&self, player: u64, opponent: u64) -> u64 {
        bitfill::othello::avx2::moves(self.0, player, opponent)
    }
    #[inline(always)]
    fn flips(&self, player: u64, opponent: u64, index: u32) -> u64 {
        bitfill::othello::avx2::flips(self.0, player, opponent, Square::from_index_wrapping(index as usize))
    }
}

/// bitfill's AVX2 moves, and its flips by Kogge-Stone fills
/// (`bitfill::othello::avx2::kogge_flips`), for [`perft_avx512`]: compiled for AVX-512 VL,
/// the fills' ANDs and ORs merge into `vpternlogq`, and perft 12 runs about 3% faster than
/// on the line masks of `othello::avx2::flips`, which the AVX2-only copy takes (about 5%
/// faster there than the fills). Zen 4, interleaved runs.
#[cfg(all(target_arch = "x86_64", not(target_feature = "avx2")))]
struct Avx512Copy(bitfill::simd::Avx2);

#[cfg(all(target_arch = "x86_64", not(target_feature = "avx2")))]
impl Kernels for Avx512Copy {
    #[inline(always)]
    fn moves(&self, player: u64, opponent: u64) -> u64 {
        bitfill::othello::avx2::moves(self.0, player, opponent)
    }
    #[inline(always)]
    fn flips(&self, player: u64, opponent: u64, index: u32) -> u64 {
        let square = Square::from_index_wrapping(index as usize);
        bitfill::internals::othello_kogge_flips(self.0, player, opponent, square)
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
    /// How the moves of the last ply are counted: a popcount of the move set
    /// ([`Leaves::Bulk`]), or each move's square written into a [`MoveList`] and the
    /// list's length taken ([`Leaves::List`]), as a search that needs the moves would.
    /// [`Counting::every_leaf`] goes further than the list and overrides it.
    pub leaves: Leaves,
    /// Play every move of the last ply (and so compute its flips, one leaf per position
    /// reached) instead of counting the moves.
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

/// [`perft`] on [`Library`]. On an x86_64 build without AVX2 compiled in (the default
/// target), the recursion (`node`, its one body) is compiled twice more on bitfill's AVX2
/// kernels, and the copy for the CPU is chosen here, once per count:
///
/// ```text
/// copy              compiled for                                     chosen when the CPU has
/// perft_avx512      AVX2, BMI1, BMI2, POPCNT, LZCNT, AVX-512 F and VL  all of them
/// perft_v3          AVX2, BMI1, BMI2, POPCNT, LZCNT                     those five
/// perft on Library  the build's target (no POPCNT)                     anything else
/// ```
///
/// The kernels inline into a copy instead of being called behind a check at every node,
/// the move counts use `popcnt`, and in the AVX-512 copy LLVM merges the kernels' ands
/// and ors two at a time into `vpternlogq`, as `-C target-cpu=native` does on an AVX-512
/// CPU (on Zen 4, perft 12 about as fast as that build).
#[must_use]
pub fn perft_library(player: u64, opponent: u64, depth: u32, counting: Counting) -> u64 {
    #[cfg(all(target_arch = "x86_64", not(target_feature = "avx2")))]
    if let Some(token) = v3_detected() {
        if avx512_detected() {
            // SAFETY: `v3_detected` and `avx512_detected` found every feature
            // `perft_avx512` is compiled for.
            return unsafe { perft_avx512(token, player, opponent, depth, counting) };
        }
        // SAFETY: `v3_detected` found every feature `perft_v3` is compiled for.
        return unsafe { perft_v3(token, player, opponent, depth, counting) };
    }
    perft(&Library, player, opponent, depth, counting)
}

/// bitfill's AVX2 token, when the CPU also runs BMI1, BMI2, POPCNT and LZCNT: every
/// feature [`perft_v3`] is compiled for (asked once per count, at the root).
#[cfg(all(target_arch = "x86_64", not(target_feature = "avx2")))]
fn v3_detected() -> Option<bitfill::simd::Avx2> {
    let token = bitfill::simd::Avx2::detect()?;
    let rest = std::is_x86_feature_detected!("bmi1")
        && std::is_x86_feature_detected!("bmi2")
        && std::is_x86_feature_detected!("popcnt")
        && std::is_x86_feature_detected!("lzcnt");
    rest.then_some(token)
}

/// True when the CPU runs AVX-512 F and VL, which [`perft_avx512`] needs besides
/// [`perft_v3`]'s features (bitfill's AVX-512 token asks for the same two).
#[cfg(all(target_arch = "x86_64", not(target_feature = "avx2")))]
fn avx512_detected() -> bool {
    bitfill::simd::Avx512::detect().is_some()
}

/// [`perft`] on bitfill's AVX2 kernels, compiled for AVX2, BMI1, BMI2, POPCNT and LZCNT
/// (x86-64-v3 less MOVBE and FMA, which perft does not use): [`node`] and everything it
/// inlines, the kernels and the popcounts included, are compiled for them, and each node
/// calls this copy again, never the base one. (With AVX2 compiled in, [`perft`] on
/// [`Library`] is this already.) Not `#[inline(never)]`: with it LLVM keeps three call
/// sites of the recursion instead of one, and perft 10 runs 416 million instructions
/// instead of 371 million (callgrind).
#[cfg(all(target_arch = "x86_64", not(target_feature = "avx2")))]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
fn perft_v3(
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
        &|p, o, d| perft_v3(token, p, o, d, counting),
    )
}

/// [`perft_v3`] compiled for AVX-512 F and VL as well: the same AVX2 kernels (the flips by
/// fills, [`Avx512Copy`]), the 256-bit registers kept, but LLVM may use the EVEX forms,
/// `vpternlogq` for two logic operations in one. Not x86-64-v4: BW, CD and DQ are not
/// asked for, nothing here uses them.
#[cfg(all(target_arch = "x86_64", not(target_feature = "avx2")))]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vl")]
fn perft_avx512(
    token: bitfill::simd::Avx2,
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
) -> u64 {
    node(
        &Avx512Copy(token),
        player,
        opponent,
        depth,
        counting,
        &|p, o, d| perft_avx512(token, p, o, d, counting),
    )
}

/// [`perft`] on `threads` threads: the tree below the position is divided among them by
/// [`crate::perft::split`] (from the initial position, for two or three threads, into the
/// 244 subtrees at ply 4), each part counted by [`perft`]; with one thread, [`perft`]
/// itself. The count is the same for any number of threads.
///
/// ```
/// use bitfill_engines::othello::Position;
/// use bitfill_engines::othello::perft::{Counting, Library, perft_threads};
/// use std::num::NonZeroUsize;
///
/// let start = Position::initial();
/// let threads = NonZeroUsize::new(2).unwrap();
/// let nodes = perft_threads(&Library, start.player(), start.opponent(), 8, Counting::default(), threads);
/// assert_eq!(nodes, 390_216);
/// ```
#[must_use]
pub fn perft_threads<K: Kernels + Sync>(
    kernels: &K,
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
    threads: NonZeroUsize,
) -> u64 {
    if threads.get() == 1 {
        return perft(kernels, player, opponent, depth, counting);
    }
    split(
        kernels,
        player,
        opponent,
        depth,
        counting,
        threads,
        |p, o, d| perft(kernels, p, o, d, counting),
    )
}

/// [`perft_library`] on `threads` threads, as [`perft_threads`] divides the tree; with one
/// thread, [`perft_library`] itself.
#[must_use]
pub fn perft_library_threads(
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
    threads: NonZeroUsize,
) -> u64 {
    if threads.get() == 1 {
        return perft_library(player, opponent, depth, counting);
    }
    split(
        &Library,
        player,
        opponent,
        depth,
        counting,
        threads,
        |p, o, d| perft_library(p, o, d, counting),
    )
}

/// The count of [`perft`] from one position by [`crate::perft::split`]: a node is divided by
/// [`node`] itself, its children collected instead of counted (so passes and finished games
/// divide by the rules they count by), and each part counted by `count`.
fn split(
    kernels: &impl Kernels,
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
    threads: NonZeroUsize,
    count: impl Fn(u64, u64, u32) -> u64 + Sync,
) -> u64 {
    let mut total = 0;
    let Ok(()) = crate::perft::split(
        [((player, opponent), depth)],
        threads,
        |&(player, opponent), depth, children| {
            let children = RefCell::new(children);
            node(kernels, player, opponent, depth, counting, &|p, o, d| {
                children.borrow_mut().push(((p, o), d));
                0
            })
        },
        |&(player, opponent), depth| count(player, opponent, depth),
        |_, nodes| {
            total = nodes;
            Ok::<(), std::convert::Infallible>(())
        },
    );
    total
}

/// The squares of `moves` pushed onto `list`, from a1 upwards: one `tzcnt`, one `blsr`
/// and one store a move.
#[inline(always)]
pub(crate) fn write_moves(moves: u64, list: &mut MoveList) {
    let mut rest = moves;
    while rest != 0 {
        // `rest` is not 0, so the index is below 64.
        list.push(super::Square(rest.trailing_zeros() as u8));
        rest &= rest - 1;
    }
}

/// One node of perft: `recurse` counts a child. The children of a node two plies above the
/// leaves are counted inline ([`last_ply`]) rather than by a call: at perft 10 the call's
/// entry and exit (saved registers, the vector constants reloaded, `vzeroupper`) cost
/// about a fifth of the instructions.
#[inline(always)]
fn node<K: Kernels>(
    kernels: &K,
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
    recurse: &impl Fn(u64, u64, u32) -> u64,
) -> u64 {
    match depth {
        0 => return 1,
        1 => return last_ply(kernels, player, opponent, counting, recurse),
        _ => {}
    }
    let moves = kernels.moves(player, opponent);
    if moves == 0 {
        if counting.free_pass {
            if kernels.moves(opponent, player) == 0 {
                return 1;
            }
            return recurse(opponent, player, depth);
        }
        if kernels.moves(opponent, player) == 0 {
            return 1;
        }
        return recurse(opponent, player, depth - 1);
    }
    let mut nodes = 0;
    let mut rest = moves;
    while rest != 0 {
        let index = rest.trailing_zeros();
        rest &= rest - 1;
        let flipped = kernels.flips(player, opponent, index);
        let placed = 1u64 << index;
        let (child_player, child_opponent) = (opponent ^ flipped, player | placed | flipped);
        nodes += if depth == 2 {
            last_ply(kernels, child_player, child_opponent, counting, recurse)
        } else {
            recurse(child_player, child_opponent, depth - 1)
        };
    }
    nodes
}

/// A node one ply above the leaves: its moves counted as `counting` says. A pass and a
/// finished game are both one leaf; with [`Counting::free_pass`], a pass costs no depth,
/// and the opponent's moves are the leaves.
#[inline(always)]
fn last_ply<K: Kernels>(
    kernels: &K,
    player: u64,
    opponent: u64,
    counting: Counting,
    recurse: &impl Fn(u64, u64, u32) -> u64,
) -> u64 {
    let moves = kernels.moves(player, opponent);
    if moves == 0 {
        if counting.free_pass && kernels.moves(opponent, player) != 0 {
            return recurse(opponent, player, 1);
        }
        return 1;
    }
    if counting.every_leaf {
        let mut nodes = 0;
        let mut rest = moves;
        while rest != 0 {
            let index = rest.trailing_zeros();
            rest &= rest - 1;
            let flipped = kernels.flips(player, opponent, index);
            // A call, which takes the flips: inlined, the count would not need them.
            nodes += recurse(opponent ^ flipped, player | 1 << index | flipped, 0);
        }
        return nodes;
    }
    match counting.leaves {
        Leaves::Bulk => u64::from(moves.count_ones()),
        Leaves::List => {
            let mut list = MoveList::new();
            write_moves(moves, &mut list);
            // The list is read, as a search reads it, so the writes stay.
            std::hint::black_box(&list).len() as u64
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The thread counts every count is checked on (see the generic driver's tests).
    const THREADS: [usize; 4] = [1, 2, 3, 8];

    /// Every way of counting: bulk, listed and played leaves, a pass a ply or free.
    const COUNTINGS: [Counting; 6] = {
        let mut countings = [Counting {
            leaves: Leaves::Bulk,
            every_leaf: false,
            free_pass: false,
        }; 6];
        let mut i = 0;
        while i < 6 {
            countings[i].leaves = if i % 3 == 1 {
                Leaves::List
            } else {
                Leaves::Bulk
            };
            countings[i].every_leaf = i % 3 == 2;
            countings[i].free_pass = i >= 3;
            i += 1;
        }
        countings
    };

    fn threads(n: usize) -> NonZeroUsize {
        NonZeroUsize::new(n).unwrap()
    }

    /// `(player, opponent)` of the initial position, black to move.
    const INITIAL: (u64, u64) = (0x0000_0008_1000_0000, 0x0000_0010_0800_0000);

    /// Positions of seeded random games from the initial position: every twentieth ply, the
    /// last twelve before the end (where passes and finished games fall inside the split)
    /// and every position whose side to move must pass.
    fn positions() -> Vec<(u64, u64)> {
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut random = move || {
            // xorshift64
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut positions = Vec::new();
        for _ in 0..6 {
            let (mut player, mut opponent) = INITIAL;
            let mut game = Vec::new();
            loop {
                game.push((player, opponent));
                let moves = Library.moves(player, opponent);
                if moves == 0 {
                    if Library.moves(opponent, player) == 0 {
                        break;
                    }
                    positions.push((player, opponent));
                    (player, opponent) = (opponent, player);
                    continue;
                }
                let mut rest = moves;
                for _ in 0..random() % u64::from(moves.count_ones()) {
                    rest &= rest - 1;
                }
                let index = rest.trailing_zeros();
                let flipped = Library.flips(player, opponent, index);
                (player, opponent) = (opponent ^ flipped, player | 1 << index | flipped);
            }
            positions.extend(game.iter().step_by(20).skip(1));
            positions.extend(&game[game.len().saturating_sub(12)..]);
        }
        positions
    }

    #[test]
    fn counts_are_the_same_on_any_number_of_threads() {
        let (player, opponent) = INITIAL;
        for counting in COUNTINGS {
            for depth in 0..=9 {
                let expected = perft(&Library, player, opponent, depth, counting);
                for n in THREADS {
                    assert_eq!(
                        perft_threads(&Library, player, opponent, depth, counting, threads(n)),
                        expected,
                        "{counting:?}, depth {depth}, {n} threads"
                    );
                    assert_eq!(
                        perft_library_threads(player, opponent, depth, counting, threads(n)),
                        expected,
                        "{counting:?}, depth {depth}, {n} threads"
                    );
                }
            }
        }
    }

    /// Passes and finished games inside the split, and at the position itself.
    #[test]
    fn counts_of_random_games_are_the_same_on_any_number_of_threads() {
        let positions = positions();
        assert!(positions.len() > 80, "{}", positions.len());
        let passes = positions.iter().filter(|&&(p, o)| Library.moves(p, o) == 0);
        assert!(passes.count() > 6, "passes, and finished games");
        for (player, opponent) in positions {
            for counting in COUNTINGS {
                let expected = perft(&Library, player, opponent, 5, counting);
                for n in THREADS {
                    assert_eq!(
                        perft_threads(&Library, player, opponent, 5, counting, threads(n)),
                        expected,
                        "{player:#x} {opponent:#x}, {counting:?}, {n} threads"
                    );
                }
            }
        }
    }

    /// The copies of the recursion compiled for more features ([`perft_v3`],
    /// [`perft_avx512`]) count what the base copy counts ([`perft`] on [`Library`], which
    /// calls bitfill's dispatched kernels at every node, and on [`Sse2`], what CPUs without
    /// AVX2 run), in every way of counting, from the initial position and from positions
    /// of random games (passes and finished games). Each copy runs only where the CPU has
    /// its features; where it has not, the copy cannot run here, and the test says so and
    /// checks the rest (`scripts/qemu-dispatch.sh` runs the program under emulated CPUs
    /// without them). With AVX2 compiled in there are no other copies.
    #[cfg(all(target_arch = "x86_64", not(target_feature = "avx2")))]
    #[test]
    fn the_copies_for_more_features_count_what_the_base_copy_counts() {
        let v3 = v3_detected();
        let avx512 = v3.filter(|_| avx512_detected());
        if v3.is_none() {
            eprintln!("perft_v3 not run: this CPU lacks AVX2, BMI1, BMI2, POPCNT or LZCNT");
        }
        if avx512.is_none() {
            eprintln!("perft_avx512 not run: this CPU lacks AVX-512 F or VL, or a v3 feature");
        }
        let mut starts = vec![(INITIAL, 8)];
        starts.extend(positions().into_iter().map(|position| (position, 4)));
        for ((player, opponent), max_depth) in starts {
            for counting in COUNTINGS {
                for depth in 0..=max_depth {
                    let base = perft(&Library, player, opponent, depth, counting);
                    let what = format!("{player:#x} {opponent:#x}, {counting:?}, depth {depth}");
                    let sse2 = perft(&Sse2, player, opponent, depth, counting);
                    assert_eq!(sse2, base, "sse2, {what}");
                    if let Some(token) = v3 {
                        // SAFETY: `v3_detected` found every feature `perft_v3` is
                        // compiled for.
                        let nodes = unsafe { perft_v3(token, player, opponent, depth, counting) };
                        assert_eq!(nodes, base, "perft_v3, {what}");
                    }
                    if let Some(token) = avx512 {
                        // SAFETY: `v3_detected` and `avx512_detected` found every feature
                        // `perft_avx512` is compiled for.
                        let nodes =
                            unsafe { perft_avx512(token, player, opponent, depth, counting) };
                        assert_eq!(nodes, base, "perft_avx512, {what}");
                    }
                    assert_eq!(
                        perft_library(player, opponent, depth, counting),
                        base,
                        "perft_library, {what}"
                    );
                }
            }
        }
    }

    /// Every generator, on more threads than one.
    #[test]
    fn every_generator_on_threads() {
        fn check(name: &str, kernels: &(impl Kernels + Sync)) {
            let (player, opponent) = INITIAL;
            for counting in COUNTINGS {
                let expected = perft(kernels, player, opponent, 8, counting);
                for n in THREADS {
                    let nodes = perft_threads(kernels, player, opponent, 8, counting, threads(n));
                    assert_eq!(nodes, expected, "{name}, {counting:?}, {n} threads");
                }
            }
        }
        check("scalar", &Scalar);
        check("kogge", &Kogge);
        check("dumb7", &Dumb7);
        #[cfg(target_arch = "x86_64")]
        check("sse2", &Sse2);
        #[cfg(target_arch = "x86_64")]
        if let Some(token) = bitfill::simd::Avx2::detect() {
            check("avx2", &Avx2(token));
        }
    }
}
