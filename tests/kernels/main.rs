//! The SIMD and dispatch paths: the root getters and every `bitfill::simd` path, the
//! Othello kernels of `bitfill::othello` and the tallies of `bitfill::popcount`, each path
//! forced, against the naive oracles. CI also builds and runs this binary with `-C
//! target-cpu=x86-64-v3` and `x86-64-v4`, where the root getters take the AVX2 and AVX-512
//! paths compiled in and `popcount::Tally` is the plain one; and the default build under
//! qemu's emulated CPUs without AVX-512 or AVX2, where `dispatch` checks the path the
//! run-time detection takes (`.ci/run`, `scripts/qemu-dispatch.sh`). `simd::cap` is
//! tested at each path the CPU has (`dispatch`), under [`cap_lock`]. `user_crate` is the
//! API as a user calls it, held to a ray walk of its own (checked on x86-64-v2 too).

#[path = "../common/mod.rs"]
mod common;

mod dispatch;
mod othello_kernels;
mod popcount;
mod simd;
mod user_crate;

/// The lock of the tests that read what `simd::cap` changes (`simd::backend()`, the token
/// `simd::dispatch` passes) or set the cap: the cap is one for the whole process, and the
/// tests run on several threads. A test that failed holding it leaves the lock usable.
fn cap_lock() -> std::sync::MutexGuard<'static, ()> {
    static CAP: std::sync::Mutex<()> = std::sync::Mutex::new(());
    CAP.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}
