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
use bitfill::{Bitboard, Square};
use bitfill_engines_common::cli::Leaves;
use std::cell::RefCell;
use std::num::NonZeroUsize;

/// What perft needs of a move generator.
pub trait Generator {
    /// The squares where `player` may place a disc.
    fn moves(&self, player: u64, opponent: u64) -> u64;
    /// The discs a `player` disc on square `index` (0 to 63, empty) flips.
    fn flips(&self, player: u64, opponent: u64, index: u32) -> u64;
}

/// bitfill's kernels on the fastest path for the build and CPU (`bitfill::othello::moves`,
/// `flips`): AVX2 when compiled in or detected, else scalar Kogge-Stone.
pub struct Library;

impl Generator for Library {
    #[inline(always)]
    fn moves(&self, player: u64, opponent: u64) -> u64 {
        bitfill::othello::moves(Bitboard(player), Bitboard(opponent)).0
    }
    #[inline(always)]
    fn flips(&self, player: u64, opponent: u64, index: u32) -> u64 {
        bitfill::othello::flips(
            Bitboard(player),
            Bitboard(opponent),
            Square::from_index_wrapping(index as usize),
        )
        .0
    }
}

/// bitfill's kernels of one path, forced: the Othello methods of a `bitfill::simd` token
/// (`othello_moves`, `othello_flips`): `Path(Portable)` the scalar fills, `Path(Sse2)`,
/// `Path(avx2)` with a detected token. [`perft_on`] runs the recursion in the token's copy.
#[derive(Clone, Copy)]
pub struct Path<K: bitfill::simd::Kernels>(pub K);

impl<K: bitfill::simd::Kernels> Generator for Path<K> {
    #[inline(always)]
    fn moves(&self, player: u64, opponent: u64) -> u64 {
        self.0.othello_moves(Bitboard(player), Bitboard(opponent)).0
    }
    #[inline(always)]
    fn flips(&self, player: u64, opponent: u64, index: u32) -> u64 {
        self.0
            .othello_flips(
                Bitboard(player),
                Bitboard(opponent),
                Square::from_index_wrapping(index as usize),
            )
            .0
    }
}

/// The engine's own generator on Kogge-Stone `fill!` getters.
pub struct Kogge;

