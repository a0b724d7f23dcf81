//! The perft drivers the board engines share (chess, shogi, xiangqi, XXL chess, draughts):
//! the counting is the same, only the position and move types differ. Each engine's `perft`
//! module wraps these for its own `Position` (chess's, shogi's, xiangqi's and XXL's by
//! [`engine_perft!`](crate::engine_perft)); the programs reach them through [`Game`]
//! ([`cli::game_perft`](crate::cli::game_perft)).
//!
//! The last ply is counted one of two ways ([`Leaves`]): by popcounts ([`perft_bulk`]) or
//! by writing the legal moves into the move list and taking its length ([`perft_list`]),
//! as a search needs them. The counts also run on several threads: [`divide_each`] and
//! [`perft_threads`] for any [`Game`], and Othello's own perft (`bitfill_othello::perft`),
//! share one way of dividing a tree among threads, [`split`].

use bitfill::simd::{Kernels, WithKernels};
use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;

/// A position perft can count from: its legal moves listed or only counted, and the
/// position after one of them (copy-make).
pub trait Game: Sized {
    /// A move of the game.
    type Move: Copy;
    /// The legal moves of a position, in generation order.
    type Moves: AsRef<[Self::Move]> + Default;

    /// The legal moves, in generation order.
    fn legal_moves(&self) -> Self::Moves;
    /// The legal moves written into `moves`, which loses what it held: the drivers keep
    /// one list per ply and refill it, where a new list each time would be cleared and
    /// copied whole (a shogi list is 3.8 KB; at the nodes above the leaves that was a
    /// tenth of a bulk perft's instructions).
    fn legal_moves_into(&self, moves: &mut Self::Moves) {
        *moves = self.legal_moves();
    }
    /// The number of legal moves, counted without listing them.
    fn count_legal_moves(&self) -> u64;
    /// [`Game::count_legal_moves`], with `scratch` to write moves into where a count must
    /// list some (draughts lists its captures, to keep only the longest and drop
    /// duplicate sequences); `scratch` loses what it held. The bulk drivers call this at
    /// the last ply with that ply's list. By default the count without the list.
    fn count_legal_moves_in(&self, scratch: &mut Self::Moves) -> u64 {
        let _ = scratch;
        self.count_legal_moves()
    }
    /// [`Game::legal_moves_into`] inside a task of `bitfill::simd::dispatch`, on the
    /// kernels of its copy: a generator with a recursion of its own (draughts' capture
    /// search) re-enters that copy through `kernels.run` at each step, where a function
    /// out of line would be compiled for the default target. By default
    /// [`Game::legal_moves_into`].
    fn legal_moves_with<K: Kernels>(&self, kernels: K, moves: &mut Self::Moves) {
        let _ = kernels;
        self.legal_moves_into(moves);
    }
    /// [`Game::count_legal_moves_in`] on the kernels of the copy it runs in (see
    /// [`Game::legal_moves_with`]). By default [`Game::count_legal_moves_in`].
    fn count_legal_moves_with<K: Kernels>(&self, kernels: K, scratch: &mut Self::Moves) -> u64 {
        let _ = kernels;
        self.count_legal_moves_in(scratch)
    }
    /// The number of move sequences of two plies, the second counted by
    /// [`Game::count_legal_moves_with`]: the bulk drivers' count one ply above the last,
    /// `moves` and `scratch` the two plies' lists (each loses what it held). By default
    /// the moves are listed into `moves` and each child is played and counted; a game
    /// whose children can share part of that work overrides it (draughts proves once, for
    /// all of a position's quiet moves, which leave the opponent no capture).
    fn count_two_plies_with<K: Kernels>(
        &self,
        kernels: K,
        moves: &mut Self::Moves,
        scratch: &mut Self::Moves,
    ) -> u64 {
        self.legal_moves_with(kernels, moves);
        moves
            .as_ref()
            .iter()
            .map(|&mv| self.play(mv).count_legal_moves_with(kernels, scratch))
            .sum()
    }
    /// The position after `mv`, one of [`Game::legal_moves`].
    fn play(&self, mv: Self::Move) -> Self;
    /// Whether the drivers' recursion counts the last ply's parents in place, in the loop
    /// over their parent's moves, rather than with one call each: for a game whose count
    /// at the last ply is small beside a call (draughts). False by default.
    const COUNT_CHILDREN_IN_PLACE: bool = false;
    /// The number of move sequences of `depth` plies, the last ply counted without being
    /// listed ([`Leaves::Bulk`]): what [`perft_bulk`] and every bulk count of the drivers
    /// (divide, threads) call. By default the drivers' own recursion, [`bulk_by_lists`];
    /// a game whose engine has a faster recursion of its own overrides it (chess plays
    /// each move where it is generated and lists no moves at any ply).
    fn count_bulk(&self, depth: u32) -> u64 {
        bulk_by_lists(self, depth)
    }
    /// The number of move sequences of `depth` plies, the last ply's moves written into a
    /// move list and its length taken ([`Leaves::List`]): what [`perft_list`] and every
    /// list-mode count of the drivers call. By default the drivers' own recursion,
    /// [`list_by_lists`]; an engine with a recursion of its own may override it (chess
    /// plays the moves above the last ply where they are generated).
    fn count_list(&self, depth: u32) -> u64 {
        list_by_lists(self, depth)
    }
}

