//! The input every attack-map bench shares, so that their figures are comparable.

/// The positions and the load average, also read by examples/mobility.rs, which builds
/// without criterion.
mod positions;
#[allow(unused_imports)]
pub use positions::{boards, load_average};

/// Interleaved measurement (round-robin, median of per-round ratios): not every bench
/// that reads the positions uses it.
#[allow(dead_code)]
pub mod rounds;

/// This thread's CPU time as a criterion measurement (`PERFT_CPU_TIME=1`): the perft
/// benches use it.
#[allow(dead_code)]
pub mod cpu_time;

/// cozy-chess's bulk perft: the chess perft benches use it.
#[allow(dead_code)]
pub mod cozy;

/// Loop shapes (checksum, `black_box` per result, cache pressure) for the interleaved
/// benches.
#[allow(dead_code)]
pub mod shape;
