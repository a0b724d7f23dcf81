//! Which path the run-time dispatch takes: `bitfill::simd::backend()` and the detected
//! tokens, whose answers `bitfill::othello`'s dispatch follows too.
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

use bitfill::simd::{self, Backend};

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
        if std::is_x86_feature_detected!("avx512f") && std::is_x86_feature_detected!("avx512vl") {
            return Backend::Avx512;
        }
        if std::is_x86_feature_detected!("avx2") {
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