/// How a perft counts its last ply. The counts are the same either way; only the work at
/// the leaves differs. Every program takes `--leaves bulk` (the default) or `--leaves
/// list` ([`cli::take_leaves`](crate::cli::take_leaves)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Leaves {
    /// The moves of the last ply counted without being written out (popcounts of target
    /// sets, [`Game::count_legal_moves`]), as Gigantua and the bulk-counting perfts do.
    #[default]
    Bulk,
    /// The last ply's legal moves written into the engine's move list
    /// ([`Game::legal_moves_into`]), as a search needs them, and the list's length
    /// counted: what Stockfish, YaneuraOu and Pikafish count
    /// (`MoveList<LEGAL>(pos).size()`).
    List,
}

impl Leaves {
    /// The name the command line takes: `"bulk"` or `"list"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Leaves::Bulk => "bulk",
            Leaves::List => "list",
        }
    }
}

/// The number of move sequences of `depth` plies from `pos`, every leaf move played.
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    let mut lists = move_lists::<G>(depth);
    every_leaf(pos, &mut lists)
}

/// [`perft`] as many plies deep as there are `lists`, one move list per ply (`lists[0]`
/// for the moves of `pos`).
fn every_leaf<G: Game>(pos: &G, lists: &mut [G::Moves]) -> u64 {
    let Some((moves, below)) = lists.split_first_mut() else {
        return 1;
    };
    pos.legal_moves_into(moves);
    let mut nodes = 0;
    for &mv in moves.as_ref() {
        nodes += every_leaf(&pos.play(mv), below);
    }
    nodes
}

/// One move list per ply of a count `depth` plies deep, made once and refilled.
fn move_lists<G: Game>(depth: u32) -> Vec<G::Moves> {
    (0..depth).map(|_| G::Moves::default()).collect()
}

/// The same count as [`perft`], the moves at depth 1 counted, not listed and played
/// ([`Leaves::Bulk`]).
pub fn perft_bulk<G: Game>(pos: &G, depth: u32) -> u64 {
    perft_leaves(pos, depth, Leaves::Bulk)
}

/// The same count as [`perft`], the moves at depth 1 written into the move list and the
/// list's length counted, not played ([`Leaves::List`]): the work of a search's last ply,
/// as Stockfish's, YaneuraOu's and Pikafish's `go perft` count.
pub fn perft_list<G: Game>(pos: &G, depth: u32) -> u64 {
    perft_leaves(pos, depth, Leaves::List)
}

