//! Which path the run-time dispatch takes: `bitfill::simd::backend()` and the detected
//! tokens, whose answers `bitfill::othello`'s dispatch and `bitfill::simd::dispatch`
//! follow too; and every token of `simd::dispatch` (each one this CPU and target have),
//! through its copy (`Kernels::run`), called directly, and as `dispatch` chooses it, against
//! the naive oracles: exhaustive for a lone slider on a sample of squares (every square in
//! the deep form), proptest for many sliders, the batches and Othello.
//!
//! With `BITFILL_EXPECT_BACKEND` unset, the answer must be the one this CPU's features give
//! (`is_x86_feature_detected!`, which also counts what is compiled in): AVX-512 for F and
//! VL, else AVX2, else scalar; on aarch64 always NEON, which the target compiles in. With
//! `BITFILL_EXPECT_BACKEND=avx512`, `avx2` or `scalar` it must be that one (`simd128` too,
//! which is never detected, only compiled in: on wasm32 the rule is Simd128 with `-C
//! target-feature=+simd128`, Scalar without): `scripts/qemu-dispatch.sh` (which `.ci/run`
//! runs) sets it when it runs
//! this binary under `qemu-x86_64 -cpu Haswell-v4` (avx2), `-cpu Nehalem` and `-cpu qemu64`
//! (scalar), CPUs the CI machines are not, so that the emulated CPU model, not this file,
//! says what is right. Any other value (a typo, an empty string) fails rather than check
//! nothing.

use crate::common::othello::{naive_flips, naive_mobility};
use crate::common::strategies::sliders;
use crate::common::{self, Sweep, oracle, subsets};
use bitfill::Square;
use bitfill::simd::{self, Backend, Kernels, WithKernels};
use proptest::prelude::*;

/// The variable `.ci/run` sets under each emulated CPU.
const EXPECT: &str = "BITFILL_EXPECT_BACKEND";

/// What `BITFILL_EXPECT_BACKEND` asks for, `None` when it is unset.
fn expected_by_the_environment() -> Option<Backend> {
    let value = match std::env::var(EXPECT) {
        Ok(value) => value,
        Err(std::env::VarError::NotPresent) => return None,
        Err(e) => panic!("{EXPECT}: {e}"),
    };
    let known = [
        Backend::Avx512,
        Backend::Avx2,
        Backend::Neon,
        Backend::Simd128,
        Backend::Scalar,
    ];
    match known.into_iter().find(|backend| backend.name() == value) {
        Some(backend) => Some(backend),
        None => panic!("{EXPECT}={value:?}: expected one of avx512, avx2, neon, simd128, scalar"),
    }
}

/// The backend the documented rule gives for this CPU and build, asked of std directly (on
/// wasm32, of the build: simd128 is a compile-time choice there).
fn expected_by_the_cpu() -> Backend {
    if cfg!(all(target_arch = "wasm32", target_feature = "simd128")) {
        return Backend::Simd128;
    }
    #[cfg(target_arch = "x86_64")]
    {
        // The AVX2 token's features (x86-64-v3 less FMA and MOVBE), then AVX-512's.
        let v3 = std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
            && std::is_x86_feature_detected!("popcnt")
            && std::is_x86_feature_detected!("lzcnt");
        let v4 = std::is_x86_feature_detected!("avx512f")
            && std::is_x86_feature_detected!("avx512vl")
            && std::is_x86_feature_detected!("avx512bw")
            && std::is_x86_feature_detected!("avx512dq");
        if v3 && v4 {
            return Backend::Avx512;
        }
        if v3 {
            return Backend::Avx2;
        }
    }
    // NEON is a target feature of every aarch64 target this crate tests on (the soft-float
    // ones have no std): compiled in, never detected.
    #[cfg(target_arch = "aarch64")]
    if cfg!(target_feature = "neon") {
        return Backend::Neon;
    }
    Backend::Scalar
}

/// The backend this run must report, and who says so: the environment when the variable
/// is set, else the CPU.
fn expected() -> (Backend, String) {
    match expected_by_the_environment() {
        Some(backend) => (backend, format!("{EXPECT}={backend}")),
        None => (
            expected_by_the_cpu(),
            if cfg!(target_arch = "wasm32") {
                format!("the build's target features ({EXPECT} unset)")
            } else {
                format!("the CPU's features ({EXPECT} unset)")
            },
        ),
    }
}

#[test]
fn backend_is_the_expected_one() {
    let (expected, source) = expected();
    let reported = simd::backend();
    assert_eq!(
        reported, expected,
        "simd::backend() reports {reported}, {source} says {expected}"
    );
    // With the variable set, std's detection must see the emulated CPU the same way (if
    // not, look at qemu's CPU model or std before the dispatch).
    assert_eq!(
        expected_by_the_cpu(),
        expected,
        "the CPU's features disagree with {source}"
    );
    // Asked again: the cached answer.
    assert_eq!(simd::backend(), reported);
}

