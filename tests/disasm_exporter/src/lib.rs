//! Every attack getter of bitfill as an exported `extern "C"` symbol, named
//! `{algo}_{function}`: `kogge_sout_attacks`, `dumb7_rook_attacks`, `kogge_attacks_dir`.
//! The library functions are `#[inline]`, so each symbol is one getter inlined into a
//! function of its own, as it would be inlined into an engine; tests/disasm.rs counts the
//! instructions of each symbol. The symbols take and return the bare words (a C type); the
//! library's typed functions are called through `Bitboard(..)`, `Empty::from_empty_squares`
//! and `.0`, which are `#[repr(transparent)]` and cost no instruction.

use bitfill::{Bitboard, Dir, Empty, Square, dumb7, hyperbola, kindergarten, kogge, subtract};

/// `#[unsafe(no_mangle)] pub extern "C" fn symbol(a: u64, b: u64) -> u64 { path(a, b) }`,
/// for the functions on bare words (`fill!`'s own, the forced kernels of `internals`).
macro_rules! export_binary {
    ($($symbol:ident => $path:path),* $(,)?) => {
        $(
            #[unsafe(no_mangle)]
            pub extern "C" fn $symbol(a: u64, b: u64) -> u64 {
                $path(a, b)
            }
        )*
    };
}

/// The same for the library's getters of two sets (`(sliders, occupied)`, Othello's
/// `(player, opponent)`), which take and return [`Bitboard`]s.
macro_rules! export_typed_binary {
    ($($symbol:ident => $path:path),* $(,)?) => {
        $(
            #[unsafe(no_mangle)]
            pub extern "C" fn $symbol(a: u64, b: u64) -> u64 {
                $path(Bitboard(a), Bitboard(b)).0
            }
        )*
    };
}

/// The same for the fills of `(sliders, empty)`, which take the empty squares as [`Empty`]
/// (`#[repr(transparent)]` over the `u64`, so the symbol's code is the same with either).
macro_rules! export_fill {
    ($($symbol:ident => $path:path),* $(,)?) => {
        $(
            #[unsafe(no_mangle)]
            pub extern "C" fn $symbol(sliders: u64, empty: u64) -> u64 {
                $path(Bitboard(sliders), Empty::from_empty_squares(Bitboard(empty))).0
            }
        )*
    };
}

/// The same for the one-argument fills on an empty board and the set-wise leapers.
macro_rules! export_unary {
    ($($symbol:ident => $path:path),* $(,)?) => {
        $(
            #[unsafe(no_mangle)]
            pub extern "C" fn $symbol(a: u64) -> u64 {
                $path(Bitboard(a)).0
            }
        )*
    };
}

/// The same for the generalized getters with a run-time direction.
macro_rules! export_dir {
    ($($symbol:ident => $path:path),* $(,)?) => {
        $(
            #[unsafe(no_mangle)]
            pub extern "C" fn $symbol(a: u64, b: u64, dir: Dir) -> u64 {
                $path(Bitboard(a), Empty::from_empty_squares(Bitboard(b)), dir).0
            }
        )*
    };
}

/// The same for the single-square getters, which take a [`Square`] (a `u8` in a register)
/// and the occupancy.
macro_rules! export_square {
    ($($symbol:ident => $path:path),* $(,)?) => {
        $(
            #[unsafe(no_mangle)]
            pub extern "C" fn $symbol(sq: Square, occupied: u64) -> u64 {
                $path(sq, Bitboard(occupied)).0
            }
        )*
    };
}

