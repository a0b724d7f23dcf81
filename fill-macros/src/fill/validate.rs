//! Validate: [`Args`] into a [`Spec`], or every error the call has, each at its token.

use super::board::{Board, Layout, Step};
use super::compass::Dir;
use super::parse::{Args, DirItem, DirValue, Entry, Errors, did_you_mean};
use super::squares;
use proc_macro2::Span;
use syn::{Ident, LitInt, Visibility};

/// A fill algorithm, named after its Chess Programming Wiki page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algo {
    /// Kogge-Stone parallel prefix: three doubling steps on 8x8.
    Kogge,
    /// Dumb7Fill, unrolled: seven (attacks: six) one-step cycles on 8x8.
    Dumb7,
    /// Dumb7Fill as the page's early-terminating loop: the only one that branches.
    Dumb7Loop,
    /// Fill by Subtraction, east only: `o ^ (o - 2r)` rank by rank.
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

    /// Whether this algorithm can generate `op`: its own ops, and the hoppers, which are
    /// built on its attacks; the flying captures too, but not by subtraction (they need the
    /// propagator a shift fill keeps).
    pub fn supports(self, op: Op) -> bool {
        op.is_hopper()
            || op.takes_no_algo()
            || op.is_flying() && self != Algo::Subtract
            || self.ops().contains(&op)
    }

    /// The ops this algorithm generates by default, in the order they are emitted.
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
    /// `cannon(sliders, empty)`: the xiangqi cannon's captures, the first occupied square
    /// beyond the first one (the screen) on each ray.
    Cannon,
    /// `grasshopper(sliders, empty)`: the grasshopper's landing square, the square right
    /// after the first occupied one (the hurdle) on each ray.
    Grasshopper,
    /// `leap(pieces)`: one step along the vector, whatever stands between (a knight).
    Leap,
    /// `lame(pieces, empty)`: one step along the vector, if the squares of its path are
    /// empty (a xiangqi horse or elephant); the target may be occupied.
    Lame,
    /// `lame_attackers(targets, empty)`: the squares from which a `lame` piece reaches a
    /// square of `targets` (the same path, walked backwards).
    LameAttackers,
    /// `push(pawns, empty)`: as `lame`, onto an empty square only (a pawn's push).
    Push,
    /// `jumps(pieces, enemies, empty)`: the landing squares of short captures (a draughts
    /// man's): an enemy one step away, an empty square beyond it.
    Jumps,
    /// `jumpers(pieces, enemies, empty)`: the pieces that can make such a capture.
    Jumpers,
    /// `flying_jumps(kings, enemies, empty)`: the landing squares of a flying king's
    /// captures: beyond the first blocker of a ray, if it is an enemy, every empty square
    /// up to the next blocker.
    FlyingJumps,
    /// `flying_targets(kings, enemies, empty)`: the enemies a flying king can capture: the
    /// first blocker of a ray, if it is an enemy with an empty square beyond it.
    FlyingTargets,
}