/// The same count as [`perft`], the last ply counted as `leaves` says: in bulk by
/// [`Game::count_bulk`], in list mode by [`Game::count_list`].
pub fn perft_leaves<G: Game>(pos: &G, depth: u32, leaves: Leaves) -> u64 {
    match leaves {
        Leaves::Bulk => pos.count_bulk(depth),
        Leaves::List => pos.count_list(depth),
    }
}

/// [`perft_bulk`] by the drivers' recursion: one move list per ply above the last, each
/// filled by [`Game::legal_moves_into`] and its moves played, the last ply counted by
/// [`Game::count_legal_moves`]. The default of [`Game::count_bulk`].
pub fn bulk_by_lists<G: Game>(pos: &G, depth: u32) -> u64 {
    by_lists::<G, false>(pos, depth)
}

/// [`perft_list`] by the drivers' recursion: as [`bulk_by_lists`], the last ply's moves
/// written into the last list and its length taken. The default of [`Game::count_list`].
pub fn list_by_lists<G: Game>(pos: &G, depth: u32) -> u64 {
    by_lists::<G, true>(pos, depth)
}

/// [`last_ply_in`] from `pos`, `depth` plies deep, in the copy of the recursion
/// `bitfill::simd::dispatch` chooses.
///
/// On an x86_64 build without AVX2 compiled in (the default target), the dispatch runs the
/// recursion in bitfill's copy compiled for AVX2, BMI1, BMI2, POPCNT and LZCNT (and
/// AVX-512 where the CPU has it) where the CPU has them: the engines' move generators
/// inline into it and are compiled for those features with it (a popcount one instruction
/// where the default target's software popcount costs about 12, `tzcnt`, `andn`, `blsr`).
/// The CPU is asked once per count, at the root; each node enters the same copy again
/// ([`Kernels::run`]).
fn by_lists<G: Game, const LIST: bool>(pos: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    // One list per ply, the last one for the leaves' moves in list mode.
    let mut lists = move_lists::<G>(depth);
    bitfill::simd::dispatch(LastPly::<G, LIST> {
        pos,
        lists: &mut lists,
    })
}

/// [`perft_leaves`] by the drivers' recursion ([`bulk_by_lists`], [`list_by_lists`]) in the
/// copy of `bitfill::simd::dispatch` that `kernels` names, not the one the CPU is asked
/// for: each copy the CPU can run counts what the portable one counts, as the tests check.
///
/// ```
/// use bitfill::simd::Portable;
/// use bitfill_chess::Position;
/// use bitfill_engines_common::perft::{Leaves, by_lists_on};
///
/// let start = Position::startpos();
/// assert_eq!(by_lists_on(Portable, &start, 3, Leaves::Bulk), 8902);
/// assert_eq!(by_lists_on(Portable, &start, 3, Leaves::List), 8902);
/// ```
pub fn by_lists_on<G: Game, K: Kernels>(kernels: K, pos: &G, depth: u32, leaves: Leaves) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut lists = move_lists::<G>(depth);
    let lists = &mut lists;
    match leaves {
        Leaves::Bulk => kernels.run(LastPly::<G, false> { pos, lists }),
        Leaves::List => kernels.run(LastPly::<G, true> { pos, lists }),
    }
}

/// The count below one node, as a task for bitfill's dispatch: [`last_ply_in`] on the
/// kernels of the copy it runs in.
struct LastPly<'a, G: Game, const LIST: bool> {
    pos: &'a G,
    lists: &'a mut [G::Moves],
}

impl<G: Game, const LIST: bool> WithKernels for LastPly<'_, G, LIST> {
    type Output = u64;

    #[inline(always)]
    fn run<K: Kernels>(self, kernels: K) -> u64 {
        last_ply_in::<G, LIST, K>(kernels, self.pos, self.lists)
    }
}