/// `othello::moves` and `othello::flips` take the AVX2 kernel exactly where `Avx2::detect()`
/// gives the token (always when AVX2 is compiled in), the batches and
/// `attacks_by_direction` the AVX-512 kernels where `Avx512::detect()` does: the tokens must
/// say what the backend says. (The kernels of every path compute the same, so the tokens are
/// what shows the choice; `othello_kernels` checks each path's results.)
#[cfg(target_arch = "x86_64")]
#[test]
fn the_tokens_othello_follows_agree_with_the_backend() {
    let (expected, source) = expected();
    let avx512 = simd::Avx512::detect();
    let avx2 = simd::Avx2::detect();
    assert_eq!(
        avx512.is_some(),
        expected == Backend::Avx512,
        "Avx512::detect() is {avx512:?}, {source} says {expected}"
    );
    assert_eq!(
        avx2.is_some(),
        matches!(expected, Backend::Avx512 | Backend::Avx2),
        "Avx2::detect(), which othello::moves and flips follow, is {avx2:?}, {source} says {expected}"
    );
}

/// The name of the token `simd::dispatch` passes, the last part of its type's path.
struct TokenName;

impl WithKernels for TokenName {
    type Output = &'static str;

    fn run<K: Kernels>(self, _: K) -> &'static str {
        let name = core::any::type_name::<K>();
        name.rsplit("::").next().unwrap_or(name)
    }
}

/// `simd::dispatch` passes the token of the path `backend()` reports (the widest the CPU
/// has), the SSE2 token where that is the scalar path on x86_64, and the portable one on
/// other targets without vectors.
#[test]
fn dispatch_passes_the_widest_token() {
    let (expected, source) = expected();
    let token = match expected {
        Backend::Avx512 => "Avx512",
        Backend::Avx2 => "Avx2",
        Backend::Neon => "Neon",
        Backend::Simd128 => "Simd128",
        _ if cfg!(target_arch = "x86_64") => "Sse2",
        _ => "Portable",
    };
    assert_eq!(simd::dispatch(TokenName), token, "{source} says {expected}");
    // Asked again: the cached answer.
    assert_eq!(simd::dispatch(TokenName), token);
}

/// One input to every kernel: the sliders and blockers of the set-wise getters, a square
/// for the one-slider getters and Othello's flips, an Othello position (disjoint sets).
#[derive(Clone, Copy, Debug)]
struct Case {
    orthogonal: u64,
    diagonal: u64,
    occupied: u64,
    square: Square,
    player: u64,
    opponent: u64,
}

/// Every kernel's answer to one [`Case`].
#[derive(Clone, Debug, PartialEq, Eq)]
struct Answers {
    rook: u64,
    bishop: u64,
    queen: u64,
    slider: u64,
    by_direction: [u64; 8],
    slider_by_direction: [u64; 8],
    east_x2: [u64; 2],
    rook_from: u64,
    bishop_from: u64,
    queen_from: u64,
    othello_moves: u64,
    othello_flips: u64,
}

/// The east pair's inputs: the two slider sets as rooks, each in its own blockers.
fn east_inputs(case: &Case) -> ([u64; 2], [u64; 2]) {
    let rooks = [case.orthogonal, case.diagonal];
    (rooks, rooks.map(|rooks| case.occupied | rooks))
}

/// The token's answers, each kernel called as a method of `kernels`.
#[inline(always)]
fn answers<K: Kernels>(kernels: K, case: &Case) -> Answers {
    let Case {
        orthogonal,
        diagonal,
        occupied,
        square,
        player,
        opponent,
    } = *case;
    let (rooks, east_occupied) = east_inputs(case);
    Answers {
        rook: kernels.rook_attacks(orthogonal, occupied),
        bishop: kernels.bishop_attacks(diagonal, occupied),
        queen: kernels.queen_attacks(orthogonal | diagonal, occupied),
        slider: kernels.slider_attacks(orthogonal, diagonal, occupied),
        by_direction: kernels.attacks_by_direction(orthogonal | diagonal, occupied),
        slider_by_direction: kernels.slider_attacks_by_direction(orthogonal, diagonal, occupied),
        east_x2: kernels.east_attacks_x2(rooks, east_occupied),
        rook_from: kernels.rook_attacks_from(square, occupied),
        bishop_from: kernels.bishop_attacks_from(square, occupied),
        queen_from: kernels.queen_attacks_from(square, occupied),
        othello_moves: kernels.othello_moves(player, opponent),
        othello_flips: kernels.othello_flips(player, opponent, square),
    }
}

