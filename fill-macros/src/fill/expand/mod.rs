//! Expand: a valid [`Spec`] into items. Pure `proc_macro2` in and out, so the unit tests
//! and the expansion snapshots call it directly. Each algorithm writes one direction's code
//! in its own file, named after its Chess Programming Wiki page; the hoppers are built from
//! the attacks of any of them (`hopper.rs`).
//!
//! Each direction is emitted as `setup` statements, interleavable `steps` and a `result`
//! expression over local names, so that a direction list can run its rays round-robin:
//! step 1 of every ray, then step 2 of every ray, and so on. Neighbouring statements are
//! independent and an out-of-order CPU overlaps them.

mod dumb7;
mod flying;
mod hopper;
mod jumps;
mod kogge;
mod leap;
mod subtract;
mod wide;

use super::board::{Board, Layout, Mask, Step};
use super::compass::Dir;
use super::validate::{Algo, Op, Ray, Spec};
use proc_macro2::{Literal, Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::{Ident, LitInt};

pub fn expand(spec: &Spec) -> TokenStream {
    let ray = spec.rays[0];
    spec.ops
        .iter()
        .map(|&op| {
            let name = spec
                .name
                .clone()
                .unwrap_or_else(|| Ident::new(&format!("{}_{}", ray.snake(), op.name()), ray.span));
            let item = if op.is_leaper() {
                leap::expand(spec, op, name)
            } else if op.is_jump() {
                jumps::expand(spec, op, name)
            } else if op.is_flying() {
                flying::expand(spec, op, name)
            } else if spec.is_list || op.is_hopper() {
                expand_rays(spec, op, name)
            } else {
                expand_one(spec, &ray, op, name)
            };
            if spec.board.is_wide() {
                wide::widen(item)
            } else {
                item
            }
        })
        .collect()
}

/// Operation counts, the contract the disassembly test checks.
#[derive(Clone, Copy, Default)]
struct Ops {
    shifts: u32,
    ands: u32,
    ors: u32,
    xors: u32,
    nots: u32,
    subs: u32,
    /// `swap_bytes`: a vertical flip of an 8x8 board (see `flips_south`).
    swaps: u32,
}

impl Ops {
    fn total(&self) -> u32 {
        self.shifts + self.ands + self.ors + self.xors + self.nots + self.subs + self.swaps
    }

    fn add(&mut self, other: Ops) {
        self.shifts += other.shifts;
        self.ands += other.ands;
        self.ors += other.ors;
        self.xors += other.xors;
        self.nots += other.nots;
        self.subs += other.subs;
        self.swaps += other.swaps;
    }

    fn describe(&self) -> String {
        let parts: Vec<String> = [
            (self.shifts, "shift"),
            (self.ands, "and"),
            (self.ors, "or"),
            (self.xors, "xor"),
            (self.nots, "not"),
            (self.subs, "sub"),
            (self.swaps, "byte swap"),
        ]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, what)| {
            let plural = if *n > 1 && matches!(*what, "shift" | "byte swap") {
                "s"
            } else {
                ""
            };
            format!("{n} {what}{plural}")
        })
        .collect();
        format!("{} operations: {}", self.total(), parts.join(" + "))
    }
}

/// The local names one direction's code works on.
struct Names {
    generator: Ident,
    propagator: Ident,
    flood: Ident,
}

/// One direction's code, before it is wrapped into a function.
struct DirCode {
    /// Mask applied to the propagator once, up front (the wrap mask), if any.
    propagator_mask: Option<Mask>,
    /// Whether the generator must first lose the word's spare bits (the bits that are not
    /// squares): they would flood onto the board through a right shift, or be part of an
    /// occluded fill's result.
    generator_mask: bool,
    setup: Vec<TokenStream>,
    steps: Vec<TokenStream>,
    result: TokenStream,
    ops: Ops,
    /// The propagators the fill leaves for a second fill over the same empty squares, if
    /// any (see `kogge::Propagators`).
    kept: Vec<Ident>,
    /// The local the flood ends in, before `result`'s final shift, if there is one.
    flood: Option<Ident>,
}

impl DirCode {
    /// The code of a fill algorithm whose flood ends in `flood`; `attacks` adds the final
    /// shift.
    #[allow(clippy::too_many_arguments)]
    fn new(
        board: Board,
        ray: &Ray,
        op: Op,
        flood: &Ident,
        propagator_mask: Option<Mask>,
        setup: Vec<TokenStream>,
        steps: Vec<TokenStream>,
        mut ops: Ops,
    ) -> DirCode {
        let generator_mask =
            board.has_spare_bits() && (op != Op::Attacks || board.spare_bits_can_enter(ray.step));
        let result = final_shift(board, ray, op, flood, &mut ops);
        DirCode {
            propagator_mask,
            generator_mask,
            setup,
            steps,
            result,
            ops,
            kept: Vec::new(),
            flood: Some(flood.clone()),
        }
    }
}