/// The count as many plies deep as there are `lists` (at least one), one move list per
/// ply, the last ply's moves written into the last list when `LIST`, else counted by
/// popcounts; each child counted in the copy `kernels` names (`kernels.run`). `LIST` is a
/// constant so that each way is its own loop, with no test of the mode at the leaves.
#[inline(always)]
fn last_ply_in<G: Game, const LIST: bool, K: Kernels>(
    kernels: K,
    pos: &G,
    lists: &mut [G::Moves],
) -> u64 {
    let Some((moves, below)) = lists.split_first_mut() else {
        return 1;
    };
    if below.is_empty() {
        return if LIST {
            pos.legal_moves_with(kernels, moves);
            // The moves are there to be read, as a search would: the optimizer may not
            // skip writing them because only the length is used.
            std::hint::black_box(moves.as_ref()).len() as u64
        } else {
            pos.count_legal_moves_with(kernels, moves)
        };
    }
    let mut nodes = 0;
    if G::COUNT_CHILDREN_IN_PLACE && below.len() == 1 {
        // The children are the last ply's parents: each counted here, with no call.
        let last = &mut below[0];
        if !LIST {
            return pos.count_two_plies_with(kernels, moves, last);
        }
        pos.legal_moves_with(kernels, moves);
        for &mv in moves.as_ref() {
            pos.play(mv).legal_moves_with(kernels, last);
            nodes += std::hint::black_box(last.as_ref()).len() as u64;
        }
        return nodes;
    }
    pos.legal_moves_with(kernels, moves);
    for &mv in moves.as_ref() {
        nodes += kernels.run(LastPly::<G, LIST> {
            pos: &pos.play(mv),
            lists: below,
        });
    }
    nodes
}

/// [`perft_bulk`] split by root move, in generation order; empty for depth 0.
pub fn divide<G: Game>(pos: &G, depth: u32) -> Vec<(G::Move, u64)> {
    divide_leaves(pos, depth, Leaves::Bulk)
}

/// [`perft_leaves`] split by root move, in generation order; empty for depth 0.
pub fn divide_leaves<G: Game>(pos: &G, depth: u32, leaves: Leaves) -> Vec<(G::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .as_ref()
        .iter()
        .map(|&mv| (mv, perft_leaves(&pos.play(mv), depth - 1, leaves)))
        .collect()
}

/// The number of threads a count runs on: `threads` where the target has threads; on
/// WebAssembly without threads (`wasm32-wasip1`: `std::thread::spawn` fails there) one,
/// whatever was asked, so that `--threads N` counts the same on one thread rather than
/// panic. The programs say so on stderr ([`cli::threads_note`](crate::cli::threads_note)).
#[must_use]
pub const fn usable_threads(threads: NonZeroUsize) -> NonZeroUsize {
    if cfg!(all(target_family = "wasm", not(target_feature = "atomics"))) {
        NonZeroUsize::MIN
    } else {
        threads
    }
}

