//! The SIMD and dispatch paths: the root getters and every `bitfill::simd` path, the
//! Othello kernels of `bitfill::othello` and the tallies of `bitfill::popcount`, each path
//! forced, against the naive oracles. CI also builds and runs this binary with `-C
//! target-cpu=x86-64-v3` and `x86-64-v4`, where the root getters take the AVX2 and AVX-512
//! paths compiled in and `popcount::Tally` is the plain one (`.ci/run`).

#[path = "../common/mod.rs"]
mod common;

mod othello_kernels;
mod popcount;
mod simd;
