//! The root getters and every `bitfill::simd` path against the naive oracle: every path
//! this CPU runs, each forced (on the bare words through `bitfill::internals::simd`: the
//! scalar one, SSE2, NEON on aarch64 (under qemu-aarch64 in CI); AVX2 and AVX-512 through
//! their tokens' `simd::Kernels` methods when the CPU has them; and the root getters,
//! which run AVX2 compiled in when built with `-C target-cpu=x86-64-v3`: CI runs this file
//! that way too; on wasm32 built with simd128, `simd128` and the root getters on it:
//! scripts/ci-wasm.sh runs this file under node both ways), on the exhaustive
//! single-slider occupancy sets and on random sets. The oracle and the paths here speak
//! words; the library's typed functions are called through `Bitboard(..)` and `.0`.

use crate::common;

use bitfill::internals::simd as kernels;
#[cfg(target_arch = "x86_64")]
use bitfill::internals::{avx2_dumb7_attacks_by_direction, avx2_dumb7_slider_attacks};
#[cfg(target_arch = "x86_64")]
use bitfill::simd::Kernels;
use bitfill::simd::{self, Backend, LengthMismatch};
use bitfill::{Bitboard, Dir, Empty, kogge, subtract};
use common::{Sweep, oracle, subsets};
use proptest::prelude::*;

/// One path's single-position functions, side by side, all `(sliders, occupied)`.
struct Path {
    name: &'static str,
    queen: fn(u64, u64) -> u64,
    rook: fn(u64, u64) -> u64,
    bishop: fn(u64, u64) -> u64,
    slider: fn(u64, u64, u64) -> u64,
    by_direction: Option<fn(u64, u64) -> [u64; 8]>,
    slider_by_direction: Option<SliderByDirection>,
}

/// `(orthogonal, diagonal, occupied)` to each direction's attacks, in dir8 order.
type SliderByDirection = fn(u64, u64, u64) -> [u64; 8];

