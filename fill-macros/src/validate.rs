//! Validate: [`Args`] into a [`Spec`], or every error the call has, each at its token.

use crate::compass::Dir;
use crate::parse::{Args, DirValue, Entry, Errors};
use proc_macro2::Span;
use syn::{Ident, Visibility};

/// A fill algorithm of the seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algo {
    /// Kogge-Stone parallel prefix: three doubling steps.
    Kogge,
    /// Dumb7Fill, unrolled: seven (attacks: six) one-step cycles.
    Dumb7,
    /// Dumb7Fill as the seed's early-terminating loop: the only one that branches.
    Dumb7Loop,
    /// Fill by subtraction, east only: `o ^ (o - 2r)` rank by rank.
    Subtract,
}

impl Algo {
    const ALL: [Algo; 4] = [Algo::Kogge, Algo::Dumb7, Algo::Dumb7Loop, Algo::Subtract];

    pub fn name(self) -> &'static str {
        match self {
            Algo::Kogge => "kogge",
            Algo::Dumb7 => "dumb7",
            Algo::Dumb7Loop => "dumb7_loop",
            Algo::Subtract => "subtract",
        }
    }

    /// The ops this algorithm can generate, in the order they are emitted.
    pub fn ops(self) -> &'static [Op] {
        match self {
            Algo::Kogge => &[Op::Fill, Op::Occluded, Op::Attacks],
            Algo::Dumb7 | Algo::Dumb7Loop => &[Op::Occluded, Op::Attacks],
            Algo::Subtract => &[Op::Attacks],
        }
    }
}

/// What a generated function computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `fill(generator)`: the fill on an empty board.
    Fill,
    /// `occluded(generator, propagator)`: the flood, generators included, blockers excluded.
    Occluded,
    /// `attacks(sliders, empty)`: the occluded fill shifted once more.
    Attacks,
}

impl Op {
    const ALL: [Op; 3] = [Op::Fill, Op::Occluded, Op::Attacks];

    pub fn name(self) -> &'static str {
        match self {
            Op::Fill => "fill",
            Op::Occluded => "occluded",
            Op::Attacks => "attacks",
        }
    }
}

/// A valid `fill!` call.
pub struct Spec {
    /// One direction, or the directions of a list (then `ops` is `[Attacks]` and `name` is set).
    pub dirs: Vec<(Dir, Span)>,
    pub is_list: bool,
    pub algo: Algo,
    pub ops: Vec<Op>,
    pub name: Option<Ident>,
    pub vis: Visibility,
}

fn list<T: Copy>(all: &[T], name: impl Fn(T) -> &'static str) -> String {
    all.iter().map(|x| name(*x)).collect::<Vec<_>>().join(", ")
}

