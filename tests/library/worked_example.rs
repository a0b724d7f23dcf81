//! The Chess Programming Wiki's Dumb7Fill page's worked example, "Some south fill cycles in slow motion", replayed
//! flood by flood with the page's own diagrams: black rooks and queen on a8, d7 and f4
//! flood south through the empty squares; after each of the printed cycles 1, 2, 3 and 6
//! the shifted generator, what the propagator lets through and the flood are exactly the
//! page's boards; the 7th cycle changes nothing; `dumb7::sout_occluded` and
//! `kogge::sout_occluded` give the final flood and the `sout_attacks` getters its shift.
//!
//! One cycle is replayed with the oracle's square-by-square step, not with bitfill.
//!
//! Reading the page: in the middle column (`gen >> 8 & empty`) a `0` marks a square that
//! the shift reached but that is not empty, so the `&` drops it (f2 in cycle 2, d4 in
//! cycle 3, a2 in cycle 6): it reads as `.`. The test checks that the `0`s are exactly the
//! dropped squares. No other discrepancy: every board of the page is right.

use crate::common;

use bitfill::{Bitboard, Empty, dumb7, kogge};
use common::{board, boards, diagram, marked_boards, oracle};

const SOUT: usize = 3;

/// The page's starting boards: `flood = gen = brooks|bqueen`, and `empty`.
fn start() -> (u64, u64) {
    let b = boards(
        "
        1 . . . . . . .     . 1 1 1 1 1 . 1
        . . . 1 . . . .     1 1 . . 1 . 1 .
        . . . . . . . .     1 . 1 1 1 1 . 1
        . . . . . . . .     1 1 . 1 1 1 1 1
        . . . . . 1 . .     1 1 1 . 1 . 1 1
        . . . . . . . .     1 1 . 1 1 1 1 .
        . . . . . . . .     . . . 1 1 . . 1
        . . . . . . . .     . 1 1 . 1 1 . 1",
    );
    (b[0], b[1])
}

/// The page's three columns of one printed cycle: `gen >> 8`, `& empty` (with `0` marks),
/// and the flood after the cycle.
struct Printed {
    cycle: u32,
    shifted: u64,
    through: u64,
    dropped: u64,
    flood: u64,
}

fn printed(cycle: u32, text: &str) -> Printed {
    let columns = marked_boards(text);
    assert_eq!(columns.len(), 3);
    assert_eq!(
        columns[0].1 | columns[2].1,
        0,
        "`0` only in the middle column"
    );
    Printed {
        cycle,
        shifted: columns[0].0,
        through: columns[1].0,
        dropped: columns[1].1,
        flood: columns[2].0,
    }
}

/// Cycles 1, 2, 3 and 6 as the page prints them.
fn printed_cycles() -> Vec<Printed> {
    vec![
        printed(
            1,
            "
            . . . . . . . .      . . . . . . . .     1 . . . . . . .
            1 . . . . . . .      1 . . . . . . .     1 . . 1 . . . .
            . . . 1 . . . .      . . . 1 . . . .     . . . 1 . . . .
            . . . . . . . .      . . . . . . . .     . . . . . . . .
            . . . . . . . .      . . . . . . . .     . . . . . 1 . .
            . . . . . 1 . .      . . . . . 1 . .     . . . . . 1 . .
            . . . . . . . .      . . . . . . . .     . . . . . . . .
            . . . . . . . .      . . . . . . . .     . . . . . . . .",
        ),
        printed(
            2,
            "
            . . . . . . . .      . . . . . . . .     1 . . . . . . .
            . . . . . . . .      . . . . . . . .     1 . . 1 . . . .
            1 . . . . . . .      1 . . . . . . .     1 . . 1 . . . .
            . . . 1 . . . .      . . . 1 . . . .     . . . 1 . . . .
            . . . . . . . .      . . . . . . . .     . . . . . 1 . .
            . . . . . . . .      . . . . . . . .     . . . . . 1 . .
            . . . . . 1 . .      . . . . . 0 . .     . . . . . . . .
            . . . . . . . .      . . . . . . . .     . . . . . . . .",
        ),
        printed(
            3,
            "
            . . . . . . . .      . . . . . . . .     1 . . . . . . .
            . . . . . . . .      . . . . . . . .     1 . . 1 . . . .
            . . . . . . . .      . . . . . . . .     1 . . 1 . . . .
            1 . . . . . . .      1 . . . . . . .     1 . . 1 . . . .
            . . . 1 . . . .      . . . 0 . . . .     . . . . . 1 . .
            . . . . . . . .      . . . . . . . .     . . . . . 1 . .
            . . . . . . . .      . . . . . . . .     . . . . . . . .
            . . . . . . . .      . . . . . . . .     . . . . . . . .",
        ),
        printed(
            6,
            "
            . . . . . . . .      . . . . . . . .     1 . . . . . . .
            . . . . . . . .      . . . . . . . .     1 . . 1 . . . .
            . . . . . . . .      . . . . . . . .     1 . . 1 . . . .
            . . . . . . . .      . . . . . . . .     1 . . 1 . . . .
            . . . . . . . .      . . . . . . . .     1 . . . . 1 . .
            . . . . . . . .      . . . . . . . .     1 . . . . 1 . .
            1 . . . . . . .      0 . . . . . . .     . . . . . . . .
            . . . . . . . .      . . . . . . . .     . . . . . . . .",
        ),
    ]
}