/// Every path this CPU runs, each forced: the root getters (the path the build compiled
/// in or detects: SSE2 or a detected kernel on a baseline x86_64 build, AVX2 with
/// `-C target-cpu=x86-64-v3`, AVX-512 with `x86-64-v4`, both of which CI runs too), the
/// scalar path (`simd::scalar`, on the const fills), SSE2 (`simd::sse2`), and, when this
/// CPU runs them, both AVX2 kernels and the AVX-512 kernels through the detected tokens.
fn paths() -> Vec<Path> {
    // Pushed to on x86_64, aarch64 and wasm32 with simd128 only.
    #[cfg_attr(
        not(any(
            target_arch = "x86_64",
            target_arch = "aarch64",
            all(target_arch = "wasm32", target_feature = "simd128")
        )),
        allow(unused_mut)
    )]
    let mut paths = vec![
        Path {
            name: if cfg!(all(target_feature = "avx512f", target_feature = "avx512vl")) {
                "root (AVX-512 compiled in)"
            } else if cfg!(target_feature = "avx2") {
                "root (AVX2 compiled in)"
            } else if cfg!(target_feature = "simd128") {
                "root (simd128 compiled in)"
            } else {
                "root"
            },
            queen: |s, o| bitfill::queen_attacks(Bitboard(s), Bitboard(o)).0,
            rook: |s, o| bitfill::rook_attacks(Bitboard(s), Bitboard(o)).0,
            bishop: |s, o| bitfill::bishop_attacks(Bitboard(s), Bitboard(o)).0,
            slider: |r, b, o| bitfill::slider_attacks(Bitboard(r), Bitboard(b), Bitboard(o)).0,
            by_direction: Some(|s, o| words(simd::attacks_by_direction(Bitboard(s), Bitboard(o)))),
            slider_by_direction: Some(|r, b, o| {
                words(simd::slider_attacks_by_direction(
                    Bitboard(r),
                    Bitboard(b),
                    Bitboard(o),
                ))
            }),
        },
        Path {
            name: "scalar",
            queen: kernels::scalar::queen_attacks,
            rook: kernels::scalar::rook_attacks,
            bishop: kernels::scalar::bishop_attacks,
            slider: kernels::scalar::slider_attacks,
            by_direction: Some(kernels::scalar::attacks_by_direction),
            slider_by_direction: Some(kernels::scalar::slider_attacks_by_direction),
        },
    ];
    #[cfg(target_arch = "aarch64")]
    paths.push(Path {
        name: "neon",
        queen: kernels::neon::queen_attacks,
        rook: kernels::neon::rook_attacks,
        bishop: kernels::neon::bishop_attacks,
        slider: kernels::neon::slider_attacks,
        by_direction: Some(kernels::neon::attacks_by_direction),
        slider_by_direction: Some(kernels::neon::slider_attacks_by_direction),
    });
    #[cfg(target_arch = "x86_64")]
    paths.push(Path {
        name: "sse2",
        queen: kernels::sse2::queen_attacks,
        rook: kernels::sse2::rook_attacks,
        bishop: kernels::sse2::bishop_attacks,
        slider: kernels::sse2::slider_attacks,
        by_direction: None,
        slider_by_direction: None,
    });
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    paths.push(Path {
        name: "simd128",
        queen: kernels::wasm::queen_attacks,
        rook: kernels::wasm::rook_attacks,
        bishop: kernels::wasm::bishop_attacks,
        slider: kernels::wasm::slider_attacks,
        by_direction: Some(kernels::wasm::attacks_by_direction),
        slider_by_direction: Some(kernels::wasm::slider_attacks_by_direction),
    });
    #[cfg(target_arch = "x86_64")]
    if simd::Avx2::detect().is_some() {
        // Plain fn pointers cannot capture the token, so the closures detect it again
        // (cached).
        paths.push(Path {
            name: "avx2 kogge (detected)",
            queen: |s, o| token().queen_attacks(Bitboard(s), Bitboard(o)).0,
            rook: |s, o| token().rook_attacks(Bitboard(s), Bitboard(o)).0,
            bishop: |s, o| token().bishop_attacks(Bitboard(s), Bitboard(o)).0,
            slider: |r, b, o| {
                token()
                    .slider_attacks(Bitboard(r), Bitboard(b), Bitboard(o))
                    .0
            },
            by_direction: Some(|s, o| {
                words(token().attacks_by_direction(Bitboard(s), Bitboard(o)))
            }),
            slider_by_direction: Some(|r, b, o| {
                words(token().slider_attacks_by_direction(Bitboard(r), Bitboard(b), Bitboard(o)))
            }),
        });
        paths.push(Path {
            name: "avx2 dumb7 (detected)",
            queen: |s, o| avx2_dumb7_slider_attacks(token(), s, s, o),
            rook: |s, o| avx2_dumb7_slider_attacks(token(), s, 0, o),
            bishop: |s, o| avx2_dumb7_slider_attacks(token(), 0, s, o),
            slider: |r, b, o| avx2_dumb7_slider_attacks(token(), r, b, o),
            by_direction: Some(|s, o| avx2_dumb7_attacks_by_direction(token(), s, o)),
            slider_by_direction: None,
        });
    }
    #[cfg(target_arch = "x86_64")]
    if simd::Avx512::detect().is_some() {
        paths.push(Path {
            name: "avx512 (detected)",
            queen: |s, o| token512().queen_attacks(Bitboard(s), Bitboard(o)).0,
            rook: |s, o| token512().rook_attacks(Bitboard(s), Bitboard(o)).0,
            bishop: |s, o| token512().bishop_attacks(Bitboard(s), Bitboard(o)).0,
            slider: |r, b, o| {
                token512()
                    .slider_attacks(Bitboard(r), Bitboard(b), Bitboard(o))
                    .0
            },
            by_direction: Some(|s, o| {
                words(token512().attacks_by_direction(Bitboard(s), Bitboard(o)))
            }),
            slider_by_direction: Some(|r, b, o| {
                words(token512().slider_attacks_by_direction(Bitboard(r), Bitboard(b), Bitboard(o)))
            }),
        });
    }
    paths
}

