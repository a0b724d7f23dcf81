//! The doc comment of each generated function: what it computes in board terms, on
//! which board, by which algorithm at what cost, and the call that made it.

use super::super::board::{Board, Layout};
use super::super::spec::{Algo, Op, Ray, Spec, type_text};
use super::word::Ops;
use super::{dumb7, hopper};
use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

/// `three`, for counts in doc comments.
pub(super) fn number(n: u32) -> String {
    const WORDS: [&str; 17] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
    ];
    WORDS
        .get(n as usize)
        .map_or_else(|| n.to_string(), |w| w.to_string())
}

/// `"three ... steps"`, or `"up to three ... steps (as many as each ray needs)"` when the
/// rays of a list differ.
pub(super) fn counted(counts: &[u32], what: &str) -> String {
    let most = counts.iter().copied().max().unwrap_or(0);
    let plural = if most == 1 { "" } else { "s" };
    if counts.iter().all(|&c| c == most) {
        format!("{} {what}{plural}", number(most))
    } else {
        format!(
            "up to {} {what}{plural} (as many as each ray needs)",
            number(most)
        )
    }
}

pub(super) fn algo_text(spec: &Spec, op: Op) -> String {
    let board = spec.board;
    let per_ray = |f: &dyn Fn(&Ray) -> u32| spec.rays.iter().map(f).collect::<Vec<u32>>();
    // The hoppers and the flying captures are built on the attacks.
    let op = if op.is_hopper() || op.is_flying() {
        Op::Attacks
    } else {
        op
    };
    match (spec.algo, op) {
        (Algo::Kogge, _) => {
            let counts = per_ray(&|r| board.kogge_steps(r.step));
            let most = counts.iter().copied().max().unwrap_or(0);
            let distances: Vec<String> = (0..most).map(|k| (1u32 << k).to_string()).collect();
            let unit = if spec.rays.iter().all(|r| r.compass.is_some()) {
                "squares"
            } else {
                "steps"
            };
            format!(
                "Kogge-Stone parallel prefix: {} ({} {unit})",
                counted(&counts, "doubling step"),
                distances.join(", ")
            )
        }
        (Algo::Dumb7, Op::Attacks) => format!(
            "Dumb7Fill, unrolled: {}, one fewer than the occluded fill, because the final \
             shift attacks the edge square whatever stands on it",
            counted(&per_ray(&|r| dumb7::cycles(board, r, op)), "one-step cycle")
        ),
        (Algo::Dumb7, _) => format!(
            "Dumb7Fill, unrolled: {}",
            counted(&per_ray(&|r| dumb7::cycles(board, r, op)), "one-step cycle")
        ),
        (Algo::Dumb7Loop, _) => "Dumb7Fill as a loop that stops when the flood stops (it \
                                 branches; for comparison only)"
            .to_string(),
        (Algo::Subtract, _) => format!(
            "Fill by subtraction: `o ^ (o - 2r)`, rank by rank, with the {} as a sentinel that \
             stops every borrow",
            if board.files == 8 {
                "h-file"
            } else {
                "last file"
            }
        ),
    }
}

/// A direction in prose: `nort`, `` `(1, 2)` ``.
pub(super) fn prose(ray: &Ray) -> String {
    match ray.compass {
        Some(d) => d.wiki_name().to_string(),
        None => format!("`{}`", ray.label()),
    }
}

pub(super) fn op_text(op: Op, dirs: &str) -> String {
    match op {
        Op::Fill => format!(
            "The {dirs} fill of `generator` on an empty board: every square reached from a bit \
             of `generator` by moving {dirs} any distance, `generator` included."
        ),
        Op::Occluded => format!(
            "The {dirs} occluded fill: the squares reached from `generator` moving {dirs} \
             through the squares of `propagator`. The generators are included; the first \
             square outside `propagator` on each ray (the blocker) is not."
        ),
        Op::Attacks => format!(
            "The squares attacked in the {dirs} direction by every slider in `sliders`, given \
             the `empty` squares: the occluded fill moved one step further, so that the \
             sliders drop out and the first blocker on each ray comes in."
        ),
        Op::Cannon | Op::Grasshopper => hopper::text(op, &[dirs.to_string()]),
        _ => unreachable!("leapers are expanded by `leap`"),
    }
}

/// The sentence on a board other than 8x8, or nothing.
pub(super) fn board_text(board: Board) -> Option<String> {
    if board.layout == Layout::Dark {
        return Some(dark_board_text(board));
    }
    (board != Board::CHESS).then(|| {
        let spare = if board.has_spare_bits() {
            format!(
                "; the bits of the `{}` above square {} are not squares: they are ignored on \
                 input and never set on output",
                board.word(),
                board.squares() - 1
            )
        } else {
            String::new()
        };
        let wide = if board.is_wide() {
            format!(
                " Past 128 squares the sets are `bitfill::Wide<{words}>`s, {words} `u64` words \
                 (square s is bit s % 64 of word s / 64), and each operation counted below is \
                 one of `Wide`'s `const fn`s: an `and`, `or`, `xor` or `not` is {words} word \
                 operations, a shift up to three per word (two shifts and an `or` where bits \
                 cross into the next word), a subtraction {words} with the borrow.",
                words = board.word_count()
            )
        } else {
            String::new()
        };
        format!(
            "On a board of {} files and {} ranks, square = rank x {} + file (a1 = bit 0){spare}.{wide}",
            board.files, board.ranks, board.files
        )
    })
}

