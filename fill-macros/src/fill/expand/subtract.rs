//! The Chess Programming Wiki's Fill by Subtraction, east only: `o ^ (o - 2r)`, rank by
//! rank, on a board of any width.

use super::super::board::Board;
use super::direction::{DirCode, Names};
use super::word::{Ops, hex};
use quote::{format_ident, quote};

pub(super) fn code(board: Board, n: &Names, prefix: &str) -> DirCode {
    let (sliders, empty) = (&n.generator, &n.propagator);
    let with = format_ident!("{prefix}occupied_with_sliders");
    let without = format_ident!("{prefix}occupied_without_sliders");
    let movers = format_ident!("{prefix}movers");
    // The last file counts as occupied, so that no borrow runs into the next rank; a slider
    // on the last file attacks nothing eastwards and leaves the subtraction. The movers are
    // squares of the board, so the spare bits of a larger word take no part: the
    // subtraction leaves them as they were, and the final `^` clears them.
    let last_file = board.last_file();
    let last_file_lit = hex(board, last_file);
    let others = hex(board, board.board_mask() & !last_file);
    let setup = vec![
        quote!(let #with = #sliders | !#empty | #last_file_lit;),
        quote!(let #movers = #sliders & #others;),
        quote!(let #without = #movers ^ #with;),
    ];
    let result = quote!(#without.wrapping_sub(#movers) ^ #with);
    let ops = Ops {
        ors: 2,
        nots: 1,
        ands: 1,
        xors: 2,
        subs: 1,
        shifts: 0,
        swaps: 0,
    };
    DirCode {
        propagator_mask: None,
        generator_mask: false,
        setup,
        steps: Vec::new(),
        result,
        ops,
        kept: Vec::new(),
        flood: None,
    }
}