/// The words of each direction's set.
fn words(sets: [Bitboard; 8]) -> [u64; 8] {
    sets.map(|set| set.0)
}

#[cfg(target_arch = "x86_64")]
fn token() -> simd::Avx2 {
    simd::Avx2::detect().expect("detected above")
}

#[cfg(target_arch = "x86_64")]
fn token512() -> simd::Avx512 {
    simd::Avx512::detect().expect("detected above")
}

/// The scalar reference for every direction: `kogge`'s generalized getter, checked against
/// the oracle elsewhere (and here, on the exhaustive sets).
fn scalar_by_direction(sliders: u64, empty: u64) -> [u64; 8] {
    let (sliders, empty) = (
        Bitboard(sliders),
        Empty::from_empty_squares(Bitboard(empty)),
    );
    Dir::ALL.map(|dir| kogge::attacks(sliders, empty, dir).0)
}

/// Every path agrees with the oracle on `(orthogonal, diagonal, occupied)`, the sliders
/// counting as occupied.
fn check_all(paths: &[Path], orthogonal: u64, diagonal: u64, occupied: u64) {
    let queens = orthogonal | diagonal;
    let want_dirs = scalar_by_direction(queens, !(occupied | queens));
    let want_queen = oracle::queen_attacks(queens, !(occupied | queens));
    let want_rook = oracle::rook_attacks(orthogonal, !(occupied | orthogonal));
    let want_bishop = oracle::bishop_attacks(diagonal, !(occupied | diagonal));
    let want_slider = oracle::rook_attacks(orthogonal, !(occupied | queens))
        | oracle::bishop_attacks(diagonal, !(occupied | queens));
    // Each direction from the sliders that move along it, through the squares empty of
    // everything.
    let want_slider_dirs: [u64; 8] = core::array::from_fn(|d| {
        let sliders = if Dir::ALL[d].is_orthogonal() {
            orthogonal
        } else {
            diagonal
        };
        oracle::attacks(sliders, !(occupied | queens), d)
    });
    for path in paths {
        let name = path.name;
        let ctx = format!(
            "{name}: orthogonal {orthogonal:#x} diagonal {diagonal:#x} occupied {occupied:#x}"
        );
        if let Some(by_direction) = path.by_direction {
            assert_eq!(by_direction(queens, occupied), want_dirs, "{ctx}");
        }
        if let Some(by_direction) = path.slider_by_direction {
            let rays = by_direction(orthogonal, diagonal, occupied);
            assert_eq!(rays, want_slider_dirs, "{ctx}");
            assert_eq!(rays.iter().fold(0, |a, b| a | b), want_slider, "{ctx}");
        }
        assert_eq!((path.queen)(queens, occupied), want_queen, "{ctx}");
        assert_eq!((path.rook)(orthogonal, occupied), want_rook, "{ctx}");
        assert_eq!((path.bishop)(diagonal, occupied), want_bishop, "{ctx}");
        assert_eq!(
            (path.slider)(orthogonal, diagonal, occupied),
            want_slider,
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

/// For every square of `sweep` and every occupancy of its rook rays, and of its bishop rays
/// (edges included): the lone slider as rook, bishop and queen, every direction, every
/// path, against the oracle. Returns the number of occupancy sets checked.
fn single_slider_every_occupancy(sweep: Sweep) -> u64 {
    let paths = paths();
    let mut cases = 0u64;
    for square in sweep.squares() {
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
                // With and without the slider in `occupied`: it blocks either way.
                for occupied in [occupied, occupied | slider] {
                    check_all(&paths, slider, slider, occupied);
                    check_all(&paths, slider, 0, occupied);
                    check_all(&paths, 0, slider, occupied);
                }
                cases += 1;
            }
        }
    }
    cases
}

/// [`single_slider_every_occupancy`] on the small sample of squares.
#[test]
fn single_slider_on_a_sample_of_squares_every_occupancy_every_path() {
    let cases = single_slider_every_occupancy(Sweep::SmallSample);
    // 6 squares x 2^14 rook occupancies, plus 2^7 to 2^13 bishop ones per square.
    assert_eq!(cases, 6 * (1 << 14) + 11_136, "occupancy sets checked");
}

#[test]
#[ignore = "deep: every square, every occupancy of its rook and of its bishop rays, every path; 10 to 40 s"]
fn single_slider_every_occupancy_every_path_deep() {
    let cases = single_slider_every_occupancy(Sweep::Full);
    // 64 squares x 2^14 rook occupancies, plus 2^7 to 2^13 bishop ones per square.
    assert_eq!(cases, 64 * (1 << 14) + 71168, "occupancy sets checked");
}

/// The vector pair subtraction (SSE2, NEON) against the scalar one, single rooks on every occupancy of
/// their rank.
#[test]
fn east_attacks_x2_every_rank_occupancy() {
    for square in 0..64 {
        let rook = 1u64 << square;
        let rank = 0xffu64 << (square / 8 * 8);
        for occupied in subsets(rank & !rook) {
            let empty = !(occupied | rook);
            let want =
                subtract::east_attacks(Bitboard(rook), Empty::from_empty_squares(Bitboard(empty)))
                    .0;
            assert_eq!(want, oracle::attacks(rook, empty, Dir::East as usize));
            // Both lanes, each paired with an unrelated board, so a borrow crossing lanes
            // would show.
            let other = (0x8000_0000_0000_0001, 0x8000_0000_0000_0001);
            let typed = |rooks: [u64; 2], occupied: [u64; 2]| {
                simd::east_attacks_x2(rooks.map(Bitboard), occupied.map(Bitboard)).map(|b| b.0)
            };
            assert_eq!(typed([rook, other.0], [occupied, other.1])[0], want);
            assert_eq!(typed([other.0, rook], [other.1, occupied])[1], want);
            assert_eq!(
                kernels::scalar::east_attacks_x2([rook, rook], [occupied, occupied]),
                [want, want]
            );
            #[cfg(target_arch = "aarch64")]
            assert_eq!(
                kernels::neon::east_attacks_x2([rook, other.0], [occupied, other.1])[0],
                want
            );
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            assert_eq!(
                kernels::wasm::east_attacks_x2([rook, other.0], [occupied, other.1])[0],
                want
            );
        }
    }
}

/// `(orthogonal, diagonal, occupied)` of a plausible position: sliders sit on occupied
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
            (orthogonal, diagonal, occupied)
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    /// Any three bitboards, the sliders overlapping each other and `occupied` or not.
    #[test]
    fn random_sets_every_path(orthogonal in any::<u64>(), diagonal in any::<u64>(), occupied in any::<u64>()) {
        check_all(&paths(), orthogonal, diagonal, occupied);
    }

    /// Plausible positions: there `slider_attacks` is the two getters ORed.
    #[test]
    fn random_positions_every_path((orthogonal, diagonal, occupied) in position()) {
        check_all(&paths(), orthogonal, diagonal, occupied);
        let [orthogonal, diagonal, occupied] = [orthogonal, diagonal, occupied].map(Bitboard);
        prop_assert_eq!(bitfill::slider_attacks(orthogonal, diagonal, occupied),
            bitfill::rook_attacks(orthogonal, occupied) | bitfill::bishop_attacks(diagonal, occupied));
    }

    #[test]
    fn east_attacks_x2_random(rooks in any::<[u64; 2]>(), occupied in any::<[u64; 2]>()) {
        let want = kernels::scalar::east_attacks_x2(rooks, occupied);
        prop_assert_eq!(simd::east_attacks_x2(rooks.map(Bitboard), occupied.map(Bitboard)).map(|b| b.0), want);
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        prop_assert_eq!(kernels::wasm::east_attacks_x2(rooks, occupied), want);
        prop_assert_eq!(want[1], oracle::attacks(rooks[1], !(occupied[1] | rooks[1]), 1));
    }
}