impl Generator for Kogge {
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

impl Generator for Dumb7 {
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
pub fn perft<K: Generator>(
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

/// [`perft`] on bitfill's kernels for the CPU: the recursion runs in the copy
/// `bitfill::simd::dispatch` chooses, on its token's kernels ([`Path`]), each node entering
/// the same copy again:
///
/// ```text
/// token     the copy is compiled for                                chosen when the CPU has
/// Avx512    AVX2, BMI1, BMI2, POPCNT, LZCNT, AVX-512 F, VL, BW, DQ  all of them
/// Avx2      AVX2, BMI1, BMI2, POPCNT, LZCNT                         those five
/// Sse2      the build's target (no POPCNT on the default target)    anything else
/// ```
///
/// The kernels inline into a copy instead of being called behind a check at every node,
/// the move counts use `popcnt`, and in the AVX-512 copy LLVM merges the kernels' ands
/// and ors two at a time into `vpternlogq` (the AVX-512 token's flips are the Kogge-Stone
/// fills, which gain most from it), as `-C target-cpu=native` does on an AVX-512 CPU (on
/// Zen 4, perft 12 about as fast as that build).
#[must_use]
pub fn perft_library(player: u64, opponent: u64, depth: u32, counting: Counting) -> u64 {
    bitfill::simd::dispatch(Perft {
        player,
        opponent,
        depth,
        counting,
    })
}

/// [`perft`] on the kernels of `token`, in its copy: what [`perft_library`] runs where
/// `token` is the CPU's widest (`othello <depth> avx2` forces the AVX2 token so).
#[must_use]
pub fn perft_on<K: bitfill::simd::Kernels>(
    token: K,
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
) -> u64 {
    token.run(Perft {
        player,
        opponent,
        depth,
        counting,
    })
}

/// [`perft`] below one position, as a task for bitfill's dispatch: [`node`] on the token's
/// kernels, each child counted in the same copy (`kernels.run`).
#[derive(Clone, Copy)]
struct Perft {
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
}

impl bitfill::simd::WithKernels for Perft {
    type Output = u64;

    #[inline(always)]
    fn run<K: bitfill::simd::Kernels>(self, kernels: K) -> u64 {
        let counting = self.counting;
        node(
            &Path(kernels),
            self.player,
            self.opponent,
            self.depth,
            counting,
            &|player, opponent, depth| {
                kernels.run(Perft {
                    player,
                    opponent,
                    depth,
                    counting,
                })
            },
        )
    }
}

/// [`perft`] on `threads` threads: the tree below the position is divided among them by
/// [`bitfill_engines_common::perft::split`] (from the initial position, for two or three
/// threads, into the 244 subtrees at ply 4), each part counted by [`perft`]; with one
/// thread, [`perft`] itself. The count is the same for any number of threads.
///
/// ```
/// use bitfill_othello::Position;
/// use bitfill_othello::perft::{Counting, Library, perft_threads};
/// use std::num::NonZeroUsize;
///
/// let start = Position::initial();
/// let threads = NonZeroUsize::new(2).unwrap();
/// let nodes = perft_threads(&Library, start.player(), start.opponent(), 8, Counting::default(), threads);
/// assert_eq!(nodes, 390_216);
/// ```
#[must_use]
pub fn perft_threads<K: Generator + Sync>(
    kernels: &K,
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
    threads: NonZeroUsize,
) -> u64 {
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

/// [`perft_on`] on `threads` threads, as [`perft_threads`] divides the tree; with one
/// thread, [`perft_on`] itself.
#[must_use]
pub fn perft_on_threads<K: bitfill::simd::Kernels + Sync>(
    token: K,
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
    threads: NonZeroUsize,
) -> u64 {
    split(
        &Path(token),
        player,
        opponent,
        depth,
        counting,
        threads,
        |p, o, d| perft_on(token, p, o, d, counting),
    )
}

/// The count of [`perft`] from one position by [`bitfill_engines_common::perft::split`]: a
/// node is divided by [`node`] itself, its children collected instead of counted (so passes
/// and finished games divide by the rules they count by), and each part counted by `count`.
fn split(
    kernels: &impl Generator,
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
    threads: NonZeroUsize,
    count: impl Fn(u64, u64, u32) -> u64 + Sync,
) -> u64 {
    // One thread: the count itself, with no tree to divide.
    if threads.get() == 1 {
        return count(player, opponent, depth);
    }
    let mut total = 0;
    let Ok(()) = bitfill_engines_common::perft::split(
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

/// One node of perft: `recurse` counts a child. The children of a node three plies above
/// the leaves or fewer are counted inline ([`near_leaves`]) rather than by a call: at
/// perft 10 the call's entry and exit (saved registers, the vector constants reloaded,
/// `vzeroupper`) cost about a fifth of the instructions with only the last ply inline;
/// with the dispatch's task passed to each call in memory, the second ply inline too
/// brought perft 9 from 53.3 million instructions to 49.4 on the default target (callgrind).
#[inline(always)]
fn node<K: Generator>(
    kernels: &K,
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
    recurse: &impl Fn(u64, u64, u32) -> u64,
) -> u64 {
    if depth <= 3 {
        return near_leaves(kernels, player, opponent, depth, counting, recurse);
    }
    let moves = kernels.moves(player, opponent);
    if moves == 0 {
        if kernels.moves(opponent, player) == 0 {
            return 1;
        }
        let depth = if counting.free_pass { depth } else { depth - 1 };
        return recurse(opponent, player, depth);
    }
    children(
        kernels,
        player,
        opponent,
        moves,
        |child_player, child_opponent| recurse(child_player, child_opponent, depth - 1),
    )
}

/// [`node`] at most three plies above the leaves (`depth` 0 to 3), every child counted
/// inline: [`three_plies`], [`two_plies`], [`last_ply`].
///
/// The loops of the last two plies, where nearly all the work is, hold no test of how
/// the leaves are counted and no call: the way is chosen once a node two plies above the
/// leaves, for a loop compiled for each ([`BULK`], [`LIST`], [`EVERY_LEAF`]), and a pass
/// there is counted inline, not by `recurse` (a call in a loop, even on a path it seldom
/// takes, can have LLVM keep the loop's sets and vector constants in memory: every vector
/// register is the caller's to save on x86_64). Perft 9, callgrind, the recursion entering
/// its copy (`Kernels::run`, one call) at each node three plies above the leaves or more,
/// in millions of instructions on the default target and on `x86-64-v3`: 49.42 and 49.49
/// with a test of the way at each node one ply above the leaves and calls in the loops;
/// 42.74 and 43.93 so. The loop for each way is nearly all of it: without it, the loops
/// free of calls gave 48.39 and 49.29. (Before bitfill's `build_copy` was made
/// `#[inline(never)]`, the first figure on `x86-64-v3` was 46.19.)
#[inline(always)]
fn near_leaves<K: Generator>(
    kernels: &K,
    player: u64,
    opponent: u64,
    depth: u32,
    counting: Counting,
    recurse: &impl Fn(u64, u64, u32) -> u64,
) -> u64 {
    match depth {
        0 => 1,
        1 => match leaves_mode(counting) {
            BULK => last_ply::<K, BULK>(kernels, player, opponent, counting.free_pass),
            LIST => last_ply::<K, LIST>(kernels, player, opponent, counting.free_pass),
            _ => last_ply::<K, EVERY_LEAF>(kernels, player, opponent, counting.free_pass),
        },
        2 => two_plies(kernels, player, opponent, counting),
        _ => three_plies(kernels, player, opponent, counting, recurse),
    }
}

/// The sum of `count` over the positions after each of `moves` (not 0) of `player`.
#[inline(always)]
fn children<K: Generator>(
    kernels: &K,
    player: u64,
    opponent: u64,
    moves: u64,
    count: impl Fn(u64, u64) -> u64,
) -> u64 {
    let mut nodes = 0;
    let mut rest = moves;
    while rest != 0 {
        let index = rest.trailing_zeros();
        rest &= rest - 1;
        let flipped = kernels.flips(player, opponent, index);
        let placed = 1u64 << index;
        nodes += count(opponent ^ flipped, player | placed | flipped);
    }
    nodes
}

/// [`node`] three plies above the leaves, its children counted inline ([`two_plies`]).
/// Where the side to move must pass (a ply), its opponent's node two plies above the
/// leaves is counted by `recurse`: out of the loop, where the call costs nothing.
#[inline(always)]
fn three_plies<K: Generator>(
    kernels: &K,
    player: u64,
    opponent: u64,
    counting: Counting,
    recurse: &impl Fn(u64, u64, u32) -> u64,
) -> u64 {
    let (mut player, mut opponent) = (player, opponent);
    let mut moves = kernels.moves(player, opponent);
    if moves == 0 {
        let theirs = kernels.moves(opponent, player);
        if theirs == 0 {
            return 1;
        }
        if !counting.free_pass {
            return recurse(opponent, player, 2);
        }
        (player, opponent, moves) = (opponent, player, theirs);
    }
    children(
        kernels,
        player,
        opponent,
        moves,
        |child_player, child_opponent| two_plies(kernels, child_player, child_opponent, counting),
    )
}

/// [`node`] two plies above the leaves: [`two_plies_counting`] for the way `counting`
/// counts the leaves.
#[inline(always)]
fn two_plies<K: Generator>(kernels: &K, player: u64, opponent: u64, counting: Counting) -> u64 {
    let free_pass = counting.free_pass;
    match leaves_mode(counting) {
        BULK => two_plies_counting::<K, BULK>(kernels, player, opponent, free_pass),
        LIST => two_plies_counting::<K, LIST>(kernels, player, opponent, free_pass),
        _ => two_plies_counting::<K, EVERY_LEAF>(kernels, player, opponent, free_pass),
    }
}

/// [`node`] two plies above the leaves, the leaves counted the way `MODE` says, its
/// children counted inline ([`last_ply`]), and so is a pass: no call.
#[inline(always)]
fn two_plies_counting<K: Generator, const MODE: u8>(
    kernels: &K,
    player: u64,
    opponent: u64,
    free_pass: bool,
) -> u64 {
    let (mut player, mut opponent) = (player, opponent);
    let mut moves = kernels.moves(player, opponent);
    if moves == 0 {
        let theirs = kernels.moves(opponent, player);
        if theirs == 0 {
            return 1;
        }
        if !free_pass {
            // The pass is a ply: the opponent's moves are the leaves.
            return leaves::<K, MODE>(kernels, opponent, player, theirs);
        }
        (player, opponent, moves) = (opponent, player, theirs);
    }
    children(
        kernels,
        player,
        opponent,
        moves,
        |child_player, child_opponent| {
            last_ply::<K, MODE>(kernels, child_player, child_opponent, free_pass)
        },
    )
}

/// The ways of counting the leaves, as [`Counting`] chooses them ([`leaves_mode`]), for a
/// const parameter: a popcount of the move set.
const BULK: u8 = 0;
/// Each move written into a [`MoveList`], the list's length counted (see [`BULK`]).
const LIST: u8 = 1;
/// Each move played, one leaf per position reached (see [`BULK`]).
const EVERY_LEAF: u8 = 2;

/// The way `counting` counts the leaves: [`BULK`], [`LIST`] or [`EVERY_LEAF`].
#[inline(always)]
fn leaves_mode(counting: Counting) -> u8 {
    match (counting.every_leaf, counting.leaves) {
        (true, _) => EVERY_LEAF,
        (false, Leaves::Bulk) => BULK,
        (false, Leaves::List) => LIST,
    }
}

/// A node one ply above the leaves: its moves counted the way `MODE` says ([`leaves`]).
/// A pass and a finished game are both one leaf; with `free_pass`
/// ([`Counting::free_pass`]), a pass costs no depth, and the opponent's moves are the
/// leaves.
#[inline(always)]
fn last_ply<K: Generator, const MODE: u8>(
    kernels: &K,
    player: u64,
    opponent: u64,
    free_pass: bool,
) -> u64 {
    let moves = kernels.moves(player, opponent);
    if moves != 0 {
        return leaves::<K, MODE>(kernels, player, opponent, moves);
    }
    if free_pass {
        let theirs = kernels.moves(opponent, player);
        if theirs != 0 {
            return leaves::<K, MODE>(kernels, opponent, player, theirs);
        }
    }
    1
}

/// The leaves below a node one ply above them, where `player` has `moves` (not 0),
/// counted the way `MODE` says ([`BULK`], [`LIST`], [`EVERY_LEAF`]).
#[inline(always)]
fn leaves<K: Generator, const MODE: u8>(
    kernels: &K,
    player: u64,
    opponent: u64,
    moves: u64,
) -> u64 {
    match MODE {
        BULK => u64::from(moves.count_ones()),
        LIST => {
            let mut list = MoveList::new();
            write_moves(moves, &mut list);
            // The list is read, as a search reads it, so the writes stay.
            std::hint::black_box(&list).len() as u64
        }
        _ => children(
            kernels,
            player,
            opponent,
            moves,
            |child_player, child_opponent| {
                // Each position reached is made: the flips computed and the two sets stored,
                // as an engine that plays the move does, not folded away.
                std::hint::black_box((child_player, child_opponent));
                1
            },
        ),
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

    /// Every copy of the recursion this CPU runs (each bitfill token it has, through
    /// [`perft_on`]) counts what the base copy counts ([`perft`] on [`Library`], which
    /// calls bitfill's dispatched kernels at every node), in every way of counting, from
    /// the initial position and from positions of random games (passes and finished
    /// games); so does [`perft_library`]. A token the CPU lacks cannot run here: the test
    /// says so and checks the rest (`scripts/qemu-dispatch.sh` runs the program under
    /// emulated CPUs without them).
    #[test]
    fn every_copy_counts_what_the_base_copy_counts() {
        #[cfg(target_arch = "x86_64")]
        fn on<K: bitfill::simd::Kernels>(token: Option<K>, name: &str) -> Option<K> {
            if token.is_none() {
                eprintln!("the {name} copy not run: this CPU lacks its features");
            }
            token
        }
        #[cfg(target_arch = "x86_64")]
        let (avx2, avx512) = (
            on(bitfill::simd::Avx2::detect(), "AVX2"),
            on(bitfill::simd::Avx512::detect(), "AVX-512"),
        );
        let mut starts = vec![(INITIAL, 8)];
        starts.extend(positions().into_iter().map(|position| (position, 4)));
        for ((player, opponent), max_depth) in starts {
            for counting in COUNTINGS {
                for depth in 0..=max_depth {
                    let base = perft(&Library, player, opponent, depth, counting);
                    let what = format!("{player:#x} {opponent:#x}, {counting:?}, depth {depth}");
                    let portable = bitfill::simd::Portable;
                    let nodes = perft_on(portable, player, opponent, depth, counting);
                    assert_eq!(nodes, base, "portable, {what}");
                    #[cfg(target_arch = "x86_64")]
                    {
                        let sse2 = bitfill::simd::Sse2;
                        let nodes = perft_on(sse2, player, opponent, depth, counting);
                        assert_eq!(nodes, base, "sse2, {what}");
                        if let Some(token) = avx2 {
                            let nodes = perft_on(token, player, opponent, depth, counting);
                            assert_eq!(nodes, base, "avx2, {what}");
                        }
                        if let Some(token) = avx512 {
                            let nodes = perft_on(token, player, opponent, depth, counting);
                            assert_eq!(nodes, base, "avx512, {what}");
                        }
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

    /// The count of the rules alone: every move played, down to the leaves, one node at a
    /// time, with none of [`node`]'s plies counted inline, a pass a ply or (`free_pass`)
    /// none, a finished game one leaf.
    fn naive(player: u64, opponent: u64, depth: u32, free_pass: bool) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = Library.moves(player, opponent);
        if moves == 0 {
            if Library.moves(opponent, player) == 0 {
                return 1;
            }
            let depth = if free_pass { depth } else { depth - 1 };
            return naive(opponent, player, depth, free_pass);
        }
        (0..64)
            .filter(|index| moves >> index & 1 != 0)
            .map(|index| {
                let flipped = Library.flips(player, opponent, index);
                let child = (opponent ^ flipped, player | 1 << index | flipped);
                naive(child.0, child.1, depth - 1, free_pass)
            })
            .sum()
    }

    /// Every way of counting, on bitfill's kernels in their copy ([`perft_library`]) and
    /// on the generator path ([`perft`]), counts what the rules count ([`naive`]), from
    /// the initial position and from positions of random games, where the side to move
    /// or a node below it must pass or the game is over, at every depth to 5: each of
    /// the inline plies, and the pass inside each.
    #[test]
    fn every_counting_counts_what_the_rules_count() {
        let mut starts = vec![INITIAL];
        starts.extend(positions());
        for (player, opponent) in starts {
            for counting in COUNTINGS {
                for depth in 0..=5 {
                    let expected = naive(player, opponent, depth, counting.free_pass);
                    let what = format!("{player:#x} {opponent:#x}, {counting:?}, depth {depth}");
                    let nodes = perft_library(player, opponent, depth, counting);
                    assert_eq!(nodes, expected, "perft_library, {what}");
                    let nodes = perft(&Library, player, opponent, depth, counting);
                    assert_eq!(nodes, expected, "perft, {what}");
                }
            }
        }
    }

    /// Every generator, on more threads than one.
    #[test]
    fn every_generator_on_threads() {
        fn check(name: &str, kernels: &(impl Generator + Sync)) {
            let (player, opponent) = INITIAL;
            for counting in COUNTINGS {
                let expected = perft(kernels, player, opponent, 8, counting);
                for n in THREADS {
                    let nodes = perft_threads(kernels, player, opponent, 8, counting, threads(n));
                    assert_eq!(nodes, expected, "{name}, {counting:?}, {n} threads");
                }
            }
        }
        check("scalar", &Path(bitfill::simd::Portable));
        check("kogge", &Kogge);
        check("dumb7", &Dumb7);
        #[cfg(target_arch = "x86_64")]
        check("sse2", &Path(bitfill::simd::Sse2));
        #[cfg(target_arch = "x86_64")]
        if let Some(token) = bitfill::simd::Avx2::detect() {
            check("avx2", &Path(token));
        }
    }
}
