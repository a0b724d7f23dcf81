//! `bitfill::simd` against the scalar path and the naive oracle: every backend this CPU
//! runs (the scalar one always, forced through `simd::scalar`; AVX2 through its token when
//! the CPU has it), on the exhaustive single-slider occupancy sets and on random sets.

mod common;

use bitfill::simd::{self, Backend, LengthMismatch};
use bitfill::{Dir, kogge, subtract};
use common::{oracle, subsets};
use proptest::prelude::*;

/// One backend's single-position functions, side by side.
struct Path {
    name: &'static str,
    queen: fn(u64, u64) -> u64,
    rook: fn(u64, u64) -> u64,
    bishop: fn(u64, u64) -> u64,
    slider: fn(u64, u64, u64) -> u64,
    by_direction: fn(u64, u64) -> [u64; 8],
}

/// Every path: the dispatching functions, the forced scalar path, and (when this CPU runs
/// AVX2) both AVX2 kernels.
fn paths() -> Vec<Path> {
    // Pushed to on x86_64 only.
    #[cfg_attr(not(target_arch = "x86_64"), allow(unused_mut))]
    let mut paths = vec![
        Path {
            name: "dispatch",
            queen: simd::queen_attacks,
            rook: simd::rook_attacks,
            bishop: simd::bishop_attacks,
            slider: simd::slider_attacks,
            by_direction: simd::attacks_by_direction,
        },
        Path {
            name: "scalar",
            queen: simd::scalar::queen_attacks,
            rook: simd::scalar::rook_attacks,
            bishop: simd::scalar::bishop_attacks,
            slider: simd::scalar::slider_attacks,
            by_direction: simd::scalar::attacks_by_direction,
        },
    ];
    #[cfg(target_arch = "x86_64")]
    if simd::Avx2::detect().is_some() {
        // Plain fn pointers cannot capture the token, so the closures detect it again
        // (cached).
        paths.push(Path {
            name: "avx2 kogge",
            queen: |s, e| token().queen_attacks(s, e),
            rook: |s, e| token().rook_attacks(s, e),
            bishop: |s, e| token().bishop_attacks(s, e),
            slider: |o, d, e| token().slider_attacks(o, d, e),
            by_direction: |s, e| token().attacks_by_direction(s, e),
        });
        paths.push(Path {
            name: "avx2 dumb7",
            queen: |s, e| token().dumb7_slider_attacks(s, s, e),
            rook: |s, e| token().dumb7_slider_attacks(s, 0, e),
            bishop: |s, e| token().dumb7_slider_attacks(0, s, e),
            slider: |o, d, e| token().dumb7_slider_attacks(o, d, e),
            by_direction: |s, e| token().dumb7_attacks_by_direction(s, e),
        });
    }
    paths
}

#[cfg(target_arch = "x86_64")]
fn token() -> simd::Avx2 {
    simd::Avx2::detect().expect("detected above")
}

/// The scalar reference for every direction: `kogge`'s generalized getter, checked against
/// the oracle elsewhere (and here, on the exhaustive sets).
fn scalar_by_direction(sliders: u64, empty: u64) -> [u64; 8] {
    Dir::ALL.map(|dir| kogge::attacks(sliders, empty, dir))
}

/// Every path agrees with the scalar Kogge-Stone on `(orthogonal, diagonal, empty)`.
fn check_all(paths: &[Path], orthogonal: u64, diagonal: u64, empty: u64) {
    let queens = orthogonal | diagonal;
    let want_dirs = scalar_by_direction(queens, empty);
    let want_queen = kogge::queen_attacks(queens, empty);
    let want_rook = kogge::rook_attacks(orthogonal, empty);
    let want_bishop = kogge::bishop_attacks(diagonal, empty);
    for path in paths {
        let name = path.name;
        let ctx =
            format!("{name}: orthogonal {orthogonal:#x} diagonal {diagonal:#x} empty {empty:#x}");
        assert_eq!((path.by_direction)(queens, empty), want_dirs, "{ctx}");
        assert_eq!((path.queen)(queens, empty), want_queen, "{ctx}");
        assert_eq!((path.rook)(orthogonal, empty), want_rook, "{ctx}");
        assert_eq!((path.bishop)(diagonal, empty), want_bishop, "{ctx}");
        assert_eq!(
            (path.slider)(orthogonal, diagonal, empty),
            want_rook | want_bishop,
            "{ctx}"
        );
    }
}

/// The rays of a lone slider on `square` in `dirs`, on an empty board.
fn ray_masks(square: i32, dirs: &[usize]) -> u64 {
    dirs.iter()
        .map(|&d| oracle::ray_mask(square, d))
        .fold(0, |a, b| a | b)
}