impl Op {
    const ALL: [Op; 13] = [
        Op::Fill,
        Op::Occluded,
        Op::Attacks,
        Op::Cannon,
        Op::Grasshopper,
        Op::Leap,
        Op::Lame,
        Op::LameAttackers,
        Op::Push,
        Op::Jumps,
        Op::Jumpers,
        Op::FlyingJumps,
        Op::FlyingTargets,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Op::Fill => "fill",
            Op::Occluded => "occluded",
            Op::Attacks => "attacks",
            Op::Cannon => "cannon",
            Op::Grasshopper => "grasshopper",
            Op::Leap => "leap",
            Op::Lame => "lame",
            Op::LameAttackers => "lame_attackers",
            Op::Push => "push",
            Op::Jumps => "jumps",
            Op::Jumpers => "jumpers",
            Op::FlyingJumps => "flying_jumps",
            Op::FlyingTargets => "flying_targets",
        }
    }

    /// A short capture (`jumps`, `jumpers`): two steps along each vector, no fill.
    pub fn is_jump(self) -> bool {
        matches!(self, Op::Jumps | Op::Jumpers)
    }

    /// A flying king's capture (`flying_jumps`, `flying_targets`): built on the attacks.
    pub fn is_flying(self) -> bool {
        matches!(self, Op::FlyingJumps | Op::FlyingTargets)
    }

    /// The ops that step rather than fill, and so take no `algo`: leapers and jumps.
    pub fn takes_no_algo(self) -> bool {
        self.is_leaper() || self.is_jump()
    }

    /// A piece that steps once along each vector rather than sliding: no fill algorithm.
    pub fn is_leaper(self) -> bool {
        matches!(self, Op::Leap | Op::Lame | Op::LameAttackers | Op::Push)
    }

    /// A hopper: a piece that moves over one occupied square on its ray.
    pub fn is_hopper(self) -> bool {
        matches!(self, Op::Cannon | Op::Grasshopper)
    }

    /// The ops a direction list can generate: those of `(sliders, empty)` that union.
    fn in_lists(self) -> bool {
        !matches!(self, Op::Fill | Op::Occluded)
    }
}

/// One direction of a call: a step vector, and its compass name if it has one.
#[derive(Clone, Copy, Debug)]
pub struct Ray {
    pub step: Step,
    pub compass: Option<Dir>,
    pub span: Span,
}

impl Ray {
    /// The direction as the call names it: `noEa`, `(1, 2)`.
    pub fn label(&self) -> String {
        match self.compass {
            Some(d) => d.wiki_name().to_string(),
            None => format!("({}, {})", self.step.file, self.step.rank),
        }
    }

    /// The direction in generated names: `no_ea`, `ray_1_2`, `ray_m1_2` for `(-1, 2)`.
    pub fn snake(&self) -> String {
        match self.compass {
            Some(d) => d.snake_name().to_string(),
            None => {
                let n = |v: i32| {
                    if v < 0 {
                        format!("m{}", -v)
                    } else {
                        v.to_string()
                    }
                };
                format!("ray_{}_{}", n(self.step.file), n(self.step.rank))
            }
        }
    }
}

/// A valid `fill!` call.
pub struct Spec {
    pub board: Board,
    /// One direction, or the directions of a list (then `ops` has one op that unions, and
    /// `name` is set).
    pub rays: Vec<Ray>,
    pub is_list: bool,
    pub algo: Algo,
    pub ops: Vec<Op>,
    pub name: Option<Ident>,
    pub vis: Visibility,
}

/// ` (did you mean `kogge`?)` for a misspelling of one of `candidates`, or nothing.
fn hint(ident: &Ident, candidates: &[&str]) -> String {
    did_you_mean(&ident.to_string(), candidates)
        .map(|c| format!(" (did you mean `{c}`?)"))
        .unwrap_or_default()
}

fn list<T: Copy>(all: &[T], name: impl Fn(T) -> &'static str) -> String {
    all.iter().map(|x| name(*x)).collect::<Vec<_>>().join(", ")
}

