//! Expand: a valid [`Spec`] into items. Pure `proc_macro2` in and out, so the unit tests
//! and the expansion snapshots call it directly.
//!
//! Each direction is emitted as `setup` statements, interleavable `steps` and a `result`
//! expression over local names, so that a direction list can run its rays round-robin:
//! step 1 of every ray, then step 2 of every ray, and so on. Neighbouring statements are
//! independent and an out-of-order CPU overlaps them.

use crate::compass::Dir;
use crate::validate::{Algo, Op, Spec};
use proc_macro2::{Literal, Span, TokenStream};
use quote::{format_ident, quote};
use syn::{Ident, LitInt};

pub fn expand(spec: &Spec) -> TokenStream {
    if spec.is_list {
        let name = spec
            .name
            .clone()
            .expect("validate requires a name for a list");
        return expand_list(spec, name);
    }
    let (dir, span) = spec.dirs[0];
    spec.ops
        .iter()
        .map(|&op| {
            let name = spec.name.clone().unwrap_or_else(|| {
                Ident::new(&format!("{}_{}", dir.snake_name(), op.name()), span)
            });
            expand_one(spec, dir, op, name)
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
}

impl Ops {
    fn total(&self) -> u32 {
        self.shifts + self.ands + self.ors + self.xors + self.nots + self.subs
    }

    fn add(&mut self, other: Ops) {
        self.shifts += other.shifts;
        self.ands += other.ands;
        self.ors += other.ors;
        self.xors += other.xors;
        self.nots += other.nots;
        self.subs += other.subs;
    }

    fn describe(&self) -> String {
        let parts: Vec<String> = [
            (self.shifts, "shift"),
            (self.ands, "and"),
            (self.ors, "or"),
            (self.xors, "xor"),
            (self.nots, "not"),
            (self.subs, "sub"),
        ]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, what)| {
            let plural = if *n > 1 && *what == "shift" { "s" } else { "" };
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
    propagator_mask: Option<u64>,
    setup: Vec<TokenStream>,
    steps: Vec<TokenStream>,
    result: TokenStream,
    ops: Ops,
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

fn hex(mask: u64) -> LitInt {
    let digits = format!("{mask:016x}");
    let groups: Vec<&str> = (0..4).map(|i| &digits[i * 4..i * 4 + 4]).collect();
    LitInt::new(&format!("0x{}", groups.join("_")), Span::call_site())
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

/// `mask & expr`, or just `expr` when the mask lets everything through.
fn masked(mask: u64, expr: TokenStream) -> TokenStream {
    if mask == u64::MAX {
        expr
    } else {
        let mask = hex(mask);
        quote!(#mask & #expr)
    }
}

/// The squares a shift by `distance` steps in `dir` may land on without wrapping across the
/// a/h edge (for an eastward shift by 4: files e to h), or `None` for a vertical `dir`,
/// whose shifts cannot wrap. Walks the squares.
fn files_mask(dir: Dir, distance: u32) -> Option<u64> {
    let one = dir.wrap_mask();
    if one == u64::MAX {
        return None;
    }
    let east = one & 1 == 0;
    Some(
        (0..64u32)
            .filter(|sq| {
                let file = sq % 8;
                if east {
                    file >= distance
                } else {
                    file + distance <= 7
                }
            })
            .fold(0, |m, sq| m | 1 << sq),
    )
}

fn kogge(dir: Dir, op: Op, n: &Names) -> DirCode {
    let s = dir.shift();
    let wrap = dir.wrap_mask();
    let (g, p) = (&n.generator, &n.propagator);
    let mut ops = Ops::default();
    let mut steps = Vec::new();
    let mut propagator_mask = None;
    match op {
        Op::Fill => {
            // The propagators are compile-time constants: the squares a doubling step
            // may land on without wrapping.
            for k in 0..3 {
                let amount = s << k;
                let pr = files_mask(dir, 1 << k).unwrap_or(u64::MAX);
                let flood = if pr == u64::MAX {
                    shift_bare(g, amount)
                } else {
                    masked(pr, shifted(g, amount))
                };
                steps.push(quote!(#g |= #flood;));
                ops.shifts += 1;
                ops.ors += 1;
                ops.ands += u32::from(pr != u64::MAX);
            }
        }
        Op::Occluded | Op::Attacks => {
            if wrap != u64::MAX {
                // A wrapped bit must never propagate, so the wrap mask goes on the
                // propagator once, instead of after every shift of the generator.
                propagator_mask = Some(wrap);
                ops.ands += 1;
            }
            for k in 0..3 {
                let amount = s << k;
                let moved = shifted(g, amount);
                let mut step = quote!(#g |= #p & #moved;);
                ops.shifts += 1;
                ops.ands += 1;
                ops.ors += 1;
                if k < 2 {
                    let moved = shift_bare(p, amount);
                    step.extend(quote!(#p &= #moved;));
                    ops.shifts += 1;
                    ops.ands += 1;
                }
                steps.push(step);
            }
        }
    }
    let result = final_shift(dir, op, g, &mut ops);
    DirCode {
        propagator_mask,
        setup: Vec::new(),
        steps,
        result,
        ops,
    }
}

/// For `attacks`, one more step, so that the sliders drop out and the blockers come in.
fn final_shift(dir: Dir, op: Op, flood: &Ident, ops: &mut Ops) -> TokenStream {
    if op != Op::Attacks {
        return quote!(#flood);
    }
    let wrap = dir.wrap_mask();
    ops.shifts += 1;
    ops.ands += u32::from(wrap != u64::MAX);
    if wrap == u64::MAX {
        shift_bare(flood, dir.shift())
    } else {
        let moved = shifted(flood, dir.shift());
        let mask = hex(wrap);
        quote!(#moved & #mask)
    }
}

fn dumb7(dir: Dir, op: Op, n: &Names, looped: bool) -> DirCode {
    let s = dir.shift();
    let wrap = dir.wrap_mask();
    let (g, p, f) = (&n.generator, &n.propagator, &n.flood);
    let mut ops = Ops::default();
    let propagator_mask = (wrap != u64::MAX).then_some(wrap);
    ops.ands += u32::from(propagator_mask.is_some());
    let moved = shifted(g, s);
    let mut steps = Vec::new();
    let setup;
    if looped {
        setup = vec![quote!(let mut #f = 0;)];
        steps.push(quote! {
            while #g != 0 {
                #f |= #g;
                #g = #moved & #p;
            }
        });
        // Counted per iteration: `describe_cost` says so.
        ops.ors += 1;
        ops.shifts += 1;
        ops.ands += 1;
    } else {
        setup = vec![quote!(let mut #f = #g;)];
        // Seven cycles reach the far edge; for attacks six do, because the final shift
        // attacks the edge square whatever is on it.
        let cycles = if op == Op::Attacks { 6 } else { 7 };
        for _ in 0..cycles - 1 {
            steps.push(quote!(#g = #moved & #p; #f |= #g;));
        }
        steps.push(quote!(#f |= #moved & #p;));
        ops.shifts += cycles;
        ops.ands += cycles;
        ops.ors += cycles;
    }
    let result = final_shift(dir, op, f, &mut ops);
    DirCode {
        propagator_mask,
        setup,
        steps,
        result,
        ops,
    }
}

fn subtract(n: &Names, prefix: &str) -> DirCode {
    let (sliders, empty) = (&n.generator, &n.propagator);
    let with = format_ident!("{prefix}occupied_with_sliders");
    let without = format_ident!("{prefix}occupied_without_sliders");
    let movers = format_ident!("{prefix}movers");
    // The h-file counts as occupied, so that no borrow runs into the next rank; a slider
    // on the h-file attacks nothing eastwards and leaves the subtraction.
    let h_file = hex(0x8080_8080_8080_8080);
    let not_h_file = hex(0x7f7f_7f7f_7f7f_7f7f);
    let setup = vec![
        quote!(let #with = #sliders | !#empty | #h_file;),
        quote!(let #movers = #sliders & #not_h_file;),
        quote!(let #without = #movers ^ #with;),
    ];
    let result = quote!(#without.wrapping_sub(#movers) ^ #with);
    let ops = Ops {
        ors: 2,
        nots: 1,
        ands: 1,
        xors: 2,
        subs: 1,
        shifts: 0,
    };
    DirCode {
        propagator_mask: None,
        setup,
        steps: Vec::new(),
        result,
        ops,
    }
}

fn dir_code(algo: Algo, dir: Dir, op: Op, n: &Names, prefix: &str) -> DirCode {
    match algo {
        Algo::Kogge => kogge(dir, op, n),
        Algo::Dumb7 => dumb7(dir, op, n, false),
        Algo::Dumb7Loop => dumb7(dir, op, n, true),
        Algo::Subtract => subtract(n, prefix),
    }
}

fn param_names(op: Op) -> (Ident, Ident) {
    match op {
        Op::Fill | Op::Occluded => (format_ident!("generator"), format_ident!("propagator")),
        Op::Attacks => (format_ident!("sliders"), format_ident!("empty")),
    }
}

fn algo_text(algo: Algo, op: Op) -> &'static str {
    match (algo, op) {
        (Algo::Kogge, _) => "Kogge-Stone parallel prefix: three doubling steps (1, 2, 4 squares)",
        (Algo::Dumb7, Op::Attacks) => {
            "Dumb7Fill, unrolled: six one-step cycles, one fewer than the occluded fill, \
             because the final shift attacks the edge square whatever stands on it"
        }
        (Algo::Dumb7, _) => "Dumb7Fill, unrolled: seven one-step cycles",
        (Algo::Dumb7Loop, _) => {
            "Dumb7Fill as a loop that stops when the flood stops (it branches; \
             for comparison only)"
        }
        (Algo::Subtract, _) => {
            "Fill by subtraction: `o ^ (o - 2r)`, rank by rank, with the h-file as a \
             sentinel that stops every borrow"
        }
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
    }
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

fn invocation(spec: &Spec, op: Op, name: Option<&Ident>) -> String {
    let dirs: Vec<&str> = spec.dirs.iter().map(|(d, _)| d.seed_name()).collect();
    let dir = if spec.is_list {
        format!("[{}]", dirs.join(", "))
    } else {
        dirs[0].to_string()
    };
    let mut call = format!(
        "fill!(dir = {dir}, algo = {}, op = {}",
        spec.algo.name(),
        op.name()
    );
    if let Some(name) = name {
        call.push_str(&format!(", name = {name}"));
    }
    call + ")"
}

fn expand_one(spec: &Spec, dir: Dir, op: Op, name: Ident) -> TokenStream {
    let (generator, propagator) = param_names(op);
    let names = Names {
        generator: generator.clone(),
        propagator: propagator.clone(),
        flood: format_ident!("flood"),
    };
    let code = dir_code(spec.algo, dir, op, &names, "");
    let (gen_mut, pro_mut) = reassigns(spec.algo, op);
    let pro_mut = pro_mut || code.propagator_mask.is_some();
    let mut_kw = |m: bool| if m { quote!(mut) } else { quote!() };
    let (gm, pm) = (mut_kw(gen_mut), mut_kw(pro_mut));
    let params = if op == Op::Fill {
        quote!(#gm #generator: u64)
    } else {
        quote!(#gm #generator: u64, #pm #propagator: u64)
    };
    let mask_stmt = code.propagator_mask.map(|m| {
        let m = hex(m);
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
    let mut text = vec![
        op_text(op, dir.seed_name()),
        String::new(),
        format!(
            "{}; {}.",
            algo_text(spec.algo, op),
            describe_cost(spec.algo, op, &ops, 1)
        ),
        String::new(),
        format!("Generated by `{}`.", invocation(spec, op, custom)),
    ];
    if spec.algo == Algo::Subtract {
        text[0] = op_text(op, "east");
    }
    let doc = docs(&text);
    quote! {
        #doc
        #[inline]
        #[must_use]
        #vis const fn #name(#params) -> u64 {
            #mask_stmt
            #(#setup)*
            #(#steps)*
            #result
        }
    }
}

/// The cost line of a doc comment. A loop has no fixed count: its body is quoted instead.
fn describe_cost(algo: Algo, op: Op, ops: &Ops, rays: u32) -> String {
    if algo != Algo::Dumb7Loop {
        return ops.describe();
    }
    let mut text = String::from(
        "each iteration costs 3 operations (shift, and, or) plus a test and branch, and a ray \
         takes at most seven iterations",
    );
    if op == Op::Attacks {
        text.push_str("; then one more shift per ray (and a wrap mask, unless it is vertical)");
    }
    if rays > 1 {
        text.push_str("; the rays run one after another");
    }
    text
}

fn expand_list(spec: &Spec, name: Ident) -> TokenStream {
    let op = Op::Attacks;
    let (sliders, empty) = param_names(op);
    let (gen_mut, pro_mut) = reassigns(spec.algo, op);
    let mut setup = Vec::new();
    let mut rays = Vec::new();
    let mut total = Ops::default();
    let mut results = Vec::new();
    for &(dir, _) in &spec.dirs {
        let prefix = format!("{}_", dir.snake_name());
        let generator = if gen_mut {
            format_ident!("{prefix}sliders")
        } else {
            sliders.clone()
        };
        let propagator = if pro_mut || dir.wrap_mask() != u64::MAX && spec.algo != Algo::Subtract {
            format_ident!("{prefix}empty")
        } else {
            empty.clone()
        };
        let names = Names {
            generator: generator.clone(),
            propagator: propagator.clone(),
            flood: format_ident!("{prefix}flood"),
        };
        let code = dir_code(spec.algo, dir, op, &names, &prefix);
        if gen_mut {
            setup.push(quote!(let mut #generator = #sliders;));
        }
        if propagator != empty {
            let value = masked(code.propagator_mask.unwrap_or(u64::MAX), quote!(#empty));
            let m = if pro_mut { quote!(mut) } else { quote!() };
            setup.push(quote!(let #m #propagator = #value;));
        }
        setup.extend(code.setup);
        rays.push(code.steps);
        // Each term of the union in parentheses: `|` binds weaker than `<<` and `&`, but a
        // reader should not have to know that.
        let result = code.result;
        results.push(if spec.dirs.len() > 1 {
            quote!((#result))
        } else {
            result
        });
        total.add(code.ops);
    }
    // Round-robin: the n-th step of every ray before the (n+1)-th of any.
    let longest = rays.iter().map(Vec::len).max().unwrap_or(0);
    let steps: Vec<&TokenStream> = (0..longest)
        .flat_map(|i| rays.iter().filter_map(move |ray| ray.get(i)))
        .collect();
    total.ors += results.len() as u32 - 1;
    let dirs: Vec<&str> = spec.dirs.iter().map(|(d, _)| d.seed_name()).collect();
    let text = [
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
        ),
        String::new(),
        format!(
            "{}; {}.",
            algo_text(spec.algo, op),
            describe_cost(spec.algo, op, &total, spec.dirs.len() as u32)
        ),
        String::new(),
        format!("Generated by `{}`.", invocation(spec, op, Some(&name))),
    ];
    let doc = docs(&text);
    let vis = &spec.vis;
    quote! {
        #doc
        #[inline]
        #[must_use]
        #vis const fn #name(#sliders: u64, #empty: u64) -> u64 {
            #(#setup)*
            #(#steps)*
            #(#results)|*
        }
    }
}
