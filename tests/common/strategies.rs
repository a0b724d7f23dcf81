//! proptest strategies for positions holding several sliders, biased towards the cases
//! where fills go wrong: sliders on one line (one slider on another's ray), on edges and
//! corners, a full board, an empty board, and slider squares inside or outside `empty`.

use super::oracle;
use proptest::prelude::*;

/// A set of sliders and the set of empty squares, printed in hex.
#[derive(Clone, Copy)]
pub struct Position {
    pub sliders: u64,
    pub empty: u64,
}

impl core::fmt::Debug for Position {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "Position {{ sliders: {:#018x}, empty: {:#018x} }}",
            self.sliders, self.empty
        )
    }
}

/// About one bit in eight set.
pub fn sparse() -> impl Strategy<Value = u64> + Clone {
    (any::<u64>(), any::<u64>(), any::<u64>()).prop_map(|(a, b, c)| a & b & c)
}

/// A random subset of the line (rank, file, diagonal or anti-diagonal) through a square.
fn on_one_line() -> impl Strategy<Value = u64> + Clone {
    (0..64i32, 0..4usize, any::<u64>()).prop_map(|(sq, kind, bits)| {
        let line = match kind {
            0 => oracle::rank_line(sq),
            1 => oracle::file_line(sq),
            2 => oracle::diagonal_line(sq),
            _ => oracle::anti_diagonal_line(sq),
        };
        line & bits
    })
}

/// Slider sets: sparse, dense, on one line, on the edges, on the corners.
pub fn sliders() -> impl Strategy<Value = u64> + Clone {
    prop_oneof![
        3 => sparse(),
        3 => on_one_line(),
        2 => any::<u64>().prop_map(|b| b & oracle::edge_squares()),
        1 => any::<u64>().prop_map(|b| b & oracle::corner_squares()),
        1 => any::<u64>(),
        1 => (0..64u32).prop_map(|sq| 1u64 << sq),
    ]
}

/// How the slider squares relate to `empty`.
#[derive(Clone, Copy, Debug)]
enum SliderSquares {
    AsDrawn,
    InEmpty,
    NotInEmpty,
}

/// The blockers around the sliders.
#[derive(Clone, Copy, Debug)]
enum Blockers {
    /// Every square occupied, a full board: `empty == 0` (before the slider squares are
    /// adjusted).
    Everywhere,
    /// Nothing but the sliders, an empty board: `empty == !sliders`.
    NoneButSliders,
    /// Blockers on about half the squares.
    Random(u64),
    /// A few blockers.
    Few(u64),
    /// Many blockers, on one line.
    OnOneLine(u64),
}

fn blockers() -> impl Strategy<Value = Blockers> + Clone {
    prop_oneof![
        1 => Just(Blockers::Everywhere),
        1 => Just(Blockers::NoneButSliders),
        2 => any::<u64>().prop_map(Blockers::Random),
        3 => sparse().prop_map(Blockers::Few),
        1 => on_one_line().prop_map(Blockers::OnOneLine),
    ]
}

fn slider_squares() -> impl Strategy<Value = SliderSquares> + Clone {
    prop_oneof![
        Just(SliderSquares::AsDrawn),
        Just(SliderSquares::InEmpty),
        Just(SliderSquares::NotInEmpty)
    ]
}

/// Positions with several sliders, from the biased strategies above.
pub fn positions() -> impl Strategy<Value = Position> + Clone {
    (sliders(), blockers(), slider_squares()).prop_map(|(sliders, blockers, squares)| {
        let empty = match blockers {
            Blockers::Everywhere => 0,
            Blockers::NoneButSliders => !sliders,
            Blockers::Random(b) | Blockers::Few(b) | Blockers::OnOneLine(b) => !b,
        };
        let empty = match squares {
            SliderSquares::AsDrawn => empty,
            SliderSquares::InEmpty => empty | sliders,
            SliderSquares::NotInEmpty => empty & !sliders,
        };
        Position { sliders, empty }
    })
}
