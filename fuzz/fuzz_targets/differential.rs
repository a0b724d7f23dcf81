//! Every attack getter and every path that can be forced (scalar, the SSE2 pair
//! subtraction, the AVX2 kernels through their token when this CPU has AVX2, kindergarten,
//! Kogge-Stone, Dumb7Fill, fill by subtraction) against the square-walking oracle of
//! `bitfill_fuzz::oracle`, on the boards libFuzzer makes up.
//!
//! Input: three bitboards (orthogonal sliders, diagonal sliders, occupied), then one byte
//! that picks a square and a direction and whether the sliders stand on occupied squares.

#![no_main]

use bitfill_fuzz::{Bytes, oracle};
use libfuzzer_sys::fuzz_target;

/// Every call into bitfill, grouped by signature. The targets' checks speak bare words and
/// `occupied`, as the oracle does; where today's API takes a `Bitboard` or an `Empty`, the
/// conversion is here and nowhere else, so an API change (the getters taking `occupied`,
/// Hyperbola Quintessence, `*_attacks_from`, the typed front door) is a change to this
/// module only.
mod api {
    use bitfill::internals::line_occupancy as line;
    use bitfill::internals::simd::scalar;
    #[cfg(target_arch = "x86_64")]
    use bitfill::simd::Kernels;
    use bitfill::{
        Bitboard, Dir, Empty, Square, dumb7, hyperbola, kindergarten, kogge, simd, subtract,
    };

