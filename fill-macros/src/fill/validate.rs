//! Validate: [`Args`] into a [`Spec`], or every error the call has, each at its token.

use super::board::{Board, Layout, Step};
use super::compass::Dir;
use super::parse::{Args, DirItem, DirValue, Entry, Errors, did_you_mean};
use super::spec::{Algo, Op, Ray, Spec, type_text};
use super::squares;
use syn::{Ident, LitInt, Visibility};

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
    let mut set = None;
    let mut empty = None;
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
            Entry::Set(k, _) => ("set", k.span, set.is_some()),
            Entry::Empty(k, _) => ("empty", k.span, empty.is_some()),
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
            Entry::Set(_, v) => set = Some(v),
            Entry::Empty(k, v) => empty = Some((k, v)),
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
                        && rays.iter().all(|r| r.step.legs().is_empty())
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

    if let Some((key, _)) = &empty
        && !ops.is_empty()
        && ops.iter().all(|o| matches!(o, Op::Fill | Op::Leap))
    {
        errors.push_at(
            pos("empty"),
            syn::Error::new(
                key.span,
                format!(
                    "`empty = ..` types the empty squares' argument, and `op = {}` takes none",
                    ops[0].name()
                ),
            ),
        );
    }

    if let Some(ty) = &set {
        check_type(ty, "set", true, pos("set"), &mut errors);
    }
    if let Some((_, ty)) = &empty {
        check_type(ty, "empty", false, pos("empty"), &mut errors);
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
            set,
            empty: empty.map(|(_, ty)| ty),
            attrs: args.attrs,
        }),
    }
}

/// Checks the type of `set = ..` or `empty = ..`, which the functions unwrap with `.0`
/// (and, for `set`, build by calling it): not a bare word, which is the default and has
/// no `.0`; for `set`, a path to a tuple struct (`Bitboard`, `crate::Board<u64>`), not a
/// reference, tuple, array or other type that has no constructor to call. Whether the
/// struct's `.0` is the board's word the compiler checks, at the call.
fn check_type(ty: &syn::Type, key: &str, constructed: bool, at: usize, errors: &mut Errors) {
    let inner = match ty {
        syn::Type::Paren(inner) => &*inner.elem,
        syn::Type::Group(inner) => &*inner.elem,
        ty => ty,
    };
    let shown = type_text(ty);
    let message = match inner {
        syn::Type::Path(path) if path.qself.is_none() => {
            let bare = path
                .path
                .get_ident()
                .is_some_and(|ident| PRIMITIVES.iter().any(|p| ident == p));
            bare.then(|| {
                format!(
                    "`{key} = {shown}` is a primitive type, with no field `.0`: the functions \
                     take the bare word by default, so leave `{key}` out, or name a tuple \
                     struct whose field `.0` is the board's word, such as `bitfill::{}`",
                    if key == "set" { "Bitboard" } else { "Empty" }
                )
            })
        }
        _ if constructed => Some(format!(
            "`set = {shown}` is not a tuple struct: `set` names one whose field `.0` is the \
             board's word, such as `bitfill::Bitboard` (the functions return it, built as \
             `Bitboard(word)`)"
        )),
        _ => None,
    };
    if let Some(message) = message {
        errors.push_at(at, syn::Error::new_spanned(ty, message));
    }
}

/// The primitive types: none has a field `.0`.
const PRIMITIVES: [&str; 17] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32",
    "f64", "bool", "char", "str",
];

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