export_square! {
    kindergarten_rank_attacks => kindergarten::rank_attacks_from,
    kindergarten_file_attacks => kindergarten::file_attacks_from,
    kindergarten_diagonal_attacks => kindergarten::diagonal_attacks_from,
    kindergarten_anti_diagonal_attacks => kindergarten::anti_diagonal_attacks_from,
    kindergarten_rook_attacks => kindergarten::rook_attacks_from,
    kindergarten_bishop_attacks => kindergarten::bishop_attacks_from,
    kindergarten_queen_attacks => kindergarten::queen_attacks_from,
    hyperbola_file_attacks => hyperbola::file_attacks_from,
    hyperbola_diagonal_attacks => hyperbola::diagonal_attacks_from,
    hyperbola_anti_diagonal_attacks => hyperbola::anti_diagonal_attacks_from,
    hyperbola_rook_attacks => hyperbola::rook_attacks_from,
    hyperbola_bishop_attacks => hyperbola::bishop_attacks_from,
    hyperbola_queen_attacks => hyperbola::queen_attacks_from,
}

/// The fill loop of the Chess Programming Wiki's Dumb7Fill page, which branches: the one
/// family the test expects jumps in. Typed as the library's fills are (`set = Bitboard`,
/// the empty squares a type of their own: `bitfill::Empty` keeps its field to itself).
mod dumb7_loop {
    /// The empty squares.
    #[derive(Clone, Copy)]
    pub struct Empty(pub u64);

    bitfill::fill!(dir = nort, algo = dumb7_loop, op = attacks, vis = pub,
        set = bitfill::Bitboard, empty = Empty);
    bitfill::fill!(dir = east, algo = dumb7_loop, op = attacks, vis = pub,
        set = bitfill::Bitboard, empty = Empty);
    bitfill::fill!(dir = noEa, algo = dumb7_loop, op = attacks, vis = pub,
        set = bitfill::Bitboard, empty = Empty);
}

/// The same for the fill loops above.
macro_rules! export_loop {
    ($($symbol:ident => $path:path),* $(,)?) => {
        $(
            #[unsafe(no_mangle)]
            pub extern "C" fn $symbol(sliders: u64, empty: u64) -> u64 {
                $path(Bitboard(sliders), dumb7_loop::Empty(empty)).0
            }
        )*
    };
}

export_loop! {
    dumb7_loop_nort_attacks => dumb7_loop::nort_attacks,
    dumb7_loop_east_attacks => dumb7_loop::east_attacks,
    dumb7_loop_no_ea_attacks => dumb7_loop::no_ea_attacks,
}

export_fill! {
    kogge_nort_attacks => kogge::nort_attacks,
    kogge_sout_attacks => kogge::sout_attacks,
    kogge_east_attacks => kogge::east_attacks,
    kogge_west_attacks => kogge::west_attacks,
    kogge_no_ea_attacks => kogge::no_ea_attacks,
    kogge_so_ea_attacks => kogge::so_ea_attacks,
    kogge_so_we_attacks => kogge::so_we_attacks,
    kogge_no_we_attacks => kogge::no_we_attacks,

    kogge_nort_occluded => kogge::nort_occluded,
    kogge_sout_occluded => kogge::sout_occluded,
    kogge_east_occluded => kogge::east_occluded,
    kogge_west_occluded => kogge::west_occluded,
    kogge_no_ea_occluded => kogge::no_ea_occluded,
    kogge_so_ea_occluded => kogge::so_ea_occluded,
    kogge_so_we_occluded => kogge::so_we_occluded,
    kogge_no_we_occluded => kogge::no_we_occluded,

    dumb7_nort_attacks => dumb7::nort_attacks,
    dumb7_sout_attacks => dumb7::sout_attacks,
    dumb7_east_attacks => dumb7::east_attacks,
    dumb7_west_attacks => dumb7::west_attacks,
    dumb7_no_ea_attacks => dumb7::no_ea_attacks,
    dumb7_so_ea_attacks => dumb7::so_ea_attacks,
    dumb7_so_we_attacks => dumb7::so_we_attacks,
    dumb7_no_we_attacks => dumb7::no_we_attacks,

    dumb7_nort_occluded => dumb7::nort_occluded,
    dumb7_sout_occluded => dumb7::sout_occluded,
    dumb7_east_occluded => dumb7::east_occluded,
    dumb7_west_occluded => dumb7::west_occluded,
    dumb7_no_ea_occluded => dumb7::no_ea_occluded,
    dumb7_so_ea_occluded => dumb7::so_ea_occluded,
    dumb7_so_we_occluded => dumb7::so_we_occluded,
    dumb7_no_we_occluded => dumb7::no_we_occluded,

    subtract_east_attacks => subtract::east_attacks,

    kogge_rook_attacks => kogge::rook_attacks,
    kogge_bishop_attacks => kogge::bishop_attacks,
    kogge_queen_attacks => kogge::queen_attacks,
    dumb7_rook_attacks => dumb7::rook_attacks,
    dumb7_bishop_attacks => dumb7::bishop_attacks,
    dumb7_queen_attacks => dumb7::queen_attacks,
}