/// The count of each root move of `pos`, `depth` plies deep ([`perft_leaves`] below it,
/// the last ply counted as `leaves` says), on `threads` threads: `each` gets the moves in
/// generation order, each as soon as its count and the counts of all the moves before it
/// are known, on the calling thread (so a program prints them as they come, as
/// Stockfish's `go perft` does). `each` is not called at depth 0. With one thread this is
/// the plain loop, one root move after the other; with more, the subtrees are divided
/// among the threads by [`split`]. The counts are the same for any number of threads and
/// either way of counting the leaves. On a target without threads the count runs on one
/// ([`usable_threads`]).
///
/// ```
/// use bitfill_chess::Position;
/// use bitfill_engines_common::perft::{Leaves, divide_each};
/// use std::convert::Infallible;
/// use std::num::NonZeroUsize;
///
/// let mut lines = Vec::new();
/// let threads = NonZeroUsize::new(2).unwrap();
/// divide_each(&Position::startpos(), 3, Leaves::List, threads, |mv, nodes| {
///     lines.push(format!("{mv}: {nodes}"));
///     Ok::<(), Infallible>(())
/// })
/// .unwrap();
/// assert_eq!(lines.len(), 20);
/// assert!(lines.contains(&"e2e4: 600".to_string()));
/// ```
///
/// # Errors
///
/// The first error `each` returns; no count is reported after it, and the threads stop
/// after the subtree each is counting.
pub fn divide_each<G: Game + Sync, E>(
    pos: &G,
    depth: u32,
    leaves: Leaves,
    threads: NonZeroUsize,
    mut each: impl FnMut(G::Move, u64) -> Result<(), E>,
) -> Result<(), E> {
    if depth == 0 {
        return Ok(());
    }
    let moves = pos.legal_moves();
    let moves = moves.as_ref();
    if usable_threads(threads).get() == 1 {
        for &mv in moves {
            each(mv, perft_leaves(&pos.play(mv), depth - 1, leaves))?;
        }
        return Ok(());
    }
    split(
        moves.iter().map(|&mv| (pos.play(mv), depth - 1)),
        threads,
        |pos: &G, depth, children| {
            let moves = pos.legal_moves();
            children.extend(moves.as_ref().iter().map(|&mv| (pos.play(mv), depth - 1)));
            0
        },
        |pos, depth| perft_leaves(pos, depth, leaves),
        |root, nodes| each(moves[root], nodes),
    )
}

/// [`perft_leaves`] on `threads` threads (the sum of [`divide_each`]'s counts); with one
/// thread, [`perft_leaves`] itself.
///
/// ```
/// use bitfill_chess::Position;
/// use bitfill_engines_common::perft::{Leaves, perft_threads};
/// use std::num::NonZeroUsize;
///
/// let threads = NonZeroUsize::new(3).unwrap();
/// assert_eq!(perft_threads(&Position::startpos(), 4, Leaves::List, threads), 197_281);
/// ```
pub fn perft_threads<G: Game + Sync>(
    pos: &G,
    depth: u32,
    leaves: Leaves,
    threads: NonZeroUsize,
) -> u64 {
    if usable_threads(threads).get() == 1 || depth == 0 {
        return perft_leaves(pos, depth, leaves);
    }
    let mut total = 0;
    let Ok(()) = divide_each(pos, depth, leaves, threads, |_, nodes| {
        total += nodes;
        Ok::<(), std::convert::Infallible>(())
    });
    total
}

/// [`perft_bulk`] on `threads` threads: [`perft_threads`] with [`Leaves::Bulk`].
///
/// ```
/// use bitfill_chess::Position;
/// use bitfill_engines_common::perft::perft_bulk_threads;
/// use std::num::NonZeroUsize;
///
/// let threads = NonZeroUsize::new(3).unwrap();
/// assert_eq!(perft_bulk_threads(&Position::startpos(), 4, threads), 197_281);
/// ```
pub fn perft_bulk_threads<G: Game + Sync>(pos: &G, depth: u32, threads: NonZeroUsize) -> u64 {
    perft_threads(pos, depth, Leaves::Bulk, threads)
}

/// The most threads [`split`] gives work to: it aims at [`TASKS_PER_THREAD`] tasks per
/// thread and makes at most [`MAX_TASKS`]. The programs' `--threads` takes up to this many.
pub const MAX_THREADS: usize = MAX_TASKS / TASKS_PER_THREAD;

/// The tasks per thread [`split`] divides a tree into, at least, when the tree is deep
/// enough: with many more tasks than threads, taken in turn, no thread is left with a large
/// share when the others run out. From their start positions chess reaches it at ply 2 for
/// up to 6 threads (20 root moves, 400 at ply 2), Othello at ply 4 for up to 3 (4, 12, 56,
/// 244 positions at plies 1 to 4).
pub const TASKS_PER_THREAD: usize = 64;

/// The number of tasks [`split`] stops dividing at, whatever the number of threads: the
/// tasks hold their positions, and one more ply multiplies them by the branching factor.
pub const MAX_TASKS: usize = 1 << 16;

