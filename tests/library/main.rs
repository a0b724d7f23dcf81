//! The library's 8x8 API against the naive oracle (`tests/common/oracle.rs`) and the Chess
//! Programming Wiki's pages: the fills and set-wise getters, the single-square getters
//! (kindergarten, Hyperbola Quintessence), line occupancy, the build.rs tables, `between`
//! and `line`, the leapers, the pawns' pushes and legal targets, the checks and pins,
//! `Square`, `File` and `Rank`, `Bitboard` (its operators, methods, flips, subsets and
//! iterators against a naive set, and its diagrams), `Empty`, `const` evaluation, the
//! wiki's worked example, the commands the README and the docs name, the public API
//! (`public_api`), and the module graphs of `src/` and of the macro crate's
//! `fill-macros/src` (no cycle, `module_cycles`). One test binary, a module per
//! part; the exhaustive sweeps run in full under `-- --include-ignored`
//! (docs/development.md).

#[path = "../common/mod.rs"]
mod common;

mod between;
mod bitboard;
mod const_eval;
mod fills;
mod hyperbola;
mod kindergarten;
mod leapers;
mod line_occupancy;
mod module_cycles;
mod pawns;
mod pins;
mod public_api;
mod readme;
mod square;
mod tables;
mod worked_example;
