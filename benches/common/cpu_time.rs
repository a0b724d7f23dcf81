//! A criterion measurement of the benchmark thread's CPU time rather than wall time: on a
//! machine shared with other jobs, wall time mostly measures the scheduler.

use criterion::measurement::{Measurement, ValueFormatter, WallTime};

/// The CPU time of the calling thread, from `/proc/thread-self/schedstat` (its first
/// field is the time spent running, in nanoseconds).
pub struct ThreadCpuTime;

impl ThreadCpuTime {
    fn now() -> u64 {
        std::fs::read_to_string("/proc/thread-self/schedstat")
            .ok()
            .and_then(|s| s.split_whitespace().next()?.parse().ok())
            .expect("PERFT_CPU_TIME needs Linux's /proc/thread-self/schedstat")
    }
}

impl Measurement for ThreadCpuTime {
    type Intermediate = u64;
    type Value = u64;

    fn start(&self) -> u64 {
        ThreadCpuTime::now()
    }

    fn end(&self, start: u64) -> u64 {
        ThreadCpuTime::now() - start
    }

    fn add(&self, a: &u64, b: &u64) -> u64 {
        a + b
    }

    fn zero(&self) -> u64 {
        0
    }

    fn to_f64(&self, nanoseconds: &u64) -> f64 {
        *nanoseconds as f64
    }

    fn formatter(&self) -> &dyn ValueFormatter {
        // Nanoseconds, like wall time: its formatter fits.
        static WALL_TIME: WallTime = WallTime;
        WALL_TIME.formatter()
    }
}
