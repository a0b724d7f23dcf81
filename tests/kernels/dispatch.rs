//! Which path the run-time dispatch takes: `bitfill::simd::backend()` and the detected
//! tokens, whose answers `bitfill::othello`'s dispatch and `bitfill::simd::dispatch`
//! follow too; and every token of `simd::dispatch` (each one this CPU and target have),
//! through its copy (`Kernels::run`), called directly, and as `dispatch` chooses it, against
//! the naive oracles: exhaustive for a lone slider on a sample of squares (every square in
//! the deep form), proptest for many sliders, the batches and Othello.
//!
//! With `BITFILL_EXPECT_BACKEND` unset, the answer must be the one this CPU's features give
//! (`is_x86_feature_detected!`, which also counts what is compiled in): AVX-512 for F, VL,
//! BW and DQ (with the AVX2 token's features), else AVX2, else SSE2 on x86_64; on aarch64
//! always NEON, which the target compiles in; scalar elsewhere. With
//! `BITFILL_EXPECT_BACKEND` set to a backend's name (`avx512`, `avx2`, `sse2`, `neon`,
//! `simd128`, `scalar`) it must be that one (`simd128` is never detected, only compiled in:
//! on wasm32 the rule is Simd128 with `-C target-feature=+simd128`, Scalar without):
//! `scripts/qemu-dispatch.sh` (which `.ci/run` runs) sets it when it runs this binary under
//! `qemu-x86_64 -cpu Haswell-v4` (avx2), `-cpu Nehalem` and `-cpu qemu64` (sse2), CPUs the
//! CI machines are not, so that the emulated CPU model, not this file, says what is right.
//! Any other value (a typo, an empty string) fails rather than check nothing.
//!
//! Then `simd::cap`: capped at each path the CPU has, `backend()` and `dispatch` say that
//! path and every root getter and `dispatch` still answers as the oracles do; a path the
//! CPU or the target does not have is refused and leaves the cap as it was. The cap is one
//! for the whole process: the tests that read what it changes (`backend()`, the token
//! `dispatch` passes) hold [`crate::cap_lock`], and the cap test restores the widest path
//! before it lets go. The other tests of this binary force their paths through the tokens,
//! or check only answers, which no cap changes.

use crate::common::othello::{naive_flips, naive_mobility};
use crate::common::strategies::sliders;
use crate::common::{self, Sweep, oracle, subsets};
use bitfill::simd::{self, Backend, Kernels, WithKernels};
use bitfill::{Bitboard, Square, othello};
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
    match value.parse::<Backend>() {
        Ok(backend) => Some(backend),
        Err(e) => panic!("{EXPECT}={value:?}: {e}"),
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
        // SSE2 is part of every x86_64 target.
        #[allow(clippy::needless_return)]
        return if v3 { Backend::Avx2 } else { Backend::Sse2 };
    }
    // NEON is a target feature of every aarch64 target this crate tests on (the soft-float
    // ones have no std): compiled in, never detected.
    #[cfg(target_arch = "aarch64")]
    if cfg!(target_feature = "neon") {
        return Backend::Neon;
    }
    #[cfg(not(target_arch = "x86_64"))]
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
    let _cap = crate::cap_lock();
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

/// The name of the token of `backend`'s path.
fn token_name(backend: Backend) -> &'static str {
    match backend {
        Backend::Avx512 => "Avx512",
        Backend::Avx2 => "Avx2",
        Backend::Sse2 => "Sse2",
        Backend::Neon => "Neon",
        Backend::Simd128 => "Simd128",
        Backend::Scalar => "Portable",
        other => panic!("a backend this test does not know: {other:?}"),
    }
}

/// `simd::dispatch` passes the token of the path `backend()` reports (the widest the CPU
/// has): the SSE2 token on x86_64 without AVX2, the portable one on other targets without
/// vectors.
#[test]
fn dispatch_passes_the_widest_token() {
    let _cap = crate::cap_lock();
    let (expected, source) = expected();
    let token = token_name(expected);
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
    let [orthogonal, diagonal, occupied, player, opponent] =
        [orthogonal, diagonal, occupied, player, opponent].map(Bitboard);
    let words = |sets: [Bitboard; 8]| sets.map(|set| set.0);
    Answers {
        rook: kernels.rook_attacks(orthogonal, occupied).0,
        bishop: kernels.bishop_attacks(diagonal, occupied).0,
        queen: kernels.queen_attacks(orthogonal | diagonal, occupied).0,
        slider: kernels.slider_attacks(orthogonal, diagonal, occupied).0,
        by_direction: words(kernels.attacks_by_direction(orthogonal | diagonal, occupied)),
        slider_by_direction: words(
            kernels.slider_attacks_by_direction(orthogonal, diagonal, occupied),
        ),
        east_x2: kernels
            .east_attacks_x2(rooks.map(Bitboard), east_occupied.map(Bitboard))
            .map(|set| set.0),
        rook_from: kernels.rook_attacks_from(square, occupied).0,
        bishop_from: kernels.bishop_attacks_from(square, occupied).0,
        queen_from: kernels.queen_attacks_from(square, occupied).0,
        othello_moves: kernels.othello_moves(player, opponent).0,
        othello_flips: kernels.othello_flips(player, opponent, square).0,
    }
}