/// The oracles' answers: square by square walks (`common::oracle`, `common::othello`).
fn oracle_answers(case: &Case) -> Answers {
    let Case {
        orthogonal,
        diagonal,
        occupied,
        square,
        player,
        opponent,
    } = *case;
    let sq = square.index() as i32;
    let one = 1u64 << sq;
    let queens = orthogonal | diagonal;
    let empty = !(occupied | queens);
    let (rooks, east_occupied) = east_inputs(case);
    let orthogonal_dir = |d: usize| oracle::ROOK_DIRS.contains(&d);
    let othello = player | opponent != 0;
    Answers {
        rook: oracle::rook_attacks(orthogonal, !(occupied | orthogonal)),
        bishop: oracle::bishop_attacks(diagonal, !(occupied | diagonal)),
        queen: oracle::queen_attacks(queens, empty),
        slider: oracle::rook_attacks(orthogonal, empty) | oracle::bishop_attacks(diagonal, empty),
        by_direction: core::array::from_fn(|d| oracle::attacks(queens, empty, d)),
        slider_by_direction: core::array::from_fn(|d| {
            let sliders = if orthogonal_dir(d) {
                orthogonal
            } else {
                diagonal
            };
            oracle::attacks(sliders, empty, d)
        }),
        east_x2: core::array::from_fn(|i| oracle::attacks(rooks[i], !east_occupied[i], 1)),
        rook_from: oracle::rook_attacks(one, !(occupied | one)),
        bishop_from: oracle::bishop_attacks(one, !(occupied | one)),
        queen_from: oracle::queen_attacks(one, !(occupied | one)),
        // No discs, no moves: the exhaustive sweep leaves Othello out (the naive mobility
        // walks every square) and checks that much.
        othello_moves: if othello {
            naive_mobility(player, opponent)
        } else {
            0
        },
        othello_flips: if othello {
            naive_flips(player, opponent, sq)
        } else {
            0
        },
    }
}

/// Every kernel on every case, and the four batches on the cases' columns: what a token
/// answers to a sweep, as one task.
struct Every<'a> {
    cases: &'a [Case],
}

/// A task's answers: per case, then the rook, bishop, queen and slider batches.
type Sweeps = (Vec<Answers>, [Vec<u64>; 4]);

impl WithKernels for Every<'_> {
    type Output = Sweeps;

    #[inline(always)]
    fn run<K: Kernels>(self, kernels: K) -> Sweeps {
        let each = self
            .cases
            .iter()
            .map(|case| answers(kernels, case))
            .collect();
        let column = |field: fn(&Case) -> u64| self.cases.iter().map(field).collect::<Vec<_>>();
        let (orthogonal, diagonal) = (column(|c| c.orthogonal), column(|c| c.diagonal));
        let occupied = column(|c| c.occupied);
        let mut out = [(); 4].map(|()| vec![0; self.cases.len()]);
        let batches = [
            kernels.rook_attacks_batch(&orthogonal, &occupied, &mut out[0]),
            kernels.bishop_attacks_batch(&diagonal, &occupied, &mut out[1]),
            kernels.queen_attacks_batch(&orthogonal, &occupied, &mut out[2]),
            kernels.slider_attacks_batch(&orthogonal, &diagonal, &occupied, &mut out[3]),
        ];
        assert!(
            batches.iter().all(Result::is_ok),
            "equal lengths: {batches:?}"
        );
        // A length mismatch writes nothing and says so, on every path.
        if let Some((_, shorter)) = occupied.split_last() {
            let mut untouched = vec![u64::MAX; self.cases.len()];
            let refused =
                kernels.slider_attacks_batch(&orthogonal, &diagonal, shorter, &mut untouched);
            assert!(refused.is_err() && untouched.iter().all(|&x| x == u64::MAX));
        }
        (each, out)
    }
}

/// What the oracles answer to [`Every`].
fn oracle_sweeps(cases: &[Case]) -> Sweeps {
    let each: Vec<Answers> = cases.iter().map(oracle_answers).collect();
    let queens = cases.iter().map(|c| {
        let empty = !(c.occupied | c.orthogonal);
        oracle::queen_attacks(c.orthogonal, empty)
    });
    let batches = [
        each.iter().map(|a| a.rook).collect(),
        each.iter().map(|a| a.bishop).collect(),
        queens.collect(),
        each.iter().map(|a| a.slider).collect(),
    ];
    (each, batches)
}

