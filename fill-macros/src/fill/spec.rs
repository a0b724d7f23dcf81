//! The model of a valid call, as `validate` makes it and `expand` reads it: the algorithm,
//! the ops, the directions (each a step vector of the board, `board.rs`) and the keys that
//! shape the generated functions.

use super::board::{Board, Step};
use super::compass::Dir;
use proc_macro2::Span;
use quote::ToTokens;
use syn::{Ident, Visibility};

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
    pub const ALL: [Algo; 4] = [Algo::Kogge, Algo::Dumb7, Algo::Dumb7Loop, Algo::Subtract];

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
    /// `jumps(pieces, empty, enemies)`: the landing squares of short captures (a draughts
    /// man's): an enemy one step away, an empty square beyond it.
    Jumps,
    /// `jumpers(pieces, empty, enemies)`: the pieces that can make such a capture.
    Jumpers,
    /// `flying_jumps(kings, empty, enemies)`: the landing squares of a flying king's
    /// captures: beyond the first blocker of a ray, if it is an enemy, every empty square
    /// up to the next blocker.
    FlyingJumps,
    /// `flying_targets(kings, empty, enemies)`: the enemies a flying king can capture: the
    /// first blocker of a ray, if it is an enemy with an empty square beyond it.
    FlyingTargets,
}

impl Op {
    pub const ALL: [Op; 13] = [
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
    pub fn in_lists(self) -> bool {
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
    /// `set = Type`: the generated functions take and return every set of squares as this
    /// tuple struct (field `.0` the word) instead of the bare word; a path (`validate`).
    pub set: Option<syn::Type>,
    /// `empty = Type`: the generated functions take their empty squares as this tuple type
    /// (field `.0` the word) instead of the bare word (or of the `set` type).
    pub empty: Option<syn::Type>,
    /// The call's outer attributes, for every generated function.
    pub attrs: Vec<syn::Attribute>,
}

/// A type as the call wrote it, for messages and doc comments: `crate::Board<u64>`.
pub fn type_text(ty: &syn::Type) -> String {
    let mut text = ty.to_token_stream().to_string();
    for (spaced, tight) in [
        (" :: ", "::"),
        (":: ", "::"),
        (" <", "<"),
        ("< ", "<"),
        (" >", ">"),
        (" ,", ","),
        ("& ", "&"),
    ] {
        text = text.replace(spaced, tight);
    }
    text
}
