//! The tables of Hyperbola Quintessence: the lines through each square and the slider's
//! bit and its byte swap, laid out for the scalar getters and [`avx2`](super::avx2) alike.

use crate::tables;

/// The lines through one square, the square itself left out, in the lane order of the
/// [`avx2`](super::avx2) kernel: the two bishop lines in the low 128 bits, the file and an
/// empty lane in the high 128 bits. 32 bytes, aligned to 32 so that one square's masks are
/// one aligned 256-bit load within one cache line.
#[derive(Clone, Copy)]
#[repr(C, align(32))]
pub(crate) struct Lines {
    pub(crate) diagonal: u64,
    pub(crate) anti_diagonal: u64,
    pub(crate) file: u64,
    /// Zero: the rank is not done by subtraction (a byte swap does not reverse it).
    pub(crate) none: u64,
}

/// The lines of every square, from the walked line tables of `build.rs`.
// A static, not a const, so that every inlined copy of a getter reads the same 2 KiB.
pub(crate) static LINES: [Lines; 64] = {
    let mut lines = [Lines {
        diagonal: 0,
        anti_diagonal: 0,
        file: 0,
        none: 0,
    }; 64];
    let mut sq = 0;
    while sq < 64 {
        let not_sq = !(1u64 << sq);
        lines[sq] = Lines {
            diagonal: tables::DIAGONAL[sq] & not_sq,
            anti_diagonal: tables::ANTI_DIAGONAL[sq] & not_sq,
            file: tables::FILE[sq] & not_sq,
            none: 0,
        };
        sq += 1;
    }
    lines
};

/// The slider's bit on each square and its byte swap, `[1 << sq, 1 << (sq ^ 56)]`: loaded,
/// they cost no ALU operation (and [`avx2`](super::avx2) broadcasts them straight from
/// memory), where computing them costs a shift, a byte swap and moves into vector
/// registers.
#[repr(C, align(16))]
pub(crate) struct Slider {
    pub(crate) bit: u64,
    pub(crate) swapped: u64,
}

pub(crate) static SLIDER: [Slider; 64] = {
    let mut sliders = [const { Slider { bit: 0, swapped: 0 } }; 64];
    let mut sq = 0;
    while sq < 64 {
        sliders[sq] = Slider {
            bit: 1 << sq,
            swapped: (1u64 << sq).swap_bytes(),
        };
        sq += 1;
    }
    sliders
};
