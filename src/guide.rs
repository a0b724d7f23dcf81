//! Guides longer than one item's documentation, rendered by `cargo doc` and doctested: how
//! to call [`fill!`](crate::fill) in an engine and what it expands to, the algorithms
//! with their cost and the tables they read, and how to run a whole loop on the CPU's
//! widest path with [`simd::dispatch`](crate::simd::dispatch).

#[doc = include_str!("guide/fill.md")]
pub mod fill_macro {}

#[doc = include_str!("guide/algorithms.md")]
pub mod algorithms {}

#[doc = include_str!("guide/dispatch.md")]
pub mod dispatch {}