/// The crate root's answers (and `simd`'s and `othello`'s dispatching functions): the
/// paths the build and the cap choose, as a caller outside `dispatch` gets them.
fn root_answers(case: &Case) -> Answers {
    let Case {
        orthogonal,
        diagonal,
        occupied,
        square,
        player,
        opponent,
    } = *case;
    let (rooks, east_occupied) = east_inputs(case);
    let [orthogonal, diagonal, occupied, player, opponent] =
        [orthogonal, diagonal, occupied, player, opponent].map(Bitboard);
    let words = |sets: [Bitboard; 8]| sets.map(|set| set.0);
    Answers {
        rook: bitfill::rook_attacks(orthogonal, occupied).0,
        bishop: bitfill::bishop_attacks(diagonal, occupied).0,
        queen: bitfill::queen_attacks(orthogonal | diagonal, occupied).0,
        slider: bitfill::slider_attacks(orthogonal, diagonal, occupied).0,
        by_direction: words(simd::attacks_by_direction(orthogonal | diagonal, occupied)),
        slider_by_direction: words(simd::slider_attacks_by_direction(
            orthogonal, diagonal, occupied,
        )),
        east_x2: simd::east_attacks_x2(rooks.map(Bitboard), east_occupied.map(Bitboard))
            .map(|set| set.0),
        rook_from: bitfill::rook_attacks_from(square, occupied).0,
        bishop_from: bitfill::bishop_attacks_from(square, occupied).0,
        queen_from: bitfill::queen_attacks_from(square, occupied).0,
        othello_moves: othello::moves(player, opponent).0,
        othello_flips: othello::flips(player, opponent, square).0,
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
        let column = |field: fn(&Case) -> u64| {
            self.cases
                .iter()
                .map(|case| Bitboard(field(case)))
                .collect::<Vec<_>>()
        };
        let (orthogonal, diagonal) = (column(|c| c.orthogonal), column(|c| c.diagonal));
        let occupied = column(|c| c.occupied);
        let mut out = [(); 4].map(|()| vec![Bitboard::EMPTY; self.cases.len()]);
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
            let mut untouched = vec![Bitboard::FULL; self.cases.len()];
            let refused =
                kernels.slider_attacks_batch(&orthogonal, &diagonal, shorter, &mut untouched);
            assert!(refused.is_err() && untouched.iter().all(|&x| x == Bitboard::FULL));
        }
        (
            each,
            out.map(|column| column.iter().map(|set| set.0).collect()),
        )
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

/// The batches of `simd` (the dispatching functions) on the cases' columns, as [`Every`]
/// runs the tokens' batches.
fn root_batches(cases: &[Case]) -> [Vec<u64>; 4] {
    let column = |field: fn(&Case) -> u64| {
        cases
            .iter()
            .map(|case| Bitboard(field(case)))
            .collect::<Vec<_>>()
    };
    let (orthogonal, diagonal) = (column(|c| c.orthogonal), column(|c| c.diagonal));
    let occupied = column(|c| c.occupied);
    let mut out = [(); 4].map(|()| vec![Bitboard::EMPTY; cases.len()]);
    simd::rook_attacks_batch(&orthogonal, &occupied, &mut out[0]).unwrap();
    simd::bishop_attacks_batch(&diagonal, &occupied, &mut out[1]).unwrap();
    simd::queen_attacks_batch(&orthogonal, &occupied, &mut out[2]).unwrap();
    simd::slider_attacks_batch(&orthogonal, &diagonal, &occupied, &mut out[3]).unwrap();
    out.map(|column| column.iter().map(|set| set.0).collect())
}

/// The paths of this target, narrowest first, as `simd::cap` ranks them.
fn ladder() -> Vec<Backend> {
    if cfg!(target_arch = "x86_64") {
        vec![
            Backend::Scalar,
            Backend::Sse2,
            Backend::Avx2,
            Backend::Avx512,
        ]
    } else if cfg!(all(target_arch = "aarch64", target_feature = "neon")) {
        vec![Backend::Scalar, Backend::Neon]
    } else if cfg!(all(target_arch = "wasm32", target_feature = "simd128")) {
        vec![Backend::Scalar, Backend::Simd128]
    } else {
        vec![Backend::Scalar]
    }
}

/// Caps the dispatch at `.0` when dropped: the widest path back, even when an assertion
/// failed on the way.
struct Uncap(Backend);

impl Drop for Uncap {
    fn drop(&mut self) {
        let _ = simd::cap(self.0);
    }
}

/// Random cases and a lone slider on each corner and in the centre, empty board and full.
fn cases_for_the_cap() -> Vec<Case> {
    let mut rng = common::rng::Rng(0xca9_0000_5eed);
    let mut cases: Vec<Case> = (0..1_000)
        .map(|i| {
            let discs = rng.next() & rng.next();
            let split = rng.next();
            let thin = if i % 2 == 0 { rng.next() } else { !0 };
            Case {
                orthogonal: rng.next() & rng.next() & thin,
                diagonal: rng.next() & rng.next() & thin,
                occupied: rng.next() & rng.next(),
                square: Square::ALL[rng.below(64)],
                player: discs & split,
                opponent: discs & !split,
            }
        })
        .collect();
    for square in [Square::A1, Square::H1, Square::A8, Square::H8, Square::D4] {
        let one = square.bitboard().0;
        for occupied in [0, !0] {
            cases.push(Case {
                orthogonal: one,
                diagonal: one,
                occupied,
                square,
                player: 0,
                opponent: 0,
            });
        }
    }
    cases
}

/// `simd::cap` at each path this CPU has, from the widest down and back up: `backend()`
/// and the token `dispatch` passes follow it, and every root getter, `simd`'s dispatching
/// functions (directions, pairs, batches), Othello's and `dispatch` itself still answer
/// as the oracles do. A path the CPU does not run (AVX-512 on an AVX2 CPU) or the target
/// does not have (NEON on x86_64) is refused, says why, and leaves the cap as it was. The
/// widest path is back at the end. All in one test: the cap is the process's.
#[test]
fn cap_at_each_path_the_cpu_has() {
    let _cap = crate::cap_lock();
    let (widest, source) = expected();
    let _uncap = Uncap(widest);
    assert_eq!(simd::backend(), widest, "uncapped: {source}");
    let ladder = ladder();
    let top = ladder
        .iter()
        .position(|&backend| backend == widest)
        .expect("the widest path is on this target's ladder");
    let supported = &ladder[..=top];
    let cases = cases_for_the_cap();
    let want = oracle_sweeps(&cases);
    let answers_hold = |cap: Backend| {
        for (case, want) in cases.iter().zip(&want.0) {
            assert_eq!(
                &root_answers(case),
                want,
                "the root under cap({cap}): {case:?}"
            );
        }
        assert_eq!(
            root_batches(&cases),
            want.1,
            "simd's batches under cap({cap})"
        );
        assert_eq!(
            simd::dispatch(Every { cases: &cases }),
            want,
            "dispatch under cap({cap})"
        );
    };
    // From the widest down, then back up.
    let order = supported.iter().rev().chain(supported.iter());
    let mut capped = 0;
    for &cap in order {
        assert_eq!(
            simd::cap(cap),
            Ok(cap),
            "cap({cap}) on a CPU whose widest is {widest}"
        );
        assert_eq!(simd::backend(), cap, "backend() under cap({cap})");
        assert_eq!(
            simd::dispatch(TokenName),
            token_name(cap),
            "dispatch under cap({cap})"
        );
        answers_hold(cap);
        for refused in Backend::ALL
            .into_iter()
            .filter(|backend| !supported.contains(backend))
        {
            let error = simd::cap(refused).unwrap_err();
            assert_eq!(
                error,
                simd::Unsupported {
                    wanted: refused,
                    widest
                }
            );
            let why = if ladder.contains(&refused) {
                format!("this CPU does not run {refused} (its widest path is {widest})")
            } else {
                format!("{refused} is not a path of this target (its widest is {widest})")
            };
            assert_eq!(error.to_string(), why);
            assert_eq!(
                simd::backend(),
                cap,
                "cap({refused}) refused leaves cap({cap})"
            );
            assert_eq!(simd::dispatch(TokenName), token_name(cap));
        }
        capped += 1;
    }
    assert_eq!(capped, 2 * supported.len());
    // The widest path again, as the other tests of this binary expect it.
    assert_eq!(simd::cap(widest), Ok(widest));
    assert_eq!(simd::backend(), widest);
    assert_eq!(simd::dispatch(TokenName), token_name(widest));
    answers_hold(widest);
    // Every target refuses something but the scalar path's own: on x86_64 at least NEON
    // and simd128.
    #[cfg(target_arch = "x86_64")]
    assert!(simd::cap(Backend::Neon).is_err() && simd::cap(Backend::Simd128).is_err());
    assert_eq!(simd::backend(), widest);
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
