//! The SIMD and dispatch paths: the root getters and every `bitfill::simd` path, the
//! Othello kernels of `bitfill::othello` and the tallies of `bitfill::popcount`, each path
//! forced, against the naive oracles. CI also builds and runs this binary with `-C
//! target-cpu=x86-64-v3` and `x86-64-v4`, where the root getters take the AVX2 and AVX-512
//! paths compiled in and `popcount::Tally` is the plain one; and the default build under
//! qemu's emulated CPUs without AVX-512 or AVX2, where `dispatch` checks the path the
//! run-time detection takes (`.ci/run`, `scripts/qemu-dispatch.sh`).

#[path = "../common/mod.rs"]
mod common;

mod dispatch;
mod othello_kernels;
mod popcount;
mod simd;