/// The fewest plies to go of a node [`split`] divides: one with fewer is a task as it is.
/// Dividing a node lists and plays its moves on the calling thread, before any thread
/// starts; 2 plies from the leaves that is about half the work of counting the node (which
/// only adds the counts of its children's moves), 3 plies or more a small share of it.
pub const MIN_SPLIT_DEPTH: u32 = 3;

/// One part of the tree for a thread to count: a node, its plies to go, and the index of the
/// root it lies under.
struct Task<N> {
    node: N,
    depth: u32,
    root: usize,
}

/// Counts the subtrees `roots` (each a node and its plies to go) on up to `threads`
/// threads, and calls `report` with each root's index and count in the order of `roots`,
/// on the calling thread, as soon as that count and the counts of all the roots before it
/// are known. This is how every perft of the crate runs on several threads; `expand` and
/// `count` say what a game's tree is.
///
/// The split: the calling thread divides every node of `roots` with [`MIN_SPLIT_DEPTH`]
/// plies or more to go into its children (`expand` lists them, with their plies to go, and
/// returns the leaves it counted outright, a finished Othello game for one), one ply at a
/// time over all the roots, until there are `threads` x [`TASKS_PER_THREAD`] tasks (at most
/// [`MAX_TASKS`]) or nothing left to divide. The tasks stay in the order of the tree (the
/// first root's first, each root's in generation order). Each thread then takes the next
/// task through one shared atomic index and counts it alone (`count`): a thread that draws
/// small subtrees takes more of them, so the threads finish within about one task of each
/// other, and since the tasks go out in order the roots finish about in order, each
/// reported soon after its last task. Per task, a thread touches the index once and sends
/// its count to the calling thread once; nothing is shared per node. The calling thread
/// only waits, adds and reports.
///
/// `expand` must bring every node closer to the leaves within a ply or two (an Othello pass
/// that costs no depth does, the next move costs one), or the division would not end.
///
/// # Errors
///
/// The first error `report` returns: no root is reported after it, the threads start no
/// new task, and `split` returns once each has finished its current one.
///
/// # Panics
///
/// If `expand` or `count` panics (the panic of a thread is passed on once all have ended).
/// On a target without threads ([`usable_threads`]) the tasks are counted in order on the
/// calling thread, with the same reports.
pub fn split<N: Sync, E>(
    roots: impl IntoIterator<Item = (N, u32)>,
    threads: NonZeroUsize,
    mut expand: impl FnMut(&N, u32, &mut Vec<(N, u32)>) -> u64,
    count: impl Fn(&N, u32) -> u64 + Sync,
    mut report: impl FnMut(usize, u64) -> Result<(), E>,
) -> Result<(), E> {
    let mut tasks: Vec<Task<N>> = roots
        .into_iter()
        .enumerate()
        .map(|(root, (node, depth))| Task { node, depth, root })
        .collect();
    // Per root: the leaves counted so far, and the tasks still to count.
    let mut counts = vec![0; tasks.len()];
    let target = threads
        .get()
        .saturating_mul(TASKS_PER_THREAD)
        .min(MAX_TASKS);
    let mut children = Vec::new();
    while tasks.len() < target && tasks.iter().any(|task| task.depth >= MIN_SPLIT_DEPTH) {
        let mut next = Vec::with_capacity(tasks.len());
        for task in tasks {
            if task.depth < MIN_SPLIT_DEPTH {
                next.push(task);
                continue;
            }
            counts[task.root] += expand(&task.node, task.depth, &mut children);
            next.extend(children.drain(..).map(|(node, depth)| Task {
                node,
                depth,
                root: task.root,
            }));
        }
        tasks = next;
    }
    let mut pending = vec![0_usize; counts.len()];
    for task in &tasks {
        pending[task.root] += 1;
    }
    if usable_threads(threads).get() == 1 {
        // No thread to start (WebAssembly without threads): the tasks in order, here.
        let mut reported = 0;
        report_ready(&counts, &pending, &mut reported, &mut report)?;
        for task in &tasks {
            counts[task.root] += count(&task.node, task.depth);
            pending[task.root] -= 1;
            report_ready(&counts, &pending, &mut reported, &mut report)?;
        }
        return Ok(());
    }

    // The index of the next task to take. Each thread touches it once per task, a whole
    // subtree, never per node: it needs no cache line of its own.
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let workers = threads.get().min(tasks.len());
    thread::scope(|scope| {
        let (sender, receiver) = mpsc::channel();
        for _ in 0..workers {
            let (sender, tasks, next, stop, count) = (sender.clone(), &tasks, &next, &stop, &count);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let Some(task) = tasks.get(next.fetch_add(1, Ordering::Relaxed)) else {
                        break;
                    };
                    let nodes = count(&task.node, task.depth);
                    if sender.send((task.root, nodes)).is_err() {
                        break;
                    }
                }
            });
        }
        // The threads hold the only senders: the receiver ends when the last one ends.
        drop(sender);
        let mut reported = 0;
        let mut result = report_ready(&counts, &pending, &mut reported, &mut report);
        if result.is_ok() {
            for (root, nodes) in &receiver {
                counts[root] += nodes;
                pending[root] -= 1;
                result = report_ready(&counts, &pending, &mut reported, &mut report);
                if result.is_err() {
                    break;
                }
            }
        }
        if result.is_err() {
            stop.store(true, Ordering::Relaxed);
        }
        result
    })
}