/// Every way a token runs the sweep against the oracles: in its copy (`token.run`, what
/// `dispatch` calls), and called directly (`Every::run`, the methods outside any copy).
#[track_caller]
fn check_token<K: Kernels>(name: &str, token: K, cases: &[Case], want: &Sweeps) {
    for (how, got) in [
        ("in its copy", token.run(Every { cases })),
        ("directly", Every { cases }.run(token)),
    ] {
        for (i, (got, want)) in got.0.iter().zip(&want.0).enumerate() {
            assert_eq!(got, want, "{name}, {how}: {:?}", cases[i]);
        }
        assert_eq!(got.1, want.1, "{name}, {how}: the batches");
    }
}

/// Every token this CPU and target have, and `dispatch`, on `cases`.
#[track_caller]
fn check_every_token(cases: &[Case]) {
    let want = oracle_sweeps(cases);
    let got = simd::dispatch(Every { cases });
    assert_eq!(got.0, want.0, "dispatch");
    assert_eq!(got.1, want.1, "dispatch: the batches");
    check_token("Portable", simd::Portable, cases, &want);
    #[cfg(target_arch = "x86_64")]
    {
        check_token("Sse2", simd::Sse2, cases, &want);
        match simd::Avx2::detect() {
            Some(avx2) => check_token("Avx2", avx2, cases, &want),
            None => eprintln!("no AVX2 token on this CPU: not run"),
        }
        match simd::Avx512::detect() {
            Some(avx512) => check_token("Avx512", avx512, cases, &want),
            None => eprintln!("no AVX-512 token on this CPU: not run"),
        }
    }
    #[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
    check_token("Neon", simd::Neon, cases, &want);
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    check_token("Simd128", simd::Simd128, cases, &want);
}

/// The rays of a lone slider on `square` in `dirs`, on an empty board.
fn ray_masks(square: i32, dirs: &[usize]) -> u64 {
    dirs.iter()
        .map(|&d| oracle::ray_mask(square, d))
        .fold(0, |a, b| a | b)
}

/// For every square of `sweep` and every occupancy of its rook rays, and of its bishop
/// rays: the lone slider as a rook, a bishop and both, with and without itself in
/// `occupied`, every token against the oracles. Returns the number of occupancies.
fn lone_slider_every_occupancy(sweep: Sweep) -> u64 {
    let mut occupancies = 0;
    for square in sweep.squares() {
        let slider = 1u64 << square;
        for mask in [
            ray_masks(square, &oracle::ROOK_DIRS),
            ray_masks(square, &oracle::BISHOP_DIRS),
        ] {
            let mut cases = Vec::new();
            for occupied in subsets(mask) {
                occupancies += 1;
                for occupied in [occupied, occupied | slider] {
                    for (orthogonal, diagonal) in [(slider, slider), (slider, 0), (0, slider)] {
                        cases.push(Case {
                            orthogonal,
                            diagonal,
                            occupied,
                            square: Square::ALL[square as usize],
                            player: 0,
                            opponent: 0,
                        });
                    }
                }
            }
            check_every_token(&cases);
        }
    }
    occupancies
}

#[test]
fn every_token_on_a_sample_of_squares_every_occupancy() {
    let occupancies = lone_slider_every_occupancy(Sweep::SmallSample);
    // 6 squares x 2^14 rook occupancies, plus 2^7 to 2^13 bishop ones per square.
    assert_eq!(occupancies, 6 * (1 << 14) + 11_136);
}

#[test]
#[ignore = "deep: every square, every occupancy of its rook and of its bishop rays, every token"]
fn every_token_every_square_every_occupancy_deep() {
    let occupancies = lone_slider_every_occupancy(Sweep::Full);
    assert_eq!(occupancies, 64 * (1 << 14) + 71_168);
}

/// A case with many sliders, any blockers, and an Othello position.
fn case() -> impl Strategy<Value = Case> {
    (
        sliders(),
        sliders(),
        any::<u64>(),
        0..64usize,
        any::<u64>(),
        any::<u64>(),
    )
        .prop_map(
            |(orthogonal, diagonal, occupied, square, discs, split)| Case {
                orthogonal,
                diagonal,
                occupied,
                square: Square::ALL[square],
                player: discs & split,
                opponent: discs & !split,
            },
        )
}

/// Every token on lists of random cases; the lengths cover a batch's tail (no full
/// register, one, and some left over, for registers of 2, 4 and 8 positions).
fn every_token_on_random_cases(cases: u32) {
    common::check(cases, prop::collection::vec(case(), 0..20), |cases| {
        check_every_token(&cases);
        Ok(())
    });
}

#[test]
fn every_token_on_random_cases_short() {
    every_token_on_random_cases(64);
}

#[test]
#[ignore = "deep: every token on 4,096 lists of random cases"]
fn every_token_on_random_cases_deep() {
    every_token_on_random_cases(4096);
}