/// For every square and every occupancy of its rook rays, and of its bishop rays (edges
/// included): the lone slider as rook, bishop and queen, every direction, every path; the
/// scalar reference itself against the oracle.
#[test]
fn single_slider_every_occupancy_every_path() {
    let paths = paths();
    let mut cases = 0u64;
    for square in 0..64 {
        let slider = 1u64 << square;
        for mask in [
            ray_masks(square, &oracle::ROOK_DIRS),
            ray_masks(square, &oracle::BISHOP_DIRS),
        ] {
            for occupied in subsets(mask) {
                let empty = !(occupied | slider);
                let want: [u64; 8] = core::array::from_fn(|d| oracle::attacks(slider, empty, d));
                assert_eq!(
                    scalar_by_direction(slider, empty),
                    want,
                    "scalar vs oracle, square {square}"
                );
                check_all(&paths, slider, slider, empty);
                check_all(&paths, slider, 0, empty);
                check_all(&paths, 0, slider, empty);
                cases += 1;
            }
        }
    }
    // 64 squares x 2^14 rook occupancies, plus 2^7 to 2^13 bishop ones per square.
    assert_eq!(cases, 64 * (1 << 14) + 71168, "occupancy sets checked");
}

/// The SSE2 pair subtraction against the scalar one, single rooks on every occupancy of
/// their rank.
#[test]
fn east_attacks_x2_every_rank_occupancy() {
    for square in 0..64 {
        let rook = 1u64 << square;
        let rank = 0xffu64 << (square / 8 * 8);
        for occupied in subsets(rank & !rook) {
            let empty = !(occupied | rook);
            let want = subtract::east_attacks(rook, empty);
            assert_eq!(want, oracle::attacks(rook, empty, Dir::East as usize));
            // Both lanes, each paired with an unrelated board, so a borrow crossing lanes
            // would show.
            let other = (0x8000_0000_0000_0001, 0x7fff_ffff_ffff_fffe);
            assert_eq!(
                simd::east_attacks_x2([rook, other.0], [empty, other.1])[0],
                want
            );
            assert_eq!(
                simd::east_attacks_x2([other.0, rook], [other.1, empty])[1],
                want
            );
            assert_eq!(
                simd::scalar::east_attacks_x2([rook, rook], [empty, empty]),
                [want, want]
            );
        }
    }
}