/// The sentence on a draughts board: the layout, and where its ghost bits are.
pub(super) fn dark_board_text(board: Board) -> String {
    let (files, half) = (board.files, board.files / 2);
    let wide = if board.is_wide() {
        format!(
            " The sets are `bitfill::Wide<{words}>`s, {words} `u64` words (bit b is bit b % 64 \
             of word b / 64), and each operation counted below is one of `Wide`'s `const fn`s.",
            words = board.word_count()
        )
    } else {
        String::new()
    };
    format!(
        "On the dark squares of a board of {files} files and {} ranks (a1 dark), packed as \
         draughts programs keep them: the dark squares of rank r (0 = the first) are files 2c \
         (r even) or 2c + 1 (r odd), c = 0 to {}, at bit {} x (r / 2) + {} x (r % 2) + c, \
         {} squares in the bits 0 to {} of a `{}`; bit {} of each {} (between two ranks) and \
         the bits above {} are not squares: they are ignored on input and never set on \
         output.{wide}",
        board.ranks,
        half - 1,
        files + 1,
        half + 1,
        board.squares(),
        board.bits() - 1,
        board.word(),
        half,
        files + 1,
        board.bits() - 1,
    )
}

/// `#[doc]` attributes, each line led by a space as a `///` comment has it.
pub(super) fn docs(lines: &[String]) -> TokenStream {
    lines
        .iter()
        .map(|line| {
            let line = if line.is_empty() {
                String::new()
            } else {
                format!(" {line}")
            };
            quote!(#[doc = #line])
        })
        .collect()
}

/// The doc comment's lines: what, on which board, how and at what cost, and the call.
pub(super) fn doc_lines(
    spec: &Spec,
    what: String,
    op: Op,
    cost: String,
    name: Option<&Ident>,
) -> Vec<String> {
    let mut text = vec![what, String::new()];
    if let Some(board) = board_text(spec.board) {
        text.extend([board, String::new()]);
    }
    text.extend([
        format!("{}; {cost}.", algo_text(spec, op)),
        String::new(),
        format!("Generated by `{}`.", invocation(spec, op, name)),
    ]);
    text
}

pub(super) fn invocation(spec: &Spec, op: Op, name: Option<&Ident>) -> String {
    let dirs: Vec<String> = spec.rays.iter().map(Ray::label).collect();
    let dir = if spec.is_list {
        format!("[{}]", dirs.join(", "))
    } else {
        dirs[0].clone()
    };
    let (files, ranks) = (spec.board.files, spec.board.ranks);
    let mut board = if (files, ranks) == (8, 8) {
        String::new()
    } else {
        format!("files = {files}, ranks = {ranks}, ")
    };
    if spec.board.layout == Layout::Dark {
        board.push_str("squares = dark, ");
    }
    // A leaper op takes no algorithm.
    let algo = if op.takes_no_algo() {
        String::new()
    } else {
        format!("algo = {}, ", spec.algo.name())
    };
    let mut call = format!("fill!({board}dir = {dir}, {algo}op = {}", op.name());
    if let Some(name) = name {
        call.push_str(&format!(", name = {name}"));
    }
    if let Some(ty) = &spec.set {
        call.push_str(&format!(", set = {}", type_text(ty)));
    }
    if let Some(ty) = &spec.empty {
        call.push_str(&format!(", empty = {}", type_text(ty)));
    }
    call + ")"
}

/// The cost line of a doc comment. A loop has no fixed count: its body is quoted instead.
pub(super) fn describe_cost(spec: &Spec, op: Op, ops: &Ops, rays: u32) -> String {
    if spec.algo != Algo::Dumb7Loop {
        return ops.describe();
    }
    let longest = spec
        .rays
        .iter()
        .map(|r| spec.board.longest_ray(r.step))
        .max()
        .unwrap_or(0);
    let mut text = format!(
        "each iteration costs 3 operations (shift, and, or) plus a test and branch, and a ray \
         takes at most {} iterations",
        number(longest)
    );
    if op != Op::Occluded {
        text.push_str(if spec.board.has_spare_bits() {
            "; then one more shift per ray and a mask"
        } else {
            "; then one more shift per ray (and a wrap mask, unless it is vertical)"
        });
    }
    if op.is_hopper() {
        text.push_str("; twice for a hopper, with a few masks");
    }
    match op {
        Op::FlyingJumps => {
            text.push_str("; twice, the second time from the enemies reached, with a few masks")
        }
        Op::FlyingTargets => text.push_str("; then a few masks and a shift per ray"),
        _ => {}
    }
    if rays > 1 {
        text.push_str("; the rays run one after another");
    }
    text
}
