//! The Othello move generator, written once and instantiated per fill algorithm by
//! `move_generator!` in [`kogge`](super::kogge) and [`dumb7`](super::dumb7). The
//! [module documentation](super) explains the method.

/// Generates, in the calling module, the eight occluded fills of `$algo` (through
/// [`bitfill::fill!`], as an engine author would) and on top of them `outflanked`,
/// `mobility`, `flips` and `perft`.
macro_rules! move_generator {
    ($algo:ident) => {
        use bitfill::{Bitboard, Dir, shift_one};

        bitfill::fill!(dir = noEa, algo = $algo, op = occluded);
        bitfill::fill!(dir = east, algo = $algo, op = occluded);
        bitfill::fill!(dir = soEa, algo = $algo, op = occluded);
        bitfill::fill!(dir = sout, algo = $algo, op = occluded);
        bitfill::fill!(dir = soWe, algo = $algo, op = occluded);
        bitfill::fill!(dir = west, algo = $algo, op = occluded);
        bitfill::fill!(dir = noWe, algo = $algo, op = occluded);
        bitfill::fill!(dir = nort, algo = $algo, op = occluded);

        // The kernels are `inline(always)`: LLVM otherwise keeps `outflanked` out of line
        // and passes its eight lines through memory.

        /// For each direction `d` in dir8 order ([`Dir::index`]), the opponent discs in an
        /// unbroken run that starts next to a player disc and heads `d`: the occluded fill
        /// of `player` through `opponent`, without the player's discs. Eight occluded fills.
        ///
        /// ```text
        /// . . . . . . . .    . . . . . . . .   X = player, O = opponent;
        /// . . . . . . . .    . . . . . . . .   lines[East], ranks 8 to 6:
        /// . X O O . O . .    . . 1 1 . . . .   the lone O on f6 is next to no X
        /// ```
        ///
        /// The sets should be disjoint; if they are not, the result is still defined by
        /// the formula above, and nothing panics.
        #[inline(always)]
        #[must_use]
        pub const fn outflanked(player: u64, opponent: u64) -> [u64; 8] {
            [
                no_ea_occluded(player, opponent) & opponent,
                east_occluded(player, opponent) & opponent,
                so_ea_occluded(player, opponent) & opponent,
                sout_occluded(player, opponent) & opponent,
                so_we_occluded(player, opponent) & opponent,
                west_occluded(player, opponent) & opponent,
                no_we_occluded(player, opponent) & opponent,
                nort_occluded(player, opponent) & opponent,
            ]
        }

        /// The legal moves given the outflanked `lines` and the `empty` squares: the empty
        /// squares one step past an outflanked run. 8 shifts, 8 wrap masks, 7 ors, 1 and.
        #[inline(always)]
        #[must_use]
        pub const fn moves_from(lines: &[u64; 8], empty: u64) -> u64 {
            (shift_one(Bitboard(lines[0]), Dir::NoEa).0
                | shift_one(Bitboard(lines[1]), Dir::East).0
                | shift_one(Bitboard(lines[2]), Dir::SoEa).0
                | shift_one(Bitboard(lines[3]), Dir::Sout).0
                | shift_one(Bitboard(lines[4]), Dir::SoWe).0
                | shift_one(Bitboard(lines[5]), Dir::West).0
                | shift_one(Bitboard(lines[6]), Dir::NoWe).0
                | shift_one(Bitboard(lines[7]), Dir::Nort).0)
                & empty
        }

        /// The squares where `player` may place a disc: empty squares from which some
        /// direction runs over one or more `opponent` discs and then reaches a `player`
        /// disc. 8 occluded fills and [`moves_from`]. The initial position, with X (black)
        /// to move:
        ///
        /// ```text
        /// . . . . . . . .    . . . . . . . .
        /// . . . . . . . .    . . . . . . . .
        /// . . . . . . . .    . . . . 1 . . .   e6
        /// . . . X O . . .    . . . . . 1 . .   f5
        /// . . . O X . . .    . . 1 . . . . .   c4
        /// . . . . . . . .    . . . 1 . . . .   d3
        /// . . . . . . . .    . . . . . . . .
        /// . . . . . . . .    . . . . . . . .
        /// ```
        ///
        /// Disjoint inputs are expected; others give a defined result and never panic.
        #[inline]
        #[must_use]
        pub const fn mobility(player: u64, opponent: u64) -> u64 {
            moves_from(&outflanked(player, opponent), !(player | opponent))
        }

        /// The opponent discs flipped by placing discs on the squares of `placed`, given
        /// the outflanked `lines` of the position: in each direction, the run of opponent
        /// discs next to a placed disc that a player disc outflanks. For several placed
        /// discs it is the union of their flips. 8 occluded fills, 8 ands, 7 ors.
        ///
        /// `placed` must hold empty squares only: a disc already in an outflanked run
        /// would count as flipping itself and its run. [`flips`] checks it.
        #[inline(always)]
        #[must_use]
        pub const fn flips_from(lines: &[u64; 8], opponent: u64, placed: u64) -> u64 {
            // A run heading `d` from `placed` is outflanked by a disc the run reaches, so it
            // lies in the lines heading the opposite way from the player: index + 4 mod 8.
            (no_ea_occluded(placed, opponent) & lines[4])
                | (east_occluded(placed, opponent) & lines[5])
                | (so_ea_occluded(placed, opponent) & lines[6])
                | (sout_occluded(placed, opponent) & lines[7])
                | (so_we_occluded(placed, opponent) & lines[0])
                | (west_occluded(placed, opponent) & lines[1])
                | (no_we_occluded(placed, opponent) & lines[2])
                | (nort_occluded(placed, opponent) & lines[3])
        }

        /// The opponent discs that `player` flips by placing a disc on each square of
        /// `placed` (the union, for several squares); 0 where the move is illegal,
        /// occupied squares included. 16 occluded fills; a search that already has the
        /// [`outflanked`] lines calls [`flips_from`] for 8. X (the player) places a disc on
        /// d5 (`m`):
        ///
        /// ```text
        /// . . . . . . . .    . . . . . . . .
        /// . . . X . . . .    . . . . . . . .
        /// . . . O . . . .    . . . 1 . . . .   north: outflanked by the X on d7
        /// . . . m O O . .    . . . . . . . .   east: no X behind the run, no flip
        /// . . . . . . . .    . . . . . . . .
        /// . . . . . . . .    . . . . . . . .
        /// . . . . . . . .    . . . . . . . .
        /// . . . . . . . .    . . . . . . . .
        /// ```
        #[inline]
        #[must_use]
        pub const fn flips(player: u64, opponent: u64, placed: u64) -> u64 {
            // An occupied square would flip the run it belongs to: drop it.
            let placed = placed & !(player | opponent);
            flips_from(&outflanked(player, opponent), opponent, placed)
        }

        /// The number of leaves of the game tree `depth` plies deep below the position
        /// where `player` is to move. A pass (no move, but the opponent has one) is a ply;
        /// a finished game (neither side can move) is one leaf at every remaining depth.
        /// The last ply is counted, not made (bulk counting).
        #[must_use]
        pub fn perft(player: u64, opponent: u64, depth: u32) -> u64 {
            if depth == 0 {
                return 1;
            }
            let lines = outflanked(player, opponent);
            let moves = moves_from(&lines, !(player | opponent));
            if moves == 0 {
                // At depth 1 a pass and a finished game are both one leaf.
                if depth == 1 || mobility(opponent, player) == 0 {
                    return 1;
                }
                return perft(opponent, player, depth - 1);
            }
            if depth == 1 {
                return u64::from(moves.count_ones());
            }
            let mut nodes = 0;
            let mut rest = moves;
            while rest != 0 {
                let placed = rest & rest.wrapping_neg();
                rest &= rest - 1;
                let flipped = flips_from(&lines, opponent, placed);
                nodes += perft(opponent ^ flipped, player | placed | flipped, depth - 1);
            }
            nodes
        }
    };
}

pub(super) use move_generator;
