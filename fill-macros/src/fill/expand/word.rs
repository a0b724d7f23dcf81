//! The board's word in generated code: its type, its literals (the masks), its shifts
//! and masked operands, and the count of the operations a function spends on it.

use super::super::board::{Board, Mask};
use proc_macro2::{Literal, Span, TokenStream};
use quote::quote;
use syn::{Ident, LitInt};

/// Operation counts, the contract the disassembly test checks.
#[derive(Clone, Copy, Default)]
pub(super) struct Ops {
    pub(super) shifts: u32,
    pub(super) ands: u32,
    pub(super) ors: u32,
    pub(super) xors: u32,
    pub(super) nots: u32,
    pub(super) subs: u32,
    /// `swap_bytes`: a vertical flip of an 8x8 board (see `flips_south`).
    pub(super) swaps: u32,
}

impl Ops {
    pub(super) fn total(&self) -> u32 {
        self.shifts + self.ands + self.ors + self.xors + self.nots + self.subs + self.swaps
    }

    pub(super) fn add(&mut self, other: Ops) {
        self.shifts += other.shifts;
        self.ands += other.ands;
        self.ors += other.ors;
        self.xors += other.xors;
        self.nots += other.nots;
        self.subs += other.subs;
        self.swaps += other.swaps;
    }

    pub(super) fn describe(&self) -> String {
        let parts: Vec<String> = [
            (self.shifts, "shift"),
            (self.ands, "and"),
            (self.ors, "or"),
            (self.xors, "xor"),
            (self.nots, "not"),
            (self.subs, "sub"),
            (self.swaps, "byte swap"),
        ]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, what)| {
            let plural = if *n > 1 && matches!(*what, "shift" | "byte swap") {
                "s"
            } else {
                ""
            };
            format!("{n} {what}{plural}")
        })
        .collect();
        format!("{} operations: {}", self.total(), parts.join(" + "))
    }
}

/// A mask as a hex literal of the word's width, in groups of four digits:
/// `0xfefe_fefe_fefe_fefe`; on a wide board a `Wide` of such literals, least significant
/// word first: `::bitfill::Wide([0xfffe_fffe_fffe_fffe, ...])`.
pub(super) fn hex(board: Board, mask: Mask) -> TokenStream {
    if board.is_wide() {
        let words = mask.0[..board.word_count() as usize]
            .iter()
            .map(|&w| hex_literal(u128::from(w), 64));
        return quote!(::bitfill::Wide([#(#words),*]));
    }
    let literal = hex_literal(mask.as_u128(), board.word_bits());
    quote!(#literal)
}

fn hex_literal(value: u128, bits: u32) -> LitInt {
    let digits = format!("{value:0width$x}", width = bits as usize / 4);
    let groups: Vec<&str> = (0..digits.len() / 4)
        .map(|i| &digits[i * 4..i * 4 + 4])
        .collect();
    LitInt::new(&format!("0x{}", groups.join("_")), Span::call_site())
}

/// The word type: `u64`, `u128` or `::bitfill::Wide<W>`.
pub(super) fn word_type(board: Board) -> TokenStream {
    match board.word_bits() {
        64 => quote!(u64),
        128 => quote!(u128),
        _ => {
            let count = Literal::usize_unsuffixed(board.word_count() as usize);
            quote!(::bitfill::Wide<#count>)
        }
    }
}

/// `#b << n` or `#b >> n`, bare: for the right-hand side of an assignment or a return.
pub(super) fn shift_bare(b: &Ident, amount: i32) -> TokenStream {
    // A shift amount is a `u32`, as `Wide::shl` and `u64::checked_shl` take it; the sign
    // of `amount` only chooses the direction.
    let n = Literal::u32_unsuffixed(amount.unsigned_abs());
    if amount >= 0 {
        quote!(#b << #n)
    } else {
        quote!(#b >> #n)
    }
}

/// `(#b << n)` or `(#b >> n)`: for an operand.
pub(super) fn shifted(b: &Ident, amount: i32) -> TokenStream {
    let bare = shift_bare(b, amount);
    quote!((#bare))
}

/// `mask & expr`, or just `expr` when the mask lets every bit of the word through.
pub(super) fn masked(board: Board, mask: Mask, expr: TokenStream) -> TokenStream {
    if mask == board.word_mask() {
        expr
    } else {
        let mask = hex(board, mask);
        quote!(#mask & #expr)
    }
}