/// One backend's batch functions.
type Batch3 = fn(&[Bitboard], &[Bitboard], &mut [Bitboard]) -> Result<(), LengthMismatch>;
type Batch4 =
    fn(&[Bitboard], &[Bitboard], &[Bitboard], &mut [Bitboard]) -> Result<(), LengthMismatch>;

struct BatchPath {
    name: &'static str,
    queen: Batch3,
    rook: Batch3,
    bishop: Batch3,
    slider: Batch4,
}

fn batch_paths() -> Vec<BatchPath> {
    #[cfg_attr(
        not(any(
            target_arch = "x86_64",
            target_arch = "aarch64",
            all(target_arch = "wasm32", target_feature = "simd128")
        )),
        allow(unused_mut)
    )]
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
            queen: kernels::scalar::queen_attacks_batch,
            rook: kernels::scalar::rook_attacks_batch,
            bishop: kernels::scalar::bishop_attacks_batch,
            slider: kernels::scalar::slider_attacks_batch,
        },
    ];
    #[cfg(target_arch = "aarch64")]
    paths.push(BatchPath {
        name: "neon",
        queen: kernels::neon::queen_attacks_batch,
        rook: kernels::neon::rook_attacks_batch,
        bishop: kernels::neon::bishop_attacks_batch,
        slider: kernels::neon::slider_attacks_batch,
    });
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    paths.push(BatchPath {
        name: "simd128",
        queen: kernels::wasm::queen_attacks_batch,
        rook: kernels::wasm::rook_attacks_batch,
        bishop: kernels::wasm::bishop_attacks_batch,
        slider: kernels::wasm::slider_attacks_batch,
    });
    #[cfg(target_arch = "x86_64")]
    if simd::Avx2::detect().is_some() {
        paths.push(BatchPath {
            name: "avx2",
            queen: |s, o, out| token().queen_attacks_batch(s, o, out),
            rook: |s, o, out| token().rook_attacks_batch(s, o, out),
            bishop: |s, o, out| token().bishop_attacks_batch(s, o, out),
            slider: |a, b, o, out| token().slider_attacks_batch(a, b, o, out),
        });
    }
    #[cfg(target_arch = "x86_64")]
    if simd::Avx512::detect().is_some() {
        paths.push(BatchPath {
            name: "avx512",
            queen: |s, o, out| token512().queen_attacks_batch(s, o, out),
            rook: |s, o, out| token512().rook_attacks_batch(s, o, out),
            bishop: |s, o, out| token512().bishop_attacks_batch(s, o, out),
            slider: |a, b, o, out| token512().slider_attacks_batch(a, b, o, out),
        });
    }
    paths
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    /// Every batch path equals a loop over the root getters, for every length 0 to 41
    /// (full groups of four and of eight, and every remainder).
    #[test]
    fn batch_equals_loop_of_single(boards in prop::collection::vec(position(), 0..42)) {
        let orthogonal: Vec<Bitboard> = boards.iter().map(|b| Bitboard(b.0)).collect();
        let diagonal: Vec<Bitboard> = boards.iter().map(|b| Bitboard(b.1)).collect();
        let occupied: Vec<Bitboard> = boards.iter().map(|b| Bitboard(b.2)).collect();
        let queens: Vec<Bitboard> = boards.iter().map(|b| Bitboard(b.0 | b.1)).collect();
        let n = boards.len();
        for path in batch_paths() {
            let mut out = vec![Bitboard(0xdead); n];
            (path.queen)(&queens, &occupied, &mut out).unwrap();
            for i in 0..n {
                prop_assert_eq!(out[i], bitfill::queen_attacks(queens[i], occupied[i]), "{} queen {}", path.name, i);
            }
            (path.rook)(&orthogonal, &occupied, &mut out).unwrap();
            for i in 0..n {
                prop_assert_eq!(out[i], bitfill::rook_attacks(orthogonal[i], occupied[i]), "{} rook {}", path.name, i);
            }
            (path.bishop)(&diagonal, &occupied, &mut out).unwrap();
            for i in 0..n {
                prop_assert_eq!(out[i], bitfill::bishop_attacks(diagonal[i], occupied[i]), "{} bishop {}", path.name, i);
            }
            (path.slider)(&orthogonal, &diagonal, &occupied, &mut out).unwrap();
            for i in 0..n {
                prop_assert_eq!(
                    out[i],
                    Bitboard(kernels::scalar::slider_attacks(orthogonal[i].0, diagonal[i].0, occupied[i].0)),
                    "{} slider {}", path.name, i
                );
            }
        }
    }
}