/// Which inputs an algorithm reassigns: `(generator, propagator)`. Masking the
/// propagator up front is accounted for separately, by `DirCode::propagator_mask`.
fn reassigns(algo: Algo, op: Op) -> (bool, bool) {
    match (algo, op) {
        (Algo::Kogge, Op::Fill) => (true, false),
        (Algo::Kogge, _) => (true, true),
        (Algo::Dumb7 | Algo::Dumb7Loop, _) => (true, false),
        (Algo::Subtract, _) => (false, false),
    }
}

/// A mask as a hex literal of the word's width, in groups of four digits:
/// `0xfefe_fefe_fefe_fefe`; on a wide board a `Wide` of such literals, least significant
/// word first: `::bitfill::Wide([0xfffe_fffe_fffe_fffe, ...])`.
fn hex(board: Board, mask: Mask) -> TokenStream {
    if board.is_wide() {
        let words = mask.0[..board.word_count() as usize]
            .iter()
            .map(|&w| hex_literal(u128::from(w), 64));
        return quote!(::bitfill::Wide([#(#words),*]));
    }
    let literal = hex_literal(mask.as_u128(), board.word_bits());
    quote!(#literal)
}

fn hex_literal(value: u128, bits: u32) -> LitInt {
    let digits = format!("{value:0width$x}", width = bits as usize / 4);
    let groups: Vec<&str> = (0..digits.len() / 4)
        .map(|i| &digits[i * 4..i * 4 + 4])
        .collect();
    LitInt::new(&format!("0x{}", groups.join("_")), Span::call_site())
}

/// The word type: `u64`, `u128` or `::bitfill::Wide<W>`.
fn word_type(board: Board) -> TokenStream {
    match board.word_bits() {
        64 => quote!(u64),
        128 => quote!(u128),
        _ => {
            let count = Literal::usize_unsuffixed(board.word_count() as usize);
            quote!(::bitfill::Wide<#count>)
        }
    }
}

/// `#b << n` or `#b >> n`, bare: for the right-hand side of an assignment or a return.
fn shift_bare(b: &Ident, amount: i32) -> TokenStream {
    let n = Literal::i32_unsuffixed(amount.abs());
    if amount >= 0 {
        quote!(#b << #n)
    } else {
        quote!(#b >> #n)
    }
}

/// `(#b << n)` or `(#b >> n)`: for an operand.
fn shifted(b: &Ident, amount: i32) -> TokenStream {
    let bare = shift_bare(b, amount);
    quote!((#bare))
}

/// `mask & expr`, or just `expr` when the mask lets every bit of the word through.
fn masked(board: Board, mask: Mask, expr: TokenStream) -> TokenStream {
    if mask == board.word_mask() {
        expr
    } else {
        let mask = hex(board, mask);
        quote!(#mask & #expr)
    }
}

/// For `attacks`, one more step, so that the sliders drop out and the blockers come in.
fn final_shift(board: Board, ray: &Ray, op: Op, flood: &Ident, ops: &mut Ops) -> TokenStream {
    if op != Op::Attacks {
        return quote!(#flood);
    }
    let s = board.shift(ray.step);
    ops.shifts += 1;
    match board.landing_mask(ray.step, 1) {
        None => shift_bare(flood, s),
        Some(mask) => {
            ops.ands += 1;
            let moved = shifted(flood, s);
            let mask = hex(board, mask);
            quote!(#moved & #mask)
        }
    }
}

fn dir_code(board: Board, algo: Algo, ray: &Ray, op: Op, n: &Names, prefix: &str) -> DirCode {
    match algo {
        Algo::Kogge => kogge::code(board, ray, op, n),
        Algo::Dumb7 => dumb7::code(board, ray, op, n, false),
        Algo::Dumb7Loop => dumb7::code(board, ray, op, n, true),
        Algo::Subtract => subtract::code(board, n, prefix),
    }
}

fn param_names(op: Op) -> (Ident, Ident) {
    match op {
        Op::Fill | Op::Occluded => (format_ident!("generator"), format_ident!("propagator")),
        _ => (format_ident!("sliders"), format_ident!("empty")),
    }
}

/// `three`, for counts in doc comments.
fn number(n: u32) -> String {
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
fn counted(counts: &[u32], what: &str) -> String {
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

fn algo_text(spec: &Spec, op: Op) -> String {
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
fn prose(ray: &Ray) -> String {
    match ray.compass {
        Some(d) => d.wiki_name().to_string(),
        None => format!("`{}`", ray.label()),
    }
}

fn op_text(op: Op, dirs: &str) -> String {
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
fn board_text(board: Board) -> Option<String> {
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
fn dark_board_text(board: Board) -> String {
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
fn docs(lines: &[String]) -> TokenStream {
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
fn doc_lines(spec: &Spec, what: String, op: Op, cost: String, name: Option<&Ident>) -> Vec<String> {
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
    call + ")"
}

fn expand_one(spec: &Spec, ray: &Ray, op: Op, name: Ident) -> TokenStream {
    let board = spec.board;
    let (generator, propagator) = param_names(op);
    let names = Names {
        generator: generator.clone(),
        propagator: propagator.clone(),
        flood: format_ident!("flood"),
    };
    let mut code = dir_code(board, spec.algo, ray, op, &names, "");
    let (gen_mut, pro_mut) = reassigns(spec.algo, op);
    let pro_mut = pro_mut || code.propagator_mask.is_some();
    let mut_kw = |m: bool| if m { quote!(mut) } else { quote!() };
    let (gm, pm) = (mut_kw(gen_mut), mut_kw(pro_mut));
    let word = word_type(board);
    let params = if op == Op::Fill {
        quote!(#gm #generator: #word)
    } else {
        quote!(#gm #generator: #word, #pm #propagator: #word)
    };
    let generator_stmt = code.generator_mask.then(|| {
        code.ops.ands += 1;
        let m = hex(board, board.board_mask());
        quote!(#generator &= #m;)
    });
    let mask_stmt = code.propagator_mask.map(|m| {
        let m = hex(board, m);
        quote!(#propagator &= #m;)
    });
    let DirCode {
        setup,
        steps,
        result,
        ops,
        ..
    } = code;
    let vis = &spec.vis;
    let custom = spec.name.as_ref();
    let dir = if spec.algo == Algo::Subtract {
        "east".to_string()
    } else {
        prose(ray)
    };
    let text = doc_lines(
        spec,
        op_text(op, &dir),
        op,
        describe_cost(spec, op, &ops, 1),
        custom,
    );
    let doc = docs(&text);
    // The item carries the span of its name, which is the caller's (`name = ..` or `dir =
    // ..`): so the compiler treats it as the caller's code, and an unused private function
    // warns as a hand-written one does (items spanned inside a macro are exempt).
    let span = name.span();
    quote_spanned! {span=>
        #doc
        #[inline]
        #[must_use]
        #vis const fn #name(#params) -> #word {
            #generator_stmt
            #mask_stmt
            #(#setup)*
            #(#steps)*
            #result
        }
    }
}

/// The cost line of a doc comment. A loop has no fixed count: its body is quoted instead.
fn describe_cost(spec: &Spec, op: Op, ops: &Ops, rays: u32) -> String {
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

/// The code of every ray of a call, ready to be interleaved.
struct Rays {
    setup: Vec<TokenStream>,
    steps: Vec<Vec<TokenStream>>,
    results: Vec<TokenStream>,
    /// Per ray: the local its flood ends in, if any (`DirCode::flood`).
    floods: Vec<Option<Ident>>,
    /// Per ray: whether its result is on the vertically flipped board (see `flips_south`).
    flipped: Vec<bool>,
    ops: Ops,
}

impl Rays {
    /// The n-th step of every ray before the (n+1)-th of any (round-robin).
    fn interleaved(&self) -> Vec<&TokenStream> {
        let longest = self.steps.iter().map(Vec::len).max().unwrap_or(0);
        (0..longest)
            .flat_map(|i| self.steps.iter().filter_map(move |ray| ray.get(i)))
            .collect()
    }
}

/// How one ray's generator comes about: its name, and the value it starts from, if it is
/// a local of its own (`let mut nort_sliders = sliders;`).
struct Generator {
    name: Ident,
    init: Option<TokenStream>,
}

/// Whether a direction list runs its south-going rays as north-going ones on the vertically
/// flipped board: only a Kogge-Stone list of attacks on 8x8, where `u64::swap_bytes` is the
/// flip (it keeps the files, so the wrap masks stay), and only if it has a south-going ray.
/// Why: with `>>` and `<<` rays side by side, LLVM's SLP vectorizer packs the fills pairwise
/// into SSE2 registers on the baseline x86-64 target and spills them to the stack (the
/// 8-direction queen took 276 instructions with 24 stack accesses); with every vertical ray
/// shifting left it leaves the code scalar and shorter (see tests/disasm.rs).
fn flips_south(spec: &Spec, op: Op) -> bool {
    spec.algo == Algo::Kogge
        && op == Op::Attacks
        && spec.board == Board::CHESS
        && spec.rays.iter().any(|r| north_of(r).is_some())
}

/// The north-going counterpart of a south-going compass ray, or `None`.
fn north_of(ray: &Ray) -> Option<Ray> {
    let north = match ray.compass? {
        Dir::Sout => Dir::Nort,
        Dir::SoEa => Dir::NoEa,
        Dir::SoWe => Dir::NoWe,
        _ => return None,
    };
    Some(Ray {
        step: Step {
            file: ray.step.file,
            rank: -ray.step.rank,
        },
        compass: Some(north),
        span: ray.span,
    })
}

/// The names of the flipped inputs (see `flips_south`).
fn flipped_names() -> (Ident, Ident) {
    (
        format_ident!("flipped_sliders"),
        format_ident!("flipped_empty"),
    )
}

/// The attacks of every ray of `spec` from its generator. The propagator of each ray is a
/// masked copy of `empty` named `{ray}_{propagator}` where it needs one. With `keep`, the
/// fills keep what a second fill over the same empty squares can use again, returned per
/// ray; `reuse` passes that to the second fill. With `flip`, the south-going rays run north
/// over `flipped_empty` (see `flips_south`); their generators must start flipped.
fn attack_rays(
    spec: &Spec,
    generators: Vec<Generator>,
    prefix: &str,
    keep: bool,
    reuse: Option<&[Vec<Ident>]>,
    flip: bool,
) -> (Rays, Vec<Vec<Ident>>) {
    let board = spec.board;
    let op = Op::Attacks;
    let (_, empty) = param_names(op);
    let (gen_mut, pro_mut) = reassigns(spec.algo, op);
    // Kept doublings are new locals; the first propagator is then never changed.
    let pro_mut = pro_mut && !keep;
    let mut rays = Rays {
        setup: Vec::new(),
        steps: Vec::new(),
        results: Vec::new(),
        floods: Vec::new(),
        flipped: Vec::new(),
        ops: Ops::default(),
    };
    let mut kept = Vec::new();
    for (i, (ray, generator)) in spec.rays.iter().zip(generators).enumerate() {
        let prefix = format!("{}_{prefix}", ray.snake());
        let north = north_of(ray).filter(|_| flip);
        let source = if north.is_some() {
            flipped_names().1
        } else {
            empty.clone()
        };
        // The locals keep the south-going ray's names.
        let snake = ray.snake();
        let ray = north.as_ref().unwrap_or(ray);
        let masks_propagator =
            board.landing_mask(ray.step, 1).is_some() && spec.algo != Algo::Subtract;
        let reused = reuse.map(|r| r[i].as_slice()).filter(|r| !r.is_empty());
        let own_propagator = if let Some(reused) = reused {
            reused[0].clone()
        } else if pro_mut || masks_propagator || keep && spec.algo == Algo::Kogge {
            format_ident!("{snake}_empty")
        } else {
            empty.clone()
        };
        let names = Names {
            generator: generator.name.clone(),
            propagator: own_propagator.clone(),
            flood: format_ident!("{prefix}flood"),
        };
        let mut code = match (spec.algo, reused, keep) {
            (Algo::Kogge, Some(reused), _) => {
                kogge::code_with(board, ray, op, &names, &kogge::Propagators::Reuse(reused))
            }
            (Algo::Kogge, None, true) => {
                kogge::code_with(board, ray, op, &names, &kogge::Propagators::Keep)
            }
            _ => dir_code(board, spec.algo, ray, op, &names, &prefix),
        };
        if let Some(init) = generator.init {
            let name = &generator.name;
            let m = if gen_mut { quote!(mut) } else { quote!() };
            rays.setup.push(quote!(let #m #name = #init;));
        }
        if reused.is_some() {
            // Masked already, by the fill that made it.
            code.ops.ands -= u32::from(code.propagator_mask.is_some());
        } else if own_propagator != empty {
            let value = masked(
                board,
                code.propagator_mask.unwrap_or(board.word_mask()),
                quote!(#source),
            );
            let m = if pro_mut { quote!(mut) } else { quote!() };
            rays.setup.push(quote!(let #m #own_propagator = #value;));
        }
        kept.push(if keep { code.kept.clone() } else { Vec::new() });
        rays.setup.extend(code.setup);
        rays.steps.push(code.steps);
        rays.results.push(code.result);
        rays.floods.push(code.flood);
        rays.flipped.push(north.is_some());
        rays.ops.add(code.ops);
    }
    (rays, kept)
}

/// A direction list, or a hopper: one function for the union of the rays.
fn expand_rays(spec: &Spec, op: Op, name: Ident) -> TokenStream {
    let board = spec.board;
    let (sliders, empty) = param_names(Op::Attacks);
    let (gen_mut, _) = reassigns(spec.algo, Op::Attacks);
    let generators: Vec<Generator> = spec
        .rays
        .iter()
        .map(|ray| {
            if gen_mut {
                Generator {
                    name: format_ident!("{}_sliders", ray.snake()),
                    init: Some(quote!(#sliders)),
                }
            } else {
                Generator {
                    name: sliders.clone(),
                    init: None,
                }
            }
        })
        .collect();
    let flip = flips_south(spec, op);
    let (flipped_sliders, flipped_empty) = flipped_names();
    let generators = generators
        .into_iter()
        .zip(&spec.rays)
        .map(|(generator, ray)| match generator.init {
            Some(_) if flip && north_of(ray).is_some() => Generator {
                init: Some(quote!(#flipped_sliders)),
                ..generator
            },
            _ => generator,
        })
        .collect();
    let (rays, kept) = attack_rays(spec, generators, "", op.is_hopper(), None, flip);
    let mut total = rays.ops;
    let mut body = Vec::new();
    let needs_mask = spec.algo != Algo::Subtract
        && spec
            .rays
            .iter()
            .any(|ray| board.spare_bits_can_enter(ray.step));
    if needs_mask {
        // The spare bits of the word would flood onto the board through a right shift.
        let m = hex(board, board.board_mask());
        body.push(quote!(let #sliders = #sliders & #m;));
        total.ands += 1;
    }
    if flip {
        body.push(quote! {
            let #flipped_sliders = #sliders.swap_bytes();
            let #flipped_empty = #empty.swap_bytes();
        });
        total.swaps += 2;
    }
    body.extend(rays.setup.iter().cloned());
    body.extend(rays.interleaved().into_iter().cloned());
    let results = if op.is_hopper() {
        hopper::expand(spec, op, &rays.results, &kept, &mut body, &mut total)
    } else if flip {
        // The flipped rays' union, flipped back once.
        let (flipped, plain): (Vec<_>, Vec<_>) = rays
            .results
            .into_iter()
            .zip(&rays.flipped)
            .partition(|(_, f)| **f);
        let flipped: Vec<TokenStream> = flipped.into_iter().map(|(r, _)| r).collect();
        let mut results: Vec<TokenStream> = plain.into_iter().map(|(r, _)| r).collect();
        total.ors += flipped.len() as u32 - 1;
        total.swaps += 1;
        let union = if flipped.len() > 1 {
            quote!(#((#flipped))|*)
        } else {
            quote!(#(#flipped)*)
        };
        results.push(quote!((#union).swap_bytes()));
        results
    } else {
        rays.results
    };
    // Each term of the union in parentheses: `|` binds weaker than `<<` and `&`, but a
    // reader should not have to know that.
    let results: Vec<TokenStream> = if results.len() > 1 {
        results.iter().map(|r| quote!((#r))).collect()
    } else {
        results
    };
    total.ors += results.len() as u32 - 1;
    let dirs: Vec<String> = spec.rays.iter().map(prose).collect();
    let what = if op.is_hopper() {
        hopper::text(op, &dirs)
    } else {
        format!(
            "The squares attacked by every slider in `sliders` {}, given the `empty` squares{}",
            match &dirs[..] {
                [one] => format!("in the {one} direction"),
                _ => format!("in the directions {}", dirs.join(", ")),
            },
            if dirs.len() == 1 {
                "."
            } else if spec.algo == Algo::Dumb7Loop {
                ": the union of the rays."
            } else {
                ": the union of the rays, computed side by side so that the CPU runs them in \
                 parallel."
            }
        )
    };
    let cost = describe_cost(spec, op, &total, spec.rays.len() as u32);
    // The call as written: a single direction's name is shown only if it was given.
    let shown = if spec.is_list {
        Some(&name)
    } else {
        spec.name.as_ref()
    };
    let doc = docs(&doc_lines(spec, what, op, cost, shown));
    let vis = &spec.vis;
    let word = word_type(board);
    // Spanned at the name, as in `expand_one`, for the dead-code lint.
    let span = name.span();
    quote_spanned! {span=>
        #doc
        #[inline]
        #[must_use]
        #vis const fn #name(#sliders: #word, #empty: #word) -> #word {
            #(#body)*
            #(#results)|*
        }
    }
}
