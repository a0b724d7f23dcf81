//! Lookup tables computed by `build.rs`, walking squares one by one.
//!
//! Every table is a `const`, indexed as its doc comment says; squares are little-endian
//! rank-file (a1 = 0, h1 = 7, h8 = 63) and directions use dir8 order ([`Dir`]: the Kogge-Stone Algorithm page's
//! numbering, clockwise from north-east).
//! To read the generated source: `cat target/*/build/bitfill-*/out/tables.rs`.
//!
//! [`Dir`]: crate::Dir

include!(concat!(env!("OUT_DIR"), "/tables.rs"));
