//! Test support shared by the integration tests: the naive oracle and input generators.
//! Each test file uses a different part of it.
#![allow(dead_code)]

pub mod oracle;

/// Every subset of the set bits of `mask` (Carry-Rippler), `0` first, `mask` last.
pub fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    core::iter::from_fn(move || {
        let current = next?;
        let following = current.wrapping_sub(mask) & mask;
        next = (following != 0).then_some(following);
        Some(current)
    })
}
