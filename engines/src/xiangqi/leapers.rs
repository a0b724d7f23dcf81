//! The engine's own small tables for the pieces that do not slide: the general, the
//! advisors, the elephants, the horses and the soldiers, computed at compile time by
//! walking squares. 90 squares, square = rank x 9 + file, a1 = 0 (red's left corner),
//! i10 = 89; red's half is ranks 1 to 5, black's ranks 6 to 10.

/// The 90 squares of the board as a `u128` set.
pub const BOARD: u128 = (1 << 90) - 1;

/// The set holding only `sq` (0 to 89).
#[inline(always)]
#[must_use]
pub const fn bit(sq: u32) -> u128 {
    1 << sq
}

/// The set holding only the square at `file` (0 to 8), `rank` (0 to 9), or nothing when
/// the coordinates are off the board.
const fn at(file: i32, rank: i32) -> u128 {
    if file >= 0 && file < 9 && rank >= 0 && rank < 10 {
        1 << (rank * 9 + file)
    } else {
        0
    }
}

/// Red's half of the board, ranks 1 to 5 (0 to 4 counted from zero); black's is the rest.
pub const RED_HALF: u128 = (1 << 45) - 1;

/// The two palaces, red's (d1-f3) and black's (d8-f10).
pub const PALACE: u128 = palace(0) | palace(7);

const fn palace(first_rank: i32) -> u128 {
    let mut set = 0;
    let mut rank = first_rank;
    while rank < first_rank + 3 {
        let mut file = 3;
        while file < 6 {
            set |= at(file, rank);
            file += 1;
        }
        rank += 1;
    }
    set
}

/// A step that needs one square empty: a horse's leg or an elephant's eye, and the
/// squares it leads to. An unused entry has `block = 0` and `targets = 0`.
#[derive(Clone, Copy, Debug)]
pub struct Leap {
    /// The square that must be empty (one bit).
    pub block: u128,
    /// Where the leap lands when `block` is empty.
    pub targets: u128,
}

const NO_LEAP: Leap = Leap {
    block: 0,
    targets: 0,
};

const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// One orthogonal step inside the palace the square is in (nothing outside the palaces).
pub const GENERAL: [u128; 90] = palace_steps(ORTHOGONAL);

/// One diagonal step inside the palace the square is in.
pub const ADVISOR: [u128; 90] = palace_steps(DIAGONAL);

const fn palace_steps(steps: [(i32, i32); 4]) -> [u128; 90] {
    let mut table = [0; 90];
    let mut sq = 0;
    while sq < 90 {
        let (file, rank) = (sq % 9, sq / 9);
        if PALACE & at(file, rank) != 0 {
            let mut i = 0;
            while i < 4 {
                let target = at(file + steps[i].0, rank + steps[i].1);
                // Both palaces are three ranks from the edge and the river apart: a step
                // from one never lands in the other.
                if target & PALACE != 0 {
                    table[sq as usize] |= target;
                }
                i += 1;
            }
        }
        sq += 1;
    }
    table
}

/// Elephant moves: two diagonal steps, the eye (the square between) must be empty, and
/// the target on the same side of the river.
pub const ELEPHANT: [[Leap; 4]; 90] = elephant();

const fn elephant() -> [[Leap; 4]; 90] {
    let mut table = [[NO_LEAP; 4]; 90];
    let mut sq = 0;
    while sq < 90 {
        let (file, rank) = (sq % 9, sq / 9);
        let mut i = 0;
        while i < 4 {
            let (df, dr) = DIAGONAL[i];
            let target = at(file + 2 * df, rank + 2 * dr);
            let same_half = (target & RED_HALF != 0) == (at(file, rank) & RED_HALF != 0);
            if target != 0 && same_half {
                table[sq as usize][i] = Leap {
                    block: at(file + df, rank + dr),
                    targets: target,
                };
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

/// Horse moves: one orthogonal step (the leg, which must be empty), then one diagonal step
/// outward; one entry per leg, with the two squares it leads to.
pub const HORSE: [[Leap; 4]; 90] = horse();

const fn horse() -> [[Leap; 4]; 90] {
    let mut table = [[NO_LEAP; 4]; 90];
    let mut sq = 0;
    while sq < 90 {
        let (file, rank) = (sq % 9, sq / 9);
        let mut i = 0;
        while i < 4 {
            let (df, dr) = ORTHOGONAL[i];
            let leg = at(file + df, rank + dr);
            // Outward: the step continues the leg's direction and turns one square aside.
            let targets = at(file + 2 * df + dr, rank + 2 * dr + df)
                | at(file + 2 * df - dr, rank + 2 * dr - df);
            if leg != 0 && targets != 0 {
                table[sq as usize][i] = Leap {
                    block: leg,
                    targets,
                };
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

/// The horses that attack a square, by leg: entry `i` holds a diagonal neighbour of the
/// square (the leg of every horse move that ends here through it) and the two squares
/// from which a horse jumps over that leg onto the square.
pub const HORSE_ATTACKERS: [[Leap; 4]; 90] = horse_attackers();

const fn horse_attackers() -> [[Leap; 4]; 90] {
    let mut table = [[NO_LEAP; 4]; 90];
    let mut sq = 0;
    while sq < 90 {
        let (file, rank) = (sq % 9, sq / 9);
        let mut i = 0;
        while i < 4 {
            let (df, dr) = DIAGONAL[i];
            let leg = at(file + df, rank + dr);
            // From the leg, a horse stands one more step away along either component.
            let horses = at(file + 2 * df, rank + dr) | at(file + df, rank + 2 * dr);
            if leg != 0 && horses != 0 {
                table[sq as usize][i] = Leap {
                    block: leg,
                    targets: horses,
                };
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

/// Soldier moves by colour (0 red, 1 black): one step forward, and one step sideways once
/// the soldier has crossed the river.
pub const SOLDIER: [[u128; 90]; 2] = [soldier(0), soldier(1)];

const fn soldier(color: usize) -> [u128; 90] {
    let mut table = [0; 90];
    let forward = if color == 0 { 1 } else { -1 };
    let mut sq = 0;
    while sq < 90 {
        let (file, rank) = (sq % 9, sq / 9);
        let mut targets = at(file, rank + forward);
        let own_half = (at(file, rank) & RED_HALF != 0) == (color == 0);
        if !own_half {
            targets |= at(file - 1, rank) | at(file + 1, rank);
        }
        table[sq as usize] = targets;
        sq += 1;
    }
    table
}

/// The squares from which a soldier of each colour attacks a square: [`SOLDIER`] inverted.
pub const SOLDIER_ATTACKERS: [[u128; 90]; 2] = [invert(&SOLDIER[0]), invert(&SOLDIER[1])];

const fn invert(moves: &[u128; 90]) -> [u128; 90] {
    let mut table = [0; 90];
    let mut from = 0;
    while from < 90 {
        let mut to = 0;
        while to < 90 {
            if moves[from] >> to & 1 != 0 {
                table[to] |= 1 << from;
            }
            to += 1;
        }
        from += 1;
    }
    table
}