/// Reports the roots from `*reported` on whose tasks are all counted, in order, and moves
/// `*reported` past them.
fn report_ready<E>(
    counts: &[u64],
    pending: &[usize],
    reported: &mut usize,
    report: &mut impl FnMut(usize, u64) -> Result<(), E>,
) -> Result<(), E> {
    while *reported < counts.len() && pending[*reported] == 0 {
        report(*reported, counts[*reported])?;
        *reported += 1;
    }
    Ok(())
}

/// An engine's `perft` module: [`Game`] for its `Position` (from `super::position`, moves
/// and move list from `super::moves`) and `perft`, `perft_bulk`, `perft_list` and `divide`
/// on it, each with a doctest on the start position (`$engine` is the engine crate's name,
/// as its doctests spell it, the counts its depth-2 and depth-3 figures). An engine with a
/// recursion of its own names it as `count_bulk = path` and `count_list = path` (each a
/// `fn(&Position, u32) -> u64`): [`Game::count_bulk`] and [`Game::count_list`] then call
/// them, and so do the drivers' counts, divides and threads.
#[macro_export]
macro_rules! engine_perft {
    (
        $engine:literal, $depth_2:literal, $depth_3:literal
        $(, count_bulk = $count_bulk:path, count_list = $count_list:path)?
    ) => {
        use super::moves::{Move, MoveList};
        use super::position::Position;
        use $crate::perft::{self as driver, Game};

        impl Game for Position {
            type Move = Move;
            type Moves = MoveList;

            #[inline(always)]
            fn legal_moves(&self) -> MoveList {
                Position::legal_moves(self)
            }

            #[inline(always)]
            fn legal_moves_into(&self, moves: &mut MoveList) {
                Position::legal_moves_into(self, moves);
            }

            #[inline(always)]
            fn count_legal_moves(&self) -> u64 {
                Position::count_legal_moves(self)
            }

            #[inline(always)]
            fn play(&self, mv: Move) -> Position {
                Position::play(self, mv)
            }

            $(
                /// The engine's own recursion, not the drivers' lists.
                fn count_bulk(&self, depth: u32) -> u64 {
                    $count_bulk(self, depth)
                }

                /// The engine's own recursion, a move list at the last ply only.
                fn count_list(&self, depth: u32) -> u64 {
                    $count_list(self, depth)
                }
            )?
        }

        /// The number of move sequences of `depth` plies from `pos`, every leaf move played
        /// (no bulk counting): the work a search does at every node.
        ///
        /// ```
        #[doc = concat!("use ", $engine, "::{Position, perft::perft};")]
        #[doc = concat!("assert_eq!(perft(&Position::startpos(), 2), ", $depth_2, ");")]
        /// ```
        #[must_use]
        pub fn perft(pos: &Position, depth: u32) -> u64 {
            driver::perft(pos, depth)
        }

        /// The same count as [`perft`] with bulk counting: at depth 1 the legal moves are
        /// counted by popcounts ([`Position::count_legal_moves`]), not listed and played.
        ///
        /// ```
        #[doc = concat!("use ", $engine, "::{Position, perft::perft_bulk};")]
        #[doc = concat!("assert_eq!(perft_bulk(&Position::startpos(), 3), ", $depth_3, ");")]
        /// ```
        #[must_use]
        pub fn perft_bulk(pos: &Position, depth: u32) -> u64 {
            driver::perft_bulk(pos, depth)
        }

        /// The same count as [`perft`] with the moves at depth 1 written into the move
        /// list and its length counted, not played: the work of a search's last ply
        /// (`--leaves list`).
        ///
        /// ```
        #[doc = concat!("use ", $engine, "::{Position, perft::perft_list};")]
        #[doc = concat!("assert_eq!(perft_list(&Position::startpos(), 3), ", $depth_3, ");")]
        /// ```
        #[must_use]
        pub fn perft_list(pos: &Position, depth: u32) -> u64 {
            driver::perft_list(pos, depth)
        }

        /// [`perft_bulk`] split by root move, in generation order (Stockfish's `go perft`):
        /// the sum of the counts is `perft_bulk(pos, depth)`. Empty for depth 0.
        #[must_use]
        pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
            driver::divide(pos, depth)
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::convert::Infallible;

    /// The thread counts every count is checked on: one (the plain loop), two and three
    /// (the split, more threads than this machine has cores for the third) and eight (a
    /// deeper split: 512 tasks).
    const THREADS: [usize; 4] = [1, 2, 3, 8];

    fn threads(n: usize) -> NonZeroUsize {
        NonZeroUsize::new(n).unwrap()
    }

    /// On WebAssembly without threads (`wasm32-wasip1`) every count runs on one thread,
    /// elsewhere on as many as asked; engines/tests/drivers.rs holds the games' counts on
    /// every target.
    #[test]
    fn threads_are_one_only_where_the_target_has_none() {
        let threadless = cfg!(all(target_family = "wasm", not(target_feature = "atomics")));
        for n in THREADS {
            let expected = if threadless { 1 } else { n };
            assert_eq!(usable_threads(threads(n)).get(), expected);
        }
    }

    /// The roots come out in order however the threads finish: here the first root's
    /// subtrees are counted slowest.
    #[test]
    fn split_reports_the_roots_in_order() {
        let roots = (0..10_u64).map(|root| (root, 3));
        for n in THREADS {
            let mut reported = Vec::new();
            let Ok(()) = split(
                roots.clone(),
                threads(n),
                |&node, depth, children| {
                    children.extend((0..3).map(|_| (node, depth - 1)));
                    0
                },
                |&node, depth| {
                    if node == 0 {
                        thread::sleep(std::time::Duration::from_millis(1));
                    }
                    u64::from(depth) * 10 + node
                },
                |root, nodes| {
                    reported.push((root, nodes));
                    Ok::<(), Infallible>(())
                },
            );
            // Each root at depth 3 is divided into 3 at depth 2 (nothing further below
            // MIN_SPLIT_DEPTH): 3 x (20 + root).
            let expected: Vec<_> = (0..10).map(|root| (root, 3 * (20 + root as u64))).collect();
            assert_eq!(reported, expected, "{n} threads");
        }
    }
}