#[test]
fn batch_length_mismatch_is_an_error_and_writes_nothing() {
    let five = [1u64, 2, 4, 8, 16].map(Bitboard);
    for path in batch_paths() {
        let mut out = [Bitboard(7); 5];
        let error = (path.queen)(&five, &five[..4], &mut out).unwrap_err();
        assert_eq!(
            error,
            LengthMismatch {
                expected_from: "sliders",
                expected: 5,
                argument: "occupied",
                found: 4
            }
        );
        assert_eq!(
            error.to_string(),
            "batch length mismatch: `occupied` has 4 bitboards, `sliders` has 5"
        );
        let error = (path.rook)(&five, &five, &mut out[..3]).unwrap_err();
        assert_eq!((error.argument, error.found), ("out", 3), "{}", path.name);
        let error = (path.bishop)(&five[..0], &five, &mut out).unwrap_err();
        assert_eq!(
            (error.expected_from, error.expected, error.argument),
            ("sliders", 0, "occupied")
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
        assert_eq!(
            out,
            [Bitboard(7); 5],
            "{}: nothing written on error",
            path.name
        );
        // Empty batches are fine.
        (path.slider)(&[], &[], &[], &mut []).unwrap();
    }
}

/// The reported backend is the one the CPU supports, and the token agrees with it.
#[test]
fn backend_matches_the_cpu() {
    let _cap = crate::cap_lock();
    let backend = simd::backend();
    assert_eq!(backend, simd::backend(), "stable across calls (cached)");
    #[cfg(target_arch = "x86_64")]
    {
        let has_avx2 = std::is_x86_feature_detected!("avx2");
        let has_avx512 = std::is_x86_feature_detected!("avx512f")
            && std::is_x86_feature_detected!("avx512vl")
            && std::is_x86_feature_detected!("avx512bw")
            && std::is_x86_feature_detected!("avx512dq");
        assert_eq!(backend == Backend::Avx512, has_avx512);
        assert_eq!(backend == Backend::Avx2, has_avx2 && !has_avx512);
        assert_eq!(backend == Backend::Sse2, !has_avx2 && !has_avx512);
        assert_eq!(simd::Avx2::detect().is_some(), has_avx2);
        assert_eq!(simd::Avx512::detect().is_some(), has_avx512);
        if cfg!(target_feature = "avx2") {
            assert_ne!(backend, Backend::Scalar);
        }
    }
    // NEON is part of every aarch64 target this crate tests on: compiled in, not detected.
    #[cfg(target_arch = "aarch64")]
    assert_eq!(backend, Backend::Neon);
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    assert_eq!(backend, Backend::Simd128);
    #[cfg(not(any(
        target_arch = "x86_64",
        target_arch = "aarch64",
        all(target_arch = "wasm32", target_feature = "simd128")
    )))]
    assert_eq!(backend, Backend::Scalar);
    assert!(
        ["avx512", "avx2", "sse2", "neon", "simd128", "scalar"]
            .contains(&backend.to_string().as_str())
    );
    let names: Vec<&str> = paths().iter().map(|path| path.name).collect();
    println!(
        "simd backend: {backend}; paths under test: {}",
        names.join(", ")
    );
}
