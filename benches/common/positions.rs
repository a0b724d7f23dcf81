//! The 1000 positions every attack-map bench reads, and the load average the tables print:
//! a module of its own so that examples/mobility.rs, built without criterion, reads the same.

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

/// The load average over the last 1, 5 and 15 minutes (`/proc/loadavg`), for the tables:
/// a figure taken above 1.0 is not to be quoted.
#[allow(dead_code)]
pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".to_string())
}