pub fn validate(args: Args) -> syn::Result<Spec> {
    let mut errors = Errors::default();
    let malformed = |key| args.malformed.contains(&key);
    if let Some(err) = args.errors {
        errors.push(err);
    }

    let mut dir = None;
    let mut algo = None;
    let mut op = None;
    let mut name = None;
    let mut vis = None;
    for entry in args.entries {
        let (key, span, seen) = match &entry {
            Entry::Dir(k, _) => ("dir", k.span, dir.is_some()),
            Entry::Algo(k, _) => ("algo", k.span, algo.is_some()),
            Entry::Op(k, _) => ("op", k.span, op.is_some()),
            Entry::Name(k, _) => ("name", k.span, name.is_some()),
            Entry::Vis(k, _) => ("vis", k.span, vis.is_some()),
        };
        if seen {
            errors.push(syn::Error::new(
                span,
                format!("duplicate `{key}` argument: give each key once"),
            ));
            continue;
        }
        match entry {
            Entry::Dir(k, v) => dir = Some((k, v)),
            Entry::Algo(_, v) => algo = Some(v),
            Entry::Op(_, v) => op = Some(v),
            Entry::Name(_, v) => name = Some(v),
            Entry::Vis(_, v) => vis = Some(v),
        }
    }

    let algo = match &algo {
        None if malformed("algo") => None,
        None => Some(Algo::Kogge),
        Some(ident) => {
            let found = Algo::ALL.into_iter().find(|a| ident == a.name());
            if found.is_none() {
                errors.push(syn::Error::new(
                    ident.span(),
                    format!(
                        "unknown algorithm `{ident}`; expected one of: {}",
                        list(&Algo::ALL, Algo::name)
                    ),
                ));
            }
            found
        }
    };

    let mut dirs = Vec::new();
    let mut is_list = false;
    match &dir {
        None if malformed("dir") => {}
        None => errors.push(syn::Error::new(
            Span::call_site(),
            format!(
                "missing `dir = ...`: name a direction ({}) or a list of them in brackets",
                list(&Dir::ALL, Dir::seed_name)
            ),
        )),
        Some((_, DirValue::One(ident))) => {
            dirs.extend(direction(ident, &mut errors).map(|d| (d, ident.span())))
        }
        Some((key, DirValue::List(bracket, items))) => {
            is_list = true;
            if items.is_empty() {
                errors.push(syn::Error::new(
                    bracket.span.join(),
                    "empty direction list: name at least one direction",
                ));
            }
            for ident in items {
                if let Some(d) = direction(ident, &mut errors) {
                    if dirs.iter().any(|(seen, _)| *seen == d) {
                        errors.push(syn::Error::new(
                            ident.span(),
                            format!("direction `{ident}` appears twice in the list"),
                        ));
                    } else {
                        dirs.push((d, ident.span()));
                    }
                }
            }
            if name.is_none() && !malformed("name") {
                errors.push(syn::Error::new(
                    key.span,
                    "a direction list generates one function for the union of its directions: \
                     name it with `name = ...`",
                ));
            }
        }
    }

    if algo == Some(Algo::Subtract) {
        for (d, span) in &dirs {
            if *d != Dir::East {
                errors.push(syn::Error::new(
                    *span,
                    format!(
                        "`algo = subtract` works only for `east` (a borrow runs towards the \
                         high bits only), not `{}`",
                        d.seed_name()
                    ),
                ));
            }
        }
    }

    let ops = match (&op, algo) {
        (Some(ident), algo) => match Op::ALL.into_iter().find(|o| ident == o.name()) {
            None => {
                errors.push(syn::Error::new(
                    ident.span(),
                    format!(
                        "unknown op `{ident}`; expected one of: {}",
                        list(&Op::ALL, Op::name)
                    ),
                ));
                Vec::new()
            }
            Some(o) => {
                if let Some(a) = algo.filter(|a| !a.ops().contains(&o)) {
                    errors.push(syn::Error::new(
                        ident.span(),
                        format!(
                            "algorithm `{}` has no `{}` op; it has: {}",
                            a.name(),
                            o.name(),
                            list(a.ops(), Op::name)
                        ),
                    ));
                } else if is_list && o != Op::Attacks {
                    errors.push(syn::Error::new(
                        ident.span(),
                        "a direction list generates only `op = attacks`",
                    ));
                }
                vec![o]
            }
        },
        (None, _) if is_list => vec![Op::Attacks],
        (None, Some(a)) => a.ops().to_vec(),
        (None, None) => Vec::new(),
    };

    if let (Some(ident), None, Some(a)) = (&name, &op, algo) {
        // A malformed `dir` may have been a list, which needs a name.
        if !is_list && a.ops().len() > 1 && !malformed("op") && !malformed("dir") {
            errors.push(syn::Error::new(
                ident.span(),
                format!(
                    "`name` needs a single op, but `{}` generates {}: add `op = ...`",
                    a.name(),
                    list(a.ops(), Op::name)
                ),
            ));
        }
    }

    match errors.into_error() {
        Some(err) => Err(err),
        // An unknown algorithm always left an error, so `algo` is known here.
        None => Ok(Spec {
            dirs,
            is_list,
            algo: algo.unwrap_or(Algo::Kogge),
            ops,
            name,
            vis: vis.unwrap_or(Visibility::Inherited),
        }),
    }
}

fn direction(ident: &Ident, errors: &mut Errors) -> Option<Dir> {
    let text = ident.to_string();
    let found = Dir::from_seed_name(&text);
    if found.is_none() {
        let hint = match Dir::suggest(&text) {
            Some(d) => format!(" (did you mean `{}`?)", d.seed_name()),
            None => String::new(),
        };
        errors.push(syn::Error::new(
            ident.span(),
            format!(
                "unknown direction `{ident}`{hint}; expected one of: {}",
                list(&Dir::ALL, Dir::seed_name)
            ),
        ));
    }
    found
}
