//! The naive oracle for boards of any size (2x2 to 16x16, at most 128 squares) and any step
//! vector: walk each ray square by square with file and rank arithmetic, never with shifts
//! of whole words. Words are `u128` here, whatever the board; square = rank x files + file.
//! Bits beyond the board are never read and never set.

/// A rectangular board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub files: i32,
    pub ranks: i32,
}

/// A step vector `(file step, rank step)`.
pub type Step = (i32, i32);

/// The compass, `(file step, rank step)`, in the order of the Dumb7Fill page's `dir8`:
/// noEa, east, soEa, sout, soWe, west, noWe, nort.
pub const COMPASS: [Step; 8] = [
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, 1),
];
pub const ROOK: [Step; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
pub const BISHOP: [Step; 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
pub const NIGHTRIDER: [Step; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

impl Geometry {
    pub const fn new(files: i32, ranks: i32) -> Geometry {
        Geometry { files, ranks }
    }

    pub fn squares(self) -> i32 {
        self.files * self.ranks
    }

    /// The bits that are squares.
    pub fn board(self) -> u128 {
        u128::MAX >> (128 - self.squares())
    }

    /// The bits of the word the board is held in (64 or 128).
    pub fn word(self) -> u128 {
        if self.squares() <= 64 {
            u64::MAX as u128
        } else {
            u128::MAX
        }
    }

    fn is_set(b: u128, sq: i32) -> bool {
        b >> sq & 1 == 1
    }

    /// The square one `step` from `sq`, if it is on the board.
    pub fn step(self, sq: i32, (df, dr): Step) -> Option<i32> {
        let (file, rank) = (sq % self.files + df, sq / self.files + dr);
        ((0..self.files).contains(&file) && (0..self.ranks).contains(&rank))
            .then_some(rank * self.files + file)
    }

    /// The squares of the board set in `set`.
    pub fn each(self, set: u128) -> impl Iterator<Item = i32> {
        let mut rest = set & self.board();
        core::iter::from_fn(move || {
            let sq = (rest != 0).then(|| rest.trailing_zeros() as i32)?;
            rest &= rest - 1;
            Some(sq)
        })
    }

    fn union(self, set: u128, f: impl Fn(i32) -> u128) -> u128 {
        self.each(set).map(f).fold(0, |a, b| a | b)
    }

    /// The squares of the ray from `sq` (excluded) to the edge, nearest first.
    pub fn ray(self, sq: i32, step: Step) -> impl Iterator<Item = i32> {
        let mut at = sq;
        core::iter::from_fn(move || {
            at = self.step(at, step)?;
            Some(at)
        })
    }

    /// A lone slider's attacks: up to and including the first square not in `empty`.
    pub fn ray_attacks(self, sq: i32, step: Step, empty: u128) -> u128 {
        let mut attacks = 0;
        for next in self.ray(sq, step) {
            attacks |= 1 << next;
            if !Self::is_set(empty, next) {
                break;
            }
        }
        attacks
    }

    pub fn attacks(self, sliders: u128, empty: u128, step: Step) -> u128 {
        self.union(sliders, |sq| self.ray_attacks(sq, step, empty))
    }

    /// The occluded fill: the generators and the squares reached through `propagator`.
    pub fn occluded(self, generator: u128, propagator: u128, step: Step) -> u128 {
        self.union(generator, |sq| {
            let mut flood = 1 << sq;
            for next in self.ray(sq, step) {
                if !Self::is_set(propagator, next) {
                    break;
                }
                flood |= 1 << next;
            }
            flood
        })
    }

    pub fn fill(self, generator: u128, step: Step) -> u128 {
        self.occluded(generator, u128::MAX, step)
    }

    /// The xiangqi cannon's captures: the first occupied square after the first occupied
    /// square (the screen).
    pub fn cannon(self, sliders: u128, empty: u128, step: Step) -> u128 {
        self.union(sliders, |sq| {
            let mut occupied = self.ray(sq, step).filter(|&s| !Self::is_set(empty, s));
            occupied.next();
            occupied.next().map_or(0, |s| 1 << s)
        })
    }

    /// The grasshopper's landing square: the square right after the first occupied one (the
    /// hurdle), if there is one on the board.
    pub fn grasshopper(self, sliders: u128, empty: u128, step: Step) -> u128 {
        self.union(sliders, |sq| {
            let mut ray = self.ray(sq, step);
            match ray.find(|&s| !Self::is_set(empty, s)) {
                Some(_) => ray.next().map_or(0, |s| 1 << s),
                None => 0,
            }
        })
    }

    /// A list of directions: the union of `op` over them.
    pub fn each_step(self, steps: &[Step], op: impl Fn(Step) -> u128) -> u128 {
        steps.iter().map(|&s| op(s)).fold(0, |a, b| a | b)
    }
}