// The root getters as the build compiles them; this crate turns off `std`, so no run-time
// detection: on the default target they are the SSE2 kernels of `simd::sse2`.
export_typed_binary! {
    root_rook_attacks => bitfill::rook_attacks,
    root_bishop_attacks => bitfill::bishop_attacks,
    root_queen_attacks => bitfill::queen_attacks,
}

#[unsafe(no_mangle)]
pub extern "C" fn root_slider_attacks(orthogonal: u64, diagonal: u64, occupied: u64) -> u64 {
    bitfill::slider_attacks(Bitboard(orthogonal), Bitboard(diagonal), Bitboard(occupied)).0
}

export_unary! {
    kogge_nort_fill => kogge::nort_fill,
    kogge_sout_fill => kogge::sout_fill,
    kogge_east_fill => kogge::east_fill,
    kogge_west_fill => kogge::west_fill,
    kogge_no_ea_fill => kogge::no_ea_fill,
    kogge_so_ea_fill => kogge::so_ea_fill,
    kogge_so_we_fill => kogge::so_we_fill,
    kogge_no_we_fill => kogge::no_we_fill,
}

export_dir! {
    kogge_occluded_dir => kogge::occluded,
    kogge_attacks_dir => kogge::attacks,
    dumb7_occluded_dir => dumb7::occluded,
    dumb7_attacks_dir => dumb7::attacks,
}

/// The loop version of the generalized getter, on the bare word.
#[unsafe(no_mangle)]
pub extern "C" fn dumb7_attacks_loop_dir(sliders: u64, empty: u64, dir: Dir) -> u64 {
    bitfill::internals::dumb7_attacks_loop(sliders, Empty::from_empty_squares(Bitboard(empty)), dir)
}

// The leapers and the line getters of the crate root.
export_unary! {
    root_knight_attacks => bitfill::knight_attacks,
    root_king_attacks => bitfill::king_attacks,
}

#[unsafe(no_mangle)]
pub extern "C" fn root_white_pawn_attacks(pawns: u64) -> u64 {
    bitfill::pawn_attacks(bitfill::Color::White, Bitboard(pawns)).0
}

#[unsafe(no_mangle)]
pub extern "C" fn root_black_pawn_attacks(pawns: u64) -> u64 {
    bitfill::pawn_attacks(bitfill::Color::Black, Bitboard(pawns)).0
}

/// The same for the pawns' set-wise getters, white's (black's differ in the shifts'
/// direction only): the color a constant, then the sets named.
macro_rules! export_white {
    ($($symbol:ident => $path:path [$($arg:ident),*]),* $(,)?) => {
        $(
            #[unsafe(no_mangle)]
            pub extern "C" fn $symbol($($arg: u64),*) -> u64 {
                $path(bitfill::Color::White, $(Bitboard($arg)),*).0
            }
        )*
    };
}