/// `(orthogonal, diagonal, empty)` of a plausible position: sliders sit on occupied
/// squares; densities from sparse (endgames) to full.
fn position() -> impl Strategy<Value = (u64, u64, u64)> {
    (any::<[u64; 3]>(), 0usize..4, 0usize..3).prop_map(
        |([a, b, c], sparse_sliders, sparse_board)| {
            let thin = |mut x: u64, times: usize, salt: u64| {
                for i in 0..times {
                    x &= salt.rotate_left(17 * i as u32 + 5) ^ x.rotate_left(23);
                }
                x
            };
            let orthogonal = thin(a, sparse_sliders, b);
            let diagonal = thin(b, sparse_sliders, c) & !orthogonal;
            let occupied = thin(c, sparse_board, a) | orthogonal | diagonal;
            (orthogonal, diagonal, !occupied)
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    #[test]
    fn random_sets_every_path(orthogonal in any::<u64>(), diagonal in any::<u64>(), empty in any::<u64>()) {
        check_all(&paths(), orthogonal, diagonal, empty);
        prop_assert_eq!(simd::queen_attacks(orthogonal | diagonal, empty),
            oracle::queen_attacks(orthogonal | diagonal, empty));
    }

    #[test]
    fn random_positions_every_path((orthogonal, diagonal, empty) in position()) {
        check_all(&paths(), orthogonal, diagonal, empty);
        prop_assert_eq!(simd::slider_attacks(orthogonal, diagonal, empty),
            oracle::rook_attacks(orthogonal, empty) | oracle::bishop_attacks(diagonal, empty));
    }

    #[test]
    fn east_attacks_x2_random(rooks in any::<[u64; 2]>(), empty in any::<[u64; 2]>()) {
        let want = simd::scalar::east_attacks_x2(rooks, empty);
        prop_assert_eq!(simd::east_attacks_x2(rooks, empty), want);
        prop_assert_eq!(want[1], oracle::attacks(rooks[1], empty[1] & !rooks[1], 1));
    }
}

/// One backend's batch functions.
type Batch3 = fn(&[u64], &[u64], &mut [u64]) -> Result<(), LengthMismatch>;
type Batch4 = fn(&[u64], &[u64], &[u64], &mut [u64]) -> Result<(), LengthMismatch>;

struct BatchPath {
    name: &'static str,
    queen: Batch3,
    rook: Batch3,
    bishop: Batch3,
    slider: Batch4,
}

fn batch_paths() -> Vec<BatchPath> {
    #[cfg_attr(not(target_arch = "x86_64"), allow(unused_mut))]
    let mut paths = vec![
        BatchPath {
            name: "dispatch",
            queen: simd::queen_attacks_batch,
            rook: simd::rook_attacks_batch,
            bishop: simd::bishop_attacks_batch,
            slider: simd::slider_attacks_batch,
        },
        BatchPath {
            name: "scalar",
            queen: simd::scalar::queen_attacks_batch,
            rook: simd::scalar::rook_attacks_batch,
            bishop: simd::scalar::bishop_attacks_batch,
            slider: simd::scalar::slider_attacks_batch,
        },
    ];
    #[cfg(target_arch = "x86_64")]
    if simd::Avx2::detect().is_some() {
        paths.push(BatchPath {
            name: "avx2",
            queen: |s, e, o| token().queen_attacks_batch(s, e, o),
            rook: |s, e, o| token().rook_attacks_batch(s, e, o),
            bishop: |s, e, o| token().bishop_attacks_batch(s, e, o),
            slider: |a, b, e, o| token().slider_attacks_batch(a, b, e, o),
        });
    }
    paths
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    /// Every batch path equals a loop over the single scalar API, for every length 0 to 41
    /// (full groups of four and every remainder).
    #[test]
    fn batch_equals_loop_of_single(boards in prop::collection::vec(position(), 0..42)) {
        let orthogonal: Vec<u64> = boards.iter().map(|b| b.0).collect();
        let diagonal: Vec<u64> = boards.iter().map(|b| b.1).collect();
        let empty: Vec<u64> = boards.iter().map(|b| b.2).collect();
        let queens: Vec<u64> = boards.iter().map(|b| b.0 | b.1).collect();
        let n = boards.len();
        for path in batch_paths() {
            let mut out = vec![0xdead; n];
            (path.queen)(&queens, &empty, &mut out).unwrap();
            for i in 0..n {
                prop_assert_eq!(out[i], simd::queen_attacks(queens[i], empty[i]), "{} queen {}", path.name, i);
            }
            (path.rook)(&orthogonal, &empty, &mut out).unwrap();
            for i in 0..n {
                prop_assert_eq!(out[i], simd::rook_attacks(orthogonal[i], empty[i]), "{} rook {}", path.name, i);
            }
            (path.bishop)(&diagonal, &empty, &mut out).unwrap();
            for i in 0..n {
                prop_assert_eq!(out[i], simd::bishop_attacks(diagonal[i], empty[i]), "{} bishop {}", path.name, i);
            }
            (path.slider)(&orthogonal, &diagonal, &empty, &mut out).unwrap();
            for i in 0..n {
                prop_assert_eq!(
                    out[i],
                    simd::scalar::slider_attacks(orthogonal[i], diagonal[i], empty[i]),
                    "{} slider {}", path.name, i
                );
            }
        }
    }
}

#[test]
fn batch_length_mismatch_is_an_error_and_writes_nothing() {
    let five = [1u64, 2, 4, 8, 16];
    for path in batch_paths() {
        let mut out = [7u64; 5];
        let error = (path.queen)(&five, &five[..4], &mut out).unwrap_err();
        assert_eq!(
            error,
            LengthMismatch {
                expected_from: "sliders",
                expected: 5,
                argument: "empty",
                found: 4
            }
        );
        assert_eq!(
            error.to_string(),
            "batch length mismatch: `empty` has 4 bitboards, `sliders` has 5"
        );
        let error = (path.rook)(&five, &five, &mut out[..3]).unwrap_err();
        assert_eq!((error.argument, error.found), ("out", 3), "{}", path.name);
        let error = (path.bishop)(&five[..0], &five, &mut out).unwrap_err();
        assert_eq!(
            (error.expected_from, error.expected, error.argument),
            ("sliders", 0, "empty")
        );
        let error = (path.slider)(&five, &five, &five, &mut out[..4]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "batch length mismatch: `out` has 4 bitboards, `orthogonal` has 5",
            "{}",
            path.name
        );
        let error = (path.slider)(&five, &five[..2], &five, &mut out).unwrap_err();
        assert_eq!((error.argument, error.found), ("diagonal", 2));
        assert_eq!(out, [7; 5], "{}: nothing written on error", path.name);
        // Empty batches are fine.
        (path.slider)(&[], &[], &[], &mut []).unwrap();
    }
}

/// The reported backend is the one the CPU supports, and the token agrees with it.
#[test]
fn backend_matches_the_cpu() {
    let backend = simd::backend();
    assert_eq!(backend, simd::backend(), "stable across calls (cached)");
    #[cfg(target_arch = "x86_64")]
    {
        let has_avx2 = std::is_x86_feature_detected!("avx2");
        assert_eq!(backend == Backend::Avx2, has_avx2);
        assert_eq!(simd::Avx2::detect().is_some(), has_avx2);
        if cfg!(target_feature = "avx2") {
            assert_eq!(backend, Backend::Avx2);
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    assert_eq!(backend, Backend::Scalar);
    assert!(["avx2", "scalar"].contains(&backend.to_string().as_str()));
    let names: Vec<&str> = paths().iter().map(|path| path.name).collect();
    println!(
        "simd backend: {backend}; paths under test: {}",
        names.join(", ")
    );
}