pub fn validate(args: Args) -> syn::Result<Spec> {
    let mut errors = args.errors;
    let malformed = |key| args.malformed.contains(&key);
    // Where each key stands among the pairs, for errors in source order; a missing key's
    // error comes last.
    let mut at = std::collections::BTreeMap::new();

    let mut dir = None;
    let mut algo = None;
    let mut op = None;
    let mut name = None;
    let mut vis = None;
    let mut files = None;
    let mut ranks = None;
    let mut layout = None;
    for (position, entry) in args.entries {
        let (key, span, seen) = match &entry {
            Entry::Dir(k, _) => ("dir", k.span, dir.is_some()),
            Entry::Algo(k, _) => ("algo", k.span, algo.is_some()),
            Entry::Op(k, _) => ("op", k.span, op.is_some()),
            Entry::Name(k, _) => ("name", k.span, name.is_some()),
            Entry::Vis(k, _) => ("vis", k.span, vis.is_some()),
            Entry::Files(k, _) => ("files", k.span, files.is_some()),
            Entry::Ranks(k, _) => ("ranks", k.span, ranks.is_some()),
            Entry::Squares(k, _) => ("squares", k.span, layout.is_some()),
        };
        if seen {
            errors.push_at(
                position,
                syn::Error::new(
                    span,
                    format!("duplicate `{key}` argument: give each key once"),
                ),
            );
            continue;
        }
        at.insert(key, position);
        match entry {
            Entry::Dir(k, v) => dir = Some((k, v)),
            Entry::Algo(_, v) => algo = Some(v),
            Entry::Op(_, v) => op = Some(v),
            Entry::Name(_, v) => name = Some(v),
            Entry::Vis(_, v) => vis = Some(v),
            Entry::Files(_, v) => files = Some(v),
            Entry::Ranks(_, v) => ranks = Some(v),
            Entry::Squares(_, v) => layout = Some(v),
        }
    }

    let pos = |key: &str| at.get(key).copied().unwrap_or(usize::MAX);
    let board = board(
        files.as_ref().map(|f| (pos("files"), f)),
        ranks.as_ref().map(|r| (pos("ranks"), r)),
        &mut errors,
    );
    let squares = layout
        .as_ref()
        .map(|value| (value, squares::layout(value, pos("squares"), &mut errors)));
    let board = board.and_then(|board| match squares {
        Some((value, Some(layout))) => {
            let board = Board { layout, ..board };
            squares::check_board(board, value, pos("squares"), &mut errors).then_some(board)
        }
        _ => Some(board),
    });
    // An unusable geometry was reported; check the directions against the default board.
    let board_known = board.is_some()
        && !malformed("files")
        && !malformed("ranks")
        && !malformed("squares")
        && !matches!(squares, Some((_, None)));
    let board = board.unwrap_or(Board::CHESS);

    let algo_given = algo.clone();
    let algo = match &algo {
        None if malformed("algo") => None,
        None => Some(Algo::Kogge),
        Some(ident) => {
            let found = Algo::ALL.into_iter().find(|a| ident == a.name());
            if found.is_none() {
                errors.push_at(
                    pos("algo"),
                    syn::Error::new(
                        ident.span(),
                        format!(
                            "unknown algorithm `{ident}`{}; expected one of: {}",
                            hint(ident, &Algo::ALL.map(Algo::name)),
                            list(&Algo::ALL, Algo::name)
                        ),
                    ),
                );
            }
            found
        }
    };

    let mut rays: Vec<Ray> = Vec::new();
    let mut is_list = false;
    match &dir {
        None if malformed("dir") => {}
        None => errors.push_at(
            usize::MAX,
            syn::Error::new(
                args.end,
                format!(
                    "missing `dir = ...`: name a direction ({}), a step vector `(file step, rank \
                 step)` or a list of them in brackets",
                    list(&Dir::ALL, Dir::wiki_name)
                ),
            ),
        ),
        Some((_, DirValue::One(item))) => {
            rays.extend(ray(item, board, board_known, pos("dir"), &mut errors));
        }
        Some((key, DirValue::List(bracket, items))) => {
            is_list = true;
            if items.is_empty() {
                errors.push_at(
                    pos("dir"),
                    syn::Error::new(
                        bracket.span.join(),
                        "empty direction list: name at least one direction",
                    ),
                );
            }
            for item in items {
                if let Some(r) = ray(item, board, board_known, pos("dir"), &mut errors) {
                    if rays.iter().any(|seen| seen.step == r.step) {
                        errors.push_at(
                            pos("dir"),
                            syn::Error::new(
                                r.span,
                                format!("direction `{}` appears twice in the list", r.label()),
                            ),
                        );
                    } else {
                        rays.push(r);
                    }
                }
            }
            if name.is_none() && !malformed("name") {
                errors.push_at(
                    pos("dir"),
                    syn::Error::new(
                        key.span,
                        "a direction list generates one function for the union of its directions: \
                     name it with `name = ...`",
                    ),
                );
            }
        }
    }

    if board_known {
        let op = op
            .as_ref()
            .and_then(|ident| Op::ALL.into_iter().find(|o| ident == o.name()));
        squares::check_rays(board, &rays, op, pos("dir"), &mut errors);
    }

    if algo == Some(Algo::Subtract) {
        for r in &rays {
            if r.step != Dir::East.step() {
                errors.push_at(
                    pos("dir"),
                    syn::Error::new(
                        r.span,
                        format!(
                            "`algo = subtract` works only for `east` (a borrow runs towards the \
                         high bits only), not `{}`",
                            r.label()
                        ),
                    ),
                );
            }
        }
    }

    let ops =
        match (&op, algo) {
            (Some(ident), algo) => match Op::ALL.into_iter().find(|o| ident == o.name()) {
                None => {
                    errors.push_at(
                        pos("op"),
                        syn::Error::new(
                            ident.span(),
                            format!(
                                "unknown op `{ident}`{}; expected one of: {}",
                                hint(ident, &Op::ALL.map(Op::name)),
                                list(&Op::ALL, Op::name)
                            ),
                        ),
                    );
                    Vec::new()
                }
                Some(o) => {
                    if let Some(a) = algo.filter(|a| !a.supports(o)) {
                        errors.push_at(pos("op"), syn::Error::new(
                        ident.span(),
                        format!(
                            "algorithm `{}` has no `{}` op; it has: {}, cannon, grasshopper",
                            a.name(),
                            o.name(),
                            list(a.ops(), Op::name)
                        ),
                    ));
                    } else if is_list && !o.in_lists() {
                        errors.push_at(pos("op"), syn::Error::new(
                        ident.span(),
                        "a direction list generates only the ops whose rays unite: attacks, \
                         cannon, grasshopper, leap, lame, lame_attackers, push, jumps, jumpers, \
                         flying_jumps, flying_targets",
                    ));
                    }
                    if let (true, Some(given)) = (o.takes_no_algo(), &algo_given) {
                        errors.push_at(
                            pos("algo"),
                            syn::Error::new(
                                given.span(),
                                format!(
                                    "`op = {}` steps once along each vector and needs no fill \
                                     algorithm: remove `algo = {given}`",
                                    o.name()
                                ),
                            ),
                        );
                    }
                    if matches!(o, Op::Lame | Op::LameAttackers)
                        && !rays.is_empty()
                        && rays.iter().all(|r| legs(r.step).is_empty())
                    {
                        errors.push_at(
                            pos("op"),
                            syn::Error::new(
                                ident.span(),
                                format!(
                                    "`op = {}` is for pieces whose path can be blocked, but \
                                     every step here is to a neighbouring square: use \
                                     `op = leap`",
                                    o.name()
                                ),
                            ),
                        );
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
            errors.push_at(
                pos("name"),
                syn::Error::new(
                    ident.span(),
                    format!(
                        "`name` needs a single op, but `{}` generates {}: add `op = ...`",
                        a.name(),
                        list(a.ops(), Op::name)
                    ),
                ),
            );
        }
    }

    match errors.into_error() {
        Some(err) => Err(err),
        // An unknown algorithm always left an error, so `algo` is known here.
        None => Ok(Spec {
            board,
            rays,
            is_list,
            algo: algo.unwrap_or(Algo::Kogge),
            ops,
            name,
            vis: vis.unwrap_or(Visibility::Inherited),
        }),
    }
}

/// The path of a lame leaper along `step`, from its square (excluded) to its target
/// (included): straight along the longer component first, then diagonally (a xiangqi
/// horse's `(1, 2)`: `(0, 1)`, `(1, 2)`; an elephant's `(2, 2)`: `(1, 1)`, `(2, 2)`).
pub fn path(step: Step) -> Vec<Step> {
    let (f, r) = (step.file.abs(), step.rank.abs());
    let (sf, sr) = (step.file.signum(), step.rank.signum());
    let straight = (f - r).abs();
    let mut at = Step { file: 0, rank: 0 };
    let mut path = Vec::new();
    for i in 0..straight + f.min(r) {
        if i < straight {
            if f > r {
                at.file += sf;
            } else {
                at.rank += sr;
            }
        } else {
            at.file += sf;
            at.rank += sr;
        }
        path.push(at);
    }
    path
}

/// The squares of the path that must be empty: all but the target.
pub fn legs(step: Step) -> Vec<Step> {
    let mut path = path(step);
    path.pop();
    path
}

/// The board of `files = .., ranks = ..`, or `None` (errors pushed) when it is out of range.
fn board(
    files: Option<(usize, &LitInt)>,
    ranks: Option<(usize, &LitInt)>,
    errors: &mut Errors,
) -> Option<Board> {
    let mut side = |lit: Option<(usize, &LitInt)>, what: &str| -> Option<u32> {
        let Some((at, lit)) = lit else {
            return Some(8);
        };
        match lit.base10_parse::<u32>() {
            Ok(n) if (Board::MIN_SIDE..=Board::MAX_SIDE).contains(&n) => Some(n),
            _ => {
                errors.push_at(
                    at,
                    syn::Error::new(
                        lit.span(),
                        format!(
                            "`{what} = {lit}` is out of range: a board has {} to {} {what}",
                            Board::MIN_SIDE,
                            Board::MAX_SIDE
                        ),
                    ),
                );
                None
            }
        }
    };
    let (f, r) = (side(files, "files"), side(ranks, "ranks"));
    Some(Board::new(f?, r?))
}

/// The ray of a `dir` item, or `None` (errors pushed). A step vector must move on the board;
/// `check_board` is false when the board itself was rejected.
fn ray(
    item: &DirItem,
    board: Board,
    check_board: bool,
    at: usize,
    errors: &mut Errors,
) -> Option<Ray> {
    match item {
        DirItem::Named(ident) => direction(ident, at, errors).map(|d| Ray {
            step: d.step(),
            compass: Some(d),
            span: ident.span(),
        }),
        &DirItem::Vector { span, file, rank } => {
            let step = Step { file, rank };
            if file == 0 && rank == 0 {
                errors.push_at(
                    at,
                    syn::Error::new(
                        span,
                        "the step vector `(0, 0)` does not move: give a file step, a rank step or \
                     both",
                    ),
                );
                return None;
            }
            // On a draughts board, `squares::check_rays` checks the steps.
            if check_board && board.layout == Layout::All && board.longest_ray(step) == 0 {
                errors.push_at(
                    at,
                    syn::Error::new(
                        span,
                        format!(
                            "the step `({file}, {rank})` cannot move on a board of {} files and {} \
                         ranks: a step must move fewer than {} files and fewer than {} ranks",
                            board.files, board.ranks, board.files, board.ranks
                        ),
                    ),
                );
                return None;
            }
            // A compass step written as a vector is that direction, named as the wiki does.
            let compass = Dir::ALL.into_iter().find(|d| d.step() == step);
            Some(Ray {
                step,
                compass,
                span,
            })
        }
    }
}

fn direction(ident: &Ident, at: usize, errors: &mut Errors) -> Option<Dir> {
    let text = ident.to_string();
    let found = Dir::from_wiki_name(&text);
    if found.is_none() {
        let hint = match Dir::suggest(&text) {
            Some(d) => format!(" (did you mean `{}`?)", d.wiki_name()),
            None => hint(ident, &Dir::ALL.map(Dir::wiki_name)),
        };
        errors.push_at(
            at,
            syn::Error::new(
                ident.span(),
                format!(
                    "unknown direction `{ident}`{hint}; expected one of: {}, or a step vector \
                 `(file step, rank step)`",
                    list(&Dir::ALL, Dir::wiki_name)
                ),
            ),
        );
    }
    found
}
