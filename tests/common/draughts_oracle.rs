//! The naive oracle for draughts boards and the draughts ops of `fill!`: every square is a
//! `(file, rank)` pair, every move is walked square by square with file and rank
//! arithmetic, and a square's bit comes from one function, [`Board::bit`], which writes
//! the packed layout of `squares = dark` out as its definition states it, independently
//! of the macro (which finds shifts and masks by walking its own model). Sets are
//! [`Set`]s (`Wide<4>`), whatever word the board's functions take; the oracle reads only
//! the bits of squares and sets nothing else.

#![allow(dead_code)] // each test uses its part

use super::geometry_oracle::{Set, Step};

/// A board: every square, or (`dark`) only the dark ones (a1 dark), packed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub files: i32,
    pub ranks: i32,
    pub dark: bool,
}

/// The four diagonals, noEa, soEa, soWe, noWe.
pub const DIAGONALS: [Step; 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

impl Board {
    pub const fn dark(files: i32, ranks: i32) -> Board {
        Board {
            files,
            ranks,
            dark: true,
        }
    }

    pub const fn all(files: i32, ranks: i32) -> Board {
        Board {
            files,
            ranks,
            dark: false,
        }
    }

    /// The bit of the square on `file` and `rank`, if it is one: on a draughts board the
    /// dark squares of rank r are files 2c (r even) or 2c + 1 (r odd), at bit
    /// (files + 1) x (r / 2) + (files/2 + 1) x (r % 2) + c.
    pub fn bit(self, file: i32, rank: i32) -> Option<usize> {
        if !(0..self.files).contains(&file) || !(0..self.ranks).contains(&rank) {
            return None;
        }
        if !self.dark {
            return Some((rank * self.files + file) as usize);
        }
        let c = if rank % 2 == 0 {
            if file % 2 != 0 {
                return None;
            }
            file / 2
        } else {
            if file % 2 != 1 {
                return None;
            }
            (file - 1) / 2
        };
        Some(((self.files + 1) * (rank / 2) + (self.files / 2 + 1) * (rank % 2) + c) as usize)
    }

    /// Every square, rank by rank.
    pub fn squares(self) -> Vec<Step> {
        (0..self.ranks)
            .flat_map(|rank| (0..self.files).map(move |file| (file, rank)))
            .filter(|&(f, r)| self.bit(f, r).is_some())
            .collect()
    }

    pub fn set_of(self, squares: impl IntoIterator<Item = Step>) -> Set {
        squares.into_iter().fold(Set::EMPTY, |set, (f, r)| {
            set | Set::square(self.bit(f, r).expect("a square of the board"))
        })
    }

    /// The bits that are squares.
    pub fn board_set(self) -> Set {
        self.set_of(self.squares())
    }

    pub fn has(self, set: Set, (file, rank): Step) -> bool {
        self.bit(file, rank).is_some_and(|bit| set.contains(bit))
    }

    fn on(self, (file, rank): Step) -> bool {
        self.bit(file, rank).is_some()
    }

    fn add((f, r): Step, (df, dr): Step, k: i32) -> Step {
        (f + k * df, r + k * dr)
    }

    /// The squares of `set`, each mapped to the squares `f` gives, united.
    fn each(self, set: Set, f: impl Fn(Step) -> Vec<Step>) -> Set {
        let out: Vec<Step> = self
            .squares()
            .into_iter()
            .filter(|&sq| self.has(set, sq))
            .flat_map(f)
            .collect();
        self.set_of(out)
    }

    /// The squares of the ray from `sq` (excluded) along `step`, nearest first.
    pub fn ray(self, sq: Step, step: Step) -> Vec<Step> {
        (1..)
            .map(|k| Board::add(sq, step, k))
            .take_while(|&s| self.on(s))
            .collect()
    }

    /// `fill`: every square reached from a generator on an empty board, the generators
    /// included.
    pub fn fill(self, generators: Set, step: Step) -> Set {
        self.each(generators, |sq| {
            let mut out = vec![sq];
            out.extend(self.ray(sq, step));
            out
        })
    }

    /// `occluded`: the generators and the squares of `propagator` reached from them.
    pub fn occluded(self, generators: Set, propagator: Set, step: Step) -> Set {
        self.each(generators, |sq| {
            let mut out = vec![sq];
            out.extend(
                self.ray(sq, step)
                    .into_iter()
                    .take_while(|&s| self.has(propagator, s)),
            );
            out
        })
    }

    /// `attacks`: up to and including the first square not in `empty`.
    pub fn attacks(self, sliders: Set, empty: Set, step: Step) -> Set {
        self.each(sliders, |sq| {
            let mut out = Vec::new();
            for s in self.ray(sq, step) {
                out.push(s);
                if !self.has(empty, s) {
                    break;
                }
            }
            out
        })
    }

    /// `leap`: one step, whatever is there.
    pub fn leap(self, pieces: Set, step: Step) -> Set {
        self.each(pieces, |sq| {
            self.ray(sq, step).into_iter().take(1).collect()
        })
    }

    /// `push`: one step onto an empty square.
    pub fn push(self, pieces: Set, empty: Set, step: Step) -> Set {
        self.each(pieces, |sq| {
            let to = Board::add(sq, step, 1);
            if self.has(empty, to) {
                vec![to]
            } else {
                Vec::new()
            }
        })
    }

    /// The first square of the ray from `sq` along `step` that is not in `empty`, and the
    /// squares after it.
    fn beyond_first(self, sq: Step, empty: Set, step: Step) -> Vec<Step> {
        let ray = self.ray(sq, step);
        match ray.iter().position(|&s| !self.has(empty, s)) {
            Some(first) => ray[first..].to_vec(),
            None => Vec::new(),
        }
    }

    /// `grasshopper`: the square right after the first occupied one.
    pub fn grasshopper(self, sliders: Set, empty: Set, step: Step) -> Set {
        self.each(sliders, |sq| {
            self.beyond_first(sq, empty, step)
                .into_iter()
                .skip(1)
                .take(1)
                .collect()
        })
    }

    /// `cannon`: the first occupied square after the first occupied one.
    pub fn cannon(self, sliders: Set, empty: Set, step: Step) -> Set {
        self.each(sliders, |sq| {
            self.beyond_first(sq, empty, step)
                .into_iter()
                .skip(1)
                .find(|&s| !self.has(empty, s))
                .into_iter()
                .collect()
        })
    }

    /// `lame` along a step of two diagonal squares: the square between must be empty.
    pub fn lame_double_diagonal(self, pieces: Set, empty: Set, (df, dr): Step) -> Set {
        self.each(pieces, |sq| {
            let (leg, to) = ((sq.0 + df / 2, sq.1 + dr / 2), (sq.0 + df, sq.1 + dr));
            if self.has(empty, leg) && self.on(to) {
                vec![to]
            } else {
                Vec::new()
            }
        })
    }

    /// A man's capture from `sq`: the enemy one step away and the landing square beyond.
    fn jump(self, sq: Step, enemies: Set, empty: Set, step: Step) -> Option<(Step, Step)> {
        let (over, to) = (Board::add(sq, step, 1), Board::add(sq, step, 2));
        (self.has(enemies, over) && self.has(empty, to)).then_some((over, to))
    }

    /// `jumps`: the landing squares of the men's captures.
    pub fn jumps(self, pieces: Set, enemies: Set, empty: Set, step: Step) -> Set {
        self.each(pieces, |sq| {
            self.jump(sq, enemies, empty, step)
                .map(|(_, to)| to)
                .into_iter()
                .collect()
        })
    }

    /// `jumpers`: the men that can capture.
    pub fn jumpers(self, pieces: Set, enemies: Set, empty: Set, step: Step) -> Set {
        self.each(pieces, |sq| {
            self.jump(sq, enemies, empty, step)
                .map(|_| sq)
                .into_iter()
                .collect()
        })
    }

    /// A flying king's capture from `sq` along `step`: the enemy (the first square that is
    /// not empty, if it is an enemy) and the empty squares beyond it up to the next one
    /// that is not; `None` if there is no enemy there or no empty square right beyond it.
    fn flying(self, sq: Step, enemies: Set, empty: Set, step: Step) -> Option<(Step, Vec<Step>)> {
        let ray = self.ray(sq, step);
        let first = ray.iter().position(|&s| !self.has(empty, s))?;
        let enemy = ray[first];
        if !self.has(enemies, enemy) {
            return None;
        }
        let landings: Vec<Step> = ray[first + 1..]
            .iter()
            .copied()
            .take_while(|&s| self.has(empty, s))
            .collect();
        (!landings.is_empty()).then_some((enemy, landings))
    }

    /// `flying_jumps`: the landing squares of the flying kings' captures.
    pub fn flying_jumps(self, kings: Set, enemies: Set, empty: Set, step: Step) -> Set {
        self.each(kings, |sq| {
            self.flying(sq, enemies, empty, step)
                .map(|(_, landings)| landings)
                .unwrap_or_default()
        })
    }

    /// `flying_targets`: the enemies the flying kings can capture.
    pub fn flying_targets(self, kings: Set, enemies: Set, empty: Set, step: Step) -> Set {
        self.each(kings, |sq| {
            self.flying(sq, enemies, empty, step)
                .map(|(enemy, _)| vec![enemy])
                .unwrap_or_default()
        })
    }
}