export_white! {
    pawns_single_push_targets => bitfill::single_push_targets [pawns, occupied],
    pawns_double_push_targets => bitfill::double_push_targets [pawns, occupied],
    pawns_able_to_push => bitfill::pawns_able_to_push [pawns, occupied],
    pawns_able_to_double_push => bitfill::pawns_able_to_double_push [pawns, occupied],
    pawns_west_attacks => bitfill::pawn_west_attacks [pawns],
    pawns_east_attacks => bitfill::pawn_east_attacks [pawns],
}

/// `pawns::legal_targets` for white, the position (`pins::Board`: the occupied squares
/// are `ours | theirs`, the enemies `theirs`) and the pins read through pointers, the four
/// target sets stored through `out`.
#[unsafe(no_mangle)]
pub extern "C" fn pawns_legal_targets(
    pawns: u64,
    board: &bitfill::pins::Board,
    pins: &bitfill::pins::SliderChecks,
    check_mask: u64,
    out: &mut [u64; 4],
) {
    let targets = bitfill::pawns::legal_targets(
        bitfill::Color::White,
        Bitboard(pawns),
        board,
        pins,
        Bitboard(check_mask),
    );
    *out = [
        targets.single,
        targets.double,
        targets.captures[0],
        targets.captures[1],
    ]
    .map(|set| set.0);
}

#[unsafe(no_mangle)]
pub extern "C" fn root_knight_attacks_from(sq: Square) -> u64 {
    bitfill::knight_attacks_from(sq).0
}

#[unsafe(no_mangle)]
pub extern "C" fn root_king_attacks_from(sq: Square) -> u64 {
    bitfill::king_attacks_from(sq).0
}

#[unsafe(no_mangle)]
pub extern "C" fn root_black_pawn_attacks_from(sq: Square) -> u64 {
    bitfill::pawn_attacks_from(bitfill::Color::Black, sq).0
}

#[unsafe(no_mangle)]
pub extern "C" fn root_between(a: Square, b: Square) -> u64 {
    bitfill::between(a, b).0
}

#[unsafe(no_mangle)]
pub extern "C" fn root_line(a: Square, b: Square) -> u64 {
    bitfill::line(a, b).0
}

#[unsafe(no_mangle)]
pub extern "C" fn root_aligned(a: Square, b: Square, c: Square) -> bool {
    bitfill::aligned(a, b, c)
}

// Othello: the scalar kernels (the root functions without `std` and AVX2 are these).
export_typed_binary! {
    othello_moves_const => bitfill::othello::moves_const,
}

#[unsafe(no_mangle)]
pub extern "C" fn othello_flips_const(player: u64, opponent: u64, sq: Square) -> u64 {
    bitfill::othello::flips_const(Bitboard(player), Bitboard(opponent), sq).0
}

/// The total conversion from a bit index: the identity, no table read.
#[unsafe(no_mangle)]
pub extern "C" fn square_from_index_wrapping(index: usize) -> Square {
    Square::from_index_wrapping(index)
}

// Othello on SSE2: three pairs of directions by a vertical flip, east and west in general
// registers (the root functions without `std` and AVX2 are these).
export_binary! {
    othello_moves_sse2 => bitfill::internals::othello::sse2::moves,
}

#[unsafe(no_mangle)]
pub extern "C" fn othello_flips_sse2(player: u64, opponent: u64, sq: Square) -> u64 {
    bitfill::internals::othello::sse2::flips(player, opponent, sq)
}

