//! Guides longer than one item's documentation, rendered by `cargo doc` and doctested: how
//! to call [`fill!`](crate::fill) in an engine and what it expands to, and the algorithms
//! with their cost and the tables they read.

#[doc = include_str!("guide/fill.md")]
pub mod fill_macro {}

#[doc = include_str!("guide/algorithms.md")]
pub mod algorithms {}
