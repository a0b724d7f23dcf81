//! The attacks of every ray of a call, ready to be interleaved: the fills of a direction
//! list, and the first fills of the hoppers and of the flying captures.

use super::super::board::{Board, Step};
use super::super::compass::Dir;
use super::super::spec::{Algo, Op, Ray, Spec};
use super::direction::{DirCode, Names, param_names, reassigns};
use super::word::{Ops, masked};
use super::{dumb7, kogge, subtract};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::Ident;

/// One direction's code, written by its algorithm; `prefix` leads the names of the locals
/// of fill by subtraction, whose rays would otherwise share them.
pub(super) fn dir_code(
    board: Board,
    algo: Algo,
    ray: &Ray,
    op: Op,
    n: &Names,
    prefix: &str,
) -> DirCode {
    match algo {
        Algo::Kogge => kogge::code(board, ray, op, n),
        Algo::Dumb7 => dumb7::code(board, ray, op, n, false),
        Algo::Dumb7Loop => dumb7::code(board, ray, op, n, true),
        Algo::Subtract => subtract::code(board, n, prefix),
    }
}

/// The code of every ray of a call, ready to be interleaved.
pub(super) struct Rays {
    pub(super) setup: Vec<TokenStream>,
    pub(super) steps: Vec<Vec<TokenStream>>,
    pub(super) results: Vec<TokenStream>,
    /// Per ray: the local its flood ends in, if any (`DirCode::flood`).
    pub(super) floods: Vec<Option<Ident>>,
    /// Per ray: whether its result is on the vertically flipped board (see `flips_south`).
    pub(super) flipped: Vec<bool>,
    pub(super) ops: Ops,
}

impl Rays {
    /// The n-th step of every ray before the (n+1)-th of any (round-robin).
    pub(super) fn interleaved(&self) -> Vec<&TokenStream> {
        let longest = self.steps.iter().map(Vec::len).max().unwrap_or(0);
        (0..longest)
            .flat_map(|i| self.steps.iter().filter_map(move |ray| ray.get(i)))
            .collect()
    }
}

/// How one ray's generator comes about: its name, and the value it starts from, if it is
/// a local of its own (`let mut nort_sliders = sliders;`).
pub(super) struct Generator {
    pub(super) name: Ident,
    pub(super) init: Option<TokenStream>,
}

/// Whether a direction list runs its south-going rays as north-going ones on the vertically
/// flipped board: only a Kogge-Stone list of attacks on 8x8, where `u64::swap_bytes` is the
/// flip (it keeps the files, so the wrap masks stay), and only if it has a south-going ray.
/// Why: with `>>` and `<<` rays side by side, LLVM's SLP vectorizer packs the fills pairwise
/// into SSE2 registers on the baseline x86-64 target and spills them to the stack (the
/// 8-direction queen took 276 instructions with 24 stack accesses); with every vertical ray
/// shifting left it leaves the code scalar and shorter (see tests/disasm.rs).
pub(super) fn flips_south(spec: &Spec, op: Op) -> bool {
    spec.algo == Algo::Kogge
        && op == Op::Attacks
        && spec.board == Board::CHESS
        && spec.rays.iter().any(|r| north_of(r).is_some())
}

/// The north-going counterpart of a south-going compass ray, or `None`.
pub(super) fn north_of(ray: &Ray) -> Option<Ray> {
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
pub(super) fn flipped_names() -> (Ident, Ident) {
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
pub(super) fn attack_rays(
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
