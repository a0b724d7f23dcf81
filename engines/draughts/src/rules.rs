//! The four rule sets, as types: one generator ([`movegen`](super::movegen)) reads their
//! constants, and the compiler makes one copy of it for each, with every rule a constant.
//!
//! | rules | board | kings | men capture | which capture | crowned in a capture |
//! |---|---|---|---|---|---|
//! | [`International`] (FMJD) | 10x10 | fly | forwards and backwards | the most pieces | only where the move ends |
//! | [`Brazilian`] | 8x8 | fly | forwards and backwards | the most pieces | only where the move ends |
//! | [`Russian`] | 8x8 | fly | forwards and backwards | any | at once, and goes on as a king |
//! | [`English`] | 8x8 | one step | forwards only | any | the move ends there |
//!
//! In all four, capturing is compulsory, a sequence is played to its end, and the pieces it
//! takes leave the board only when it ends: until then they block, and none may be jumped
//! twice.

use core::fmt::Debug;
use core::hash::Hash;

/// What happens to a man that reaches the far row in the middle of a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Crowning {
    /// It stays a man and goes on capturing as one; it is crowned only if the move ends
    /// on the far row (international, Brazilian).
    AtTheEnd,
    /// It is crowned at once and goes on capturing as a king (Russian).
    AtOnce,
    /// It is crowned and the move ends there (English).
    EndsTheMove,
}

/// A rule set: the board and the rules of the game played on it. Implemented by the four
/// unit types of this module; every constant is read at compile time.
pub trait Rules: Copy + Debug + Default + Eq + Hash + Send + Sync + 'static {
    /// The name the command line takes (`--variant international`).
    const NAME: &'static str;
    /// Files and ranks of the board: 10 or 8.
    const FILES: usize;
    /// Kings move and capture at any distance along a diagonal; otherwise one step.
    const FLYING_KINGS: bool;
    /// Men capture backwards as well as forwards.
    const MEN_CAPTURE_BACKWARDS: bool;
    /// The capture that takes the most pieces must be played (kings and men count the
    /// same); otherwise any capture may be chosen.
    const MOST_CAPTURES: bool;
    /// What a man reaching the far row in a capture does.
    const CROWNING: Crowning;
    /// The start position as a PDN FEN.
    const START: &'static str;
}

/// FMJD international draughts: 10x10, 20 men each, white moves first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct International;

/// Brazilian draughts: international rules on 8x8, 12 men each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Brazilian;

/// Russian draughts (shashki): 8x8, flying kings, any capture, crowned mid-capture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Russian;

/// English draughts (checkers): 8x8, men forward only, kings one step, black (the side on
/// squares 1-12) moves first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct English;

impl Rules for International {
    const NAME: &'static str = "international";
    const FILES: usize = 10;
    const FLYING_KINGS: bool = true;
    const MEN_CAPTURE_BACKWARDS: bool = true;
    const MOST_CAPTURES: bool = true;
    const CROWNING: Crowning = Crowning::AtTheEnd;
    const START: &'static str = "W:W31-50:B1-20";
}

impl Rules for Brazilian {
    const NAME: &'static str = "brazilian";
    const FILES: usize = 8;
    const FLYING_KINGS: bool = true;
    const MEN_CAPTURE_BACKWARDS: bool = true;
    const MOST_CAPTURES: bool = true;
    const CROWNING: Crowning = Crowning::AtTheEnd;
    const START: &'static str = "W:W21-32:B1-12";
}

impl Rules for Russian {
    const NAME: &'static str = "russian";
    const FILES: usize = 8;
    const FLYING_KINGS: bool = true;
    const MEN_CAPTURE_BACKWARDS: bool = true;
    const MOST_CAPTURES: bool = false;
    const CROWNING: Crowning = Crowning::AtOnce;
    const START: &'static str = "W:W21-32:B1-12";
}

impl Rules for English {
    const NAME: &'static str = "english";
    const FILES: usize = 8;
    const FLYING_KINGS: bool = false;
    const MEN_CAPTURE_BACKWARDS: bool = false;
    const MOST_CAPTURES: bool = false;
    const CROWNING: Crowning = Crowning::EndsTheMove;
    const START: &'static str = "B:W21-32:B1-12";
}