/// Boards past 128 squares: fills on `bitfill::Wide` words, through pointers (a `Wide` is no
/// C type), so each symbol is loads, the fill and stores.
mod wide {
    bitfill::fill!(files = 12, ranks = 12, dir = [nort, east, sout, west], name = rook_12x12, vis = pub);
    bitfill::fill!(files = 12, ranks = 12, dir = [noEa, soEa, soWe, noWe], name = bishop_12x12, vis = pub);
    bitfill::fill!(files = 16, ranks = 16, dir = [nort, east, sout, west], name = rook_16x16, vis = pub);
    bitfill::fill!(files = 16, ranks = 16, dir = [noEa, soEa, soWe, noWe], name = bishop_16x16, vis = pub);
    bitfill::fill!(files = 16, ranks = 16, dir = [noEa, east, soEa, sout, soWe, west, noWe, nort],
        name = queen_16x16, vis = pub);
    bitfill::fill!(files = 14, ranks = 14,
        dir = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
        op = leap, name = knight_14x14, vis = pub);
    bitfill::fill!(files = 14, ranks = 14, dir = east, algo = subtract, name = east_14x14, vis = pub);
}

/// `#[unsafe(no_mangle)] pub extern "C" fn symbol(out, a, b) { *out = path(*a, *b) }`.
macro_rules! export_wide {
    ($($symbol:ident: $w:literal => $path:path),* $(,)?) => {
        $(
            #[unsafe(no_mangle)]
            pub extern "C" fn $symbol(out: &mut [u64; $w], a: &[u64; $w], b: &[u64; $w]) {
                *out = $path(bitfill::Wide(*a), bitfill::Wide(*b)).0;
            }
        )*
    };
}

export_wide! {
    wide_kogge_rook_12x12: 3 => wide::rook_12x12,
    wide_kogge_bishop_12x12: 3 => wide::bishop_12x12,
    wide_kogge_rook_16x16: 4 => wide::rook_16x16,
    wide_kogge_bishop_16x16: 4 => wide::bishop_16x16,
    wide_kogge_queen_16x16: 4 => wide::queen_16x16,
    wide_subtract_east_14x14: 4 => wide::east_14x14,
}

#[unsafe(no_mangle)]
pub extern "C" fn wide_knight_14x14(out: &mut [u64; 4], knights: &[u64; 4]) {
    *out = wide::knight_14x14(bitfill::Wide(*knights)).0;
}

/// `fill!` on the international draughts board (`squares = dark`: the 50 dark squares of
/// 10x10 in bits 0 to 54 of a `u64`): a king's moves, the men's moves, and the captures
/// of men and flying kings, in the four diagonals at once and in one.
mod draughts {
    bitfill::fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe],
        name = king_attacks, vis = pub);
    bitfill::fill!(files = 10, ranks = 10, squares = dark, dir = [noWe, noEa], op = push,
        name = white_men_moves, vis = pub);
    bitfill::fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe],
        op = jumps, name = man_jumps, vis = pub);
    bitfill::fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe],
        op = jumpers, name = man_jumpers, vis = pub);
    bitfill::fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe],
        op = flying_jumps, name = king_jumps, vis = pub);
    bitfill::fill!(files = 10, ranks = 10, squares = dark, dir = [noEa, soEa, soWe, noWe],
        op = flying_targets, name = king_targets, vis = pub);
    bitfill::fill!(files = 10, ranks = 10, squares = dark, dir = noEa, op = flying_jumps,
        vis = pub);
}

export_binary! {
    draughts_king_attacks => draughts::king_attacks,
    draughts_white_men_moves => draughts::white_men_moves,
}

/// The same for the draughts ops, which take `(pieces, empty, enemies)`: the pieces that
/// capture, the board, then the enemy's pieces.
macro_rules! export_draughts {
    ($($symbol:ident => $path:path),* $(,)?) => {
        $(
            #[unsafe(no_mangle)]
            pub extern "C" fn $symbol(pieces: u64, empty: u64, enemies: u64) -> u64 {
                $path(pieces, empty, enemies)
            }
        )*
    };
}

export_draughts! {
    draughts_man_jumps => draughts::man_jumps,
    draughts_man_jumpers => draughts::man_jumpers,
    draughts_king_jumps => draughts::king_jumps,
    draughts_king_targets => draughts::king_targets,
    draughts_no_ea_flying_jumps => draughts::no_ea_flying_jumps,
}