    /// A getter's name and what it returned.
    pub type Named<T> = (&'static str, T);

    /// Set-wise getters of one slider kind: `(sliders, occupied)`, the sliders among the
    /// occupied squares. `kind` is 0 for rooks, 1 for bishops, 2 for queens. The root and
    /// `simd` getters take `occupied`; the algorithm modules `(sliders, empty)`; the forced
    /// paths (`internals::simd`) the bare words.
    pub fn set_wise(kind: usize, sliders: u64, occupied: u64) -> Vec<Named<u64>> {
        let (set, board) = (Bitboard(sliders), Bitboard(occupied));
        let empty = Empty::of(board);
        type Fills = [fn(Bitboard, Empty) -> Bitboard; 2];
        type Root = fn(Bitboard, Bitboard) -> Bitboard;
        type Words = [fn(u64, u64) -> u64; 2];
        let ([by_kogge, by_dumb7], root, [scalar, forced]): (Fills, Root, Words) = match kind {
            0 => (
                [kogge::rook_attacks, dumb7::rook_attacks],
                bitfill::rook_attacks,
                [scalar::rook_attacks, sse2_or_scalar::rook_attacks],
            ),
            1 => (
                [kogge::bishop_attacks, dumb7::bishop_attacks],
                bitfill::bishop_attacks,
                [scalar::bishop_attacks, sse2_or_scalar::bishop_attacks],
            ),
            _ => (
                [kogge::queen_attacks, dumb7::queen_attacks],
                bitfill::queen_attacks,
                [scalar::queen_attacks, sse2_or_scalar::queen_attacks],
            ),
        };
        #[allow(unused_mut)] // pushed to on x86_64 only
        let mut got = vec![
            ("bitfill (root)", root(set, board).0),
            ("kogge", by_kogge(set, empty).0),
            ("dumb7", by_dumb7(set, empty).0),
            ("simd::scalar", scalar(sliders, occupied)),
            ("simd::sse2 (x86_64) or scalar", forced(sliders, occupied)),
        ];
        #[cfg(target_arch = "x86_64")]
        if let Some(avx2) = simd::Avx2::detect() {
            let (kogge, (orthogonal, diagonal)) = match kind {
                0 => (avx2.rook_attacks(set, board), (sliders, 0)),
                1 => (avx2.bishop_attacks(set, board), (0, sliders)),
                _ => (avx2.queen_attacks(set, board), (sliders, sliders)),
            };
            got.push(("Avx2 kogge", kogge.0));
            let dumb7 =
                bitfill::internals::avx2_dumb7_slider_attacks(avx2, orthogonal, diagonal, occupied);
            got.push(("Avx2 dumb7_slider_attacks", dumb7));
        }
        got
    }

    /// The SSE2 kernels where they exist (every x86_64), the scalar ones elsewhere.
    mod sse2_or_scalar {
        #[cfg(not(target_arch = "x86_64"))]
        pub use bitfill::internals::simd::scalar::{
            bishop_attacks, queen_attacks, rook_attacks, slider_attacks,
        };
        #[cfg(target_arch = "x86_64")]
        pub use bitfill::internals::simd::sse2::{
            bishop_attacks, queen_attacks, rook_attacks, slider_attacks,
        };
    }

    /// Rooks and bishops at once: `(orthogonal, diagonal, occupied)`.
    pub fn slider(orthogonal: u64, diagonal: u64, occupied: u64) -> Vec<Named<u64>> {
        let (rooks, bishops, board) =
            (Bitboard(orthogonal), Bitboard(diagonal), Bitboard(occupied));
        #[allow(unused_mut)]
        let mut got = vec![
            (
                "bitfill (root)",
                bitfill::slider_attacks(rooks, bishops, board).0,
            ),
            (
                "simd::scalar",
                scalar::slider_attacks(orthogonal, diagonal, occupied),
            ),
            (
                "simd::sse2 (x86_64) or scalar",
                sse2_or_scalar::slider_attacks(orthogonal, diagonal, occupied),
            ),
        ];
        #[cfg(target_arch = "x86_64")]
        if let Some(avx2) = simd::Avx2::detect() {
            got.push(("Avx2 kogge", avx2.slider_attacks(rooks, bishops, board).0));
            got.push((
                "Avx2 dumb7",
                bitfill::internals::avx2_dumb7_slider_attacks(avx2, orthogonal, diagonal, occupied),
            ));
        }
        got
    }

    /// The eight directions at once, in dir8 order: `(sliders, occupied)`.
    pub fn by_direction(sliders: u64, occupied: u64) -> Vec<Named<[u64; 8]>> {
        let (set, board) = (Bitboard(sliders), Bitboard(occupied));
        #[allow(unused_mut)]
        let mut got = vec![
            (
                "simd",
                simd::attacks_by_direction(set, board).map(u64::from),
            ),
            (
                "simd::scalar",
                scalar::attacks_by_direction(sliders, occupied),
            ),
        ];
        #[cfg(target_arch = "x86_64")]
        if let Some(avx2) = simd::Avx2::detect() {
            got.push((
                "Avx2 kogge",
                avx2.attacks_by_direction(set, board).map(u64::from),
            ));
            got.push((
                "Avx2 dumb7",
                bitfill::internals::avx2_dumb7_attacks_by_direction(avx2, sliders, occupied),
            ));
        }
        got
    }

    /// A per-direction function made by `fill!`: `(sliders or generator, empty)`.
    type Ray = fn(Bitboard, Empty) -> Bitboard;

    /// The per-direction functions made by `fill!`, in dir8 order.
    const KOGGE_ATTACKS: [Ray; 8] = [
        kogge::no_ea_attacks,
        kogge::east_attacks,
        kogge::so_ea_attacks,
        kogge::sout_attacks,
        kogge::so_we_attacks,
        kogge::west_attacks,
        kogge::no_we_attacks,
        kogge::nort_attacks,
    ];
    const DUMB7_ATTACKS: [Ray; 8] = [
        dumb7::no_ea_attacks,
        dumb7::east_attacks,
        dumb7::so_ea_attacks,
        dumb7::sout_attacks,
        dumb7::so_we_attacks,
        dumb7::west_attacks,
        dumb7::no_we_attacks,
        dumb7::nort_attacks,
    ];
    const KOGGE_OCCLUDED: [Ray; 8] = [
        kogge::no_ea_occluded,
        kogge::east_occluded,
        kogge::so_ea_occluded,
        kogge::sout_occluded,
        kogge::so_we_occluded,
        kogge::west_occluded,
        kogge::no_we_occluded,
        kogge::nort_occluded,
    ];
    const DUMB7_OCCLUDED: [Ray; 8] = [
        dumb7::no_ea_occluded,
        dumb7::east_occluded,
        dumb7::so_ea_occluded,
        dumb7::sout_occluded,
        dumb7::so_we_occluded,
        dumb7::west_occluded,
        dumb7::no_we_occluded,
        dumb7::nort_occluded,
    ];
    const KOGGE_FILL: [fn(Bitboard) -> Bitboard; 8] = [
        kogge::no_ea_fill,
        kogge::east_fill,
        kogge::so_ea_fill,
        kogge::sout_fill,
        kogge::so_we_fill,
        kogge::west_fill,
        kogge::no_we_fill,
        kogge::nort_fill,
    ];

    /// Attacks in direction `d` (dir8 index): `(sliders, occupied)`.
    pub fn one_direction(d: usize, sliders: u64, occupied: u64) -> Vec<Named<u64>> {
        let (set, board) = (Bitboard(sliders), Bitboard(occupied));
        let empty = Empty::of(board);
        let dir = Dir::ALL[d];
        let mut got = vec![
            ("kogge::{dir}_attacks", KOGGE_ATTACKS[d](set, empty).0),
            ("dumb7::{dir}_attacks", DUMB7_ATTACKS[d](set, empty).0),
            ("kogge::attacks", kogge::attacks(set, empty, dir).0),
            ("dumb7::attacks", dumb7::attacks(set, empty, dir).0),
            (
                "internals::dumb7_attacks_loop",
                bitfill::internals::dumb7_attacks_loop(sliders, empty, dir),
            ),
        ];
        if dir == Dir::East {
            got.push((
                "subtract::east_attacks",
                subtract::east_attacks(set, empty).0,
            ));
            // Both lanes of the pairs, each beside an unrelated board, so that a borrow
            // crossing lanes would show.
            let other = (sliders.rotate_left(13), occupied.rotate_right(7));
            let typed = (Bitboard(other.0), Bitboard(other.1));
            let sse2 = simd::east_attacks_x2([set, typed.0], [board, typed.1]);
            got.push(("simd::east_attacks_x2 lane 0", sse2[0].0));
            let sse2 = simd::east_attacks_x2([typed.0, set], [typed.1, board]);
            got.push(("simd::east_attacks_x2 lane 1", sse2[1].0));
            let pair = scalar::east_attacks_x2([other.0, sliders], [other.1, occupied]);
            got.push(("simd::scalar::east_attacks_x2 lane 1", pair[1]));
        }
        got
    }

    /// Occluded fills in direction `d`: `(generator, propagator)`, the algorithm modules'
    /// own convention.
    pub fn occluded(d: usize, generator: u64, propagator: u64) -> Vec<Named<u64>> {
        let dir = Dir::ALL[d];
        let generator = Bitboard(generator);
        let all = propagator == u64::MAX;
        let propagator = Empty::from_empty_squares(Bitboard(propagator));
        let mut got = vec![
            (
                "kogge::{dir}_occluded",
                KOGGE_OCCLUDED[d](generator, propagator).0,
            ),
            (
                "dumb7::{dir}_occluded",
                DUMB7_OCCLUDED[d](generator, propagator).0,
            ),
            (
                "kogge::occluded",
                kogge::occluded(generator, propagator, dir).0,
            ),
            (
                "dumb7::occluded",
                dumb7::occluded(generator, propagator, dir).0,
            ),
        ];
        if all {
            got.push(("kogge::{dir}_fill", KOGGE_FILL[d](generator).0));
        }
        got
    }

    /// The getters of one slider on a square: `(square index, occupied)`. `lines` says which
    /// oracle directions each one covers.
    pub fn one_square(sq: u8, occupied: u64) -> Vec<(Named<u64>, &'static [usize])> {
        use super::oracle::{ALL, DIAGONAL, ORTHOGONAL};
        type FromSquare = fn(Square, Bitboard) -> Bitboard;
        let sq = Square::from_index(usize::from(sq & 63)).expect("masked to 0..64");
        let board = Bitboard(occupied);
        #[allow(unused_mut)] // pushed to on x86_64 only
        let mut getters: Vec<(&'static str, FromSquare, &'static [usize])> = vec![
            (
                "hyperbola::rank_attacks_from",
                hyperbola::rank_attacks_from,
                &[1, 5],
            ),
            (
                "hyperbola::file_attacks_from",
                hyperbola::file_attacks_from,
                &[7, 3],
            ),
            (
                "hyperbola::diagonal_attacks_from",
                hyperbola::diagonal_attacks_from,
                &[0, 4],
            ),
            (
                "hyperbola::anti_diagonal_attacks_from",
                hyperbola::anti_diagonal_attacks_from,
                &[6, 2],
            ),
            (
                "hyperbola::rook_attacks_from",
                hyperbola::rook_attacks_from,
                &ORTHOGONAL,
            ),
            (
                "hyperbola::bishop_attacks_from",
                hyperbola::bishop_attacks_from,
                &DIAGONAL,
            ),
            (
                "hyperbola::queen_attacks_from",
                hyperbola::queen_attacks_from,
                &ALL,
            ),
            (
                "bitfill::rook_attacks_from",
                bitfill::rook_attacks_from,
                &ORTHOGONAL,
            ),
            (
                "bitfill::bishop_attacks_from",
                bitfill::bishop_attacks_from,
                &DIAGONAL,
            ),
            (
                "bitfill::queen_attacks_from",
                bitfill::queen_attacks_from,
                &ALL,
            ),
            (
                "kindergarten::rank_attacks_from",
                kindergarten::rank_attacks_from,
                &[1, 5],
            ),
            (
                "kindergarten::file_attacks_from",
                kindergarten::file_attacks_from,
                &[7, 3],
            ),
            (
                "kindergarten::diagonal_attacks_from",
                kindergarten::diagonal_attacks_from,
                &[0, 4],
            ),
            (
                "kindergarten::anti_diagonal_attacks_from",
                kindergarten::anti_diagonal_attacks_from,
                &[6, 2],
            ),
            (
                "kindergarten::rook_attacks_from",
                kindergarten::rook_attacks_from,
                &ORTHOGONAL,
            ),
            (
                "kindergarten::bishop_attacks_from",
                kindergarten::bishop_attacks_from,
                &DIAGONAL,
            ),
            (
                "kindergarten::queen_attacks_from",
                kindergarten::queen_attacks_from,
                &ALL,
            ),
        ];
        #[cfg(target_arch = "x86_64")]
        if simd::Avx2::detect().is_some() {
            // Plain fn pointers cannot capture the token: `avx2()` detects it again (cached).
            fn avx2() -> simd::Avx2 {
                simd::Avx2::detect().expect("detected above")
            }
            getters.extend::<[(&'static str, FromSquare, &'static [usize]); 3]>([
                (
                    "Avx2::rook_attacks_from",
                    |sq, occupied| avx2().rook_attacks_from(sq, occupied),
                    &ORTHOGONAL,
                ),
                (
                    "Avx2::bishop_attacks_from",
                    |sq, occupied| avx2().bishop_attacks_from(sq, occupied),
                    &DIAGONAL,
                ),
                (
                    "Avx2::queen_attacks_from",
                    |sq, occupied| avx2().queen_attacks_from(sq, occupied),
                    &ALL,
                ),
            ]);
        }
        getters
            .into_iter()
            .map(|(name, getter, lines)| ((name, getter(sq, board).0), lines))
            .collect()
    }

    /// `bitfill::shift_one` in direction `d`.
    pub fn shift_one(d: usize, set: u64) -> u64 {
        bitfill::shift_one(Bitboard(set), Dir::ALL[d]).0
    }

    /// The collapsed files of `set` (any set), and by multiplication (`set` with at most one
    /// square per file).
    pub fn collapsed_files(set: u64, one_per_file: u64) -> [u8; 2] {
        [
            line::collapsed_files_index(set),
            line::collapsed_files_index_mul(one_per_file),
        ]
    }

    /// The collapsed ranks of `set`, both ways, and of its file `file` both ways.
    pub fn collapsed_ranks(set: u64, file: u8) -> [u8; 4] {
        [
            line::collapsed_ranks_index(set),
            line::collapsed_ranks_index_mul(set),
            line::collapsed_ranks_index_of_file(set, file),
            line::collapsed_ranks_index_of_file_mul(set, file),
        ]
    }
}

/// Panics with the inputs when any getter differs from the oracle.
fn expect<T: PartialEq + std::fmt::Debug>(got: &[api::Named<T>], want: &T, what: &str) {
    for (name, value) in got {
        assert_eq!(value, want, "{name}: {what}");
    }
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let mut orthogonal = bytes.bitboard();
    let mut diagonal = bytes.bitboard();
    let mut occupied = bytes.bitboard();
    let pick = bytes.byte();
    let (sq, d) = (pick & 63, usize::from(pick >> 3 & 7));
    if pick & 0x80 != 0 {
        // A position: the sliders stand on occupied squares and never share one.
        diagonal &= !orthogonal;
        occupied |= orthogonal | diagonal;
    } else if pick & 0x40 != 0 {
        // The sparse boards of an endgame, which the dense random ones never reach.
        orthogonal &= diagonal.rotate_left(19);
        diagonal &= occupied.rotate_left(37) & !orthogonal;
        occupied &= orthogonal.rotate_left(11) | diagonal | orthogonal;
    }
    let queens = orthogonal | diagonal;
    let what = format!("orthogonal {orthogonal:#x} diagonal {diagonal:#x} occupied {occupied:#x}");
    // The set-wise getters count the sliders as occupied (the root's convention; the
    // algorithm modules get the complement of this board), so compare on the board that has
    // them; `occupied` itself stays as drawn for the occluded fills and single squares.
    let board = occupied | queens;

    let rook = oracle::attacks(orthogonal, board, &oracle::ORTHOGONAL);
    let bishop = oracle::attacks(diagonal, board, &oracle::DIAGONAL);
    expect(
        &api::set_wise(0, orthogonal, board),
        &rook,
        &format!("rook {what}"),
    );
    expect(
        &api::set_wise(1, diagonal, board),
        &bishop,
        &format!("bishop {what}"),
    );
    let queen = oracle::attacks(queens, board, &oracle::ALL);
    expect(
        &api::set_wise(2, queens, board),
        &queen,
        &format!("queen {what}"),
    );
    expect(
        &api::slider(orthogonal, diagonal, board),
        &(rook | bishop),
        &what,
    );

    let rays: [u64; 8] = std::array::from_fn(|d| oracle::attacks(queens, board, &[d]));
    expect(&api::by_direction(queens, board), &rays, &what);
    for (d, ray) in rays.iter().enumerate() {
        let what = format!("dir {d} {what}");
        expect(&api::one_direction(d, queens, board), ray, &what);
    }

    for propagator in [!occupied, diagonal, u64::MAX] {
        let want = oracle::occluded(orthogonal, propagator, d);
        let what = format!("dir {d} generator {orthogonal:#x} propagator {propagator:#x}");
        expect(&api::occluded(d, orthogonal, propagator), &want, &what);
    }

    let (file, rank) = (i32::from(sq & 7), i32::from(sq >> 3));
    for ((name, got), dirs) in api::one_square(sq, occupied) {
        let want = dirs
            .iter()
            .fold(0, |all, &d| all | oracle::ray(file, rank, d, occupied));
        assert_eq!(got, want, "{name}: square {sq} occupied {occupied:#x}");
    }

    for set in [orthogonal, diagonal, occupied] {
        assert_eq!(
            api::shift_one(d, set),
            oracle::shift_one(set, d),
            "shift_one {d} {set:#x}"
        );
        // One square per file: the lowest square of each file of `set`.
        let one_per_file = (0..8).fold(0u64, |all, file| {
            let on_file = set & 0x0101_0101_0101_0101 << file;
            all | on_file & on_file.wrapping_neg()
        });
        let files = api::collapsed_files(set, one_per_file);
        assert_eq!(
            files,
            [oracle::files_of(set), oracle::files_of(one_per_file)],
            "{set:#x}"
        );
        let file = sq & 7;
        let ranks = oracle::ranks_of(set);
        let ranks_of_file = oracle::ranks_of(set & 0x0101_0101_0101_0101 << file);
        let want = [ranks, ranks, ranks_of_file, ranks_of_file];
        assert_eq!(
            api::collapsed_ranks(set, file),
            want,
            "{set:#x} file {file}"
        );
    }
});
