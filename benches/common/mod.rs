//! The input every attack-map bench shares, so that their figures are comparable.

/// The 1000 positions of `data/positions.txt` (random legal play, 20 to 80 plies from the
/// start; one FEN a line, compiled in), as cozy-chess boards. (The perft benches have no
/// use for it.)
#[allow(dead_code)]
pub fn boards() -> impl Iterator<Item = cozy_chess::Board> {
    include_str!("../../data/positions.txt")
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(|fen| {
            cozy_chess::Board::from_fen(fen, false)
                .unwrap_or_else(|e| panic!("bad FEN {fen:?}: {e:?}"))
        })
}

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

/// The load average over the last 1, 5 and 15 minutes (`/proc/loadavg`), for the tables:
/// a figure taken above 1.0 is not to be quoted.
#[allow(dead_code)]
pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".to_string())
}