#[test]
fn south_fill_cycles_in_slow_motion() {
    let (start_generator, empty) = start();
    assert_eq!(
        start_generator,
        1 << 56 | 1 << 51 | 1 << 29,
        "a8, d7 and f4"
    );
    assert_eq!(
        start_generator & empty,
        0,
        "the sliders stand on squares that are not empty"
    );

    let printed = printed_cycles();
    let (mut generator, mut flood) = (start_generator, start_generator);
    for cycle in 1..=7 {
        // The page's cycle: `flood |= gen = (gen >> 8) & pro;`
        let shifted = oracle::shift_one(generator, SOUT);
        assert_eq!(shifted, generator >> 8, "south never wraps");
        generator = shifted & empty;
        let before = flood;
        flood |= generator;
        if let Some(p) = printed.iter().find(|p| p.cycle == cycle) {
            assert_eq!(
                p.shifted,
                shifted,
                "cycle {cycle}: gen >> 8\n{}",
                diagram(shifted)
            );
            assert_eq!(
                p.through,
                generator,
                "cycle {cycle}: & empty\n{}",
                diagram(generator)
            );
            assert_eq!(p.dropped, shifted & !empty, "cycle {cycle}: the `0` marks");
            assert_eq!(p.flood, flood, "cycle {cycle}: flood\n{}", diagram(flood));
        }
        if cycle == 7 {
            assert_eq!(generator, 0, "the flood already stopped");
            assert_eq!(flood, before, "the 7th cycle changes nothing");
        }
    }
    assert_eq!(flood, printed[3].flood);

    // The page's other forms of the occluded fill, replayed the same way.
    let mut seven_or = start_generator;
    for _ in 0..7 {
        seven_or |= empty & oracle::shift_one(seven_or, SOUT);
    }
    assert_eq!(seven_or, flood, "gen |= pro & (gen >> 8), seven times");

    assert_eq!(
        dumb7::sout_occluded(
            Bitboard(start_generator),
            Empty::from_empty_squares(Bitboard(empty))
        ),
        Bitboard(flood)
    );
    assert_eq!(
        kogge::sout_occluded(
            Bitboard(start_generator),
            Empty::from_empty_squares(Bitboard(empty))
        ),
        Bitboard(flood)
    );
    assert_eq!(oracle::occluded(start_generator, empty, SOUT), flood);

    // "One additional direction shift excludes the sliders but includes the blocker": a2,
    // d4 and f2, the squares each ray was stopped by.
    let attacks = board(
        "
        . . . . . . . .
        1 . . . . . . .
        1 . . 1 . . . .
        1 . . 1 . . . .
        1 . . 1 . . . .
        1 . . . . 1 . .
        1 . . . . 1 . .
        . . . . . . . .",
    );
    assert_eq!(oracle::shift_one(flood, SOUT), attacks);
    assert_eq!(oracle::attacks(start_generator, empty, SOUT), attacks);
    assert_eq!(
        dumb7::sout_attacks(
            Bitboard(start_generator),
            Empty::from_empty_squares(Bitboard(empty))
        ),
        Bitboard(attacks)
    );
    assert_eq!(
        kogge::sout_attacks(
            Bitboard(start_generator),
            Empty::from_empty_squares(Bitboard(empty))
        ),
        Bitboard(attacks)
    );
}

#[test]
fn diagram_reader_maps_a1_to_bit_0_and_rejects_junk() {
    let a1_and_h8 = "
        . . . . . . . 1
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        1 . . . . . . .";
    assert_eq!(board(a1_and_h8), 1 | 1 << 63);
    for b in [0, u64::MAX, 0x0123_4567_89ab_cdef, 1 << 7] {
        assert_eq!(board(&diagram(b)), b);
    }
    // A panic can be caught only where panics unwind; wasm32-wasip1 aborts on a panic.
    if cfg!(panic = "unwind") {
        assert!(std::panic::catch_unwind(|| board("1 . 0")).is_err());
        assert!(std::panic::catch_unwind(|| board(&diagram(1).replace('1', "0"))).is_err());
    } else {
        eprintln!("skipped the junk diagrams: panics abort on this target, none can be caught");
    }
}
