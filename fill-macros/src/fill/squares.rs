//! `squares = dark`: the draughts board, whose word holds only the dark squares (see
//! `board.rs` for the layout), and what `validate` checks about it. A step must stay on the
//! dark squares (its file and rank steps add up to an even number: the diagonals, `(2, 2)`,
//! `(0, 2)`, ...), and every step must move every square's bit by the same amount, which
//! the model finds by walking the squares.

use super::board::{Board, Layout};
use super::compass::Dir;
use super::parse::Errors;
use super::spec::{Op, Ray};
use syn::Ident;

/// The values of `squares = ..`.
const VALUES: [(&str, Layout); 2] = [("all", Layout::All), ("dark", Layout::Dark)];

/// The layout `squares = value` names, or `None` (error pushed).
pub fn layout(value: &Ident, at: usize, errors: &mut Errors) -> Option<Layout> {
    let found = VALUES
        .iter()
        .find(|(name, _)| value == name)
        .map(|(_, l)| *l);
    if found.is_none() {
        let hint = super::parse::did_you_mean(&value.to_string(), &VALUES.map(|(n, _)| n))
            .map(|c| format!(" (did you mean `{c}`?)"))
            .unwrap_or_default();
        errors.push_at(
            at,
            syn::Error::new(
                value.span(),
                format!(
                    "unknown squares `{value}`{hint}; expected `dark` (the dark squares of a \
                     draughts board, a1 dark, packed with a ghost bit between each two ranks) \
                     or `all` (every square, the default)"
                ),
            ),
        );
    }
    found
}

/// A draughts board needs an even number of files: each rank holds files/2 dark squares.
/// Whether the board is usable (else the error is pushed).
pub fn check_board(board: Board, value: &Ident, at: usize, errors: &mut Errors) -> bool {
    let usable = board.layout != Layout::Dark || board.files.is_multiple_of(2);
    if !usable {
        errors.push_at(
            at,
            syn::Error::new(
                value.span(),
                format!(
                    "`squares = dark` needs an even number of files (each rank holds half of \
                     them, packed), not `files = {}`",
                    board.files
                ),
            ),
        );
    }
    usable
}

/// The rays of a call on a draughts board: each must stay on the dark squares, move on the
/// board, and be one shift of the word; a lame leaper's or a pawn's path must stay on the
/// dark squares too.
pub fn check_rays(board: Board, rays: &[Ray], op: Option<Op>, at: usize, errors: &mut Errors) {
    if board.layout != Layout::Dark {
        return;
    }
    for ray in rays {
        let step = ray.step;
        let message = if (step.file + step.rank) % 2 != 0 {
            Some(format!(
                "`{}` leaves the dark squares: on a board of `squares = dark` a direction must \
                 be a diagonal ({}) or a step vector whose file and rank steps add up to an \
                 even number, such as `(2, 2)` or `(0, 2)`",
                ray.label(),
                [Dir::NoEa, Dir::SoEa, Dir::SoWe, Dir::NoWe]
                    .map(Dir::wiki_name)
                    .join(", ")
            ))
        } else {
            match board.walked_shift(step) {
                None => Some(format!(
                    "`{}` moves no dark square of a board of {} files and {} ranks",
                    ray.label(),
                    board.files,
                    board.ranks
                )),
                // The packed layout makes every dark-to-dark step one shift; a model that
                // broke that must say so rather than write a wrong fill.
                Some(Err(())) => Some(format!(
                    "`{}` moves the dark squares' bits by different amounts: it is not one \
                     shift of the word",
                    ray.label()
                )),
                Some(Ok(_)) => match op {
                    Some(op @ (Op::Lame | Op::LameAttackers | Op::Push))
                        if step.path().iter().any(|p| (p.file + p.rank) % 2 != 0) =>
                    {
                        Some(format!(
                            "the path of `op = {}` along `{}` crosses a light square, which \
                             a board of `squares = dark` does not hold",
                            op.name(),
                            ray.label()
                        ))
                    }
                    _ => None,
                },
            }
        };
        if let Some(message) = message {
            errors.push_at(at, syn::Error::new(ray.span, message));
        }
    }
}
